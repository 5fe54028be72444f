// Eighteenth round, engine slips: the lawful and the harmful texts that the trie's old reading of
// a letter repeated across a space decided by accident (docs/safety.md, "Eighteenth round, engine
// slips"). `beat*` read "beat the", `watch*` "watch her", `collect*` "collect their": the act
// overlapped its object and no pair formed, and it reached one word further than its letters.
// Read as written, the pairs form and the reach is the rule's; these are the classes that moved.
// Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── A person watched doing a task ────────────────────────────────────────────────────────────

/** What one watches or photographs a person do, to witness a hand-over or show a trade: "watch
 *  her count the float", "photograph him fixing the pump". Not "watch her bathe", "her changing
 *  her clothes" (sexual_services reads those), nor "work*" ("her workplace"), nor "sell*": l and
 *  i are one letter to the trie and doubled letters one, so "selling" is "seeing" ("without her
 *  seeing you"), and "fill*" reads "find" ("fill" whole). */
// biome-ignore format: packed word list
const TASKS: Terms = [
  'count*', 'weigh*', 'sign*', 'load*', 'offload*', 'unload*', 'pack*', 'cook*', 'prepar*',
  'demonstrat*', 'measur*', 'fill', 'fills', 'filling', 'test*', 'install*', 'fix*', 'repair*',
  'serv*', 'pour*', 'mix*', 'seal*', 'stamp*', 'dispens*', 'credit*', 'pay', 'issue*', 'tally*',
  'teach*', 'play*', 'perform*', 'present*', 'operat*', 'type*', 'print*', 'sort*', 'arrang*',
  'plant*', 'harvest*', 'sew*', 'bake*', 'fry*', 'packag*', 'label*', 'inspect*', 'paint*',
  'read the meter', 'changing the tyre*', 'changing the tire*', 'changing the oil',
  'changing the battery',
];
/** The person as the doer of the task, not the object of the watching: the pronoun and its verb
 *  only, so that "secretly watch her count the cash" is still the older rule's covert watching. */
const WATCHED_AT_WORK: Terms = [
  ['him', 'he'],
  ['her', 'she'],
].flatMap(([person, doer]) =>
  TASKS.flatMap((task) => [`${person} ${task}`, `${person} while ${doer} is ${task}`]),
);

// ── Harassment reported ──────────────────────────────────────────────────────────────────────

/** "Report the man who has been harassing her": `report* ... harass*` reached the fifth word on
 *  only while "report" read "report the"; a determiner after the verb is no word of the gap's. */
const REPORTED: Terms = ['the', 'that', 'this', 'those', 'these'].map(
  (det) => `report* ${det} ... harass*`,
);

// ── A tenant forced out ──────────────────────────────────────────────────────────────────────

/** Water, light or roof taken from a tenant... */
// biome-ignore format: packed word list
const CUT_OFF: Terms = [
  'disconnect*', 'cut off', 'cut* ... light', 'cut* ... water', 'cut* ... electricity',
  'switch* off ... light', 'remove* ... roof*', 'remove* ... door*', 'pull* off ... roof*',
  'pull* down ... roof*', 'lock* ... out', 'padlock*', 'throw* ... things out',
];
/** ...so that they leave: the older rules had "cut off her water" alone and "until she vacates"
 *  as a threat; "disconnect the tenant's water ... so that she vacates" was caught only by the
 *  dangerous-work rule's reach ("disconnect the" … "roofing"). */
const FORCED_OUT: Terms = ['she', 'he', 'they', 'the tenant', 'the tenants', 'e', 'dem'].flatMap(
  (who) =>
    ['vacate*', 'leave*', 'pack* out', 'move* out', 'quit*', 'comot'].flatMap((go) => [
      `so that ${who} ${go}`,
      `so ${who} ${go}`,
      `so ${who} will ${go}`,
      `so that ${who} will ${go}`,
      `make ${who} ${go}`,
    ]),
);

// ── Signatures given ─────────────────────────────────────────────────────────────────────────

/** A signature collected as a receipt, an attendance or a petition ("pay the cleaners and collect
 *  their signatures on the pay sheet"): the older rule's "their signature*" is a signature taken
 *  to forge, and `collect*` never paired with it while it read "collect their". */
// biome-ignore format: packed word list
const SIGNED_FOR: Terms = [
  ...['on', 'in', 'for'].flatMap((p) =>
    [
      'the petition', 'the pay sheet', 'the payroll', 'the payment sheet', 'the payment register',
      'the wage* sheet', 'the salary sheet', 'the attendance*', 'the register', 'the receipt*',
      'the delivery note*', 'the waybill*', 'the collection sheet', 'the sign-in sheet',
      'the consent form*', 'the voucher*',
    ].map((what) => `their signature* ${p} ${what}`),
  ),
  'money ... their signature*', 'wage* ... their signature*', 'salar* ... their signature*',
  'allowance* ... their signature*', 'stipend* ... their signature*',
];

export const EIGHTEENTH_ENGINE_SPECS: readonly CategorySpec[] = [
  { category: 'surveillance_stalking', rules: [], safe: WATCHED_AT_WORK },
  {
    category: 'harassment_intimidation',
    safe: REPORTED,
    rules: [
      {
        name: "a tenant's water, light or roof taken to force them out",
        outcome: 'hold',
        act: CUT_OFF,
        obj: FORCED_OUT,
        forward: 120,
        backward: 0,
      },
    ],
  },
  { category: 'impersonation_fraud', rules: [], safe: SIGNED_FOR },
];
