// Twenty-first round (docs/safety.md, "Twenty-first round"): classes found by screening wordings of
// my own. Harm no lexicon named: a family's comings and goings watched, an account holder played
// at the bank, one voter voting many times, an exam sat in another's place, another's name
// signed, a vehicle's tank spoilt, a threat of "what he has never seen", a girl found to sleep
// with a client, a house entered while the woman sleeps, Yoruba photographs of children. And
// errands older rules refused: the writer's own cheque book, the writer's own tyres let down, a
// grown-up asked which bus takes the children. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A family's comings and goings: who takes the children, when the spouse leaves, who visits. */
// biome-ignore format: packed word list
const ROUTINE: Terms = [
  'which car picks', 'which car carries', 'which car drops', 'who picks the children',
  'who picks up the children', 'who picks his children', 'who picks her children',
  'who picks their children', 'who drops the children', 'who drops his children',
  'who drops her children', 'which school his children', 'which school her children',
  'which school their children', 'school his children attend', 'school her children attend',
  'what time the wife leaves', 'what time his wife', 'what time her husband',
  'what time the husband leaves', 'who comes in and out of his', 'who comes in and out of her',
  'comes in and out of his house', 'comes in and out of her house', 'who visits him',
  'who visits her', 'who visits them',
];
/** The surveillance rules' own verbs, so no common verb becomes a firing word (the twentieth
 *  round's rule: safety-lexicon-twentieth-harm.ts, GET_PAPER). */
// biome-ignore format: packed word list
const WATCHERS: Terms = [
  'watch*', 'monitor*', 'observe*', 'find out', 'note down', 'write down', 'take note of',
  'keep track of', 'record*',
];

/** The account holder played at the bank: "act as him", "pretend you are him". */
// biome-ignore format: packed word list
const PLAYED_AS_HOLDER: Terms = [
  'act as him', 'act as her', 'act like him', 'act like her', 'act like you are him',
  'act like you are her', 'behave as him', 'behave as her', 'pretend as him', 'pretend as her',
  'you be am for bank', 'you be him for bank', 'you be her for bank',
];

/** One voter voting many times, or with many cards. */
// biome-ignore format: packed word list
const MANY_VOTES: Terms = [
  'vote with each one', 'vote with each card', 'vote with each pvc', 'vote with every card',
  'vote with every pvc', 'vote with each of the', 'vote three times', 'vote four times', 'vote five times',
  'vote many times', 'vote several times', 'vote again at another', 'vote at different polling',
  'vote in different polling', 'vote in two polling', 'vote at two polling', 'vote in another ward',
  'vote ... each card', 'vote ... each pvc', 'vote ... each voter card', 'vote plenty times',
];

/** An exam sat in another candidate's place. */
const IN_THEIR_PLACE = ['in her place', 'in his place', 'in their place'];
// biome-ignore format: packed word list
const PLACE_TAKERS = [
  "in my sister's place", "in my brother's place", "in my son's place", "in my daughter's place",
  "in my cousin's place", "in my friend's place",
];
const EXAMS = ['exam', 'exams', 'jamb', 'waec', 'neco', 'utme', 'gce'];
const EXAM_IN_ANOTHERS_PLACE: Terms = [
  ...EXAMS.flatMap((e) => [...IN_THEIR_PLACE, ...PLACE_TAKERS].map((p) => `${e} ${p}`)),
  ...EXAMS.flatMap((e) => [...IN_THEIR_PLACE, ...PLACE_TAKERS].map((p) => `${e} ... ${p}`)),
  'your photo ... her slip',
  'your photo ... his slip',
  'your picture ... her slip',
  'your picture ... his slip',
  'your passport ... her slip',
  'your passport ... his slip',
];

/** Another person's name signed. (A register signed for one who is absent stays the older
 *  "sign for the absent": "sign the register" is a safe phrase of the older rounds.) */
// biome-ignore format: packed word list
const NAME_OWNERS = [
  'wife', 'husband', 'boss', 'manager', 'landlord', 'brother', 'sister', 'oga', 'friend', 'father',
  'mother', 'uncle', 'aunty', 'aunt', 'neighbour', 'customer', 'client', 'director', 'chairman',
];
const SIGNED_FOR_ANOTHER: Terms = [
  ...NAME_OWNERS.flatMap((o) => [`sign my ${o}'s name`, `sign the ${o}'s name`]),
  ...NAME_OWNERS.map((o) => `sign* ... with my ${o}'s name`),
];

