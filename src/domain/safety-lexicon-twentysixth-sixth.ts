// Twenty-sixth round, the sixth batch (docs/safety.md, "Twenty-sixth round, sixth batch"): what
// writers of whole tasks in Hausa, Yoruba and Igbo, and of street Pidgin, put that the rules
// passed. Appended to POLICY_SPECS.
import { type CategorySpec, pairRule as pair, type Terms } from './safety-policy-spec.ts';

/** A robot check's twisted letters typed by hand, in Hausa and Igbo. */
// biome-ignore format: packed word list
const TWISTED_LETTERS: Terms = [
  'haruffa masu karkacewa', 'haruffan da suka karkace',
  'mkpụrụ okwu gbagọrọ agbagọ', 'mkpuru okwu gbagoro agbago', 'ka bot anyị gafee',
  'ka bot anyi gafee', 'lẹ́tà wíwọ́', 'leta wiwo',
];

/** A bribe so a load passes unopened, in Hausa ("ka ba oga ambulan … ba tare da an bude ta ba"),
 *  or a licence issued without its test, in Igbo ("n'ejeghị ule"). */
// biome-ignore format: packed word list
const GIVE_OFFICIALS: Terms = [
  'ka ba oga', 'ba oga', 'ambulan', 'ka ba shi ambulan', 'nye onye ọrụ', 'nye onye oru',
  'give the officer', 'give the staff', 'give the official', 'fún òṣìṣẹ́', 'fun osise',
];
// biome-ignore format: packed word list
const UNOPENED_UNTESTED: Terms = [
  'ya bar ta ta wuce', 'ya bar shi ya wuce', 'ba tare da an bude', 'ba tare da an buɗe',
  'kada a bude', "n'ejeghị ule", 'n ejeghi ule', "n'ejeghi ule", 'without writing the test',
  'without the test', 'without test', 'ba tare da jarrabawa', 'láìṣe ìdánwò', 'laise idanwo',
];

/** A fence got through before the guards see, in Hausa ("ka bi ta ramin … wayar shinge … kafin
 *  su gan ka"), a gate or wall jumped in Yoruba ("ẹ fò géètì"). */
// biome-ignore format: packed word list
const THROUGH_A_FENCE_HA: Terms = [
  'ka bi ta ramin', 'bi ta ramin', 'ka tsallaka shinge', 'tsallaka katanga', 'ka haura katanga',
  'haura katanga', 'ka shiga ta baya',
];
// biome-ignore format: packed word list
const UNSEEN_BY_GUARDS_HA: Terms = [
  'kafin su gan ka', 'kafin su ganka', 'ba sa barin kowa', 'ba tare da izini', 'wayar shinge',
  'kada su gan ka', 'kada masu gadi su gan ka',
];
// biome-ignore format: packed word list
const GATE_JUMPED_YO: Terms = [
  'fo geetii', 'fò géètì', 'fo geeti', 'fò geeti', 'bẹ́ géètì', 'be geeti', 'fo ogiri', 'fò ògiri',
  'gun ogiri', 'gùn ògiri', 'fo odi', 'fò odi',
];

/** A ballot bought, in Yoruba ("ẹni tí ó bá fi fọ́tò ìwé ìdìbò rẹ̀ hàn … tẹ àtànpàkò fún ẹgbẹ́
 *  wa"); a SIM registered with the Operator's own NIN ("fi NIN ti yín forúkọsílẹ̀"). */
// biome-ignore format: packed word list
const BALLOT_BOUGHT_YO: Terms = [
  'te atanpako fun egbe wa', 'tẹ àtànpàkò fún ẹgbẹ́ wa', 'foto iwe idibo', 'fọ́tò ìwé ìdìbò',
  'foto iwe idibo re', 'ibo fun egbe wa',
];
// biome-ignore format: packed word list
const OWN_NIN_YO: Terms = [
  'fi nin ti yin', 'fi nin ti yín', 'fi nin tiyin', 'fi nin yin', 'fi nin yín', 'pẹ̀lú nin yín',
  'pelu nin yin', 'fi nin tìrẹ', 'fi nin tire',
];
const REGISTER_YO: Terms = ['forúkọsílẹ̀', 'forukosile', 'forúkọ sílẹ̀', 'foruko sile'];

/** Girls found for guests till morning, in Yoruba ("ọmọge … 'bá wọn ṣeré' títí di ààrọ̀"). */
// biome-ignore format: packed word list
const GIRLS_YO: Terms = ['ọmọge', 'omoge', 'ọmọbìnrin', 'omobinrin', 'àwọn ọmọge', 'awon omoge'];
// biome-ignore format: packed word list
const TILL_MORNING_YO: Terms = [
  'títí di ààrọ̀', 'titi di aaro', 'títí di òwúrọ̀', 'titi di owuro', 'bá wọn ṣeré', 'ba won sere',
  'bá wọn sùn', 'ba won sun',
];

/** A people refused a rented house, in Yoruba ("kí wọn má yá ilé fún ọmọ Igbo kankan mọ́"). */
const PEOPLES = ['igbo', 'hausa', 'fulani', 'yoruba', 'gambari', 'ara oke oya', 'omo igbo'];
const NO_HOUSE_YO: Terms = PEOPLES.flatMap((p) => [
  `ma ya ile fun ${p}`,
  `má yá ilé fún ${p}`,
  `ma ya ile fun omo ${p}`,
  `má yá ilé fún ọmọ ${p}`,
  `ma ya ile fun awon ${p}`,
]);

