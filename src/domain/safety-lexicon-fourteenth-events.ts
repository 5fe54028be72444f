// Fourteenth round, entertainment, events and online sellers (voice-25): harm the rules missed
// and lawful event work they refused, as classes with their twins (docs/safety.md, "Fourteenth
// round, voice-25"). Appended to POLICY_SPECS; the look-alikes are in -events-lawful.ts. Terms
// as speakers write them, tone marks folded.
import { CHILD_AGES } from './safety-lexicon-person.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { EVENTS_LOOKALIKE_SPECS } from './safety-lexicon-fourteenth-events-lawful.ts';
import { EVENTS_RIVAL_SPECS } from './safety-lexicon-fourteenth-events-rivals.ts';

// ── Harm ────────────────────────────────────────────────────────────────────────────────────

/** Tickets and passes run off to pass for the real ones ("wey resemble original", "same
 *  barcode"). A product's barcode is shared by every box; a ticket's is one a seat, so the pair
 *  needs a ticket, a band or a pass. */
// biome-ignore format: packed word list
const RUN_OFF: Terms = [
  'print*', 'produce*', 'make', 'run off', 'copy', 'duplicate*', 'clone*', 'sell*', 'resell*',
  'tẹ̀', 'buga', 'bipụta',
];
// biome-ignore format: packed word list
const AS_THE_REAL: Terms = [
  'resembl* original', 'resembl* the original', 'resembl* the real', 'resembl* genuine',
  'same barcode', 'same bar code', 'same qr code', 'same qr', 'same serial number*',
  'same hologram', 'cloned barcode*', 'copied barcode*', 'like the real ones', 'as the real ones',
  'fake ticket*', 'fake wristband*', 'fake vip', 'fake gate pass*', 'fake pass*',
  'fake invitation*', 'counterfeit ticket*', 'cloned ticket*', 'duplicate ticket*',
  'jọ ti ojúlówó', 'jọ ojúlówó', 'bí ojúlówó', 'kamar na asali', 'kamar na gaske',
  'yie nke ezi', 'dị ka nke ezi',
];
// biome-ignore format: packed word list
const PASSES: Terms = [
  'ticket*', 'wristband*', 'wrist band*', 'gate pass*', 'pass', 'passes', 'invite*',
  'invitation card*', 'access card*', 'backstage pass*', 'tikẹ́ẹ̀tì', 'tikiti', 'tikitin',
];

/** A person's movements logged unknown to them ("do not let him know he is being observed"):
 *  a van's movements or a stage's do not know anything. */
// biome-ignore format: packed word list
const LOG: Terms = [
  'log', 'logs', 'record*', 'note*', 'track*', 'keep track', 'monitor*', 'write down',
  'document*', 'list', 'observe*',
];
// biome-ignore format: packed word list
const MOVEMENTS: Terms = [
  "'s daily movements", "'s movements", 'his movements', 'her movements', 'daily movements',
  'movements', 'arrival time*', 'comings and goings', 'when he leaves home',
  'when she leaves home', 'who picks him up', 'who picks her up', 'who drops him',
  'who drops her', 'im movement*', 'where e dey go', 'ìrìn rẹ̀', 'zirga-zirgarsa',
  'zirga-zirgarta', 'shige da ficensa', 'shige da ficenta', 'mmegharị ya',
];
// biome-ignore format: packed word list
const UNKNOWN_TO_THEM: Terms = [
  'not let him know', 'not let her know', 'not let them know', 'he is being observed',
  'she is being observed', 'being watched', 'being observed', 'being followed', 'must not know',
  'should not know', 'without him knowing', 'without her knowing', 'make e no know',
  'make am no know', 'no let am know', 'láìjẹ́ kí ó mọ̀', 'kí ó má mọ̀', 'kada ya sani',
  'kada ta sani', 'ba tare da ya sani', 'ba tare da ta sani', 'ka ọ ghara ịma',
  'n’amaghị ya', "n'amaghị ya",
];

/** The same, said of a person only: the watching kept from them may come a sentence later
 *  ("… home arrival times, who drops him off. Do not let him know he is being observed"). */
// biome-ignore format: packed word list
const PERSON_MOVEMENTS: Terms = [
  "'s daily movements", "'s movements", 'his movements', 'her movements', 'home arrival time*',
  'who picks him up', 'who picks her up', 'who drops him', 'who drops her', 'when he leaves home',
  'when she leaves home', 'im movement*', 'ìrìn rẹ̀', 'zirga-zirgarsa', 'zirga-zirgarta',
  'shige da ficensa', 'shige da ficenta',
];

/** Live power worked on: cables rejoined while the set is running or sparking, so the lights
 *  stay on (held, as all dangerous work). */
