// Twenty-third round, fraud (docs/safety.md, "Twenty-third round, fraud"): deceit in the words of
// an ordinary errand, which half of the round's first fraud wordings passed: goods sold "as 18
// carat" because the buyer "won't test them", a neighbour's meter tapped "he won't notice", relief
// goods marked "not for sale" repacked, branded packs refilled with loose tablets, quotations
// made on other firms' letterheads, a headcount attended in another's place, money for a name on
// an admission list, a visa sticker with no embassy, receipts in another firm's name, a pension
// collected as the dead man's son, a certificate signed as an engineer who is abroad, fees for
// "job slots". Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Dealing or tampering verbs a deceit cue turns into fraud. */
// biome-ignore format: packed word list
const DEAL: Terms = [
  'sell', 'sells', 'selling', 'sold', 'supply', 'connect*', 'charge*', 'mix*', 'refill*', 'swap*',
  'weigh*', 'repack*', 'label*', 'tell the buyer', 'tell the customer*',
];

/** The victim who will not check: "he won't test them", "the buyer won't notice". */
const WHO = ['he', 'she', 'they', 'the buyer', 'the customer', 'customers', 'buyers', 'nobody'];
const WONT = ["won't", 'will not', 'would not', "wouldn't"];
const CHECK = ['notice', 'test them', 'test it', 'check', 'know the difference', 'find out'];
const UNCHECKED: Terms = [
  ...WHO.flatMap((w) => WONT.flatMap((n) => CHECK.map((c) => `${w} ${n} ${c}`))),
  'nobody will notice',
  'no one will notice',
  'nobody will check',
  'no one will check',
  'nobody will know',
  'no one will know',
];

/** Goods passed off as what they are not. */
// biome-ignore format: packed word list
const PASSED_OFF: Terms = [
  'as 18 carat', 'as 21 carat', 'as 22 carat', 'as 24 carat', 'as pure gold', 'as real gold',
  'as solid gold', 'as original', 'as genuine', 'as brand new', 'as pure honey',
  'as london used', 'as new', 'as unused', 'as fresh',
];
// biome-ignore format: packed word list
const NOT_SO: Terms = [
  'plated', 'gold-plated', 'fake', 'copy', 'copies', 'imitation', 'refurbished', 'used',
  'fairly used', 'tokunbo', "won't", 'will not', 'mixed with', 'china',
];

/** Another's supply tapped: a neighbour's meter, the pole directly. */
// biome-ignore format: packed word list
const TAP: Terms = ['connect*', 'tap*', 'link*', 'join*', 'run a wire', 'run a cable'];
// biome-ignore format: packed word list
const ANOTHERS_SUPPLY: Terms = [
  "neighbour's meter", "neighbor's meter", "neighbours' meter", "next door's meter",
  "neighbour's line", "neighbor's line", 'directly from the pole', 'direct from the pole',
  'straight from the pole', 'from the pole without', 'bypass* the meter', 'around the meter',
];

/** Goods given free or as relief, sold. */
// biome-ignore format: packed word list
const RESOLD: Terms = [
  'sell', 'sells', 'selling', 'sold', 'resell*', 'repack*', 'relabel*', 'remove* the ... sticker*',
  'buy all', 'buy the',
];
// biome-ignore format: packed word list
const NOT_FOR_SALE: Terms = [
  'not for sale', 'not to be sold', 'free distribution only', 'donated by unicef',
  'donated by the government', 'palliative* ... not for sale', 'relief ... not for sale',
];

/** A maker's branded pack refilled with loose goods and sealed again. */
// biome-ignore format: packed word list
const REFILL: Terms = ['refill*', 'fill*', 'pour*', 'put the loose', 'put loose'];
// biome-ignore format: packed word list
const BRANDED_EMPTIES: Terms = [
  'empty branded', 'empty original', 'original packs', 'branded packs', 'branded bottles',
  'original bottles', 'original cartons', 'used original', 'empty hennessy', 'empty coartem',
  'empty ... packs of', 'empty ... bottles of', 'old packs of', 'used bottles of',
];
// biome-ignore format: packed word list
const RESEALED: Terms = [
  'loose', 'local gin', 'ogogoro', 'seal*', 'reseal*', 'cheap', 'from the market', 'and sell',
];

