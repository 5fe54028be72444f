// Twenty-sixth round (docs/safety.md, "Twenty-sixth round"): what five fresh writers (farms,
// transport, health, property in the South-East, one language a task) put that the rules passed,
// people's classes. Refused: the government or an office said to have sent the Operator (in
// English, Hausa, Yoruba), a uniform "wey LASTMA dey wear" and an officer "no be real", others'
// BVN asked for in Yoruba, a robot check's images picked by hand, poison put in food or water and
// someone who "will not wake again", money demanded or a secret told, women offered by the night,
// a baby handed to people who have paid, children photographed in Yoruba, someone followed in
// Yoruba without knowing; a people told in Yoruba to go back (in the twenty-fifth round's
// MUST_LEAVE_YO, one kind for the learned reader instead of two). Goods and places:
// safety-lexicon-twentysixth-goods.ts; what passes beside them:
// safety-lexicon-twentysixth-lawful.ts. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Telling people the Operator was sent by the government: English, Pidgin, Hausa, Yoruba, Igbo. */
// biome-ignore format: packed word list
const SAY: Terms = [
  'tell them', 'tell dem', 'tell the farmers', 'tell the traders', 'tell people', 'say', 'claim',
  'ku ce', 'ka ce', 'ki ce', 'ku gaya musu', 'ka gaya musu', 'sọ pé', 'so pe', 'sọ fún wọn pé',
  'so fun won pe', 'gwa ha na', 'gwa ha sị', 'sị na', 'si na',
];
// biome-ignore format: packed word list
const SENT_BY_GOVERNMENT: Terms = [
  'government sent you', 'the government sent you', 'govt sent you', 'na government send you',
  'government send you', 'ministry sent you', 'the ministry sent you', 'gwamnati ce ta turo',
  'gwamnati ta turo', 'gwamnati ce ta aiko', 'ma aikatar ce ta turo', 'ìjọba ló rán',
  'ijoba lo ran', 'ìjọba ló rán yín', 'ijoba lo ran yin', 'gọọmenti zitere', 'gọọmentị zitere',
  'goomenti zitere', 'gọọmenti zitere unu', 'government zitere',
];

/** An official's dress named by who wears it, in Pidgin: "the yellow shirt wey LASTMA dey wear". */
// biome-ignore format: packed word list
const OFFICIALS = [
  'lastma', 'police', 'policemen', 'vio', 'frsc', 'road safety', 'customs', 'immigration', 'army',
  'soldier', 'soldiers', 'navy', 'civil defence', 'nscdc', 'dss', 'efcc', 'ndlea', 'kai', 'task force',
];
// biome-ignore format: packed word list
const OFFICIAL_DRESS: Terms = OFFICIALS.flatMap((o) => [
  `wey ${o} dey wear`, `wey ${o} they wear`, `wey ${o} dey use`, `wey ${o} people dey wear`,
]);
/** The Operator told he is no officer while acting as one. */
// biome-ignore format: packed word list
const NO_REAL_OFFICER: Terms = [
  'you no be real officer', 'no be real officer', 'you no be real police', 'no be real police',
  'not a real officer', 'you are not a real officer', "you're not a real officer",
  'not real police', 'not a real policeman', 'not a real official', 'no be real official',
  'no be real customs', 'not real customs',
];

