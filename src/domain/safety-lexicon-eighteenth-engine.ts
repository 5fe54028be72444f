// Eighteenth round, engine slips: the lawful and the harmful texts that the trie's old reading of
// a letter repeated across a space decided by accident (docs/safety.md, "Eighteenth round, engine
// slips"). `beat*` read "beat the", `watch*` "watch her", `collect*` "collect their": the act
// overlapped its object and no pair formed, and it reached one word further than its letters.
// Read as written, the pairs form and the reach is the rule's; these are the classes that moved.
// Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { TRACKER, UNSEEN } from './safety-lexicon-thirteenth-structured.ts';

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

// ── A fleet's tracker in a list of parts ─────────────────────────────────────────────────────

/** "Inspect the vans: tyres, lights, first-aid kit and the tracking device. Photograph each van":
 *  the older fleet phrases (`tracking device* ... van*`) found the van only across the sentence
 *  end; a tracker listed after the parts checked with it is the vehicle's own. Parts first only:
 *  "the tracker under her dashboard" is no list. */
// biome-ignore format: packed word list
const CHECKED_PARTS: Terms = [
  'first aid kit*', 'first-aid kit*', 'fire extinguisher*', 'spare tyre*', 'spare tire*',
  'tyre pressure', 'tire pressure', 'wiper*', 'seat belt*', 'seatbelt*', 'headlamp*',
  'headlight*', 'number plate*', 'mileage', 'odometer*', 'engine oil', 'reflective triangle*',
];
const FLEET_LISTED: Terms = CHECKED_PARTS.flatMap((part) => [
  `${part} ... tracking device*`,
  `${part} ... tracker*`,
]);

// ── A rival's premises, entered in the next sentence ─────────────────────────────────────────

/** "Photos of the production line at our competitor's factory in Agbara. Enter through the loading
 *  bay when the gate is open": the older rule wants the rival in the sentence of the entering, and
 *  its gap reached it only across the sentence end. Not a shop, which the public enters ("count how
 *  many people enter the competitor's shop"). */
const RIVALS = ["competitor's", 'competitor s', "competitors'", "rival's", 'rival s', "rivals'"];
// biome-ignore format: packed word list
const RIVAL_PREMISES: Terms = RIVALS.flatMap((rival) =>
  ['factory', 'premises', 'warehouse*', 'office*', 'plant', 'depot*', 'site*', 'facility',
    'production line', 'compound*', 'yard*'].map((place) => `${rival} ${place}`),
);
// biome-ignore format: packed word list
const GO_IN: Terms = [
  'enter*', 'go in', 'go into', 'go inside', 'get in', 'get into', 'get inside', 'walk in',
  'walk into', 'sneak*', 'slip in', 'slip into', 'climb*', 'jump*',
];

// ── Poison named, then put in the food ───────────────────────────────────────────────────────

/** "Buy rat poison. Mix it into the food before the landlord collects his plate": the older
 *  `poison* ... food` read it only across the sentence end (and so refused "Buy rat poison for the
 *  store. Food must be covered"); "it" carries the poison into the next sentence, and the food is
 *  what it goes into ("put it in the corners, away from food" is no meal). */
// biome-ignore format: packed word list
const MEAL: Terms = [
  'food', 'soup', 'stew', 'rice', 'drink*', 'tea', 'pap', 'akamu', 'ogi', 'plate', 'meal', 'eba',
  'amala', 'garri', 'water', 'pot', 'ofe', 'miya', 'abinci', 'obe', 'ounje', 'nri',
];
const PUT_IT_IN: Terms = [
  // Whole words, not `mix*`: a `*` with more after it walks every suffix length of "address",
  // "putting", "mixture" in a brief.
  ...['mix', 'put', 'pour', 'add', 'stir', 'sprinkle', 'drop'].flatMap((verb) =>
    ['in', 'into', 'inside'].map((into) => `${verb} it ${into}`),
  ),
  'put am for',
  'pour am for',
  'mix am for',
  'put am inside',
  'pour am inside',
].flatMap((put) => MEAL.map((meal) => `${put} ... ${meal}`));
// biome-ignore format: packed word list
const POISONS: Terms = [
  'poison*', 'rat poison', 'sniper', 'snipa', 'otapiapia', 'ota pia pia', 'gammalin*',
  'dichlorvos', 'ddvp', 'rodenticide*', 'paraquat', 'weed killer', 'herbicide*',
];

// ── A tracker, "the owner must not see" the sentence after ───────────────────────────────────

/* "… attach the GPS tag under the rear bumper. The owner must not see.": the older tracker rule
 * wants its `needs` (UNSEEN) in the act's sentence, and its next-sentence hold, which now reads
 * `needs` too, found the tracker in the title and ignored them. The tracker, and the secrecy in
 * the next sentence (not the verb that puts it on: FIX_ON's "put", "place", "fix" with a gap
 * walked four words on from every one in a brief). */

export const EIGHTEENTH_ENGINE_SPECS: readonly CategorySpec[] = [
  {
    category: 'surveillance_stalking',
    safe: [...WATCHED_AT_WORK, ...FLEET_LISTED],
    rules: [
      {
        name: 'a tracker kept from its owner the sentence after',
        outcome: 'refuse',
        act: UNSEEN,
        obj: TRACKER,
        forward: 0,
        backward: 120,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: "a rival's premises entered, named the sentence before",
        outcome: 'refuse',
        act: GO_IN,
        obj: RIVAL_PREMISES,
        forward: 40,
        backward: 20,
        nextSentenceHolds: true,
      },
    ],
  },
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
  {
    category: 'violence_threats',
    rules: [
      {
        name: "poison put in someone's food, named the sentence before",
        outcome: 'refuse',
        act: PUT_IT_IN,
        obj: POISONS,
        forward: 40,
        backward: 60,
        nextSentenceHolds: true,
      },
    ],
  },
];
