// Seventeenth round, waste, scrap, recycling and sanitation (voice-44): harm the rules missed, as
// classes with their twins (docs/safety.md, "Seventeenth round, voice-44"). Appended to
// POLICY_SPECS; the look-alikes are in -waste-lawful.ts. Terms as speakers write them, tone marks
// folded. No `...` gap terms and no bare common words (cost).
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { WASTE_LOOKALIKE_SPECS } from './safety-lexicon-seventeenth-waste-lawful.ts';

// ── Goods ───────────────────────────────────────────────────────────────────────────────────

/** Bought or collected, in Hausa, Yoruba and Igbo: the older "utility or rail property stripped
 *  and traded" rule knows English and Pidgin only. */
// biome-ignore format: packed word list
const BUY_ANY: Terms = [
  'saya', 'saya mini', 'sayo', 'sayi', 'ka sayi', 'ka saya', 'siya', 'siyo', 'ra', 'rà',
  'bá mi ra', 'lọ ra', 'zụta', 'zụrụ', 'zụtara', 'zụọ', 'gaa zụta', 'karbo', 'karɓo',
];
/** Rail iron and power cable taken off the line, the pole or the transformer. */
// biome-ignore format: packed word list
const STRIPPED_ANY: Terms = [
  'karafan layin dogo', 'ƙarafan layin dogo', 'karfen layin dogo', 'ƙarfen layin dogo',
  'karafunan layin dogo', 'cire daga layin dogo', 'suka cire daga', 'aka cire daga',
  'suka yanke daga', 'aka yanke daga', 'daga jikin pol', 'daga jikin fol', 'daga jikin transfoma',
  'wayar wuta da aka yanke', 'wayoyin wuta da aka yanke', 'wayar wuta da suka yanke',
  'kúrò lára òpó', 'lára òpó iná', 'kúrò lára transformer', 'irin ojú irin', 'irin ọ̀nà ojú irin',
  'kúrò lára ọ̀nà ojú irin', 'tí wọ́n gé kúrò', 'tí wọ́n yọ kúrò', 'tí wọ́n tú kúrò',
  'n osisi ọkụ', 'na pol ọkụ', 'n ahụ pol', 'igwe ụzọ ụgbọ oloko', 'igwe okporo ụzọ ụgbọ oloko',
  'e bipụrụ', 'ha bipụrụ', 'e gbupụrụ', 'ha gbupụrụ', 'ha wepụrụ na',
];

/** A permit, licence or certificate printed or made before the real one exists, or another
 *  firm's: printing one's own permit for the trucks is the twin. */
// biome-ignore format: packed word list
const MAKE_COPIES: Terms = [
  'print', 'prints', 'printed', 'printing', 'print out', 'laminate*', 'photocopy', 'photocopies',
  'run off', 'make copies', 'make # copies', 'do copies', 'stamp them',
  'stamp am', 'stamp each',
];
// biome-ignore format: packed word list
const PERMITS: Terms = [
  'permit', 'permits', 'licence*', 'license*', 'certificate*', 'operating permit*',
  'psp permit*', 'waste permit*', 'haulage permit*', 'environmental permit*',
];
// biome-ignore format: packed word list
const NOT_YET_ISSUED: Terms = [
  'do not have the real', "don't have the real", 'not have the real', 'no get the real',
  'never get the real', 'never get the original', 'no get the original', 'before the real',
  'until the real', 'till the real', 'not yet been issued', 'not been issued', 'yet to be issued',
  'never been issued', 'not yet approved', 'not been approved', 'yet to be approved',
  'no be our own', 'not our own', "another company's", 'of another company', 'from another company',
  'another operator*', "someone else's",
];

// biome-ignore format: packed word list
const NO_REAL_ONE: Terms = [
  'do not have the real', "don't have the real", 'not have the real', 'no get the real',
  'never get the real', 'never get the original', 'no get the original', 'until the real',
  'till the real', 'before the real',
];

// ── Fraud ───────────────────────────────────────────────────────────────────────────────────

/** Going about as an officer of an agency, or in its uniform, and demanding money: the older
 *  rules know "pretend to be" and "claim to be", not "visit them as an officer of the ministry"
 *  nor Hausa "sa kakin jami'an" (wear the officials' uniform). */
