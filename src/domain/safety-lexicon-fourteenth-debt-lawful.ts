// Fourteenth round, money, property and debt (voice-26): lawful errands the rules refused, as
// classes (docs/safety.md, "Fourteenth round, voice-26"): lights and machines switched off, a
// person asked to do a job, a person who is present, a POS agent's own float and terminal, a
// child's school uniform. Spread into FOURTEENTH_DEBT_SPECS.
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

/** A person who is there with the Operator, the one who does the next thing beside them: "with
 *  him, photograph the beacons" (not "photograph him with her"). */
const WITH = [
  'with him',
  'with her',
  'together with him',
  'together with her',
  'along with him',
  'along with her',
];
// biome-ignore format: packed word list
const PRESENT: Terms = [
  ...WITH.flatMap((w) =>
    ['photograph*', 'snap*', 'take*', 'film*', 'record*', 'check*', 'measure*', 'count*',
      'inspect*', 'walk*', 'mark*'].map((verb) => `${w} ${verb}`),
  ),
  'in his presence', 'in her presence', 'with him present', 'with her present',
];
/** A POS agent's own things named by "her" or "his" ("credit her float"): a business, as her
 *  shop and her goods are (safety-lexicon-stalking.ts). */
// biome-ignore format: packed word list
const AGENT_THINGS: Terms = ['her', 'his'].flatMap((who) =>
  ['float', 'float slip*', 'terminal*', 'pos', 'till*', 'stock', 'counter', 'ledger*',
    'cash book*', 'machine*', 'wallet balance'].map((thing) => `${who} ${thing}`),
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
  { category: 'surveillance_stalking', rules: [], safe: [...PRESENT, ...AGENT_THINGS] },
  { category: 'impersonation_fraud', rules: [], safe: SCHOOL_THINGS },
  { category: 'illegal_goods_services', rules: [], safe: COURT_PAPERS_ENVELOPE },
  { category: 'dangerous_work', rules: [], safe: ALONE_AT_HOME },
];
