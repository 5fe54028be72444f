// Twenty-first round (docs/safety.md, "Twenty-first round"): classes found by screening wordings of
// my own, in surveillance, fraud and credentials: a family's comings and goings watched, an
// account holder played at the bank, one voter voting many times, an exam sat in another's place,
// another's name signed, fraud said outright, a plot sold twice, a code a network sends passed
// on, voter cards collected, a Yoruba man followed; and the writer's own cheque book and the queue
// for voter cards. Violence, goods and hazards are in safety-lexicon-twentyfirst-harm.ts; people
// (sexual services, minors, homes) in safety-lexicon-twentyfirst-people.ts. Appended to
// POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A family's comings and goings: who takes the children, when the spouse leaves, who visits. */
// biome-ignore format: packed word list
const ROUTINE: Terms = [
  'which car picks', 'which car carries', 'which car drops', 'who picks the children',
  'who picks up the children', 'who picks his children', 'who picks her children',
  'who picks their children', 'who drops the children', 'who drops his children',
  'who drops her children', 'which school his children', 'which school her children',
  'which school their children', 'school his children attend', 'school her children attend',
  'what time the wife leaves', 'what time his wife', 'what time her husband',
  'what time the husband leaves', 'who comes in and out of his', 'who comes in and out of her',
  'comes in and out of his house', 'comes in and out of her house', 'who visits him',
  'who visits her', 'who visits them', 'school ... children attend',
  'name of the school ... children',
  'children attend and send me', "husband's children attend", "wife's children attend",
  "boyfriend's children attend",
];

/** The surveillance rules' own verbs, so no common verb becomes a firing word (the twentieth
 *  round's rule: safety-lexicon-twentieth-harm.ts, GET_PAPER). */
// biome-ignore format: packed word list
const WATCHERS: Terms = [
  'watch*', 'monitor*', 'observe*', 'find out', 'note down', 'write down', 'take note of',
  'keep track of', 'record*',
];

/** The account holder played at the bank: "act as him", "pretend you are him". */
// biome-ignore format: packed word list
const PLAYED_AS_HOLDER: Terms = [
  'act as him', 'act as her', 'act like him', 'act like her', 'act like you are him',
  'act like you are her', 'behave as him', 'behave as her', 'pretend as him', 'pretend as her',
  'you be am for bank', 'you be him for bank', 'you be her for bank',
];

/** One voter voting many times, or with many cards. */
// biome-ignore format: packed word list
const MANY_VOTES: Terms = [
  'vote with each one', 'vote with each card', 'vote with each pvc', 'vote with every card',
  'vote with every pvc', 'vote with each of the', 'vote three times', 'vote four times',
  'vote five times',
  'vote many times', 'vote several times', 'vote again at another', 'vote at different polling',
  'vote in different polling', 'vote in two polling', 'vote at two polling', 'vote in another ward',
  'vote ... each card', 'vote ... each pvc', 'vote ... each voter card', 'vote plenty times',
];

/** An exam sat in another candidate's place. */
const IN_THEIR_PLACE = ['in her place', 'in his place', 'in their place'];

// biome-ignore format: packed word list
const PLACE_TAKERS = [
  "in my sister's place", "in my brother's place", "in my son's place", "in my daughter's place",
  "in my cousin's place", "in my friend's place",
];

const EXAMS = ['exam', 'exams', 'jamb', 'waec', 'neco', 'utme', 'gce'];

const EXAM_IN_ANOTHERS_PLACE: Terms = [
  ...EXAMS.flatMap((e) => [...IN_THEIR_PLACE, ...PLACE_TAKERS].map((p) => `${e} ${p}`)),
  ...EXAMS.flatMap((e) => [...IN_THEIR_PLACE, ...PLACE_TAKERS].map((p) => `${e} ... ${p}`)),
  'your photo ... her slip',
  'your photo ... his slip',
  'your picture ... her slip',
  'your picture ... his slip',
  'your passport ... her slip',
  'your passport ... his slip',
];

/** Another person's name signed. (A register signed for one who is absent stays the older
 *  "sign for the absent": "sign the register" is a safe phrase of the older rounds.) */
