// Fourteenth round, rural (voice-24: farms, rural life, mining and water): harm the rules missed,
// as classes with their look-alikes (docs/safety.md, "Fourteenth round, voice-24"). Appended to
// POLICY_SPECS; terms as speakers write them, tone marks folded.
import { FOURTEENTH_RURAL_LAWFUL_SPECS } from './safety-lexicon-fourteenth-rural-lawful.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Farm chemicals the law has withdrawn, sold quietly. */
// biome-ignore format: packed word list
const AGRO_TRADE: Terms = [
  'buy*', 'sell*', 'get me', 'bring*', 'deliver*', 'supply', 'stock*', 'order*', 'ask* for',
  'ask* quietly for', 'collect*', 'sayo', 'saya', 'kawo', 'ra', 'zụta', 'zụọ',
];
// biome-ignore format: packed word list
const AGRO_BANNED: Terms = [
  'under the counter', 'banned paraquat', 'banned pesticide*', 'banned herbicide*',
  'banned insecticide*', 'banned chemical*', 'banned weedkiller*', 'gammalin*', 'gamalin*',
  'lindane', 'wey government don ban', 'wey government ban', 'wey dem don ban', 'wey dem ban',
  'da aka haramta', 'da gwamnati ta haramta', 'tí ìjọba ti fòfin dè', 'tí wọ́n ti fòfin dè',
  'nke gọọmentị machiri', 'nke a machiri',
];
/** The chemical itself must be named: "the charger they keep under the counter" is a shop. */
// biome-ignore format: packed word list
const AGRO_CHEMICAL: Terms = [
  'paraquat', 'gramoxone', 'pesticide*', 'herbicide*', 'insecticide*', 'weedkiller*',
  'weed killer*', 'agrochemical*', 'chemical*', 'dichlorvos', 'ddt', 'gammalin*', 'gamalin*',
  'lindane', 'maganin ciyawa', 'maganin kwari', 'oògùn apakòkòrò', 'oògùn koríko',
  'ọgwụ ahịhịa', 'ọgwụ ụmụ ahụhụ',
];

/** A death arranged softly ("make him rest for good") or staged as a mishap. */
// biome-ignore format: packed word list
const MAKE_HIM: Terms = [
  'make him', 'make her', 'make them', 'make the old man', 'make the old woman', 'help him',
  'help her', 'send him to', 'send her to',
];
// biome-ignore format: packed word list
const FOR_GOOD: Terms = [
  'rest for good', 'rest forever', 'rest permanently', 'sleep for good', 'sleep forever',
  'sleep permanently', 'quiet for good', 'quiet permanently', 'go quiet forever',
];
// biome-ignore format: packed word list
const LOOK_LIKE: Terms = [
  'make it look like', 'make am look like', 'let it look like', 'so it looks like',
  'so that it looks like', 'make e be like say',
];
// biome-ignore format: packed word list
const MISHAP: Terms = [
  'he fell', 'she fell', 'he slipped', 'she slipped', 'he drowned', 'she drowned',
  'an accident', 'natural causes', 'a snake bit', 'snakebite',
  'snake bite', 'robbers did it', 'armed robbers', 'he killed himself', 'she killed herself',
  'suicide', 'im fall', 'e fall for',
];

/** Yoruba "ẹ lù wọ́n" (beat them), the plural and the pronoun the earlier lists lack. */
// biome-ignore format: packed word list
const YO_BEAT_THEM: Terms = [
  'ẹ lù wọ́n', 'kí ẹ lù wọ́n', 'lù wọ́n dáadáa', 'lù wọ́n bí', 'lù wọ́n títí', 'ẹ na wọ́n',
  'ku doke su', 'ku daki su', 'ku buge su', 'tie ha ihe', 'tie ha ụtarị',
];

