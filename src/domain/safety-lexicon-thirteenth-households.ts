// Thirteenth round, households and private lives (voice-18): harm the rules missed and lawful
// family errands they refused, as classes with their twins (docs/safety.md, "Thirteenth round,
// voice-18"). Appended to POLICY_SPECS; the look-alikes are in -households-lawful.ts. Terms as
// speakers write them, tone marks folded.
import { CHILD_AGES } from './safety-lexicon-person.ts';
import { DIRECTED, REGION_GROUP } from './safety-lexicon-structure.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { HOUSEHOLD_LOOKALIKE_SPECS } from './safety-lexicon-thirteenth-households-lawful.ts';

// ── Harm ────────────────────────────────────────────────────────────────────────────────────

/** Lines or accounts meant never to lead back to the person who wants them. */
// biome-ignore format: packed word list
const UNTRACED: Terms = [
  'no go trace back to me', 'no go trace to me', 'wey no go trace', "won't trace back to me",
  'will not trace back to me', "can't be traced", 'cannot be traced', 'not be traced',
  "won't be traced", 'untraceable', 'no fit trace', 'not traceable to me', 'no go show my name',
];
// biome-ignore format: packed word list
const LINES: Terms = [
  'line', 'lines', 'sim', 'sims', 'sim card*', 'number*', 'account*', 'wallet*', 'whatsapp*',
];

/** An official paper whose process never happened: no case filed, no exam sat. */
// biome-ignore format: packed word list
const PAPERS: Terms = [
  'certificate*', 'decree*', 'licen*', 'affidavit*', 'court order*', 'police report*',
  'medical report*', 'death certificate*', 'birth certificate*', 'transcript*',
];
// biome-ignore format: packed word list
const NO_PROCESS: Terms = [
  'no case filed', 'no case was filed', 'without a case', 'without any case', 'without filing',
  'never filed', 'no court case', 'without going to court', 'without the court',
  'never went to court', 'without appearing', 'without a hearing', 'without any hearing',
  'never sat', 'did not sit', "didn't sit", 'never wrote', 'did not write', "didn't write",
  'no case dey', 'no case for court', 'without the doctor seeing', 'without seeing a doctor',
  'without examining',
];

/** A device put under a person's car while they are busy or unaware (the device may be in the
 *  title: "GPS tag" over "fix it under his car"). */
// biome-ignore format: packed word list
const PLANT: Terms = [
  'fix* it under', 'hide* it under', 'stick* it under', 'attach* it under', 'tape* it under',
  'put it under', 'place it under', 'fix* it inside', 'hide* it inside', 'slip* it into',
  'put am under', 'hide am under', 'fix am under', 'stick am under',
];
// biome-ignore format: packed word list
const VEHICLE: Terms = [
  'car', 'his car', 'her car', 'corolla', 'camry', 'jeep', 'motor', 'vehicle', 'keke', 'okada',
  'bumper', 'seat', 'dashboard', 'bike', 'bus',
];
/** Busy elsewhere: not "while he is driving", when a thing is steadied under a seat. */
// biome-ignore format: packed word list
const AWAY_STATES = [
  'is praying', 'is in church', 'is at church', 'is in the mosque', 'is at the mosque',
  'is inside', 'is asleep', 'is sleeping', 'is at work', 'is in the office', 'is in the shop',
  'is in the salon', 'is in the market', 'is at the gym', 'dey pray', 'dey inside', 'dey sleep',
  'dey work',
];
// biome-ignore format: packed word list
const UNAWARE: Terms = [
  ...['my husband', 'my wife', 'he', 'she', 'my oga', 'my madam'].flatMap((who) =>
    AWAY_STATES.map((state) => `while ${who} ${state}`),
  ),
  'without him knowing', 'without her knowing', 'secretly', 'quietly', 'make e no know',
  'must not know', 'should not know', "won't know", 'will not know', 'while he prays',
  'while she prays', 'while he sleeps', 'while she sleeps',
];

/** Getting into a home while the one who lives there is out, or without a key. */
// biome-ignore format: packed word list
const GET_IN: Terms = [
  'gain entry', 'gain* entry', 'gain access', 'gain* access', 'get inside', 'get into', 'enter*',
  'go inside', 'break in', 'let yourself in',
];
// biome-ignore format: packed word list
const HOME: Terms = [
  'home', 'house', 'flat', 'apartment', 'room', 'premises', 'matrimonial home', 'duplex',
  'the property', 'the compound',
];
// biome-ignore format: packed word list
const OCCUPANT_AWAY: Terms = [
  'while the occupant', 'occupant is at work', 'occupant is away', 'occupant is out',
  'while the tenant', 'tenant is at work', 'tenant is away', 'while the resident', 'while my ex',
  'my ex is at work', 'while she is out', 'while he is out', 'no key will be', 'without a key',
  'without the key',
];
/** Drawing the guard away so someone gets past. */
// biome-ignore format: packed word list
const DISTRACTED_GUARD: Terms = [
  'distract* the security', 'distract* the guard*', 'distract* the gateman',
  'distract* the gate man', 'distract* the watchman', 'distract* the mai gadi',
  'distract* the maigadi',
  'security man can be distracted', 'security can be distracted', 'guard can be distracted',
  'gateman can be distracted', 'watchman can be distracted', 'keep the security busy',
  'keep the gateman busy', 'keep the guard busy', 'occupy the security', 'occupy the gateman',
];

