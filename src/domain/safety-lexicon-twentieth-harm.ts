// Twentieth round, harm no lexicon named (docs/safety.md, "Twentieth round, harm no lexicon
// named"): an exam's questions got before it is sat, a person given an overdose, hired force to
// put people out, a person's bank details got from the bank's staff, drugs no list named,
// ballots thumbprinted beforehand, a tenant put out while away, a people told to take it or else,
// hazards said outright, goods relabelled, a bank statement of money not there, a company's
// rubbish searched. Harm to women and children is in safety-lexicon-twentieth-people.ts.
// Appended to POLICY_SPECS.
import { GROUP } from './safety-lexicon-harm.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Getting hold of a leaked paper. Only verbs the category's rules already fire on: a new
 *  firing word would become the core of every safe phrase holding it, and such a phrase would
 *  stop hiding the terms it touches (safety-policy.ts, hiddenBy). */
// biome-ignore format: packed word list
const GET_PAPER: Terms = [
  'get', 'gets', 'getting', 'buy', 'buys', 'collect*', 'bring', 'source', 'pay for', 'send me',
  'print*', 'find out',
];
/** Getting hold of a person's bank details: the surveillance rules' own verbs, as above. */
const GET_DETAILS: Terms = ['get', 'find out', 'find', 'send me', 'pay for'];

/** An exam's questions or answers before it is sat, or carried into its hall. */
// biome-ignore format: packed word list
const LEAKED_PAPER: Terms = [
  'questions before the exam', 'questions and answers before', 'answers before the exam',
  'question paper* before', 'questions before the paper', 'leaked question*', 'leaked paper*',
  'exam leak*', 'answers into the exam hall', 'answers for the exam hall', 'answer sheet* before',
  'questions before we write', 'questions before dem write', 'questions from the invigilator',
  'answers from the invigilator', 'questions before the test', 'answers before the test',
];

/** A person given a dose to end or harm them: the verb and the dose one term ("give* ... an
 *  overdose"), so no common verb becomes a firing word of its own (see GET_PAPER). */
// biome-ignore format: packed word list
const DOSE_GIVERS = [
  'give', 'gives', 'giving', 'inject*', 'put', 'administer*', 'mix*', 'add', 'pour',
];
// biome-ignore format: packed word list
const OVERDOSE = [
  'an overdose', 'overdose him', 'overdose her', 'overdose am', 'overdose them',
  'a double dose so', 'extra dose so he', 'extra dose so she', 'enough to kill',
  'enough to make him sleep forever', 'enough to make her sleep forever',
];

const OVERDOSE_GIVEN: Terms = DOSE_GIVERS.flatMap((g) => OVERDOSE.map((o) => `${g} ... ${o}`));

/** Men brought for force: the needs of the rule whose act is the men and whose object is what
 *  they do ("area boys … chase"), so the common verbs fire nothing themselves (see GET_PAPER).
 *  "The boys" alone are schoolboys: the object says what they are for. */
// biome-ignore format: packed word list
const FORCE_HIRERS: Terms = [
  'hire*', 'bring', 'call', 'use', 'send', 'mobilis*', 'mobiliz*', 'gather', 'get', 'carry',
  'come with', 'go with', 'with',
];
// biome-ignore format: packed word list
const HIRED_FORCE: Terms = [
  'area boys', 'agbero*', 'thugs', 'touts', 'the boys', 'some boys', 'strong boys', 'strong men',
  'macho men', 'land grabbers', 'omo onile', 'vigilante boys', 'my boys', 'our boys',
];
/** What they are brought to do: put people out, take by force, beat. Scattering a stall's goods
 *  or locking a shop until a debt is paid is the older intimidation rules' (the set files it
 *  under harassment_intimidation), not these. */
// biome-ignore format: packed word list
const BY_FORCE: Terms = [
  'chase*', 'evict*', 'throw ... out', 'remove the roof', 'remove their roof', 'pull down',
  'demolish*', 'resist*', 'refuse* to leave', 'refuse* to move', 'beat*', 'deal with',
  'teach ... lesson', 'by force', 'force them', 'force him', 'force her', 'forcibly', 'seize*',
  'take over the land', 'take the land', 'break the door', 'break down', 'make sure he hands',
  'make sure she hands', 'make sure they hand', 'out of the land', 'out of the house',
  'out of the compound', 'show them pepper', 'comot dem', 'stones', 'cutlass*', 'machete*',
  'koboko', 'cudgel*',
];

