// Seventeenth round, older rules: harm the older rules let through, noticed by the round's helpers
// outside their own sets, fixed as classes with their lawful twins (docs/safety.md, "Seventeenth
// round, older rules: older-misses"). Appended to POLICY_SPECS. Terms as speakers write them, tone
// marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { TARGET } from './safety-lexicon-harm.ts';

// ── A person hurt, the verb read whole ────────────────────────────────────────────────────────

/** The hurting rule's verbs whose last letter starts the next word ("beat the", "punch him"): the
 *  trie absorbs the repeated letter and reads the rest as the stem's suffix, so its act becomes
 *  "beat the" and overlaps the person ("the boy"), and an act that overlaps its object is one word
 *  read twice. Whole words only here (no `*`): a whole word ends where it ends. */
// biome-ignore format: packed word list
const HURT_WHOLE: Terms = [
  'beat', 'beats', 'beating', 'hurt', 'hurts', 'hurting', 'assault', 'assaults', 'punch',
  'punches', 'bash', 'smash', 'smashes', 'torch', 'whip', 'whips',
];
/** "Assault" as a noun: the assault reported, a case of assault. */
// biome-ignore format: packed word list
const ASSAULT_NAMED: Terms = [
  'the assault', 'an assault', 'this assault', 'that assault', 'of assault', 'for assault',
  'assault case*', 'assault report*', 'assault victim*', 'sexual assault',
];
/** The older lists' people that such a verb runs into: those named with a determiner or a
 *  pronoun that starts with "t" or "h" (the rest pair with the older rule as they are). */
const STARTS_TH = /^(the|this|that|these|those|them|him|her|his|im)\b/;
/** People the older person lists lack, named with their determiner ("this boy" is there). */
// biome-ignore format: packed word list
const MORE_PEOPLE: Terms = [
  'that boy', 'that girl', 'these boys', 'those boys', 'these girls', 'those girls', 'the child',
  'the children', 'the tenant', 'the landlord', 'the pupil*', 'the apprentice*', 'the houseboy',
  'the housegirl', 'the maid', 'the cashier', 'the conductor', 'the old man', 'the old woman',
  'the pikin', 'this pikin', 'that pikin', 'dat pikin', 'di pikin', 'di boy', 'di girl', 'di man',
  'di woman', 'the small boy', 'the small girl',
];
/** A contest won: "beat the boys from Ikeja in the final". Not "beat … match" alone: "beat the
 *  boy after the match" is a blow. */
// biome-ignore format: packed word list
const CONTEST: Terms = [
  'match', 'matches', 'final', 'finals', 'game', 'games', 'competition', 'race', 'quiz',
  'tournament', 'league', 'football', 'debate', 'contest', 'semi-final', 'semifinal', 'draughts',
  'ludo', 'scrabble', 'chess',
].flatMap((c) => [`beat ... in the ${c}`, `beat ... at ${c}`, `beat ... in ${c}`]);

// ── Violence said briefly ─────────────────────────────────────────────────────────────────────

/** Blows said in a few words: Pidgin with "am" (him; "beat am", "wound am" are older), Yoruba with
 *  the stick or the whip (bare "lù ú" is "lu" once doubled letters are squeezed, which is also
 *  "lu agogo", ring the bell), Hausa "mare" (slap). */
// biome-ignore format: packed word list
const BLOWS_BRIEF: Terms = [
  'slap am', 'slap im', 'give am slap', 'give am hot slap', 'give am dirty slap',
  'give am ... slap*', 'punch am for', 'punch am well', 'box am for face', 'stab am', 'injure am',
  'matchet am', 'cutlass am', 'lù ú pẹ̀lú igi', 'lù ú pẹ̀lú kòbókò', 'lù ú pẹ̀lú ẹgba',
  'fi kòbókò lù', 'fi ẹgba lù', 'fi pàṣán nà', 'nà án ní pàṣán', 'nà án ní kòbókò',
  'gbá a létí', 'gbá a lójú', 'mare shi', 'mare ta', 'mari shi', 'mari ta', 'ka mare',
  'ku mare',
];
/** Yoruba "lù" (beat) right before a person: "lù ọmọ náà". Not further on: "lu agogo fún ọmọ
 *  náà" rings the bell for the child. */
// biome-ignore format: packed word list
const YORUBA_PERSON: Terms = [
  'ọmọ náà', 'ọmọ yẹn', 'ọmọ yìí', 'ọmọkùnrin náà', 'ọmọbìnrin náà', 'ọmọ ọdọ̀ náà',
  'ọmọ ọdọ̀ rẹ̀', 'awakọ̀ náà', 'ayálégbé náà', 'onílé náà', 'olùtajà náà', 'ìyàwó rẹ̀',
  'ọkọ rẹ̀', 'àwọn ọmọ náà',
];
/** Hausa "daka" is to pound (grain) and "shi" is also "it": beaten only with a person named. */
const POUND_HIM: Terms = ['daka shi', 'daka ta', 'daka su'];
// biome-ignore format: packed word list
const HAUSA_PERSON: Terms = [
  'yaron', 'yarinyar', 'mutumin', 'matar', 'mijin', 'direban', 'barawon', 'almajirin',
  'mai gidan', 'mai shago', 'mai haya', 'makwabcin',
];

// ── Pressed until they give in, in Hausa ─────────────────────────────────────────────────────