/** Poisons that kill, in English, Pidgin, Hausa, Yoruba and Igbo. */
// biome-ignore format: packed word list
const POISONS: Terms = [
  'rat poison', 'ratpoison', 'otapiapia', 'ota pia pia', 'otapia pia', 'sniper', 'ddvp',
  'dichlorvos', 'maganin bera', 'maganin beraye', 'gubа', 'guba', 'majele', 'oogun eku', 'ògùn eku',
  'oogun eku', 'ọ̀gùn eku', 'nsi', 'nsị', 'nsi oke', 'nsị oke', 'poison',
];
/** Into someone's (or their animals') food or water. */
// biome-ignore format: packed word list
const INTO_FOOD_OR_WATER: Terms = [
  ...['into', 'inside', 'in'].flatMap((p) =>
    ['the water', 'their water', 'his water', 'her water', 'the trough', 'their trough',
      'his food', 'her food', 'their food', 'his drink', 'her drink', 'his tea', 'her tea',
      'her pap', 'his pap', 'his soup', 'her soup', 'him food', 'her own food', 'dem food',
      'dem water', 'the drinking water', 'their drinking water', 'the well'].map((w) => `${p} ${w}`),
  ),
  'cikin ruwa', 'cikin ruwan', 'cikin kwami', 'cikin kwamin', 'cikin abinci', 'cikin abincin',
  'cikin shayi', 'cikin kunu', 'cikin fura', 'cikin tuwo', 'sínú omi', 'sinu omi', 'sínú oúnjẹ',
  'sinu ounje', 'sínú ẹ̀kọ', 'sinu eko', 'sínú ọbẹ̀', 'sinu obe', 'sínú tii', 'sinu tii',
  "n'ime mmiri", 'nime mmiri', "n'ime nri", 'nime nri', "n'ime ofe", 'nime ofe',
];
/** Someone who will not wake again. */
// biome-ignore format: packed word list
const NEVER_WAKE: Terms = [
  'will not wake again', 'will not wake up again', "won't wake again", "won't wake up again",
  'never wake again', 'never wake up again', 'no go wake again', 'no go wake up again',
  'kò ní jí mọ́', 'ko ni ji mo', 'kò ní jí', 'ba za ta farka ba', 'ba zai farka ba',
  'ba za su farka ba', 'agaghị eteta ọzọ', 'agaghi eteta ozo', 'agaghị eteta',
];

/** Saying, in Yoruba, that the Operator came from an office or ward ("ẹ sọ pé from the lab lẹ
 *  ti wá"): the Yoruba "X lẹ ti wá" (from X you came) after English and Yoruba names. */
// biome-ignore format: packed word list
const OFFICES_YO = [
  'the lab', 'lab', 'laboratory', 'the hospital', 'hospital', 'ilé ìwòsàn', 'ile iwosan',
  'the ministry', 'ministry', 'ìjọba', 'ijoba', 'the bank', 'bank', 'banki', 'police', 'ọlọ́pàá',
  'olopaa', 'nimc', 'inec', 'local government', 'the council', 'nafdac', 'customs', 'records',
  'the records', 'the pharmacy', 'head office', 'the head office', 'customer care',
  'eka customer care', 'ẹ̀ka customer care',
];
const CAME_FROM_YO: Terms = OFFICES_YO.flatMap((o) => [
  `from ${o} lẹ ti wá`,
  `from ${o} le ti wa`,
  `${o} lẹ ti wá`,
  `${o} le ti wa`,
  `${o} ni ẹ ti wá`,
  `${o} ni e ti wa`,
]);
const SAY_YO: Terms = ['sọ pé', 'so pe', 'sọ fún wọn pé', 'so fun won pe', 'sọ fún un pé'];

/** Other people's BVN or NIN asked for, in Yoruba ("kí o sì béèrè BVN wọn"). */
// biome-ignore format: packed word list
const ASK_YO: Terms = ['béèrè', 'beere', 'gba', 'gbà', 'gbà á', 'bèèrè'];
// biome-ignore format: packed word list
const THEIR_NUMBERS_YO: Terms = ['bvn wọn', 'bvn won', 'nin wọn', 'nin won', 'bvn gbogbo',
  'bvn àwọn', 'bvn awon'];

/** The images a robot check asks for, picked by hand: Yoruba "yan àwọn àwòrán", Hausa "zaɓi
 *  hotuna", Pidgin "pick the pictures", when "I'm not a robot" comes up. */
