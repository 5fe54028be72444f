// Fifteenth round, older rules' misses (docs/safety.md, "Fifteenth round, older rules:
// older-misses"): harm the older rules let through, noticed by this round's helpers, fixed as
// classes with their lawful twins in test/unit/safety-fifteenth-older-misses.test.ts. Appended to
// POLICY_SPECS. Terms as speakers write them, tone marks folded.
import { GROUP } from './safety-lexicon-harm.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Traders' stalls burnt, a people cleared from a market ───────────────────────────────────

/** Fire brought to a trader's stall, shop or kiosk: the older arson rules name houses and
 *  people, the smashing rule only smashes. The owner is said ("their", "his"), so "burn the
 *  rubbish behind the stalls" is no match. */
// biome-ignore format: packed word list
const STALL_BURNT: Terms = ['burn', 'burn down', 'torch', 'set fire on'].flatMap((verb) =>
  // Not "those goods" or "those containers": expired stock and waste are burnt lawfully.
  ['their', 'his', 'her', 'dem', 'all their'].flatMap((whose) =>
    ['stall*', 'shop*', 'kiosk*', 'market'].map(
      (what) => `${verb} ${whose} ${what}`,
    ),
  ),
);
/** The same in Hausa, Yoruba and Igbo (their shops, their stalls). */
// biome-ignore format: packed word list
const STALL_BURNT_LANGUAGES: Terms = [
  'kona shagunansu', 'ƙona shagunansu', 'kona rumfunansu', 'ƙona rumfunansu', 'kona shagonsa',
  'ƙona shagonsa', 'dana sun ṣọọbu wọn', 'dáná sun ṣọ́ọ̀bù wọn', 'dáná sun ìsọ̀ wọn',
  'dana sun iso won', 'sun ṣọ́ọ̀bù wọn', 'gbaa ụlọ ahịa ha ọkụ', 'sunye ụlọ ahịa ha ọkụ',
];

/** A people driven off a place: "clear the Igbo from our market". The people stands right
 *  before the place ("the Igbo books from this shelf" and "drive the Yoruba choir from the
 *  village to the church" are errands), so the pair is built whole. */
// biome-ignore format: packed word list
const CLEAR_OFF: Terms = [
  'clear the', 'clear all the', 'clear out the', 'chase the', 'chase out the', 'chase away the',
  'flush out the', 'sweep out the', 'drive out the', 'drive away the', 'kick out the',
  'comot the', 'pursue the', 'pursue all the', 'clear', 'chase', 'pursue',
];
const PEOPLES = [
  'hausa',
  'hausas',
  'fulani',
  'fulanis',
  'igbo',
  'igbos',
  'ibo',
  'ibos',
  'yoruba',
  'yorubas',
  'ijaw',
  'tiv',
  'christians',
  'muslims',
  'northerners',
  'southerners',
  'easterners',
  'non-indigenes',
  'hausawa',
  'ndigbo',
  'inyamurai',
  'yarbawa',
];
const FROM_PLACE = [
  'from our',
  'out of our',
  'from this',
  'out of this',
  'from the market',
  'out of the market',
  'from the park',
  'from the street',
  'from the area',
  'from the village',
  'from town',
];
// biome-ignore format: packed word list
const PEOPLE_FROM: Terms = PEOPLES.flatMap((who) =>
  ['', ' traders', ' people', ' families', ' tenants'].flatMap((them) =>
    FROM_PLACE.map((from) => `${who}${them} ${from}`),
  ),
);
/** The same in Hausa, Yoruba and Igbo: a verb of chasing off, the people, then the place. */
// biome-ignore format: packed word list
const CHASE_OFF_LANGUAGES: Terms = [
  'ku kori', 'a kori', 'kori', 'lé àwọn', 'le awon', 'chụpụ ndị', 'chupu ndi',
];
// biome-ignore format: packed word list
const FROM_PLACE_LANGUAGES: Terms = [
  'daga kasuwa', 'daga garin', 'daga unguwar', 'kúrò ní ọjà', 'kuro ni oja', 'kúrò ní ìlú',
  'n ahịa anyị', 'n obodo anyị',
];

// ── Where someone hides ─────────────────────────────────────────────────────────────────────

/** Found out, not followed (the fourteenth round's rule needs a trail). */
// biome-ignore format: packed word list
const FIND_OUT: Terms = [
  'find out', 'find where', 'locate', 'trace', 'track down', 'discover', 'dig out', 'fish out',
  'gano', 'nemo', 'chọpụta', 'chọta', 'wá ibi', 'mọ ibi', 'know where',
];
/** A person hiding, by pronoun: "where the kitten is hiding" is a pet. */
// biome-ignore format: packed word list
const PERSON_HIDING: Terms = [
  // Not "where he hides": "locate where he hides the spare key" is a thing hidden.
  'where he is hiding', 'where she is hiding', 'where they are hiding', "where he's hiding", "where she's hiding",
  "where they're hiding", 'where he dey hide', 'where she dey hide', 'where im dey hide',
  'where dem dey hide', 'where he has gone to hide', 'where she has gone to hide',
  'where he ran to hide', 'where she ran to hide', 'inda yake ɓoye', 'inda take ɓoye',
  'inda yake boye', 'inda take boye', 'inda suke ɓoye', 'inda suke boye', 'ebe ọ na-ezo',
  'ebe o na-ezo', 'ebe ha na-ezo', 'ibi tí ó ń sá pamọ́ sí', 'ibi tó ń sá pamọ́ sí',
  'ibi tó farapamọ́ sí',
];