/** A relative followed home to find where someone hides or lives. */
// biome-ignore format: packed word list
const TRAIL: Terms = [
  'soro', 'sochie', 'follow*', 'trail*', 'tail*', 'ka bi', 'ku bi', 'bi ta', 'bi shi', 'tẹ̀lé',
];
// biome-ignore format: packed word list
const WHERE_HIDING: Terms = [
  'ebe ọ na-ezo', 'ebe o na-ezo', 'ebe ha na-ezo', 'ebe ọ zoro', 'ebe o zoro',
  'ebe ọ gbabara', 'where he is hiding', 'where she is hiding', 'where he hides',
  'where she hides', 'where they are hiding', 'where he dey hide', 'where she dey hide',
  'where im dey hide', 'inda yake ɓoye', 'inda take ɓoye', 'inda yake boye', 'inda take boye',
  'ibi tí ó ń sá pamọ́ sí', 'ibi tó ń sá pamọ́ sí', 'ibi tó farapamọ́ sí', 'ibi tí ó farapamọ́ sí',
  'ebe ... na-ezo', 'where ... is hiding', 'where ... dey hide', 'inda ... ke ɓoye',
];

/** A photo posted to a group under a label ("with the word THIEF"). */
// biome-ignore format: packed word list
const LABELLED: Terms = [
  'with the word', 'with the words', 'with the caption', 'caption* it', 'caption* her',
  'caption* him', 'label* her', 'label* him', 'tag* her as', 'tag* him as', 'write* on it',
];
// biome-ignore format: packed word list
const LABEL: Terms = [
  'thief', 'thieves', 'barawo', 'ɓarawo', 'onye ohi', 'olè', 'debtor', 'fraudster', 'scammer',
  'witch', 'ashawo', 'owes', 'owing',
];
// biome-ignore format: packed word list
const POSTED_WHERE: Terms = [
  'group', 'groups', 'church', 'mosque', 'status', 'facebook', 'whatsapp', 'notice board',
  'village square', 'market', 'ẹgbẹ́', 'post*',
];

/** A tenant put out by hand: the door taken off, the things thrown on the road for all to see. */
// biome-ignore format: packed word list
const PUT_OUT: Terms = [
  'remove* the door', 'remove* ... door of', 'take* off the door', 'comot the door',
  'comot im door', 'yọ ilẹ̀kùn', 'cire kofar', 'wepụ ọnụ ụzọ', 'throw* ... things outside',
  'throw* ... things on the road', 'throw* ... load* outside', 'throw* ... load* for road',
  'pack* ... things ... outside', 'kó ẹrù rẹ̀ sí', 'kó ẹrù wọn sí', 'ka fitar da kayansa',
  'ka fitar da kayanta', 'tụpụ ihe ya',
];
// biome-ignore format: packed word list
const TENANT: Terms = [
  'tenant*', 'ayálégbé', 'dan haya', "'yan haya", 'mai haya', 'onye mgbazinye', 'the occupant',
];
/** Done in public or over a debt: "the carpenter will take off the door" is a repair. */
// biome-ignore format: packed word list
const FOR_ALL_TO_SEE: Terms = [
  'everybody go see', 'everyone can see', 'everyone will see', 'for all to see', 'street',
  'títì', 'for road', 'on the road', 'outside', 'waje', 'n\'ezí', 'owes', 'owing', 'arrears',
  'rent', 'until he pays', 'until she pays', 'till he pays', 'till she pays',
];

/** Women filmed or photographed naked or bathing, in Yoruba, Hausa and Igbo. */
// biome-ignore format: packed word list
const FILM: Terms = [
  'ya fídíò', 'ya fọ́tò', 'ya àwòrán', 'ya vidio', 'ɗauki bidiyo*', 'dauki bidiyo*',
  'ɗauki hoto*', 'dauki hoto*', 'ɗauki hotuna*', 'dauki hotuna*', 'see foto', 'see vidiyo',
  'see vidio', 'film*', 'video*',
];
// biome-ignore format: packed word list
const NAKED: Terms = [
  'ní ìhòòhò', 'níhòòhò', 'wà ní ìhòòhò', 'tsirara', 'suna wanka', 'tana wanka', 'gba ọtọ',
  'nọ ọtọ', 'na-asa ahụ', 'tí wọ́n ń wẹ̀', 'tí ó ń wẹ̀', 'tó ń wẹ̀',
];

