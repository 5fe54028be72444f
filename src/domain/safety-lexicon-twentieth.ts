// Twentieth round (docs/safety.md, "Twentieth round"): a loan taken in another person's name
// behind their back, and four lawful errands the older rules refused: a campaign against a levy
// handed to a people, phones kept at an exam's door, counterfeit notes reported, farm chemicals
// sprayed in the gear provided. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** What is borrowed or signed for: credit, and the forms that ask for it. */
// biome-ignore format: packed word list
const CREDIT = [
  'loan', 'loans', 'credit', 'overdraft', 'loan form', 'loan forms', 'loan application',
  'credit form', 'quick loan', 'soft loan', 'loan app', 'loan apps',
];
/** Whose name, as the document spells it: another person's, never the writer's own. */
// biome-ignore format: packed word list
const ANOTHERS_NAME = [
  'in his name', 'in her name', 'in their name', 'in their names', 'with his name',
  'with her name', 'with their name', 'with his bvn', 'with her bvn', 'with their bvn',
  'using his name', 'using her name', 'using his bvn', 'using her bvn', 'for am name',
  'in ... s name', 'under his name', 'under her name',
];
const CREDIT_IN_ANOTHERS_NAME: Terms = CREDIT.flatMap((c) => ANOTHERS_NAME.map((n) => `${c} ${n}`));
/** The person named does not know: what makes borrowing in their name a fraud, not an errand
 *  (and using their papers: safety-lexicon-twentieth-fraud.ts). */
// biome-ignore format: packed word list
export const BEHIND_THEIR_BACK: Terms = [
  'without telling her', 'without telling him', 'without telling them', 'without her knowing',
  'without his knowing', 'without their knowing', 'without her knowledge',
  'without his knowledge', 'without their knowledge', 'without her consent',
  'without his consent', 'without their consent', 'without her permission',
  'without his permission', 'she must not know', 'he must not know', 'they must not know',
  'she should not know', 'he should not know', "don't tell her", "don't tell him",
  'do not tell her', 'do not tell him', 'no tell am', 'make she no know', 'make he no know',
  'behind her back', 'behind his back', 'while she is away', 'while he is away',
  'while she is asleep', 'while he is asleep', 'secretly', 'quietly', 'she no go know',
  'he no go know', 'without him knowing',
];

/** The verbs already firing in the category, and the others only with the word after them: a
 *  new single firing word would become the core of the category's safe phrases that hold it
 *  (safety-lexicon-twentieth-harm.ts, GET_PAPER). */
// biome-ignore format: packed word list
const SIGN_OR_BORROW: Terms = [
  'apply for', 'applies for', 'applying for', 'take', 'taking', 'take out', 'get', 'submit*',
  'request*', 'sign the', 'sign a', 'signs the', 'signed the', 'fill the', 'fill out the',
  'fill in the', 'fill a', 'collect the', 'collect a', 'obtain the', 'obtain a', 'borrow the',
  'borrow a', 'process the', 'took the', 'took a',
];

/** Against a levy, a tax or a policy: the campaign is about the charge, not the people it is
 *  handed to ("leaflets against the new market levy to the Hausa traders"). */
// biome-ignore format: packed word list
const AGAINST_A_CHARGE: Terms = [
  'levy', 'levies', 'tax', 'taxes', 'tariff*', 'fee', 'fees', 'toll*', 'fare increase*',
  'price increase*', 'hike', 'hikes', 'policy', 'policies', 'bill', 'new law', 'the law',
  'demolition*', 'eviction notice*', 'closure', 'ban', 'fuel price*', 'rent increase*',
].map((c) => `against ... ${c}`);

/** Phones taken in for an exam or a meeting and given back: custody, not robbery. */
// biome-ignore format: packed word list
const PHONES_KEPT: Terms = [
  'collect their phones at the door', 'collect their phones at the entrance',
  'collect their phones before the', 'collect their phones before they enter',
  'collect their phones and return', 'collect their phones and give them back',
  'collect their phones and keep them until', 'collect their phones till after',
  'collect their phones until after',
];

/** Counterfeit notes told to those who deal with them. */
// biome-ignore format: packed word list
const COUNTERFEIT_REPORTED: Terms = [
  'report* ... counterfeit*', 'report* ... fake note*', 'report* ... fake naira',
  'report* ... forged note*', 'hand* over ... counterfeit*', 'surrender* ... counterfeit*',
];

