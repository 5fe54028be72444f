// Twenty-third round, deceit and its goods (docs/safety.md, "Twenty-third round, deceit"): the
// round's indirect wordings, nine in ten of whose fraud passed. A printer who "produces" degrees,
// a buyer told the survey is approved when "it isn't yet", a collection box the orphanage "doesn't
// know about", used scratch cards sold "as new", a mileage rolled back, a family registered twice
// for relief, an invoice padded to share "the extra" with the officer, answers passed into an
// exam hall; and goods: a poison NAFDAC banned, a generator whose owner "won't need it again",
// bangers sold to children, bleaching powder mixed into jars with no label. Appended to
// POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Certificates made by a printer, not issued by their school. */
// biome-ignore format: packed word list
const MAKE_PAPERS: Terms = [
  'print*', 'produce*', 'make*', 'prepare*', 'collect* my', 'get me', 'design*',
];
// biome-ignore format: packed word list
const CERTIFICATES: Terms = [
  'university degree*', 'degree certificate*', 'degrees', 'bsc certificate', 'hnd certificate',
  'ond certificate', 'msc certificate', 'waec certificate', 'neco certificate',
  'nysc certificate', 'discharge certificate', 'exemption certificate', 'transcript*',
];
// biome-ignore format: packed word list
const NOT_FROM_THE_SCHOOL: Terms = [
  'printer', 'produces', 'business centre', 'with my name', 'in my name', 'who makes',
  'the man at', 'the guy at', 'computer village',
];

/** A buyer told what is not so, and paid. */
// biome-ignore format: packed word list
const TELL: Terms = [
  'tell him', 'tell her', 'tell them', 'tell the buyer', 'tell the customer*', 'tell the client*',
  'assure him', 'assure her', 'assure them', 'say',
];
// biome-ignore format: packed word list
const NOT_SO: Terms = [
  "it isn't yet", "it isn't", 'it is not yet', "it's not yet", "it's not true", 'it is not true',
  'even though it', 'though it is not', "though it isn't", 'which is not true', 'it is fake',
  "it isn't real", 'it has not been', "it hasn't been",
];
// biome-ignore format: packed word list
const AND_PAID: Terms = [
  'collect the deposit', 'collect the money', 'collect payment', 'collect his money',
  'collect her money', 'deposit', 'pay', 'pays',
];

/** Money collected for a cause that does not know. */
// biome-ignore format: packed word list
const COLLECT_FOR: Terms = [
  'collection box', 'donation box', 'collect donations', 'collect money for', 'raise money for',
  'solicit*', 'collect offerings', 'collect contributions',
];
// biome-ignore format: packed word list
const KEPT: Terms = [
  "doesn't know", 'does not know', "don't know", 'we keep the money', 'keep the money',
  'we keep it', 'we share the money', 'we share it', 'for ourselves',
];

/** Aid registered for twice, or under names not one's own. */
// biome-ignore format: packed word list
const REGISTER: Terms = ['register*', 'collect*', 'enrol*', 'enter*', 'write', 'list'];
// biome-ignore format: packed word list
const TWICE: Terms = [
  'twice', 'two times', 'under different names', 'under another name', 'with different names',
  'fake names', 'ghost names', 'ghost workers',
];
// biome-ignore format: packed word list
const AID: Terms = [
  'palliative*', 'relief', 'distribution', 'extra', 'payroll', 'allowance*', 'stipend*', 'aid',
  'grant*', 'rice', 'cash transfer*', 'salary', 'salaries',
];

/** An invoice padded to share the extra. */
const PAD: Terms = ['add*', 'increase*', 'inflate*', 'raise*', 'pad*', 'put'];
// biome-ignore format: packed word list
const BILLS: Terms = [
  'to the invoice', 'the invoice', 'the quotation', 'the bill', 'on the invoice',
  'on the quotation',
];
// biome-ignore format: packed word list
const SHARED_EXTRA: Terms = [
  'share the extra', 'share the difference', 'the extra with', 'for the officer', 'for oga',
  'kickback', 'our cut', 'his cut', 'her cut', 'his share', 'we share', 'we split',
];
// biome-ignore format: packed word list
const PADDED: Terms = [
  'inflate the invoice', 'inflate the quotation', 'pad the invoice', 'pad the quotation',
  'inflate the bill', 'pad the bill', 'roll back the mileage', 'reduce the mileage',
  'change the mileage', 'adjust the mileage', 'adjust the odometer', 'wind back the odometer',
  'roll back the odometer', 'tamper with the odometer', 'reset the mileage', 'clock the car',
  'reduce the odometer',
];