// biome-ignore format: packed word list
const NAME_OWNERS = [
  'wife', 'husband', 'boss', 'manager', 'landlord', 'brother', 'sister', 'oga', 'friend', 'father',
  'mother', 'uncle', 'aunty', 'aunt', 'neighbour', 'customer', 'client', 'director', 'chairman',
];

const SIGNED_FOR_ANOTHER: Terms = [
  ...NAME_OWNERS.flatMap((o) => [`sign my ${o}'s name`, `sign the ${o}'s name`]),
  ...NAME_OWNERS.map((o) => `sign* ... with my ${o}'s name`),
];

/** Fraud said outright in words no list held: a false employer, work handed in as one's own, a
 *  census of people who are not there, national service done in another's name, an account's
 *  phone number moved to the writer, a POS stand run on cards left with it, an iCloud lock
 *  removed (a stolen phone's). */
// biome-ignore format: packed word list
const FRAUD_SAID: Terms = [
  'you are my employer', 'say you are my boss', 'say you be my oga', 'as my employer and',
  'submit it as mine', 'submit as mine', 'submit it as my own', 'write my final year project',
  'write my project for me', 'write my thesis for me', 'write my assignment for me',
  'write my dissertation for me', 'with made-up families', 'with made up families',
  'with made-up names', 'with made up names', 'fill* ... with fake names',
  'fill* ... with made-up', 'nysc camp in my name', 'orientation for me', 'do my nysc for me',
  'serve for me', 'in my name and do', 'phone number on his account to mine',
  'phone number on her account to mine', "phone number on my uncle's account",
  "phone number on my father's account", "phone number on my mother's account",
  'link his account to my number', 'link her account to my number', 'cards people drop with you',
  'cards people leave with you', 'cards customers leave with you',
  'withdrawals with the cards people',
  'remove the icloud', 'bypass* ... icloud', 'icloud bypass', 'unlock* the icloud',
  'remove the account for me', 'flash* ... icloud', 'icloud ... remove*', 'remove* ... icloud',
];

/** One plot sold to two buyers. */
// biome-ignore format: packed word list
const SOLD_TWICE: Terms = [
  'sell* ... to two different buyers', 'sell* ... to two buyers', 'sell the same land',
  'sell the same plot', 'sold the same land', 'sold the same plot', 'collect the money from both',
  'collect money from both',
];

/** A code a network or a bank sends to a line, passed on: "receive the code that MTN sends to
 *  the new line and forward it to this number". A bare "code" is no credential to the older
 *  rules, and "to this number" was no hand-over. */
const SENDERS = ['mtn', 'glo', 'airtel', '9mobile', 'the network', 'the bank', 'opay', 'palmpay'];

const CODE_SENT: Terms = [
  ...SENDERS.flatMap((x) => [`code that ${x} sends`, `code ${x} sends`, `code from ${x}`]),
  ...SENDERS.flatMap((x) => [`${x} will send the code`, `${x} will send a code`]),
  ...SENDERS.flatMap((x) => [`${x} sends the code`, `${x} sends a code`]),
  // biome-ignore format: packed word list
  ...[
    'code sent to the new line', 'code sent to the line', 'code that comes to the line',
    'code that comes to the new line', 'code by sms', 'code by text', 'codes by sms',
  ],
];

// biome-ignore format: packed word list
const PASSED_ON: Terms = [
  'forward it to', 'forward them to', 'forward the code* to', 'forward every code',
  'forward all the codes', 'send it to this', 'send it to our', 'send the code* to this',
  'send the code* to our', 'text it to', 'whatsapp it to', 'pass it to', 'send it to me',
  'collect it from', 'collect the code from',
];

/** Yoruba: a person followed wherever he goes. */
const FOLLOWED: Terms = ['tẹ̀lé', 'tele', 'máa tẹ̀lé'];

const WHEREVER_YORUBA: Terms = ['níbikíbi', 'nibikibi', 'ibikíbi tí', 'ibi gbogbo tí ó bá'];

