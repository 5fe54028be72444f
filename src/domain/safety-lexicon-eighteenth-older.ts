// Eighteenth round, older rules: harm the older rules let through and lawful errands they still
// refused, noticed by the seventeenth round's helpers outside their own sets and fixed as classes
// with their twins (docs/safety.md, "Eighteenth round, older rules: older"). Appended to
// POLICY_SPECS. Terms as speakers write them, tone marks folded.
import { GROUP } from './safety-lexicon-harm.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Riding on top of a load or a moving vehicle ──────────────────────────────────────────────

/** Vehicles that carry loads in an open bed, whose back is no seat. */
// biome-ignore format: packed word list
const OPEN_BEDS = [
  'lorry', 'truck', 'tipper', 'trailer', 'pickup', 'pick-up', 'canter', 'tanker', 'gwongworo',
];
/** Vehicles people ride inside or astride: only their top is no seat ("ride on the bus", "sit
 *  on the okada", "ride on the back of the okada" are how one travels). */
const SEATED = ['bus', 'danfo', 'van', 'keke', 'okada', 'motorcycle', 'car'];
const VEHICLES = [...OPEN_BEDS, ...SEATED];
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
const ON = ['on top of the', 'on top of', 'atop the', 'for top of the', 'for top of', 'for top'];
/** On top of the vehicle, or the back of an open bed. */
const ON_VEHICLE: Terms = [
  ...VEHICLES.flatMap((v) => [...ON.map((o) => `${o} ${v}`), `on the roof of the ${v}`]),
  ...OPEN_BEDS.flatMap((v) => [
    `on the back of the ${v}`,
    `to the back of the ${v}`,
    `to the side of the ${v}`,
    `for the back of the ${v}`,
    `the back of the moving ${v}`,
  ]),
];
/** On the load, with its vehicle named within four words ("on top of the bags in the open
 *  truck"): "sit on the goods in the warehouse while we wait for the lorry" is not one. */
const ON_LOAD_OF_VEHICLE: Terms = LOADS.flatMap((l) =>
  ['on top of the', 'on the', 'for top of the'].flatMap((o) =>
    VEHICLES.map((v) => `${o} ${l} ... ${v}`),
  ),
);
// biome-ignore format: packed word list
const ON_TOP_LOCAL: Terms = [
  'on the tailboard', 'on the tailgate', 'on the bumper', 'kan kayan mota*', 'saman kayan mota*',
  'bisa kayan mota*', 'saman mota*', 'kan motar', 'orí ẹrù ... ọkọ̀', 'lórí ẹrù ... ọkọ̀',
  'orí ọkọ̀', 'lórí ọkọ̀', 'n elu ibu ... ụgbọ', 'n elu ụgbọ',
];
/** The load named alone, ridden: the rider's own verb says it moves. */
const ON_LOAD: Terms = LOADS.flatMap((l) => [...ON, 'on the'].map((o) => `${o} ${l}`));
const RIDING: Terms = ['ride', 'rides', 'riding', 'rode', 'travel', 'travels', 'travelling'];
// biome-ignore format: packed word list
const VEHICLE_NAMED: Terms = [
  ...VEHICLES, 'moving', 'mota', 'motar', 'ọkọ̀', 'akẹ́rù', 'ụgbọ',
];

// ── Following the vehicle a person takes ─────────────────────────────────────────────────────

/** Hausa "motar da ta hau" (the car she boarded). */
const HAUSA_RIDE_TAKEN: Terms = ['motar', 'babur din', 'napep din', 'keke napep din'].flatMap((v) =>
  ['ta', 'ya'].flatMap((p) => [`${v} da ${p} hau`, `${v} da ${p} shiga`]),
);
/** Hausa "bi" (follow) is a common short word: read only with the vehicle taken right after. */
const HAUSA_FOLLOWS: Terms = HAUSA_RIDE_TAKEN.map((r) => `bi ${r}`);
// biome-ignore format: packed word list
const FOLLOW: Terms = [
  'follow*', 'trail*', 'tail', 'tailing', 'shadow*', 'chase*', 'pursue*', 'biyo', 'bi bayan',
  'tẹ̀lé', 'soro', 'soso',
];
// biome-ignore format: packed word list
const RIDES = [
  'bus', 'keke', 'okada', 'taxi', 'cab', 'car', 'danfo', 'uber', 'bolt', 'vehicle', 'napep',
  'tricycle', 'motorcycle', 'bike', 'brt', 'ride', 'korope', 'coaster',
];
// biome-ignore format: packed word list
const BOARDS = [
  'boards', 'takes', 'enters', 'gets into', 'rides', 'enter', 'take', 'board', 'dey enter',
  'entered', 'boarded', 'took',
];
/** "The bus she boards", "any taxi he takes", Pidgin "the keke wey she enter", Hausa "motar da ta
 *  hau", Yoruba "ọkọ̀ tí ó wọ̀"; not "they", a group the convoy follows. */
