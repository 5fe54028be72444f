// Twenty-second round, lawful errands (docs/safety.md, "Twenty-second round, lawful errands"):
// errands that older rules refused or held, found among wordings of my own: a prescription
// collected for a drug, a hunter's gun licence renewed, Igbo pepper bought for soup, the children
// at the writer's own family event photographed, the gym "hit", a lawyer's letter served on a
// debtor, a recharge card's PIN sent to its buyer, a holder's own NIN slip, a company's cheque
// book, a debt reminder with no threats and no visits, a couple's wedding video, a street light
// outside a neighbour's house, the writer's children picked up, English "I am", a son accompanied
// to his exam, a school's girls' team photographed, a dead rat carried out, a shoot for Instagram,
// a generator kept outside, a person photographed signing or receiving a paper, a mystery shopper
// posing as a customer, a delivery signed for. Each safe phrase names the errand's own words, so
// its harmful twin stays refused.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import type { SafetyCategory } from './safety-verdict.ts';
import { PRESCRIBED_DRUGS } from './safety-lexicon-twentyfirst-lawful.ts';
import { holderActs, VOUCHER_PIN } from './safety-lexicon-twentysecond-credential.ts';

/** A prescription for a drug collected: the paper, from a hospital or a doctor. */
const PRESCRIPTION_COLLECTED: Terms = PRESCRIBED_DRUGS.flatMap((d) => [
  `${d} prescription for`,
  `${d} prescription from`,
  `the ${d} prescription`,
  `${d} the doctor prescribed`,
  `${d} ... the doctor wrote`,
]);

/** A gun licence, renewed or collected for a licensed hunter; Igbo pepper for the pot. */
// biome-ignore format: packed word list
const LICENCES_AND_SPICES: Terms = [
  'shotgun licen*', 'gun licen*', 'firearm* licen*', 'rifle licen*', 'dane gun licen*',
  'pistol licen*', 'the gun stays at home', 'the gun stays in the', 'the gun will stay',
  'licence renewal form', 'licensed hunter*', 'igbo pepper', 'igbo spice*', 'igbo kola', 'ose igbo',
];

/** The children at the writer's own family event ("the kids at my son's birthday party"). */
const OWN_KIN = ['son', 'daughter', 'niece', 'nephew', 'sister', 'brother', 'children', 'kids'];
// biome-ignore format: packed word list
const FAMILY_EVENTS = [
  'birthday', 'naming ceremony', 'naming', 'christening', 'dedication', 'graduation', 'wedding',
];
const CHILDREN_AT_OWN_EVENT: Terms = ['kids', 'children', 'guests'].flatMap((w) =>
  OWN_KIN.flatMap((k) =>
    FAMILY_EVENTS.flatMap((e) => [`${w} at my ${k}'s ${e}`, `${w} at our ${k}'s ${e}`]),
  ),
);

/** The writer's own kin's shop or stall photographed, and an association's meeting recorded. */
const KIN = ['wife', 'husband', 'mother', 'father', 'sister', 'brother', 'son', 'daughter', 'aunt'];
// biome-ignore format: packed word list
const PLACES = [
  'shop', 'shop front', 'stall', 'salon', 'restaurant', 'signboard', 'kiosk', 'store',
];
// biome-ignore format: packed word list
const ASSOCIATIONS = ['landlords', 'tenants', 'residents', 'traders', 'market women', 'parents'];
const KIN_PLACES_AND_MEETINGS: Terms = [
  ...KIN.flatMap((k) => PLACES.map((p) => `my ${k}'s ${p}`)),
  ...ASSOCIATIONS.flatMap((a) => [`${a}' association`, `${a} association`, `meeting of the ${a}`]),
  ...['her', 'his'].flatMap((o) =>
    ['instagram', 'business page', 'website', 'catalogue'].map((p) => `for ${o} ${p}`),
  ),
];

/** A public thing outside a neighbour's house photographed for the council ("the street light
 *  outside my neighbour's house"); the writer's own children picked up; English "I am", which
 *  is not Pidgin "am" (him) after a watching verb ("keep an eye on my mother while I am at work").
 */