/** ...without his knowing: following a mother about the market to carry her load is no harm. */
// biome-ignore format: packed word list
const UNKNOWN_TO_HIM: Terms = [
  'má jẹ́ kí ó mọ̀', 'ma je ki o mo', 'má jẹ́ kó mọ̀', 'láìjẹ́ pé ó mọ̀', 'kò gbọ́dọ̀ mọ̀',
  'ko gbodo mo', 'ní ìkọ̀kọ̀', 'ni ikoko', 'láìmọ̀', 'laimo',
];

/** Voter cards named in the title, collected in the instructions ("Voter cards | Collect them
 *  from the old people"): a pronoun's act a sentence after its object (held). */
// biome-ignore format: packed word list
const COLLECTED_THEM: Terms = [
  'collect them', 'collect am', 'gather them', 'buy them', 'get them from', 'take them from',
  'collect all of them', 'pack them from',
];

// biome-ignore format: packed word list
const VOTER_CARDS: Terms = [
  'voter cards', 'voters cards', "voter's card*", "voters' card*", 'pvc', 'pvcs',
  'permanent voter* card*',
];

/** The queue for voter cards, photographed or counted: no card of anyone's. */
const CARD_QUEUES: Terms = ['queue', 'queues', 'line', 'lines', 'crowd'].flatMap((q) => [
  `${q} for voter card*`,
  `${q} for pvc*`,
  `${q} for ... voter card*`,
]);

/** The writer's own cheque book, and the writer's own tyres let down. */
// biome-ignore format: packed word list
const OWN_CHEQUE_BOOK: Terms = [
  'my cheque book*', 'my chequebook*', 'my new cheque book*', 'my new chequebook*',
  'my check book*', 'my checkbook*',
];

/** A person's days watched and told: whom she eats with, a stranger's car traced to its owner's
 *  home, a neighbour's daughter's homecomings taken from the gate's camera. */
// biome-ignore format: packed word list
const DAYS_TOLD: Terms = [
  'tell me who she eats with', 'tell me who he eats with', 'tell me who she meets',
  'tell me who he meets', 'tell me who she goes out with', 'tell me who he goes out with',
  'tell me who visits her', 'tell me who visits him', 'opposite her office every',
  'opposite his office every', 'outside her office every', 'outside his office every',
  "owner's address of the car", 'address of the owner of the car', 'plate number and the owner',
  'footage showing when', "when my neighbour's daughter comes", "cctv footage ... neighbour's",
];

export const TWENTYFIRST_SPECS: readonly CategorySpec[] = [
  {
    category: 'surveillance_stalking',
    rules: [
      { name: "a person's days watched and told", outcome: 'refuse', alone: DAYS_TOLD },
      {
        name: "a family's comings and goings watched",
        outcome: 'refuse',
        act: WATCHERS,
        obj: ROUTINE,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    safe: [...OWN_CHEQUE_BOOK, ...CARD_QUEUES],
    rules: [
      { name: 'an account holder played', outcome: 'refuse', alone: PLAYED_AS_HOLDER },
      { name: 'one voter voting many times', outcome: 'refuse', alone: MANY_VOTES },
      { name: 'one plot sold to two buyers', outcome: 'refuse', alone: SOLD_TWICE },
      { name: 'fraud said outright, twenty-first round', outcome: 'refuse', alone: FRAUD_SAID },
      {
        name: 'voter cards collected, said apart',
        outcome: 'refuse',
        act: COLLECTED_THEM,
        obj: VOTER_CARDS,
        forward: 40,
        backward: 60,
        nextSentenceHolds: true,
      },
      { name: "an exam sat in another's place", outcome: 'refuse', alone: EXAM_IN_ANOTHERS_PLACE },
      { name: "another's name signed", outcome: 'refuse', alone: SIGNED_FOR_ANOTHER },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'a person followed wherever he goes, Yoruba',
        outcome: 'refuse',
        act: FOLLOWED,
        obj: WHEREVER_YORUBA,
        needs: UNKNOWN_TO_HIM,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'otp_handling',
    rules: [
      {
        name: 'a code a network sends, passed on',
        outcome: 'refuse',
        act: PASSED_ON,
        obj: CODE_SENT,
        forward: 60,
        backward: 80,
        nextSentenceHolds: true,
      },
    ],
  },
];
