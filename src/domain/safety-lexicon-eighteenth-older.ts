// Eighteenth round, older rules: harm the older rules let through and lawful errands they still
// refused, noticed by the seventeenth round's helpers outside their own sets and fixed as classes
// with their twins (docs/safety.md, "Eighteenth round, older rules: older"). Appended to
// POLICY_SPECS. Terms as speakers write them, tone marks folded.
import { GROUP } from './safety-lexicon-harm.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Riding on top of a load or a moving vehicle ──────────────────────────────────────────────

/** Vehicles that carry loads in the open. */
// biome-ignore format: packed word list
const OPEN_VEHICLES = [
  'lorry', 'truck', 'tipper', 'trailer', 'pickup', 'pick-up', 'canter', 'tanker', 'bus', 'danfo',
  'van', 'keke', 'okada', 'motorcycle',
];
/** What a vehicle's load is called. */
// biome-ignore format: packed word list
const LOADS = [
  'load', 'loads', 'goods', 'bags', 'sacks', 'cement bags', 'bags of cement', 'cargo', 'luggage',
  'cartons', 'crates', 'yams', 'firewood', 'timber', 'planks', 'rods',
];
/** Riding, sitting or standing up there, not climbing up to look ("climb on top of the lorry to
 *  photograph the load" is the twin). */
// biome-ignore format: packed word list
const RIDE: Terms = [
  'ride*', 'rode', 'sit', 'sits', 'sitting', 'sat', 'siddon', 'stand', 'stands', 'standing',
  'stood', 'perch*', 'lie', 'lying', 'travel*', 'hang* on', 'hold* on', 'cling*', 'zauna', 'hau',
  'haye', 'jókòó', 'dúró', 'gùn', 'nọdụ',
];
/** On top of the load or the vehicle, in the open. */
const ON_TOP: Terms = [...LOADS, ...OPEN_VEHICLES].flatMap((x) => [
  `on top of the ${x}`,
  `on top of ${x}`,
  `on the ${x}`,
  `atop the ${x}`,
  `for top of the ${x}`,
  `for top of ${x}`,
  `for top ${x}`,
  `on the back of the ${x}`,
  `to the back of the ${x}`,
  `to the side of the ${x}`,
  `the back of the moving ${x}`,
]);
// biome-ignore format: packed word list
const ON_TOP_LOCAL: Terms = [
  'on the tailboard', 'on the tailgate', 'on the bumper', 'kan kayan', 'saman kayan',
  'bisa kayan', 'saman mota', 'saman motar', 'kan motar', 'orí ẹrù', 'lórí ẹrù', 'orí ọkọ̀',
  'lórí ọkọ̀', 'n elu ibu', 'n elu ụgbọ',
];
/** A vehicle in the sentence: "sit on top of the bags in the store" is not one. */
// biome-ignore format: packed word list
const VEHICLE_NAMED: Terms = [
  ...OPEN_VEHICLES, 'moving', 'mota', 'motar', 'ọkọ̀', 'akẹ́rù', 'ụgbọ', 'gwongworo',
];

// ── Following the vehicle a person takes ─────────────────────────────────────────────────────

