// Sixteenth round, photographers, videographers and content creators (voice-35): harm the rules
// missed, as classes with their twins (docs/safety.md, "Sixteenth round, voice-35"). Appended to
// POLICY_SPECS; the look-alikes are in -creators-lawful.ts. Terms as speakers write them, tone
// marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { CREATORS_LOOKALIKE_SPECS } from './safety-lexicon-sixteenth-creators-lawful.ts';

// ── Sex and children ────────────────────────────────────────────────────────────────────────

/** Explicit content named by its rating ("an x-rated shoot"; spelt out "x - r a t e d"). */
// biome-ignore format: packed word list
const X_RATED: Terms = ['x-rated', 'x rated', 'xrated', 'triple-x shoot*', 'xxx shoot*', 'xxx video*'];

/** Hostesses or girls offered to sponsors or guests as "extra time" in their rooms, the rate
 *  agreed with the girls: the event's staff as cover for sex work. Not bare "extra time": ushers
 *  work extra time at a hotel as overtime. */
// biome-ignore format: packed word list
const HOSTS: Terms = [
  'hostess*', 'usher*', 'girls', 'ladies', 'models', 'babes', 'promo girl*', 'brand ambassador*',
];
// biome-ignore format: packed word list
const EXTRA_TIME: Terms = [
  'open to extra', 'open to "extra', 'extra time ... in their room*', 'extra time ... in his room',
  'extra time ... in her room', 'extra time ... in the room*', 'private time with',
  'extra service* for the sponsor*', 'extra service* for the guest*', 'stay back with the sponsor*',
  'stay back with the guest*',
];
// biome-ignore format: packed word list
const IN_ROOMS: Terms = [
  'room', 'rooms', 'hotel*', 'rate', 'rates', 'lodge', 'after party', 'overnight', 'afterwards',
];

/** Children made to work for a channel or a shoot with their parents kept out, or paid in snacks:
 *  the absence of consent is the harm ("guardians need not be consulted"). Not a bare "child":
 *  a common word that would start walks in most briefs. */
// biome-ignore format: packed word list
const CHILDREN: Terms = [
  'children', 'kids', 'pikin*', 'minors', 'boys aged', 'girls aged', 'street kids',
  'almajiri*', 'yara', 'ụmụaka', 'umuaka', 'àwọn ọmọdé', 'omode',
];
// biome-ignore format: packed word list
const PARENTS_SKIPPED: Terms = [
  'guardians need not', 'guardian need not', 'parents need not be', 'parents need not know',
  'no need to tell their parents', 'no need to inform their parents', 'no need to ask their parents',
  'no need to consult their parents', 'without telling their parents', 'without asking their parents',
  'without their parents knowing', "without their parents'", 'without their parents consent',
  'without their guardians', 'their parents must not know', "their parents don't need to know",
  'their parents do not need to know', 'no tell their parents', 'no tell dia papa', 'no tell dia parents',
  'compensation in snacks', 'paid in snacks', 'pay them in snacks', 'pay them with snacks',
  'pay them with biscuit*', 'pay dem with biscuit*', 'ba tare da sanin iyayensu',
  'kar iyayensu su sani', 'láìsọ fún àwọn òbí wọn', 'má sọ fún àwọn òbí wọn',
  'agwala nne na nna ha', 'ọ dịghị mkpa ịgwa nne na nna ha',
];

// ── Posing and faking ───────────────────────────────────────────────────────────────────────

/** A famous person played for real to strangers, and money collected as if to them. */
// biome-ignore format: packed word list
const YOU_ARE_HIM: Terms = [
  'that you are him', 'that you are her', 'you are him', 'you are her', 'say you be am',
  'say na you be am', 'say na you be him', 'say you be him', 'say you be her', 'pretend* you are him',
  'pretend* you are her', 'pretend* to be him', 'pretend* to be her', 'as if you are him',
  'as if you are her', 'you be the real', 'you are the real',
];
// biome-ignore format: packed word list
const COLLECT_FEES: Terms = [
  'collect* ... fee*', 'collect* ... money', 'collect* ... # k', 'collect* ... cash',
  'take* ... fee*', 'charge* ... # k', 'charge* ... fee*', 'charge* them', 'collect* dia money',
];