// biome-ignore format: packed word list
const PUBLIC_THINGS = [
  'street light', 'streetlight', 'pothole', 'drain', 'gutter', 'refuse', 'dump', 'pole',
  'transformer', 'pipe', 'road', 'tree', 'culvert', 'manhole', 'burst pipe', 'meter',
];
const OUTSIDE_A_HOUSE: Terms = PUBLIC_THINGS.flatMap((t) =>
  ['outside', 'in front of', 'near', 'beside'].map((w) => `${t} ${w} my neighbour's`),
);
const OWN_CHILDREN = ['children', 'kids', 'son', 'daughter', 'twins', 'boys', 'girls'];
const OWN_CHILDREN_PICKED: Terms = OWN_CHILDREN.flatMap((k) => [
  `pick my ${k} and`,
  `pick up my ${k} and`,
  `collect my ${k} and`,
  `pick my ${k} from school`,
  `pick up my ${k} from school`,
]);
const I_AM: Terms = ['i am', 'while i am', 'when i am'];

/** A school's girls' or boys' team photographed: the team is the subject, not the girls. */
// biome-ignore format: packed word list
const SPORTS = [
  'football', 'netball', 'basketball', 'volleyball', 'handball', 'athletics', 'relay',
];
const SCHOOL_TEAMS: Terms = [
  ...["girls'", 'girls', "boys'", 'boys'].flatMap((g) => SPORTS.map((s) => `${g} ${s} team`)),
  // Children's things: "buy the children picture puzzles" names a toy, not a photograph.
  'picture puzzle*',
  'picture book*',
  'picture card*',
  'colouring book*',
];

/** The writer's own young kin taken to an everyday place ("my 16 year old nephew to the
 *  barber"). */
// biome-ignore format: packed word list
const YOUNG_KIN = ['son', 'daughter', 'nephew', 'niece', 'brother', 'sister', 'cousin', 'grandson'];
// biome-ignore format: packed word list
const EVERYDAY_PLACES = [
  'the barber', 'school', 'the school', 'the hospital', 'the clinic', 'church', 'the dentist',
  'the salon', 'his lesson', 'her lesson', 'football', 'the airport', 'the park', 'the mosque',
  'lesson', 'the optician', 'the library', 'his grandmother', 'her grandmother',
];
const OWN_KIN_TAKEN: Terms = YOUNG_KIN.flatMap((k) =>
  EVERYDAY_PLACES.map((d) => `my ... ${k} to ${d}`),
);

/** A holder collecting his own card or slip, the Operator going with him. */
// biome-ignore format: packed word list
const HOLDERS_PAPERS = [
  'nin slip', 'voter card', "voter's card", 'pvc', 'passport', 'certificate', 'atm card',
  'debit card', 'licence', 'id card', 'national id', 'sim card', 'cheque book',
];
const HOLDER_COLLECTS: Terms = holderActs(
  ['collect', 'pick up', 'get', 'receive', 'renew'],
  HOLDERS_PAPERS,
);

/** A company's own cheque book collected with its request letter. */
// biome-ignore format: packed word list
const COMPANY_CHEQUE_BOOK: Terms = [
  'cheque book* ... for our company', 'cheque book* ... for the company', "company's cheque book*",
  'company cheque book*', 'cheque book* ... request letter', 'cheque book* ... authority letter',
  'cheque book* ... authorisation letter',
];

/** A candidate accompanied to his own exam and waited for outside. */
const CANDIDATE_ACCOMPANIED: Terms = [
  'with my ... to write his',
  'with my ... to write her',
  'wait for him outside the hall',
  'wait for her outside the hall',
  'wait for them outside the hall',
];

/** A mystery shopper posing as a customer to check service or prices; a delivery signed for. */
// biome-ignore format: packed word list
const MYSTERY_SHOPPER_AND_DELIVERY: Terms = [
  'pretend to be a normal customer', 'pretend to be a customer', 'pose as a normal customer',
  'pose as a customer', 'pose as a buyer to check', 'pretend to be a buyer to check',
  'as a normal customer', 'sign for the delivery', 'sign for the parcel', 'sign for my parcel',
  'sign for the package', 'sign for my package', 'sign for the goods',
];

