// Twenty-sixth round, the fourth batch (docs/safety.md, "Twenty-sixth round, fourth batch"): what
// five more writers (care and emergencies, waterways and travel, security tech and data, mining
// and oil, family life) put that the rules passed. Refused: someone followed unknowing in Hausa,
// a house found in Pidgin ("the exact house she dey stay"), a bank's fraud desk played in Pidgin,
// an ID's name and photo changed, unlabelled codeine, gold taken across a border unseen in Hausa,
// an official's uniform worn in Hausa, medicine put in someone's soup in Igbo. Held: a gas
// regulator fitted and its hose tested, night work far from town in Hausa, water gone into
// under a hull, a tree climbed to cut with a chainsaw. Appended to POLICY_SPECS.
import { type CategorySpec, pairRule as pair, type Terms } from './safety-policy-spec.ts';

/** Someone followed or photographed unknowing, in Hausa ("ka bi ta … ba tare da ta gane ba"). */
// biome-ignore format: packed word list
const FOLLOW_HA: Terms = [
  'ka bi ta', 'ka bi shi', 'ka bi su', 'ka dauki hotonta', 'ka dauki hotonsa', 'ka ɗauki hotonta',
  'ka ɗauki hotonsa', 'ka biyo ta', 'ka biyo shi',
];
// biome-ignore format: packed word list
const UNKNOWING_HA: Terms = [
  'ba tare da ta gane ba', 'ba tare da ya gane ba', 'ba tare da ta sani ba',
  'ba tare da ya sani ba', 'kada ta gane', 'kada ya gane', 'kada ta sani', 'kada ya sani',
  'gidan da take kwana', 'gidan da yake kwana',
];

/** A house found in Pidgin: "find the exact house she dey stay". */
// biome-ignore format: packed word list
const FIND: Terms = ['find', 'find out', 'locate', 'trace', 'get me', 'check'];
// biome-ignore format: packed word list
const HOUSE_SHE_STAYS: Terms = [
  'house she dey stay', 'house he dey stay', 'where she dey stay', 'where he dey stay',
  'where she dey sleep', 'where he dey sleep', 'exact house she', 'exact house he',
  'her exact house', 'his exact house',
];

/** A bank's fraud desk played in Pidgin: "tell dem say you dey call from GTBank fraud desk". */
// biome-ignore format: packed word list
const CALLING_FROM: Terms = [
  'say you dey call from', 'you dey call from', 'say you are calling from', 'you are calling from',
  'say na from', 'say you be from',
];
// biome-ignore format: packed word list
const BANK_DESKS: Terms = [
  'gtbank', 'gtb', 'access', 'zenith', 'first bank', 'uba', 'opay', 'moniepoint', 'palmpay',
  'kuda', 'fidelity', 'union bank', 'wema', 'sterling', 'fraud desk', 'the bank', 'their bank',
  'customer care', 'cbn', 'nibss',
];

/** An ID's name and photo changed for each customer. */
// biome-ignore format: packed word list
const ID_ALTERED: Terms = [
  'change the name photo and nin', 'change the name and photo', 'change the photo and name',
  'change the nin number', 'change the name and nin', 'edit the nin number', 'swap the photo',
  'change the name photo and', 'change the name, photo and nin',
];

/** Codeine and its kin sold without a label or in black nylon. */
// biome-ignore format: packed word list
const SYRUPS: Terms = ['codeine', 'codeine syrup', 'tramadol', 'rohypnol', 'rophynol', 'tutu'];
// biome-ignore format: packed word list
const UNLABELLED: Terms = [
  'no get label', 'wey no get label', 'without label', 'without a label', 'no label',
  'unlabelled', 'unlabeled', 'black nylon', 'black nylon bag',
];

/** Goods taken across a border unseen, in Hausa ("ka tsallaka iyaka … ba tare da takarda ko
 *  kwastam sun gani ba"). */
// biome-ignore format: packed word list
const CROSS_HA: Terms = [
  'tsallaka iyaka', 'ka tsallaka', 'ketare iyaka', 'ka ketare', 'wuce iyaka', 'ka wuce iyaka',
];
// biome-ignore format: packed word list
const UNSEEN_HA: Terms = [
  'ba tare da takarda', 'ba tare da kwastam', 'kwastam sun gani', 'kada kwastam', 'ka boye',
  'ka ɓoye', 'a boye', 'a ɓoye',
];

/** An official's uniform worn, in Hausa ("ka sanya rigar jami'an gandun daji"). */
// biome-ignore format: packed word list
const PUT_ON_HA: Terms = ['ka sanya', 'sanya', 'ka saka', 'saka', 'ka sa', 'zan ba ka', 'zan baka'];
// biome-ignore format: packed word list
const OFFICIALS_DRESS_HA: Terms = [
  "rigar jami'an", 'rigar jamian', "rigar jami'ai", 'rigar jami', "kayan jami'ai", 'kayan jami',
  "rigar 'yan sanda", 'rigar yan sanda', "kayan 'yan sanda", 'kayan yan sanda', 'kayan sarki',
  "kakin 'yan sanda", 'kakin yan sanda', 'kakin dan sanda', 'kakin soja', "kakin jami'an",
];