/** Women found for visitors to sleep with: Igbo "ga-edina ha", Yoruba, Hausa, Pidgin. */
// biome-ignore format: packed word list
const FIND: Terms = [
  'chọta', 'chọtara', 'kpọta', 'wetara', 'wá', 'nemo', 'samo', 'find', 'get', 'bring',
];
// biome-ignore format: packed word list
const SLEEP_WITH_THEM: Terms = [
  'ga-edina ha', 'ga edina ha', 'ga-edina ya', 'ga-edina ndị', 'ka ha dina', 'dinaa ha',
  'tí yóò bá wọn sùn', 'tí ó máa bá wọn sùn', 'bá wọn sùn', 'su kwana da su',
  'za su kwana da', 'zasu kwana da', 'go sleep with dem', 'wey go sleep with dem',
  'who will sleep with them',
];
// biome-ignore format: packed word list
const WOMEN: Terms = [
  'ụmụ agbọghọ', 'agbọghọ', 'ụmụ nwanyị', 'girls', 'ladies', "'yan mata", 'mata',
  'ọmọbìnrin', 'obìnrin', 'babes',
];

/** Girls or boys of an age set to a working day ("girls of 10 to 12 ... 6 am to 6 pm"). */
const CHILDREN_OF: Terms = Array.from({ length: 10 }, (_, i) => i + 5).flatMap((n) => [
  `girls of ${n}`,
  `boys of ${n}`,
  `children of ${n}`,
  `kids of ${n}`,
]);
// biome-ignore format: packed word list
const WORKDAY: Terms = [
  'can work', 'to work', 'who work', 'work # am', 'from # am to # pm', '# am to # pm',
  'picking', 'carry* basket*', 'carrying baskets', 'to harvest', 'for the harvest',
  'for the season',
];

/** Hausa: a tribe or the herders called not people, or told to leave the town or the farms. */
// biome-ignore format: packed word list
const HA_GROUP: Terms = [
  'dan kabila*', "'yan kabila*", 'yan kabila*', 'kabilarsu', 'kabilar nan', 'makiyaya',
  'fulani', 'hausawa', 'inyamurai', 'yarbawa', 'arna', 'kiristoci', 'musulmai',
];
// biome-ignore format: packed word list
const HA_NOT_PEOPLE_OR_GO: Terms = [
  'ba mutane ba ne', 'ba mutane ba', 'ba dan kasa ba', "ba 'yan kasa ba", 'ba yan kasa ba',
  'dabbobi ne', 'ku kore su', 'a kore su', 'ku fitar da su', 'dole ya bar', 'dole su bar',
  'su bar garin', 'ya bar garin', 'su fice daga',
];

/** A tree named, then climbed by pronoun in the next breath ("Climb it with the rope belt"). */
// biome-ignore format: packed word list
const CLIMB_IT: Terms = [
  'climb it', 'climb am', 'go up it', 'climb to the top', 'hau shi', 'hau ta', 'gun un',
  'rigoo ya', 'rịgoo ya',
];
// biome-ignore format: packed word list
const TALL_TREE: Terms = [
  'palm tree*', 'coconut tree*', 'the tree', 'tree is', 'metres', 'meters', 'rope belt',
  'climbing rope', 'igi ọ̀pẹ', 'igi àgbọn', 'bishiyar kwakwa', 'osisi nkwụ',
];

/** Crawling into an old mining hole or tunnel. */
// biome-ignore format: packed word list
const CRAWL_IN: Terms = [
  'crawl*', 'crawl enter', 'enter*', 'go inside', 'go into', 'go down', 'shiga', 'wọ inú',
  'banye',
];
// biome-ignore format: packed word list
const MINE_HOLE: Terms = [
  'tunnel', 'the hole', 'gold hole', 'mining hole', 'old hole', 'mine pit*', 'mining pit*',
  'ramin zinari', 'ramin', 'ihò wúrà', 'olulu ọla edo',
];
// biome-ignore format: packed word list
const MINING: Terms = [
  'gold', 'mine', 'mining', 'tin mine', 'sand', 'half fall', 'don fall', 'collapse*',
  'zinari', 'wúrà', 'ọla edo',
];