/** Quotations made up on other firms' letterheads. */
// biome-ignore format: packed word list
const LETTERHEADS: Terms = [
  'different company letterheads', 'different letterheads', 'other companies letterheads',
  "other companies' letterheads", 'letterheads of other companies', 'three letterheads',
  'letterheads of three companies', 'letterheads of different companies',
];
// biome-ignore format: packed word list
const MADE_UP: Terms = [
  'ourselves', 'we will prepare', 'we prepare', 'we will write', 'we have written',
  'get them stamped', 'just stamp', 'stamp them', 'same supply', 'same items',
];

/** A headcount or verification attended in another's place. */
// biome-ignore format: packed word list
const ATTEND: Terms = [
  'attend*', 'sit*', 'appear*', 'stand in', 'answer*', 'do the', 'go for', 'go to',
];
// biome-ignore format: packed word list
const VERIFICATIONS: Terms = [
  'headcount', 'head count', 'staff audit', 'staff verification', 'pension verification',
  'biometric verification', 'verification exercise', 'screening exercise', 'job interview',
  'aptitude test', 'recruitment test', 'interview',
];
// biome-ignore format: packed word list
const IN_PLACE: Terms = [
  'in place of', 'in his place', 'in her place', 'in their place', 'instead of him',
  'instead of her', 'as if you are him', 'as if you are her', 'as him', 'as her',
  'so his salary', 'so her salary', 'so his name', 'so her name', 'lives in dubai',
  'lives abroad', 'now lives in',
];

/** Money handed over so a name appears on a list it did not earn. */
// biome-ignore format: packed word list
const MONEY: Terms = [
  'take # k', 'take # naira', 'give # k', 'give # naira', 'pay # k', 'pay # naira', 'take the # k',
  'give him # k', 'give her # k', 'take the money', 'take this money', 'give him something',
  'settle him', 'settle her', 'settle the', 'drop something', 'the envelope',
];
// biome-ignore format: packed word list
const NAME_ON_LIST: Terms = [
  'name appears', 'name appear', 'name is added', 'name added', 'name to appear',
  'name on the admission list', 'name on the list', 'upgrade his score', 'upgrade her score',
  'upgrade his result', 'upgrade her result', 'change his score', 'change her score',
  'change his grade', 'change her grade', 'pass the screening', 'pass him', 'pass her',
];
// biome-ignore format: packed word list
const UNEARNED: Terms = [
  "didn't pass", 'did not pass', "didn't make", 'did not make', 'below the cut-off',
  'below cut-off', 'failed the', 'failed his', 'failed her', 'not qualified', "didn't qualify",
  'did not qualify', "registrar's aide", "registrar's boy", "lecturer's boy", 'without merit',
];

/** A visa put in a passport with no embassy. */
// biome-ignore format: packed word list
const VISA_PUT: Terms = [
  'put*', 'stick*', 'fix*', 'insert*', 'paste*', 'stamp*', 'get*', 'arrange*', 'collect*',
];
// biome-ignore format: packed word list
const VISA_STICKERS: Terms = [
  'visa sticker*', 'visa stamp*', 'entry stamp*', 'exit stamp*', 'arrival stamp*',
  'residence permit sticker*',
];
// biome-ignore format: packed word list
const NO_EMBASSY: Terms = [
  'no embassy', 'without the embassy', 'without going to the embassy', 'no appointment',
  'without appointment', 'without an appointment', 'no interview', 'without interview',
  'without an interview', 'no biometrics', 'without biometrics', 'no need to travel',
  'no need to go to the embassy', 'no embassy appointment',
];

/** Receipts in another firm's name, for refunds or claims. */
// biome-ignore format: packed word list
const PRINT: Terms = ['print*', 'make*', 'produce*', 'design*', 'write*', 'prepare*'];
// biome-ignore format: packed word list
const OTHERS_RECEIPTS: Terms = [
  'receipt* with the name of', 'receipt* bearing the name of', 'receipt* in the name of',
  'receipt* with the logo of', 'receipt* with their logo', "receipt* with shoprite's",
  'receipt booklets with the name', 'receipt* of another shop', 'receipt* of another company',
  'receipt* from another shop', 'invoice* in the name of', 'invoice* with the name of',
];
// biome-ignore format: packed word list
const TO_CLAIM: Terms = [
  'refund*', 'claim*', 'reimburse*', 'expense*', 'retire the', 'retirement', 'audit',
];
/** The writer's own receipts (a category-wide safe phrase: kept to the receipts' words). */
const OWN_NAME: Terms = ['with the name of our', 'with the name of my', 'bearing the name of our'];

