// Eighteenth round, POS operators, mobile-money agents and business centres (voice-46): harm the
// rules missed, as classes with their twins (docs/safety.md, "Eighteenth round, voice-46").
// Appended to POLICY_SPECS; the look-alikes are in -agents-lawful.ts. Terms as speakers write
// them, tone marks folded. No `...` gap terms and no bare common words (cost).
import { AGENTS_LOOKALIKE_SPECS } from './safety-lexicon-eighteenth-agents-lawful.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Money ───────────────────────────────────────────────────────────────────────────────────

/** Notes that are not legal tender, by name or excuse ("practice", "prop", "film"): the older
 *  contraband list knows "fake note*" but not "fake ₦1,000 notes" nor "practice notes". */
// biome-ignore format: packed word list
const NOT_REAL_NOTES: Terms = [
  'practice note*', 'practice # note*', 'practice # # note*', 'practice money', 'practice naira',
  'practice cash', 'prop money', 'prop note*', 'prop # note*', 'prop # # note*', 'prop naira',
  'prop cash', 'film money', 'film prop*', 'movie money', 'movie note*', 'movie prop*',
  'nollywood money', 'nollywood note*', 'dummy note*', 'dummy # note*', 'dummy # # note*',
  'dummy money', 'dummy naira', 'play money', 'toy money', 'fake # note*', 'fake # # note*',
  'fake naira note*', 'counterfeit # note*', 'counterfeit # # note*', 'counterfeit note*',
  'counterfeit naira', 'counterfeit money', 'counterfeit cash', 'kudin jabu', 'kuɗin jabu',
  'owó ayédèrú', 'ayédèrú owó', 'ego adịgboroja', 'ego ụgha',
];
/** Put among the cash a customer is given: paid out, given as change, mixed into the float. */
// biome-ignore format: packed word list
const INTO_CUSTOMERS_CASH: Terms = [
  'mix*', 'pay out', 'pays out', 'paid out', 'pay them out', 'pay am out', 'pay dem out',
  'give customers', 'give the customers', 'give to customers', 'to customers', 'to the customers',
  'to our customers', 'as change', 'for change', 'in the change', 'into the change',
  'into the cash', 'into the float', 'with the real', 'among the real', 'spend them', 'spend am',
  'pass them', 'pass am', 'pass dem', 'to pay customers', 'to pay the customers',
  'who withdraw', 'ka hada', 'ka haɗa', 'ba abokan ciniki', 'ba kwastomomi', 'pò mọ́',
  'fún àwọn oníbàárà', 'gwakọta', 'nye ndị ahịa',
];
/** The same, said of notes named in the sentence before ("… 'practice' notes. Mix 40 of them
 *  into the cash you pay out"): no bare "mix" nor "to customers", which a lesson with practice
 *  notes and then the counter's own work may say. */
// biome-ignore format: packed word list
const INTO_CASH_AFTER: Terms = [
  'into the cash', 'into the float', 'into the change', 'with the real', 'among the real',
  'as change', 'in the change', 'pay them out', 'pay am out', 'pay dem out', 'spend them',
  'spend am', 'give them to customers', 'give dem to customers', 'give am to customers',
];

/** Only real cash paid out, said against the notes: a lesson with practice notes, then work. */
// biome-ignore format: packed word list
const REAL_CASH_ONLY: Terms = [
  'pay out real', 'pay out only real', 'pay out genuine', 'pay out only genuine',
  'give customers real', 'give customers only real', 'give the customers real',
  'give the customers only real', 'real cash only', 'only real cash', 'only genuine notes',
];

// ── Papers ──────────────────────────────────────────────────────────────────────────────────

/** Certificates and results. Not "waec result": "WAEC result" is an exam errand (a safe phrase
 *  of the campuses round) and hides a term laid on it. */
// biome-ignore format: packed word list
const ISSUED_PAPERS: Terms = [
  'certificate*', 'transcript*', 'statement of result*', 'result slip*', 'result sheet*',
  'testimonial*',
];
/** Made: designed, typeset, printed. Not "make", "prepare" nor "create": a tag in every brief;
 *  not `design*`, which is "designated" too. */
// biome-ignore format: packed word list
const MADE: Terms = [
  'design', 'designs', 'designed', 'designing', 'print*', 'produce*', 'type* out', 'typeset*',
];
/** Made from another's original or made to pass a check: the older "papers made to pass" rule
 *  knows "look original", not "the scanned original as the template". "Must pass at the office"
 *  is left out: "the parent must pass at the registry" is going by. A
 *  firm's own certificates made "using last year's as the template" are the twin. */
// biome-ignore format: packed word list
const TO_PASS_AS_ISSUED: Terms = [
  'original as the template', 'original as a template', 'original as template',
  'original as the model', 'layout of the original', 'layout from the original',
  'layout from the scan', 'design of the original', 'must pass the verification',
  'to pass the verification',
  'pass verification', 'pass the screening', 'change the name*', 'replace the name*',
  'swap the name*', 'with other names', 'make dem pass', 'make am pass',
];

// ── Drugs ───────────────────────────────────────────────────────────────────────────────────

/** A cough syrup sold or carried as a drug (codeine by another name: "sweet", "the red one"). */
// biome-ignore format: packed word list
const SYRUPS: Terms = [
  'cough syrup*', 'cough mixture*', 'syrup*', 'red syrup*', 'codeine syrup*', 'cough medicine',
  'maganin tari', 'ògùn ikọ́', 'ọgwụ ụkwara',
];
/** Hidden from the police, or said to be a syrup the pharmacies no longer sell (not "do not
 *  sell": "the pharmacies do not sell this syrup on Sunday"). The act of the pair, so that no
 *  bare trade verb ("buy", "deliver": a tag in every brief) is a term here. */
