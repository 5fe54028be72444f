// Twenty-third round, trust betrayed in institutions' errands (docs/safety.md, "Twenty-third
// round, trust"): free government drugs sold from a clinic's store, vaccination cards and lab
// results filled in without the vaccine or the test, donors' blood sold, money taken before
// results are released, the sick told to stop their drugs for anointing oil, alms collected with
// no receipts, tickets sold for a show with no venue, cement short in the blocks, a building's
// "do not occupy" sticker removed, a bus driven with weak brakes, a second sales book hidden from
// the tax officers, a will's page changed. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// biome-ignore format: packed word list
const SELL: Terms = ['sell', 'sells', 'selling', 'sold', 'supply', 'resell*'];

/** Free or donated medicine, or a public store's stock. */
// biome-ignore format: packed word list
const FREE_STOCK: Terms = [
  'free government', 'government drugs', 'government malaria drugs', 'free drugs',
  'free malaria drugs', 'donated drugs', 'donated medicine*', 'free medicine*', 'free nets',
  'donated nets', 'relief drugs', 'from the clinic store', 'from the hospital store',
  'from the government store', 'from the health centre store', 'free vaccines', 'free condoms',
  'free family planning',
];

/** A health record filled in without the care it records. */
// biome-ignore format: packed word list
const FILL_IN: Terms = ['fill*', 'write*', 'sign*', 'mark*', 'stamp*', 'issue*', 'tick*'];
// biome-ignore format: packed word list
const HEALTH_RECORDS: Terms = [
  'vaccination card*', 'immunisation card*', 'immunization card*', 'vaccine card*',
  'yellow card*', 'medical report*', 'lab result*', 'test result*', 'fitness certificate*',
  'medical certificate*', 'the results', 'the register',
];
// biome-ignore format: packed word list
const WITHOUT_THE_CARE: Terms = [
  'as if they received', 'as if he received', 'as if she received', 'as if they were',
  'without running', 'without testing', 'without the test', 'without vaccinating',
  "didn't have enough doses", 'did not have enough doses', 'as normal without',
  'without examining', 'without seeing the', 'without checking', 'no test was done',
];

/** Donors' blood sold. */
// biome-ignore format: packed word list
const BLOOD: Terms = ['pints', 'the blood', 'donated blood', 'blood bags', 'the plasma'];
// biome-ignore format: packed word list
const DONORS: Terms = ['donor*', 'donated', 'extra', 'private hospital', '# k'];

/** Money demanded before results are released. */
// biome-ignore format: packed word list
const DEMAND: Terms = ['collect*', 'charge*', 'demand*', 'take', 'ask for'];
// biome-ignore format: packed word list
const BEFORE_RELEASE: Terms = [
  'before releasing', 'before you release', 'before they get their', 'to release their',
  'before giving them their', 'before you give them their', 'before they see their',
];
// biome-ignore format: packed word list
const RESULTS: Terms = [
  'results', 'result', 'certificates', 'certificate', 'scripts', 'grades', 'transcripts',
];

/** The sick told to stop their medicine. */
// biome-ignore format: packed word list
const TELL: Terms = [
  'tell*', 'ask*', 'convince*', 'encourage*', 'advise*', 'make', 'instruct*', 'order*',
];
const STOP_MEDICINE: Terms = [
  'stop',
  'stop taking',
  'stop using',
  'throw away',
  'pour away',
].flatMap((stop) =>
  ['their', 'his', 'her', 'the'].flatMap((whose) =>
    [
      'drugs',
      'medication',
      'medicine',
      'insulin',
      'arvs',
      'arv drugs',
      'hospital drugs',
      'hiv drugs',
      'tablets',
      'injections',
      'treatment',
    ].map((med) => `${stop} ${whose} ${med}`),
  ),
);

/** Alms or dues collected with no receipt, to the collector's house. */
const COLLECT_ALMS: Terms = ['collect', 'collect the', 'collect the ...'].flatMap((c) =>
  ['zakat', 'tithe*', 'offering*', 'donation*', 'contribution*', 'dues', 'levy', 'levies'].map(
    (what) => `${c} ${what}`,
  ),
);
// biome-ignore format: packed word list
const NO_RECEIPT: Terms = [
  "don't give receipts", 'do not give receipts', 'no receipts', 'without receipts',
  'to my house', 'into my account', 'into my personal account', 'keep it', "don't record",
  'do not record', "don't write it", 'do not write it',
];

/** Tickets sold for an event that is not set. */
// biome-ignore format: packed word list
const NOT_SET: Terms = [
  "don't have the venue", 'do not have the venue', 'venue booked yet', 'not booked yet',
  "isn't booked", 'no venue', 'there is no concert', 'there is no show', "hasn't agreed",
  'has not agreed', "isn't confirmed", 'is not confirmed', 'no artist', 'not yet booked',
];