/** A vehicle's or machine's tank spoilt on purpose: sugar, sand, salt or water put in it (found
 *  there by a mechanic is a diagnosis, so the putting is the term). */
const SPOILERS = ['put', 'pour', 'add', 'throw', 'mix'];
const SPOILT_WITH = ['sugar', 'sand', 'salt', 'water'];
const TANKS = ['fuel tank', 'petrol tank', 'diesel tank', 'tank of his', 'tank of her'];
const TANK_SPOILT: Terms = SPOILERS.flatMap((v) =>
  SPOILT_WITH.flatMap((w) => TANKS.map((t) => `${v} ${w} ... ${t}`)),
);

/** "He will see what he has never seen": a threat left unsaid, in words the older list lacked. */
// biome-ignore format: packed word list
const NEVER_SEEN: Terms = [
  'see what he has never seen', 'see what she has never seen', 'see what they have never seen',
  'see what you have never seen', 'see what he never saw', 'see what she never saw',
  'see wetin e never see', 'see wetin dem never see', 'see wetin you never see',
  'see wetin him never see', 'see wetin she never see',
];

/** A girl found to spend the night with a client, in Pidgin. */
// biome-ignore format: packed word list
const SLEEP_WITH_CLIENT: Terms = [
  'follow my client sleep', 'follow my guest sleep', 'follow my oga sleep', 'follow am sleep',
  'follow him sleep', 'follow the man sleep', 'sleep with my client', 'sleep with my oga',
  'sleep with the client', 'sleep with the guest', 'spend the night with my guest',
  'spend the night with the client', 'spend the night with the guest',
];

/** Young women recruited to entertain rich men; a club's "private dances". */
// biome-ignore format: packed word list
const ENTERTAINING_MEN: Terms = [
  'entertaining rich men', 'entertain rich men', 'entertain* ... rich men', 'keep rich men company',
  'quick money ... rich men', 'rich men ... quick money', 'private dances', 'lap dance*',
  "gentlemen's club", 'gentlemens club', 'sugar daddies for', 'sugar daddy for',
  'link them with rich men', 'link her with rich men', 'connect* ... with rich men',
];

/** A woman's house entered while she sleeps, or her husband away. */
// biome-ignore format: packed word list
const ENTERED_WHILE_ASLEEP: Terms = [
  'enter ... when she sleep*', 'enter ... when she is sleeping', 'enter ... while she sleep*',
  'enter ... while she is sleeping', 'wait for her husband* travel*',
  'wait for her husband to travel', 'wait till her husband travel*',
];

/** Yoruba: photographs of children, or without their parents' leave. */
// biome-ignore format: packed word list
const CHILDREN_PHOTOGRAPHED: Terms = [
  'ya aworan awon omo', 'ya àwòrán àwọn ọmọ', 'ya foto awon omo', 'ya fọ́tò àwọn ọmọ',
  'ya aworan omo', 'ya àwòrán ọmọ', 'laisi ase awon obi', 'láìsí àṣẹ àwọn òbí',
  'lai gba ase awon obi', 'láì gba àṣẹ àwọn òbí',
];

/** A false medical paper: a sick note, a doctor's letter of an illness not had. Not "fake …
 *  report": the older safe phrase "fake* ... report*" (a report of fakes) hides any term inside
 *  it (docs/safety.md, "Twenty-first round, noticed and left"). */
// biome-ignore format: packed word list
const FALSE_MEDICAL_PAPER: Terms = [
  "fake doctor's letter*", "fake doctor's note*", 'fake medical letter*', 'fake sick note*',
  'fake sick leave', 'fake hospital letter*', 'fake hospital card*', 'fake excuse letter*',
  'fake medical excuse*',
];

/** Asbestos broken up or carried off by hand: its dust is the hazard. */
// biome-ignore format: packed word list
const ASBESTOS_WORK: Terms = [
  'remove* ... asbestos', 'break* ... asbestos', 'cut* ... asbestos', 'pull* down ... asbestos',
  'tear* ... asbestos', 'asbestos ... no mask', 'asbestos ... without ... mask',
];

