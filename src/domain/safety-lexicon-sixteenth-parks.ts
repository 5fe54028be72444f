// Sixteenth round, motor parks, okada, keke and danfo transport, and touts (voice-36): harm the
// rules missed, as classes with their twins (docs/safety.md, "Sixteenth round, voice-36").
// Appended to POLICY_SPECS; the look-alikes are in -parks-lawful.ts. Terms as speakers write
// them, tone marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { PARKS_LOOKALIKE_SPECS } from './safety-lexicon-sixteenth-parks-lawful.ts';

// ── Goods past the road's checks ──────────────────────────────────────────────────────────────

/** Money handed over on the road... */
// biome-ignore format: packed word list
const PAY_OFF: Terms = [
  'envelope', 'give*', 'pay*', 'drop*', 'settle*', 'squeeze', 'kudi', 'kuɗi', 'lówó',
  'nye ya ego', 'nye ha ego',
];
/** ...so that the load is not declared, searched or opened: the purpose, not the duty. */
// biome-ignore format: packed word list
const SO_UNSEARCHED: Terms = [
  'so ... not declared', 'so ... not be declared', 'so ... no declare', 'so ... not search*',
  'so ... no search*', 'so ... no go search', 'so ... not be searched', "so ... won't search*",
  'so ... not check*', 'so ... no go check', 'so ... not be checked', "so ... won't check*",
  'so ... not open*', 'so ... no go open', 'so ... never search*', 'make dem no search',
  'make dem no check', 'make dem no open', 'make e no search', 'make e no check',
  'don kada su bincika', 'kada su bincika', 'don kada su duba', 'kí wọ́n má yẹ', 'kí wọ́n má ṣe yẹ',
  'ka ha ghara inyocha', 'ka ha ghara nyochaa',
];
// biome-ignore format: packed word list
const ROAD_OFFICER: Terms = [
  'customs', 'kwastam', 'checkpoint*', 'officer*', 'police*', 'border', 'ọlọ́pàá', "'yan sanda",
  'vio', 'frsc', 'soldier*', 'army', 'kọstọm', 'ndị uwe ojii', 'road safety', 'lastma',
];

/** Drugs collected, hidden or carried in Igbo ("nara … mkpụrụ mmiri, zoo ya, buga ya"): the goods
 *  rules know "bute", "ree", "zụta". Named drugs only: "igbo" is the language here. */
// biome-ignore format: packed word list
const IGBO_CARRY: Terms = [
  'nara', 'naara', 'buga', 'bugara', 'zoo ya', 'zoo ha', 'zobe ya', 'bunye', 'weta', 'wetara',
  'kpọrọ', 'kwụnye',
];
// biome-ignore format: packed word list
const IGBO_DRUGS: Terms = [
  'mkpụrụ mmiri', 'mkpuru mmiri', 'ọgwụ ike', 'wee-wee', 'weewee', 'wiwi', 'tramadol*',
  'codeine*', 'kodin', 'cocaine', 'heroin', 'methamphetamine', 'crystal meth', 'colorado',
  'ganja', 'shabu', 'skunk',
];

// ── People ────────────────────────────────────────────────────────────────────────────────────

/** Drivers or touts made an example of: blows or their property wrecked "so others learn". */
// biome-ignore format: packed word list
const MADE_EXAMPLE: Terms = [
  'slap* them', 'slap* dem', 'beat* them', 'beat* dem', 'flog* them', 'flog* dem',
  'rough* them up', 'rough* dem up', 'knock* them around', 'push* them around', 'slap* them around',
  'break* their', 'smash* their', 'deflate* their', 'puncture* their', 'burst* their',
  'break* dem', 'scatter* their', 'ẹ lù wọ́n', 'lù wọ́n', 'yi musu duka', 'pịa ha',
];
// biome-ignore format: packed word list
const SO_OTHERS_LEARN: Terms = [
  'so others learn', 'so that others learn', 'so others will learn', 'so the others learn',
  'make others learn', 'make others sabi', 'make dem learn', 'teach them a lesson',
  'teach dem lesson', 'teach them lesson', 'as a lesson', 'as an example', 'serve as example',
  'serve as a lesson', 'to discipline', 'discipline them', 'discipline drivers', 'discipline dem',
  'don su koya', 'kí wọ́n lè kọ́gbọ́n', 'ka ndị ọzọ mụta',
];