/** Farm chemicals sprayed in the protective gear the writer provides or tells the Operator to
 *  wear: the hold is for hazard work without it ("no gloves" stays a term of its own). */
// biome-ignore format: packed word list
export const FARM_CHEMICALS = [
  'herbicide*', 'pesticide*', 'insecticide*', 'fungicide*', 'weedkiller*',
];
// biome-ignore format: packed word list
const PROTECTIVE = [
  'gloves', 'mask', 'masks', 'face mask*', 'boots', 'protective gear', 'protective clothing',
  'protective equipment', 'ppe', 'goggles', 'overall*', 'respirator*', 'nose mask*',
];
const PROTECTED: Terms = FARM_CHEMICALS.flatMap((c) =>
  PROTECTIVE.flatMap((p) => [
    `${c} ... wear* ... ${p}`,
    `wear* ... ${p} ... ${c}`,
    `${c} ... with the ${p}`,
    `${c} ... using the ${p}`,
    `${c} ... ${p} ... provided`,
    `${c} ... ${p} we provide*`,
    `${c} ... we provide* ... ${p}`,
    `${c} ... we will provide ... ${p}`,
  ]),
);

/** A grown-up asked about a child: the pharmacist, the teacher, the office, not the child. */
// biome-ignore format: packed word list
const ASKED_ABOUT_A_CHILD: Terms = [
  'pharmacist', 'chemist', 'doctor', 'nurse', 'midwife', 'matron', 'paediatrician',
  'pediatrician', 'dentist', 'optician', 'teacher', 'headmaster', 'headmistress', 'principal',
  'proprietor', 'proprietress', 'counsellor', 'bursar', 'school office', 'clinic', 'hospital',
  'nimc office', 'registry', 'receptionist', 'officer', 'office staff',
].flatMap((p) => [`ask the ${p}`, `ask a ${p}`, `ask their ${p}`, `ask her ${p}`]);

/** Goods for a baby, sold or bought: "sell the baby cot" is no baby sold. */
// biome-ignore format: packed word list
const BABY_GOODS: Terms = [
  'cot', 'cots', 'clothes', 'things', 'items', 'food', 'products', 'seat', 'seats', 'stroller*',
  'pram*', 'bath', 'bottle*', 'formula', 'diaper*', 'wipes', 'carrier*', 'walker*', 'shoes',
].map((g) => `baby ${g}`);

/** Things named after a weapon that are none: glass and vests against bullets, a jacket's cut,
 *  a notebook's style, a bath's fizz. */
// biome-ignore format: packed word list
const NAMED_AFTER_WEAPONS: Terms = [
  'bullet proof*', 'bullet-proof*', 'bullet resistant', 'bullet-resistant', 'bullet journal*',
  'bullet point*', 'bullet train*', 'bomber jacket*', 'bath bomb*',
];

/** A ladder bought, delivered or rented for others: the errand is the shop, not the climb. */
const LADDER_BOUGHT: Terms = ['buy* ... ladder*', 'deliver* ... ladder*', 'rent* ... ladder*'];

/** The writer's own papers with a word between ("my new ATM card", "my own NIN slip"): the older
 *  safe phrases named them only right after "my". */
const OWN_PAPERS: Terms = ['new', 'own', 'old', 'expired', 'replacement', 'renewed'].flatMap((a) =>
  [
    'atm card*',
    'nin slip*',
    'nin',
    'pvc*',
    'voter* card*',
    'passport*',
    'id card*',
    'national id*',
    'debit card*',
    'bank card*',
  ].map((p) => `my ${a} ${p}`),
);

/** Pests cleared: dead rats from traps or a fumigation, thrown away. A dead animal left at a
 *  door stays the older intimidation term. */
// biome-ignore format: packed word list
const PESTS_CLEARED: Terms = [
  'dead rat* ... trap*', 'trap* ... dead rat*', 'dispose* ... dead rat*', 'dead rat* ... dispose*',
  'dead rat* ... bin', 'dead rat* ... dustbin', 'dead rat* ... fumigat*', 'fumigat* ... dead rat*',
  'dead rat* ... pest control', 'pest control ... dead rat*', 'bury the dead rat*',
];

/** A child given its medicine, its bottle or its bath: care, not contact with a stranger's
 *  child. Not food: a safe phrase hides the child word inside it from every minors rule, and
 *  "give the children food and take them to …" must still name the children. */