const RIDE_SHE_TAKES: Terms = RIDES.flatMap((v) =>
  ['she', 'he'].flatMap((p) => BOARDS.flatMap((b) => [`the ${v} ${p} ${b}`, `any ${v} ${p} ${b}`])),
).concat(
  RIDES.flatMap((v) => ['she', 'he', 'e'].map((p) => `${v} wey ${p}`)),
  HAUSA_RIDE_TAKEN,
  ['ọkọ̀ tí ó', 'ọkọ̀ tó', 'ọkọ̀ tí ó bá', 'ọ̀kadà tí ó', 'kẹ̀kẹ́ tí ó'].flatMap((v) => [
    `${v} wọ̀`,
    `${v} gùn`,
  ]),
);

// ── People tied into or onto a vehicle ───────────────────────────────────────────────────────

// biome-ignore format: packed word list
const BIND = [
  'tie', 'tied', 'strap', 'strapped', 'lock', 'locked', 'put', 'load', 'pack', 'squeeze', 'hide',
  'carry',
];
const DETS = ['the', 'my', 'our', 'their', 'di'];
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
  ...VEHICLES.flatMap((v) => [`roof of the ${v}`, `top of the ${v}`]),
  ...OPEN_BEDS.map((v) => `back of the ${v}`),
  ...['okada', 'motorcycle', 'bike', 'motorbike', 'keke'].map((v) => `to the back of the ${v}`),
];

// ── Yoruba: beaten at a place ────────────────────────────────────────────────────────────────

/** "Lù ú" (beat him) folds to "lu", as "lu agogo" (ring the bell) does, and "ìlú" (town) reads
 *  as it through the trie's i/l likeness ("ìlú ni ọjà …"): read with the order before it and the
 *  place it is to happen at right after. */
const BEAT_YO = ['lù ú', 'lù wọ́n', 'nà án', 'nà wọ́n'];
const ORDER_YO = ['lọ', 'láti', 'ẹ', 'kí o', 'kí ẹ', 'o gbọ́dọ̀'];
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
/** The people as a whole: the name alone or with a plural of trade or kind ("Igbo traders",
 *  "Hausa landlords"), not a family, a couple or "the boys at the gate", who are persons. */
// biome-ignore format: packed word list
const AS_A_WHOLE = [
  'people', 'traders', 'men', 'women', 'landlords', 'youths', 'businessmen', 'politicians',
  'workers', 'drivers', 'herders', 'applicants',
];
/** The shaming rule's accusations among the names ("thieves", "scammer*"). */
const ACCUSED = ['thieves', 'fraudster*', 'scammer*', 'ole'];
/** "Igbo traders are all thieves", "the Hausa are born thieves": the whole group called it, which
 *  the hate rules read; a person named with the group's word is still the shaming rule's. */
