// Thirteenth round, households (voice-18): lawful family errands the rules refused, as classes
// (docs/safety.md, "Thirteenth round, voice-18"): reports of violence others did, a drug named
// as absent, warnings that nobody will ask for a PIN, notices quoted, the holder's own papers, no
// child in the picture. Spread into THIRTEENTH_HOUSEHOLD_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** What others did to the writer's people, told as a report: a subject and a past or habitual
 *  verb ("some boys beat my brother yesterday", "the man dey beat im wife"). An instruction has
 *  no subject; "… and beat him" elsewhere still counts. */
// biome-ignore format: packed word list
const ATTACKERS = [
  'boys', 'thugs', 'hoodlums', 'robbers', 'touts', 'men', 'gunmen', 'someone', 'somebody', 'people',
  'who', 'wey', 'husband', 'the man', 'he', 'e', 'dem', 'they',
];
const PAST_VERBS = ['beat', 'attacked', 'stabbed', 'slapped', 'flogged', 'injured', 'assaulted'];
// biome-ignore format: packed word list
const PAST_TIMES = [
  'yesterday', 'last night', 'last week', 'two days ago', 'this morning', 'dis morning',
];
const HABITUAL = ['dey beat', 'dey slap', 'dey flog', 'beats', 'slaps', 'keeps beating'];
// biome-ignore format: packed word list
const OWN_FAMILY = [
  'im wife', 'his wife', 'him wife', 'her husband', 'im pikin', 'his children', 'her children',
  'the wife', 'his kids',
];
// biome-ignore format: packed word list
const REPORTED_ATTACK: Terms = [
  ...ATTACKERS.flatMap((who) =>
    PAST_VERBS.filter((v) => v !== 'beat').map((verb) => `${who} ${verb}`),
  ),
  ...ATTACKERS.flatMap((who) => PAST_TIMES.map((when) => `${who} beat ... ${when}`)),
  // Named attackers and the writer's own people: "some boys beat my cousin at the junction".
  ...ATTACKERS.slice(0, ATTACKERS.indexOf('husband')).flatMap((who) =>
    ['beat my', 'beat our', 'beat me'].map((what) => `${who} ${what}`),
  ),
  ...HABITUAL.flatMap((verb) => OWN_FAMILY.map((kin) => `${verb} ${kin}`)),
  'beats her', 'slaps her', 'husband beats', 'husband dey beat',
  // Yoruba "wọ́n lù … lánàá", Hausa "sun doke … jiya", Igbo "tiri … ihe ụnyahụ".
  'wọ́n lù', 'won lu', 'sun doke', 'sun doki', 'sun yi masa duka', 'tiri ... ihe ụnyahụ',
];

/** A drug named as absent: "wey no get codeine", "codeine-free". */
// biome-ignore format: packed word list
const WITHOUT_DRUG: Terms = [
  'no get codeine', 'wey no get codeine', 'without codeine', 'no codeine', 'non-codeine',
  'non codeine', 'free of codeine', 'codeine-free', 'codeine free', 'tí kò ní codeine',
  'ti ko ni codeine', 'babu codeine', 'marar codeine', 'enweghị codeine', 'no contain codeine',
  'does not contain codeine', "doesn't contain codeine",
];
/** Medicine and things made for children, named as a product. */
// biome-ignore format: packed word list
const CHILD_PRODUCTS = [
  'cough syrup', 'syrup', 'paracetamol', 'panadol', 'medicine', 'vitamin*', 'multivitamin*',
  'toothpaste', 'sandals', 'shoes', 'drops', 'lotion', 'diapers',
];
// biome-ignore format: packed word list
const FOR_CHILDREN: Terms = CHILD_PRODUCTS.flatMap((thing) => [
  `children ${thing}`, `children's ${thing}`, `childrens ${thing}`, `kids ${thing}`,
  `kids' ${thing}`, `pikin ${thing}`,
]);

/** No child in the picture: the photograph is of something else. */
// biome-ignore format: packed word list
const NO_CHILD_SHOWN: Terms = [
  'no children in', 'no child in', 'no kids in', 'no pupils in', 'no students in',
  'without children in', 'without any children', 'without any child', 'no pikin for',
  'no children for', 'no children inside', 'no child inside',
];

/** The holder collects their own paper themselves: "PVC rẹ̀ fúnra rẹ̀", "katinsa da kansa". */
const OWN_PAPERS = ['pvc', 'kaadi', 'káàdì', 'card', 'nin', 'ìwé', 'passport', 'slip'];
// biome-ignore format: packed word list
const OWN_PAPER_HIMSELF: Terms = [
  ...OWN_PAPERS.flatMap((paper) => [
    `${paper} rẹ̀ fúnra rẹ̀`, `${paper} re funra re`, `${paper} himself`, `${paper} herself`,
    `${paper} ya n'onwe ya`, `${paper} ya onwe ya`, `${paper} ɗinsa da kansa`,
    `${paper} ɗinta da kanta`,
  ]),
  'katinsa da kansa', 'katinta da kanta', 'katin zabensa da kansa', 'katin zabenta da kanta',
];

/** Stock notice wording, quoted from a sign. */
// biome-ignore format: packed word list
const NOTICE_WORDING: Terms = [
  'trespassers will be*', 'trespassers beware', 'trespassers are warned', 'no trespass*',
  'trespassing is prohibited', 'trespassing prohibited',
];

/** "No bank will ever ask for your PIN": the asker negated, in a warning to the reader. Safe
 *  phrases of the rule that fires, not a negation: a negation reaches the next words too ("no
 *  one will ever ask, so collect their BVN"). */
// biome-ignore format: packed word list
const NOBODY = [
  'no bank', 'no bank staff', 'no bank official', 'no genuine bank', 'no real bank', 'no one',
  'nobody', 'no staff', 'no official', 'no agent', 'nobody from ...', 'no one from ...',
];
// biome-ignore format: packed word list
const WILL_ASK = [
  'will ask', 'will ever ask', 'will request', 'will ever request', 'will collect',
  'will ever collect', 'will demand', 'should ask', 'go ask', 'go ever ask', 'dey ask',
];
// biome-ignore format: packed word list
const NOBODY_WILL: Terms = [
  ...NOBODY.flatMap((who) =>
    WILL_ASK.flatMap((verb) => [`${who} ${verb} for your`, `${who} ${verb} your`]),
  ),
];

export const HOUSEHOLD_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'violence_threats', rules: [], safe: REPORTED_ATTACK },
  { category: 'illegal_goods_services', rules: [], safe: WITHOUT_DRUG },
  { category: 'minors_exploitation', rules: [], safe: [...FOR_CHILDREN, ...NO_CHILD_SHOWN] },
  { category: 'impersonation_fraud', rules: [], safe: [...OWN_PAPER_HIMSELF, ...NOBODY_WILL] },
  { category: 'trespass_break_in', rules: [], safe: NOTICE_WORDING },
];