/** A person's account, its balance or statement: never the writer's own or a company's. */
// biome-ignore format: packed word list
const ANOTHERS_ACCOUNT: Terms = [
  'account statement of', 'account balance of', 'statement of account of', 'his account balance',
  'her account balance', 'his bank statement', 'her bank statement', 'their bank statement*',
  'his account statement', 'her account statement', 'how much ... has in his account',
  'how much ... has in her account', 'how much money ... has in', 'his balance', 'her balance',
];
/** Got from inside the bank, or behind the person's back. */
// biome-ignore format: packed word list
const FROM_INSIDE: Terms = [
  'bank staff', 'friend at the bank', 'friend in the bank', 'someone at the bank',
  'contact at the bank', 'contact in the bank', 'inside the bank', 'bank worker*', 'teller',
  'banker', 'bank officer', 'without him knowing', 'without her knowing', 'secretly', 'quietly',
  'behind his back', 'behind her back', 'he must not know', 'she must not know',
];

/** Drugs sold on the street that the goods lexicon did not name: an opioid injection and its
 *  brand, Hausa "zakami" (datura), a street concoction. Traded by the goods rules' own verbs
 *  (GET_PAPER says why). */
// biome-ignore format: packed word list
const DRUGS_MORE: Terms = ['pentazocine*', 'fortwin', 'zakami', 'gutter water'];
/** Crack by the measure it is sold in: the bare word is a wall's or a phone screen's. */
const CRACK_MEASURED: Terms = [
  'grams of crack',
  'gram of crack',
  'wraps of crack',
  'rocks of crack',
];
// biome-ignore format: packed word list
const TRADE: Terms = [
  'buy', 'buys', 'sell', 'sells', 'selling', 'deliver*', 'supply', 'supplies', 'bring', 'carry',
  'collect*', 'get', 'source', 'pick up',
];

/** Ballots marked before the vote and put in the box. */
// biome-ignore format: packed word list
const BALLOTS_STUFFED: Terms = [
  'already thumbprinted', 'already thumb printed', 'pre-thumbprinted', 'pre thumbprinted',
  'thumbprinted ballot*', 'ballot stuffing', 'stuff* ... ballot box*', 'thumbprint* ... extra ballot*',
  'fill* ... ballot box* with', 'extra ballot papers',
];

/** A tenant's things put out, or the tenant locked out, while he is away. */
// biome-ignore format: packed word list
const THINGS_PUT_OUT: Terms = [
  'put his things outside', 'put her things outside', 'put their things outside',
  'put his load outside', 'put her load outside', 'throw his things out*', 'throw her things out*',
  'throw their things out*', 'pack his things out*', 'pack her things out*', 'pack their things out*',
  'lock the tenant* out', 'lock him out', 'lock her out', 'lock them out', 'throw him load comot',
  'pack him load comot', 'carry him load comot', 'comot him load',
];
// biome-ignore format: packed word list
const WHILE_AWAY: Terms = [
  'while he is away', 'while she is away', 'while they are away', 'while the tenant is away',
  'while he travels', 'while she travels', 'when he travels', 'when she travels',
  'when he is not around', 'when she is not around', 'before he comes back', 'before she comes back',
  'change* the lock*', 'change* ... locks', 'padlock*', 'weld* the gate', 'weld* the door',
];

/** A people told a thing will happen to them whether they like it or not. Threats of what
 *  will happen ("your families will see what happens") are the harassment rules', said to a
 *  person as often as to a people. */
// biome-ignore format: packed word list
const OR_ELSE: Terms = [
  'whether they like it or not', 'whether dem like am or not', 'whether they like or not',
  'have been warned', 'consider yourselves warned',
];

/** Hazards said outright that no list named: a climb without a rope, gas decanted by hose,
 *  tyres burnt, a ladder loaded, fallen cables moved, chemicals tasted. */
// biome-ignore format: packed word list
const HAZARDS_SAID: Terms = [
  'no rope needed', 'no rope', 'without a rope', 'without rope', 'without any rope',
  'climb* ... outside wall*', 'cylinders from the big one', 'cylinder from the big one',
  'fill* ... small ... cylinder* from', 'gas ... using a hose', 'decant* ... cooking gas',
  'transfer* ... gas ... cylinder*',
  // Tyres, cables or plastic burnt in the open: toxic smoke.
  'burn the ... tyre*', 'burn all ... tyre*', 'burn old tyre*', 'burn the ... cables',
  'burn the ... plastic*',
  // A heavy load carried up a ladder, fallen power lines moved.
  'kg ... up the ladder', 'up the ladder ... alone', 'bags ... up the ladder', 'transformer cable*',
  'transformer wire*', 'cable* that fell', 'wire* that fell', 'cable* that dropped',
  'wire* that dropped',
  // Standing or walking in moving traffic.
  'middle of the expressway', 'middle of the highway', 'stand on the expressway',
  'stand on the highway', 'walk on the expressway', 'between moving vehicles', 'between moving cars',
  'in moving traffic', 'in the moving traffic', 'run across the expressway',
  'cross the expressway on foot',
  // Unknown water or chemicals tasted or drunk to test them.
  'taste* the chemical*', 'taste* ... chemical*', 'taste* ... caustic', 'taste* ... acid',
  'drink* ... to test if', 'drink* the water from the stream', 'drink* ... untreated water',
];