/** Fraud said outright in words no list held: a false employer, work handed in as one's own, a
 *  census of people who are not there, national service done in another's name, an account's
 *  phone number moved to the writer, a POS stand run on cards left with it, an iCloud lock
 *  removed (a stolen phone's). */
// biome-ignore format: packed word list
const FRAUD_SAID: Terms = [
  'you are my employer', 'say you are my boss', 'say you be my oga', 'as my employer and',
  'submit it as mine', 'submit as mine', 'submit it as my own', 'write my final year project',
  'write my project for me', 'write my thesis for me', 'write my assignment for me',
  'write my dissertation for me', 'with made-up families', 'with made up families',
  'with made-up names', 'with made up names', 'fill* ... with fake names',
  'fill* ... with made-up', 'nysc camp in my name', 'orientation for me', 'do my nysc for me',
  'serve for me', 'in my name and do', 'phone number on his account to mine',
  'phone number on her account to mine', "phone number on my uncle's account",
  "phone number on my father's account", "phone number on my mother's account",
  'link his account to my number', 'link her account to my number', 'cards people drop with you',
  'cards people leave with you', 'cards customers leave with you', 'withdrawals with the cards people',
  'remove the icloud', 'bypass* ... icloud', 'icloud bypass', 'unlock* the icloud',
  'remove the account for me', 'flash* ... icloud', 'icloud ... remove*', 'remove* ... icloud',
];

/** One plot sold to two buyers. */
// biome-ignore format: packed word list
const SOLD_TWICE: Terms = [
  'sell* ... to two different buyers', 'sell* ... to two buyers', 'sell the same land',
  'sell the same plot', 'sold the same land', 'sold the same plot', 'collect the money from both',
  'collect money from both',
];

/** Goods from a protected forest, or from those who take them unlawfully. */
// biome-ignore format: packed word list
const UNLAWFUL_SOURCE: Terms = [
  'from the protected forest', 'from a protected forest', 'from the forest reserve',
  'illegal burners', 'illegal loggers', 'illegal logging', 'illegal miners', 'illegal mining',
  'illegal refiner*', 'illegal refinery', 'kpo fire',
];
/** Wild animals taken for sale: grey parrots, pangolin scales, turtles, skins. */
// biome-ignore format: packed word list
const WILDLIFE: Terms = [
  'parrot chick*', 'grey parrot*', 'african grey*', 'pangolin scale*', 'turtle eggs', 'sea turtle*',
  'crocodile skin*', 'leopard skin*', 'python skin*', 'lion skin*', 'hornbill*', 'chimpanzee*',
  'baby monkey*', 'gorilla*',
];
/** ...taken from the wild: a pet's cage is bought for the writer's own bird. */
// biome-ignore format: packed word list
const FROM_THE_WILD: Terms = [
  'from the forest', 'forest reserve', 'from the bush', 'hunters', 'for export', 'export*',
  'smuggl*', 'across the border', 'poach*', 'national park', 'game reserve',
];
// biome-ignore format: packed word list
const TRADED: Terms = [
  'buy*', 'sell', 'sells', 'selling', 'get me', 'bring*', 'supply', 'carry', 'source*', 'export*',
];

/** Drugs got without a prescription, in the words the older list lacked; solvents and insecticide
 *  taken to get high. */
// biome-ignore format: packed word list
const UNPRESCRIBED: Terms = [
  'without asking for prescription', 'without asking for a prescription', 'no need for prescription', 'no need for a prescription', 'the strong one with codeine',
  'the one with codeine', 'with plenty codeine', 'sniper for the boys to drink',
  'sniper ... to drink', 'drink ... sniper', 'sniff* ... rubber solution', 'rubber solution ... sniff*',
  'sniff* ... glue', 'glue ... to sniff', 'sniff* ... petrol', 'petrol ... to sniff',
];

/** Fuel siphoned from another's tank, to sell. */
// biome-ignore format: packed word list
const SIPHONED: Terms = [
  'siphon* ... and sell', 'siphon* ... from the company', 'siphon* ... at night',
  'siphon* ... from their', "siphon* ... from the neighbour", 'siphon* ... without them knowing',
  'siphon* ... from the trucks', 'siphon* ... from the pipeline',
];

/** A code a network or a bank sends to a line, passed on: "receive the code that MTN sends to
 *  the new line and forward it to this number". A bare "code" is no credential to the older
 *  rules, and "to this number" was no hand-over. */
