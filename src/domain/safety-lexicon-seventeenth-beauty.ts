// Seventeenth round, beauty, fashion, salons and spas (voice-40): harm the rules missed, as
// classes with their twins (docs/safety.md, "Seventeenth round, voice-40"). Appended to
// POLICY_SPECS; the look-alikes are in -beauty-lawful.ts. Terms as speakers write them, tone
// marks folded.
import { BEAUTY_LOOKALIKE_SPECS } from './safety-lexicon-seventeenth-beauty-lawful.ts';
import { GROUP } from './safety-lexicon-harm.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Goods ───────────────────────────────────────────────────────────────────────────────────

/** A product's label or expiry date swapped for another: the older goods rules know fake goods
 *  by name, not goods made to pass by a new label. */
// biome-ignore format: packed word list
const RELABEL: Terms = [
  'relabel*', 're-label*', 'rebrand*', 're-brand*', 'peel* off ... label*', 'peel* off ... sticker*',
  'tear* off ... label*', 'scrape* off ... label*', 'remove* the old label*',
  'remove* the original label*', 'change* the expiry',
  'new expiry date*', 'cover* the expiry', 'scratch* off ... expiry', 'wipe* off ... expiry',
  'stick* our', 'put* our ... label*', 'put* our ... sticker*', 'with our label*',
  'with our own label*', 'with our sticker*', 'under our brand', 'under our own brand',
  'into our jars', 'into our own jars', 'into our containers', 'into our bottles',
  'yọ léèbù', 'bó léèbù', 'cire lakabi', 'change di label', 'change the label*', 'comot the label*',
  'comot di label*', 'remove the label*',
];
/** …of goods a regulator banned, recalled or never registered, or past their date. */
// biome-ignore format: packed word list
const BANNED_GOODS: Terms = [
  'banned', 'nafdac banned', 'nafdac has banned', 'recalled', 'expired', 'seized',
  'not registered', 'unregistered', 'not nafdac registered', 'no nafdac number', 'mercury',
  'hydroquinone', 'steroid cream*', 'fake cream*', 'fake perfume*', 'fake product*',
  'don expire', 'wey don expire', 'don ban', 'dem don ban', 'wey dem ban', 'wey nafdac ban', 'ti pari', 'tí ó ti parí', 'ya wuce', 'agafeela',
];
/** …and put back on sale: without it, relabelling expired stock for its return is lawful. */
// biome-ignore format: packed word list
const RESALE: Terms = [
  'sell*', 'deliver*', 'to the shop', 'to our shop', 'in the shop', 'on the shelf',
  'on the shelves', 'shelves', 'to customers', 'to our customers', 'display*', 'restock*',
  'the counter', 'online', 'market', 'supply', 'supplies', 'ta á', 'tà á', 'sayar', 'ree ya',
];

/** A regulator's mark bought, collected or printed false: NAFDAC stickers and numbers, SON
 *  marks, holograms. Photographing fake stickers for a report is the twin. */
// biome-ignore format: packed word list
const GET_MARKS: Terms = [
  'buy*', 'bought', 'collect*', 'get', 'pick* up', 'order*', 'bring*', 'print*', 'produce*',
  'sells', 'sell*', 'supply', 'supplies', 'siyo', 'karɓo', 'zụta', 'weta', 'collect am',
  'buy am',
];
// biome-ignore format: packed word list
const FAKE_MARKS: Terms = [
  'fake nafdac*', 'fake son', 'fake son sticker*', 'fake son mark*', 'fake mancap*',
  'fake hologram*', 'fake seal*', 'fake sticker*', 'fake label*', 'fake reg* number*',
  'fake registration number*', 'fake batch number*', 'cloned nafdac*', 'copied nafdac*',
  'forged nafdac*', 'nafdac sticker* ... fake', 'nafdac number* ... fake',
];
/** A real regulator's mark put on goods the writer says were never registered. */
// biome-ignore format: packed word list
const PUT_MARKS: Terms = [
  'print*', 'stick*', 'paste*', 'copy*', 'borrow*', 'put it on', 'put them on', 'put am for',
  'use their', 'use another',
];
// biome-ignore format: packed word list
const REG_MARKS: Terms = [
  'nafdac number*', 'nafdac no', 'nafdac reg*', 'nafdac sticker*', 'nafdac logo*',
  'nafdac seal*', 'son sticker*', 'son mark*', 'son logo*', 'mancap*', 'registration number*',
];
// biome-ignore format: packed word list
const NEVER_REGISTERED: Terms = [
  'not registered', 'never registered', 'unregistered', 'not yet registered', 'yet to register',
  'no registration', 'we have no nafdac', "we don't have nafdac", 'we do not have nafdac',
  "we don't have a nafdac", 'we do not have a nafdac', 'we no get nafdac', 'we never register',
  'we never registered', 'no be registered', 'another company', "another company's",
  'another brand', "another brand's", 'from another product', 'from the other product',
];

