// Twenty-first round, harm to bodies and goods (docs/safety.md, "Twenty-first round"): a vehicle's
// tank spoilt, stones thrown, children flogged, a cutlass carried to a quarrel, a medicine put in
// a drink (Igbo), a threat of what was never seen, a people called cheats or attacked (Hausa,
// Igbo), false sick notes, drugs without a prescription, siphoned fuel, wild animals, goods from
// unlawful sources, and hazards said outright (asbestos, hot work, protection waived, driving on
// without a licence); the writer's own tyres, a gas refill at the plant, another's theft reported
// pass. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

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

/** A false medical paper: a sick note, a doctor's letter of an illness not had. Not "fake …
 *  report": the older safe phrase "fake* ... report*" (a report of fakes) hides any term inside
 *  it (docs/safety.md, "Twenty-first round, noticed and left"). */
// biome-ignore format: packed word list
const FALSE_MEDICAL_PAPER: Terms = [
  "fake doctor's letter*", "fake doctor's note*", 'fake medical letter*', 'fake sick note*',
  'fake sick leave', 'fake hospital letter*', 'fake hospital card*', 'fake excuse letter*',
  'fake medical excuse*', "fake doctor's report*", 'fake doctor report*', 'fake medical report*',
  'fake hospital report*', 'fake medical certificate*', "fake doctor's certificate*",
];