/** Answers passed to candidates while they write. */
// biome-ignore format: packed word list
const PASS_IN: Terms = [
  'bring*', 'pass*', 'send*', 'deliver*', 'give', 'smuggle*', 'throw*', 'slip*', 'take',
];
// biome-ignore format: packed word list
const ANSWERS: Terms = [
  'answers to the', 'the answers', 'answer sheet*', 'expo', 'the solutions', 'worked answers',
];
// biome-ignore format: packed word list
const WHILE_THEY_WRITE: Terms = [
  'exam hall', 'through the window', 'during the exam', 'in the hall', 'while they write',
  'while the exam', 'while they are writing',
];

/** Goods a regulator banned, bought or sold knowing it. */
// biome-ignore format: packed word list
const BUY_SELL: Terms = [
  'buy*', 'bought', 'sell', 'sells', 'selling', 'sold', 'supply', 'stock*', 'distribut*',
];
// biome-ignore format: packed word list
const BANNED: Terms = [
  'nafdac banned it', 'banned by nafdac', 'nafdac has banned', 'nafdac don ban', 'banned it but',
  "it's banned but", 'it is banned but', 'banned but it', 'even though it is banned',
  'though it is banned', 'government banned it', 'son banned it',
];
/** The owner "won't need it again": the thing was taken. */
// biome-ignore format: packed word list
const TAKEN_HINTS: Terms = [
  "owner won't need it", 'owner will not need it', "owner won't miss it", 'owner will not miss it',
  'owner no go need am', "owner won't be looking", 'owner is not coming back for it',
  "don't ask where it came from", 'do not ask where it came from', "don't ask how they got",
];

/** Fireworks sold to children. */
// biome-ignore format: packed word list
const FIREWORKS: Terms = [
  'knockout*', 'banger*', 'firecracker*', 'fireworks', 'crackers', 'knock out*',
];
// biome-ignore format: packed word list
const TO_CHILDREN: Terms = [
  'to children', 'to the children', 'to kids', 'to pupils', 'to students', 'to minors',
  'to small children', 'to schoolchildren', 'to school children', 'to the pupils',
];

/** Bleaching powders mixed into unlabelled jars. */
// biome-ignore format: packed word list
const MIX_FILL: Terms = [
  'mix*', 'fill*', 'make*', 'produce*', 'pack*', 'add*', 'blend*', 'cook*',
];
// biome-ignore format: packed word list
const BLEACHES: Terms = [
  'hydroquinone', 'mercury', 'steroid cream*', 'clobetasol', 'bleaching powder',
  'bleaching agent*', 'betamethasone',
];
// biome-ignore format: packed word list
const UNLABELLED: Terms = [
  'no label', 'without label*', 'without a label', 'unlabelled', 'unlabeled', 'for our shop',
  'to sell', 'for sale', 'jars', 'no nafdac',
];

export const TWENTYTHIRD_DECEIT_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'certificates made by a printer',
        outcome: 'refuse',
        act: MAKE_PAPERS,
        obj: CERTIFICATES,
        needs: NOT_FROM_THE_SCHOOL,
        forward: 40,
        backward: 40,
      },
      {
        name: 'a buyer told what is not so, and paid',
        outcome: 'refuse',
        act: TELL,
        obj: NOT_SO,
        needs: AND_PAID,
        forward: 80,
        backward: 0,
      },
      {
        name: 'money collected for a cause that does not know',
        outcome: 'refuse',
        act: COLLECT_FOR,
        obj: KEPT,
        forward: 80,
        backward: 0,
      },
      {
        name: 'aid registered for twice',
        outcome: 'refuse',
        act: REGISTER,
        obj: TWICE,
        needs: AID,
        forward: 50,
        backward: 0,
      },
      {
        name: 'a bill padded to share the extra',
        outcome: 'refuse',
        act: PAD,
        obj: BILLS,
        needs: SHARED_EXTRA,
        forward: 30,
        backward: 0,
      },
      { name: 'a bill padded, a mileage rolled back', outcome: 'refuse', alone: PADDED },
      {
        name: 'answers passed to candidates while they write',
        outcome: 'refuse',
        act: PASS_IN,
        obj: ANSWERS,
        needs: WHILE_THEY_WRITE,
        forward: 30,
        backward: 0,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'goods a regulator banned, dealt in',
        outcome: 'refuse',
        act: BUY_SELL,
        obj: BANNED,
        forward: 120,
        backward: 0,
      },
      {
        name: "goods whose owner won't need them again",
        outcome: 'refuse',
        act: BUY_SELL,
        obj: TAKEN_HINTS,
        forward: 120,
        backward: 0,
      },
      {
        name: 'fireworks sold to children',
        outcome: 'refuse',
        act: BUY_SELL,
        obj: FIREWORKS,
        needs: TO_CHILDREN,
        forward: 60,
        backward: 0,
      },
      {
        name: 'bleaches mixed into unlabelled jars',
        outcome: 'refuse',
        act: MIX_FILL,
        obj: BLEACHES,
        needs: UNLABELLED,
        forward: 30,
        backward: 0,
      },
    ],
  },
];