/** People asked whether a scammer ever asked them for a code: the asking is reported. */
// biome-ignore format: packed word list
const ASKED_OF_THEM: Terms = [
  'seekers asked for', 'traders asked for', 'customers asked for', 'students asked for',
  'were asked for', 'was asked for', 'been asked for', 'ever asked them for', 'ever asked for',
];

/** A debt reminder that rules out both threats and visits ("No threats, no visits, no calls
 *  after 6pm"): a hold of harassment passes. Only both together: "no threats" alone is a
 *  cover the set's pressure errands use, and those are refused by other rules. */
// biome-ignore format: packed word list
const NO_THREATS_NO_VISITS: Terms = [
  'no threats, no visits', 'no visits, no threats', 'no threats and no visits',
  'no threats or visits', 'no visits or threats', 'no threat, no visit', 'no visit, no threat',
  'do not threaten or visit', "don't threaten or visit",
];

/** A couple's wedding filmed for them: the video is theirs, not a private moment recorded. */
// biome-ignore format: packed word list
const COUPLES_OWN_VIDEO: Terms = [
  'wedding video* ... for the couple', 'for the couple', "the couple's wedding",
  'engagement video* ... for the couple', 'wedding video*', 'wedding film*', 'engagement video*',
];

/** A dead rat carried out of a store, not left at a door; a shoot for a brand's page. */
// biome-ignore format: packed word list
const DEAD_RAT_REMOVED: Terms = [
  'carry the dead rat*', 'remove the dead rat*', 'dead rat* comot', 'throw away the dead rat*',
  'bury the dead rat*', 'dispose of the dead rat*', 'dead rat* ... from the store',
  'dead rat* ... from the kitchen', 'dead rat* ... from the house',
];

// biome-ignore format: packed word list
const SHOOTS: Terms = [
  'instagram shoot*', 'video shoot*', 'fashion shoot*', 'photoshoot*', 'photo shoot*',
  'advert shoot*', 'campaign shoot*', 'music video shoot*',
];

/** A generator kept outside the house where one sleeps; a chemical cleaner bought. */
// biome-ignore format: packed word list
const GENERATOR_OUTSIDE: Terms = [
  'generator house outside', 'generator is outside', 'generator outside', 'generator stays outside',
  // A cleaner bought for an office: "chemical cleaner" names a product.
  'buy* ... chemical cleaner*', 'buy* ... cleaning chemical*',
];

/** A person photographed signing or receiving a paper: a record of the act ("a photo of the
 *  tenant signing the lease", "of him receiving the court papers"). */
// biome-ignore format: packed word list
const SIGNERS = [
  'him', 'her', 'them', 'the tenant', 'the landlord', 'the buyer', 'the seller', 'the customer',
  'the defendant', 'the recipient', 'the client', 'the contractor', 'each recipient',
];
const RECEIVED = [
  'them',
  'the papers',
  'the documents',
  'the letter',
  'the parcel',
  'the goods',
  'it',
];
const SIGNING_PHOTOGRAPHED: Terms = SIGNERS.flatMap((w) =>
  [`signing`, ...RECEIVED.flatMap((r) => [`receiving ${r}`, `collecting ${r}`])].flatMap((a) => [
    `photo of ${w} ${a}`,
    `photograph ${w} ${a}`,
    `picture of ${w} ${a}`,
  ]),
);

/** Words of older rules in a lawful sense: a fleet's trackers audited, a survey of checkpoint
 *  bribes, "she worries" (not a spelling of sex work), new shoes broken in, a toy pangolin, a
 *  generator house opened by its manager, "one chance" robberies studied, a chemical's safety
 *  data sheets. */