/** A tank gone into, in Yoruba ("ẹ wọ inú táńkì diesel"); a pole climbed or a flood crossed in
 *  Hausa ("ka hau sandar", "ka bi ta cikin ruwan"). */
// biome-ignore format: packed word list
const INTO_TANKS_POLES_FLOODS: Terms = [
  'wọ inú táńkì', 'wo inu tanki', 'wọ inú tanki', 'wọnú táńkì', 'wonu tanki', 'ka hau sandar',
  'hau sandar', 'bi ta cikin ruwan', 'ka bi ta cikin ruwa', 'ka tsallaka kogin', 'tsallaka ruwan',
];

/** Someone hurt or threatened in Igbo: unable to stand for weeks, killed with her children. */
// biome-ignore format: packed word list
const HURT_IG: Terms = [
  'ghara ike ịkwụrụ ọtọ', 'ghara ike ikwuru oto', 'enweghị ike ịkwụ ọtọ', 'enweghi ike ikwu oto',
  'ga-egbu ya na ụmụ ya', 'ga egbu ya na umu ya', 'ga-egbu gị', 'ga egbu gi', 'anyị ga-egbu gị',
  'egbuo ya na ụmụ ya', 'egbuo ya na umu ya',
];

/** Someone followed at a distance to where he sleeps, in Igbo ("soro … n'ebe dị anya … ebe ọ
 *  rahụrụ"). */
// biome-ignore format: packed word list
const FOLLOW_IG: Terms = ['soro', 'sochie', 'soro ya', 'sochie ya', 'soro lexus', 'soro ụgbọala'];
// biome-ignore format: packed word list
const WHERE_HE_SLEEPS_IG: Terms = [
  "n'ebe dị anya", 'n ebe di anya', "n'ebe di anya", 'ebe ọ rahụrụ', 'ebe o rahuru',
  'ebe ọ na-arahụ', 'ebe o na arahu', 'ebe ọ bi', 'ebe o bi', 'onye ọ hụrụ', 'onye o huru',
];

/** Someone shamed as a thief in Igbo, read aloud for the neighbours. */
// biome-ignore format: packed word list
const SHAMED_IG: Terms = [
  'na-akpọ ya onye ohi', 'na akpo ya onye ohi', 'ka ndị agbata obi nụ', 'ka ndi agbata obi nu',
  'calling her a thief', 'calling him a thief', 'so the neighbours hear', 'so that neighbours hear',
];

/** Schoolgirls photographed and asked their numbers, in Igbo (held). */
// biome-ignore format: packed word list
const PHOTOGRAPH_IG: Terms = ['were foto', 'see foto', 'sere foto'];
// biome-ignore format: packed word list
const SCHOOLGIRLS_IG: Terms = [
  'ụmụ agbọghọ', 'umu agbogho', 'ụmụ akwụkwọ', 'umu akwukwo', 'ụmụaka', 'umuaka', 'ụmụ nwanyị jss',
];

export const TWENTYSIXTH_SIXTH_SPECS: readonly CategorySpec[] = [
  {
    category: 'captcha_solving',
    rules: [{ name: "a robot check's twisted letters", outcome: 'refuse', alone: TWISTED_LETTERS }],
  },
  {
    category: 'account_creation',
    rules: [
      pair("a SIM registered with the Operator's NIN", 'refuse', OWN_NIN_YO, REGISTER_YO, 40, 40),
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      pair(
        'a bribe to pass unopened or untested',
        'refuse',
        GIVE_OFFICIALS,
        UNOPENED_UNTESTED,
        150,
        0,
      ),
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      pair(
        'a fence got through unseen, in Hausa',
        'refuse',
        THROUGH_A_FENCE_HA,
        UNSEEN_BY_GUARDS_HA,
        150,
        100,
      ),
      { name: 'a gate or wall jumped, in Yoruba', outcome: 'refuse', alone: GATE_JUMPED_YO },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [{ name: 'a ballot bought, in Yoruba', outcome: 'refuse', alone: BALLOT_BOUGHT_YO }],
  },
  {
    category: 'sexual_services',
    rules: [
      pair('girls found for guests till morning', 'refuse', GIRLS_YO, TILL_MORNING_YO, 120, 60),
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people refused a house',
        outcome: 'refuse',
        alone: NO_HOUSE_YO,
        signFrames: false,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [{ name: 'someone hurt or threatened, in Igbo', outcome: 'refuse', alone: HURT_IG }],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      pair(
        'someone followed to where he sleeps, in Igbo',
        'refuse',
        FOLLOW_IG,
        WHERE_HE_SLEEPS_IG,
        150,
        60,
      ),
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      { name: 'someone shamed as a thief', outcome: 'refuse', alone: SHAMED_IG, signFrames: false },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      pair('schoolgirls photographed, in Igbo', 'hold', PHOTOGRAPH_IG, SCHOOLGIRLS_IG, 12, 0),
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'a tank, a pole or a flood gone into',
        outcome: 'hold',
        alone: INTO_TANKS_POLES_FLOODS,
      },
    ],
  },
];
