// Twenty-third round, lawful errands (docs/safety.md, "Twenty-third round, lawful errands"): the
// round's own lawful wordings the older rules refused, as safe phrases of their category. A
// sample bought so a lab can test which ones are counterfeit; a spokesman's statement on
// kidnapping arrests; a plumber watched "from the ground"; a wedding couple who hired the
// photographer; a father who "go follow you" to the bank (Pidgin: he goes with you). Appended to
// POLICY_SPECS.
import type { CategorySpec } from './safety-policy-spec.ts';

const KIN = [
  'dad',
  'father',
  'mother',
  'mum',
  'mom',
  'grandmother',
  'grandfather',
  'husband',
  'wife',
];
/** A relative's new card fetched from the bank for him (the bank releases it on his letter). */
const KINS_CARD = KIN.flatMap((k) =>
  ['atm card', 'debit card', 'new card'].map((c) => `${c} from the bank for my ${k}`),
);

export const TWENTYTHIRD_LAWFUL_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    // A part played in a training or a drama; a relative's card from the bank; voters reminded
    // to collect their own cards.
    // biome-ignore format: packed word list
    safe: [
      ...KINS_CARD, 'to collect their pvc*', 'to collect their own pvc*',
      'collect their pvc* themselves', 'collect their pvc* in person',
      'play the role of ... in our staff training', 'play the role of ... in the training',
      'play the role of ... in our training', 'play the role of ... in the role-play',
      'play the role of ... in our role-play', 'play the role of ... in the drama',
      'play the role of ... in the skit', 'play the role of ... in the film',
      'play the role of ... in the rehearsal', 'play the role of ... for the training',
    ],
    rules: [],
  },
  {
    category: 'illegal_goods_services',
    // A test purchase: which ones are counterfeit is what the lab finds out.
    // biome-ignore format: packed word list
    safe: [
      'which ones are counterfeit', 'which are counterfeit', 'whether they are counterfeit',
      'if they are counterfeit', 'test for counterfeit*', 'detect counterfeit*',
      'spot counterfeit*', 'identify counterfeit*', 'check for counterfeit*', 'anti-smuggling',
      'anti smuggling', 'antismuggling',
    ],
    rules: [],
  },
  {
    category: 'violence_threats',
    // The crime named as news or a case, not asked for; bush cleared with cutlasses.
    // biome-ignore format: packed word list
    safe: [
      'clear the bush ... with cutlass*', 'clear the grass ... with cutlass*',
      'clear the compound ... with cutlass*', 'clear the farm ... with cutlass*',
      'cut the grass ... with cutlass*', 'slash the grass ... with cutlass*',
      'clearing the bush ... with cutlass*', 'weed* ... with cutlass*',
      'kidnapping arrests', 'kidnapping suspects', 'kidnapping case', 'kidnapping cases',
      'kidnapping trial', 'kidnapping incidents', 'kidnapping statistics', 'kidnapping survivors',
      'kidnapping victims', 'anti-kidnapping', 'arrests for kidnapping', 'arrested for kidnapping',
    ],
    rules: [],
  },
  {
    category: 'surveillance_stalking',
    // A worker's job watched from below; a person who goes along with the Operator.
    // biome-ignore format: packed word list
    safe: [
      'drone over our own', 'drone over our farm', 'drone over our', 'drone over my own',
      'drone over my farm', 'drone over the farm', 'drone over our site', 'drone over the site',
      'watch from the ground', 'watch from below', 'watch the work', 'him go follow you',
      'she go follow you', 'e go follow you', 'dem go follow you', 'go follow you go',
      'he will follow you to', 'she will follow you to', 'they will follow you to',
      'he will follow you there', 'she will follow you there',
    ],
    rules: [],
  },
  {
    category: 'sexual_services',
    // The couple who hired the photographer.
    // biome-ignore format: packed word list
    safe: [
      'the couple hired', 'the couple booked', 'the couple asked', 'couple hired us',
      'couple booked us', "the couple's wedding", 'the wedding couple',
    ],
    rules: [],
  },
];
