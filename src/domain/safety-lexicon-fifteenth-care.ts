// Fifteenth round, children, youth and care work (voice-31: schools, crèches, orphanages, youth
// football academies): harm the rules missed, as classes with their twins (docs/safety.md,
// "Fifteenth round, voice-31"). Appended to POLICY_SPECS; the look-alikes are in -care-lawful.ts.
// Terms as speakers write them, tone marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { CARE_LOOKALIKE_SPECS } from './safety-lexicon-fifteenth-care-lawful.ts';

// ── Papers that make a player younger ───────────────────────────────────────────────────────

/** The papers an age is proved by, at a trial, a tournament or a school. */
// biome-ignore format: packed word list
const AGE_PAPERS: Terms = [
  'birth certificate*', 'birth cert*', 'passport*', 'international passport*',
  'age declaration*', 'declaration of age', 'affidavit of age', 'nin slip*', 'id card*',
  'player card*', 'player licence*', 'player license*', 'registration card*', 'ìwé ìbí',
  'takardar haihuwa', 'akwụkwọ ọmụmụ',
];
/** …made to give an age other than the holder's. Not a bare "younger" ("for my younger
 *  brother"), nor a corrected date ("the correct date of birth"). */
// biome-ignore format: packed word list
const MADE_YOUNGER: Terms = [
  'years younger', 'year younger', 'new date* of birth', 'new dob', 'different date* of birth',
  'show* them as #', 'show* him as #', 'show* her as #', 'say* he is #', 'say* she is #',
  'say* they are #', 'reduce* ... age*', 'reducing ... age*', 'lower* ... age*', 'age reduc*',
  'age cheat*', 'age-cheat*', 'age fraud', 'go show say', 'wey show say', 'dín ọjọ́ orí',
  'rage shekaru*', 'rage shekarunsa', 'rage shekarunsu', 'belata afọ',
];

// ── Officials, relatives ────────────────────────────────────────────────────────────────────

/** Claiming to come from an office that places, pays for or looks after children (the older
 *  rule knows the police, the council, the ministries by name). */
// biome-ignore format: packed word list
const CLAIM_FROM: Terms = [
  'you are from', "you're from", 'you be from', 'say you be from', 'say you are from',
  'claim* to be from', 'claim* you are from', 'introduce yourself as', 'pose as', 'posing as',
  'pretend* to be from', 'o wá láti', 'kai daga',
];
// biome-ignore format: packed word list
const CARE_OFFICES: Terms = [
  'adoption office', 'adoption agency', 'adoption unit', 'adoption department',
  'adoption board', 'social welfare', 'child welfare', 'welfare office', 'welfare department',
  'women affairs', 'youth and sports', 'sports ministry', 'sports council', 'scholarship board',
  'subeb', 'ubec', 'education board', 'ministry of education', 'child protection',
  'orphanage board', 'nff', 'football federation',
];

/** A child signed out or collected by someone posing as a relative. */
// biome-ignore format: packed word list
const CHILD_COLLECTED: Terms = [
  'sign* ... out', 'pick* ... up', 'collect* the girl', 'collect* the boy', 'collect* the child',
  'collect* her', 'collect* him', 'take* ... out of', 'gbé ... kúrò', 'dauko', 'kpọta',
];
// biome-ignore format: packed word list
const AS_RELATIVE: Terms = [
  ...['aunt', 'mother', 'mum', 'mom', 'father', 'dad', 'uncle', 'guardian', 'sister', 'brother',
    'grandmother', 'grandfather'].flatMap((who) => [`as her ${who}`, `as his ${who}`]),
  'using the name', 'under the name', 'gẹ́gẹ́ bí ìyá rẹ̀', 'gẹ́gẹ́ bí bàbá rẹ̀',
  'gẹ́gẹ́ bí àǹtí rẹ̀', 'a matsayin mahaifiyarta', 'a matsayin mahaifinta',
  'a matsayin mahaifinsa', 'a matsayin innarta', 'dị ka nne ya', 'dị ka nna ya',
];
// biome-ignore format: packed word list
const AT_SCHOOL: Terms = [
  'school*', 'crèche', 'creche', 'nursery', 'class', 'pupil*', 'the girl', 'the boy',
  'the child', 'ilé-ìwé', 'ilé ìwé', 'makaranta', 'ụlọ akwụkwọ',
];