// biome-ignore format: packed word list
const AS_OFFICER: Terms = [
  'as an officer', 'as officers', 'as an official', 'as officials', 'as an inspector',
  'as inspectors', 'as a health officer', 'as health officers', 'as sanitation officer*',
  'as an enforcement officer', 'as enforcement officer*', 'as a task force', 'as task force',
  'as a ministry', 'as ministry', 'as a council', 'as council', 'as a government', 'as government',
  'as a lawma', 'as lawma', 'as a local government', 'as local government', 'in the uniform of',
  'in their uniform', 'wearing the uniform of',
  'in lawma uniform', 'wear lawma uniform', 'wear* the uniform of', 'sa kakin', 'saka kakin',
  'sanya kakin', 'ka sa kaki', 'yi shigar jami', 'wọ aṣọ àwọn òṣìṣẹ́', 'wọ aṣọ òṣìṣẹ́',
  'yiri uwe ndị ọrụ', 'yiri uwe ndị ọchịchị', 'yiri uwe ndị gọọmentị',
  // Hausa "riga" (a shirt, a uniform) of an official (eighteenth round, voice-48).
  'saka rigar jami', 'sa rigar jami', 'sanya rigar jami', 'ka saka riga', 'saka rigar ma aikatan',
];
// biome-ignore format: packed word list
const AGENCY: Terms = [
  'ministry', 'min of', 'lawma', 'local government', 'local council', 'environmental',
  'sanitation', 'task force', 'nesrea', 'lasepa', 'kepa', 'jami an', 'jami in', 'tsafta',
  'karamar hukuma', 'ƙaramar hukuma', 'hukuma', 'gwamnati', 'ìjọba', 'ìjọba ìbílẹ̀', 'ìmọ́tótó',
  'gọọmentị', 'ọchịchị', 'kansụl',
];
// biome-ignore format: packed word list
const DEMAND: Terms = [
  'unless', 'will be sealed', 'be sealed', 'seal their', 'seal the', 'seal up', 'pay a fine',
  'pay fine*', 'fine them', 'fine each', 'each pays', 'each pay', 'each to pay', 'everybody pay',
  'collect the fine*', 'collect fine*', 'collect money', 'collect the money', 'collect cash',
  'ci su tara', 'za a ci su tara', 'karbi kudin', 'karɓi kuɗin', 'karbi kudi', 'karɓi kuɗi',
  'ba tare da rasit', 'without receipt', 'no receipt', 'no give receipt', 'gba owó',
  'sanwó ìtanràn', 'ìtanràn', 'nara ha ego', 'nara ego', 'ha kwụọ', 'ụgwọ nra',
];

/** A scale set short, said with the intent that the seller will not notice: the sixteenth
 *  round's cue list is the customers' ("customers won't notice"), not the sellers'. */
// biome-ignore format: packed word list
const SET_SCALE: Terms = [
  'adjust*', 'tamper* with', 'fiddle* with', 'rig', 'rigs', 'rigged', 'tweak*',
  'gyara',
];
// biome-ignore format: packed word list
const SCALES: Terms = [
  'scale', 'scales', 'the scale*', 'weighing scale*', 'sikeli', "ma'auni", "ma'aunin", 'ma auni',
  'ma aunin', 'òṣùwọ̀n',
];
// biome-ignore format: packed word list
const SELLERS_WONT_NOTICE: Terms = [
  "won't notice", 'will not notice', 'will never notice', 'no go notice', 'they will not notice',
  "they won't notice", 'they will never notice', 'they will not know',
  "they won't know", 'they cannot read', "they can't read", 'cannot read the dial',
  "can't read the dial", 'dem no go notice', 'dem no go know', 'dem no sabi read',
  'ba za su lura ba', 'ba za su sani ba', 'ba su iya karatu', 'wọn kò ní mọ̀', 'wọn ò ní mọ̀',
  'wọn kò ní kíyèsí', 'ha agaghị ama', 'ha agaghị achọpụta',
];

// ── People ──────────────────────────────────────────────────────────────────────────────────

/** "Company" put for a man in his room: the older rules know "a girl for the night". */
// biome-ignore format: packed word list
const ARRANGE: Terms = [
  'arrange*', 'organise', 'organize', 'get him', 'find him', 'get them', 'find them', 'sort him',
  'sort am',
];
// biome-ignore format: packed word list
const FEMALE_COMPANY: Terms = [
  'female company', 'some female company', 'lady company', 'ladies company', 'company of a lady',
  'company of ladies', 'company of a woman', 'company of women', 'company of girls',
  'girls to keep him company', 'a lady to keep him company', 'someone to keep him company',
  'woman to keep him company', 'babe to keep him company', 'female companion*',
];
// biome-ignore format: packed word list
const FOR_HIS_NIGHT: Terms = [
  'his room', 'his hotel', 'for the night', 'tonight', 'stays over', 'staying over',
  'overnight', 'make him happy', 'keep him happy', 'enjoy himself', 'you know what i mean',
  'make e happy',
];