/** A dead man's pension or another's benefit collected as his kin. */
// biome-ignore format: packed word list
const COLLECT: Terms = ['collect*', 'claim*', 'receive*', 'withdraw*', 'draw*', 'get'];
// biome-ignore format: packed word list
const BENEFITS: Terms = [
  'arrears', 'pension', 'gratuity', 'benefits', 'entitlement*', 'death benefit*', 'salary',
  'allowance*', 'palliative*', 'stipend*',
];
// biome-ignore format: packed word list
const POSED_KIN: Terms = [
  "as my late uncle's son", "as my late father's son", 'as my late ... son',
  'as my late ... daughter',
  'as his son', 'as his daughter', 'as her son', 'as her daughter', 'as the son of',
  'as the daughter of', 'as his widow', 'as his wife', 'as her husband', 'as his brother',
  'as the next of kin', 'as his next of kin', 'as her next of kin', 'pretend* to be his',
  'pretend* to be her', 'pretend* to be the', 'say you are his', 'say you are her',
];

/** A document signed as the professional who is away. */
// biome-ignore format: packed word list
const SIGN: Terms = ['sign*', 'initial*', 'stamp*', 'endorse*', 'certify*'];
// biome-ignore format: packed word list
const AS_THE_PROFESSIONAL: Terms = [
  'as the site engineer', 'as the engineer', 'as the doctor', 'as the surveyor',
  'as the architect', 'as the lawyer', 'as the accountant', 'as the auditor',
  'as the supervisor', 'as the pharmacist', 'as the nurse', 'as the director',
  'as the inspector', 'as the consultant', 'as the manager', 'as the headmaster',
  'as the principal', 'as the owner', 'as the landlord', 'as mr', 'as mrs', 'as dr',
  "with his stamp", "with her stamp", "with the engineer's stamp", "with the doctor's stamp",
];
// biome-ignore format: packed word list
const THE_REAL_ONE_AWAY: Terms = [
  'the real', 'is abroad', 'is not around', 'is away', 'is travelling', 'is traveling',
  'is not in town', 'not available to sign', "can't come to sign", 'cannot come to sign',
  'copy his signature', 'copy her signature', 'his signature', 'her signature', 'is dead',
  'has died', 'passed away', 'released', 'so the payment',
];

/** Fees taken for jobs that are not on offer. */
// biome-ignore format: packed word list
const TAKE_FEES: Terms = [
  'collect*', 'charge*', 'take', 'takes', 'gather*', 'receive*', 'demand*',
];
// biome-ignore format: packed word list
const JOB_SLOTS: Terms = [
  'job slot*', 'federal job*', 'recruitment slot*', 'employment slot*', 'guaranteed job*',
  'slot* in the army', 'slot* in the police', 'slot* in customs', 'slot* in immigration',
  'slot* in the nnpc', 'slot* in cbn', 'slots for the recruitment', 'placement fee',
];
// biome-ignore format: packed word list
const FEES: Terms = [
  '# k', '# naira', 'application fee', 'processing fee', 'registration fee', 'form fee',
  'a deposit', 'money from each', 'from each applicant', 'from each of',
];

/** A caller posing as the holder's bank, then asking for what the bank never asks. */
const FROM_THE_BANK: Terms = [
  'say you are from',
  'tell her you are from',
  'tell him you are from',
  'claim to be from',
  'say you are calling from',
].flatMap((say) => ['the bank', 'her bank', 'his bank', 'their bank'].map((b) => `${say} ${b}`));
// biome-ignore format: packed word list
const WHAT_BANKS_NEVER_ASK: Terms = [
  'otp', 'pin', 'the code', 'bvn', 'card details', 'card number', 'password', 'to verify',
  'account number', 'cvv', 'token', 'ask for it', 'ask her for it', 'ask him for it',
];

/** The Operator presented as an official, in the verb's other forms. */
// biome-ignore format: packed word list
const PRESENTED_AS: Terms = [
  'introducing yourself as', 'presenting yourself as', 'present yourself as',
  'identifying yourself as', 'identify yourself as', 'introduce urself as',
];
// biome-ignore format: packed word list
const OFFICIALS: Terms = [
  'firs', 'tax officer', 'tax official', 'police*', 'officer', 'inspector', 'nafdac', 'son',
  'lasg', 'council', 'efcc', 'customs', 'immigration', 'army', 'soldier', 'ncc', 'inec',
  'ministry', 'government', 'dss', 'nscdc', 'lastma', 'vio', 'frsc', 'health official',
];