// biome-ignore format: packed word list
const OLDER_WORDS_LAWFUL: readonly (readonly [SafetyCategory, Terms])[] = [
  ['surveillance_stalking', [
    'fleet track*', 'fleet tracker*', 'tracker audit', 'tracking device* on the company',
    'tracking device* on our', 'tracking device* is installed', 'tracking devices are installed',
  ]],
  ['illegal_goods_services', [
    'survey ... bribe*', 'checkpoint bribes on the', 'bribe* survey', 'study on bribe*',
    'toy pangolin*', 'soft toy*', 'stuffed toy*', 'plush toy*', 'pangolin toy*',
  ]],
  ['sexual_services', ['she worries', 'he worries', 'so she worries', 'because she worries']],
  ['trespass_break_in', [
    'break* in the new', 'break* in new', 'break* in my new', 'break* in the shoes',
    'break* in the heels', 'break* in the boots', 'break* in the engine', 'make dem break in',
    'open the generator house',
  ]],
  ['violence_threats', ["'one chance' robber*", 'one chance robber*', 'one chance bus robber*']],
  ['dangerous_work', ['safety data sheet*', 'msds']],
];

/** The gym or the books "hit", the pepper a buyer wants shown to him, and a lawyer's letter
 *  served on a debtor. */
// biome-ignore format: packed word list
const HIT_THE_PLACE: Terms = [
  'hit the gym', 'hit the books', 'hit the shops', 'hit the stores',
  ...['him', 'her', 'them', 'am', 'dem'].flatMap((p) =>
    ['we want', 'we need', 'we sell', 'we buy', 'you want', 'to buy'].map(
      (w) => `show ${p} the pepper ${w}`,
    ),
  ),
];

// biome-ignore format: packed word list
const LETTER_SERVED: Terms = [
  "debtor* ... with the lawyer's letter", "debtor* ... with our lawyer's letter",
  "debtor* ... lawyer's letter", 'debtor* ... letter of demand', 'debtor* ... demand letter',
  "debtor* ... solicitor's letter", 'debtor* ... court summons', 'debtor* ... court papers',
];

export const TWENTYSECOND_LAWFUL_SPECS: readonly CategorySpec[] = [
  ...OLDER_WORDS_LAWFUL.map(([category, safe]) => ({ category, rules: [], safe })),
  {
    category: 'illegal_goods_services',
    rules: [],
    safe: [...PRESCRIPTION_COLLECTED, ...LICENCES_AND_SPICES],
  },
  {
    category: 'minors_exploitation',
    rules: [],
    safe: [...CHILDREN_AT_OWN_EVENT, ...OWN_KIN_TAKEN, ...OWN_CHILDREN_PICKED, ...SCHOOL_TEAMS],
  },
  { category: 'sexual_services', rules: [], safe: COUPLES_OWN_VIDEO },
  {
    category: 'surveillance_stalking',
    rules: [],
    safe: [
      ...CHILDREN_AT_OWN_EVENT,
      ...KIN_PLACES_AND_MEETINGS,
      ...OUTSIDE_A_HOUSE,
      ...I_AM,
      ...SIGNING_PHOTOGRAPHED,
    ],
  },
  { category: 'violence_threats', rules: [], safe: [...HIT_THE_PLACE, ...SHOOTS] },
  {
    category: 'harassment_intimidation',
    rules: [],
    safe: [...LETTER_SERVED, ...DEAD_RAT_REMOVED],
    anywhere: NO_THREATS_NO_VISITS,
  },
  {
    category: 'impersonation_fraud',
    rules: [],
    safe: [
      ...HOLDER_COLLECTS,
      ...COMPANY_CHEQUE_BOOK,
      ...CANDIDATE_ACCOMPANIED,
      ...MYSTERY_SHOPPER_AND_DELIVERY,
      ...ASKED_OF_THEM,
    ],
  },
  { category: 'dangerous_work', rules: [], safe: GENERATOR_OUTSIDE },
  // A recharge card's PIN handed to its buyer (the credential lexicon's negative, as policy).
  { category: 'otp_handling', rules: [], safe: VOUCHER_PIN },
];
