// Twenty-first round, fraud in an errand's ordinary words (docs/safety.md, "Twenty-first round,
// fraud in ordinary words"): twelve frauds put plainly, of which eleven passed: another's papers
// used as one's own, a government body claimed, a professional's coat worn to take money, a
// scammer's BVN "re-validation", a signature made for an owner, a bursar played, a governor's
// letterhead, a dead father's papers, a shill bidder, an "arranged" bank statement. Appended to
// POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

const KIN = ["my friend's", "my brother's", "my sister's", "my cousin's", 'his', 'her'];
const PAPERS = ['certificate', 'degree certificate', 'cac certificate', 'result', 'licence', 'cv'];
/** Another's papers used as one's own ("use my brother's degree certificate to apply"). */
const ANOTHERS_PAPERS: Terms = [
  ...KIN.flatMap((k) => PAPERS.map((p) => `use* ${k} ${p}`)),
  ...KIN.flatMap((k) => PAPERS.map((p) => `use* the ${p} of ${k}`)),
  "certificate of my friend's company",
  'we look alike',
  'since we look alike',
];

/** A government body claimed ("tell them we are from the CBN"), and the scam it covers. */
// biome-ignore format: packed word list
const BODIES = [
  'cbn', 'central bank', 'efcc', 'inec', 'nimc', 'police', 'customs', 'nepa', 'phcn', 'nafdac',
  'immigration', 'firs', 'lirs', 'ministry', 'government', 'local government', 'council', 'frsc',
];
const BODY_CLAIMED: Terms = [
  ...BODIES.flatMap((b) => [`that we are from the ${b}`, `say we are from the ${b}`]),
  ...BODIES.flatMap((b) => [`that we are from ${b}`, `say we are from ${b}`]),
  'old notes will expire',
  'buy them at half price',
];

/** A professional's coat or uniform put on to take money (a volunteer wears the coat the clinic
 *  gives: the telling and the collecting are the terms). */
// biome-ignore format: packed word list
const COAT_WORN: Terms = [
  'lab coat and tell', "doctor's coat and tell", "nurse's uniform and tell", 'lab coat and collect',
  "doctor's coat and collect", 'lab coat ... pay for', 'pay for blood at our private account',
  'into our private account',
];

/** Scams named by what they claim: a BVN "re-validated" for a fee, an advance fee collected. */
// biome-ignore format: packed word list
const SCAM_CLAIMS: Terms = [
  'bvn must be re-validated', 'bvn must be revalidated', 're-validate their bvn',
  'revalidate their bvn', 'bvn ... for a fee', "governor's letterhead", 'fake letterhead',
  'letterhead ... collect the', 'collect the mobilisation fee', 'collect the mobilization fee',
];

/** A signature made for an owner, a bursar or a buyer played, a dead father's papers, an
 *  "arranged" bank statement. */
// biome-ignore format: packed word list
const PLAYED_OR_MADE: Terms = [
  'power of attorney i signed for', 'i signed for the owner', "as if you're the",
  'as if you are the',
  'the real bursar', 'act as a buyer', 'pose as a buyer', 'raise the price for our seller',
  'fake bidder*', 'shill bid*', "with my late father's", "with my late mother's",
  "in my late father's name", "in my late mother's name", 'bank statement my friend arranged',
  'statement my friend arranged', 'arranged bank statement', 'the statement we arranged',
];

/** Books and papers made false: a receipt for money not paid, ghost workers, signatures on blank
 *  paper, a used thing sold as new, a form signed for one thing and used for another, an invoice
 *  inflated. */
