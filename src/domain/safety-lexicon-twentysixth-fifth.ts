// Twenty-sixth round, the fifth batch (docs/safety.md, "Twenty-sixth round, fifth batch"): what
// five more writers (sports and youth, public services, food, online sellers, faith and
// tradition) put that the rules passed. Refused: a levy demanded on pain of a seal, a SIM claimed
// in another's name in Igbo, a paper called fake in Hausa ("na jabu"), children taken without
// their parents or of an age range put to selling. Held: a roof climbed in Yoruba, a well gone
// into with a rope in Hausa. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A levy demanded on pain of a seal: "they need a ₦25,000 licence today or they will be sealed". */
// biome-ignore format: packed word list
const LEVY: Terms = [
  'need a', 'must pay', 'pay', 'licence', 'license', 'levy', 'fee', 'permit', 'tax', 'fine',
];
// biome-ignore format: packed word list
const OR_SEALED: Terms = [
  'or they will be sealed', 'or we will seal', 'or dem go seal', 'or we go seal', 'or we seal',
  'or the shop will be sealed', 'or your shop will be sealed', 'or their shop will be sealed',
  'or we will lock the shop', 'or dem go lock',
];

/** Children taken without their parents, or paid for by the head. */
// biome-ignore format: packed word list
const WITHOUT_PARENTS: Terms = [
  'no need to involve their parents', 'no need to involve the parents',
  'without their parents knowing', "don't tell their parents", 'do not tell their parents',
  'no need to tell their parents', 'without telling their parents', 'make their parents no know',
  'per boy delivered', 'per girl delivered', 'per child delivered', 'per pikin delivered',
  'without their family', 'without their families', 'without their family knowing',
];
/** Children of an age range put to selling. */
const KIDS = ['kids', 'children', 'boys', 'girls', 'pikin', 'pikins'];
const KIDS_OF_AGES: Terms = KIDS.flatMap((k) => [
  `${k} between # and #`,
  `${k} aged # to #`,
  `${k} of # to #`,
]);
// biome-ignore format: packed word list
const PUT_TO_SELL: Terms = [
  'to sell', 'to hawk', 'hawk', 'sell pure water', 'school or no school', 'per child', 'each for the day',
];

/** A SIM claimed in another's name, in Igbo ("kwuo na ị bụ Emeka … sị na SIM gị furu efu"). */
// biome-ignore format: packed word list
const SAY_YOU_ARE_IG: Terms = [
  'kwuo na ị bụ', 'kwuo na i bu', 'sị na ị bụ', 'si na i bu', 'gwa ha na ị bụ', 'gwa ha na i bu',
];
// biome-ignore format: packed word list
const A_SIM_IG: Terms = [
  'sim', 'sim card', 'sim gị furu efu', 'sim gi furu efu', 'furu efu', 'nin ya', 'foto ya',
  'sim ọhụrụ', 'sim ohuru',
];

/** A paper called fake in Hausa ("C of O na jabu da hatimin gwamnati"). */
// biome-ignore format: packed word list
const PAPERS_HA: Terms = [
  'c of o', 'takarda', 'takardu', 'takardun', 'satifiket', 'lasisi', 'fasfo', 'katin', 'hatimi',
  'hatimin', 'rasit', 'shaidar',
];
// biome-ignore format: packed word list
const FAKE_HA: Terms = [
  'na jabu', 'ta jabu', 'jabu', 'na bogi', 'ta bogi', 'kamar na asali', 'kamar na gaske',
  'kamar na ainihi',
];

/** A roof climbed in Yoruba ("gòkè orí rẹ̀, yọ páànù"), a well gone into in Hausa with a rope. */
// biome-ignore format: packed word list
const CLIMB_YO: Terms = ['gòkè', 'goke', 'gun orí', 'gun ori', 'gun òrùlé', 'gun orule'];
// biome-ignore format: packed word list
const ROOFS_YO: Terms = [
  'òrùlé', 'orule', 'orí rẹ̀', 'ori re', 'páànù', 'paanu', 'orí ilé', 'ori ile', 'òkè ilé',
  'oke ile',
];
// biome-ignore format: packed word list
const INTO_A_WELL_HA: Terms = [
  'a shiga cikinta da igiya', 'shiga cikinta da igiya', 'sauka cikinta da igiya',
  'shiga cikinsa da igiya', 'zurfinta ya kai mita', 'zurfinsa ya kai mita',
];

/** Someone tracked who must not suspect it, in Pidgin ("note where e dey go … no let am
 *  suspect"). */
// biome-ignore format: packed word list
const TRACK_PIDGIN: Terms = [
  'track', 'follow', 'note where', 'snap im gate', 'snap him gate', 'snap her gate', 'watch am',
  'monitor', 'trail',
];
// biome-ignore format: packed word list
const UNSUSPECTING: Terms = [
  'no let am suspect', 'make e no suspect', 'make am no suspect', "don't let him suspect",
  "don't let her suspect", 'do not let him suspect', 'do not let her suspect',
  'without him suspecting', 'without her suspecting',
];

export const TWENTYSIXTH_FIFTH_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: "a SIM claimed in another's name, in Igbo",
        outcome: 'refuse',
        act: SAY_YOU_ARE_IG,
        obj: A_SIM_IG,
        forward: 100,
        backward: 0,
      },
      {
        name: 'a levy demanded on pain of a seal',
        outcome: 'refuse',
        act: LEVY,
        obj: OR_SEALED,
        forward: 100,
        backward: 0,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'someone tracked unsuspecting, in Pidgin',
        outcome: 'refuse',
        act: UNSUSPECTING,
        obj: TRACK_PIDGIN,
        forward: 100,
        backward: 250,
        // "… snap im gate. No let am suspect.": the cue may stand in the next sentence.
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'a paper called fake, in Hausa',
        outcome: 'refuse',
        act: PAPERS_HA,
        obj: FAKE_HA,
        forward: 40,
        backward: 40,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'a roof climbed, in Yoruba',
        outcome: 'hold',
        act: CLIMB_YO,
        obj: ROOFS_YO,
        forward: 60,
        backward: 120,
        nextSentenceHolds: true,
      },
      { name: 'a well gone into with a rope, in Hausa', outcome: 'hold', alone: INTO_A_WELL_HA },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      { name: 'children taken without their parents', outcome: 'refuse', alone: WITHOUT_PARENTS },
      {
        name: 'children of an age range put to selling',
        outcome: 'refuse',
        act: KIDS_OF_AGES,
        obj: PUT_TO_SELL,
        forward: 80,
        backward: 0,
      },
    ],
  },
];