/** A family named as what "we" (or "the boys") will come for if a demand is not met: the bus
 *  that "will come for his family at 7" has no such subject. */
const WE = ['we will', 'we go', "we'll", 'we are going to', 'the boys will', 'our boys will'];
// biome-ignore format: packed word list
const COME_FOR: Terms = [
  ...WE.flatMap((we) => [`${we} come for`, `${we} visit`, `${we} deal with`, `${we} find`]),
  'we are coming for', 'we dey come for', 'za mu zo wa', 'za mu zo kan', 'a ó wá bá',
  'anyị ga-abịakwute', 'anyị ga-abịa maka',
];
// biome-ignore format: packed word list
const FAMILY: Terms = [
  'his family', 'her family', 'your family', 'their family', 'im family', 'una family',
  'his children', 'her children', 'your children', 'his wife', 'her husband', 'your wife',
  'his pikin*', 'your pikin*', 'im pikin*', 'iyalinsa', 'iyalinka', 'ìdílé rẹ̀', 'ìdílé rẹ',
  'ezinụlọ ya', 'ezinụlọ gị',
];
/** …after an unmet demand: "if he doesn't hand over the park by Friday". */
// biome-ignore format: packed word list
const UNLESS: Terms = [
  'if he does not', "if he doesn't", 'if she does not', "if she doesn't", 'if they do not',
  "if they don't", 'if you do not', "if you don't", 'unless he', 'unless she', 'unless they',
  'unless you', 'or else', 'otherwise', 'if e no', 'if im no', 'if dem no', 'if una no',
  'idan bai', 'idan ba su', 'tí kò bá', 'bí kò bá', 'ọ bụrụ na ọ', 'by friday', 'by monday',
  'by tomorrow', 'by weekend', 'before friday',
];

/** Followed home and the address sent back: a person, whoever's relative she is. */
// biome-ignore format: packed word list
const TRAIL: Terms = [
  'follow*', 'trail*', 'tail*', 'shadow*', 'bi ta', 'bi shi', 'soro ya', 'tẹ̀lé e',
];
// biome-ignore format: packed word list
const TO_HOME: Terms = [
  'to her house', 'to his house', 'to their house', 'to her home', 'to his home', 'reach her house',
  'reach im house', 'reach his house', 'go her house', 'go im house', 'to where she lives',
  'to where he lives', 'to where she stays', 'to where he stays', 'zuwa gidanta', 'zuwa gidansa',
  'dé ilé rẹ̀', "ruo n'ụlọ ya",
];
// biome-ignore format: packed word list
const ADDRESS_BACK: Terms = [
  'send me the address', 'send me her address', 'send me his address', 'text me the address',
  'text me her address', 'bring me the address', 'tell me the address', 'note the address',
  'write down the address', 'get me the address', 'send me the house number', 'send me di address',
  'send me im address', 'aiko min adireshin', 'fi àdírẹ́sì ránṣẹ́', 'zitere m adreesi',
];

/** A car kept in sight at a distance, every stop logged, the driver kept from noticing. */
// biome-ignore format: packed word list
const CAR_TAILED: Terms = [
  'cars behind', 'car behind', 'motors behind', 'motor behind', 'vehicles behind',
  'keep behind the', 'stay behind the', 'log each stop', 'log every stop', 'note each stop',
  'note every stop', 'every stop he makes', 'every stop she makes', 'each stop he makes',
  'each stop she makes', 'until he sleeps', 'until she sleeps', 'till he sleeps', 'till im sleep',
];
// biome-ignore format: packed word list
const UNSEEN: Terms = [
  "don't let his driver", 'do not let his driver', "don't let her driver", 'do not let her driver',
  "don't let him see", 'do not let him see', "don't let her see", 'do not let her see',
  "don't let him notice", 'do not let him notice', "don't let her notice", 'make im driver no',
  'make her driver no', 'make e no see you', 'make im no see you', 'without him noticing',
  'without her noticing', 'without being seen', 'without being noticed', "so he doesn't notice",
  'so he does not notice', "so she doesn't notice", 'so she does not notice',
];

// ── Premises ──────────────────────────────────────────────────────────────────────────────────

