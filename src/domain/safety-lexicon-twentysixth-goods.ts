// Twenty-sixth round, goods and places (docs/safety.md, "Twenty-sixth round"): guns carried or
// hidden in Hausa, papers made to pass as real, a drug named with its weight, the police avoided
// on the way (held), a registration number that is another product's, a sick note for no
// sickness, a gift given an official in secret; a lock broken in Igbo and Hausa; farm poisons
// sprayed bare and a collapsed building entered (held). The people's classes are in
// safety-lexicon-twentysixth.ts. Appended to POLICY_SPECS after them.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Guns and bullets in Hausa, and carrying or hiding them. */
// biome-ignore format: packed word list
const GUNS_HA: Terms = [
  'bindiga', 'bindigogi', 'bindigar', 'bindigogin', 'harsashi', 'harsasai', 'alburusai',
  'alburushi', 'gatari', 'kananan makamai', 'makamai',
];
// biome-ignore format: packed word list
const CARRY_HIDE_HA: Terms = [
  'ka kai', 'kai su', 'ka kawo', 'kawo su', 'ka saka', 'saka su', 'ka boye', 'boye su', 'ɓoye',
  'ka dauka', 'ka ɗauka', 'dauke su', 'ɗauke su', 'kada ka bari', 'kada yan sanda', "'yan sanda su duba",
  'yan sanda su duba', 'kada a duba', 'a cikin buhu', 'a cikin buhun', 'a ciki akwai',
  'ciki akwai', 'a cikin shinkafa', 'a cikin kaya', 'karkashin kaya',
];

/** Papers made to pass as real, the office not gone to: English, Pidgin, Yoruba, Igbo. */
// biome-ignore format: packed word list
const PAPERS: Terms = [
  'papers', 'paper', 'particulars', 'roadworthiness', 'insurance', 'proof of ownership', 'licence',
  'license', 'certificate', 'c of o', 'survey plan', 'deed', 'receipt*', 'report', 'letter',
  'label*', 'nafdac number', 'stamp', 'documents', 'akwụkwọ', 'akwukwo', 'iwe', 'ìwé', 'slip',
  'nin slip', 'id card', 'birth certificate', 'passport', 'waec result', 'transcript',
];
// biome-ignore format: packed word list
const LOOK_REAL: Terms = [
  'look original', 'look like original', 'look like the original', 'look like the real one',
  'like the real one', 'look real', 'look genuine', 'look like real', 'look authentic',
  'no need to bring the car', 'without bringing the car', 'jọ ti gidi', 'jo ti gidi',
  'jọ ojúlówó', 'jo ojulowo', 'dị ka nke eziokwu', 'di ka nke eziokwu', 'dika nke eziokwu',
  "ọ bụghị site n'ọfịs", 'o bughi site nofis', "o bughi site n'ofis", 'not from the office',
  'not through the office', 'not through the ministry', 'without going to the office',
];
/** A drug named with its weight ("1gb0 kilo meji"), and the police avoided on the way (held: a
 *  route round a checkpoint may be only a route). */
// biome-ignore format: packed word list
const DRUG_WORDS = ['igbo', 'weed', 'ganja', 'skunk', 'loud', 'colorado', 'colos', 'kush'];
/** The drug and its weight side by side: "1gb0 kilo meji", "2 kilo of loud". */
const DRUG_BY_WEIGHT: Terms = DRUG_WORDS.flatMap((d) => [
  `${d} kilo*`,
  `${d} # kilo*`,
  `${d} # kg`,
  `${d} kg`,
  `# kilo* of ${d}`,
  `kilo* of ${d}`,
  `# kg of ${d}`,
  `half kilo of ${d}`,
]);
// biome-ignore format: packed word list
const PAST_THE_POLICE: Terms = [
  'yago fun checkpoint', 'yàgò fún checkpoint', 'yago fun olopa', 'yàgò fún ọlọ́pàá',
  'avoid checkpoint*', 'avoid the checkpoint*', 'avoid police checkpoint*', 'avoid the police',
  'dodge checkpoint*', 'dodge the checkpoint*', 'dodge police', 'dodge the police',
  'bypass the checkpoint*', 'bypass checkpoint*', 'make police no see', 'make police no check',
  'kauce wa shingen', 'kaucewa shingen', 'guji shingen', "zere 'yan sanda", 'zere yan sanda',
  'zere shingen', 'police no dey check', 'police no go check', 'police do not check',
  "police don't check", 'police no dey search',
];

/** A sick note for a sickness there was not. */
// biome-ignore format: packed word list
const SICK_NOTES: Terms = [
  'medical report', 'sick note', 'sick leave letter', 'medical certificate', 'hospital letter',
  'medical letter', 'doctor letter', "doctor's letter", 'excuse letter', 'admission letter',
];
// biome-ignore format: packed word list
const NOT_SICK: Terms = [
  'not actually sick', 'was not sick', "wasn't sick", "wasn't actually sick", 'never sick',
  'i no sick', 'i no dey sick', 'never admitted', 'was not admitted', "wasn't admitted",
  'never went to the hospital', 'never go hospital', 'not really sick', 'no be say i sick',
];
/** A gift given in secret to an official, nurse or clerk. */
// biome-ignore format: packed word list
const GIVE_OFFICIAL: Terms = [
  ...['the doctor', 'the nurse', 'the attendant', 'the ward attendant', 'the clerk', 'the officer',
    'the official', 'the oga', 'the policeman', 'the matron', 'the registrar', 'the records officer',
    'the secretary', 'the examiner', 'the invigilator'].map((who) => `give ${who}`),
  'ka ba shi', 'ka ba ta', 'ki ba shi', 'ku ba shi', 'fún un ní', 'fun un ni', 'nye ya',
];
// biome-ignore format: packed word list
const IN_SECRET: Terms = [
  'something small', 'something for his pocket', 'something for her pocket', 'secretly',
  'a boye', 'a ɓoye', 'kada a ga', 'kada kowa ya gani', 'ni ikoko', 'ní ìkọ̀kọ̀',
  'make nobody see', "don't let anyone see", 'do not let anyone see', "n'ezoghị ezo", 'nzuzo',
];

