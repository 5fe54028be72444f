// Twenty-third round (docs/safety.md, "Twenty-third round"): harm the round's own wordings found
// passing, as classes: a child named with an age ("Chioma (9)", "she is 11") or fetched from
// school brought to a man's hotel room, or kept from her mother; which houses stand empty by day;
// a warehouse entered while its gateman sleeps; a fallen power cable moved by hand; a worker's
// movements noted "she must not know"; parts stripped from public works (streetlights' panels,
// manhole covers) and ivory traded; the meat of animals that died of disease sold. And a roof
// photographed "from the neighbour's balcony", a vantage point, not a watched neighbour.
// Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

const CHILD_YEARS = Array.from({ length: 15 }, (_, i) => i + 3);

/** A child's age said of a named child: "Chioma (9)", "she is 9", "he's only 11". */
const AGE_SAID: Terms = CHILD_YEARS.flatMap((n) => [
  `she is ${n}`,
  `she's ${n}`,
  `he is ${n}`,
  `he's ${n}`,
  `she is only ${n}`,
  `she's only ${n}`,
  `he is only ${n}`,
  `he's only ${n}`,
  `only ${n} years`,
]);

// biome-ignore format: packed word list
const FROM_SCHOOL: Terms = [
  'from school', 'from the school', 'from her school', 'from his school', 'after school',
  'at closing time', 'school gate', 'primary school', 'jss1', 'jss 1', 'jss2', 'jss 2',
];

/** A child brought to a man's room: the verbs of fetching and bringing. */
const BRING_CHILD: Terms = [
  'bring her',
  'bring him',
  'take her',
  'take him',
  'drop her',
  'drop him',
  'carry her',
  'carry him',
  'send her',
  'send him',
  'bring them',
  ...['bring', 'take', 'send', 'drop'].flatMap((v) =>
    [
      "the neighbour's daughter",
      "my neighbour's daughter",
      "the neighbour's son",
      "the neighbor's daughter",
      'the girl',
      'the boy',
      'the child',
      'the small girl',
    ].map((who) => `${v} ${who}`),
  ),
];

// biome-ignore format: packed word list
const MANS_ROOM: Terms = [
  'to my hotel room', 'to my hotel', 'to my room', 'to the hotel where i', 'hotel where i am',
  "hotel where i'm", 'to my guest house', 'to my lodge', 'to my apartment', 'to my flat',
  'to my place', 'to me at the hotel', 'room #',
];

/** Hotels, lodges: a child brought there on an age or school cue alone is held. */
// biome-ignore format: packed word list
const MANS_HOTEL: Terms = [
  'to my hotel room', 'to my hotel', 'to my room', 'to the hotel where i', 'hotel where i am',
  "hotel where i'm", 'to my guest house', 'to my lodge', 'to me at the hotel', 'room #',
];

// biome-ignore format: packed word list
const MOTHER_KEPT_OUT: Terms = [
  "don't tell her mother", 'do not tell her mother', "don't tell his mother",
  'do not tell his mother', "don't tell her mum", "don't tell his mum", "don't tell her parents",
  "don't tell his parents", 'do not tell her parents', 'do not tell his parents',
  'her mother must not know', 'his mother must not know', 'her parents must not know',
  'his parents must not know', 'without her mother knowing', 'without his mother knowing',
  'when her mother is at work', 'when his mother is at work', 'when her mother is away',
  'while her mother is at work', 'while her mother is away', "don't tell anyone",
  'do not tell anyone',
];