/** The Operator presented as the writer's own staff or as a customer. */
const PRESENTED_AS_OURS: Terms = PRESENTED_AS.flatMap((p) =>
  ['our', 'my', "the company's", 'a customer', 'a buyer', 'a student'].map((w) => `${p} ${w}`),
);

export const TWENTYTHIRD_FRAUD_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    safe: [...OWN_NAME, ...PRESENTED_AS_OURS],
    rules: [
      {
        name: "goods dealt in where the buyer won't check",
        outcome: 'refuse',
        act: DEAL,
        obj: UNCHECKED,
        forward: 120,
        backward: 0,
      },
      {
        name: 'goods passed off as what they are not',
        outcome: 'refuse',
        act: ['sell*', 'sold', 'supply', 'deliver*', 'pass* ... off'],
        obj: PASSED_OFF,
        needs: NOT_SO,
        forward: 60,
        backward: 0,
      },
      {
        name: "another's electricity tapped",
        outcome: 'refuse',
        act: TAP,
        obj: ANOTHERS_SUPPLY,
        forward: 60,
        backward: 0,
      },
      {
        name: 'goods not for sale sold',
        outcome: 'refuse',
        act: RESOLD,
        obj: NOT_FOR_SALE,
        forward: 80,
        backward: 40,
        signFrames: false,
      },
      {
        name: "a maker's pack refilled and sealed",
        outcome: 'refuse',
        act: REFILL,
        obj: BRANDED_EMPTIES,
        needs: RESEALED,
        forward: 30,
        backward: 0,
      },
      {
        name: "quotations made on other firms' letterheads",
        outcome: 'refuse',
        act: ['obtain*', 'get', 'collect*', 'prepare*', 'make', 'print*', 'write*'],
        obj: LETTERHEADS,
        needs: MADE_UP,
        forward: 60,
        backward: 0,
      },
      {
        name: "a verification attended in another's place",
        outcome: 'refuse',
        act: ATTEND,
        obj: VERIFICATIONS,
        needs: IN_PLACE,
        forward: 40,
        backward: 0,
      },
      {
        name: 'money for a name on a list it did not earn',
        outcome: 'refuse',
        act: MONEY,
        obj: NAME_ON_LIST,
        needs: UNEARNED,
        forward: 100,
        backward: 0,
      },
      {
        name: 'a visa put in a passport without the embassy',
        outcome: 'refuse',
        act: VISA_PUT,
        obj: VISA_STICKERS,
        needs: NO_EMBASSY,
        forward: 60,
        backward: 0,
      },
      {
        name: "receipts in another firm's name, for claims",
        outcome: 'refuse',
        act: PRINT,
        obj: OTHERS_RECEIPTS,
        needs: TO_CLAIM,
        forward: 40,
        backward: 0,
      },
      {
        name: "a benefit collected as the holder's kin",
        outcome: 'refuse',
        act: COLLECT,
        obj: BENEFITS,
        needs: POSED_KIN,
        forward: 60,
        backward: 60,
      },
      {
        name: 'a document signed as the professional who is away',
        outcome: 'refuse',
        act: SIGN,
        obj: AS_THE_PROFESSIONAL,
        needs: THE_REAL_ONE_AWAY,
        forward: 60,
        backward: 0,
      },
      {
        name: "a caller posing as the holder's bank",
        outcome: 'refuse',
        act: FROM_THE_BANK,
        obj: WHAT_BANKS_NEVER_ASK,
        forward: 120,
        backward: 60,
        // "… then ask for it to 'verify'": the caller's script, not a sign.
        signFrames: false,
      },
      {
        name: 'the Operator presented as an official',
        outcome: 'refuse',
        act: PRESENTED_AS,
        obj: OFFICIALS,
        forward: 30,
        backward: 0,
      },
      {
        name: 'fees taken for jobs not on offer',
        outcome: 'refuse',
        act: TAKE_FEES,
        obj: JOB_SLOTS,
        needs: FEES,
        forward: 100,
        backward: 60,
        signFrames: false,
      },
    ],
  },
];
