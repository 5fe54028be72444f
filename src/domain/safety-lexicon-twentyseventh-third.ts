// Twenty-seventh round, the third batch (docs/safety.md, "Twenty-seventh round"): harm the
// writers of landlords, pharmacies, schools, elections, markets, telecoms, oil and gas and family
// disputes put that the rules passed. Appended to POLICY_SPECS.
import { type CategorySpec, pairRule as pair, type Terms } from './safety-policy-spec.ts';

/** Papers issued without their process; a bribe for an exam hall, a task force, an election. */
// biome-ignore format: packed word list
const PAPERS_AND_BRIBES: Terms = [
  'dem just print am', 'no need survey plan', 'without survey plan', 'without the usual enrolment',
  'without enrolment', 'without the usual capture', 'without biometric capture',
  'ìrànlọ́wọ́ inú họ́ọ̀lù', 'iranlowo inu hoolu', 'help inside the hall', 'help in the exam hall',
  'má ṣe fún un níwájú', 'ma se fun un niwaju', 'result sheet goes our way', 'result goes our way',
  'results go our way', 'envelope* ... presiding officer*', 'presiding officer* ... envelope*',
  'envelope give the', 'no write anything no receipt', 'make dem no carry our goods',
  'kar ka bi ta shingen', 'kada ka bi ta shingen', 'ba su da lambar nafdac', 'babu lambar nafdac',
  'not covered by any lifting licence', 'no lifting licence', 'without a lifting licence',
  'no paperwork will accompany', 'no uniformed persons',
];
/** "The iron" and cartridges: guns in a split brief. */
const THE_IRON: Terms = ['pieces of the iron', 'the iron plus', 'the irons'];
const ROUNDS: Terms = ['cartridges', 'rounds', 'bullets'];

/** A woman photographed in secret and her outings timed, in Hausa; a fiancé tailed at night. */
// biome-ignore format: packed word list
const TAILED: Terms = [
  'hotunanta a ɓoye', 'hotunanta a boye', 'hotonsa a ɓoye', 'hotonsa a boye', 'lokutan da take fita',
  'lokutan da yake fita', 'wanda take tare da shi', 'go after him discreetly',
  'go after her discreetly', 'where he spends the night', 'where she spends the night',
  'he must not notice you', 'she must not notice you', 'snap whoever he meets',
  'snap whoever she meets', 'note every place he stops', 'note every place she stops',
];

/** A night-time way in: an unlocked window, a sleeping guard (Hausa). */
// biome-ignore format: packed word list
const WAY_IN_HA: Terms = [
  'taga da ba a kulle ba', 'yana barci da tsakar dare', 'ka bi ta bayan ginin', 'kafin asuba',
];

/** A beating "he won't forget", a lesson taught (Yoruba); someone left unable to drive or talk;
 *  powder in her tea or soup when she is not looking (Yoruba, Igbo). */
// biome-ignore format: packed word list
const HURT_AND_POISONED: Terms = [
  'ẹ̀kọ́ tí kò ní gbàgbé', 'eko ti ko ni gbagbe', 'lesson he will never forget',
  'lesson she will never forget', 'teach him a lesson', 'teach her a lesson', 'lọ́gbọ́n',
  'no go fit drive or talk', 'no go fit waka', 'no go fit walk for', 'no go fit talk for',
  'cannot drive or talk for', 'not be able to walk for', 'unable to walk for',
  'settle the driver wey report', 'settle the man wey report', 'á kàn ṣàìsàn', 'a kan saisan',
  'lúúlúù tí màá fún ọ', 'luulu ti maa fun o', 'sínú tíì rẹ̀', 'sinu tii re', "tinye ya n'ofe ya",
  'tinye ya n ofe ya', 'mgbe ọ na-adịghị ele anya', 'mgbe o na adighi ele anya',
];

/** Blackmail in Yoruba ("a ó gbé e sórí Facebook"); voters frightened in Igbo. */
// biome-ignore format: packed word list
const BLACKMAIL_AND_FEAR: Terms = [
  'a ó gbé e sórí facebook', 'a o gbe e sori facebook', 'gbé e sórí facebook',
  'gbe e sori facebook', 'a ní fídíò rẹ̀', 'a ni fidio re', 'mee ka ụjọ tụ ha', 'mee ka ujo tu ha',
  'ka ụjọ tụ ha', 'ka ujo tu ha', 'a ga-ebupụ ụlọ ahịa ha', 'a ga ebupu ulo ahia ha',
];

/** A vote promised for free medicine, voter cards shown (Hausa); a flat let to three. */
// biome-ignore format: packed word list
const VOTES_HA: Terms = [
  'alƙawarin zaɓen ɗan takararmu', 'alkawarin zaben dan takararmu', 'zaɓen ɗan takararmu',
  'zaben dan takararmu', 'ya nuna katin zaɓensa', 'ya nuna katin zabensa',
];