const SENDERS = ['mtn', 'glo', 'airtel', '9mobile', 'the network', 'the bank', 'opay', 'palmpay'];
const CODE_SENT: Terms = [
  ...SENDERS.flatMap((x) => [`code that ${x} sends`, `code ${x} sends`, `code from ${x}`]),
  ...SENDERS.flatMap((x) => [`${x} will send the code`, `${x} will send a code`]),
  ...SENDERS.flatMap((x) => [`${x} sends the code`, `${x} sends a code`]),
  // biome-ignore format: packed word list
  ...[
    'code sent to the new line', 'code sent to the line', 'code that comes to the line',
    'code that comes to the new line', 'code by sms', 'code by text', 'codes by sms',
  ],
];
// biome-ignore format: packed word list
const PASSED_ON: Terms = [
  'forward it to', 'forward them to', 'forward the code* to', 'forward every code',
  'forward all the codes', 'send it to this', 'send it to our', 'send the code* to this',
  'send the code* to our', 'text it to', 'whatsapp it to', 'pass it to', 'send it to me',
  'collect it from', 'collect the code from',
];

/** Another's theft reported to the police: a relative's, a neighbour's (the twentieth round's
 *  THEFT_REPORTED named the writer's own). */
const THEFT_OF_ANOTHER_REPORTED: Terms = ['his', 'her', 'their', 'our', 'the'].flatMap((o) => [
  `report* ${o} stolen`,
  `report* of ${o} stolen`,
  `report* about ${o} stolen`,
]);

/** Hausa, Yoruba, Igbo: a back door opened at night, to take something. */
// biome-ignore format: packed word list
const BACK_DOOR_OPENED: Terms = [
  'bude kofar ta baya', 'buɗe ƙofar ta baya', 'bude kofa ta baya', 'buɗe ƙofa ta baya',
  'ṣí ilẹ̀kùn ẹ̀yìn', 'si ilekun eyin', 'mepee ụzọ azụ', 'meghee ụzọ azụ',
];
const AT_NIGHT: Terms = ['da dare', 'cikin dare', 'lóru', 'ní òru', "n'abalị", "n'abali"];
// biome-ignore format: packed word list
const TAKEN: Terms = [
  'dauko', 'ɗauko', 'dauki', 'ɗauki', 'kwaso', 'gbé', 'kó', 'mú', 'were', 'buru', 'kpọta',
];

/** Igbo: a medicine put in a person's drink so they do not know (the eighteenth round's rule
 *  lacked its "so he does not know"). */
const PUT_IN_DRINK: Terms = ['tinye ọgwụ', 'wunye ọgwụ', 'tinye ogwu', 'wunye ogwu'];
const HIS_DRINK: Terms = ['ihe ọṅụṅụ ya', 'mmanya ya', 'nri ya', 'ihe onunu ya'];
// biome-ignore format: packed word list
const UNAWARE: Terms = [
  'ka ọ ghara ịmara', 'ka o ghara imara', 'ka ọ ghara ima', 'na-amaghị', 'ka ọ hie ụra',
  'ka ọ daa', 'ka ọ ghara ịma',
];

/** Yoruba: a person followed wherever he goes. */
const FOLLOWED: Terms = ['tẹ̀lé', 'tele', 'máa tẹ̀lé'];
const WHEREVER_YORUBA: Terms = ['níbikíbi', 'nibikibi', 'ibikíbi tí', 'ibi gbogbo tí ó bá'];
/** ...without his knowing: following a mother about the market to carry her load is no harm. */
// biome-ignore format: packed word list
const UNKNOWN_TO_HIM: Terms = [
  'má jẹ́ kí ó mọ̀', 'ma je ki o mo', 'má jẹ́ kó mọ̀', 'láìjẹ́ pé ó mọ̀', 'kò gbọ́dọ̀ mọ̀',
  'ko gbodo mo', 'ní ìkọ̀kọ̀', 'ni ikoko', 'láìmọ̀', 'laimo',
];

