// Fifteenth round, phones, computers and the internet trade (voice-29: phone sellers, repairers,
// cyber cafés): harm the rules missed, as classes with their twins (docs/safety.md, "Fifteenth
// round, voice-29"). Appended to POLICY_SPECS; the look-alikes are in -devices-lawful.ts. Terms
// as speakers write them, tone marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { DEVICES_LOOKALIKE_SPECS } from './safety-lexicon-fifteenth-devices-lawful.ts';

// ── Phones ──────────────────────────────────────────────────────────────────────────────────

/** A phone's identity changed by someone else's hand ("have the IMEIs changed") or in the Igbo
 *  and Pidgin forms the older rule lacks; the active English forms are in -thirteenth-traders. */
// biome-ignore format: packed word list
const IMEI_CHANGED: Terms = [
  'imei* to be changed', 'imei* changed', 'imei* to be chang*', 'imei* ... to be changed',
  'imei* ... changed at', 'imei* ... changed for', 'gbanwee imei', 'gbanwoo imei', 'gbanwere imei',
  'chenji imei', 'chenji di imei', 'change am imei', 'change dem imei', 'sauya imei',
  'canja imei', 'yi imei ... pada', 'pa imei ... da',
];

/** Phones sold on with a blocked identity: a blacklisted phone is one reported stolen. */
// biome-ignore format: packed word list
const SELL_ON: Terms = [
  'sell*', 'sold', 'list*', 'resell*', 'flash* and sell', 'push* ... market', 'supply', 'ta',
];
// biome-ignore format: packed word list
const BLACKLISTED: Terms = [
  'blacklisted imei*', 'blacklisted phone*', 'blacklisted unit*', 'blacklisted device*',
  'blocked imei*', 'imei-blocked', 'reported-stolen', 'reported stolen phone*',
];

/** Phones taken from people, in Yoruba ("tí wọ́n já lọ́wọ́ ènìyàn") and Igbo ("a zuru n'ohi"),
 *  carried off, unlocked or sold; a victim's own report ("fóònù mi tí wọ́n jí") has none of these
 *  verbs. Not Yoruba "kó" (carry): it folds to Igbo "kọọ" (tell), as a report is made. */
// biome-ignore format: packed word list
const PHONES_TAKEN: Terms = [
  'tí wọ́n já lọ́wọ́', 'tí wọ́n jí lọ́wọ́', 'tí wọ́n já gbà', 'já lọ́wọ́ ènìyàn',
  'já lọ́wọ́ àwọn ènìyàn', 'jí lọ́wọ́ ènìyàn', "a zuru n'ohi", "ezuru n'ohi", "zuru n'ohi",
];
// biome-ignore format: packed word list
const MOVE_OR_SELL: Terms = [
  'gbé', 'gbe', 'tà', 'ta', 'yọ lock', 'yọ ... lock', 'ṣí lock', 'were', 'ree', 'resị',
  'kpochapụ', 'buru', 'bute',
];

/** Identity slips and cards made false (the NIN slip a café prints; "fake id*" is older). */
// biome-ignore format: packed word list
const MAKE_OR_SELL: Terms = [
  'print*', 'make', 'produce*', 'laminat*', 'sell*', 'deliver*', 'supply', 'design*',
];
// biome-ignore format: packed word list
const FAKE_ID_SLIPS: Terms = [
  'fake nin*', 'fake nin slip*', 'fake national id*', 'fake voter* card*', 'fake pvc*',
  'fake bvn slip*', 'fake nimc*', 'fake id slip*', 'fake sim registration*', 'fake cac*',
  'fake tin certificate*', 'forged nin*', 'forged pvc*', 'forged voter* card*',
];

// ── Premises ────────────────────────────────────────────────────────────────────────────────

/** Into a closed site behind a member of staff (tailgating). */
// biome-ignore format: packed word list
const TAILGATE: Terms = [
  'slip* in behind', 'sneak* in behind', 'walk* in behind a staff', 'walk* in behind the staff',
  'enter* behind a staff', 'enter* behind the staff', 'follow* a staff member in',
  'follow* the staff in', 'tailgat* ... staff', 'tailgat* ... door', 'jam* in behind',
  'enter* with the staff when the door', 'slip* through ... when the door opens',
];

/** In through a window, the back or side way. Not "get in" nor a bare "through the window": "get in
 *  the taxi and wave through the window". */
// biome-ignore format: packed word list
const GO_IN: Terms = [
  'access*', 'enter*', 'get* into', 'climb* in', 'gain* entry', 'gain* access', 'enter am',
  'break* in', 'go in through', 'get* in through',
];
// biome-ignore format: packed word list
const BY_WINDOW: Terms = [
  'via the back window', 'through the back window', 'by the back window', 'via the window',
  'via a window', 'via the side window',
  'through the side window', 'through the toilet window', 'through the louvre*', 'pass window',
  'pass the window', 'pass back window',
];

