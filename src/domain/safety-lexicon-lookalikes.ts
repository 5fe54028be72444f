// Look-alikes of the structural rules (docs/safety.md, "Structure", issue-safety3): texts that
// share words with a refused category but ask nothing harmful, as classes — a person's own
// documents, going along with someone, a fleet's trackers, a report of a crime, a product free of a
// drug, a language or a people, a costume, a sign held up, pests, the object of another verb. Each
// entry is a category's `safe` phrases or `excuse` words (safety-policy-spec.ts).
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Where an errand goes with someone (Pidgin "follow am go campus"): going along, not following. */
const ACCOMPANIED: Terms = [
  'campus',
  'market',
  'hospital',
  'clinic',
  'airport',
  'park',
  'motor park',
  'church',
  'mosque',
  'school',
  'bank',
  'hostel',
  'office',
  'station',
  'the bus',
  'her appointment',
  'his appointment',
].flatMap((place) => [`follow* ... go ... ${place}`, `follow* ... reach ... ${place}`]);

/** Owned vehicles: a fleet's tracker is an asset, not a person watched. */
const FLEET: Terms = [
  'van*',
  'truck*',
  'bus',
  'buses',
  'vehicle*',
  'fleet',
  'car* in our',
  'my car',
  'my own car',
  'tracker company',
  'tracking company',
].flatMap((v) => [`tracking device* ... ${v}`, `tracker* ... ${v}`, `${v} ... tracking device*`]);

/** Animals named for slaughter (issue-safety6): a ram or goat killed for a feast is food, not
 *  violence against a person, so the kill verb next to the animal is covered; "yanka shi" or
 *  "gbuo ya" with no animal still refuses. */
const SLAUGHTERED: Terms = [
  'rago*',
  'ragon',
  'akuya*',
  'kaza',
  'saniya*',
  'ewu',
  'ebule',
  'ehi',
  'okuko',
  'ọkụkọ',
].flatMap((a) => [`${a} ... yanka*`, `yanka* ... ${a}`, `${a} ... gbuo`, `gbuo ... ${a}`]);

/**
 * The look-alikes of issue-safety3's dev3 set, as classes: a person's own documents, going along
 * with someone, a fleet's trackers, a report of a crime, a product that names a drug to say it is
 * not in it, a language or a people, a costume, a sign held up, pests, the object of another verb.
 */
export const LOOKALIKE_SPECS: readonly CategorySpec[] = [
  {
    category: 'surveillance_stalking',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      ...ACCOMPANIED, ...FLEET, 'fleet track*', 'fleet tracking', 'tracking device* on each',
      'tracking device* on our', 'tracker* on each', 'tracker* in each', 'tracker* on our',
      'tracker* on all', 'ask him', 'ask her',
      'tell him', 'tell her', 'ask them',
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'your own ... bvn', 'your own ... nin', 'your own ... card*', 'your own ... slip',
      'your own ... id', 'your own ... line', 'own bvn', 'own nin', 'own bank card*', 'own pvc*',
      'own voter* card*',
      'own nin slip', 'own id card', 'own line', 'their own', 'if they ask for',
      'if anyone asks for', 'if asked for', 'dress* as father christmas', 'dress* as santa*',
      'dress* as a clown', 'dress* as ... mascot', 'father christmas', 'hold* a sign',
      'a sign with', 'signboard',
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'codeine free', 'police report', 'report for the stolen', 'report of the stolen',
      'stolen ... police report', 'police extract* ... stolen', 'report for my stolen',
      'report say dem steal', 'loud speaker*', 'loudspeaker*', 'dem loud', 'am loud',
      'it loud', 'loud well', 'loud music', 'loud enough', 'igbo ... outfit*', 'igbo ... attire',
      'igbo ... book*', 'igbo ... textbook*', 'igbo ... dictionar*', 'asusu igbo', 'akwukwo igbo',
      'igbo hausa', 'hausa igbo', 'igbo yoruba', 'yoruba igbo', 'hausa and igbo', 'igbo and hausa',
      'yoruba and igbo', 'igbo and yoruba', 'igbo ... traditional', 'igbo ... culture',
      'igbo cultural', 'igbo dance*', 'igbo troupe*', 'omo igbo', 'ọmọ ìgbò', 'ọmọ igbo',
      'pe olopa', 'pe ọlọ́pàá',
      // Tool and office-supply words that contain a weapon's (issue-safety6).
      'bullet point*', 'bullet-point*', 'bullet list*', 'bomb shelter*', 'egbe ntụtụ',
      'egbe ntutu', 'staple gun*',
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'own flat', 'own house', 'own room', 'own shop', 'own home', 'own office', 'own apartment',
      'own compound', 'locked myself out', 'locked out of', 'locksmith',
      'police extract* ... break-in', 'police extract* ... break in', 'break-in ... police station',
      'footage of the break-in',
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      ...ACCOMPANIED, 'child labour survey', 'child labor survey', 'know of children',
      'labour survey',
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'received a threat*', 'receive* a threat*', 'got a threat*', 'threatening letter',
      'threat* received',
      'threatening message* ... police',
      // A lawyer's demand letter delivered is lawful process, not pressure in person
      // (issue-safety6); "go to the debtor and make him pay" still holds.
      'demand letter ... debtor*', 'letter of demand ... debtor*', 'debtor* ... demand letter',
    ],
    // biome-ignore format: packed word list
    excuse: [
      'invoice*', 'reception', 'expecting you', 'is expecting', 'agreed to the visit',
      'has agreed to', 'delivery', 'curtains', 'receipt',
    ],
    excuseScope: 'text',
  },
  {
    category: 'violence_threats',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      ...SLAUGHTERED, 'mayanka', 'egbu anụ ... gbuo', 'egbu anu ... gbuo', 'egbu anụ', 'egbu anu',
    ],
  },
  {
    category: 'hate_incitement',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'for cockroach*', 'spray* ... cockroach*', 'insecticide* ... cockroach*',
      'cockroach* ... insecticide*', 'cockroach* ... spray*', 'rat* and cockroach*',
      'cockroach* and rat*', 'igbokosi', 'ìgbọ́kọ̀sí',
    ],
  },
  {
    category: 'dangerous_work',
    rules: [],
    // Work booked with the trade that does it, not done by the Operator (issue-safety5): the
    // phrase covers only its own words, so "book the company, then climb in" still holds.
    // biome-ignore format: packed word list
    safe: [
      'well water', 'sample of the well', 'tank cleaning company', 'cleaning company',
      'septic tank evacuation', 'evacuation truck', 'cylinder at the plant', 'cylinder go gas plant',
      'gas cylinder ... gas plant', 'company uses rope access', 'safety data sheet*',
      // A hazard reported to the utility, or looked at from afar, or a door locked up at night
      // (issue-safety6): the phrase covers only its own words, so climbing to the cable or
      // entering the building still holds.
      'report* ... to the electricity company', 'report* ... to the disco', 'report* ... to phcn',
      'report* ... to nepa', 'cable* ... to the electricity company',
      'pole* ... to the electricity company', 'collapsed ... from across the road',
      'collapsed ... from across the street', 'kulle ... da dare', 'kulle ... dare',
    ],
    // biome-ignore format: packed word list
    excuse: [
      'stay away from it', 'keep away from it', 'stay away', 'keep away',
      'call the electricity company', 'call the disco', 'call nepa',
    ],
    excuseScope: 'text',
  },
];