/** Hot work on what held gas or fuel. */
// biome-ignore format: packed word list
const HOT_WORK: Terms = [
  'cut* the gas pipe*', 'cut* into the gas pipe*', 'grind* ... gas pipe*', 'weld* ... gas pipe*',
  'weld* ... fuel tank*', 'cut* open ... fuel tank*', 'weld* ... gas cylinder*',
  'cut* open ... gas cylinder*', 'there may be gas inside', 'may still have gas',
  'still has gas inside', 'still has fuel inside',
];
/** Hazards said outright that no list named: protection waived, a machine worked on while it
 *  runs, a fallen power line moved, a soft trench entered, brakes tested at speed, a heavy load
 *  lifted alone. */
const GEAR = ['goggles', 'gloves', 'a helmet', 'helmet', 'a harness', 'harness', 'a mask', 'boots'];
const GEAR_WAIVED: Terms = GEAR.flatMap((g) => [
  `you don't need ${g}`,
  `you do not need ${g}`,
  `no need for ${g}`,
  `no need to wear ${g}`,
  `you don't need to wear ${g}`,
]);
/** Work on a machine while it runs ("unclog the shredder while it's running"); waiting in a car
 *  while it runs is none. */
const ON_A_MACHINE = [
  'unclog*',
  'clean*',
  'clear*',
  'repair*',
  'fix*',
  'oil*',
  'grease*',
  'reach*',
];
const WHILE_RUNNING: Terms = ON_A_MACHINE.flatMap((v) => [
  `${v} ... while it's running`,
  `${v} ... while it is running`,
]);
/** A fallen line moved by hand, not reported. */
const MOVERS = ['carry*', 'move*', 'remove*', 'lift*', 'pick* up', 'drag*', 'push*'];
const FALLEN_LINE_MOVED: Terms = MOVERS.flatMap((m) =>
  ['wire*', 'cable*', 'power line*'].map((w) => `${m} the fallen ... ${w}`),
);
// biome-ignore format: packed word list
const HAZARDS_SAID_MORE: Terms = [
  ...GEAR_WAIVED, ...WHILE_RUNNING, ...FALLEN_LINE_MOVED, 'without goggles', 'without a helmet',
  'without helmet', 'switching it off takes too long', 'live wire* ... with a stick',
  'inside the narrow trench', 'trench ... sides are soft', 'trench ... may collapse',
  'trench ... might cave', 'brakes by driving fast', 'driving fast down the hill', 'kg ... alone',
  "alone; there's nobody to help", "alone, there's nobody to help", 'alone, there is nobody to help',
  'nobody to help you lift',
];

/** Driving on though the licence is missing: said as going ahead anyway. Not the vehicles as
 *  terms: "truck", "the car" would be new firing words of the category and the core of its safe
 *  phrases (see WATCHERS). */
// biome-ignore format: packed word list
const NO_LICENCE_ANYWAY: Terms = [
  "even though you don't have ... licen*", 'even though you do not have ... licen*',
  "though you don't have ... licen*", "you don't have a licen* but", "you don't have the licen* but",
  'you no get licen* but', "even if you don't have ... licen*", 'even without ... licen*',
  'no need for ... licen*', "licen* or not, drive", 'drive* ... even without ... licen*',
];

/** A gas cylinder refilled at a plant or a station, where refilling is the trade. */
const REFILLED_AT: Terms = [
  'the gas plant',
  'a gas plant',
  'the plant',
  'the filling station',
  'a filling station',
  'the gas station',
  'a gas station',
  'the gas shop',
  'a gas shop',
].flatMap((p) => [`refill* ... at ${p}`, `refill* at ${p}`]);

/** A child lured with a false errand from a relative ("tell her that her uncle sent you"). */
const SENDERS_OF_A_CHILD = ['uncle', 'aunty', 'aunt', 'mother', 'father', 'mummy', 'daddy', 'mama'];
const LURED: Terms = [
  ...SENDERS_OF_A_CHILD.flatMap((r) => [`her ${r} sent you`, `his ${r} sent you`]),
  ...SENDERS_OF_A_CHILD.flatMap((r) => [`your ${r} sent me`, `say her ${r} send you`]),
  ...SENDERS_OF_A_CHILD.map((r) => `say his ${r} send you`),
];
// biome-ignore format: packed word list
const TOLD: Terms = [
  'tell the girl', 'tell the small girl', 'tell the boy', 'tell the small boy', 'tell the child',
  'tell the pupil', 'tell the kid', 'tell her', 'tell him', 'tel am', 'tell am',
];

