// Twenty-seventh round, what passes, the fourth batch (docs/safety.md, "Twenty-seventh round"):
// lawful look-alikes as classes. Appended to POLICY_SPECS; the lexicon group joins LEXICON.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Names and things: a grill called Colorado, a weed that blocks a creek, a leaf print, Igbo
 *  storybooks, a prescription's photo sent. */
// biome-ignore format: packed word list
const NAMES_AND_THINGS: Terms = [
  'colorado grill', 'colorado restaurant', 'colorado lounge', 'the green weed', 'water hyacinth',
  'weed wey block', 'weed print', 'green leaf print', 'leaf print', 'akwụkwọ akụkọ igbo',
  'akwukwo akuko igbo', 'asụsụ igbo', 'asusu igbo', 'mkpụrụedemede igbo', 'igbo storybook*',
  'prescription photo i go send', 'prescription photo i will send', 'doctor don write prescription',
  'we go buy with the original', 'buy with the original paper', 'buy with the prescription',
];
/** A padlock the owner's own locksmith changes. */
// biome-ignore format: packed word list
const OWN_PADLOCK: Terms = [
  'cuts and changes the padlock', 'cut and change the padlock', 'changes the padlock',
  'change the padlock', 'jammed padlock', 'padlock jammed',
];
/** Children's things: party packs, life jackets, car seats, a hospital's fees for a claim. */
// biome-ignore format: packed word list
const CHILDRENS_THINGS: Terms = [
  "kids' party pack*", 'kids party pack*', 'kiddies', 'party is at our house',
  'child life jacket*', 'for # year and # year old', 'carry the twins ... go creche',
  'carry the kids go school', 'carry the children go school', 'child car seat*', 'baby car seat*',
  "children's hospital", 'childrens hospital', 'claim involving a # year old',
  'photos of their sample*',
];
/** Things followed and photographed: a bus ridden, a van gone along with, a creek from a jetty,
 *  a security desk's instructions, a relative's gate. */
// biome-ignore format: packed word list
const THINGS_SEEN: Terms = [
  'follow am reach ikeja', 'follow am reach oshodi', 'follow am reach the park',
  'follow the van for bus', 'make sure dem no drop', 'snap am from the jetty',
  'snap am from the bridge', 'snap am from the road', 'snap am from the street',
  'follow wetin dem talk', 'follow wetin dem tell you', 'follow wetin security talk',
  'mama gate', "mama's gate", 'if her driver', 'her driver fit pass',
];
/** A cheque, a scam fallen for, a NIN's wrong date. */
// biome-ignore format: packed word list
const PAPERS_AND_SCAMS: Terms = [
  'settlement cheque*', 'settlement check*', 'settlement letter', 'fall for scam*',
  'fell for scam*', 'fall for a scam', 'fell for a scam', 'fallen for', 'nin get wrong',
  'get wrong date of birth',
];
/** A rooftop lounge, a billboard seen from the ground. */
const PLACES: Terms = [
  'rooftop lounge',
  'rooftop bar',
  'rooftop restaurant',
  'rooftop terrace',
  'billboard near the',
  'ndlea billboard',
];

/** "An officer escorts you": the verb, not escorts for hire. */
// biome-ignore format: packed word list
const ESCORTED: Terms = [
  'officer escorts you', 'staff escorts you', 'guard escorts you', 'an officer escorts',
  'someone escorts you',
];

export const TWENTYSEVENTH_FOURTH_LAWFUL_SPECS: readonly CategorySpec[] = [
  { category: 'illegal_goods_services', safe: NAMES_AND_THINGS, rules: [] },
  { category: 'trespass_break_in', safe: OWN_PADLOCK, rules: [] },
  { category: 'minors_exploitation', safe: CHILDRENS_THINGS, rules: [] },
  { category: 'surveillance_stalking', safe: THINGS_SEEN, rules: [] },
  { category: 'impersonation_fraud', safe: PAPERS_AND_SCAMS, rules: [] },
  { category: 'dangerous_work', safe: PLACES, rules: [] },
  { category: 'sexual_services', safe: ESCORTED, rules: [] },
];

/** A title asked as a question ("Is Ojota chemist still selling …?"). */
export const TWENTYSEVENTH_FOURTH_LEXICON: readonly LexiconGroup[] = [
  {
    kind: 'questionCue',
    terms: ['is ... still selling', 'are ... still selling', 'still dey sell'],
  },
];