// ── Engagement bought ───────────────────────────────────────────────────────────────────────

/** Followers, likes and reviews bought or made: fake engagement passes a crowd off as real. */
// biome-ignore format: packed word list
const FAKE_ENGAGEMENT: Terms = ['fake', 'bot', 'bots', 'bought', 'ghost'].flatMap((kind) =>
  ['follower*', 'like', 'likes', 'view', 'views', 'subscriber*', 'comment*', 'retweet*',
    'engagement*', 'stream*'].map((what) => `${kind} ${what}`),
);
// biome-ignore format: packed word list
const GET_ENGAGEMENT: Terms = [
  'buy*', 'bought', 'purchase*', 'order*', 'pay for', 'get us', 'get me', 'get the page',
  'boost* ... with', 'pump*', 'saya', 'zụta',
];

// ── Children lured away ─────────────────────────────────────────────────────────────────────

/** A treat held out to children a stranger meets. */
// biome-ignore format: packed word list
const TREAT: Terms = [
  'sweets', 'sweet', 'candy', 'chocolate*', 'biscuit*', 'ice cream', 'gala', 'puff-puff',
  'chin chin', 'alewa', 'swiiti',
];
// biome-ignore format: packed word list
const CHILDREN_MET: Terms = [
  // Children met in the open, not a class or a party the writer keeps.
  ...['children', 'kids', 'pupils', 'pikin', 'pikin dem'].flatMap((who) =>
    ['at the school gate', 'at the gate', 'at the park', 'at the playground', 'outside',
      'playing', 'on the street', 'by the road', 'walking home', 'for school gate', 'for road'].map(
      (where) => `${who} ${where}`,
    ),
  ),
  'yara a titi', 'yaran da ke wasa', 'ụmụaka nọ n okporo ụzọ',
];
/** …then taken into the writer's car. */
// biome-ignore format: packed word list
const TAKEN_TO_ME: Terms = [
  // Into a car, not "come with me" or "to my house": a nanny calls her own charges in.
  'to my car', 'into my car', 'into the car', 'enter motor', 'enter my motor', 'enter the motor',
  'enter my car', 'into my bus', 'into the bus', 'shiga motata', 'shiga mota ta',
];

// ── Hausa's own word for the children ───────────────────────────────────────────────────────

/** "yaran" (the children) is its own word, not "yara": photographed at play or in the street,
 *  or fetched to the writer's house or car. Not added to the older rules beside "yara": they
 *  refuse a school's own gathering ("ka tara yara … domin allurar rigakafi"). */
// biome-ignore format: packed word list
const YARAN_TAKEN: Terms = [
  'dauki hoton yaran', 'ɗauki hoton yaran', 'dauki hotunan yaran', 'ɗauki hotunan yaran',
  'dauki bidiyon yaran', 'ɗauki bidiyon yaran', 'nemo yaran', 'kira yaran', 'dauki yaran',
  'ɗauki yaran', 'rudi yaran', 'ruɗi yaran',
];
// biome-ignore format: packed word list
const YARAN_ALONE: Terms = [
  'da ke wasa', 'da suke wasa', 'masu wasa', 'suna wasa', 'a titi', 'kar iyayensu', 'ba tare da',
  'kawo su gidana', 'kai su gidana', 'kawo su gida na', 'shiga motata', 'kawo su motata',
];

export const FIFTEENTH_OLDER_MISSES_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    rules: [
      {
        name: "a trader's stall or shop burnt",
        outcome: 'refuse',
        alone: [...STALL_BURNT, ...STALL_BURNT_LANGUAGES],
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people cleared from a place',
        outcome: 'refuse',
        act: CLEAR_OFF,
        obj: PEOPLE_FROM,
        forward: 12,
        backward: 0,
        signFrames: false,
      },
      {
        name: 'a people cleared from a place, in Hausa, Yoruba and Igbo',
        outcome: 'refuse',
        act: CHASE_OFF_LANGUAGES,
        obj: GROUP,
        needs: FROM_PLACE_LANGUAGES,
        forward: 12,
        backward: 0,
        signFrames: false,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'found out where someone hides',
        outcome: 'refuse',
        act: FIND_OUT,
        obj: PERSON_HIDING,
        forward: 30,
        backward: 0,
        // "so we can find out where he is hiding" reads as a question; the finding is the act.
        askFrames: false,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'followers, likes or views bought',
        outcome: 'refuse',
        act: GET_ENGAGEMENT,
        obj: FAKE_ENGAGEMENT,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        // Held: a driver on a school run buys his own charges a treat at the gate too.
        name: 'children lured with treats into a car',
        outcome: 'hold',
        act: TREAT,
        obj: CHILDREN_MET,
        needs: TAKEN_TO_ME,
        forward: 40,
        backward: 40,
      },
      {
        name: 'children taken or photographed, in Hausa "yaran"',
        outcome: 'refuse',
        act: YARAN_TAKEN,
        obj: YARAN_ALONE,
        forward: 40,
        askFrames: false,
      },
    ],
  },
];