/** The writer's own child or nephew by age, to or from school ("take my 10-year-old nephew to his
 *  school"). Only there: "take my 12-year-old daughter to the man's hotel room" stays refused. */
const MY_CHILDREN = ['daughter', 'son', 'nephew', 'niece', 'brother', 'sister', 'child', 'twins'];
const MY_CHILD_AGED: Terms = ['my', 'our'].flatMap((o) =>
  MY_CHILDREN.flatMap((c) => [
    `${o} # year old ${c} to ... school`,
    `${o} # year old ${c} from ... school`,
    `${o} # year old ${c} from school`,
    `${o} # year old ${c} to school`,
  ]),
);

/** A girl or a woman brought to a man's room. A child: the twentieth round's minors rule. */
// biome-ignore format: packed word list
const GIRL_OR_WOMAN: Terms = [
  'the girl', 'a girl', 'the small girl', 'the young girl', 'my daughter', 'my niece', 'the lady',
  'a lady', 'the house girl', 'the housemaid', 'the maid', 'my sister',
];
// biome-ignore format: packed word list
const MANS_ROOM: Terms = [
  "the man's hotel room", "the man's room", 'his hotel room', "oga's hotel room", "oga's room",
  "client's hotel room", "client's room", "guest's hotel room", "alhaji's room",
  "alhaji's hotel room", "chief's hotel room", "chief's room",
];
const BROUGHT: Terms = ['take', 'bring', 'carry', 'deliver', 'drop', 'escort', 'send'];

/** Voter cards named in the title, collected in the instructions ("Voter cards | Collect them
 *  from the old people"): a pronoun's act a sentence after its object (held). */
// biome-ignore format: packed word list
const COLLECTED_THEM: Terms = [
  'collect them', 'collect am', 'gather them', 'buy them', 'get them from', 'take them from',
  'collect all of them', 'pack them from',
];
// biome-ignore format: packed word list
const VOTER_CARDS: Terms = [
  'voter cards', 'voters cards', "voter's card*", "voters' card*", 'pvc', 'pvcs',
  'permanent voter* card*',
];

/** The queue for voter cards, photographed or counted: no card of anyone's. */
const CARD_QUEUES: Terms = ['queue', 'queues', 'line', 'lines', 'crowd'].flatMap((q) => [
  `${q} for voter card*`,
  `${q} for pvc*`,
  `${q} for ... voter card*`,
]);

/** A home's things carried out while its people sleep, the home another's (the need). */
// biome-ignore format: packed word list
const ANOTHERS_HOME: Terms = [
  'their compound', 'their house', 'their shop', "neighbour's", 'neighbours', 'their gate',
  'his compound', 'her compound', 'his house', 'her house', 'their flat', 'his shop', 'her shop',
];
// biome-ignore format: packed word list
const CARRIED_OUT: Terms = [
  'carry it out', 'take it out', 'bring it out', 'carry it away', 'carry am comot', 'remove it from',
  'carry them out', 'take them out', 'bring them out',
];
// biome-ignore format: packed word list
const WHILE_THEY_SLEEP: Terms = [
  'they are asleep', 'while they sleep', 'when they sleep', 'while they are sleeping',
  'when everyone is asleep', 'everyone is sleeping', 'nobody is awake', 'dem don sleep',
  'when dem sleep',
];

/** Stones thrown at people or their things (a mango tree's fruit is no one's). */
const STONES_THROWN: Terms = ['throw stones at', 'throw* stones at', 'throw rocks at'];
// biome-ignore format: packed word list
const STONED: Terms = [
  'the buses', 'their buses', 'the cars', 'their cars', 'the shop*', 'their shop*', 'the house',
  'their house', 'his house', 'her house', 'the window*', 'their window*', 'him', 'her', 'them',
  'the police', 'the union', 'their members', 'the traders', 'the rival*', 'the other*',
];

/** Children beaten or flogged: at a school, for their lessons. */
// biome-ignore format: packed word list
const CHILDREN_BEATEN: Terms = [
  'flog the children', 'flog the pupils', 'flog the kids', 'flog the boys', 'flog the girls',
  'flog the almajiri*', 'flog* the children', 'cane the children', 'cane the pupils',
  'beat the children', 'beat the pupils', 'beat the almajiri*', 'whip the children',
  'whip the pupils',
];

