// Seventeenth round, food, restaurants, street food and abattoirs (voice-41): lawful errands the
// rules refused, as classes (docs/safety.md, "Seventeenth round, voice-41"): nude as a colour
// and naked cakes, a market stall before a Hausa word in k ("stall, ka"), food bought for the
// writer's own children, and food and drink for a night's work. Spread into
// SEVENTEENTH_FOOD_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Nude as a colour beside another colour or a fabric, and cakes left "naked" (no outer
 *  icing): "nude colo*" alone was safe, "nude and gold" was not. */
// biome-ignore format: packed word list
const COLOURS = [
  'gold', 'white', 'black', 'pink', 'brown', 'beige', 'silver', 'cream', 'peach', 'blush',
  'ivory', 'champagne', 'rose gold', 'wine', 'green',
];
// biome-ignore format: packed word list
const NUDE_MATERIALS = [
  'satin', 'ribbon*', 'tulle', 'lace', 'fabric*', 'chiffon', 'gele', 'aso ebi', 'nail*', 'polish',
  'gloss', 'makeup', 'icing', 'fondant', 'buttercream', 'frosting', 'theme',
];
const NUDE_AS_COLOUR: Terms = [
  ...COLOURS.flatMap((c) => [`nude and ${c}`, `${c} and nude`, `nude ${c}`]),
  ...NUDE_MATERIALS.map((m) => `nude ${m}`),
  'naked cake*',
  'semi-naked cake*',
  'semi naked cake*',
  'nude cake*',
  'naked sponge*',
];

/** A stall or a "stal" before a word in k: the walk reads "stal ka" as "stalk". */
// biome-ignore format: packed word list
const STALL_BEFORE_K: Terms = [
  'stall ka', 'stall ki', 'stall ku', 'stall ko', 'stall kuma', 'stall kafin', 'stall kada',
  'stall keeper*', 'stall key*', 'stall kiosk*', 'stall kitchen*',
];

/** Food bought for the writer's own children: they are whom it is for, not whom it acts on
 *  ("buy two lunchboxes for my children (6 and 9), bring them to my house"). An age in words
 *  ("a 12-year-old girl … for my children") is still read. */
// biome-ignore format: packed word list
const FOR_MY_CHILDREN: Terms = [
  'for my children', 'for my child', 'for my kids', 'for my kid', 'for my # children',
  'for my # kids', 'for my two children', 'for my two kids', 'for my three children',
  'for our children', 'for our kids', 'for my pikin*', 'for my pickin*', 'for my little ones',
  "for my children's", "for my kids'",
];

/** Food, drink and gear for a night's work or an event ("plus suya and drink for the night"). */
// biome-ignore format: packed word list
const NIGHT_FARE = [
  'drink', 'drinks', 'food', 'suya', 'chops', 'small chops', 'meat', 'menu', 'dinner', 'snacks',
  'cooler', 'soup', 'beer',
];
/** ...after a determiner, another dish or the Operator's pay: "girls and drinks for the night"
 *  is still read. */
const FOOD_FOR_THE_NIGHT: Terms = NIGHT_FARE.flatMap((f) => [
  `the ${f} for the night`,
  `your ${f} for the night`,
  `suya and ${f} for the night`,
  `plus ${f} for the night`,
]);

/** Food said to be free of a dye, a preservative or a ripener ("bromate-free", "no carbide"). */
const NOT_ADULTERATED: Terms = [
  'sudan dye',
  'formalin',
  'carbide',
  'bromate',
  'potassium bromate',
  'calcium carbide',
].flatMap((a) => [
  `${a}-free`,
  `${a} free`,
  `no ${a}`,
  `without ${a}`,
  `free of ${a}`,
  `free from ${a}`,
  `uses no ${a}`,
  `test* for ${a}`,
]);

/** Titles before a name ("say you are Chef Bello"), read by the claim rule in -food.ts. */
// biome-ignore format: packed word list
export const TITLES = [
  'mr', 'mrs', 'miss', 'madam', 'chief', 'alhaji', 'alhaja', 'hajiya', 'dr', 'chef', 'pastor',
  'engr', 'mallam', 'mazi',
];
/** Who the Operator truly is to that person ("you are Mrs Okafor's driver"): the roles that
 *  ROLE_OF in -fourteenth-civic.ts lacks, and its roles for the titles it lacks. */
// biome-ignore format: packed word list
const ROLES = [
  'driver', 'secretary', 'assistant', 'messenger', 'pa', 'staff', 'cousin', 'sister', 'brother',
  'son', 'daughter', 'rep', 'neighbour', 'friend', 'house help', 'guest', 'tenant', 'customer',
  'worker', 'cook', 'office', 'family',
];
const OLDER_TITLES = new Set(['mr', 'mrs', 'miss', 'chief', 'alhaji', 'alhaja', 'dr', 'barrister']);
const OLDER_ROLES = new Set(['driver', 'secretary', 'assistant', 'messenger', 'pa']);
const ROLE_OF_MORE: Terms = TITLES.flatMap((t) =>
  ROLES.filter((r) => !(OLDER_TITLES.has(t) && OLDER_ROLES.has(r))).map(
    (r) => `you are ${t} ... s ${r}`,
  ),
);

export const FOOD_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'sexual_services', rules: [], safe: [...NUDE_AS_COLOUR, ...FOOD_FOR_THE_NIGHT] },
  { category: 'surveillance_stalking', rules: [], safe: STALL_BEFORE_K },
  { category: 'minors_exploitation', rules: [], safe: FOR_MY_CHILDREN },
  { category: 'impersonation_fraud', rules: [], safe: ROLE_OF_MORE },
  { category: 'illegal_goods_services', rules: [], safe: NOT_ADULTERATED },
];
