// Thirteenth round, worksites (voice-21): lawful site, fleet and estate errands the rules refused
// or held, as classes (docs/safety.md, "Thirteenth round, voice-21"): work left to a hired trade,
// a fault photographed so that our own crew can fix it, our own uniform, a union's own levy,
// goods followed to the customer, a machine's noise. Spread into THIRTEENTH_WORKSITES_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A hired trade does the work the rule reads as the Operator's: "find an electrician to
 *  replace the breaker". Covers the verb only, so "replace it yourself" still holds. */
const TRADES = ['electrician', 'technician', 'plumber', 'welder', 'crew', 'contractor', 'artisan'];
const TRADE_VERBS = ['replace', 'fix', 'repair', 'change', 'install', 'rewire', 'service'];
// biome-ignore format: packed word list
const HIRED: Terms = [
  ...TRADES.flatMap((who) => TRADE_VERBS.map((verb) => `${who} to ${verb}`)),
  'desludging truck for ... septic tank*', 'desludging company for ... septic tank*',
  'septic tank* ... desludging truck', 'septic tank* ... desludging company',
  'desludging truck* ... septic tank*',
];
/** The writer's own people fix the fault the Operator photographs ("so we can fix it"). */
// biome-ignore format: packed word list
const WE_FIX: Terms = [
  'so we can fix', 'so that we can fix', 'so we can repair', 'so that we can repair',
  'so our electrician can', 'kí a lè tún', 'kí àwọn wa lè tún', 'don mu gyara', 'domin mu gyara',
  'ka anyị wee dozie', 'make we fit repair', 'make we fit fix',
];
/** Looked at from outside, in Yoruba, Hausa and Igbo ("rìn yí ògiri ká láti ìta, ya fọ́tò"). */
// biome-ignore format: packed word list
const LOOK_FROM_OUTSIDE: Terms = [
  'láti ìta ... ya fọ́tò', 'ya fọ́tò ... láti ìta', 'wò ó láti ìta', 'ká láti ìta',
  'daga waje ... ɗauki hoto', 'ɗauki hoto ... daga waje', "site n'èzí ... see foto",
  "see foto ... site n'èzí",
];

/** Our own company's uniform or vest, worn to do its own work. */
// biome-ignore format: packed word list
const OWN_UNIFORM: Terms = [
  'wear* our ... uniform*', 'wear* our ... vest*', 'wear* the company uniform*',
  'wear* the company vest*', 'wear we uniform', 'wear our uniform', 'yiri uwe ọrụ ụlọ ọrụ anyị',
  'yiri uwe ọrụ anyị', 'wọ aṣọ iṣẹ́ wa', 'wọ aṣọ iṣẹ́ ilé-iṣẹ́ wa', 'sa kayan aikinmu',
  'sa kayan aikin kamfaninmu',
];
/** A union or park collecting its own members' levy, at its own counter. */
// biome-ignore format: packed word list
const OWN_LEVY: Terms = [
  ...['levy', 'levies', 'dues'].flatMap((what) => [
    `${what} from our drivers`, `${what} from our members`, `${what} from the drivers wey come`,
    `${what} from the drivers who come`, `${what} from members who come`,
    `${what} from the members wey come`, `daily ${what} from the drivers`,
  ]),
];
/** A talk, a seminar or flyers whose subject is a scam. */
// biome-ignore format: packed word list
const TALK_ON_SCAMS: Terms = [
  ...['talk', 'talks', 'seminar', 'workshop', 'lecture', 'flyers', 'session'].flatMap((what) => [
    `${what} on ... scams`, `${what} about ... scams`,
  ]),
];

/** Goods or a vehicle followed to where they go (the van to the customer). */
// biome-ignore format: packed word list
const GOODS_DESTINATION: Terms = [
  'the customer', 'customer', 'site', 'warehouse', 'depot', 'yard', 'our store', 'our shop',
  'the branch', 'the client',
].flatMap((place) => [`follow* ... reach ... ${place}`, `follow* ... go ... ${place}`]);

/** A machine that makes noise, not a crowd made to shame someone ("make noise for his gate"). */
// biome-ignore format: packed word list
const MACHINE_NOISE: Terms = [
  'wheel*', 'engine', 'gear*', 'brake*', 'exhaust', 'bearing*', 'fan', 'compressor', 'belt',
  'generator', 'gen', 'pump', 'shock*', 'tyre*',
].map((part) => `make noise for ... ${part}`);

export const THIRTEENTH_WORKSITES_LAWFUL_SPECS: readonly CategorySpec[] = [
  {
    category: 'dangerous_work',
    rules: [],
    safe: [...HIRED, ...WE_FIX],
    excuse: LOOK_FROM_OUTSIDE,
    excuseScope: 'text',
  },
  {
    category: 'impersonation_fraud',
    rules: [],
    safe: [...OWN_UNIFORM, ...OWN_LEVY, ...TALK_ON_SCAMS],
  },
  { category: 'surveillance_stalking', rules: [], safe: GOODS_DESTINATION },
  { category: 'harassment_intimidation', rules: [], safe: MACHINE_NOISE },
];