// biome-ignore format: packed word list
const PICK_IMAGES: Terms = [
  'yan awon aworan', 'yan àwọn àwòrán', 'yan aworan', 'yàn àwòrán', 'tẹ submit', 'te submit',
  'zabi hotuna', 'zaɓi hotuna', 'zabi hotunan', 'zaɓi hotunan', 'pick the pictures',
  'pick the images', 'select the images', 'select the pictures', 'click the pictures',
  'click the images', 'họrọ foto', 'horo foto', 'họrọ onyonyo', 'horo onyonyo', 'tick the box',
];
// biome-ignore format: packed word list
const ROBOT_BOX: Terms = ["i'm not a robot", 'im not a robot', 'i am not a robot', 'captcha',
  'recaptcha', 'robot check*', 'apoti robot'];

/** Said of someone after a drink: will not wake again. */
// biome-ignore format: packed word list
const WILL_NOT_WAKE_AGAIN: Terms = [
  'she will not wake again', 'he will not wake again', "she won't wake up again",
  "he won't wake up again", 'she no go wake again', 'he no go wake again', 'kò ní jí mọ́',
  'ko ni ji mo', 'ba zai sake farkawa ba', 'ba za ta sake farkawa ba', 'agaghị eteta ọzọ',
  'agaghi eteta ozo',
];

/** Money demanded or a secret told to those close: blackmail. */
const PERSONS = ['she', 'he', 'they', 'him', 'her'];
// biome-ignore format: packed word list
const UNLESS_PAID: Terms = PERSONS.flatMap((p) => [
  `unless ${p} send*`, `unless ${p} pay*`, `unless ${p} bring*`, `if ${p} no pay`,
  `if ${p} does not pay`, `if ${p} doesn't pay`, `if ${p} refuse* to pay`, `if ${p} fail* to pay`,
]);
const CLOSE = ['husband', 'wife', 'church', 'mosque', 'pastor', 'imam', 'boss'];
// biome-ignore format: packed word list
const TOLD_TO_THOSE_CLOSE: Terms = [
  ...['her', 'his', 'their'].flatMap((p) => CLOSE.flatMap((c) => [`${p} ${c} will`, `${p} ${c} go`])),
  'everybody will see', 'everyone will see', 'we will post it', 'we go post am', 'we will release it',
  'we go release am', 'will be posted online', 'will be exposed', 'we will expose',
];

/** Women offered by the night. */
// biome-ignore format: packed word list
const WOMEN: Terms = [
  'hostess*', 'babe*', 'girls', 'ladies', 'chics', 'runs girl*', 'olosho', 'ashawo', 'akwuna',
  'karuwai', 'mata',
];
// biome-ignore format: packed word list
const BY_THE_NIGHT: Terms = [
  'all-night package', 'all night package', 'allnight package', 'overnight package',
  'night package', 'per babe', 'young and fresh', 'fresh and young', 'make dem young',
  'short time and overnight', 'short time or overnight', 'sho time',
];

/** A baby handed to people who have paid. */
// biome-ignore format: packed word list
const HAND_OVER_BABY: Terms = [
  ...['carry', 'take', 'bring', 'hand', 'give', 'hand over'].flatMap((v) =>
    ['the baby', 'the newborn', 'the new born', 'the infant', 'the child', 'the pikin'].map(
      (b) => `${v} ${b}`),
  ),
  'buru nwa', 'buru nwa ahụ', 'buru nwa ahu', 'nye ha nwa', 'gbé ọmọ náà', 'gbe omo naa',
  'gbé ọmọ tuntun', 'gbe omo tuntun', 'kai jaririn', 'dauki jaririn', 'ɗauki jaririn',
];
// biome-ignore format: packed word list
const THEY_HAVE_PAID: Terms = [
  'they have paid', "they've paid", 'they have already paid', 'dem don pay', 'don pay finish',
  'ha akwụọla ụgwọ', 'ha akwuola ugwo', 'ha akwuola ugwu', 'akwụọla ụgwọ', 'wọ́n ti sanwó',
  'won ti sanwo', 'wọ́n ti san owó', 'won ti san owo', 'sun biya', 'sun riga sun biya',
];