/** Asbestos broken up or carried off by hand: its dust is the hazard. */
// biome-ignore format: packed word list
const ASBESTOS_WORK: Terms = [
  'remove* ... asbestos', 'break* ... asbestos', 'cut* ... asbestos', 'pull* down ... asbestos',
  'tear* ... asbestos', 'asbestos ... no mask', 'asbestos ... without ... mask',
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
export const FROM_THE_WILD: Terms = [
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
  'without asking for prescription', 'without asking for a prescription',
  'no need for prescription', 'no need for a prescription', 'the strong one with codeine',
  'the one with codeine', 'with plenty codeine', 'sniper for the boys to drink',
  'sniper ... to drink', 'drink ... sniper', 'sniff* ... rubber solution',
  'rubber solution ... sniff*',
  'sniff* ... glue', 'glue ... to sniff', 'sniff* ... petrol', 'petrol ... to sniff',
];

/** Drugs by their street names the lists lacked ("lean", "arizona", "ice") in the phrases
 *  that fix them (lean meat, Arizona the state, ice for drinks are not these), and knock-out
 *  pills. */
// biome-ignore format: packed word list
const STREET_NAMES: Terms = [
  'the lean from the', 'lean from the boys', 'pick up the lean', 'collect the lean', 'buy the lean',
  'bottle* of lean', 'cup of lean', 'purple lean', 'the arizona for the boys',
  'arizona from the joint',
  'wraps of arizona', 'arizona weed', 'sachets of ice from', 'ice from the boys', 'the crystal one',
  'crystal meth', 'knock-out pill*', 'knockout pill*', 'knock out pill*', 'knockout drug*',
  'knock-out drug*', 'knock-out drops', 'knockout drops',
];

/** Fuel siphoned from another's tank, to sell. */
// biome-ignore format: packed word list
const SIPHONED: Terms = [
  'siphon* ... and sell', 'siphon* ... from the company', 'siphon* ... at night',
  'siphon* ... from their', "siphon* ... from the neighbour", 'siphon* ... without them knowing',
  'siphon* ... from the trucks', 'siphon* ... from the pipeline',
];

/** Another's theft reported to the police: a relative's, a neighbour's (the twentieth round's
 *  THEFT_REPORTED named the writer's own). */
const THEFT_OF_ANOTHER_REPORTED: Terms = ['his', 'her', 'their', 'our', 'the'].flatMap((o) => [
  `report* ${o} stolen`,
  `report* of ${o} stolen`,
  `report* about ${o} stolen`,
]);

/** Igbo: a medicine put in a person's drink so they do not know (the eighteenth round's rule
 *  lacked its "so he does not know"). */
const PUT_IN_DRINK: Terms = ['tinye ọgwụ', 'wunye ọgwụ', 'tinye ogwu', 'wunye ogwu'];

const HIS_DRINK: Terms = ['ihe ọṅụṅụ ya', 'mmanya ya', 'nri ya', 'ihe onunu ya'];

// biome-ignore format: packed word list
const UNAWARE: Terms = [
  'ka ọ ghara ịmara', 'ka o ghara imara', 'ka ọ ghara ima', 'na-amaghị', 'ka ọ hie ụra',
  'ka ọ daa', 'ka ọ ghara ịma',
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
  "alone; there's nobody to help", "alone, there's nobody to help",
  'alone, there is nobody to help',
  'nobody to help you lift',
];

/** Driving on though the licence is missing: said as going ahead anyway. Not the vehicles as
 *  terms: "truck", "the car" would be new firing words of the category and the core of its safe
 *  phrases (the twentieth round's rule). */
// biome-ignore format: packed word list
const NO_LICENCE_ANYWAY: Terms = [
  "even though you don't have ... licen*", 'even though you do not have ... licen*',
  "though you don't have ... licen*", "you don't have a licen* but",
  "you don't have the licen* but",
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

/** Stones thrown at people or their things (a mango tree's fruit is no one's). */
const STONES_THROWN: Terms = ['throw stones at', 'throw* stones at', 'throw rocks at'];

// biome-ignore format: packed word list
const STONED: Terms = [
  'the buses', 'their buses', 'the cars', 'their cars', 'the shop*', 'their shop*', 'the house',
  'their house', 'his house', 'her house', 'the window*', 'their window*', 'him', 'her', 'them',
  'the police', 'the union', 'their members', 'the traders', 'the rival*', 'the other*',
];

/** Arson threatened or ordered against a person's place ("we'll burn his workshop"). */
const BURN_WHOSE = ['his', 'her', 'their'];
const BURN_WHAT = ['workshop', 'shop', 'house', 'car', 'store', 'stall', 'farm'];
const ARSON_SAID: Terms = [
  ...BURN_WHOSE.flatMap((w) => [`we'll burn ${w}`, `we will burn ${w}`, `we go burn ${w}`]),
  ...BURN_WHOSE.flatMap((w) => BURN_WHAT.map((t) => `burn ${w} ${t}`)),
];

/** A person shamed to a group with a claim about her body or her bed (whose bed it is, not any
 *  "is sleeping with": the baby sleeps with the light on). */
// biome-ignore format: packed word list
const SHAMED_TO: Terms = [
  'post in the', 'post on the', 'post that', 'tell everyone that', 'spread the word that',
  'spread it that', 'announce that', 'write on the',
];
// biome-ignore format: packed word list
const SHAMING_CLAIM: Terms = [
  'is sleeping with the pastor', 'is sleeping with her boss', 'is sleeping with his',
  'is sleeping with my', 'is sleeping with our', 'is sleeping with married', 'is sleeping around',
  'is having an affair with', 'has hiv', 'has aids', 'is a witch', 'is a wizard',
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
export const PEOPLES_HAUSA_IGBO: Terms = [
  'kiristoci*', 'musulmai', 'musulmi', 'inyamurai', 'yarbawa', 'hausawa', 'fulanin', 'ndị hausa',
  'ndị yoruba', 'ndị igbo', 'ndị fulani', 'ndị kraịst', 'ndị alakụba', 'ndi hausa', 'ndi yoruba',
  'ndi fulani',
];

// biome-ignore format: packed word list
const CALLED_OR_ATTACKED: Terms = [
  'mayaudara ne', 'barayi ne', 'ɓarayi ne', 'kada a yi kasuwanci da su',
  'kada ku yi kasuwanci da su',
  'kada a saya daga gare su', 'su bar garin', 'bụ ndị ohi', 'bụ ndị aghụghọ', 'azụla ha ahịa',
];

// biome-ignore format: packed word list
const ATTACKED: Terms = ['wakpo', 'wakpoo', 'buso ha agha', 'gbuo', 'tie ha ihe'];

// biome-ignore format: packed word list
const OWN_TYRES: Terms = [
  'tyres of my', 'tyre of my', 'tires of my', 'my tyres', 'my tyre', 'my tires', 'our tyres',
  'tyres of our', 'my own tyres',
];

export const TWENTYFIRST_HARM_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    safe: THEFT_OF_ANOTHER_REPORTED,
    rules: [
      { name: 'a false medical paper', outcome: 'refuse', alone: FALSE_MEDICAL_PAPER },
      { name: 'drugs without a prescription, solvents', outcome: 'refuse', alone: UNPRESCRIBED },
      { name: 'drugs by street names, knock-out pills', outcome: 'refuse', alone: STREET_NAMES },
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
      { name: "arson said against a person's place", outcome: 'refuse', alone: ARSON_SAID },
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
    category: 'violence_threats',
    safe: OWN_TYRES,
    rules: [{ name: "a vehicle's tank spoilt", outcome: 'refuse', alone: TANK_SPOILT }],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      { name: 'a threat of what was never seen', outcome: 'refuse', alone: NEVER_SEEN },
      {
        name: 'a person shamed to a group',
        outcome: 'refuse',
        act: SHAMED_TO,
        obj: SHAMING_CLAIM,
        forward: 60,
        backward: 0,
        signFrames: false,
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