// ── People and money ────────────────────────────────────────────────────────────────────────

/** Posing as the writer before a bank, an office or a buyer: the older rule knows "pose as",
 *  "pretend to be", "be me at", not "stand in as me" nor answering to the writer's name. */
// biome-ignore format: packed word list
const POSE_AS_ME: Terms = [
  'stand in as me', 'stand in as my', 'stand as me', 'act as me', 'go as me', 'appear as me',
  'pretend you are me', 'pretend to be me', 'say you are me', 'tell them you are me',
  'claim you are me', 'be me for', 'answer* to my name', 'answer* to her name',
  'answer* to his name', 'answer* when they call my name', 'sign* with my signature',
  'sign* it with my signature', 'sign* them with my signature', 'sign* the form* with my signature',
  'sign* my signature', 'sign* it as me', 'sign* them as me', 'sign* the form* as me',
  'sign* the paper* as me', 'like say you be me',
  'say you be me', 'make dem think say you be me', 'make dem believe say you be me',
  'so they think you are me', 'so they believe you are me', 'ṣe bí ẹni pé ìwọ ni mí',
  'ka ce kai ne ni', 'ka yi kamar kai ne ni', 'mee ka ị bụ m', 'sị na ị bụ m',
];

/** Money taken for goods never to be sent, the buyers then blocked: a sale put up as a snare.
 *  A sale whose goods are sent, or spam numbers blocked, is the twin. */
// biome-ignore format: packed word list
const TAKE_PAYMENT: Terms = [
  'collect* money', 'collect* the money', 'collect* their money', 'collect* payment*',
  'collect* deposit*', 'collect* the deposit*', 'collect* their deposit*', 'take* payment*',
  'take* deposit*', 'take* the deposit*', 'take* their deposit*', 'take* their money',
  'receive* payment*', 'receive* the money', 'receive* their money', 'make dem pay', 'make them pay', 'once they pay',
  'after they pay', 'when they pay', 'after dem pay', 'once dem pay', 'when dem pay',
  'after the money land*', 'once the money land*', 'when the money land*', 'after payment',
  'once payment', 'gba owó', 'gbà owó', 'karɓi kuɗi', 'karɓi kudi', 'nara ego', 'nata ego',
];
// biome-ignore format: packed word list
const NEVER_SEND: Terms = [
  'block them after', 'block them once', 'block them when', 'block dem after',
  'block dem once', 'block dem when', 'then block them', 'then block dem', 'block everybody',
  'block all of them', 'block the buyers', 'block the guests', 'block all the buyers',
  'block all the guests', 'just block them', 'just block dem', "won't send any",
  'will not send any', 'never send', 'we no go send', 'no go send anything', "don't send any",
  'do not send any', "won't deliver", 'will not deliver', 'never deliver', 'we no go deliver',
  'no go deliver', 'mi ò ní fi ... ránṣẹ́', 'a ò ní fi ... ránṣẹ́', 'a kò ní fi ... ránṣẹ́',
  'ba za mu aika', 'ba za mu kai', 'kada ka aika', 'agaghị m ezipụ',
  'agaghị anyị ezipụ', 'agaghi m ezipu', 'switch off the line', 'switch off the number',
  'delete the page', 'delete the post and', 'close the page',
];

