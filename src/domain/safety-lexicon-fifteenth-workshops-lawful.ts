// Fifteenth round, artisans, mechanics and small workshops (voice-32): lawful errands the rules
// refused, as classes (docs/safety.md, "Fifteenth round, voice-32"): a workshop's parts and tools
// named by words that are also harm's ("loud horn", "panel beater", "burglary-proof", "PVC pipe",
// "child car seat"), a vehicle led rather than followed, a gate photographed open and closed.
// Spread into FIFTEENTH_WORKSHOPS_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A horn, a siren or a speaker sold as loud: "loud" alone is a street name for cannabis. */
// biome-ignore format: packed word list
const LOUD_PARTS: Terms = [
  'loud horn*', 'loud trumpet horn*', 'loud siren*', 'loud speaker*', 'loudspeaker*',
  'loud buzzer*', 'loud alarm*', 'loud reverse alarm*', 'loud bell*',
];

/** A panel beater beats metal, not people: "have him beat out the dent". */
// biome-ignore format: packed word list
const PANEL_BEATING: Terms = [
  'panel beater*', 'panel beating', 'panel beat', 'panel-beat*', 'beat out the dent*',
  'beat out dent*', 'beat the dent*', 'beat am straight', 'beat it straight', 'beat out the panel*',
];

/** Bars that keep burglars out, made, fitted or priced: a welder's stock. Only with the
 *  welder's verb: "bend the burglary-proof bars and bring out the laptops" is still a break-in. */
const PROOF = ['burglary-proof*', 'burglary proof*', 'burglar-proof*', 'burglar proof*'];
const FITTED = ['fit*', 'install*', 'weld*', 'paint*', 'measure*', 'deliver*'];
// biome-ignore format: packed word list
const BURGLARY_PROOF: Terms = PROOF.flatMap((bars) => [
  ...FITTED.map((verb) => `${verb} ... ${bars}`), `new ${bars}`, `${bars} we welded`,
  `${bars} we made`, `price* of ... ${bars}`,
]).concat(['burglar alarm*', 'burglary alarm*']);

/** PVC as a plumber's and a ceiling fitter's material, not a voter card ("zụta pipe PVC"). */
// biome-ignore format: packed word list
const PVC_MATERIAL: Terms = [
  'pipe pvc', 'pipes pvc', 'pvc pipe*', 'pvc fitting*', 'pvc elbow*', 'pvc glue', 'pvc gum',
  'pvc ceiling*', 'pvc tap*', 'pvc tank*', 'pvc conduit*', 'pvc panel*', 'pvc sheet*',
  'pvc door*', 'pvc window*', 'pvc cement', 'pvc tee*', 'pvc valve*',
];

/** A seat that carries a child safely in a car is bought like any part. */
// biome-ignore format: packed word list
const CHILD_SEAT: Terms = [
  'child car seat*', 'child seat*', 'baby car seat*', 'child booster seat*', 'child safety seat*',
  'child restraint*', 'child lock*', 'child safety lock*',
];

/** Pidgin "follow am from front" is leading a vehicle, not trailing a person; and showing the
 *  driver the way. */
// biome-ignore format: packed word list
const LED_NOT_FOLLOWED: Terms = [
  'follow* am ... from front', 'follow* dem ... from front', 'follow* di truck ... from front',
  'follow* the truck ... from front', 'follow* di tow truck', 'follow* the tow truck',
  'follow* the recovery truck', 'follow* di recovery truck',
];

/** A finished gate photographed open and closed at its handover. */
// biome-ignore format: packed word list
const GATE_SHOWN: Terms = [
  'gate open and closed', 'gate opened and closed', 'gate closed and open', 'gate both open',
  'gate in the open', 'gate open and shut',
];

export const WORKSHOPS_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'illegal_goods_services', rules: [], safe: LOUD_PARTS },
  { category: 'violence_threats', rules: [], safe: PANEL_BEATING },
  { category: 'trespass_break_in', rules: [], safe: [...BURGLARY_PROOF, ...GATE_SHOWN] },
  { category: 'impersonation_fraud', rules: [], safe: PVC_MATERIAL },
  { category: 'minors_exploitation', rules: [], safe: CHILD_SEAT },
  { category: 'surveillance_stalking', rules: [], safe: LED_NOT_FOLLOWED },
];