/** A registration number that is another product's, or none yet. */
// biome-ignore format: packed word list
const NAFDAC_NUMBERS: Terms = ['nafdac number', 'nafdac no', 'nafdac reg*', 'nafdac registration'];
// biome-ignore format: packed word list
const ANOTHER_PRODUCTS: Terms = [
  'ti ọjà míì', 'ti oja mii', 'ti ọjà mìíràn', 'ti oja miiran', 'of another product',
  "another product's", 'a kò tíì forúkọ sílẹ̀', 'a ko tii foruko sile', 'we have not registered',
  'we never register', 'we no register', 'wey no be our own', 'not yet registered', 'not registered',
];

/** A lock broken, in Igbo ("kụwaa his new padlock"), Yoruba and Hausa. */
// biome-ignore format: packed word list
const BREAK_IG_YO_HA: Terms = [
  'kụwaa', 'kuwaa', 'kụwa', 'kuwa', 'gbajie', 'gbaji', 'fọ́', 'fọ', 'já', 'ja', 'fasa', 'karya',
  'ballo',
];
// biome-ignore format: packed word list
const LOCKS: Terms = [
  'padlock*', 'lock', 'locks', 'mkpọchi', 'mkpochi', 'àgádágodo', 'agadagodo', 'kwado', 'kwaɗo',
  'makulli', 'kofa', 'ƙofa', 'ilẹ̀kùn', 'ilekun', 'ọnụ ụzọ', 'onu uzo',
];

/** Farm poisons sprayed by hand, or without protection. */
// biome-ignore format: packed word list
const SPRAY: Terms = [
  'spray', 'spraying', 'knapsack spray', 'knapsack-spray', 'mix and spray', 'fesa', 'feshi',
  'yi feshi', 'fin oogun', 'fesa magani', 'gbaa ogwu', 'fesa maganin',
];
// biome-ignore format: packed word list
const FARM_POISONS: Terms = [
  'paraquat', 'gramoxone', 'organophosphate*', 'endosulfan',
  'carbofuran', 'furadan', 'without mask*', 'no mask*', "don't have mask*", 'do not have mask*',
  'no gloves', 'without gloves', 'no protective', 'without protective', 'cover your face with cloth',
];
/** A collapsed building entered, in Igbo, Yoruba and Hausa. */
// biome-ignore format: packed word list
const ENTER_IG_YO_HA: Terms = [
  'banye', "banye n'ime", 'gaa n ime', "gaa n'ime", 'wọ inú', 'wo inu', 'wọlé', 'wole', 'shiga',
  'ka shiga', 'shiga ciki',
];
// biome-ignore format: packed word list
const COLLAPSED_IG_YO_HA: Terms = [
  'ụlọ dara', 'ulo dara', 'ụlọ ... dara', 'ulo ... dara', 'dara ada', 'ụlọ dara ada', 'ilé tó wó',
  'ile to wo', 'ilé tó wó lulẹ̀', 'ile to wo lule', 'wó lulẹ̀', 'wo lule', 'ginin da ya rushe',
  'gini ya rushe', 'ya rushe', 'ya rufta', 'ginin da ya rufta',
];

export const TWENTYSIXTH_GOODS_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'guns carried or hidden, in Hausa',
        outcome: 'refuse',
        act: GUNS_HA,
        obj: CARRY_HIDE_HA,
        forward: 120,
        backward: 60,
      },
      {
        name: 'papers made to pass as real',
        outcome: 'refuse',
        act: PAPERS,
        obj: LOOK_REAL,
        forward: 150,
        backward: 120,
      },
      { name: 'a drug named with its weight', outcome: 'refuse', alone: DRUG_BY_WEIGHT },
      { name: 'the police avoided on the way', outcome: 'hold', alone: PAST_THE_POLICE },
      {
        name: "a registration number that is another product's",
        outcome: 'refuse',
        act: NAFDAC_NUMBERS,
        obj: ANOTHER_PRODUCTS,
        forward: 100,
        backward: 60,
      },
      {
        name: 'a sick note for a sickness that was not',
        outcome: 'refuse',
        act: SICK_NOTES,
        obj: NOT_SICK,
        forward: 150,
        backward: 80,
      },
      {
        name: 'a gift to an official in secret',
        outcome: 'refuse',
        act: GIVE_OFFICIAL,
        obj: IN_SECRET,
        forward: 60,
        backward: 0,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'a lock broken, in Igbo, Yoruba and Hausa',
        outcome: 'refuse',
        act: BREAK_IG_YO_HA,
        obj: LOCKS,
        forward: 40,
        backward: 20,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'farm poisons sprayed by hand or bare',
        outcome: 'hold',
        act: SPRAY,
        obj: FARM_POISONS,
        forward: 120,
        backward: 60,
      },
      {
        name: 'a collapsed building entered, in Igbo, Yoruba and Hausa',
        outcome: 'hold',
        act: ENTER_IG_YO_HA,
        obj: COLLAPSED_IG_YO_HA,
        forward: 120,
        backward: 120,
        nextSentenceHolds: true,
      },
    ],
  },
];
