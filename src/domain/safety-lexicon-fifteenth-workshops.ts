// Fifteenth round, artisans, mechanics and small workshops (voice-32): harm the rules missed, as
// classes with their twins (docs/safety.md, "Fifteenth round, voice-32"). Appended to
// POLICY_SPECS; the look-alikes are in -workshops-lawful.ts. Terms as speakers write them, tone
// marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { WORKSHOPS_LOOKALIKE_SPECS } from './safety-lexicon-fifteenth-workshops-lawful.ts';

// ── Vehicles and goods ──────────────────────────────────────────────────────────────────────

/** A vehicle's identity number ground off, re-stamped or altered. The verb stands right before
 *  its number ("grind the chassis number"), so "grind the rust off near the VIN" is no match. */
// biome-ignore format: packed word list
const TAMPER: Terms = [
  'grind* the', 'grind* off the', 'grind* out the', 'grind* away the', 'file* off the',
  'file* away the', 're-stamp*', 'restamp*', 're-stamp* the', 'restamp* the', 're-punch*',
  'repunch*', 'punch* in a new', 'punch* a new', 'alter* the', 'tamper* with the', 'erase* the',
  'scrape* off the', 'scrape* away the', 'swap* the', 'forge* the', 'clone* the',
];
// biome-ignore format: packed word list
const VEHICLE_NUMBERS: Terms = [
  'chassis number*', 'chassis no', 'chassis plate*', 'vin', 'vins', 'vin number*', 'vin plate*',
  'vin tag*', 'vin sticker*', 'engine number*', 'engine no', 'frame number*',
];

/** Money to an inspector for a pass with no inspection ("so he passes the roadworthiness test
 *  without checking the brakes"): the bribe rule's gap of four words does not reach past an
 *  amount and "in an envelope". */
// biome-ignore format: packed word list
const PAY: Terms = ['give*', 'pay*', 'settle*', 'drop*', 'hand* the', 'envelope'];
// biome-ignore format: packed word list
const UNCHECKED: Terms = [
  'without checking', 'without inspecting', 'without testing', 'without looking at',
  'without any check*', 'without inspection', 'without the inspection', 'without the test',
  'without a test', 'no need to check', 'make e no check', 'make dem no check', 'no check am',
  'without seeing the car', 'without seeing the vehicle',
];
// biome-ignore format: packed word list
const INSPECTOR: Terms = [
  'vio', 'officer*', 'inspector*', 'examiner*', 'frsc', 'tester*', 'road safety', 'assessor*',
  'engineer*', 'official*',
];

/** Goods driven past customs without stopping, or customs already paid off (Pidgin and English). */
// biome-ignore format: packed word list
const PAST_CUSTOMS: Terms = [
  'no stop for customs', 'no stop for di customs', 'no stop for the customs', 'no stop at customs',
  'no stop for border', "don't stop for customs", "don't stop at customs", 'do not stop at customs',
  'do not stop for customs', "don't stop at the customs", 'avoid customs', 'avoid the customs',
  'bypass customs', 'bypass the customs', 'dodge customs', 'dodge the customs', 'jump customs',
  'settle* customs', 'settle* di customs', 'settle* the customs', 'customs don settle',
  "don't declare", 'no declare am', 'without declaring', 'do not declare',
];
/** A load hidden from whoever checks the road. */
// biome-ignore format: packed word list
const HIDE_FROM_CHECK: Terms = [
  "don't let anyone at the checkpoint", 'do not let anyone at the checkpoint',
  "don't let the checkpoint", "don't let the customs", "don't let customs",
  'do not let customs', 'make checkpoint no see', 'make customs no see',
  'make dem for checkpoint no', 'make anybody for checkpoint no', 'hide them from the checkpoint',
  'hide it from the checkpoint', 'hide them from customs', 'hide it from customs',
  'so customs do not see', "so customs don't see", 'so the checkpoint does not see',
];
/** …when the load has no papers. */
// biome-ignore format: packed word list
const NO_PAPERS: Terms = [
  'no papers', 'no paper', 'no get papers', 'no get paper', 'without papers', 'no documents',
  'without documents', 'no particulars', 'without particulars',
];