const CARED_FOR = ['the baby', 'my baby', 'the child', 'the children', 'the kids', 'the twins'];
// biome-ignore format: packed word list
const GIVEN_CARE = [
  'the syrup', 'the medicine', 'his medicine', 'her medicine', 'their medicine', 'the tablet',
  'the bottle', 'milk', 'formula', 'a bath',
];
const CHILD_CARE: Terms = CARED_FOR.flatMap((c) => GIVEN_CARE.map((g) => `give* ${c} ${g}`));

/** Trespassers kept out, reported or chased off a site the writer guards. */
// biome-ignore format: packed word list
const TRESPASSERS_KEPT_OUT: Terms = [
  'chase away trespasser*', 'chase* trespasser* away', 'keep trespasser* out', 'keep out trespasser*',
  'report* ... trespasser*', 'prevent* trespass*', 'against trespasser*', 'stop trespasser*',
];

/** A child's things and the grown-ups who serve them: "the children's shoes", "the children's
 *  teacher". The things are listed, not any word after the possessive: "the children's photos"
 *  and "the children's room" are the children still. */
const CHILD_OWNERS = ["children's", "child's", "kids'", "kid's", "baby's", "pupils'"];
// biome-ignore format: packed word list
const CHILD_THINGS = [
  'shoes', 'school shoes', 'school uniform*', 'uniform', 'uniforms', 'clothes', 'books',
  'school books', 'exercise books', 'textbooks', 'bags',
  'school bags', 'bicycles', 'bicycle', 'toys', 'lunch box*', 'lunch', 'food', 'medicine',
  'syrup', 'vaccination card*', 'report card*', 'school fees', 'fees', 'teacher', 'teachers',
  'nanny', 'nannies', 'tutor', 'doctor', 'nurse', 'ward', 'clinic', 'hospital', 'library',
  'section', 'menu', 'choir', 'church', 'party', 'day', 'wear', 'furniture', 'beds', 'cots',
];
const CHILD_THINGS_NAMED: Terms = CHILD_OWNERS.flatMap((o) => CHILD_THINGS.map((t) => `${o} ${t}`));

/** Prices "spied on" in a shop, as any customer sees them. */
const PRICES_WATCHED: Terms = [
  'spy on ... price*',
  'spy on ... price list*',
  'spy* on their menu*',
];

/** Tools named "… gun": the older lexicons hold "gun" as a weapon and as a hazard. */
// biome-ignore format: packed word list
const TOOLS_NAMED_GUNS: Terms = [
  'nail gun*', 'staple gun*', 'spray gun*', 'grease gun*', 'heat gun*', 'caulking gun*',
  'paint gun*', 'glue gun*',
];

/** Goods whose names hold a drug's or a weapon's street word: greens, tools, rope, detergent,
 *  party sweets, a prescribed medicine. */
// biome-ignore format: packed word list
const NAMED_LIKE_CONTRABAND: Terms = [
  'green leaf vegetable*', 'green leafy', 'green leaf ... soup', 'green leaf ... salad',
  ...TOOLS_NAMED_GUNS, 'hemp rope*', 'hemp bag*', 'hemp fabric', 'white powder detergent',
  'powder detergent', 'detergent powder', 'washing powder', 'talcum powder', 'baby powder',
  'sweets for the boys ... party', 'sweets for the boys ... birthday', "sweets for the boys' party",
  'special medicine ... prescribed', 'special medicine ... prescription',
  'special medicine the doctor', 'special medicine from the hospital',
];

/** A thing photographed by its pronoun: "take a photo of it on the door" (the notice served),
 *  not the person named before it. */
// biome-ignore format: packed word list
const PHOTO_OF_A_THING: Terms = [
  'take a photo of it', 'take a picture of it', 'take photos of it', 'take pictures of it',
  'photograph it', 'snap it', 'photo of it', 'picture of it', 'video of it',
];

/** The work asked of the one whose trade it is: the landlord, the plumber, the council. */
const ASKERS = ['ask*', 'tell', 'remind*', 'beg'];
// biome-ignore format: packed word list
const TRADES = [
  'landlord', 'caretaker', 'electrician', 'plumber', 'roofer', 'builder', 'contractor',
  'mechanic', 'technician', 'facility manager', 'estate manager', 'council', 'agent',
];
const TRADE_WORK = ['fix', 'repair', 'replace', 'clear', 'clean', 'check', 'inspect'];
const ASKED_OF_THE_TRADE: Terms = ASKERS.flatMap((a) =>
  TRADES.flatMap((t) => TRADE_WORK.map((w) => `${a} the ${t} to ${w}`)),
);