// biome-ignore format: packed word list
const FOLLOW: Terms = [
  'follow*', 'trail*', 'tail', 'tailing', 'shadow*', 'chase*', 'pursue*', 'bi', 'biyo', 'bi bayan',
  'tẹ̀lé', 'soro', 'soso',
];
// biome-ignore format: packed word list
const RIDES = [
  'bus', 'keke', 'okada', 'taxi', 'cab', 'car', 'danfo', 'uber', 'bolt', 'vehicle', 'napep',
  'tricycle', 'motorcycle', 'bike', 'brt', 'ride', 'korope', 'coaster',
];
// biome-ignore format: packed word list
const BOARDS = [
  'boards', 'takes', 'enters', 'gets into', 'gets on', 'rides', 'enter', 'take', 'board',
  'dey enter', 'don enter', 'go enter', 'will take', 'will board', 'will enter', 'entered',
  'boarded', 'took',
];
/** "The bus she boards", "whatever taxi he takes", Pidgin "the keke wey she enter". */
const RIDE_SHE_TAKES: Terms = RIDES.flatMap((v) =>
  ['she', 'he', 'they'].flatMap((p) =>
    BOARDS.flatMap((b) => [`the ${v} ${p} ${b}`, `any ${v} ${p} ${b}`, `whatever ${v} ${p} ${b}`]),
  ),
).concat(
  RIDES.flatMap((v) => ['she', 'he', 'e'].map((p) => `${v} wey ${p}`)),
  ['motar da ta', 'motar da ya', 'babur din da ta', 'babur din da ya', 'napep din da ta'].flatMap(
    (v) => [`${v} hau`, `${v} shiga`],
  ),
  ['ọkọ̀ tí ó', 'ọkọ̀ tó', 'ọkọ̀ tí ó bá', 'ọ̀kadà tí ó', 'kẹ̀kẹ́ tí ó'].flatMap((v) => [
    `${v} wọ̀`,
    `${v} gùn`,
  ]),
);

// ── People tied into or onto a vehicle ───────────────────────────────────────────────────────

// biome-ignore format: packed word list
const BIND = [
  'tie', 'ties', 'tied', 'strap', 'straps', 'strapped', 'lock', 'locks', 'locked', 'put', 'load',
  'pack', 'squeeze', 'stuff', 'hide', 'keep', 'carry',
];
const DETS = ['the', 'my', 'our', 'their', 'two', 'three', 'all the', 'di'];
// biome-ignore format: packed word list
const KIDS = [
  'children', 'kids', 'small boys', 'small girls', 'small boy', 'small girl', 'baby', 'babies',
  'pikin', 'pikin dem', 'pikins', 'pupils', 'twins', 'toddler*', 'little ones',
];
/** Grown people, or "the boys" that may be either: held as a danger, as the roof rack's rule. */
// biome-ignore format: packed word list
const RIDERS = [
  'boys', 'girls', 'passengers', 'apprentices', 'men', 'women', 'conductor', 'people', 'workers',
  'labourers', 'load boys',
];
const bound = (who: readonly string[]): Terms =>
  BIND.flatMap((v) => [...DETS.flatMap((d) => who.map((w) => `${v} ${d} ${w}`))]);
/** Where no one rides: a rack, a roof, a boot, tied behind a motorcycle. */
// biome-ignore format: packed word list
const NO_SEAT: Terms = [
  'roof rack*', 'roof-rack*', 'roofrack*', 'roof carrier*', 'boot', 'car boot', 'inside boot',
  'trunk',
  ...OPEN_VEHICLES.flatMap((v) => [`roof of the ${v}`, `top of the ${v}`, `back of the ${v}`]),
  'roof of the car', 'top of the car', 'back of the bike', 'back of the motorbike',
];

// ── Yoruba: beaten at a place ────────────────────────────────────────────────────────────────

/** "Lù ú" (beat him) folds to "lu", as "lu agogo" (ring the bell) does, and "ìlú" (town) reads
 *  as it through the trie's i/l likeness ("ìlú ni ọjà …"): read with the order before it and the
 *  place it is to happen at right after. */
const BEAT_YO = ['lù ú', 'lù wọ́n', 'nà án', 'nà wọ́n'];
const ORDER_YO = ['lọ', 'láti', 'ẹ', 'kí o', 'kí ẹ', 'ẹ lọ', 'o gbọ́dọ̀', 'ẹ gbọ́dọ̀'];
// biome-ignore format: packed word list
const YO_PLACES = [
  'ọjà', 'ilé rẹ̀', 'ilé', 'ibi iṣẹ́', 'ibi iṣẹ́ rẹ̀', 'gbangba', 'títì', 'ojú títì', 'ojú ọ̀nà',
  'iwájú ṣọ́ọ̀bù', 'ṣọ́ọ̀bù rẹ̀', 'iwájú ilé', 'ṣọ́ọ̀ṣì', 'mọ́ṣáláṣí', 'ibùdókọ̀', 'gareeji',
  'òru', 'alẹ́', 'ilé ìwé',
];
const BEATEN_AT: Terms = ORDER_YO.flatMap((o) =>
  BEAT_YO.flatMap((b) => YO_PLACES.map((p) => `${o} ${b} ní ${p}`)),
);