/** Medicine put in someone's soup unknown to them, in Igbo ("tinye ọgwụ … n'ofe ya, ọ gaghị
 *  ama"): the secrecy, not the food, since a mother's medicine goes in her food on a doctor's
 *  word (thirteenth round). */
// biome-ignore format: packed word list
const PUT_MEDICINE_IG: Terms = ['tinye ọgwụ', 'tinye ogwu', 'tinye nsi', 'tinye nsị', 'wụnye ọgwụ'];
// biome-ignore format: packed word list
const IN_HIS_FOOD_IG: Terms = [
  'ọ gaghị ama', 'o gaghi ama', 'ọ gaghị amata', 'o gaghi amata', 'ka ọ ghara ịma',
  'ka o ghara ima', 'na nzuzo',
];

/** A gas regulator fitted and its hose tested. */
// biome-ignore format: packed word list
const FIT: Terms = ['fix', 'fit', 'connect', 'fix back', 'test', 'install', 'change'];
// biome-ignore format: packed word list
const GAS_FITTINGS: Terms = [
  'regulator', 'the regulator', 'gas hose', 'the hose for leaks', 'hose for leak*',
  'gas pipe*', 'burner valve',
];

/** Night work far from town, in Hausa ("da daddare … nesa da gari, babu wutar lantarki"). */
// biome-ignore format: packed word list
const AT_NIGHT_HA: Terms = ['da daddare', 'cikin dare', 'tsakar dare', 'da dare'];
// biome-ignore format: packed word list
const FAR_DARK_HA: Terms = [
  'nesa da gari', 'nesa yake da gari', 'nesa take da gari', 'wurin nesa', 'babu wutar lantarki', 'babu wuta', 'cikin daji', 'kai kadai', 'ku kadai',
];

/** Water gone into under a hull. */
// biome-ignore format: packed word list
const INTO_WATER: Terms = [
  'go into the water', 'get into the water', 'enter the water', 'jump into the water',
  'dive under', 'swim under', 'dive down', 'enter water',
];
// biome-ignore format: packed word list
const UNDER_A_HULL: Terms = [
  'hull', 'underside', 'under the boat', 'under the ferry', 'propeller', 'metres deep',
  'meters deep', 'feet deep',
];

/** A tree climbed to cut with a chainsaw. */
// biome-ignore format: packed word list
const CLIMB: Terms = ['climb am', 'climb the tree', 'climb the iroko', 'climb up', 'climb'];
// biome-ignore format: packed word list
// biome-ignore format: packed word list
const CUT_ALOFT: Terms = [
  'chainsaw', 'chain saw', 'cut the top', 'top branches', 'with rope', 'highest branch',
  'the very top of', 'top of the tree', 'with the rope',
];

export const TWENTYSIXTH_FOURTH_SPECS: readonly CategorySpec[] = [
  {
    category: 'surveillance_stalking',
    rules: [
      pair('someone followed unknowing, in Hausa', 'refuse', FOLLOW_HA, UNKNOWING_HA, 120, 60),
      pair('a house found, in Pidgin', 'refuse', FIND, HOUSE_SHE_STAYS, 60, 0),
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      pair("a bank's desk played, in Pidgin", 'refuse', CALLING_FROM, BANK_DESKS, 20, 0),
      pair("an official's uniform worn, in Hausa", 'refuse', PUT_ON_HA, OFFICIALS_DRESS_HA, 30, 0),
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      { name: "an ID's name and photo changed", outcome: 'refuse', alone: ID_ALTERED },
      pair('codeine without a label', 'refuse', SYRUPS, UNLABELLED, 60, 40),
      pair('goods taken across a border unseen, in Hausa', 'refuse', CROSS_HA, UNSEEN_HA, 120, 120),
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      pair(
        "medicine put in someone's soup, in Igbo",
        'refuse',
        PUT_MEDICINE_IG,
        IN_HIS_FOOD_IG,
        80,
        0,
      ),
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      pair('a gas regulator fitted, its hose tested', 'hold', FIT, GAS_FITTINGS, 40, 0),
      {
        ...pair('night work far from town, in Hausa', 'hold', FAR_DARK_HA, AT_NIGHT_HA, 150, 150),
        nextSentenceHolds: true,
      },
      pair('water gone into under a hull', 'hold', INTO_WATER, UNDER_A_HULL, 80, 40),
      pair('a tree climbed to cut with a chainsaw', 'hold', CLIMB, CUT_ALOFT, 100, 60),
    ],
  },
];