/** "Matsa masa … har sai ya sayar": the older list had "sa hannu" and "yarda" only. */
// biome-ignore format: packed word list
const HAUSA_PRESS: Terms = [
  'matsa masa', 'matsa mata', 'matsa musu', 'takura masa', 'takura mata', 'takura musu',
  'dame shi', 'dame ta',
];
// biome-ignore format: packed word list
const HAUSA_UNTIL: Terms = ['ya', 'ta', 'su'].flatMap((p) => [
  `har sai ${p} sayar`, `har sai ${p} sayar da`, `har sai ${p} amince`, `har sai ${p} bayar`,
  `har sai ${p} janye`, `har sai ${p} sallama`, `har sai ${p} bar`,
]);

// ── Almajirai set to work ─────────────────────────────────────────────────────────────────────

/** Almajirai (the plural, which "almajiri*" does not reach) gathered or fetched… */
// biome-ignore format: packed word list
const GATHER_ALMAJIRAI: Terms = [
  'tara almajirai', 'tara almajiran', 'kawo almajirai', 'kawo almajiran', 'samo almajirai',
  'samo almajiran', 'nemo almajirai', 'nemo almajiran', 'dauko almajirai', 'ɗauko almajirai',
  'gather almajiri*', 'gather the almajiri*', 'gather some almajiri*', 'bring almajiri*',
  'bring the almajiri*', 'get almajiri*', 'get some almajiri*', 'find almajiri*',
  'find some almajiri*', 'carry almajiri*',
];
/** …to work for someone: loads, begging, farm work. "Za su yi aiki" (will work) is the grown-ups'
 *  own ("malamai za su yi aiki"): a safe phrase. */
// biome-ignore format: packed word list
const TO_WORK: Terms = [
  'su yi aiki', 'su yi mana aiki', 'su yi bara', 'su je bara', 'su yi roko', 'su yi roƙo',
  'su dauki kaya', 'su ɗauki kaya', 'su yi dako', 'su kwashe', 'su yi noma', 'to work for',
  'to work on', 'to work in', 'to work at', 'to carry load*', 'to carry the load*', 'to beg',
  'to go and beg', 'make dem work', 'make dem carry', 'make dem beg', 'to hawk',
  'for free labour',
];
const GROWN_UPS_WORK: Terms = ['za su yi aiki', 'zasu yi aiki', 'malamai ... su yi aiki'];

// ── A rival's goods spoiled ───────────────────────────────────────────────────────────────────

/** Goods on a shelf or in a store spoiled, opened or tampered with, said as an order ("tamper
 *  with", not "tampered with": a shelf checked for it is the twin)… */
// biome-ignore format: packed word list
const SPOIL: Terms = [
  'tamper with', 'go tamper', 'break* the seal*', 'break* ... seal*', 'tear* ... seal*',
  'cut* ... seal*', 'pierce', 'poke hole*', 'make hole*', 'spoil the', 'spoil their', 'spoil di',
  'spoil dem', 'contaminate', 'adulterate', 'puncture the', 'puncture their', 'puncture all',
  'pour water', 'pour sand', 'pour kerosene', 'mix sand', 'mix water', 'scratch ... label*', 'peel* ... label*', 'tear* ... label*',
  'change* ... expiry', 'alter* ... expiry', 'loosen ... cap*', 'scatter their', 'scatter dem',
];
/** …that belong to a competitor. */
// biome-ignore format: packed word list
const RIVAL_GOODS: Terms = [
  "competitor's", "competitors'", 'competitor', 'rival', "rival's", "rivals'", 'rival brand*',
  'the other brand', "the other brand's", 'the other shop', 'the shop next door',
  'the shop opposite', 'opposite shop', 'the other company', 'the other man own',
];
/** The goods. */
// biome-ignore format: packed word list
const GOODS: Terms = [
  'goods', 'stock', 'product*', 'carton*', 'bottle*', 'sachet*', 'packs', 'tins', 'cans',
  'crate*', 'drinks', 'packets',
];

export const SEVENTEENTH_OLDER_MISSES_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    safe: [...CONTEST, ...ASSAULT_NAMED],
    rules: [
      {
        name: 'hurting a person, the verb read whole',
        outcome: 'refuse',
        act: HURT_WHOLE,
        obj: [...TARGET.filter((t) => STARTS_TH.test(t)), ...MORE_PEOPLE],
        forward: 24,
      },
      { name: 'blows said briefly', outcome: 'refuse', alone: BLOWS_BRIEF },
      {
        name: 'a person beaten, Yoruba "lù" before them',
        outcome: 'refuse',
        act: ['lù', 'ẹ lù', 'kí o lù'],
        obj: YORUBA_PERSON,
        forward: 2,
        backward: -1,
      },
      {
        name: 'a person beaten, Hausa "daka"',
        outcome: 'refuse',
        act: POUND_HIM,
        obj: HAUSA_PERSON,
        forward: -1,
        backward: 40,
      },
      {
        name: "a rival's goods spoiled or tampered with",
        outcome: 'refuse',
        act: SPOIL,
        obj: GOODS,
        needs: RIVAL_GOODS,
        forward: 40,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'a person pressed until they give in, Hausa',
        outcome: 'refuse',
        act: HAUSA_PRESS,
        obj: HAUSA_UNTIL,
        forward: 60,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    safe: GROWN_UPS_WORK,
    rules: [
      {
        name: 'almajirai gathered to work',
        outcome: 'refuse',
        act: GATHER_ALMAJIRAI,
        obj: TO_WORK,
        forward: 60,
        askFrames: false,
      },
    ],
  },
];