/** A cabinet, locker or drawer broken at someone's place once they have closed: the letters may
 *  be spaced ("b r e a k"), which every term reads. */
// biome-ignore format: packed word list
const BREAK_OPEN: Terms = ['break*', 'broke', 'force*', 'forcing', 'pry*', 'prise*', 'smash*'];
// biome-ignore format: packed word list
const CABINETS: Terms = [
  'cabinet*', 'locker*', 'drawer*', 'cupboard*', 'showcase*', 'glass case*', 'the safe',
];
// biome-ignore format: packed word list
const AFTER_CLOSING: Terms = [
  'after dem close', 'after they close', 'after closing', 'when dem close', 'when they close',
  'when nobody', 'when no one', 'at night', 'after hours', 'after work hours',
];

// ── Fraud ───────────────────────────────────────────────────────────────────────────────────

/** Said to be the staff of a company, in Hausa ("ka ce kai ma'aikacin MTN ne"). */
// biome-ignore format: packed word list
const HAUSA_SAY_STAFF: Terms = [
  "ka ce kai ma'aikaci*", "ki ce ke ma'aikaci*", "ce kai ma'aikaci*", "ce ke ma'aikaci*",
  "ka ce kai wakili*", "ka ce kai dan ... ne", "ka ce kai jami'i*", "ku ce ku ma'aikata",
];

/** A prize announced and a fee asked to release it (the lottery bait). */
// biome-ignore format: packed word list
const PRIZE_WON: Terms = [
  'they won', 'they have won', 'you have won', 'you won', 'has won', 'have won', 'dem win',
  'don win', 'winner*', 'won a prize', 'won the promo', 'won the draw', 'lucky winner*',
];
// biome-ignore format: packed word list
const RELEASE_FEE: Terms = [
  'processing fee*', 'claim fee*', 'release fee*', 'activation fee*', 'redemption fee*',
  'pay ... to claim', 'pay ... to collect the prize', 'pay ... before we release',
];

// ── Children ────────────────────────────────────────────────────────────────────────────────

/** Children kept from their parents' knowledge, in Pidgin, Yoruba, Hausa and Igbo (the English
 *  "without their parents knowing" is older). */
// biome-ignore format: packed word list
const PARENTS_NOT_TOLD: Terms = [
  'no tell their parents', 'no tell dem parents', 'no tell their papa', 'no tell their mama',
  'make their parents no know', 'make dem parents no know', 'no let their parents know',
  "don't tell their parents", 'do not tell their parents', 'without telling their parents',
  'never tell their parents', 'láìsí kí àwọn òbí wọn mọ̀', 'láì jẹ́ kí àwọn òbí wọn mọ̀',
  'má sọ fún àwọn òbí wọn', 'ba tare da iyayensu sun sani', 'ba tare da sanin iyayensu',
  'kada ku gaya wa iyayensu', "n'amaghị nne na nna ha", 'agwala nne na nna ha',
];

export const FIFTEENTH_DEVICES_SPECS: readonly CategorySpec[] = [
  ...DEVICES_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      { name: "a phone's IMEI changed by another hand", outcome: 'refuse', alone: IMEI_CHANGED },
      {
        name: 'blacklisted phones sold on',
        outcome: 'refuse',
        act: SELL_ON,
        obj: BLACKLISTED,
        forward: 80,
        backward: 80,
      },
      {
        name: 'phones taken from people, moved or sold (Yoruba, Igbo)',
        outcome: 'refuse',
        act: MOVE_OR_SELL,
        obj: PHONES_TAKEN,
        forward: 80,
        backward: 100,
      },
      {
        name: 'identity slips and cards made false',
        outcome: 'refuse',
        act: MAKE_OR_SELL,
        obj: FAKE_ID_SLIPS,
        forward: 40,
        backward: 60,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      { name: 'into a closed site behind the staff', outcome: 'refuse', alone: TAILGATE },
      {
        name: 'in through a window',
        outcome: 'refuse',
        act: GO_IN,
        obj: BY_WINDOW,
        forward: 60,
      },
      {
        name: 'a cabinet broken open once they have closed',
        outcome: 'refuse',
        act: BREAK_OPEN,
        obj: CABINETS,
        needs: AFTER_CLOSING,
        forward: 30,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      { name: "said to be a company's staff, in Hausa", outcome: 'refuse', alone: HAUSA_SAY_STAFF },
      {
        name: 'a prize announced and a fee asked to release it',
        outcome: 'refuse',
        act: PRIZE_WON,
        obj: RELEASE_FEE,
        forward: 100,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: "children kept from their parents' knowledge",
        outcome: 'refuse',
        alone: PARENTS_NOT_TOLD,
      },
    ],
  },
];