// ── Children ────────────────────────────────────────────────────────────────────────────────

/** A child handed to a stranger, her parents or school kept out of it (not "her father will
 *  collect her": a parent is no stranger). */
// biome-ignore format: packed word list
const HANDED_OVER: Terms = [
  'a man will collect her', 'a man will collect him', 'someone will collect her',
  'someone will collect him', 'one man go collect am', 'person go collect am',
  'hand her to the man', 'hand him to the man', 'hand her to a man', 'hand him to a man',
  'hand her over to', 'hand him over to', 'skip her stop', 'skip his stop', 'keep her in the bus',
  'keep him in the bus',
]
// biome-ignore format: packed word list
const FAMILY_KEPT_OUT: Terms = [
  ...['tell', 'inform', 'call'].flatMap((verb) => [
    `do not ${verb} her mother`, `do not ${verb} his mother`, `don't ${verb} her mother`,
    `don't ${verb} his mother`, `do not ${verb} the school`, `don't ${verb} the school`,
    `do not ${verb} her parents`, `do not ${verb} his parents`, `without telling her mother`,
  ]),
  'without telling his mother', 'without telling the school', 'no tell her mama',
  'no tell im mama', 'no tell di school', 'no tell the school',
];

/** A newborn paid for: "a couple will pay 2 million for a baby boy". */
// biome-ignore format: packed word list
const PAY_FOR: Terms = [
  'will pay #', 'pay* #', 'paying #', 'go pay #', 'ready to pay #', 'buyer*', 'za su biya',
  'yóò san', 'ga-akwụ',
];
// biome-ignore format: packed word list
const FOR_A_BABY: Terms = [
  'for a baby boy', 'for a baby girl', 'for the baby boy', 'for the baby girl', 'for a newborn*',
  'for the newborn*', 'for a new born', 'for a new-born', 'for one baby', 'for twins',
  'for a male child', 'for a female child', 'fún ọmọ tuntun', 'kan jariri', 'akan jariri',
  'maka nwa ọhụrụ',
];
/** A newborn taken from where she was born with no papers. */
// biome-ignore format: packed word list
const NEWBORN: Terms = ['newborn*', 'new born', 'new-born*', 'jariri*', 'ọmọ tuntun', 'nwa ọhụrụ'];
// biome-ignore format: packed word list
const NO_PAPERS: Terms = [
  'no papers', 'without papers', 'no paperwork', 'without paperwork', 'no adoption papers',
  'no documents', 'no document', 'no paper', 'no questions', 'ba takarda', 'ko si iwe',
];

/** A girl of a child's age brought or given to a man to marry, or her bride price taken. */
// biome-ignore format: packed word list
const CHILD_GIRL: Terms = [
  'ọmọbìnrin ọdún', 'ọmọ ọdún', "'yar shekara", 'yarinya', 'nwa agbọghọ dị afọ',
  'nwatakịrị nwaanyị', '# year old girl', '# year-old girl', '# years old girl', 'girl of #',
  'girl aged #', 'small girl', 'pikin girl',
];
// biome-ignore format: packed word list
const TO_MARRY: Terms = [
  // Not a bare "fẹ́" (want, love): "tí ó fẹ́ fẹ́ ẹ" (who wants to marry her).
  'owó orí', 'fẹ́ fẹ́ ẹ', 'fẹ́ ẹ níyàwó', 'fi ṣaya', 'bride price', 'dowry', 'to marry her',
  'wants to marry', 'as his wife', 'as a wife', 'marry am', 'sadaki', 'aurar da', 'a aurar',
  'ya aure ta', 'ego isi', 'ịlụ ya', 'lụọ ya', 'ka ọ lụọ',
];

// ── Guests, hostesses, companions ───────────────────────────────────────────────────────────

/** Women brought to guests: the procuring rule's verbs (safety-lexicon-sexual.ts), with the
 *  night spent or the room named as speakers put it. */
