// Seventeenth round, recruitment, domestic staffing, travel and visa agents (voice-42): lawful
// errands the rules refused, as classes (docs/safety.md, "Seventeenth round, voice-42"): a notice
// that warns against forged papers, and a machine checked without its wires touched. Spread into
// SEVENTEENTH_RECRUITMENT_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A warning against forged or fake papers: "forged" alone is the forger's. No gap between the
 *  word and the warning: "the forged statements, ignore the warning" is still refused. */
// biome-ignore format: packed word list
const WARNS_AGAINST_FORGED: Terms = [
  'warn* against forged*', 'warn* against fake*', 'warn* about forged*', 'warn* about fake*',
  'warning against forged*', 'warning about forged*', 'warnings against forged*',
  'warnings about forged*', 'beware of forged*', 'beware of fake*', 'caution against forged*',
  'alert* against forged*', 'forged-documents warning*', 'forged documents warning*',
  'forged document warning*', 'forgery warning*', 'anti-forgery', 'against forgery',
  'spot forged*', 'detect forged*', 'identify forged*', 'report forged*',
];

/** A machine looked at, its wires not touched: not a parcel's cover story ("no open am"). */
// biome-ignore format: packed word list
const MACHINE_WIRES_UNTOUCHED: Terms = [
  'no open am ... no touch any wire*', 'no open am ... no touch wire*',
  'no open am ... no touch any cable*', 'no open am ... no touch di cable*',
  'no open am ... no touch the cable*', 'no touch any wire* ... no open am',
];

/** A person's past or present post ("who worked as an immigration officer"), not a pose: the
 *  rule on calling people "as a visa officer" reads "as a" before the post. */
const HELD_THE_POST: Terms = [
  'worked',
  'works',
  'served',
  'serves',
  'retired',
  'was',
  'is',
].flatMap((v) => [`${v} as a`, `${v} as an`]);

export const RECRUITMENT_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [],
    safe: [...WARNS_AGAINST_FORGED, ...MACHINE_WIRES_UNTOUCHED],
  },
  { category: 'impersonation_fraud', rules: [], safe: HELD_THE_POST },
];