// biome-ignore format: packed word list
const REWIRE: Terms = [
  'reconnect*', 'rewire*', 'connect* the cable*', 'connect* the wire*', 'join* the wire*',
  'join* the cable*', 'tape* the wire*', 'tape* the cable*', 'swap* the cable*',
  'open the panel', 'open* the changeover', 'fix* the wire*', 'fix* the cable*',
  'touch* the wire*', 'touch* the cable*', 'haɗa wayoyi', 'haɗa waya', 'so wáyà pọ̀',
];
// biome-ignore format: packed word list
const STILL_LIVE: Terms = [
  'still running', 'while it is running', 'while it runs', 'while e dey run', 'while e still dey',
  'without switching off', 'without switching it off', 'without turning off',
  'without turning it off', 'without shutting', 'no off am', 'no switch am off',
  'lights do not go off', "lights don't go off", 'light no go off', 'lights stay on',
  'light no go blink', 'while the party', 'during the party', 'during the show',
  'injin yana aiki', 'ẹ̀rọ náà ṣì ń ṣiṣẹ́',
];

/** A person beaten until hospital, in each language: the outcome names the harm. */
// biome-ignore format: packed word list
const BEAT: Terms = [
  'beat', 'beat him', 'beat her', 'beat am', 'flog*', 'slap*', 'punch*', 'kí ẹ lu', 'ẹ lu',
  'kí o lu', 'ẹ lù', 'kí ẹ nà', 'ẹ nà', 'yi masa duka', 'yi mata duka', 'ku yi wa', 'doke',
  'dake shi', 'tie ya ihe', 'tie ya aka',
];
// biome-ignore format: packed word list
const UNTIL_HOSPITAL: Terms = [
  'until he enters hospital', 'until she enters hospital', 'until he is in hospital',
  'until she is in hospital', 'until he is admitted', 'until she is admitted',
  'till e enter hospital', 'till she enter hospital', 'till he enter hospital',
  'until e enter hospital', 'till e reach hospital', 'títí tí yóò fi wọ ilé ìwòsàn',
  'títí yóò fi wọ ilé ìwòsàn', 'títí tí yóò fi dé ilé ìwòsàn', 'títí ... ilé ìwòsàn',
  'har sai ya kwanta a asibiti', 'har ya kwanta a asibiti', 'har sai ya je asibiti',
  'har sai ta kwanta a asibiti', 'har ... asibiti', 'ruo mgbe ọ ga-aba ụlọ ọgwụ',
  'ruo ... ụlọ ọgwụ',
];

/** A performer or a critic beaten, in Yoruba (the roles the worksites list lacks). */
const YO_BEAT: Terms = ['kí ẹ lu', 'ẹ lu', 'kí o lu', 'ẹ lù', 'kí ẹ lù', 'kí ẹ nà', 'ẹ nà'];
// biome-ignore format: packed word list
const YO_PERFORMER: Terms = [
  'olórin', 'akọrin', 'onílù', 'aláwàdà', 'òṣèré', 'dj', 'blogger', 'oníròyìn',
  'ẹni tí ó bú mi', 'tí ó bú mi', 'tó bú mi', 'tí ó sọ̀rọ̀ mi',
];

/** Violence put as a warning the body receives, or measured by the days it keeps a person in. */
// biome-ignore format: packed word list
const PHYSICAL_WARNING: Terms = [
  'physical warning', 'physical message', 'physical reminder', 'physical lesson',
  'physical correction', 'reputation enforcement', 'enough to keep her indoors',
  'enough to keep him indoors', 'enough to keep her in bed', 'enough to keep him in bed',
  'enough to keep him at home', 'enough to keep her at home', 'enough to put him in bed',
  'enough to put her in bed', 'enough to keep him off his feet', 'enough to keep her off her feet',
  'make e stay for house one month', 'make she stay for house',
];

/** Reviews written as if by customers who never came ("as if you attended", "under different
 *  customer names"). */
// biome-ignore format: packed word list
const REVIEW: Terms = [
  'review*', 'rating*', 'testimonial*', 'five-star', 'five star', '5-star', '5 star',
  'sharhi', 'ìdájọ́',
];
// biome-ignore format: packed word list
const AS_A_CUSTOMER: Terms = [
  'as if you attended', 'as if you bought', 'as if you came', 'as if you stayed',
  'as if you ate', 'as if you were a customer', 'as if you were a guest', 'as if each',
  'as if they attended', 'as if they bought', 'as though you attended', 'as though you bought',
  'like say you attend', 'like say you buy', 'like say you come', 'like say dem buy',
  'different customer names', 'different customers names', 'under different names',
  'under made-up names', 'made-up names', 'fake names', 'with these sims', 'with the sims',
  'from the sims', 'from different sim*', 'nobody writing them', 'none of them attended',
  'kamar kun halarci', 'kamar ka halarci', 'kamar kun saya', 'kamar ka saya',
  'bí ẹni pé o wá', 'bí ẹni pé o rà', 'bi eni pe', 'dị ka à ga-asị', 'ka à ga-asị',
];

