// Twenty-second round, people (docs/safety.md, "Twenty-second round, people"): a child taken from
// an orphanage or a school behind its carers' backs, a child married off, adult videos traded,
// girls' numbers handed to men outside a hotel, women brought for a big man who pays their fee,
// a girl taken to a man's room because he paid, children set to hawk or taught drugs, a child
// bought from its parents, girls brought to a hotel for guests in Hausa and Yoruba, escorts
// listed, and a driver kept at the wheel overnight without sleep. Appended to POLICY_SPECS.
import { CHILD_AGES } from './safety-lexicon-person.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A child taken from those who keep it, who are not to know. */
// biome-ignore format: packed word list
const CHILD_TAKEN: Terms = [
  'take the boy', 'take the girl', 'take the child', 'take the children', 'bring the boy',
  'bring the girl', 'bring the child', 'out of the orphanage', 'from the orphanage',
  'pick the boy', 'pick the girl', 'pick the child', 'take him out of', 'take her out of',
];

// biome-ignore format: packed word list
const CARERS_NOT_TOLD: Terms = [
  "don't tell the matron", 'do not tell the matron', 'without telling the matron',
  "without the matron's knowledge", 'the matron must not know', "don't tell the headmaster",
  'do not tell the headmaster', "don't tell the headmistress", 'do not tell the headmistress',
  "don't tell his parents", 'do not tell his parents', "don't tell her parents",
  'do not tell her parents', 'without telling his parents', 'without telling her parents',
  "don't tell the teachers", 'do not tell the teachers', 'without the matron', 'without the carers',
  "don't tell his mother",
  "don't tell her mother", 'do not tell his mother', 'do not tell her mother',
];

/** A child married off. */
// biome-ignore format: packed word list
const MARRIED_OFF: Terms = [
  'marriage of', 'marry off', 'marry* ... to the', 'give ... in marriage', 'betroth*',
  'as his wife', 'as his second wife', 'as his third wife', 'to marry the', 'to marry him',
];

/** Adult videos traded. */
// biome-ignore format: packed word list
const TRADED: Terms = [
  'deliver*', 'sell*', 'distribut*', 'send*', 'upload*', 'post*', 'supply', 'hawk*', 'make*',
  'made', 'shoot*', 'film*', 'record*',
];

// biome-ignore format: packed word list
const ADULT_VIDEOS: Terms = [
  'adult video*', 'adult film*', 'adult movie*', 'sex tape*', 'sex video*', 'nude video*',
  'nude picture*', 'nude photo*', 'blue film*', 'blue movie*', 'porn video*', 'porno*',
  'x-rated video*', 'xxx video*',
];

/** Girls' numbers handed to men, women brought for a big man who pays them. */
// biome-ignore format: packed word list
const TO_THE_MEN: Terms = [
  'give the men', 'hand the men', 'to the men', 'to the guests', 'to the customers', 'to men',
  'give men', 'to the clients',
];

// biome-ignore format: packed word list
const GIRLS_NUMBERS: Terms = [
  "girls' numbers", 'girls numbers', 'numbers of the girls', "girls' phone numbers",
  "the girls' contacts", "ladies' numbers", 'numbers of the ladies',
];

// biome-ignore format: packed word list
const WOMEN_BROUGHT: Terms = [
  'bring the ladies', 'bring the girls', 'bring ladies', 'bring girls', 'bring the ... ladies',
  'bring the ... girls', 'bring some ... girls', 'bring some ... ladies', 'bring the women',
];

// biome-ignore format: packed word list
const THEIR_FEE: Terms = [
  'will pay their fee', 'pay their fee', 'he will pay them', 'he will settle them',
  'will pay the girls', 'will pay the ladies', 'settle the girls', 'settle the ladies',
];

// biome-ignore format: packed word list
const BIG_MEN: Terms = [
  'senator', 'governor', 'chief', 'honourable', 'commissioner', 'minister', 'chairman', 'oga',
  'the men', 'alhaji',
];

/** A girl taken to a man's room or house, the man having paid. */
// biome-ignore format: packed word list
const GIRL_TAKEN: Terms = [
  'take the girl', 'take her', 'take my daughter', 'bring the girl', 'take the girls', 'bring her',
  'take the lady', 'bring the lady', 'carry the girl', 'carry am', 'drop the girl', 'drop her',
];

// biome-ignore format: packed word list
const HIS_ROOM: Terms = [
  "man's hotel", "man's house", "man's room", "man's place", 'his hotel', 'his room', 'his house',
  "oga's house", "oga's hotel", "chief's house", "alhaji's house", 'the man in room',
  'to the hotel',
];

// biome-ignore format: packed word list
const HE_PAID: Terms = [
  'he paid', 'he has paid', 'he will pay', 'dem don pay', 'has paid', 'paid already',
  'already paid', 'for money', 'e don pay', 'he don pay',
];

/** Children set to hawk in school hours, taught drugs, or bought from their parents. */
// biome-ignore format: packed word list
const CHILDREN_HAWKING: Terms = [
  'small girls to hawk', 'small boys to hawk', 'little girls to hawk', 'little boys to hawk',
  'children to hawk', 'kids to hawk', 'hawk* ... during school hours',
  'sell* ... during school hours',
  'hawk* ... instead of school', 'hawk* ... instead of going to school',
];