/** Children photographed, in Yoruba. */
// biome-ignore format: packed word list
const PHOTOGRAPH_YO: Terms = [
  'ya fọ́tò', 'ya foto', 'ya fọto', 'ya àwòrán', 'ya aworan', 'ya photo', 'ya pictures',
];
// biome-ignore format: packed word list
const CHILDREN_YO: Terms = [
  'àwọn ọmọdé', 'awon omode', 'ọmọdé', 'omode', 'àwọn ọmọ kékeré', 'awon omo kekere',
  'àwọn ọmọ ilé ìwé', 'awon omo ile iwe', 'ọmọ ilé ìwé', 'omo ile iwe',
];

/** Someone followed in Yoruba without knowing it. */
// biome-ignore format: packed word list
const FOLLOW_YO: Terms = ['tẹ̀lé', 'tele', 'tẹle', 'tẹ̀ lé', 'tọpa', 'topa', 'tọ pa'];
// biome-ignore format: packed word list
const UNKNOWING_YO: Terms = [
  'kí ó má mọ̀', 'ki o ma mo', 'kí ó má mọ', 'kí wọ́n má mọ̀', 'ki won ma mo', 'láìjẹ́ pé ó mọ̀',
  'laije pe o mo', 'láì mọ̀', 'lai mo', 'ní bòókẹ́lẹ́', 'ni bookele', 'ní ìkọ̀kọ̀', 'ni ikoko',
  'má jẹ́ kí ó mọ̀', 'ma je ki o mo', 'má jẹ́ kó mọ̀', 'ma je ko mo',
];

export const TWENTYSIXTH_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'the government said to have sent the Operator',
        outcome: 'refuse',
        act: SAY,
        obj: SENT_BY_GOVERNMENT,
        forward: 30,
        backward: 0,
      },
      { name: "an official's dress, in Pidgin", outcome: 'refuse', alone: OFFICIAL_DRESS },
      { name: 'an officer who is none', outcome: 'refuse', alone: NO_REAL_OFFICER },
      {
        name: "others' BVN or NIN asked for, in Yoruba",
        outcome: 'refuse',
        act: ASK_YO,
        obj: THEIR_NUMBERS_YO,
        forward: 12,
        backward: 0,
      },
      {
        name: 'an office said to have sent the Operator, in Yoruba',
        outcome: 'refuse',
        act: SAY_YO,
        obj: CAME_FROM_YO,
        forward: 20,
        backward: 0,
      },
    ],
  },
  {
    category: 'captcha_solving',
    rules: [
      {
        name: "a robot check's images picked by hand",
        outcome: 'refuse',
        act: PICK_IMAGES,
        obj: ROBOT_BOX,
        forward: 120,
        backward: 120,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'poison put in food or water',
        outcome: 'refuse',
        act: POISONS,
        obj: INTO_FOOD_OR_WATER,
        forward: 100,
        backward: 60,
      },
      { name: 'someone who will not wake again', outcome: 'refuse', alone: WILL_NOT_WAKE_AGAIN },
      {
        name: 'a drink after which someone will not wake',
        outcome: 'refuse',
        act: INTO_FOOD_OR_WATER,
        obj: NEVER_WAKE,
        forward: 200,
        backward: 100,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'money demanded or a secret told',
        outcome: 'refuse',
        act: UNLESS_PAID,
        obj: TOLD_TO_THOSE_CLOSE,
        forward: 120,
        backward: 0,
        // A note "saying" it is the threat itself, not a sign quoted.
        signFrames: false,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'women offered by the night',
        outcome: 'refuse',
        act: WOMEN,
        obj: BY_THE_NIGHT,
        forward: 100,
        backward: 100,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'a baby handed to people who have paid',
        outcome: 'refuse',
        act: HAND_OVER_BABY,
        obj: THEY_HAVE_PAID,
        forward: 200,
        backward: 100,
      },
      {
        name: 'children photographed, in Yoruba',
        outcome: 'hold',
        act: PHOTOGRAPH_YO,
        obj: CHILDREN_YO,
        forward: 30,
        backward: 0,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'someone followed without knowing, in Yoruba',
        outcome: 'refuse',
        act: FOLLOW_YO,
        obj: UNKNOWING_YO,
        forward: 120,
        backward: 0,
      },
    ],
  },
];