/** Children set to scrap work (cans at the dump, burning wire, stripping copper) in Hausa,
 *  Yoruba, Igbo, Pidgin and English, with a cue of work (pay, all day, parents or teacher kept
 *  unaware, an age). A lesson on sorting waste at school is the twin. */
// biome-ignore format: packed word list
const CHILD_WORKERS: Terms = [
  'almajirai', 'kananan almajirai', 'ƙananan almajirai', 'kananan yara', 'ƙananan yara',
  'yara kanana', 'àwọn ọmọdé', 'ọmọdé', 'àwọn ọmọ kékeré', 'ụmụaka', 'ụmụntakịrị', 'pikin dem',
  'small pikin*', 'small boys', 'small girls', 'children', 'kids',
];
// biome-ignore format: packed word list
const SCRAP_WORK: Terms = [
  'tattara gwangwan', 'tara gwangwan', 'dibar gwangwan', 'kwashe gwangwan', 'tsintar gwangwan',
  'tsinto gwangwan', 'a bola', 'cikin bola', 'sun wáyà', 'jó wáyà', 'yọ kọ́pà', 'ṣa agolo',
  // With Yoruba "máa" (will, keep on) in the term: "máa" between act and object frames a match.
  'máa sun wáyà', 'máa jó wáyà', 'máa yọ kọ́pà', 'máa ṣa agolo', 'máa kó agolo', 'kó agolo',
  'ní ààtàn', 'lórí ààtàn', 'chịkọta kanị', 'tụtụta kanị', 'na ebe mkpofu',
  'na-ere ọkụ waya', 'gbaa waya ọkụ', 'burn wire*', 'burn cable*', 'burn the wire*',
  'burn the cable*', 'burning wire*', 'burning cable*', 'strip copper', 'strip the copper',
  'stripping copper', 'pick cans', 'pick* cans at', 'collect cans at', 'gather cans at',
  'pick* scrap at', 'at the dumpsite', 'on the dumpsite', 'for the dumpsite', 'dumpsite*',
];
// biome-ignore format: packed word list
const AS_WORK: Terms = [
  'a ba kowanne', 'a ba kowa', 'ka ba kowanne', 'ka ba kowa', 'daga safe', 'zuwa yamma',
  'har dare', 'su rika', 'su riƙa', 'kada malaminsu', 'kada iyayensu', 'kar malaminsu',
  'kar iyayensu', 'má ṣe sọ fún òbí', 'má sọ fún òbí', 'láìsọ fún òbí', 'láti máa', 'lójoojúmọ́',
  'tí kò tíì pé', 'tí kò tó', 'kwa ụbọchị', 'ụbọchị niile', 'agwala ndị mụrụ ha',
  'agwala nne na nna ha', 'every day', 'everyday', 'all day', 'pay them', 'pay each',
  'per day', 'under #', 'below #', 'no tell their',
  "don't tell their", 'do not tell their',
];

// ── Places ──────────────────────────────────────────────────────────────────────────────────

/** Into premises over a wall or past its security unannounced. "Climb over the wall" is known;
 *  "access the premises over the rear wall" is not. */
// biome-ignore format: packed word list
const GET_IN: Terms = [
  'access*', 'enter*', 'get into', 'gain entry', 'gain access', 'get inside', 'wọlé', 'wọ inú',
  'shiga', 'banye',
];
// biome-ignore format: packed word list
const OVER_A_WALL: Terms = [
  'over the rear wall', 'over the back wall', 'over the side wall', 'over the wall',
  'over the fence', 'over the perimeter', 'over the gate', 'through a gap in the fence',
  'through the gap in the fence', 'through the hole in the fence', 'through the broken fence',
  'ta kan katanga', 'ta bayan katanga', 'ta saman katanga', 'gba orí ògiri', 'lórí ògiri',
  'lórí odi', 'site n elu mgbidi', 'n elu mgbidi',
];
// biome-ignore format: packed word list
const UNANNOUNCED: Terms = [
  'without informing the security', 'without informing security', 'without telling the security',
  'without telling security', 'without informing the guard*', 'without telling the guard*',
  'without the security knowing', 'without the guard* knowing', 'without the guards seeing',
  'avoid the security post', 'avoid the guard*', 'make security no see', 'make security no know',
  'no tell the security', 'no inform the security', 'ba tare da sanar da mai gadi',
  'láì sọ fún àwọn sekúríti', 'láì sọ fún ẹ̀ṣọ́', 'agwala ndị nche',
];

/** Going into a tank, a septic pit or a latrine pit in Igbo, Yoruba and Hausa, or down into one on
 *  a rope: the older hazard lists know the English and Hausa "tankin ruwa" only. */