/** A platform's staff claimed, to sell its badge: "say you come from Instagram head office,
 *  collect 10k verification fee for blue tick". The badge is never sold by a stranger. The
 *  platform is named: a certificate's verification fee paid at an office is an errand. */
// biome-ignore format: packed word list
const BADGE_FEE: Terms = [
  'verification fee*', 'blue tick fee*', 'fee for blue tick', 'fee* for the blue tick',
  'fee* for verification', 'pay* for blue tick', 'pay* for the blue tick', 'verified badge fee*',
  'fee* for the verified badge', 'fee* for verified badge', 'collect* ... for blue tick',
];
// biome-ignore format: packed word list
const PLATFORM_STAFF: Terms = [
  'from instagram', 'from facebook', 'from meta', 'from tiktok', 'from youtube', 'from twitter',
  'instagram office', 'instagram staff', 'facebook staff', 'meta staff',
  'tiktok staff', 'pretend* to be from', 'pose as', 'posing as',
];

/** Reviews posted as customers under names made up. Not "from each phone" alone: footage from
 *  each phone is reviewed. */
// biome-ignore format: packed word list
const REVIEW: Terms = ['review*', 'rating*', 'five-star*', '5-star*', 'five star*', '5 star*'];
// biome-ignore format: packed word list
const AS_MADE_UP_PEOPLE: Terms = [
  'made-up name*', 'made up name*', 'invented name*', 'fake name*', 'false name*',
  'as if you were real', 'as if you are real', 'as if you were ... customer*',
  'as if you are ... customer*', 'pretend* to be customer*', 'pretend* to be ... customer*',
  'like say you be customer*', 'different name on each', 'a different name each',
];

/** A permit, licence or certificate made with the stamp and signature copied from another's. */
// biome-ignore format: packed word list
const MARKS_COPIED: Terms = [
  'stamp and signature copied', 'signature and stamp copied', 'stamp copied from',
  'signature copied from', 'signatures copied from', 'copy* the stamp and signature',
  'copy* the signature and stamp', 'copy* the stamp from', 'copy* the signature from',
  'lift* the stamp', 'lift* the signature', 'scan* the stamp from', 'cut* the stamp from',
  'paste* the stamp', 'the same stamp and signature as',
];
// biome-ignore format: packed word list
const PAPERS: Terms = [
  'permit*', 'licence*', 'license*', 'certificate*', 'approval*', 'clearance*',
  'accreditation*', 'id card*', 'letter*',
];

/** Goods bought with no papers asked for, when the seller says where they were taken from. */
// biome-ignore format: packed word list
const NO_PAPERS_ASKED: Terms = [
  'do not ask for papers', "don't ask for papers", 'do not ask for any papers',
  "don't ask for any papers", 'no ask for papers', 'no ask for paper', 'do not ask for receipt*',
  "don't ask for receipt*", 'no ask for receipt*', 'do not ask where ... from',
  "don't ask where ... from", 'no ask where ... from', 'ask no question*',
];
// biome-ignore format: packed word list
const TAKEN_FROM: Terms = [
  'were taken from', 'was taken from', 'he took them from', 'they took them from', 'not stealing',
  'no be stealing', 'no be thief', 'stolen', 'dem carry am from', 'snatched',
];

// ── Pressing people ─────────────────────────────────────────────────────────────────────────

/** A person's photo marked "THIEF" (or debtor, fraudster) and pasted where they live or work. The
 *  label is the act: "the groom who did not pay, with THIEF on it" has a negation before it that
 *  would frame a photo-first pair. */
// biome-ignore format: packed word list
const PHOTO: Terms = ['photo*', 'picture*', 'pictures', 'foto*', 'his face', 'her face', 'poster*'];
const LABELS = ['thief', 'fraudster', 'scammer', 'debtor', 'liar', 'ole', 'barawo', 'onye ohi'];
// biome-ignore format: packed word list
const LABELLED: Terms = LABELS.flatMap((label) => [
  `${label} written`, `${label} on it`, `${label} across`, `written ... ${label}`,
  `label* ... ${label}`, `caption* ... ${label}`,
]);
// biome-ignore format: packed word list
const PASTED_NEAR: Terms = [
  'paste*', 'stick* them', 'stick* it', 'put them up', 'put it up', 'hang them', 'post* them',
  'post* it', 'share* it', 'around his', 'around her', 'at his', 'at her',
];