/** Past the guard with a made-up story. */
// biome-ignore format: packed word list
const GET_PAST: Terms = [
  'get past', 'go past', 'walk past', 'talk* your way past', 'slip by',
];
// biome-ignore format: packed word list
const GUARDS: Terms = [
  'guard*', 'night guard*', 'security', 'watchman', 'watchmen', 'gateman', 'gatemen',
  'gatekeeper*', 'mai gadi', 'receptionist',
];
// biome-ignore format: packed word list
const PRETEXT: Terms = [
  'with a story', 'a story about', 'with an excuse', 'make up a story', 'cook up a story',
  'cook up story', 'with a lie', 'fake story', 'tell him you forgot', 'tell them you forgot',
  'say you forgot', 'say you forget', 'tell am say you forget', 'pretend you forgot',
  'pretend you left', 'say you left', 'ka ce ka manta',
];

/** In by the side nobody watches: "pass through the back, the security no dey check that side". */
// biome-ignore format: packed word list
const IN_BY: Terms = [
  'pass through', 'pass for', 'pass by the back', 'go through', 'go in', 'enter*', 'get in',
  'come in', 'jump* in', 'climb* in', 'sneak*', 'ka shiga', 'wọlé',
];
// biome-ignore format: packed word list
const UNWATCHED: Terms = [
  'security no dey check', 'security no dey watch', 'security no dey look', 'security no dey see',
  'guard no dey check', 'gateman no dey check', 'gateman no dey see', 'security does not check',
  "security doesn't check", 'the guards do not check', "the guards don't check",
  'security does not watch', "security doesn't watch", 'no security for that side',
  'no security dey that side', 'no guard for that side', 'no guard at that side',
  'where security no dey', 'where the security cannot see', 'where the guard cannot see',
  'where the cameras cannot see', 'camera no dey see', 'cameras do not cover',
  "cameras don't cover", 'babu mai gadi a',
];

/** An agency's uniform put on to stop vehicles and take money, in Hausa and Yoruba. */
// biome-ignore format: packed word list
const PUT_ON: Terms = [
  'saka rigar', 'sa rigar', 'sanya rigar', 'saka kayan', 'sanya kayan', 'sa kayan', 'saka unifom',
  'sanya unifom', 'wọ aṣọ', 'wọ yunifọ́ọ̀mù', 'wọ aṣọ iṣẹ́', 'yiri uwe',
];
// biome-ignore format: packed word list
const AGENCY: Terms = [
  'frsc', 'lastma', 'vio', 'karota', "'yan sanda", 'dan sanda', 'kwastam', 'customs', 'police',
  'ọlọ́pàá', 'hisbah', 'road safety', 'nscdc', 'civil defence', 'ndị uwe ojii', 'lasepa',
];
// biome-ignore format: packed word list
const TAKE_ON_ROAD: Terms = [
  'karbi tara', 'karɓi tara', 'karbi kudi', 'karɓi kuɗi', 'tsayar da mota*', 'tare mota*',
  'gba owó', 'gba owo', 'gba ìtanràn', 'dá ọkọ̀ dúró', 'nara ego', 'kwụsị ụgbọala', 'collect*',
  'fines', 'stop the bus*', 'stop buses', 'stop the keke*', 'stop okada*',
];

// ── Children ──────────────────────────────────────────────────────────────────────────────────

/** Children by an age ("boys of 12 to 14", Yoruba "ọmọ ọdún mẹ́sàn-án")… */
const AGES = Array.from({ length: 15 }, (_, i) => i + 3);
// biome-ignore format: packed word list
const YORUBA_AGES: Terms = [
  'mẹ́ta', 'mẹ́rin', 'márùn-ún', 'mẹ́fà', 'méje', 'mẹ́jọ', 'mẹ́sàn-án', 'mẹ́wàá', 'mọ́kànlá',
  'méjìlá', 'mẹ́tàlá', 'mẹ́rìnlá', 'mẹ́ẹ̀ẹ́dógún',
];
// biome-ignore format: packed word list
const CHILD_BY_AGE: Terms = [
  ...AGES.flatMap((n) => [`boys of ${n}`, `girls of ${n}`, `children of ${n}`, `kids of ${n}`]),
  ...YORUBA_AGES.map((n) => `ọmọ ọdún ${n}`),
  ...['hudu', 'biyar', 'shida', 'bakwai', 'takwas', 'tara', 'goma'].map(
    (n) => `mai shekara ${n}`,
  ),
  'pikin wey never reach', 'small small boys', 'small small girls',
];
/** …set to a park's work or kept from school for it. */
// biome-ignore format: packed word list
const PARK_WORK: Terms = [
  'to load', 'as loader*', 'as conductor*', 'to be conductor*', 'to work as', 'to hawk',
  'to carry load*', 'to wash the bus*', 'to call passengers', 'to shout for passengers',
  'night loader*', 'kọ́ńdọ́ktọ̀', 'ṣe kọ́ńdọ́ktọ̀', 'máa ṣiṣẹ́', 'kò ní lọ sí ilé-ìwé',
  'kò ní lọ ilé-ìwé',
  'ba zai je makaranta', 'ba zai ƙara zuwa makaranta', 'agaghị aga akwụkwọ',
  'no go school again', 'no need for school',
];