// biome-ignore format: packed word list
const TEACH_CHILDREN: Terms = [
  'teach the little', 'teach the small', 'teach the children', 'teach the kids', 'teach the boys',
  'give the children', 'give the kids', 'give the little', 'give the small', 'show the children',
  'show the kids',
];

// biome-ignore format: packed word list
const VICES_TAUGHT: Terms = [
  'weed', 'indian hemp', 'codeine', 'tramadol', 'cigarette*', 'shisha', 'alcohol', 'gin',
  'roll and smoke', 'to smoke', 'smoke weed', 'colos', 'skunk', 'cannabis', 'marijuana',
  'how to roll', 'how to smoke', 'how to drink',
];

// biome-ignore format: packed word list
const CHILD_BOUGHT: Terms = ['she', 'he'].flatMap((p) =>
  ['my brother', 'my uncle', 'my friend', 'the man', 'him', 'my oga', 'my client', 'my boss'].map(
    (w) => `so ${p} can come and live with ${w}`,
  ),
);

/** Hausa and Yoruba: girls brought to a hotel for guests, to be paid. */
// biome-ignore format: packed word list
const GIRLS_HA_YO: Terms = ["'yan mata", 'yan mata', 'ọmọbìnrin', 'àwọn ọmọbìnrin', 'ọmọge'];

const HOTEL_HA_YO: Terms = ['otal*', 'otel*', 'hotel*', 'hótẹ́ẹ̀lì', 'hotẹẹli'];

// biome-ignore format: packed word list
const FOR_GUESTS_PAID: Terms = [
  'ga baki', 'za a biya', 'fún àwọn àlejò', 'àlejò', 'sanwó fún wọn', 'wọ́n á sanwó',
];

/** Escorts listed and priced, a private dancer booked. */
// biome-ignore format: packed word list
const ESCORTS: Terms = [
  'escort list', 'list of escorts', 'escort girls', 'escort* ... photos and prices',
  'escort* ... prices', 'escort agency',
];

/** A driver kept at the wheel overnight without sleep. */
// biome-ignore format: packed word list
const NO_SLEEP: Terms = [
  "you don't need to sleep", 'you do not need to sleep', 'no need to sleep', 'without sleeping',
  'without sleep', 'without rest', 'no need to rest', "don't stop to sleep", 'do not stop to sleep',
];

// biome-ignore format: packed word list
const LONG_DRIVE: Terms = ['drive*', 'overnight', 'all night', 'through the night'];

export const TWENTYSECOND_PEOPLE_SPECS: readonly CategorySpec[] = [
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'a child taken behind its carers’ backs',
        outcome: 'refuse',
        act: CHILD_TAKEN,
        obj: CARERS_NOT_TOLD,
        forward: 100,
        backward: 40,
      },
      { name: 'children set to hawk in school hours', outcome: 'refuse', alone: CHILDREN_HAWKING },
      {
        name: 'children taught drugs or drink',
        outcome: 'refuse',
        act: TEACH_CHILDREN,
        obj: VICES_TAUGHT,
        forward: 60,
        backward: 0,
        // "Teach the boys how to smoke" is the lesson itself, not a question about a topic.
        askFrames: false,
      },
      {
        name: 'a child bought from its parents',
        outcome: 'hold',
        // Not "the parents of the girl": the older rules' safe phrase "parents of" hides it.
        act: ['pay*', 'give them'],
        obj: CHILD_BOUGHT,
        forward: 80,
        backward: 0,
      },
      {
        name: 'a child married off',
        outcome: 'refuse',
        act: MARRIED_OFF,
        obj: CHILD_AGES,
        forward: 40,
        backward: 40,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'adult videos traded',
        outcome: 'refuse',
        act: TRADED,
        obj: ADULT_VIDEOS,
        forward: 40,
        backward: 20,
      },
      {
        name: "girls' numbers handed to men",
        outcome: 'refuse',
        act: TO_THE_MEN,
        obj: GIRLS_NUMBERS,
        forward: 40,
        backward: 40,
      },
      {
        name: "a girl taken to a man's room, the man having paid",
        outcome: 'refuse',
        act: GIRL_TAKEN,
        obj: HIS_ROOM,
        needs: HE_PAID,
        forward: 60,
        backward: 0,
      },
      {
        name: 'girls brought to a hotel for guests, Hausa and Yoruba',
        outcome: 'refuse',
        act: GIRLS_HA_YO,
        obj: HOTEL_HA_YO,
        needs: FOR_GUESTS_PAID,
        forward: 60,
        backward: 0,
      },
      { name: 'escorts listed and priced', outcome: 'refuse', alone: ESCORTS },
      { name: 'a private dancer booked', outcome: 'hold', alone: ['private dancer*'] },
      {
        name: 'women brought for a big man who pays them',
        outcome: 'refuse',
        act: WOMEN_BROUGHT,
        obj: THEIR_FEE,
        needs: BIG_MEN,
        forward: 100,
        backward: 0,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'a driver kept at the wheel without sleep',
        outcome: 'hold',
        act: LONG_DRIVE,
        obj: NO_SLEEP,
        forward: 100,
        backward: 40,
      },
    ],
  },
];