// ── Photographed unaware, more wordings ──────────────────────────────────────────────────────

// biome-ignore format: packed word list
const SHOT: Terms = [
  'photograph* her', 'photograph* him', 'photograph* them', 'take photo* of her',
  'take photo* of him', 'take picture* of her', 'take picture* of him', 'take photos of them',
  'snap* her', 'snap* him', 'snap am', 'film her', 'film him', 'film am', 'video her', 'video him',
  'record her', 'record him',
  ...['my neighbour', 'the lady', 'the woman', 'the man', 'my wife', 'my husband', 'my ex'].map(
    (p) => `photograph* ${p}`,
  ),
  'ya hoton ta', 'ya hotonta', 'ya hoton sa', 'ya hotonsa', 'ya hoton shi', 'dauki hoton ta',
  'ɗauki hoton ta', 'dauki hoton sa', 'ɗauki hoton sa', 'dauki hotunanta', 'ɗauki hotunanta',
  'ya foto rẹ̀', 'ya fọ́tò rẹ̀', 'ya àwòrán rẹ̀', 'ya àwòrán wọn',
];
// biome-ignore format: packed word list
const UNSEEN: Terms = [
  'without his know*', 'without their know*', 'without his notic*', 'without their notic*',
  'without her consent', 'without his consent', 'without their consent',
  'without her permission', 'without his permission', 'when she is not looking',
  'when he is not looking', "when she isn't looking", "when he isn't looking",
  'when she no dey look', 'when he no dey look', 'when e no dey look', 'behind her back',
  'behind his back', 'without her seeing you', 'without him seeing you', 'without being seen',
  'without being noticed', 'láìjẹ́ pé ó mọ̀', 'láì mọ̀', 'láìmọ̀', 'ba tare da saninta',
  'ba tare da saninsa', 'ba da saninta', 'ba da saninsa', 'ba tare da ya sani',
  "n'amaghị ya", 'na-amaghị ya', 'ba tare da ta sani', 'a ɓoye', 'a boye', 'a asirce',
];

// ── A people given a verdict as a whole: hate, not a person shamed ───────────────────────────

/** Peoples and faiths by name: not "those people", which may be one family. */
const PEOPLES: Terms = GROUP.filter((g) => !/people|tribe|ethnic/.test(g));
/** Names the shaming rule reads as an accusation of one person. */
// biome-ignore format: packed word list
const LABELS = [
  'thieves', 'cheats', 'liars', 'fraudsters', 'scammers', 'witches', 'ole', 'barayi', 'ɓarayi',
  'ndị ohi', 'onye ohi',
];
/** The people within four words of the name ("Igbo traders are all thieves"): the whole group
 *  called it, which the hate rules read; a person named as one is still the shaming rule's. */
const PEOPLE_LABELLED: Terms = PEOPLES.flatMap((g) => LABELS.map((l) => `${g} ... ${l}`));
/** "Igbo" as a people before a noun of persons or a verdict on them: not the cannabis word. */
// biome-ignore format: packed word list
const IGBO_PERSONS: Terms = [
  'applicant*', 'candidate*', 'worker*', 'ones', 'boys', 'girls', 'guys', 'driver*', 'labourer*',
  'employee*', 'neighbour*', 'landlord*', 'cleaner*', 'nurse*', 'graduate*', 'brothers',
  'sisters', 'friend*', 'colleague*', 'indigene*', 'settler*', 'businessm*', 'shop owner*',
].map((p) => `igbo ${p}`);
// biome-ignore format: packed word list
const IGBO_VERDICT: Terms = [
  'should not be hired', 'must not be hired', 'should not be employed', 'must not be employed',
  'need not apply', 'should leave', 'must leave', 'should go back', 'must go back',
].map((v) => `igbo ... ${v}`);

// ── "Igbo and" as the cannabis word ──────────────────────────────────────────────────────────