/** A weapon carried to a quarrel "in case they start trouble" (a cutlass for tall grass is
 *  the farm's). */
// biome-ignore format: packed word list
const ARMED_IN_CASE: Terms = [
  'cutlass* ... start trouble',
  'machete* ... start trouble', 'with your cutlass ... meeting', 'with your machete ... meeting',
  'in case they start trouble', 'in case dem start wahala', 'if they start trouble, use',
];

/** Hausa and Igbo: a people called cheats or thieves, boycotted, or attacked. */
// biome-ignore format: packed word list
const PEOPLES_HAUSA_IGBO: Terms = [
  'kiristoci*', 'musulmai', 'musulmi', 'inyamurai', 'yarbawa', 'hausawa', 'fulanin', 'ndị hausa',
  'ndị yoruba', 'ndị igbo', 'ndị fulani', 'ndị kraịst', 'ndị alakụba', 'ndi hausa', 'ndi yoruba',
  'ndi fulani',
];
// biome-ignore format: packed word list
const CALLED_OR_ATTACKED: Terms = [
  'mayaudara ne', 'barayi ne', 'ɓarayi ne', 'kada a yi kasuwanci da su', 'kada ku yi kasuwanci da su',
  'kada a saya daga gare su', 'su bar garin', 'bụ ndị ohi', 'bụ ndị aghụghọ', 'azụla ha ahịa',
];
// biome-ignore format: packed word list
const ATTACKED: Terms = ['wakpo', 'wakpoo', 'buso ha agha', 'gbuo', 'tie ha ihe'];

/** The writer's own cheque book, and the writer's own tyres let down. */
// biome-ignore format: packed word list
const OWN_CHEQUE_BOOK: Terms = [
  'my cheque book*', 'my chequebook*', 'my new cheque book*', 'my new chequebook*',
  'my check book*', 'my checkbook*',
];
// biome-ignore format: packed word list
const OWN_TYRES: Terms = [
  'tyres of my', 'tyre of my', 'tires of my', 'my tyres', 'my tyre', 'my tires', 'our tyres',
  'tyres of our', 'my own tyres',
];
/** Grown-ups asked about the children: the estate's guard, the bus driver. Not the parents: "do
 *  not ask their parents" is the older rule of children approached behind their backs. */
// biome-ignore format: packed word list
const GROWN_UPS_ASKED: Terms = [
  'estate security', 'security man', 'security guard', 'gateman', 'gate man', 'guard', 'driver',
  'bus driver', 'school driver', 'caretaker', 'estate manager',
].map((g) => `ask the ${g}`);