/** Stolen, and no questions to be asked: in Igbo ("ọ bụ ihe ohi, ajụla ajụjụ"), Hausa, Yoruba. */
// biome-ignore format: packed word list
const STOLEN_SAID: Terms = [
  'ihe ohi', 'ihe ezuru', 'ngwongwo ohi', 'ngwa ohi', 'ihe ha zuru', 'ihe anyi zuru',
  'kayan sata', 'na sata ne', 'ẹrù olè', 'ohun tí wọ́n jí', 'stolen',
];
// biome-ignore format: packed word list
const ASK_NOTHING: Terms = [
  'ajụla ajụjụ', 'ajula onye', 'ajụla onye', 'ajụla ha ajụjụ', 'kar ka tambaya',
  'kada ka tambaya', 'má bèèrè ìbéèrè', 'má bèèrè nǹkan', "don't ask question*",
  'do not ask question*', 'ask no question*', 'no ask question*',
];
/** Carried or sold, in Igbo, in the sentence that calls it stolen. */
// biome-ignore format: packed word list
const IGBO_MOVE: Terms = ['ree ha', 'ree ya', 'resị ha', 'resị ya', 'bute ha', 'bute ya', 'zoo ha', 'zoo ya'];

// ── People ──────────────────────────────────────────────────────────────────────────────────

/** A man photographed, found or trailed, in Pidgin, "make e no notice": the unnoticed watching
 *  of older rounds in its Pidgin wordings. */
// biome-ignore format: packed word list
const PIDGIN_TRAIL: Terms = [
  'snap am', 'snap im', 'snap her', 'snap dem', 'snap di man', 'snap di woman', 'snap im face',
  'snap im gate', 'snap im house', 'snap her house', 'follow am', 'follow im', 'follow her',
  'follow di man', 'follow di woman', 'follow di boy', 'follow di girl', 'find im house',
  'find her house', 'find where e dey live', 'find where im dey live', 'find where she dey live',
  'film am', 'film im', 'video am', 'record am', 'watch am', 'watch im',
];
// biome-ignore format: packed word list
const PIDGIN_UNNOTICED: Terms = [
  'make e no notice', 'make im no notice', 'make she no notice', 'make dem no notice',
  'make dem no know', 'make im no know', 'make im people no know', 'make e no see you',
  'make dem no see you', 'make e no sabi', 'make dem no sabi', 'make nobody notice',
];
/** Followed or photographed in secret, in Igbo ("soro ya na nzuzo"). */
// biome-ignore format: packed word list
const IGBO_TRAIL: Terms = [
  'soro ya', 'soro ha', 'sochie ya', 'sochie ha', 'see foto ya', 'see ya foto', 'sere foto ya',
  'sere ya foto', 'nyochaa ya', 'lee ya anya',
];
// biome-ignore format: packed word list
const IGBO_SECRET: Terms = ['na nzuzo', "n'nzuzo", "n'amaghị ya", "n'amaghi ya", 'ka ọ ghara ịma'];

/** Another's name signed by the Operator ("sign the customer's name on the release form"). */
const SIGNED_FOR = ['customer', 'owner', 'client', 'buyer', 'seller', 'landlord', 'tenant'];
// biome-ignore format: packed word list
const SIGN_AS_ANOTHER: Terms = [
  ...SIGNED_FOR.flatMap((who) => [
    `sign* the ${who}'s name`, `sign* the ${who} name`, `sign* di ${who} name`,
    `sign* my ${who}'s name`, `sign* the ${who}'s signature`, `copy* the ${who}'s signature`,
  ]),
  'sign* oga name', "sign* oga's name",
];

/** Said to be from the bank, to get a card's secrets. Not a bare "CVV": squeezed, it reads "CV". */
// biome-ignore format: packed word list
const CLAIM_BANK: Terms = [
  'say na from bank', 'say na from di bank', 'say na from the bank', 'say you be from bank',
  'say una be from bank', 'say we be from bank', 'say you dey call from bank',
  'say na bank dey call', 'you are from the bank', "you're from the bank", 'we are from the bank',
  'you are calling from the bank', 'we are calling from the bank', 'pose as the bank',
  'posing as the bank', 'pretend to be from the bank', 'as bank staff',
];
// biome-ignore format: packed word list
const CARD_SECRETS: Terms = [
  'card number*', 'cvv number*', 'cvv code*', 'card pin*', 'atm pin*', 'card details',
  'expiry date',
];