// biome-ignore format: packed word list
const PAPERS_MADE_FALSE: Terms = [
  'showing the customer paid in full', 'even though he paid half', 'even though she paid half',
  'even though they paid half', "workers who don't exist", 'workers who do not exist',
  "people who don't exist", 'people who do not exist', 'ghost worker*', 'names of dead workers',
  'sign* ... on this blank paper', 'signatures ... on this blank paper', 'thumbprint* on blank',
  'blank paper ... agreement later', 'we will write the ... later', 'we repainted it',
  'tell the buyers ... brand new', "it's actually for a loan", 'it is actually for a loan',
  "tell them it's for free", 'tell them it is for free', 'inflate the invoice',
  'inflate* ... invoice',
  'inflated invoice*', 'pad the invoice', 'padded invoice*',
];

/** Food made false or a result bought: sawdust in pepper, water in oil, expired labels redated, a
 *  score raised for money. Goods, as the older rules file adulteration and bribes. */
// biome-ignore format: packed word list
const GOODS_MADE_FALSE: Terms = [
  'mix sawdust', 'sawdust ... pepper', 'pepper ... sawdust', 'add water to the palm oil',
  'water to the palm oil', 'to increase the quantity before selling', 'sudan dye',
  'palm oil ... dye',
  'change the date on the expired', 'date on the expired food', 'expired ... to next year',
  'pay the agent to increase', 'to increase our score', 'to increase my score',
  'to increase his score', 'to increase her score', 'change our score', 'change my score',
];

/** Claims and records made false: assets hidden from creditors, funds diverted, relief claimed
 *  for a loss not suffered, a certificate backdated, a death's cause written false. */
const BACKDATED_DOCS = ['certificate*', 'c of o', 'receipt*', 'document*', 'letter*', 'agreement*'];
// biome-ignore format: packed word list
const CLAIMS_MADE_FALSE: Terms = [
  "so my creditors can't find", 'so my creditors cannot find', 'hide it from my creditors',
  'hide* ... from the creditors', 'move them to my personal account',
  'to my personal account later',
  'ngo funds ... my personal account', 'divert* the funds', 'divert* ... funds to my',
  "it wasn't flooded", 'it was not flooded', "it wasn't damaged", 'it was not damaged',
  'occupancy backdated', ...BACKDATED_DOCS.flatMap((d) => [`backdate* the ${d}`, `backdated ${d}`]),
  ...BACKDATED_DOCS.map((d) => `${d} backdated`), "don't mention the accident",
  'do not mention the accident', 'write that my father died of natural causes',
];

/** Customs cheated by a false declaration, money moved so the bank will not notice: goods, as
 *  the older rules file smuggling and laundering. */
// biome-ignore format: packed word list
const DUTY_AND_MONEY_HIDDEN: Terms = [
  'as personal effects so', 'so we pay less duty', 'pay less duty', 'avoid the tariff',
  'avoid* ... duty', 'declare* ... as used spare parts', 'under-declare*', 'underdeclare*',
  'misdeclare*', 'through five different accounts', 'through different accounts so',
  "so the bank won't notice", 'so the bank will not notice', 'so the bank does not notice',
  "so the bank doesn't notice",
];

export const TWENTYFIRST_FRAUD_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    rules: [
      { name: "another's papers used as one's own", outcome: 'refuse', alone: ANOTHERS_PAPERS },
      { name: 'a government body claimed', outcome: 'refuse', alone: BODY_CLAIMED },
      { name: "a professional's coat worn to take money", outcome: 'refuse', alone: COAT_WORN },
      { name: 'a scam named by its claim', outcome: 'refuse', alone: SCAM_CLAIMS },
      { name: 'a signer, a bursar or a buyer played', outcome: 'refuse', alone: PLAYED_OR_MADE },
      { name: 'books and papers made false', outcome: 'refuse', alone: PAPERS_MADE_FALSE },
      { name: 'claims and records made false', outcome: 'refuse', alone: CLAIMS_MADE_FALSE },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      { name: 'food made false, a score bought', outcome: 'refuse', alone: GOODS_MADE_FALSE },
      { name: 'duty or money hidden', outcome: 'refuse', alone: DUTY_AND_MONEY_HIDDEN },
    ],
  },
];