/** Cards gathered together with their PINs. */
// biome-ignore format: packed word list
const GATHER: Terms = [
  'collect*', 'gather*', 'bring*', 'pack*', 'needs each', 'need each', 'needs every',
  'need every', 'hand* over', 'submit*', 'surrender*', 'give you', 'give us', 'give me', 'to me',
  'karɓi', 'karɓo', 'gbà', 'weta', 'nara',
];
// biome-ignore format: packed word list
const CARD_AND_PIN: Terms = [
  // A bank's card, or a PIN said to be the card's: "name cards and pin badges" are not.
  'atm card* and ... pin*', 'debit card* and ... pin*', 'bank card* and ... pin*',
  'card* and their pin*', 'card* and its pin*', 'card* and pin number*', 'card* and pin code*',
  'kaadi atm ... pin', 'katin atm ... pin', 'katin banki ... pin', 'kaadị atm ... pin',
];

/** A woman found to sleep with the writer: Igbo "ga-edina m", Yoruba "bá mi sùn", Hausa "ta
 *  kwana da ni", Pidgin and English. */
// biome-ignore format: packed word list
const FIND_WOMAN: Terms = [
  'chọtara m', 'chọta', 'kpọtara m', 'wetara m', 'wá', 'wa obinrin', 'nemo min', 'samo min',
  'kawo min', 'find me', 'find a', 'get me', 'get a', 'bring me', 'bring a', 'arrange a',
  'arrange me', 'look for a', 'find one',
];
// biome-ignore format: packed word list
const SLEEP_WITH_ME: Terms = [
  'ga-edina m', 'ga edina m', 'ka o dina m', 'dinaa m', 'dina m', 'tí yóò bá mi sùn',
  'tí ó máa bá mi sùn', 'bá mi sùn', 'ba mi sun', 'kwana da ni', 'za ta kwana da ni',
  'go sleep with me', 'wey go sleep with me', 'to sleep with me', 'who will sleep with me',
  'that will sleep with me', 'to spend the night with me', 'go spend the night with me',
];

/** Aristos (kept girls) arranged for men at a party or a house. */
// biome-ignore format: packed word list
const ARRANGE: Terms = [
  'arrange', 'get', 'book', 'bring', 'provide', 'find', 'organis*', 'organiz*', 'hire',
];
// biome-ignore format: packed word list
const FOR_MEN: Terms = [
  'for the men', 'for my guests', 'for the guests', 'for our guests', 'for him', 'for them',
  'pay them', 'pay her', 'will pay', 'stay back', 'stay the night', 'the rooms', 'upstairs room*',
  'spend the night', 'sleep over', 'for the night', 'after the party', 'for the boys',
];

/** A child set to sell or kept from school, in Igbo ("nwata nwoke dị afọ iri … na-ere ihe"). */
// biome-ignore format: packed word list
const IGBO_CHILD: Terms = [
  'nwata nwoke', 'nwata nwaanyị', 'nwa nwoke dị afọ', 'nwa nwaanyị dị afọ', 'dị afọ iri',
  'dị afọ asatọ', 'dị afọ itoolu', 'dị afọ asaa', 'dị afọ isii', 'dị afọ ise', 'nwatakịrị',
];
// biome-ignore format: packed word list
const SELL_OR_NO_SCHOOL: Terms = [
  'na-ere ihe', 'ga-ere ihe', 'ere ihe n', 'na-ere ahịa', 'na-ebu ibu', 'gaghị aga akwụkwọ',
  'agaghị aga akwụkwọ', 'agaghị ịga akwụkwọ', 'kama ịga akwụkwọ',
];

/** A child of school age taken into a home as a domestic worker. */
// biome-ignore format: packed word list
const DOMESTIC: Terms = [
  'nanny', 'nannies', 'live-in', 'maid', 'maids', 'housemaid*', 'house maid*', 'domestic staff',
  'domestic worker*', 'domestic help', 'servant*', 'housekeeper*',
];
/** A child moved to a home without adoption or guardianship papers. */
// biome-ignore format: packed word list
const CHILD_MOVED: Terms = [
  'orphanage', 'orphan*', 'the child', 'the girl', 'the boy', 'her transfer', 'his transfer',
];
// biome-ignore format: packed word list
const NO_ADOPTION: Terms = [
  'without ... adoption', 'without ... guardianship', 'no adoption', 'no guardianship',
  'skip the adoption', 'bypass the adoption', 'without ... court order',
];