// biome-ignore format: packed word list
const GO_DOWN_IN: Terms = [
  'banye n ime', 'banye na ime', 'rịdata', 'ridata', 'gbadata', 'rịda n ime', 'wọ inú',
  'sọ̀kalẹ̀ sínú', 'sọ̀kalẹ̀ sí inú', 'bọ́ sínú', 'shiga cikin', 'sauka cikin', 'gangara cikin',
];
// biome-ignore format: packed word list
const PITS_AND_TANKS: Terms = [
  'tankị', 'tankị mmiri', 'tank mmiri', 'olulu nsị', 'olulu mposi', 'olulu ụlọ mposi',
  'táńkì', 'táńkì omi', 'táńkì ìgbẹ́', 'ihò ìgbẹ́', 'kànga ìgbẹ́', 'ṣalanga', 'salanga', 'tanki',
  'tankin', 'rijiyar bayan gida', 'rijiyar shadda', 'salga',
];
// biome-ignore format: packed word list
const DOWN_ON_A_ROPE: Terms = [
  'were ụdọ rịdata', 'were ụdọ banye', 'jiri ụdọ rịdata', 'fi okùn sọ̀kalẹ̀', 'fi okun sọ̀kalẹ̀',
  'da igiya ka sauka', 'da igiya ka shiga', 'ka sauka da igiya', 'descend on a rope',
  'go down on a rope', 'lower yourself in', 'lower yourself down',
];

export const SEVENTEENTH_WASTE_SPECS: readonly CategorySpec[] = [
  ...WASTE_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        // Held, as the older English rule: a utility's own crew may carry its old cable away.
        name: 'rail iron or power cable stripped, bought (Hausa, Yoruba, Igbo)',
        outcome: 'hold',
        act: BUY_ANY,
        obj: STRIPPED_ANY,
        forward: 100,
        backward: 60,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: "a permit printed before it is issued, or another firm's",
        outcome: 'refuse',
        act: MAKE_COPIES,
        obj: PERMITS,
        needs: NOT_YET_ISSUED,
        forward: 80,
        backward: 20,
      },
      {
        // "Print 20 copies of the permit … We do not have the real permit yet.": a permit named,
        // then a real one said to be missing. "The real" says a copy exists; a firm waiting for
        // its permit says "we do not have the permit yet".
        name: 'a permit, then the real one said to be missing',
        outcome: 'hold',
        act: NO_REAL_ONE,
        obj: PERMITS,
        // Never in one sentence ("we do not have the real permit yet; ask LAWMA when"): only
        // the permit of the sentence before.
        forward: -1,
        backward: -1,
        nextSentenceHolds: true,
      },
      {
        name: "going about as an agency's officer, or in its uniform, to collect money",
        outcome: 'refuse',
        // The rarer words as the object: a rule is started by the kinds of its objects.
        act: AGENCY,
        obj: AS_OFFICER,
        needs: DEMAND,
        forward: 0,
        backward: 50,
      },
      {
        name: 'a scale set short so the sellers will not notice',
        outcome: 'refuse',
        act: SET_SCALE,
        obj: SCALES,
        needs: SELLERS_WONT_NOTICE,
        forward: 30,
        backward: 0,
        // "notice" is a sign word: "…, they won't notice" would read as a notice's own words.
        signFrames: false,
      },
      {
        // "… so every 10 kg shows 7 kg. They will not notice.": the intent in the next sentence.
        name: 'a scale, then the sellers will not notice',
        outcome: 'hold',
        act: [...SELLERS_WONT_NOTICE],
        obj: [...SCALES],
        forward: 0,
        backward: 60,
        nextSentenceHolds: true,
        signFrames: false,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: "female company arranged for a man's room or night",
        outcome: 'refuse',
        act: ARRANGE,
        obj: FEMALE_COMPANY,
        needs: FOR_HIS_NIGHT,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children set to scrap work',
        outcome: 'refuse',
        act: CHILD_WORKERS,
        obj: SCRAP_WORK,
        needs: AS_WORK,
        forward: 80,
        backward: 40,
        askFrames: false,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'into premises over a wall or past security unannounced',
        outcome: 'refuse',
        act: GET_IN,
        obj: [...OVER_A_WALL, ...UNANNOUNCED],
        forward: 24,
        backward: 0,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'into a tank or a septic pit (Igbo, Yoruba, Hausa)',
        outcome: 'hold',
        act: GO_DOWN_IN,
        obj: PITS_AND_TANKS,
        forward: 30,
        backward: 30,
      },
      { name: 'down into a pit on a rope', outcome: 'hold', alone: DOWN_ON_A_ROPE },
    ],
  },
];