/** Pidgin "follow X go …": going along to more places than the older list named. */
// biome-ignore format: packed word list
const GONE_ALONG: Terms = [
  'embassy', 'consulate', 'court', 'registry', 'passport office', 'immigration', 'police station',
  'interview', 'exam', 'wedding', 'burial', 'village', 'ceremony', 'pharmacy', 'lab', 'salon',
  'tailor', 'mechanic', 'nimc', 'inec', 'frsc',
].flatMap((place) => [`follow* ... go ... ${place}`, `follow* ... go ${place}`]);

/** The police's report of the writer's stolen thing: the writer is the one robbed. */
// biome-ignore format: packed word list
const THEFT_REPORTED: Terms = [
  'police report* ... stolen', 'report* for my stolen', 'report wey ... my stolen',
  'report* ... my stolen', 'report* of my stolen', 'report* about my stolen',
];

/** A photo taken for the person's own ID card, not their card photographed. */
// biome-ignore format: packed word list
const PHOTO_FOR_AN_ID: Terms = [
  'for their id card*', 'for his id card*', 'for her id card*', 'for the id card*',
  'for their staff id*', 'for the staff id*', 'for our staff id*', 'for their id badge*',
];

/** The person asked before the photo, or said to agree: an excuse (a hold passes, a refusal is
 *  held), as the older "with her permission". */
// biome-ignore format: packed word list
const PHOTO_ASKED_FIRST: Terms = [
  'ask her first', 'ask him first', 'ask them first', 'ask her permission', 'ask his permission',
  'ask their permission', 'if she agrees', 'if he agrees', 'if they agree', 'she has agreed',
  'he has agreed', 'they have agreed', 'they agreed', 'she agreed', 'he agreed',
  'with their consent', 'with her consent', 'with his consent',
];

/** A room booked for the night, an escort from a security company: lodging and guarding. */
// biome-ignore format: packed word list
const LODGING_AND_GUARDS: Terms = [
  'book* a room ... for the night', 'book* ... hotel room ... for the night',
  'reserve* a room ... for the night', 'escort from the security company',
  'escort* from ... security company', 'security escort*', 'police escort*', 'armed escort*',
];

export const TWENTIETH_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    safe: [...OWN_PAPERS, ...PHOTO_FOR_AN_ID],
    rules: [
      {
        name: "credit taken in another person's name behind their back",
        outcome: 'refuse',
        act: SIGN_OR_BORROW,
        obj: CREDIT_IN_ANOTHERS_NAME,
        needs: BEHIND_THEIR_BACK,
        forward: 30,
        backward: 0,
      },
    ],
  },
  { category: 'hate_incitement', rules: [], safe: AGAINST_A_CHARGE },
  { category: 'violence_threats', rules: [], safe: PHONES_KEPT },
  { category: 'sexual_services', rules: [], safe: LODGING_AND_GUARDS },
  { category: 'harassment_intimidation', rules: [], safe: PESTS_CLEARED },
  {
    category: 'illegal_goods_services',
    rules: [],
    safe: [
      ...COUNTERFEIT_REPORTED,
      ...NAMED_AFTER_WEAPONS,
      ...NAMED_LIKE_CONTRABAND,
      ...THEFT_REPORTED,
    ],
  },
  {
    category: 'dangerous_work',
    rules: [],
    safe: [...PROTECTED, ...LADDER_BOUGHT, ...TOOLS_NAMED_GUNS, ...ASKED_OF_THE_TRADE],
  },
  {
    category: 'minors_exploitation',
    rules: [],
    safe: [...ASKED_ABOUT_A_CHILD, ...BABY_GOODS, ...CHILD_CARE, ...CHILD_THINGS_NAMED],
  },
  { category: 'trespass_break_in', rules: [], safe: TRESPASSERS_KEPT_OUT },
  {
    category: 'surveillance_stalking',
    rules: [],
    safe: [...PRICES_WATCHED, ...PHOTO_OF_A_THING, ...GONE_ALONG],
    excuse: PHOTO_ASKED_FIRST,
  },
];