// biome-ignore format: packed word list
const PROCURE: Terms = [
  'find*', 'bring*', 'arrang*', 'book*', 'hire*', 'recruit*', 'supply*', 'procur*', 'source*',
  'provide*', 'organi*', 'escort*',
];
// biome-ignore format: packed word list
const WOMEN_FOR_GUESTS: Terms = [
  'young women', 'young ladies', 'girls', 'di girls', 'ladies', 'women', 'hostess*', 'babes',
];
// biome-ignore format: packed word list
const NIGHT_SPENT: Terms = [
  // Made to stay, not staying: "they stay the night for the vigil" is a choir's own night.
  'make sure they stay*', 'make sure they spend the night', 'make sure they sleep*',
  'must stay the night', 'must spend the night', 'make dem sleep', 'make dem stay',
  'make dem entertain', 'entertain di oga*', 'entertain the oga*', 'for di room',
  'leave them there until morning', 'leave them there till morning',
]
/** Hostesses and companions taken to the guests' rooms ("rooms for the night" is a safe phrase
 *  of a hotel booking, so the room is named on its own). */
// biome-ignore format: packed word list
const HOSTESS_TO_ROOM: Terms = ['bring*', 'send*'].flatMap((verb) =>
  ['hostess*', 'companion*', 'escort girl*'].flatMap((who) => [
    `${verb} ... ${who} to their room*`, `${verb} ... ${who} to his room`,
    ...['guest', 'sponsor', 'official', 'visitor', 'director', 'oga', 'chairman'].flatMap(
      (host) => [`${verb} ... ${who} to the ${host}* room*`, `${verb} ... ${who} to the ${host}'s room*`],
    ),
  ]),
);
/** Companions found for visiting men (hostesses are ushers too: only with the night). */
// biome-ignore format: packed word list
const COMPANIONS_FOR: Terms = [
  'for the visiting', 'for visiting', 'for the officials', 'for the delegation',
  'for the scouts', 'for the directors', 'for the sponsors', 'for our guests', 'for the guests',
  'billed as entertainment', 'as entertainment',
];
/** Hostesses and companions sent to a man or a delegation at night. Not a carer ("a companion
 *  to stay the night with my grandmother": no guest is named). */
// biome-ignore format: packed word list
const HOSTESS: Terms = ['hostess*', 'companion*'];
// biome-ignore format: packed word list
const DISCREET_NIGHT: Terms = [
  // Not the rooms: hostesses show guests to their rooms at any hotel.
  'discreet*', 'overnight', 'for the night', 'stay the night', 'spend the night',
];
// biome-ignore format: packed word list
const GUESTS: Terms = [
  'official*', 'delegation*', 'visiting', 'visitors', 'scout*', 'guest*', 'oga', 'chairman',
  'client*', 'director*', 'sponsor*', 'coach*', 'men', 'paid in cash', 'paid cash', 'will be paid',
]

// ── Violence, trespass, danger ──────────────────────────────────────────────────────────────

/** Hausa "yi wa … duka" (beat) only with what follows it: a bare "duka" is also "all" ("ka yi
 *  wa iyaye duka bayani", explain to all the parents). */
// biome-ignore format: packed word list
const HAUSA_BEATING: Terms = [
  'yi wa ... duka don', 'yi wa ... duka sosai', 'yi wa ... duka har', 'yi wa ... dukan tsiya',
  'yi masa dukan tsiya', 'yi mata dukan tsiya', 'ji masa ciwo', 'ji mata ciwo', 'ji musu ciwo',
];

/** Past a guard who sleeps, in Pidgin and English ("sneak past" is older). */
// biome-ignore format: packed word list
const GUARD: Terms = [
  'security man', 'security guard*', 'gateman', 'gate man', 'watchman', 'mai gadi', 'maigadi',
  'guard', 'porter', 'night guard',
];
// biome-ignore format: packed word list
const ASLEEP: Terms = [
  'dey sleep', 'don sleep', 'is asleep', 'is sleeping', 'falls asleep', 'fall asleep', 'sleeps',
  'na sun', 'yana barci', 'na-ehi ụra',
];
// biome-ignore format: packed word list
const GET_IN: Terms = [
  // Not a bare "enter": "if the guard falls asleep, wake him …; do not enter any flat".
  'enter the', 'enter di', 'enter office', 'enter his', 'go inside', 'go in', 'get in', 'sneak*',
  'slip in', 'slip into', 'carry am', 'take the file', 'wọlé', 'shiga', 'banye',
]