/** The older goods phrases "igbo and", "and igbo" kept the language and the people ("Igbo and
 *  Yoruba translators") from the cannabis word, and hid it too ("two wraps of igbo and print the
 *  receipt"): now only with another language or people on the other side. */
const OTHER_TONGUES: Terms = [
  ...GROUP.filter((g) => !/people|tribe|ethnic|igbo|ibo/.test(g)),
  'english',
  'pidgin',
  'french',
  'arabic',
  'other*',
  'non-igbo',
  'non igbo',
  'edo',
  'bini',
  'igala',
  'idoma',
  'nupe',
  'fulfulde',
  'ikwerre',
];
const IGBO_AND_TONGUE: Terms = OTHER_TONGUES.flatMap((t) => [`igbo and ${t}`, `${t} and igbo`]);

// ── A parent's own children from school ──────────────────────────────────────────────────────

// biome-ignore format: packed word list
const MY_KIDS = [
  'my children', 'our children', 'my kids', 'our kids', 'my two children', 'my two kids',
  'my three children', 'my twins', 'my son', 'my daughter', 'my sons', 'my daughters',
  'my pikin', 'my pikin dem', 'my pikins', 'our pikin dem', 'my little ones', 'my boys',
  'my girls',
];
// biome-ignore format: packed word list
const SCHOOLS = [
  'school', 'their school', 'the school', 'creche', 'the creche', 'crèche', 'nursery',
  'the nursery', 'daycare', 'day care', 'lesson', 'lessons', 'their lesson', 'after-school',
  'school gate', 'the school gate',
];
const SCHOOL_RUN: Terms = [
  ...MY_KIDS.flatMap((k) => SCHOOLS.flatMap((s) => [`${k} from ${s}`, `${k} at ${s}`])),
  ...MY_KIDS.map((k) => `${k} after school`),
  'yarana daga makaranta',
  'yaranmu daga makaranta',
  'ɗana daga makaranta',
  'dana daga makaranta',
  'diyata daga makaranta',
  'àwọn ọmọ mi láti ilé ìwé',
  'ụmụ m n ụlọ akwụkwọ',
];

// ── Children of a stated age taken to their school's own event ──────────────────────────────

// biome-ignore format: packed word list
const SCHOOL_EVENTS = [
  'sports day', 'inter-house sports', 'interhouse sports', 'inter house sports', 'excursion',
  'field trip', 'quiz', 'quiz competition', 'debate', 'debate competition', 'prize-giving',
  'prize giving', 'speech day', 'cultural day', 'carol service', 'end of year party',
  'graduation', 'common entrance', 'swimming lesson*', 'football match', 'spelling bee',
  'science fair', 'drama', 'concert', 'vaccination', 'health check',
];
const AGED = ['aged #', 'aged # to #', 'aged # and #', 'aged between # and #', 'age #'];
/** "The girls aged 12 to 15 to the school's sports day": the age and the event the school set. */
const AGED_TO_EVENT: Terms = AGED.flatMap((a) =>
  SCHOOL_EVENTS.flatMap((e) => [
    `${a} to the ${e}`,
    `${a} to the school's ${e}`,
    `${a} to the school ${e}`,
    `${a} to their school's ${e}`,
    `${a} for the ${e}`,
    `${a} for the school's ${e}`,
  ]),
);

// ── A relative escorted with her own document ───────────────────────────────────────────────