// ── Groups ──────────────────────────────────────────────────────────────────────────────────

/** A people shut out as customers, tenants or staff on a sign ("No Yoruba customers"): the
 *  older terms know "no Hausa allowed" and "no Igbo in our …". Said without a sign ("no Igbo
 *  customers came today") it is a count. */
// biome-ignore format: packed word list
export const PEOPLES = [
  'hausa', 'fulani', 'igbo', 'ibo', 'yoruba', 'ijaw', 'tiv', 'itsekiri', 'urhobo', 'efik',
  'ibibio', 'kanuri', 'edo', 'christian', 'muslim', 'northern', 'southern', 'northerner',
  'southerner', 'easterner', 'albino', 'gay',
];
// biome-ignore format: packed word list
const AS_PATRONS = [
  'customers', 'clients', 'tenants', 'buyers', 'passengers', 'staff', 'workers', 'people',
];
const NO_PEOPLE: Terms = PEOPLES.flatMap((g) => AS_PATRONS.map((p) => `no ${g} ${p}`));
// biome-ignore format: packed word list
const SIGN_OR_NOTICE: Terms = [
  'signboard*', 'sign board*', 'sign', 'signs', 'poster*', 'notice*', 'banner*', 'flyer*',
  'leaflet*', 'handbill*', 'placard*', 'paint*', 'sticker*', 'bọ́ọ̀dù', 'on the door',
  'on our door', 'on the gate', 'on our gate', 'on the wall', 'on our wall', 'on the window',
  'on our window',
];

/** A people called thieves, liars or animals with "all" between ("they are all thieves"): the
 *  older terms know "are thieves" only. */
// biome-ignore format: packed word list
const ALL_LABELLED: Terms = [
  'are all thieves', 'are all liars', 'are all criminals', 'are all fraudsters',
  'are all animals', 'are all witches', 'are all scammers', 'are all killers',
  'are all terrorists', 'all of them are thieves', 'all of them are criminals',
  'all of them are fraudsters', 'all of them are liars', 'all na thieves', 'all na ole',
  'all na criminals', 'dem all be thieves', 'dem all be ole', 'na ole all of dem',
  'olè ni gbogbo wọn', 'ole ni gbogbo won', 'barayi ne duka', 'duk barayi ne',
  'ha niile bụ ndị ohi', 'ndị ohi ka ha niile bụ',
];

export const SEVENTEENTH_BEAUTY_SPECS: readonly CategorySpec[] = [
  ...BEAUTY_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'banned or expired goods relabelled for sale',
        outcome: 'refuse',
        act: RELABEL,
        obj: BANNED_GOODS,
        needs: RESALE,
        forward: 160,
        backward: 160,
        signFrames: false,
      },
      {
        name: "a regulator's mark bought or printed false",
        outcome: 'refuse',
        act: GET_MARKS,
        obj: FAKE_MARKS,
        forward: 60,
        backward: 60,
        // The stickers and labels are the goods, not a sign that quotes the words before them.
        signFrames: false,
      },
      {
        name: "a regulator's mark put on goods never registered",
        outcome: 'refuse',
        act: PUT_MARKS,
        obj: REG_MARKS,
        needs: NEVER_REGISTERED,
        forward: 40,
        signFrames: false,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      { name: 'posing as the writer', outcome: 'refuse', alone: POSE_AS_ME },
      {
        name: 'money taken for goods never sent',
        outcome: 'refuse',
        act: TAKE_PAYMENT,
        obj: NEVER_SEND,
        forward: 120,
        backward: 60,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people shut out on a sign',
        outcome: 'refuse',
        act: SIGN_OR_NOTICE,
        obj: NO_PEOPLE,
        forward: 60,
        backward: 80,
        signFrames: false,
      },
      {
        name: 'a people all called thieves',
        outcome: 'refuse',
        act: ALL_LABELLED,
        obj: GROUP,
        forward: 60,
        backward: 60,
        signFrames: false,
      },
    ],
  },
];