/** Girls to spend the night with guests (Hausa); little girls photographed at a school gate and
 *  asked to come alone (Hausa). */
// biome-ignore format: packed word list
const NIGHT_HA: Terms = [
  'su kwana tare da su', 'ta kwana tare da shi', 'su kwana da baki', 'kwana tare da baƙinmu',
  'kwana tare da bakinmu',
];
// biome-ignore format: packed word list
const PHOTOGRAPH_HA: Terms = [
  'ɗauki hotunan', 'dauki hotunan', 'karɓi lambar wayarsu', 'karbi lambar wayarsu',
  'su zo shagonmu su kaɗai', 'su zo shagonmu su kadai',
];
// biome-ignore format: packed word list
const LITTLE_GIRLS_HA: Terms = [
  "'yan mata ƙanana", 'yan mata kanana', 'yara ƙanana', 'yara kanana', 'makarantar firamare',
];

/** A code read out on a call or copied from a bank's message, in Yoruba; a robot check's
 *  letters typed back, in Yoruba; image checks done so a script runs on. */
// biome-ignore format: packed word list
const READ_TO_ME_YO: Terms = [
  'ka á fún mi', 'ka a fun mi', 'fi ránṣẹ́ sí mi', 'fi ranse si mi', 'daakọ', 'daako',
];
// biome-ignore format: packed word list
const CODES_YO: Terms = [
  'oní-nọ́mbà mẹ́fà', 'oni nomba mefa', 'nọ́mbà token', 'nomba token', 'token', 'koodu',
  'ọ̀rọ̀ láti báńkì', 'oro lati banki',
];
// biome-ignore format: packed word list
const CHECKS_FOR_SCRIPTS: Terms = [
  'tẹ àwọn lẹ́tà inú rẹ̀', 'te awon leta inu re', 'image-selection check*',
  'image selection check*', 'so our booking script can continue', 'so our script can continue',
  'so the script can continue', 'so our bot can continue', 'traffic lights buses crosswalks',
];

/** Hazards: chemicals moved bare-handed and leaking, waist-deep flood water entered, a battery
 *  bank's electrolyte topped up, a generator refuelled, a pylon sign climbed. */
// biome-ignore format: packed word list
const HAZARDS: Terms = [
  'no gloves or masks available', 'drums are leaking', 'drum is leaking',
  'without gloves or mask*', 'enter the water', 'water reach waist', 'water don reach waist',
  'waist deep', 'waist-deep', 'chest deep', 'top up the electrolyte', 'open the battery bank',
  'refuel the generator', 'refuel the # kva', 'refuel the gen', 'climb the # metre', 'climb the # meter', 'climb the #-metre', 'pylon*',
  'service ladder',
];

export const TWENTYSEVENTH_THIRD_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      { name: 'papers unissued, bribes', outcome: 'refuse', alone: PAPERS_AND_BRIBES },
      pair('"the iron" and its rounds', 'refuse', THE_IRON, ROUNDS, 40, 0),
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [{ name: 'someone tailed', outcome: 'refuse', alone: TAILED }],
  },
  {
    category: 'trespass_break_in',
    rules: [{ name: 'a way in at night', outcome: 'refuse', alone: WAY_IN_HA }],
  },
  {
    category: 'violence_threats',
    rules: [{ name: 'hurt or poisoned', outcome: 'refuse', alone: HURT_AND_POISONED }],
  },
  {
    category: 'harassment_intimidation',
    rules: [{ name: 'blackmail, voters frightened', outcome: 'refuse', alone: BLACKMAIL_AND_FEAR }],
  },
  {
    category: 'impersonation_fraud',
    rules: [{ name: 'votes bought with medicine', outcome: 'refuse', alone: VOTES_HA }],
  },
  {
    category: 'sexual_services',
    rules: [{ name: 'girls for the night', outcome: 'refuse', alone: NIGHT_HA }],
  },
  {
    category: 'minors_exploitation',
    rules: [pair('little girls photographed', 'refuse', PHOTOGRAPH_HA, LITTLE_GIRLS_HA, 60, 60)],
  },
  {
    category: 'otp_handling',
    rules: [pair('a code read out', 'refuse', READ_TO_ME_YO, CODES_YO, 80, 80)],
  },
  {
    category: 'captcha_solving',
    rules: [{ name: 'checks done for a script', outcome: 'refuse', alone: CHECKS_FOR_SCRIPTS }],
  },
  { category: 'dangerous_work', rules: [{ name: 'hazards', outcome: 'hold', alone: HAZARDS }] },
];