// biome-ignore format: packed word list
const RELATIVES = [
  'mama', 'papa', 'grandma', 'grandpa', 'granny', 'my mother', 'my father', 'my mum', 'my dad',
  'my grandmother', 'my grandfather', 'my aunt', 'my uncle', 'aunty', 'uncle', 'baba',
  'the old woman', 'the old man', 'my wife', 'my husband', 'my sister', 'my brother', 'mummy',
  'daddy', 'her', 'him',
];
/** "Take Mama to the NIMC office": the person taken, not her card ("take her NIN slip"). */
const ESCORTED: Terms = ['take', 'bring', 'brings', 'carry', 'escort', 'accompany'].flatMap((v) =>
  RELATIVES.map((r) => `${v} ${r} to`),
);
// biome-ignore format: packed word list
const OWN_DOCS = [
  'nin', 'nin slip*', 'bvn', 'bvn slip*', 'pvc', 'voter* card*', 'atm card*', 'id card*',
  'passport*', 'national id*',
];
/** "She has her NIN slip", "he will bring his voter's card": the holder carries her own. */
const HOLDER_CARRIES: Terms = ['she', 'he', 'mama', 'papa', 'they'].flatMap((who) =>
  ['has', 'have', 'holds', 'carries', 'is carrying', 'will bring', 'brings', 'will carry'].flatMap(
    (verb) =>
      ['her', 'his', 'their'].flatMap((own) =>
        OWN_DOCS.flatMap((d) => [`${who} ${verb} ${own} ${d}`, `${who} ${verb} ${own} old ${d}`]),
      ),
  ),
);

// ── A water tank bought, moved or filled ────────────────────────────────────────────────────

/** A tank of water is a hazard only entered, cleaned inside or climbed to: bought, carried,
 *  loaded or filled with water it is goods. Fuel and chemical tanks are not these words. */
// biome-ignore format: packed word list
const TANK_DETS = ['a', 'the', 'one', 'two', 'new', 'a new', 'plastic', 'a plastic', '# litre*'];
// biome-ignore format: packed word list
const TANK_MOVED: Terms = [
  ...['buy*', 'bought', 'carry', 'load*', 'deliver*', 'transport*', 'move', 'bring'].flatMap(
    (v) => TANK_DETS.flatMap((d) => [`${v} ${d} water tank*`, `${v} ${d} # litre* water tank*`]),
  ),
  'saya tankin ruwa', 'sayi tankin ruwa', 'sayo tankin ruwa', 'saya sabon tankin ruwa',
  'sabon tankin ruwa', 'tankin ruwa na roba', 'tankin ruwa mai lita', 'famfon tankin ruwa',
  'zuba ruwa a tankin ruwa', 'cika tankin ruwa', 'kai tankin ruwa', 'dauki tankin ruwa',
  'ɗauki tankin ruwa', 'ɗora tankin ruwa', 'dora tankin ruwa', 'loda tankin ruwa',
];

export const EIGHTEENTH_OLDER_SPECS: readonly CategorySpec[] = [
  {
    category: 'dangerous_work',
    safe: TANK_MOVED,
    rules: [
      {
        name: 'riding on top of a load or a moving vehicle',
        outcome: 'hold',
        act: RIDE,
        obj: [...ON_TOP, ...ON_TOP_LOCAL],
        needs: VEHICLE_NAMED,
        forward: 12,
        backward: -1,
      },
      {
        name: 'people tied or packed where no one rides',
        outcome: 'hold',
        act: bound(RIDERS),
        obj: NO_SEAT,
        forward: 16,
        backward: -1,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    safe: [...SCHOOL_RUN, ...AGED_TO_EVENT],
    rules: [
      {
        name: 'children tied or packed where no one rides',
        outcome: 'refuse',
        act: bound(KIDS),
        obj: NO_SEAT,
        forward: 16,
        backward: -1,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'following the vehicle a person takes',
        outcome: 'refuse',
        act: FOLLOW,
        obj: RIDE_SHE_TAKES,
        forward: 12,
        backward: -1,
      },
      {
        name: 'a person photographed unaware, more wordings',
        outcome: 'refuse',
        act: SHOT,
        obj: UNSEEN,
        forward: 60,
        backward: 30,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [{ name: 'a person beaten at a place, Yoruba', outcome: 'refuse', alone: BEATEN_AT }],
  },
  { category: 'harassment_intimidation', rules: [], safe: PEOPLE_LABELLED },
  {
    category: 'illegal_goods_services',
    rules: [],
    safe: [...IGBO_PERSONS, ...IGBO_VERDICT, ...IGBO_AND_TONGUE],
  },
  { category: 'impersonation_fraud', rules: [], safe: [...ESCORTED, ...HOLDER_CARRIES] },
];