export const TWENTYFIRST_SPECS: readonly CategorySpec[] = [
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: "a family's comings and goings watched",
        outcome: 'refuse',
        act: WATCHERS,
        obj: ROUTINE,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    safe: [...OWN_CHEQUE_BOOK, ...CARD_QUEUES],
    rules: [
      { name: 'an account holder played', outcome: 'refuse', alone: PLAYED_AS_HOLDER },
      { name: 'one voter voting many times', outcome: 'refuse', alone: MANY_VOTES },
      { name: 'one plot sold to two buyers', outcome: 'refuse', alone: SOLD_TWICE },
      { name: 'fraud said outright, twenty-first round', outcome: 'refuse', alone: FRAUD_SAID },
      {
        name: 'voter cards collected, said apart',
        outcome: 'refuse',
        act: COLLECTED_THEM,
        obj: VOTER_CARDS,
        forward: 40,
        backward: 60,
        nextSentenceHolds: true,
      },
      { name: "an exam sat in another's place", outcome: 'refuse', alone: EXAM_IN_ANOTHERS_PLACE },
      { name: "another's name signed", outcome: 'refuse', alone: SIGNED_FOR_ANOTHER },
    ],
  },
  {
    category: 'illegal_goods_services',
    safe: THEFT_OF_ANOTHER_REPORTED,
    rules: [
      { name: 'a false medical paper', outcome: 'refuse', alone: FALSE_MEDICAL_PAPER },
      { name: 'drugs without a prescription, solvents', outcome: 'refuse', alone: UNPRESCRIBED },
      { name: "fuel siphoned from another's tank", outcome: 'refuse', alone: SIPHONED },
      {
        name: 'wild animals taken for sale',
        outcome: 'refuse',
        act: TRADED,
        obj: WILDLIFE,
        needs: FROM_THE_WILD,
        forward: 40,
        backward: 0,
      },
      {
        name: 'goods from a protected forest or an unlawful source',
        outcome: 'refuse',
        act: TRADED,
        obj: UNLAWFUL_SOURCE,
        forward: 60,
        backward: 0,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'stones thrown at people or their things',
        outcome: 'refuse',
        act: STONES_THROWN,
        obj: STONED,
        forward: 30,
        backward: 0,
      },
      { name: 'children beaten or flogged', outcome: 'refuse', alone: CHILDREN_BEATEN },
      { name: 'a weapon carried to a quarrel', outcome: 'hold', alone: ARMED_IN_CASE },
      {
        name: "a medicine put in a person's drink, Igbo",
        outcome: 'refuse',
        act: PUT_IN_DRINK,
        obj: HIS_DRINK,
        needs: UNAWARE,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'a person followed wherever he goes, Yoruba',
        outcome: 'refuse',
        act: FOLLOWED,
        obj: WHEREVER_YORUBA,
        needs: UNKNOWN_TO_HIM,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'violence_threats',
    safe: OWN_TYRES,
    rules: [{ name: "a vehicle's tank spoilt", outcome: 'refuse', alone: TANK_SPOILT }],
  },
  {
    category: 'harassment_intimidation',
    rules: [{ name: 'a threat of what was never seen', outcome: 'refuse', alone: NEVER_SEEN }],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: "a girl or a woman brought to a man's room",
        outcome: 'hold',
        act: GIRL_OR_WOMAN,
        obj: MANS_ROOM,
        needs: BROUGHT,
        forward: 40,
        backward: 0,
      },
      { name: 'a girl found to sleep with a client', outcome: 'refuse', alone: SLEEP_WITH_CLIENT },
      { name: 'women recruited to entertain men', outcome: 'refuse', alone: ENTERTAINING_MEN },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'carried out of a home while its people sleep',
        outcome: 'refuse',
        act: CARRIED_OUT,
        obj: WHILE_THEY_SLEEP,
        needs: ANOTHERS_HOME,
        forward: 80,
        backward: 60,
      },
      {
        name: 'a back door opened at night to take',
        outcome: 'refuse',
        act: BACK_DOOR_OPENED,
        obj: AT_NIGHT,
        needs: TAKEN,
        forward: 60,
        backward: 60,
      },
      { name: 'a house entered while she sleeps', outcome: 'refuse', alone: ENTERED_WHILE_ASLEEP },
    ],
  },
  {
    category: 'minors_exploitation',
    safe: [...GROWN_UPS_ASKED, ...MY_CHILD_AGED],
    rules: [
      {
        name: 'a child lured with a false errand',
        outcome: 'refuse',
        act: TOLD,
        obj: LURED,
        forward: 40,
        backward: 0,
      },
      { name: 'children photographed, Yoruba', outcome: 'refuse', alone: CHILDREN_PHOTOGRAPHED },
    ],
  },
  {
    category: 'otp_handling',
    rules: [
      {
        name: 'a code a network sends, passed on',
        outcome: 'refuse',
        act: PASSED_ON,
        obj: CODE_SENT,
        forward: 60,
        backward: 80,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people called cheats or boycotted, Hausa and Igbo',
        outcome: 'refuse',
        act: PEOPLES_HAUSA_IGBO,
        obj: CALLED_OR_ATTACKED,
        forward: 100,
        backward: 0,
        signFrames: false,
      },
      {
        name: 'a people attacked, Igbo',
        outcome: 'refuse',
        act: ATTACKED,
        obj: PEOPLES_HAUSA_IGBO,
        forward: 30,
        backward: 0,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      { name: 'asbestos broken up by hand', outcome: 'hold', alone: ASBESTOS_WORK },
      { name: 'hot work on what held gas or fuel', outcome: 'hold', alone: HOT_WORK },
      {
        name: 'a hazard said outright, twenty-first round',
        outcome: 'hold',
        alone: HAZARDS_SAID_MORE,
      },
      { name: 'driving on without a licence', outcome: 'hold', alone: NO_LICENCE_ANYWAY },
    ],
    safe: REFILLED_AT,
  },
];