/** Another brand's goods made to pass as ours, or fakes relabelled. */
// biome-ignore format: packed word list
const RELABELLED: Terms = [
  'relabel* ... with our brand', 'relabel* ... with our sticker*', 'relabel* ... as our*',
  're-label* ... with our', 'repackag* ... as ours', 'buy* the fake ... carton*',
  'fake ... cartons of', 'remove* their label* and put our*',
];

/** A bank statement that shows money the person does not have. */
// biome-ignore format: packed word list
const STATEMENT_MADE: Terms = [
  'prepare', 'prepares', 'make', 'makes', 'print', 'produce', 'arrange', 'create', 'edit',
  'design', 'get',
];
const STATEMENT: Terms = ['bank statement*', 'statement of account', 'account statement*'];
// biome-ignore format: packed word list
const NOT_THE_MONEY: Terms = [
  'does not have the money', "doesn't have the money", 'does not have that money',
  'no money in the account', 'not his real balance', 'not her real balance', 'edit the balance',
  'change the balance', 'increase the balance', 'just for the embassy', 'only for the embassy',
  'just for the visa', 'only for the visa', 'he no get the money', 'she no get the money',
];

/** A company's or a person's rubbish searched for their papers. */
// biome-ignore format: packed word list
const BINS: Terms = ['dustbin*', 'trash', 'rubbish', 'bins', 'waste bin*', 'bin bags'];
// biome-ignore format: packed word list
const THEIR_PAPERS: Terms = [
  'their document*', 'their paper*', 'their file*', 'their receipt*', 'their invoice*',
  'their letter*', 'their statement*',
];

/** A people's suffering called deserved. */
// biome-ignore format: packed word list
const DESERVED: Terms = [
  'what they deserve', 'they deserve it', 'they deserve to die', 'they deserve worse',
  'dem deserve am', 'na wetin dem deserve', 'serves them right', 'serve them right',
];

export const TWENTIETH_HARM_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'trade in drugs no list named',
        outcome: 'refuse',
        act: TRADE,
        obj: DRUGS_MORE,
        forward: 40,
        backward: 24,
      },
      { name: 'crack by its measure', outcome: 'refuse', alone: CRACK_MEASURED },
      {
        name: "an exam's paper before it is sat",
        outcome: 'refuse',
        act: GET_PAPER,
        obj: LEAKED_PAPER,
        forward: 40,
        backward: 30,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      { name: 'a person given an overdose', outcome: 'refuse', alone: OVERDOSE_GIVEN },
      {
        name: 'men hired to put people out by force',
        outcome: 'refuse',
        act: HIRED_FORCE,
        obj: BY_FORCE,
        needs: FORCE_HIRERS,
        forward: 40,
        backward: 40,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: "a company's rubbish searched for its papers",
        outcome: 'hold',
        act: BINS,
        obj: THEIR_PAPERS,
        forward: 60,
        backward: 0,
      },
      {
        name: "a person's bank details from inside the bank",
        outcome: 'refuse',
        act: GET_DETAILS,
        obj: ANOTHERS_ACCOUNT,
        needs: FROM_INSIDE,
        forward: 40,
        backward: 30,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      { name: 'ballots marked before the vote', outcome: 'refuse', alone: BALLOTS_STUFFED },
      {
        name: 'a bank statement of money not there',
        outcome: 'refuse',
        // The statement and what it hides are the pair; the making verbs, common words, are the
        // needs (GET_PAPER says why).
        act: STATEMENT,
        obj: NOT_THE_MONEY,
        needs: STATEMENT_MADE,
        forward: 80,
        backward: 0,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [{ name: 'goods made to pass as ours', outcome: 'refuse', alone: RELABELLED }],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'a tenant put out while away',
        outcome: 'refuse',
        act: THINGS_PUT_OUT,
        obj: WHILE_AWAY,
        forward: 60,
        backward: 60,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: "a people's suffering called deserved",
        outcome: 'refuse',
        act: GROUP,
        obj: DESERVED,
        forward: 100,
        backward: 0,
        signFrames: false,
      },
      {
        name: 'a people told it happens whether they like it or not',
        outcome: 'refuse',
        act: GROUP,
        obj: OR_ELSE,
        forward: 100,
        backward: 0,
        signFrames: false,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      { name: 'a hazard said outright, twentieth round', outcome: 'hold', alone: HAZARDS_SAID },
    ],
  },
];
