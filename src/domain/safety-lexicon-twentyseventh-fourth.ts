// Twenty-seventh round, the fourth batch (docs/safety.md, "Twenty-seventh round"): harm the
// writers of motor parks, tech hubs, kitchens, studios, creeks, insurers, home staff and sports
// put that the rules passed. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Papers that "go pass any check"; counterfeit labels sold as real; an inspector or an
 *  investigating officer paid so no report is written (Hausa, English). */
// biome-ignore format: packed word list
const PAID_TO_PASS: Terms = [
  'wey go pass any check', 'that will pass any check', 'that can pass any check',
  'sold as authentic', 'sell as authentic', 'sell them as original', 'sold as original',
  'labels and holograms', 'declare them as unbranded', 'ba tare da ya shiga kicin',
  'mun ci jarrabawa ba tare', 'kada ka bari sauran su gani', 'no written report is forwarded',
  'matter is treated as minor', 'so that no report is',
];

/** Someone followed home unseen (Hausa, Igbo). */
// biome-ignore format: packed word list
const FOLLOWED_HOME: Terms = [
  'ta hanyar da ta bi', 'har ka ga gidan da ta shiga', 'har ka ga gidan da ya shiga',
  'inda take kwana', 'inda yake kwana', 'wanda ya buɗe mata', 'ruo ebe ọ na-ehi ụra',
  'ruo ebe o na ehi ura', 'ebe ọ na-ehi ụra', 'ekwela ka ọ hụ gị', 'ekwela ka o hu gi',
  'soro ya nwayọọ', 'soro ya nwayoo',
];

/** Reviews written as customers from many addresses (Hausa); voter cards gathered (Hausa,
 *  Pidgin "PVC mop-up"). */
// biome-ignore format: packed word list
const REVIEWS_AND_CARDS: Terms = [
  'kamar kai kwastoma ne', 'adireshin gmail daban daban', 'adireshin gmail daban-daban',
  'tara katin zabe', 'tara katin zaɓe', 'ka karbi katin zabe', 'karɓi katin zaɓe', 'pvc mop up',
  'pvc mop-up', 'we go return the cards after',
];

/** A six-digit code read out at once (Igbo); an app's four-digit PIN asked of each member. */
// biome-ignore format: packed word list
const PINS_READ: Terms = [
  'koodu nọmba isii', 'koodu nomba isii', 'gụọ ya ozugbo', 'guo ya ozugbo',
  '# number wey dem dey take open', 'the # number wey', '# digit wey dem',
];

/** A wall climbed and a gate opened from inside, running if the guard sees (Igbo). */
// biome-ignore format: packed word list
const OVER_THE_WALL_IG: Terms = [
  'rịgoo mgbidi', 'rigoo mgbidi', 'onye nche hụ gị gbaa ọsọ', 'onye nche hu gi gbaa oso',
  'onye nwe ya ekweghị', 'onye nwe ya ekweghi',
];

/** A side gate gone through unseen at night; girls called for drivers who ask for "company". */
// biome-ignore format: packed word list
const UNSEEN_AT_NIGHT: Terms = [
  'without the gateman seeing', 'without the guard seeing', 'without the security seeing',
  'without security seeing', 'without the watchman seeing', 'left unlocked at night',
];
// biome-ignore format: packed word list
const COMPANY_FOR_DRIVERS: Terms = [
  'call the babes', 'arrange one for each room', 'wey ask for company', "ask for 'company'",
];

/** A pit gone into on a rope with no ladder (Hausa). */
// biome-ignore format: packed word list
const ROPE_INTO_PIT_HA: Terms = [
  'saukar da kai da igiya', 'babu tsani', 'zurfinsa kamar ƙafa', 'zurfinsa kamar kafa',
];

export const TWENTYSEVENTH_FOURTH_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [{ name: 'paid to pass a check', outcome: 'refuse', alone: PAID_TO_PASS }],
  },
  {
    category: 'surveillance_stalking',
    rules: [{ name: 'followed home unseen', outcome: 'refuse', alone: FOLLOWED_HOME }],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      { name: 'reviews as customers, voter cards', outcome: 'refuse', alone: REVIEWS_AND_CARDS },
    ],
  },
  {
    category: 'otp_handling',
    rules: [{ name: 'a code or PIN read out', outcome: 'refuse', alone: PINS_READ }],
  },
  {
    category: 'trespass_break_in',
    rules: [
      { name: 'over the wall', outcome: 'refuse', alone: OVER_THE_WALL_IG },
      { name: 'in unseen at night', outcome: 'refuse', alone: UNSEEN_AT_NIGHT },
    ],
  },
  {
    category: 'sexual_services',
    rules: [{ name: 'company for drivers', outcome: 'refuse', alone: COMPANY_FOR_DRIVERS }],
  },
  {
    category: 'dangerous_work',
    rules: [{ name: 'into a pit on a rope', outcome: 'hold', alone: ROPE_INTO_PIT_HA }],
  },
];