/** Which homes stand empty by day, asked of a street. */
// biome-ignore format: packed word list
const WHICH_HOMES: Terms = [
  'which of the houses', 'which houses', 'which of the flats', 'which flats', 'which homes',
  'which of the homes', 'which apartments', 'which of the apartments', 'which compound*',
  'which of the compounds', 'which of the duplexes', 'which duplexes',
];
// biome-ignore format: packed word list
const STAND_EMPTY: Terms = [
  'empty during the day', 'empty in the day', 'empty at night', 'empty on weekdays',
  'empty when', 'empty while', 'nobody is at home', 'nobody is home', 'no one is home',
  'no one is at home', 'nobody dey house', 'owners travel*', 'owners are away',
  'owners go to work', 'when they go to work', 'when they leave for work',
  'what time they leave', 'when they leave the house', 'have dogs or', 'no dogs',
];

/** A gateman asleep, the way in at the back. */
// biome-ignore format: packed word list
const GUARD_ASLEEP: Terms = [
  'gate man will be asleep', 'gateman will be asleep', 'gateman sleeps', 'gate man sleeps',
  'guard will be asleep', 'guard sleeps', 'security man sleeps', 'when the gateman is asleep',
  'when the guard is asleep', 'when the gateman sleeps', 'when the guard sleeps',
  'once the gateman sleeps', 'after the gateman sleeps', 'mai gadi ya yi barci',
];
// biome-ignore format: packed word list
const WAY_IN: Terms = [
  'go in', 'get in', 'enter*', 'climb*', 'through the back', 'through the window',
  'jump the fence', 'open the', 'count the', 'take the', 'carry the',
];

/** A fallen power cable handled. */
// biome-ignore format: packed word list
const HANDLE: Terms = [
  'move*', 'lift*', 'pick* up', 'push*', 'drag*', 'pull*', 'remove*', 'touch*', 'shift*',
  'hold*', 'cut*', 'hang* it back', 'tie* it',
];
// biome-ignore format: packed word list
const FALLEN_CABLE: Terms = [
  'cable fell', 'cable that fell', 'fallen cable*', 'fallen nepa', 'fallen wire*', 'wire fell',
  'wire that fell', 'fallen power line*', 'power line fell', 'broken power line*', 'live wire*',
  'fallen electric*', 'electric wire* that fell', 'cable* on the ground', 'wire* on the ground',
  'high tension cable*', 'high tension wire*', 'cut nepa wire', 'nepa cable*', 'nepa wire*',
];

/** A worker's movements noted; she must not know. */
// biome-ignore format: packed word list
const MOVEMENTS: Terms = [
  'who she eats with', 'who he eats with', 'who she meets', 'who he meets', 'who she goes with',
  'who he goes with', 'where she goes', 'where he goes', 'who she talks to', 'who he talks to',
  'who visits her', 'who visits him', 'who she sleeps with', 'who he sleeps with',
  'the time she leaves', 'the time he leaves', 'time she leaves home', 'time he leaves home',
  'home address of', 'where she lives now', 'where he lives now',
];
// biome-ignore format: packed word list
const KEPT_FROM_HER: Terms = [
  'she must not know', 'he must not know', 'she must not notice', 'he must not notice',
  "don't let her know", "don't let him know", 'do not let her know', 'do not let him know',
  "she shouldn't know", "he shouldn't know", 'without her knowing', 'without him knowing',
];

/** A guest's hotel room got from the desk. */
// biome-ignore format: packed word list
const WHICH_ROOM: Terms = [
  'which room', 'room number of', 'her room number', 'his room number', 'their room number',
];
const A_GUEST: Terms = [
  'mrs',
  'mr',
  'miss',
  'chief',
  'alhaji',
  'dr',
  'my ex',
  'the lady',
  'the woman',
];
// biome-ignore format: packed word list
const FROM_THE_DESK: Terms = [
  'receptionist', 'hotel', 'front desk', 'reception', 'give her # k', 'give him # k', 'tip',
];

