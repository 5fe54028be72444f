// Eighteenth round, ports, clearing and forwarding, jetties and fishermen (voice-49): lawful
// errands the rules refused or held, as classes (docs/safety.md, "Eighteenth round, voice-49"):
// importers as a notice's readers, a tracker the insurer requires, customs clearing and the port's
// places, a letter or a call received that claims to be an agency's, reporting those who pose as
// staff, flood water looked at from a dry place in Yoruba, Hausa and Igbo. Spread into
// EIGHTEENTH_PORTS_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Importers as the readers of a notice or a newsletter, or as a trade body: "import*" is a trade
 *  verb of the drug rule. Importing the drug itself ("import tramadol for us") is still read. */
// biome-ignore format: packed word list
const IMPORTERS_AS_READERS: Terms = [
  'to importers', 'for importers', 'to all importers', 'for all importers', 'to our importers',
  'importers association*', "importers' association*", 'association of importers',
  'importers forum', 'importers and exporters', 'importers and agents', 'importers guide*',
  'importers circular*', 'circular to importers', 'notice to importers',
];

/** A tracker the insurer requires on one's own vessel or vehicle. Put on another's boat
 *  ("on his boat", "on the rival's boat") it is still refused. */
// biome-ignore format: packed word list
const INSURERS_TRACKER: Terms = [
  'tracker the insurer', 'tracker that the insurer', 'tracker our insurer', 'tracker the insurance',
  'tracker* required by the insur*', 'tracker* required by our insur*', 'insurance tracker*',
  'tracker* on our vessel*', 'tracker* on our barge*', 'tracker* on our canoe*',
  'tracker* on our trawler*',
];

/** Customs clearing and the port's places: "clear*" and "load*" are work on a hazard, "creek" a
 *  hazard. Clearing weeds from a creek, loading fuel drums, are still held. */
// biome-ignore format: packed word list
const CLEARING_AND_PLACES: Terms = [
  'clearing agent*', 'clearing agenc*', 'clearing and forwarding', 'clearing firm*',
  'clearing fee*', 'clearing charge*', 'clearing cost*', 'customs clearing', 'clearing a #ft',
  'clearing a # ft', 'clearing a container', 'clearing the container', 'clearing our container',
  'clearing my container', 'clearing the consignment', 'clearing our goods', 'clearing my goods',
  'clearing house', 'loading bay*', 'loading dock*', 'loading area', 'loading point',
  'loading ramp', 'creek road', 'creek street',
];
/** Flood water looked at from a dry place, in Yoruba, Hausa and Igbo: "dry place" and "from a
 *  dry" are excuses in English only. */
// biome-ignore format: packed word list
const FROM_A_DRY_PLACE: Terms = [
  'láti ibi gbígbẹ', 'ní ibi gbígbẹ', 'lórí ilẹ̀ gbígbẹ', 'láti orí ilẹ̀ gbígbẹ',
  'daga busasshen wuri', 'a busasshen wuri', 'daga wuri mai bushe', 'site n ebe kpọrọ nkụ',
  'n ebe kpọrọ nkụ', 'from dry ground', 'on dry ground', 'from the dry side',
];

/** A letter, a call or a message received that claims to be an agency's: the report of a scam,
 *  not one run. Writing or sending such a letter is still refused. */
const RECEIVED_CLAIMING: Terms = ['received', 'receive', 'got', 'get'].flatMap((verb) =>
  [
    'a letter',
    'an email',
    'an sms',
    'a message',
    'a text',
    'a call',
    'a notice',
    'letters',
    'calls',
    'messages',
    'a call from someone',
    'calls from people',
  ].map((what) => `${verb} ${what} claiming`),
);

/** Reporting people who pose as an agency's staff: how to report them, or a warning about them.
 *  "Pose as NPA staff and collect …" is still refused. */
const REPORTING_POSERS: Terms = ['report', 'reporting', 'about', 'beware of', 'warn about'].flatMap(
  (verb) =>
    [
      'people who pose as',
      'people wey dey pose as',
      'people wey pose as',
      'those who pose as',
      'anyone who poses as',
      'anybody wey dey pose as',
      'people posing as',
      'anyone posing as',
      'touts posing as',
      'touts who pose as',
    ].map((who) => `${verb} ${who}`),
);

export const PORTS_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'illegal_goods_services', rules: [], safe: IMPORTERS_AS_READERS },
  { category: 'surveillance_stalking', rules: [], safe: INSURERS_TRACKER },
  {
    category: 'dangerous_work',
    rules: [],
    safe: CLEARING_AND_PLACES,
    excuse: FROM_A_DRY_PLACE,
    excuseScope: 'text',
  },
  { category: 'impersonation_fraud', rules: [], safe: [...RECEIVED_CLAIMING, ...REPORTING_POSERS] },
];