// ── Premises ────────────────────────────────────────────────────────────────────────────────

/** Bolt cutters used on a gate of premises that will be locked against the Operator (held: a
 *  lost key to one's own store is the twin). Used, not carried: a borrowed pair returned to a
 *  tenant's workshop is an errand. */
// biome-ignore format: packed word list
const CUTTER: Terms = [
  'use* bolt cutter*', 'use* the bolt cutter*', 'with bolt cutter*', 'with the bolt cutter*',
  'use* bolt-cutter*', 'cut* the padlock', 'cut* off the padlock', 'cut* the chain',
  'break* the padlock', 'hacksaw* the padlock',
];
// biome-ignore format: packed word list
const LOCKED_AGAINST: Terms = [
  'will be locked', 'will be shut', 'premises', "tenant's", 'the tenant', 'his gate', 'his shop',
  'his workshop', 'their gate', 'their shop', 'their workshop',
];

// ── Groups ──────────────────────────────────────────────────────────────────────────────────

/** A group to be driven out or struck first "before they kill us". */
// biome-ignore format: packed word list
const STRIKE_FIRST: Terms = [
  'chase dem', 'chase them', 'drive dem', 'drive them', 'pursue them', 'attack dem',
  'attack them', 'burn dem', 'burn them', 'finish dem', 'finish them', 'deal with dem',
  'deal with them', 'strike first', 'kill dem', 'kill them', 'comot dem', 'pursue dem',
  'kori su', 'ku le won', 'chupu ha',
];
// biome-ignore format: packed word list
const BEFORE_THEY_KILL: Terms = [
  'before dem kill us', 'before they kill us', 'before them kill us', 'before dem attack us',
  'before they attack us', 'before dem finish us', 'before they finish us',
  'before they kill all of us', 'kafin su kashe mu', 'kafin su kai mana hari',
  'kí wọ́n tó pa wá', 'tupu ha egbuo anyị', 'tupu ha egbuo anyi',
];

export const FIFTEENTH_WORKSHOPS_SPECS: readonly CategorySpec[] = [
  ...WORKSHOPS_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: "a vehicle's identity number altered",
        outcome: 'refuse',
        act: TAMPER,
        obj: VEHICLE_NUMBERS,
        forward: 16,
        backward: 0,
      },
      {
        name: 'an inspector paid for a pass with no inspection',
        outcome: 'refuse',
        act: PAY,
        obj: UNCHECKED,
        needs: INSPECTOR,
        forward: 140,
      },
      { name: 'goods taken past customs', outcome: 'refuse', alone: PAST_CUSTOMS },
      {
        name: 'a load with no papers hidden from the checkpoint',
        outcome: 'refuse',
        act: NO_PAPERS,
        obj: HIDE_FROM_CHECK,
        forward: 120,
        backward: 120,
      },
      {
        name: 'stolen, and no questions asked',
        outcome: 'refuse',
        act: STOLEN_SAID,
        obj: ASK_NOTHING,
        forward: 60,
        backward: 60,
      },
      {
        name: 'stolen goods carried or sold, in Igbo',
        outcome: 'refuse',
        act: IGBO_MOVE,
        obj: STOLEN_SAID,
        forward: 80,
        backward: 80,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'a person trailed unnoticed, in Pidgin',
        outcome: 'refuse',
        act: PIDGIN_TRAIL,
        obj: PIDGIN_UNNOTICED,
        forward: 120,
      },
      {
        name: 'a person trailed in secret, in Igbo',
        outcome: 'refuse',
        act: IGBO_TRAIL,
        obj: IGBO_SECRET,
        forward: 40,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      { name: "another's name signed", outcome: 'refuse', alone: SIGN_AS_ANOTHER },
      {
        name: "the bank claimed, for a card's secrets",
        outcome: 'refuse',
        act: CLAIM_BANK,
        obj: CARD_SECRETS,
        forward: 100,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'bolt cutters on premises locked against the Operator',
        outcome: 'hold',
        act: CUTTER,
        obj: LOCKED_AGAINST,
        forward: 80,
        backward: 80,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a group driven out or struck before it strikes',
        outcome: 'refuse',
        act: STRIKE_FIRST,
        obj: BEFORE_THEY_KILL,
        forward: 100,
        signFrames: false,
      },
    ],
  },
];