/** A person waited for at home evening after evening until a review, a post or a complaint comes
 *  down. Not "take it down" nor a gate: a banner at her gate is taken down after the party. */
// biome-ignore format: packed word list
const AT_THEIR_HOME: Terms = [
  'outside her home', 'outside his home', 'outside her house', 'outside his house',
  'outside their home', 'outside their house', 'her house every', 'his house every',
  'her home every', 'his home every',
];
// biome-ignore format: packed word list
const TAKEN_DOWN: Terms = [
  'take the review down', 'take down the review', 'take the post down', 'take down the post',
  'take the video down', 'take down the video', 'delete the review',
  'delete the post', 'delete the comment', 'withdraw the review', 'withdraw the complaint',
  'until it is deleted', 'until she deletes', 'until he deletes', 'until they delete',
  'until she removes', 'until he removes', 'until e delete', 'remove the review',
];

// ── Going in ────────────────────────────────────────────────────────────────────────────────

/** A window forced while the owners are away ("the owners travel this week, so pop the back
 *  window and let us in"). One's own flat, locked out with the owner there, is no match. */
// biome-ignore format: packed word list
const FORCE_WINDOW: Terms = [
  'pop* the ... window*', 'pop* open the ... window*', 'force* the ... window*',
  'force* open the ... window*', 'prise* ... window*', 'pry ... window*', 'jimmy ... window*',
  'remove* the louvre*', 'slide* out the louvre*', 'comot the louvre*', 'break* the ... window*',
];
// biome-ignore format: packed word list
const OWNERS_AWAY: Terms = [
  'owners travel*', 'owner travel*', 'owners are away', 'owner is away', 'owners are out',
  'while they are away', 'dem travel', 'they travel', 'nobody is home', 'no one is home',
  'nobody dey house', 'owners are not around', 'owner is not around', 'owners travelled',
];

export const SIXTEENTH_CREATORS_SPECS: readonly CategorySpec[] = [
  ...CREATORS_LOOKALIKE_SPECS,
  {
    category: 'sexual_services',
    rules: [
      { name: 'explicit content named by its rating', outcome: 'refuse', alone: X_RATED },
      {
        name: 'hostesses offered to sponsors as "extra time"',
        outcome: 'refuse',
        act: HOSTS,
        obj: EXTRA_TIME,
        needs: IN_ROOMS,
        forward: 80,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children made to work with their parents kept out',
        outcome: 'refuse',
        act: CHILDREN,
        obj: PARENTS_SKIPPED,
        forward: 160,
        backward: 80,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'a famous person played for real, for money',
        outcome: 'refuse',
        act: YOU_ARE_HIM,
        obj: COLLECT_FEES,
        forward: 80,
        backward: 60,
      },
      {
        name: "a platform's badge sold by its claimed staff",
        outcome: 'refuse',
        act: PLATFORM_STAFF,
        obj: BADGE_FEE,
        forward: 100,
        backward: 60,
      },
      {
        name: 'reviews posted under made-up names',
        outcome: 'refuse',
        act: REVIEW,
        obj: AS_MADE_UP_PEOPLE,
        forward: 100,
        backward: 60,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: "a paper's stamp and signature copied from another's",
        outcome: 'refuse',
        act: MARKS_COPIED,
        obj: PAPERS,
        forward: 60,
        backward: 100,
      },
      {
        name: 'goods said to be taken, bought with no papers asked',
        outcome: 'refuse',
        act: NO_PAPERS_ASKED,
        obj: TAKEN_FROM,
        forward: 100,
        backward: 200,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'a photo labelled thief, pasted near them',
        outcome: 'refuse',
        act: LABELLED,
        obj: PASTED_NEAR,
        needs: PHOTO,
        forward: 80,
        backward: 80,
      },
      {
        name: 'waited for at home until a review comes down',
        outcome: 'refuse',
        act: AT_THEIR_HOME,
        obj: TAKEN_DOWN,
        forward: 100,
        backward: 100,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'a window forced while the owners are away',
        outcome: 'refuse',
        act: FORCE_WINDOW,
        obj: OWNERS_AWAY,
        forward: 120,
        backward: 120,
      },
    ],
  },
];