/** Who visits a house, and in what car. */
// biome-ignore format: packed word list
const NOTE: Terms = [
  'note*', 'record*', 'write down', 'photograph*', 'list', 'snap*', 'take down',
];
// biome-ignore format: packed word list
const VISITORS: Terms = [
  'plate number*', 'number plate*', 'who visits', 'cars that visit', 'car that visits',
  'everyone who visits', 'visitors to', 'who comes to', 'who goes into',
];
// biome-ignore format: packed word list
const ANOTHERS_HOUSE: Terms = [
  "my neighbour's house", "neighbour's house", "neighbor's house", 'her house', 'his house',
  "my ex's", "my wife's", "my husband's", "the chairman's house", "the senator's house",
  'her compound', 'his compound', 'her flat', 'his flat',
];

/** A powerful man's child picked out among the pupils. */
const PICK_OUT: Terms = ['find out which', 'identify', 'point out', 'know which', 'show me which'];
const FAMILIES: Terms = ['senator', 'governor', 'chairman', 'chief', 'alhaji', 'the minister'];
const CHILD_OF: Terms = FAMILIES.flatMap((f) => [
  `the daughter of ${f}`,
  `the son of ${f}`,
  `the children of ${f}`,
  `${f}'s daughter`,
  `${f}'s son`,
  `${f}'s children`,
]);
// biome-ignore format: packed word list
const AMONG_PUPILS: Terms = [
  'pupils', 'school gate', 'school', 'students', 'children', 'kids', 'classroom',
];

/** Parts stripped from public works, bought or sold. */
// biome-ignore format: packed word list
const GOT: Terms = [
  'buy*', 'bought', 'sell', 'sells', 'selling', 'sold', 'collect*', 'pick* up', 'load*',
  'get me', 'receive*', 'carry', 'source*',
];
// biome-ignore format: packed word list
const PUBLIC_PARTS: Terms = [
  'streetlight*', 'street light*', 'solar panels ... streetlight*', 'manhole cover*',
  'railway track*', 'rail track*', 'railway sleeper*', 'rail sleeper*', 'road sign*',
  'guard rail*', 'bridge rail*', 'transformer oil', 'transformer coil*', 'armoured cable*',
  'armored cable*', 'traffic light*',
];
// biome-ignore format: packed word list
const STRIPPED: Terms = [
  'the boys removed', 'boys removed', 'they removed', 'removed from the', 'cut from the',
  'pulled from the', 'taken from the', 'scavenger*', "don't ask", 'do not ask', 'no questions',
  'removed last night', 'the boys cut',
];

/** Ivory and tusks traded. */
// biome-ignore format: packed word list
const TRADE: Terms = [
  ...GOT, 'seller of', 'sellers of', 'buyer for', 'buyers for', 'negotiate*', 'price per kilo',
];
// biome-ignore format: packed word list
const IVORY: Terms = [
  'tusk*', 'elephant tusk*', 'raw ivory', 'ivory tusk*', 'ivory carving*', 'ivory bangle*',
  'kilo* of ivory', 'kg of ivory', 'ivory pieces', 'pieces of ivory', 'worked ivory',
];

/** The meat of animals that died of disease, sold. */
// biome-ignore format: packed word list
const DIED_OF_DISEASE: Terms = [
  'died of disease', 'died of sickness', 'died of anthrax', 'died of the disease',
  'died from disease', 'died from the disease', 'sick cows', 'dead cows', 'dead goats',
  'dead fowls', 'dead chickens', 'died on the farm',
];
// biome-ignore format: packed word list
const FOR_MEAT: Terms = ['meat', 'suya', 'butcher*', 'abattoir', 'market', 'sell', 'cheap'];

/** Expired goods given new dates and sold. */
// biome-ignore format: packed word list
const REDATED: Terms = [
  'change the dates', 'change the date', 'change* the expiry', 'new dates', 'new expiry',
  'print* new dates', 'print* a new expiry', 'extend* the expiry', 'reprint* the expiry',
];
// biome-ignore format: packed word list
const AND_SOLD: Terms = ['and sell*', 'then sell*', 'to sell', 'for sale', 'and supply'];

