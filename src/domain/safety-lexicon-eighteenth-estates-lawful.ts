// Eighteenth round, estates (voice-50): lawful errands of landlords, agents, caretakers and
// tenants' associations the rules refused or held, as classes (docs/safety.md, "Eighteenth round,
// voice-50"): a property photographed for a listing or a report, a site reached behind a
// colleague's van, nude as a paint, clothes sized by age, bush cleared in Yoruba, a threat
// reported in Hausa. Spread into EIGHTEENTH_ESTATES_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A property photographed with its owner there, or a building next door, or a place shown to
 *  the tenants: the camera is on rooms and roads, not on the people named beside them. */
// biome-ignore format: packed word list
const PROPERTY_PHOTOGRAPHED: Terms = [
  'with him there', 'with her there', 'with them there', 'with the landlord there',
  'with the owner there', 'photograph the vacant', 'photograph the empty', 'photograph each room',
  'photograph every room', 'photograph all the rooms', 'snap the vacant', 'snap the empty',
  'snap each room', 'snap every room', 'neighbouring building*', 'neighbouring plot*',
  'neighbouring propert*', 'neighbouring house*', 'neighbouring compound*', 'neighbouring fence',
  'neighbouring wall', 'neighbouring shop*', 'neighbouring estate*', 'neighbouring land',
  'neighboring building*', 'neighboring plot*', 'neighboring propert*', 'neighboring house*',
  'make the tenants know', 'make the tenants see', 'make tenants know', 'make tenants see',
  'so the tenants know', 'so the tenants can see', 'so tenants know', 'to show the tenants',
  'make the residents know', 'make the residents see', 'so the residents know',
  'so residents know', 'to show the residents',
];

/** A site reached behind a colleague's van (Pidgin "follow am reach the plot"): the older
 *  look-alikes know a campus, a market, a hospital. */
const SITE_REACHED: Terms = ['plot', 'new plot', 'site', 'site meeting', 'project site'].flatMap(
  (place) => [`follow* ... reach ... ${place}`, `follow* ... go ... ${place}`],
);

/** Nude as a paint or a finish in a home: the older safe colours know lipsticks and heels. */
// biome-ignore format: packed word list
const NUDE_IN_A_HOME: Terms = [
  'nude paint*', 'nude emulsion', 'nude matt*', 'nude finish', 'nude wall*', 'nude tile*',
  'nude curtain*', 'nude blind*', 'nude rug*', 'nude sofa*', 'nude cushion*', 'nude interior*',
  'nude decor', 'shade nude', 'nude for the living room', 'nude for the sitting room',
];

/** Clothes and shoes sized by age: "the landlord give the sizes: age 8". */
// biome-ignore format: packed word list
const SIZES_BY_AGE: Terms = [
  'give the size*', 'gave the size*', 'give me the size*', 'give you the size*', 'sizes age #',
  'size age #', 'age # size', 'age # sizes', 'uniform* for age #', 'uniform* age #',
  'sizes for age #', 'size for age #', 'shoe* for age #', 'clothes for age #',
];

/** Bush cleared in Yoruba (igbó, bush; folded to "igbo", cannabis). */
// biome-ignore format: packed word list
const BUSH_CLEARED: Terms = [
  'ṣán igbó', 'ṣá igbó', 'gé igbó', 'pa igbó', 'ṣán gbogbo igbó', 'ṣán igbó tó', 'inú igbó',
  'igbó kìjikìji', 'igbó tó wà', 'igbó orí ilẹ̀', 'igbó inú ọgbà', 'ọ̀gbà tí igbó',
];

/** A threat reported, in Hausa: the report of a threat names it ("rahoton barazana") as the
 *  English "report the threat" does. */
// biome-ignore format: packed word list
const THREAT_REPORTED: Terms = [
  'rahoton barazana*', 'kai rahoton barazana*', 'game da barazana*', 'barazanar da aka yi',
  'an yi masa barazana', 'an yi mata barazana', 'an yi musu barazana', 'an yi min barazana',
  'an yi mana barazana',
];

export const ESTATES_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  {
    category: 'surveillance_stalking',
    rules: [],
    safe: [...PROPERTY_PHOTOGRAPHED, ...SITE_REACHED],
  },
  { category: 'sexual_services', rules: [], safe: NUDE_IN_A_HOME },
  { category: 'minors_exploitation', rules: [], safe: SIZES_BY_AGE },
  { category: 'illegal_goods_services', rules: [], safe: BUSH_CLEARED },
  { category: 'harassment_intimidation', rules: [], safe: THREAT_REPORTED },
];
