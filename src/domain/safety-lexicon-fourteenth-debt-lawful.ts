// Fourteenth round, money, property and debt (voice-26): lawful errands the rules refused, as
// classes (docs/safety.md, "Fourteenth round, voice-26"): lights and machines switched off, a
// person asked to do a job, a person who is present, a count or a signature witnessed, a child's
// school uniform. Spread into FOURTEENTH_DEBT_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Switched off: "kill all the lights", "kill the gen" (the engine and "the light" are older). */
const SWITCHED = ['light*', 'bulb*', 'switch*', 'socket*', 'fan*', 'ac', 'air condition*'];
// biome-ignore format: packed word list
const SWITCHED_OFF: Terms = [
  ...SWITCHED.flatMap((thing) => [`kill* all the ${thing}`, `kill* all ${thing}`]),
  'kill* the bulb*', 'kill* the switch*', 'kill* the socket*', 'kill* the fan*', 'kill* the ac',
  'kill* the air condition*', 'kill* the power', 'kill* the gen', 'kill* the generator',
  'kill* the gen set', 'kill* the inverter', 'kill* the pump', 'kill* the tv', 'kill* the machine*',
];

/** A person asked to do a job is its doer, not a target: "ask him to cut it" (a locksmith), "tell
 *  her to sign". Not "let him": "let him have it". */
// biome-ignore format: packed word list
const ASKED_TO: Terms = [
  'ask* him to', 'ask* her to', 'tell* him to', 'tell* her to', 'get him to', 'get her to',
  'allow him to', 'allow her to', 'ask am make e', 'tell am make e', 'beg him to', 'beg her to',
];

/** A person who is there with the Operator: a landowner, a client at the plot. */
// biome-ignore format: packed word list
const PRESENT: Terms = [
  'with him', 'with her', 'in his presence', 'in her presence', 'with him present',
  'with her present', 'together with him', 'together with her', 'along with him',
  'along with her',
];
/** A count, a signature or a weighing witnessed: "watch her count it". */
const WITNESSED = [
  'count*',
  'sign*',
  'weigh*',
  'seal*',
  'load*',
  'fill*',
  'pack*',
  'measure*',
  'credit*',
  'enter*',
  'print*',
  'test*',
];
// biome-ignore format: packed word list
const WATCH_DONE: Terms = ['her', 'him', 'them', 'am', 'the agent', 'the cashier'].flatMap(
  (who) => WITNESSED.map((verb) => `watch* ${who} ${verb}`),
);

/** A child's school uniform, a school-fees loan: a parent's errand, not an official's uniform. */
// biome-ignore format: packed word list
const SCHOOL_THINGS: Terms = [
  'school uniform*', 'uniform shop*', 'uniform seller*', 'uniforms for the children',
  'school fees loan*', 'school-fees loan*', 'school fee loan*',
];

/** An envelope that carries the court's own papers to its bailiff. */
// biome-ignore format: packed word list
const COURT_PAPERS_ENVELOPE: Terms = [
  'envelope with the court*', 'envelope with the order', 'envelope with the paper*',
  'envelope with the document*', 'envelope with the letter*', 'envelope containing the court*',
  'envelope containing the paper*', 'envelope containing the document*',
];

/** Desk work alone from home at a late hour is no night out. */
// biome-ignore format: packed word list
const ALONE_AT_HOME: Terms = [
  'alone from home', 'alone at home', 'alone online', 'by yourself from home',
  'on your own from home', 'by yourself at home', 'on your own at home',
];

export const DEBT_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'violence_threats', rules: [], safe: [...SWITCHED_OFF, ...ASKED_TO] },
  { category: 'surveillance_stalking', rules: [], safe: [...PRESENT, ...WATCH_DONE] },
  { category: 'impersonation_fraud', rules: [], safe: SCHOOL_THINGS },
  { category: 'illegal_goods_services', rules: [], safe: COURT_PAPERS_ENVELOPE },
  { category: 'dangerous_work', rules: [], safe: ALONE_AT_HOME },
];