/** A group not wanted or called wild animals, in Igbo ("anyị achọghị ha", "anụ ọhịa"). */
// biome-ignore format: packed word list
const IGBO_EXPELLED: Terms = [
  // Not "ka ha laa" alone: "tell the traders to go home early, it will rain".
  'anụ ọhịa', 'anụmanụ', 'ha bụ anụ', 'achọghị ha n', 'achọghị ha ebe', 'achọghị ha ọzọ',
  'laghachi obodo ha', 'ka ha laghachi', 'ha bụ ndị ohi',
];

/** Slogans written up to shut a group out ("no Hausa here", "go back north"). */
const GROUP_NAMES = ['hausa', 'igbo', 'yoruba', 'fulani', 'ibo', 'northerners', 'southerners'];
// biome-ignore format: packed word list
const SHUT_OUT: Terms = [
  ...GROUP_NAMES.flatMap((g) => [
    `no ${g} here`, `no ${g} allowed`, `${g} not allowed`, `${g} no allowed`, `${g} go home`,
    `${g} must go`, `${g} out`,
  ]),
  // Not "go back to the north": "go back to the north gate".
  'go back north', 'go back east', 'go back to your region', 'go back where you came from',
];
// biome-ignore format: packed word list
const WRITE_UP: Terms = [
  'write', 'writes', 'written on', 'paint*', 'spray*', 'print*', 'post*', 'put up', 'paste*',
  'chant*', 'shout*', 'tell*', 'graffiti', 'sọ fún', 'gwa', 'faɗa', 'liƙa',
];

export const THIRTEENTH_HOUSEHOLD_SPECS: readonly CategorySpec[] = [
  ...HOUSEHOLD_LOOKALIKE_SPECS,
  {
    category: 'account_creation',
    rules: [
      {
        name: 'lines that will not lead back to the requester',
        outcome: 'refuse',
        act: LINES,
        obj: UNTRACED,
        forward: 40,
        backward: 40,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'an official paper whose process never happened',
        outcome: 'refuse',
        act: PAPERS,
        obj: NO_PROCESS,
        forward: 80,
        backward: 60,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        // Held: a part fitted under a car while its owner is out may be a repair.
        name: "a device put under a person's car unseen",
        outcome: 'hold',
        act: PLANT,
        obj: VEHICLE,
        needs: UNAWARE,
        forward: 40,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'into a home while the occupant is out or without a key',
        outcome: 'refuse',
        act: GET_IN,
        obj: HOME,
        needs: OCCUPANT_AWAY,
        forward: 40,
      },
      { name: 'drawing the guard away', outcome: 'refuse', alone: DISTRACTED_GUARD },
    ],
    // No excuse of its own: a category's excuses reach all its rules, and "the cleaner will let
    // you in" for a fee is no consent.
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'cards gathered with their PINs',
        outcome: 'refuse',
        act: GATHER,
        obj: CARD_AND_PIN,
        forward: 80,
        backward: 40,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'a woman found to sleep with the writer',
        outcome: 'refuse',
        act: FIND_WOMAN,
        obj: SLEEP_WITH_ME,
        forward: 60,
      },
      {
        name: 'aristos arranged for men',
        outcome: 'refuse',
        act: ARRANGE,
        obj: ['aristo', 'aristos'],
        needs: FOR_MEN,
        forward: 24,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'a child set to sell or kept from school, in Igbo',
        outcome: 'refuse',
        act: IGBO_CHILD,
        obj: SELL_OR_NO_SCHOOL,
        forward: 100,
        backward: 60,
        askFrames: false,
      },
      {
        // Next to each other only: "a nanny aged 12", not "a nanny for our twins aged 3".
        name: 'a child taken in as a domestic worker',
        outcome: 'refuse',
        act: CHILD_AGES,
        obj: DOMESTIC,
        forward: 4,
        backward: 4,
      },
      {
        name: 'a child moved without adoption papers',
        outcome: 'refuse',
        act: CHILD_MOVED,
        obj: NO_ADOPTION,
        forward: 80,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        // The departure is the act: Igbo "nọ" (who are at) folds to "no", and a negation between
        // an act and its object would frame it ("ndị Hausa nọ n'ahịa ka ha laa").
        name: 'a group not wanted or called animals, in Igbo',
        outcome: 'refuse',
        act: IGBO_EXPELLED,
        obj: REGION_GROUP,
        needs: DIRECTED,
        forward: 40,
        backward: 80,
        signFrames: false,
      },
      {
        // The slogan is the harm: quoting it on a wall is putting it up.
        name: 'slogans written to shut a group out',
        outcome: 'refuse',
        act: WRITE_UP,
        obj: SHUT_OUT,
        forward: 60,
        backward: 40,
        signFrames: false,
      },
    ],
  },
];