// ── Groups ────────────────────────────────────────────────────────────────────────────────────

/** A group called by its slur and told to go, on stickers, posters, walls, chants ("Aboki must
 *  go"): the older slogan rule names Hausa, Igbo, Yoruba, Fulani. */
const SLURS = ['aboki', 'abokis', 'nyamiri', 'ngbati', 'gambari', 'kobo kobo', 'omo ngbati'];
// biome-ignore format: packed word list
const SLUR_SLOGAN: Terms = SLURS.flatMap((g) => [
  `${g} must go`, `${g} must leave`, `${g} must comot`, `${g} go home`, `${g} out`,
  `no ${g} here`, `no ${g} allowed`, `${g} not allowed`, `${g} no allowed`, `${g} not wanted`,
]);
// biome-ignore format: packed word list
const PUT_UP: Terms = [
  'sticker*', 'poster*', 'banner*', 'placard*', 'print*', 'paste*', 'paint*', 'spray*',
  'chant*', 'shout*', 'graffiti', 'flyer*', 'handbill*', 'liƙa',
];

export const SIXTEENTH_PARKS_SPECS: readonly CategorySpec[] = [
  ...PARKS_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'an officer paid so the load is not declared or searched',
        outcome: 'refuse',
        act: PAY_OFF,
        obj: SO_UNSEARCHED,
        needs: ROAD_OFFICER,
        forward: 120,
      },
      {
        name: 'drugs collected, hidden or carried, in Igbo',
        outcome: 'refuse',
        act: IGBO_CARRY,
        obj: IGBO_DRUGS,
        forward: 60,
        backward: 60,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'people hurt or their things wrecked as an example',
        outcome: 'refuse',
        act: MADE_EXAMPLE,
        obj: SO_OTHERS_LEARN,
        forward: 80,
        backward: 100,
      },
      {
        name: 'a family threatened over an unmet demand',
        outcome: 'refuse',
        act: COME_FOR,
        obj: FAMILY,
        needs: UNLESS,
        forward: 16,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'a person followed home and the address sent back',
        outcome: 'refuse',
        act: TRAIL,
        obj: TO_HOME,
        needs: ADDRESS_BACK,
        forward: 80,
      },
      {
        name: 'a car kept in sight, unnoticed',
        outcome: 'refuse',
        act: UNSEEN,
        obj: CAR_TAILED,
        forward: 120,
        backward: 120,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'past the guard with a made-up story',
        outcome: 'refuse',
        act: GET_PAST,
        obj: GUARDS,
        needs: PRETEXT,
        forward: 24,
      },
      {
        name: 'in by the side nobody watches',
        outcome: 'refuse',
        act: IN_BY,
        obj: UNWATCHED,
        forward: 100,
        backward: 100,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: "an agency's uniform put on to take money on the road",
        outcome: 'refuse',
        act: PUT_ON,
        obj: AGENCY,
        needs: TAKE_ON_ROAD,
        forward: 24,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: "children by age set to a park's work",
        outcome: 'refuse',
        act: CHILD_BY_AGE,
        obj: PARK_WORK,
        forward: 100,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a group called by a slur and told to go',
        outcome: 'refuse',
        act: SLUR_SLOGAN,
        obj: PUT_UP,
        forward: 100,
        backward: 100,
        signFrames: false,
      },
    ],
  },
];