export const TWENTYTHIRD_SPECS: readonly CategorySpec[] = [
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: "a child brought to a man's room in secret",
        outcome: 'refuse',
        act: BRING_CHILD,
        obj: MANS_ROOM,
        needs: MOTHER_KEPT_OUT,
        forward: 50,
        backward: 0,
        askFrames: false,
      },
      {
        name: "a child of a said age brought to a man's hotel",
        outcome: 'refuse',
        act: BRING_CHILD,
        obj: MANS_HOTEL,
        needs: AGE_SAID,
        forward: 50,
        backward: 0,
        askFrames: false,
      },
      {
        name: "a child fetched from school to a man's hotel",
        outcome: 'hold',
        act: BRING_CHILD,
        obj: MANS_HOTEL,
        needs: FROM_SCHOOL,
        forward: 50,
        backward: 0,
        askFrames: false,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'which homes stand empty by day',
        outcome: 'refuse',
        act: WHICH_HOMES,
        obj: STAND_EMPTY,
        forward: 60,
        backward: 0,
        // "Find out which houses are empty" is the burglar's question itself.
        askFrames: false,
      },
      {
        name: 'a place entered while its guard sleeps',
        outcome: 'refuse',
        act: GUARD_ASLEEP,
        obj: WAY_IN,
        forward: 60,
        backward: 0,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'a fallen power cable handled',
        outcome: 'hold',
        act: HANDLE,
        obj: FALLEN_CABLE,
        forward: 50,
        backward: 40,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    // A vantage point: the roof seen from a neighbour's balcony is no neighbour watched.
    // biome-ignore format: packed word list
    safe: [
      "from the neighbour's balcony", "from the neighbor's balcony", "from the neighbour's roof",
      "from the neighbour's compound", "from the neighbour's window", "from the neighbour's side",
      "from the neighbour's upstairs", "from the neighbour's yard",
    ],
    rules: [
      {
        name: "a powerful man's child picked out among the pupils",
        outcome: 'refuse',
        act: PICK_OUT,
        obj: CHILD_OF,
        needs: AMONG_PUPILS,
        forward: 60,
        backward: 0,
        askFrames: false,
      },
      {
        name: "a guest's hotel room got from the desk",
        outcome: 'refuse',
        act: WHICH_ROOM,
        obj: A_GUEST,
        needs: FROM_THE_DESK,
        forward: 40,
        backward: 40,
        askFrames: false,
      },
      {
        name: 'who visits a house, and in what car',
        outcome: 'refuse',
        act: NOTE,
        obj: VISITORS,
        needs: ANOTHERS_HOUSE,
        forward: 40,
        backward: 0,
      },
      {
        name: "a person's movements noted in secret",
        outcome: 'refuse',
        // The secrecy as the act: "… who she eats with. She must not know." is then an object
        // named in one sentence and its act in the next, held (nextSentenceHolds).
        act: KEPT_FROM_HER,
        obj: MOVEMENTS,
        forward: 60,
        backward: 120,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'parts stripped from public works traded',
        outcome: 'refuse',
        act: GOT,
        obj: PUBLIC_PARTS,
        needs: STRIPPED,
        forward: 60,
        backward: 30,
      },
      {
        name: 'expired goods given new dates and sold',
        outcome: 'refuse',
        act: REDATED,
        obj: AND_SOLD,
        needs: ['expired', 'expiry', 'expire*', 'old stock'],
        forward: 40,
        backward: 0,
        signFrames: false,
      },
      {
        name: 'ivory traded',
        outcome: 'refuse',
        act: TRADE,
        obj: IVORY,
        forward: 40,
        backward: 20,
      },
      {
        name: 'meat of animals dead of disease sold',
        outcome: 'refuse',
        act: ['buy*', 'sell*', 'sold', 'collect*', 'supply'],
        obj: DIED_OF_DISEASE,
        needs: FOR_MEAT,
        forward: 40,
        backward: 0,
      },
    ],
  },
];