/** Money carried to an official so an event runs without its permit or past a curfew. */
// biome-ignore format: packed word list
const MONEY: Terms = [
  'envelope*', 'money', 'cash', 'naira', '# k', 'owó', 'kudi', 'ego', 'something small',
  'settlement',
];
// biome-ignore format: packed word list
const SKIP_THE_RULE: Terms = [
  'without a permit', 'without permit', 'without the permit', 'without any permit',
  'no permit', 'past the curfew', 'beyond the curfew', 'after the curfew', 'break the curfew',
  'ignore the curfew', 'without approval', 'without the approval', 'without a licence',
  'without a license', 'no need for permit', 'no need for a permit', 'so they no go stop',
  'so they will not stop', 'so they won’t stop', "so they won't stop", 'so he will not stop',
  'so they do not close', 'so they no go close', 'ba tare da izini ba', 'babu izini',
  'láìsí ìwé àṣẹ', 'láìsí permit', 'na-enweghị ikike', 'enweghị ikike',
];
// biome-ignore format: packed word list
const OFFICIAL: Terms = [
  'dpo', 'police', 'officer*', 'divisional', 'council', 'official*', 'task force', 'lasema',
  'lasaa', 'local government', 'kai', 'inspector*', 'ọlọ́pàá', "'yan sanda", 'ndị uwe ojii',
];

/** Girls of school age brought to dance for guests at a club or at night. */
// biome-ignore format: packed word list
const YOUNG: Terms = [
  ...CHILD_AGES, 'ọmọ ọdún mẹ́tàlá', 'ọmọ ọdún mẹ́rìnlá', 'ọmọ ọdún mẹ́ẹ̀ẹ́dógún',
  'ọmọ ọdún mẹ́rìndínlógún', 'ọmọ ọdún méjìlá', 'ọmọ ọdún mọ́kànlá', 'ọmọ ilé ìwé',
  'ọmọbìnrin kékeré', "'yan shekara goma sha", 'yan makaranta', 'dị afọ iri na',
  'ụmụ akwụkwọ', 'school girls', 'schoolgirls', 'secondary school girls', 'underage',
];
// biome-ignore format: packed word list
const DANCE_FOR_GUESTS: Terms = [
  'wá jó', 'jó fún', 'máa jó', 'dance for', 'to dance', 'dance in the', 'dance at',
  'yi rawa', 'su yi rawa', 'gbaa egwu', 'gba egwu', 'entertain the guests', 'entertain our guests',
];
// biome-ignore format: packed word list
const NIGHT_VENUE: Terms = [
  'club', 'nightclub', 'lounge', 'vip', 'bar', 'at night', 'lálẹ́', 'da dare', "n'abalị",
  'aṣọ kúkúrú', 'short dress*', 'short skirt*', 'midnight', 'after 10pm', 'after 11pm', 'hotel',
];

export const FOURTEENTH_EVENTS_SPECS: readonly CategorySpec[] = [
  ...EVENTS_LOOKALIKE_SPECS,
  ...EVENTS_RIVAL_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'tickets and passes run off to pass for the real ones',
        outcome: 'refuse',
        act: RUN_OFF,
        obj: AS_THE_REAL,
        needs: PASSES,
        forward: 100,
        backward: 40,
      },
      {
        name: 'money to an official so an event skips its permit or curfew',
        outcome: 'refuse',
        act: MONEY,
        obj: SKIP_THE_RULE,
        needs: OFFICIAL,
        forward: 120,
        backward: 60,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: "a person's movements logged unknown to them",
        outcome: 'refuse',
        act: LOG,
        obj: MOVEMENTS,
        needs: UNKNOWN_TO_THEM,
        forward: 60,
        backward: 30,
      },
      {
        name: "a person's movements kept from them",
        outcome: 'refuse',
        act: UNKNOWN_TO_THEM,
        obj: PERSON_MOVEMENTS,
        forward: 80,
        backward: 120,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'cables rejoined while the set runs',
        outcome: 'hold',
        act: REWIRE,
        obj: STILL_LIVE,
        forward: 80,
        backward: 60,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'a person beaten until hospital',
        outcome: 'refuse',
        act: BEAT,
        obj: UNTIL_HOSPITAL,
        forward: 80,
      },
      {
        name: 'a performer or a critic beaten, in Yoruba',
        outcome: 'refuse',
        act: YO_BEAT,
        obj: YO_PERFORMER,
        forward: 20,
      },
      { name: 'violence put as a physical warning', outcome: 'refuse', alone: PHYSICAL_WARNING },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'reviews written as if by customers',
        outcome: 'refuse',
        act: REVIEW,
        obj: AS_A_CUSTOMER,
        forward: 120,
        backward: 80,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'girls of school age brought to dance for guests at night',
        outcome: 'refuse',
        act: YOUNG,
        obj: DANCE_FOR_GUESTS,
        needs: NIGHT_VENUE,
        forward: 80,
        backward: 40,
      },
    ],
  },
];