// biome-ignore format: packed word list
const OUT_OF_SIGHT: Terms = [
  'no let police see', 'no let the police see', 'make police no see', 'make police no catch',
  "don't let the police see", "don't let police see", 'do not let the police see',
  'do not let police see', 'hide am from police', 'hide it from the police', 'dodge police',
  'dodge the police', 'police no go see', 'police no go catch',
  'wey pharmacy no dey sell', 'wey pharmacy no fit sell', 'no dey sell for pharmacy',
  'no dey sell am for pharmacy', 'pharmacies no longer sell',
  'nafdac don ban', 'wey nafdac ban', 'wey government ban', 'under the counter',
  "kada 'yan sanda su gani", 'kada yan sanda su gani', 'kar yan sanda su gani',
  'má jẹ́ kí ọlọ́pàá rí', 'ka ndị uwe ojii ghara ịhụ',
];

// ── Violence ────────────────────────────────────────────────────────────────────────────────

/** A rival's business carrying on, the condition of a threat. */
// biome-ignore format: packed word list
const CARRIES_ON: Terms = [
  'continued operation', 'continued trading', 'continued business', 'continued presence',
  'continue* to operate', 'continue* operating', 'if he continues', 'if she continues',
  'if they continue', 'if he stays', 'if she stays', 'if they stay', 'if e continue',
  'if dem continue', 'if he no close', 'if she no close', 'if dem no close',
  'if he does not close', 'if she does not close', 'if they do not close',
  'if he refuses to close', 'if she refuses to close', 'if they refuse to close',
  'if he opens again', 'if she opens again', 'if they open again', 'if e open again',
];
/** Injury said as a consequence, politely. */
// biome-ignore format: packed word list
const WILL_BE_HURT: Terms = [
  'result in injury', 'result in injuries', 'result in an injury', 'result in bodily harm',
  'result in physical harm', 'lead to injury', 'lead to injuries', 'lead to bodily harm',
  'end in injury', 'end in injuries', 'somebody go wound', 'person go wound', 'go wound',
  'will get hurt', 'go get injure', 'may get hurt', 'could get hurt',
];
/** A message carried to a person. Not "tell him" nor "remind them": common in briefs, and
 *  "by force" after them is an older rule's. */
// biome-ignore format: packed word list
const MAKE_PLAIN: Terms = [
  'make clear', 'make it clear', 'make* sure he understands', 'make* sure she understands',
  'make* sure they understand', 'ensure he understands', 'ensure she understands',
  'ensure they understand', 'let him know', 'let her know', 'let them know', 'convince him',
  'convince her', 'convince them', 'persuade him', 'persuade her', 'persuade them',
  'explain to him',
  'explain to her', 'discourage him', 'discourage her', 'discourage them', 'encourage him to',
  'encourage her to', 'encourage them to', 'make am understand', 'make dem understand',
  'gaya masa', 'gaya mata', 'gaya musu', 'fada masa', 'faɗa masa', 'fada mata', 'faɗa mata',
];
/** Force offered as a fallback. Delivering papers "physically if necessary" is the twin. */
// biome-ignore format: packed word list
const FORCE_IF_NEEDED: Terms = [
  'physically if necessary', 'physically if need be', 'physically if required',
  'by force if necessary', 'by force if need be', 'with force if necessary',
  'forcefully if necessary', 'if necessary physically', 'if need be physically',
  'if necessary by force', 'using force if necessary', 'use force if necessary',
  'by force if e reach', 'use force if e reach', 'even if na by force',
];

export const EIGHTEENTH_AGENTS_SPECS: readonly CategorySpec[] = [
  ...AGENTS_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    safe: REAL_CASH_ONLY,
    rules: [
      {
        name: 'notes that are not legal tender put among cash for customers',
        outcome: 'refuse',
        act: INTO_CUSTOMERS_CASH,
        obj: NOT_REAL_NOTES,
        forward: 80,
        backward: 80,
      },
      {
        name: 'notes that are not legal tender, then put among cash for customers',
        outcome: 'hold',
        act: INTO_CASH_AFTER,
        obj: [...NOT_REAL_NOTES],
        forward: -1,
        backward: -1,
        nextSentenceHolds: true,
      },
      {
        name: 'a cough syrup traded out of sight of the police or the pharmacies',
        outcome: 'refuse',
        act: OUT_OF_SIGHT,
        obj: SYRUPS,
        forward: 80,
        backward: 80,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: "certificates made from another's original, or made to pass",
        outcome: 'refuse',
        act: MADE,
        obj: ISSUED_PAPERS,
        needs: TO_PASS_AS_ISSUED,
        forward: 60,
        backward: 20,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'a business carried on said to end in injury',
        outcome: 'refuse',
        act: CARRIES_ON,
        obj: WILL_BE_HURT,
        forward: 60,
        backward: 30,
      },
      {
        name: 'a message carried, with force if necessary',
        outcome: 'refuse',
        act: MAKE_PLAIN,
        obj: FORCE_IF_NEEDED,
        // After the message and its hearer ("make clear to the rival agent, physically if
        // necessary, that"); farther on, the force belongs to another verb ("make it clear to
        // the landlord that we will deliver the rent physically if necessary"). Before it, only
        // next to it: ", and tell them" is another instruction.
        forward: 30,
        backward: 2,
      },
    ],
  },
];