/** Building materials cut short. */
// biome-ignore format: packed word list
const SHORT_MATERIALS: Terms = [
  'bag of cement for # blocks', 'bags of cement for # blocks', 'less cement', 'less iron',
  'thinner rods', 'smaller rods', 'fewer rods', 'less rods', 'substandard rods', 'cheaper rods',
  'no iron rods', 'sand instead of', 'more sand',
];
// biome-ignore format: packed word list
const HIDDEN_FROM_CLIENT: Terms = [
  'tell the client', 'tell the owner', "don't tell", 'do not tell', 'save money', 'we keep',
  'instead of', "it's standard", 'it is standard', 'he won’t know', "he won't know",
];

/** A building's safety notice removed. */
// biome-ignore format: packed word list
const REMOVE_NOTICE: Terms = ['remove*', 'peel*', 'tear*', 'cover*', 'paint over', 'scrape*'];
// biome-ignore format: packed word list
const SAFETY_NOTICES: Terms = [
  'do not occupy', 'structurally unsafe', 'unsafe building', 'marked for demolition',
  'condemned', 'sealed by', 'contravention notice', 'stop work order', 'stop-work order',
  'danger sticker',
];

/** A vehicle driven with its brakes or tyres failing. */
// biome-ignore format: packed word list
const DRIVE: Terms = ['drive*', 'take the bus', 'carry passengers', 'load passengers'];
// biome-ignore format: packed word list
const FAILING: Terms = [
  'the brakes are weak', 'brakes are weak', 'brakes are bad', 'no brakes', 'brake is not working',
  'brakes are not working', 'brake is weak', 'bald tyres', 'tyres are bald', 'no headlights',
  'headlights are not working', 'steering is loose', 'no brake',
];

/** Sales hidden from the tax officers, a will's page changed. */
// biome-ignore format: packed word list
const HIDDEN_BOOKS: Terms = [
  'hide the second sales book', 'hide the real sales book', 'hide the real book*',
  'second sales book', 'two sets of books', 'hide the real sales', 'hide the sales book',
  'hide the receipt book', 'show them the other book', 'show the tax officers the other book',
];
// biome-ignore format: packed word list
const CHANGED_PAGES: Terms = [
  'changed', 'change*', 'alter*', 'rewrite*', 'replace*', 'swap*', 'retype*',
];
// biome-ignore format: packed word list
const WILL_PAGES: Terms = [
  'the will', "father's will", "mother's will", "uncle's will", 'page of the will',
  'the second page', 'the last page', 'the first page', 'the signature page',
];
// biome-ignore format: packed word list
const TO_INCLUDE_ME: Terms = [
  'include my name', 'add my name', 'to my name', 'put my name', 'in my favour', 'in my favor',
];

export const TWENTYTHIRD_TRUST_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: "free or a public store's medicine sold",
        outcome: 'refuse',
        act: SELL,
        obj: FREE_STOCK,
        forward: 60,
        backward: 0,
      },
      {
        name: "donors' blood sold",
        outcome: 'refuse',
        act: SELL,
        obj: BLOOD,
        needs: DONORS,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'a health record filled in without the care',
        outcome: 'refuse',
        act: FILL_IN,
        obj: HEALTH_RECORDS,
        needs: WITHOUT_THE_CARE,
        forward: 40,
        backward: 0,
      },
      {
        name: 'money demanded before results are released',
        outcome: 'refuse',
        act: DEMAND,
        obj: BEFORE_RELEASE,
        needs: RESULTS,
        forward: 60,
        backward: 0,
      },
      {
        name: 'alms collected with no receipt',
        outcome: 'refuse',
        act: COLLECT_ALMS,
        obj: NO_RECEIPT,
        forward: 80,
        backward: 0,
      },
      {
        name: 'tickets sold for an event not set',
        outcome: 'refuse',
        act: ['sell*', 'sold'],
        obj: ['ticket*'],
        needs: NOT_SET,
        forward: 30,
        backward: 0,
      },
      {
        name: 'building materials cut short',
        outcome: 'refuse',
        act: ['use*', 'mix*', 'put'],
        obj: SHORT_MATERIALS,
        needs: HIDDEN_FROM_CLIENT,
        forward: 30,
        backward: 0,
      },
      { name: 'sales hidden from the tax officers', outcome: 'refuse', alone: HIDDEN_BOOKS },
      {
        name: "a will's page changed",
        outcome: 'refuse',
        act: CHANGED_PAGES,
        obj: WILL_PAGES,
        needs: TO_INCLUDE_ME,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'the sick told to stop their medicine',
        outcome: 'hold',
        act: TELL,
        obj: STOP_MEDICINE,
        forward: 60,
        backward: 0,
      },
      {
        name: "a building's safety notice removed",
        outcome: 'refuse',
        act: REMOVE_NOTICE,
        obj: SAFETY_NOTICES,
        forward: 40,
        backward: 0,
        signFrames: false,
      },
      {
        name: 'a vehicle driven with its brakes or tyres failing',
        outcome: 'hold',
        act: DRIVE,
        obj: FAILING,
        forward: 100,
        backward: 0,
      },
    ],
  },
];
