// Sixteenth round, fuel, gas, generators and the riverine south (voice-34): lawful errands the
// rules refused, as classes (docs/safety.md, "Sixteenth round, voice-34"): an electrician's tools
// named "stripper", power gear "hooked up", a machine looked at from the ground and not opened
// or climbed, voter cards collected by their own holders in Igbo, Hausa and Yoruba. Spread into
// SIXTEENTH_FUEL_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Tools and chemicals that strip insulation or paint: "stripper*" alone is the sex trade's. */
// biome-ignore format: packed word list
const TOOL_STRIPPERS: Terms = [
  'wire stripper*', 'wire-stripper*', 'cable stripper*', 'cable-stripper*',
  'insulation stripper*', 'paint stripper*', 'varnish stripper*', 'floor stripper*',
  'stripper tool*', 'stripper and crimp*', 'stripper pliers', 'automatic wire stripper*',
];

/** Power gear hooked up (connected): "hook* up" alone is the sex trade's. The owner words keep
 *  a gap out, so "hook up girls for the generator boys" is still refused. */
// biome-ignore format: packed word list
const POWER_GEAR = [
  'generator*', 'gen', 'gens', 'changeover*', 'change-over*', 'change over', 'inverter*',
  'solar panel*', 'solar', 'batter*', 'water pump*', 'pumping machine*', 'pump*',
  'gas cooker*', 'cooker*', 'cylinder*', 'regulator*', 'stabili*', 'meter*', 'prepaid meter*',
  'transformer*', 'ats', 'panel*', 'distribution board*', 'borehole*', 'freezer*', 'fridge*',
];
// biome-ignore format: packed word list
const GEAR_OWNERS = [
  'the', 'our', 'your', 'my', 'his', 'her', 'their', 'di', 'im', 'dem', 'the new', 'my new',
  'our new', 'your new', 'the old', 'the two', 'both', 'all the', 'one', 'a', 'a new',
];
const POWER_HOOKED_UP: Terms = POWER_GEAR.flatMap((g) => [
  `hook* up ${g}`,
  ...GEAR_OWNERS.map((o) => `hook* up ${o} ${g}`),
]);

/** A machine looked at from the ground, not opened nor climbed: not a parcel's cover story. */
// biome-ignore format: packed word list
const MACHINE_NOT_CLIMBED: Terms = [
  'no open am ... no climb*', 'no open am ... no go up', 'no open am ... no enter',
  'no open am ... from the ground', 'from the ground ... no open am', 'no open am ... stay for ground',
  'no open am ... no touch di wire*', 'no open am ... no touch the wire*',
];

/** Voter cards collected by their own holders ("tell them to collect their PVC at INEC"), in
 *  Igbo, Hausa and Yoruba: the holder collects, not the Operator. */
// biome-ignore format: packed word list
const OWN_CARDS_COLLECTED: Terms = [
  'ka ha nakọta', 'ka ha gaa nakọta', 'ka ha chịkọta', 'ka onye ọ bụla nakọta',
  'su karɓi katin zabe', 'su je su karɓi', 'su tattara katin', 'kowa ya karɓi',
  'kí wọ́n gba káàdì', 'kí wọ́n lọ gba', 'kí olúkúlùkù gba',
];

export const FUEL_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'sexual_services', rules: [], safe: [...TOOL_STRIPPERS, ...POWER_HOOKED_UP] },
  { category: 'illegal_goods_services', rules: [], safe: MACHINE_NOT_CLIMBED },
  { category: 'impersonation_fraud', rules: [], safe: OWN_CARDS_COLLECTED },
];
