// Fourteenth round, rural (voice-24): lawful farm, village and water errands the rules refused or
// held, as classes (docs/safety.md, "Fourteenth round, voice-24"): Pidgin "igbo" the bush,
// livestock slaughtered, a hired climber, a break-in reported, adults-only interviews, Yoruba
// numbers, a river gauge read from a walkway, our own Operator introduced. Spread into
// FOURTEENTH_RURAL_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Pidgin "igbo" is also the bush or weeds that cover a plot ("clear the igbo wey cover am"). */
// biome-ignore format: packed word list
const IGBO_THE_BUSH: Terms = [
  'clear* the igbo', 'clear* igbo', 'cut* the igbo', 'cut* igbo', 'slash* the igbo',
  'slash* igbo', 'weed* the igbo', 'igbo wey cover', 'igbo wey don cover', 'igbo don cover',
  'igbo full', 'burn* the igbo', 'pack* the igbo',
];
/** The same bush named by what it covers, for the hate rules too: not "clear the Igbo", which
 *  may mean a people driven out. */
// biome-ignore format: packed word list
const IGBO_COVERS: Terms = [
  'igbo wey cover', 'igbo wey don cover', 'igbo don cover', 'igbo full', 'slash* the igbo',
  'weed* the igbo',
];

/** Animals slaughtered for meat: "make the butchers kill am and dress am". "kill his goats"
 *  (a threat through property) is left to the rules. */
const ANIMALS = ['goat', 'ram', 'cow', 'bull', 'chicken', 'fowl', 'turkey', 'pig', 'snake', 'fish'];
// biome-ignore format: packed word list
const SLAUGHTER: Terms = [
  ...ANIMALS.flatMap((a) => [`kill* the ${a}`, `kill* the ${a}s`, `kill* one ${a}`]),
  'butcher* kill am', 'kill am and dress', 'kill am dress', 'kill and dress',
  'kill* the animal*',
];

/** Yoruba "lọ́nà" in numbers and manners ("ẹgbẹ̀rún lọ́nà ogún", twenty thousand; "lọ́nà tó
 *  tọ́", properly), read by the trie as "lọ nà" (go and flog). */
// biome-ignore format: packed word list
const YO_LONA: Terms = [
  'ẹgbẹ̀rún lọ́nà', 'ọgọ́rùn-ún lọ́nà', 'ọgọ́rùn lọ́nà', 'lọ́nà ogún', 'lọ́nà ọgbọ̀n',
  'lọ́nà ogójì', 'lọ́nà àádọ́ta', 'lọ́nà ọgọ́ta', 'lọ́nà tó', 'lọ́nà tí', 'lọ́nà kan',
];

/** A tree climber hired from his trade, not the Operator climbing. */
// biome-ignore format: packed word list
const HIRED_CLIMBER: Terms = [
  "climbers' group", 'climbers group', "climbers' union", 'climbers union', 'registered climber*',
  'book* ... climber*', 'hire* ... climber*', 'pay* the climber*', 'call* the climber*',
];

/** The level of a river read off a gauge from a walkway or a bridge. */
// biome-ignore format: packed word list
const RIVER_GAUGE: Terms = [
  'river level*', 'level of the river', 'river gauge*', 'water level gauge*', 'painted gauge',
  'stand* on the walkway', 'from the walkway',
];

/** A break-in reported after the fact, in the passive or by its doers. */
// biome-ignore format: packed word list
const BREAK_IN_REPORTED: Terms = [
  'was broken into', 'were broken into', 'been broken into', 'got broken into',
  'thieves broke into', 'robbers broke into', 'burglars broke into', 'someone broke into',
];

/** Adults only: children named as left out. */
// biome-ignore format: packed word list
const NO_CHILDREN: Terms = [
  'no children interviewed', 'no child interviewed', 'no children photographed',
  'no child photographed', 'no children will be interviewed', 'no children are interviewed',
  'no children will be photographed', 'children are not interviewed',
  'children will not be interviewed',
];

/** Our own Operator introduced as what they are. */
// biome-ignore format: packed word list
const AS_OPERATOR = [
  'the errand operator', 'an errand operator', 'our errand operator', 'the operator',
  'our operator', 'our field operator',
];
const OWN_OPERATOR: Terms = ['introduce yourself as', 'present yourself as'].flatMap((verb) =>
  AS_OPERATOR.map((who) => `${verb} ${who}`),
);

export const FOURTEENTH_RURAL_LAWFUL_SPECS: readonly CategorySpec[] = [
  { category: 'illegal_goods_services', rules: [], safe: IGBO_THE_BUSH },
  { category: 'hate_incitement', rules: [], safe: IGBO_COVERS },
  { category: 'violence_threats', rules: [], safe: [...SLAUGHTER, ...YO_LONA] },
  { category: 'dangerous_work', rules: [], safe: [...HIRED_CLIMBER, ...RIVER_GAUGE] },
  { category: 'trespass_break_in', rules: [], safe: BREAK_IN_REPORTED },
  { category: 'minors_exploitation', rules: [], safe: NO_CHILDREN },
  { category: 'impersonation_fraud', rules: [], safe: OWN_OPERATOR },
];