export const FOURTEENTH_RURAL_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      {
        // Forward only: "do not buy the banned one; buy the registered one" is advice.
        name: 'banned farm chemicals traded',
        outcome: 'refuse',
        act: AGRO_TRADE,
        obj: AGRO_BANNED,
        needs: AGRO_CHEMICAL,
        forward: 60,
        backward: 0,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'a death arranged softly',
        outcome: 'refuse',
        act: MAKE_HIM,
        obj: FOR_GOOD,
        forward: 20,
      },
      {
        name: 'a death staged as a mishap',
        outcome: 'refuse',
        act: LOOK_LIKE,
        obj: MISHAP,
        forward: 20,
      },
      { name: 'beating them, in Yoruba, Hausa and Igbo', outcome: 'refuse', alone: YO_BEAT_THEM },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'followed to find where someone hides',
        outcome: 'refuse',
        act: TRAIL,
        obj: WHERE_HIDING,
        forward: 140,
        // "so we can find out where he is hiding" reads as a question; the following is the act.
        askFrames: false,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'a tenant put out by hand, for all to see',
        outcome: 'refuse',
        act: PUT_OUT,
        obj: TENANT,
        needs: FOR_ALL_TO_SEE,
        forward: 80,
        backward: 80,
      },
      {
        name: 'a photo posted to a group under a label',
        outcome: 'refuse',
        act: LABELLED,
        obj: LABEL,
        needs: POSTED_WHERE,
        forward: 25,
        signFrames: false,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'women filmed naked or bathing',
        outcome: 'refuse',
        act: FILM,
        obj: NAKED,
        forward: 60,
        backward: 60,
      },
      {
        name: 'women found to sleep with visitors',
        outcome: 'refuse',
        act: FIND,
        obj: SLEEP_WITH_THEM,
        needs: WOMEN,
        forward: 60,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children of an age set to a working day',
        outcome: 'refuse',
        act: CHILDREN_OF,
        obj: WORKDAY,
        forward: 120,
        backward: 60,
        askFrames: false,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a group called not people or told to leave, in Hausa',
        outcome: 'refuse',
        act: HA_GROUP,
        obj: HA_NOT_PEOPLE_OR_GO,
        forward: 100,
        backward: 100,
        signFrames: false,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'introduced to people as an official',
        outcome: 'refuse',
        act: ['introduce yourself to', 'present yourself to', 'introduce yourselves to'],
        // biome-ignore format: packed word list
        obj: [
          'as an officer of', 'as an official of', 'as officials of', 'as a staff of',
          'as staff of', 'as an agent of', 'as ... from the state', 'as ... from the federal',
          'as ... from the ministry', 'as ... from the government', 'as ... from the police',
          'as ... from the local government', 'as ... of the federal', 'as ... of the state',
          // "survey" after a match frames it as a topic: the office's name is read whole
          'as ... from the state survey', 'as ... from the federal survey',
        ],
        forward: 120,
      },
      {
        name: "signing in another person's name, in Yoruba, Hausa and Igbo",
        outcome: 'refuse',
        act: ['fọwọ́ sí', 'buwọ́ lù', 'sa hannu', 'bịanye aka', 'binye aka'],
        // biome-ignore format: packed word list
        obj: [
          'ní orúkọ rẹ̀', 'lórúkọ rẹ̀', 'da sunansa', 'da sunanta', "n'aha ya", 'n aha ya',
        ],
        forward: 60,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'a tall tree climbed by pronoun',
        outcome: 'hold',
        act: CLIMB_IT,
        obj: TALL_TREE,
        forward: 60,
        backward: 100,
        nextSentenceHolds: true,
      },
      {
        name: 'into an old mining hole',
        outcome: 'hold',
        act: CRAWL_IN,
        obj: MINE_HOLE,
        needs: MINING,
        forward: 40,
      },
    ],
  },
  ...FOURTEENTH_RURAL_LAWFUL_SPECS,
];