/** Into a fallen or collapsed building to bring things out (held). */
// biome-ignore format: packed word list
const GO_IN_UNDER: Terms = [
  'go inside', 'go in', 'enter*', 'crawl*', 'bring out', 'bring* ... out', 'carry out',
  'retriev*', 'remove* ... from under', 'salvage*', 'rescue* ... things',
];
// biome-ignore format: packed word list
const FALLEN_BUILDING: Terms = [
  'fallen roof', 'roof that fell', 'roof fell', 'collapsed roof', 'collapsed classroom*',
  'collapsed block', 'collapsed wall', 'caved in', 'caved-in', 'under the rubble',
  'from the rubble', 'under the debris', 'cracked building', 'building that collapsed',
  'part of the building fell',
];

export const FIFTEENTH_CARE_SPECS: readonly CategorySpec[] = [
  ...CARE_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'papers that make a player younger',
        outcome: 'refuse',
        act: AGE_PAPERS,
        obj: MADE_YOUNGER,
        forward: 100,
        backward: 80,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'claiming to come from a care, adoption or sports office',
        outcome: 'refuse',
        act: CLAIM_FROM,
        obj: CARE_OFFICES,
        forward: 30,
        backward: 0,
      },
      {
        name: 'a child collected by someone posing as a relative',
        outcome: 'refuse',
        act: CHILD_COLLECTED,
        obj: AS_RELATIVE,
        needs: AT_SCHOOL,
        forward: 60,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'a child handed to a stranger with her family kept out',
        outcome: 'refuse',
        act: HANDED_OVER,
        obj: FAMILY_KEPT_OUT,
        forward: 160,
        backward: 160,
      },
      {
        name: 'a newborn paid for',
        outcome: 'refuse',
        act: PAY_FOR,
        obj: FOR_A_BABY,
        forward: 40,
      },
      {
        name: 'a newborn taken with no papers',
        outcome: 'refuse',
        act: NEWBORN,
        obj: NO_PAPERS,
        forward: 120,
        backward: 60,
      },
      {
        name: "a girl of a child's age given to a man to marry",
        outcome: 'refuse',
        act: CHILD_GIRL,
        obj: TO_MARRY,
        forward: 100,
        backward: 60,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'women brought to guests for the night',
        outcome: 'refuse',
        act: PROCURE,
        obj: WOMEN_FOR_GUESTS,
        needs: NIGHT_SPENT,
        forward: 40,
      },
      { name: "hostesses taken to the guests' rooms", outcome: 'refuse', alone: HOSTESS_TO_ROOM },
      {
        name: 'companions for visiting men',
        outcome: 'refuse',
        act: ['companion*'],
        obj: COMPANIONS_FOR,
        forward: 50,
      },
      {
        name: 'hostesses or companions for guests at night',
        outcome: 'refuse',
        act: HOSTESS,
        obj: DISCREET_NIGHT,
        needs: GUESTS,
        forward: 140,
        backward: 60,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [{ name: 'beaten, in Hausa', outcome: 'refuse', alone: HAUSA_BEATING }],
  },
  {
    category: 'trespass_break_in',
    rules: [
      // Not "slip pass": a last letter repeated is absorbed, so it reads "slip as" ("sign the
      // deposit slip as witness").
      {
        name: 'sneaking past in Pidgin',
        outcome: 'refuse',
        alone: ['sneak pass', 'sneak go pass'],
      },
      {
        name: 'in past a guard who sleeps',
        outcome: 'refuse',
        act: GUARD,
        obj: ASLEEP,
        needs: GET_IN,
        forward: 40,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'into a fallen building to bring things out',
        outcome: 'hold',
        act: GO_IN_UNDER,
        obj: FALLEN_BUILDING,
        forward: 100,
      },
    ],
  },
];