const PEOPLE_LABELLED: Terms = PEOPLES.flatMap((g) =>
  ACCUSED.flatMap((l) => [`${g} are ... ${l}`, ...AS_A_WHOLE.map((n) => `${g} ${n} ... ${l}`)]),
);
/** The group as subject, and the verdict said right after ("are scammers", Pidgin "na ole"). */
const GROUP_SUBJECT: Terms = [
  ...PEOPLES,
  ...PEOPLES.flatMap((g) => AS_A_WHOLE.map((n) => `${g} ${n}`)),
];
const CALLED: Terms = LABELS.flatMap((l) => [`are ${l}`, `are all ${l}`, `na ${l}`, `be ${l}`]);
/** "Igbo" as a people before a noun of persons or a verdict on them: not the cannabis word. */
// biome-ignore format: packed word list
const IGBO_PERSONS: Terms = [
  'applicant*', 'candidate*', 'worker*', 'driver*', 'labourer*', 'employee*', 'neighbour*',
  'landlord*', 'cleaner*', 'nurse*', 'graduate*', 'brothers', 'sisters', 'colleague*',
  'indigene*', 'settler*', 'businessm*', 'shop owner*',
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
// biome-ignore format: packed word list
const OTHER_TONGUES: Terms = [
  ...GROUP.filter((g) => !/people|tribe|ethnic|igbo|ibo/.test(g)),
  'english', 'pidgin', 'french', 'arabic', 'other languages', 'other local languages',
  'other nigerian languages', 'other tribes', 'non-igbo', 'non igbo', 'edo', 'bini', 'igala',
  'idoma', 'nupe', 'fulfulde', 'ikwerre',
];
const IGBO_AND_TONGUE: Terms = OTHER_TONGUES.flatMap((t) => [`igbo and ${t}`, `${t} and igbo`]);

// ── A parent's own children from school ──────────────────────────────────────────────────────

// biome-ignore format: packed word list
const MY_KIDS = [
  'my children', 'our children', 'my kids', 'our kids', 'my two children', 'my two kids',
  'my three children', 'my twins', 'my son', 'my daughter', 'my sons', 'my daughters',
  'my pikin', 'my pikin dem', 'my pikins', 'our pikin dem', 'my little ones',
];
// biome-ignore format: packed word list
const SCHOOLS = [
  'school', 'their school', 'the school', 'creche', 'the creche', 'nursery', 'daycare', 'lessons',
  'the school gate',
];
// biome-ignore format: packed word list
const SCHOOL_RUN: Terms = [
  ...MY_KIDS.flatMap((k) => SCHOOLS.flatMap((s) => [`${k} from ${s}`, `${k} at ${s}`])),
  ...MY_KIDS.map((k) => `${k} after school`),
  'yarana daga makaranta', 'yaranmu daga makaranta', 'ɗana daga makaranta', 'dana daga makaranta',
  'diyata daga makaranta', 'àwọn ọmọ mi láti ilé ìwé', 'ụmụ m n ụlọ akwụkwọ',
];

// ── Children of a stated age taken to their school's own event ──────────────────────────────

/** Events only a school holds: named alone, they say whose event it is. */
// biome-ignore format: packed word list
const SCHOOLS_OWN = [
  'inter-house sports', 'interhouse sports', 'inter house sports', 'prize-giving', 'prize giving',
  'speech day', 'common entrance', 'spelling bee', 'science fair',
];
/** Events anyone may hold: the school's only when it is named ("the school's sports day"). */
// biome-ignore format: packed word list
const EVENTS = [
  ...SCHOOLS_OWN, 'sports day', 'excursion', 'field trip', 'quiz', 'quiz competition', 'debate',
  'debate competition', 'cultural day', 'carol service', 'swimming lesson*', 'football match',
];
const AGED = ['aged #', 'aged # to #', 'aged # and #'];
/** "The girls aged 12 to 15 to the school's sports day": the age and the event the school set. */
const AGED_TO_EVENT: Terms = AGED.flatMap((a) => [
  ...SCHOOLS_OWN.flatMap((e) => [`${a} to the ${e}`, `${a} for the ${e}`]),
  ...EVENTS.flatMap((e) => [`${a} to the school's ${e}`, `${a} to the school ${e}`]),
]);
/** The children put to work or kept there: the twin of the school's event. */
// biome-ignore format: packed word list
const MAKE_THEM: Terms = [
  'make them', 'let them', 'get them to', 'use them to', 'have them', 'make dem', 'allow them to',
];
// biome-ignore format: packed word list
const PUT_TO_WORK: Terms = [
  'carry load*', 'carry the load*', 'carry loads', 'hawk', 'beg', 'work for', 'work at',
  'for pay', 'stay the night', 'spend the night', 'sleep there', 'sleep over',
];

// ── A relative escorted with her own document ───────────────────────────────────────────────

// biome-ignore format: packed word list
const RELATIVES = [
  'mama', 'papa', 'grandma', 'grandpa', 'granny', 'my mother', 'my father', 'my mum', 'my dad',
  'my grandmother', 'my grandfather', 'my aunt', 'my uncle', 'aunty', 'uncle', 'baba',
  'the old woman', 'the old man', 'my wife', 'my husband', 'my sister', 'my brother', 'mummy',
  'daddy',
];
/** "Take Mama to the NIMC office": the person taken, not her card ("take her NIN slip"). */
const ESCORTED: Terms = ['take', 'bring', 'brings', 'carry', 'escort', 'accompany'].flatMap((v) =>
  RELATIVES.map((r) => `${v} ${r} to`),
);
/** "She will bring her voter card": the holder's own verb, not the errand's. Only the verb: a
 *  phrase with the card ("she has her PVC") hid the card from a "buy it" or "collect it" after. */
const HOLDER_BRINGS: Terms = ['she', 'he', 'mama', 'papa'].flatMap((who) =>
  ['will bring', 'go bring', 'brings', 'is bringing'].flatMap((verb) =>
    ['her', 'his'].map((own) => `${who} ${verb} ${own}`),
  ),
);

// ── A water tank bought, moved or filled ────────────────────────────────────────────────────

/** A tank of water is a hazard only entered, cleaned inside or climbed to: bought, carried,
 *  loaded or filled with water it is goods. Fuel and chemical tanks are not these words. */
// biome-ignore format: packed word list
const TANK_DETS = ['a', 'the', 'one', 'two', 'new', 'a new', 'plastic', 'a plastic', '# litre*'];
/** Bought or delivered: verbs that are no hazard work. Carried or loaded only to a place on the
 *  ground or a vehicle: the older rule's "carry" still reads "carry the water tank up the ladder"
 *  (a phrase hides the firing verbs inside it too). */
const TANK_NAMED = TANK_DETS.flatMap((d) => [`${d} water tank*`, `${d} # litre* water tank*`]);
// biome-ignore format: packed word list
const GROUND = [
  'house', 'shop', 'compound', 'store', 'site', 'van', 'truck', 'pickup', 'lorry', 'customer',
];
// biome-ignore format: packed word list
const TANK_MOVED: Terms = [
  ...['buy*', 'bought', 'deliver*', 'bring', 'order*'].flatMap((v) =>
    TANK_NAMED.map((t) => `${v} ${t}`),
  ),
  ...['carry', 'load', 'loaded', 'move'].flatMap((v) =>
    ['the', 'a'].flatMap((d) =>
      ['to the', 'into the', 'onto the'].flatMap((to) =>
        GROUND.map((g) => `${v} ${d} water tank ${to} ${g}`),
      ),
    ),
  ),
  'saya tankin ruwa', 'sayi tankin ruwa', 'sayo tankin ruwa', 'saya sabon tankin ruwa',
  'sabon tankin ruwa', 'tankin ruwa na roba', 'tankin ruwa mai lita', 'famfon tankin ruwa',
  'zuba ruwa a tankin ruwa', 'cika tankin ruwa', 'kai tankin ruwa', 'dauki tankin ruwa',
  'ɗauki tankin ruwa', 'ɗora tankin ruwa', 'dora tankin ruwa', 'loda tankin ruwa',
];

/** The tank bought, then entered or carried up: the twin, held as the older rules held it. The
 *  verbs are the older hazard rule's own (or two words): a common word made a firing term widens
 *  the core of every older phrase of the category that holds it (coresOf). */
// biome-ignore format: packed word list
const INTO_OR_UP: Terms = [
  'climb*', 'go into', 'get into', 'go inside', 'enter', 'clean', 'carry', 'shiga', 'hau',
];
// biome-ignore format: packed word list
const INSIDE_OR_UP: Terms = [
  'into it', 'inside it', 'in it', 'inside', 'the inside', 'up the ladder', 'to the roof',
  'onto the roof', 'on the roof', 'up to the roof', 'on top of the house', 'onto the tank stand',
  'cikinsa', 'ciki', 'saman gida', 'saman rufi', 'kan rufi', 'inú rẹ̀',
];

/** A school run turned into hawking, a quarry or a man's room: the twin of the parent's errand.
 *  Said of "them" with no condition: the school run's phrases ("my kids from school", the older
 *  "pick up my kids") hide the children and every word of theirs a condition could name. */
// biome-ignore format: packed word list
const TAKE_THEM: Terms = [
  'take them', 'bring them', 'send them', 'carry them', 'drop them', 'carry dem', 'take dem',
];
// biome-ignore format: packed word list
const TO_WORK_OR_MAN: Terms = [
  'to hawk', 'to beg', 'go hawk', 'go beg', 'to work at the quarry', 'to work in the quarry',
  'to work at the mine*', 'to crack stones', 'to his room', "to the man's room", 'to his hotel',
];

/** The card taken from her after all: the twin of the escorted relative (the phrase hides the
 *  errand's "take", so the card said later must still be read). */
// biome-ignore format: packed word list
const TAKE_IT: Terms = [
  'collect it', 'take it', 'collect am', 'take am', 'keep it', 'bring it', 'send it',
  'photograph it', 'snap it', 'copy it', 'give it', 'use it', 'use am',
];
// biome-ignore format: packed word list
const FROM_HER: Terms = ['from her', 'from him', 'from am', 'withdraw*', 'transfer*'];

export const EIGHTEENTH_OLDER_SPECS: readonly CategorySpec[] = [
  {
    category: 'dangerous_work',
    safe: TANK_MOVED,
    rules: [
      {
        name: 'riding on top of a load or a moving vehicle',
        outcome: 'hold',
        act: RIDE,
        obj: [...ON_VEHICLE, ...ON_LOAD_OF_VEHICLE, ...ON_TOP_LOCAL],
        forward: 12,
        backward: -1,
      },
      {
        name: 'riding on top of a load',
        outcome: 'hold',
        act: RIDING,
        obj: ON_LOAD,
        needs: VEHICLE_NAMED,
        forward: 4,
        backward: -1,
      },
      {
        name: 'a water tank bought, then entered or carried up',
        outcome: 'hold',
        act: INTO_OR_UP,
        obj: INSIDE_OR_UP,
        needs: TANK_MOVED,
        forward: 30,
        backward: -1,
      },
      {
        name: 'people tied or packed where no one rides',
        outcome: 'hold',
        act: bound(RIDERS),
        // The place right after the people ("put the children in the boot"): "pack the kids'
        // things in the boot" names the things between (the apostrophe folds away).
        obj: NO_SEAT,
        forward: 7,
        backward: -1,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    safe: [...SCHOOL_RUN, ...AGED_TO_EVENT],
    rules: [
      {
        name: 'children picked up from school, then taken to work or to a man',
        outcome: 'refuse',
        act: TAKE_THEM,
        obj: TO_WORK_OR_MAN,
        forward: 12,
        backward: -1,
      },
      {
        name: "children taken to a school's event, then put to work or kept",
        outcome: 'refuse',
        act: MAKE_THEM,
        obj: PUT_TO_WORK,
        needs: AGED_TO_EVENT,
        forward: 20,
        backward: -1,
      },
      {
        name: 'children tied or packed where no one rides',
        outcome: 'refuse',
        act: bound(KIDS),
        // The place right after the people ("put the children in the boot"): "pack the kids'
        // things in the boot" names the things between (the apostrophe folds away).
        obj: NO_SEAT,
        forward: 7,
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
        alone: HAUSA_FOLLOWS,
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
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people called thieves or cheats as a whole',
        outcome: 'refuse',
        act: GROUP_SUBJECT,
        obj: CALLED,
        forward: 1,
        backward: 0,
        signFrames: false,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [],
    safe: [...IGBO_PERSONS, ...IGBO_VERDICT, ...IGBO_AND_TONGUE],
  },
  {
    category: 'impersonation_fraud',
    safe: [...ESCORTED, ...HOLDER_BRINGS],
    rules: [
      {
        name: "a holder's own card taken from her after all",
        outcome: 'refuse',
        act: TAKE_IT,
        obj: FROM_HER,
        needs: [...ESCORTED, ...HOLDER_BRINGS],
        forward: 30,
        backward: -1,
      },
    ],
  },
];
