// Seventeenth round, food, restaurants, street food and abattoirs (voice-41): harm the rules
// missed, as classes with their twins (docs/safety.md, "Seventeenth round, voice-41"). Appended
// to POLICY_SPECS; the look-alikes are in -food-lawful.ts. Terms as speakers write them, tone
// marks folded.
import { FOOD_LOOKALIKE_SPECS, TITLES } from './safety-lexicon-seventeenth-food-lawful.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Food made unsafe to sell ────────────────────────────────────────────────────────────────

/** Mixed, sprayed or soaked into food, in the five languages. Not "buy": "buy palm oil tested
 *  free of Sudan dye" names the dye too. */
// biome-ignore format: packed word list
const ADULTERATE: Terms = [
  'mix*', 'add', 'adds', 'adding', 'put am', 'put it', 'pour*', 'spray*', 'soak*', 'inject*',
  'to ripen', 'ripen*',
  'to preserve', 'preserve*', 'to colour', 'to color', 'make e red', 'make am red',
  'make e fresh', 'pò mọ́', 'pòó mọ́', 'dà sínú', 'fi sínú', 'fín sí', 'haɗa da', 'hada da',
  'zuba a cikin', 'sa a cikin', 'fesa', 'gwakọta', 'tinye', 'tinye ya', 'fesaa',
];
/** Dyes, preservatives and ripeners that are not food, and pesticides. */
// biome-ignore format: packed word list
const ADULTERANT: Terms = [
  'sudan dye*', 'sudan red', 'sudan iv', 'sudan 4', 'sudan iii', 'sudan colour*',
  'formalin', 'formaldehyde', 'calcium carbide', 'carbide', 'potassium bromate', 'bromate',
];
/** Pesticides, read only with the food as their target: a store room is sprayed lawfully. */
// biome-ignore format: packed word list
const PESTICIDE: Terms = [
  'sniper', 'snipa', 'dichlorvos', 'ddvp', 'gammalin*', 'otapiapia', 'ota pia pia',
  'rat poison', 'insecticide*', 'pesticide*', 'ògùn kòkòrò', 'maganin kwari',
];
// biome-ignore format: packed word list
const FOOD_TARGETED = [
  'beans', 'ẹ̀wà', 'wake', 'agwa', 'grains', 'maize', 'fish', 'dried fish', 'stockfish',
  'crayfish', 'meat', 'ponmo', 'garri', 'kifi', 'ẹja', 'azụ', 'nama',
];
const ON_THE_FOOD: Terms = [
  ...FOOD_TARGETED.flatMap((f) => [
    `on the ${f}`,
    `inside the ${f}`,
    `into the ${f}`,
    `sínú ${f}`,
    `cikin ${f}`,
    `n'ime ${f}`,
  ]),
  'to preserve',
  'preserve',
  'so weevil*',
  'make weevil*',
  'keep weevil*',
  'against weevil*',
  'so flies',
  'make flies',
  'so fly',
  'make fly',
  'keep flies',
  'kí kòkòrò má',
  'kada ƙwari',
  'kada kwari',
  'ka ahụhụ ghara',
];
// biome-ignore format: packed word list
const FOOD: Terms = [
  'palm oil', 'red oil', 'epo pupa', 'manja', 'mmanụ nkwụ', 'fish', 'eja', 'ẹja', 'kifi',
  'azụ', 'meat', 'beef', 'ẹran', 'nama', 'anụ', 'ponmo', 'kpomo', 'beans', 'ẹ̀wà', 'ewa',
  'wake', 'agwa', 'garri', 'bread', 'dough', 'flour', 'banana*', 'plantain*', 'ọ̀gẹ̀dẹ̀', 'ayaba',
  'fruit*', 'mango*', 'pawpaw', 'tomato*', 'crayfish', 'stockfish', 'dried fish', 'smoked fish',
  'nono', 'kunu', 'zobo',
];

// ── Posing as a named person, a made-up levy, votes bought with food ───────────────────────

/** Said to be a person by title and name ("say you are Mrs Okafor", "Chef Bello"), to collect
 *  what is theirs. "You are Mrs Okafor's driver" is safe (ROLE_OF in -fourteenth-civic.ts and
 *  the roles in -food-lawful.ts). */
// biome-ignore format: packed word list
const SAY_YOU_ARE: Terms = [
  'say you are', "say you're", 'tell them you are', 'say that you are', 'sọ pé ìwọ ni',
];
// biome-ignore format: packed word list
const TAKE_THEIRS: Terms = [
  'collect*', 'pick* up', 'receive*', 'request*', 'ask* for', 'withdraw*', 'claim*',
  'replacement sim*', 'new sim*', 'his sim*', 'her sim*', 'his id', 'her id', 'his number',
  'her number', 'his line', 'her line', 'she paid for', 'he paid for', 'his order', 'her order',
  'his parcel', 'her parcel', 'his money', 'her money', 'his salary', 'her salary',
];

/** A fee made up on the spot and said to be official: "say it is the new sanitation fee", with a
 *  levy collected. A class's "new rate" is no official's. */
// biome-ignore format: packed word list
const COLLECT: Terms = [
  'collect*', 'charge*', 'demand*', 'gather*', 'karɓi', 'karbi', 'karɓa', 'gba owó',
  'nakọta ego', 'chịkọta ego', 'gbaa ego',
];
// biome-ignore format: packed word list
const LEVY: Terms = [
  'levy', 'levies', 'fee', 'fees', 'dues', 'tax', 'taxes', 'haraji', 'owó orí', 'owó ìjọba',
  'ụtụ', 'ụtụ isi',
];
// biome-ignore format: packed word list
const SAY_IT_IS_NEW = [
  'say it is the new', 'say it is a new', "say it's the new", 'tell them it is the new',
  'say na new', 'tell dem na new', 'call it the new',
];
// biome-ignore format: packed word list
const OFFICIAL_FEE = [
  'sanitation', 'council', 'lg', 'local government', 'government', 'environmental', 'health',
  'market', 'levy', 'tax',
];
const MADE_UP_FEE: Terms = [
  ...SAY_IT_IS_NEW.flatMap((say) => OFFICIAL_FEE.map((fee) => `${say} ${fee}`)),
  'ka ce sabon haraji ne',
  'sọ pé owó ìjọba tuntun ni',
  'sị na ọ bụ ụtụ ọhụrụ',
];

/** Food or goods handed to voters, in Hausa, Yoruba and Igbo: the older rule's objects are
 *  money, rice and gifts in English. */
// biome-ignore format: packed word list
const HAND_OUT: Terms = [
  'raba', 'rabawa', 'ka raba', 'pín', 'pín fún', 'fún wọn ní', 'kesaa', 'kesaara',
  'nye ha', 'share*', 'distribut*', 'hand out', 'give them', 'give dem',
];
// biome-ignore format: packed word list
const GOODS_FOR_VOTES: Terms = [
  'shinkafa', 'buhun*', 'buhunan', 'gishiri', 'sukari', 'atamfa', 'taliya', 'maggi',
  'ìrẹsì', 'iresi', 'àpò ìrẹsì', 'iyọ̀', 'ṣúgà', 'osikapa', 'akpa osikapa', 'nnu', 'akwa',
  'bags of rice', 'bag of rice', 'salt', 'sugar', 'wrapper*', 'indomie', 'noodles',
  'seasoning*', 'food item*', 'foodstuff*', 'provisions', 'kayan abinci',
];
// biome-ignore format: packed word list
const VOTERS: Terms = [
  'masu zabe', 'masu zaɓe', 'masu kada kuri*', 'rumfar zabe*', 'rumfar zaɓe*', 'olùdìbò',
  'àwọn olùdìbò', 'ibùdó ìdìbò', 'ndị ntuli aka', 'ndị na-atụ vootu', 'ebe ntuli aka',
  'voters', 'polling unit*', 'polling booth*',
];
/** A voter made to show how she voted before she is paid: the mechanism of vote buying. */
// biome-ignore format: packed word list
const SHOW_THE_BALLOT: Terms = [
  'show you their ballot*', 'show you the ballot*', 'show you who they voted',
  'show you how they voted', 'show me their ballot*', 'snap their ballot*',
  'photograph their ballot*', 'show you their thumbprint*', 'nuna maka takardar zabe*',
  'nuna maka takardar zaɓe*', 'nuna maka kuri*', 'fi ìwé ìdìbò wọn hàn', 'fi ìbò wọn hàn',
  'gosi gị akwụkwọ ntuli aka', 'gosi gị ebe ha tụrụ',
];

/** Reviews written from many phones or made to look like real customers', in Igbo, Yoruba,
 *  Hausa and Pidgin ("site na ekwentị dị iche iche, ka ọ dị ka ndị ahịa n'ezie dere ha"). */
// biome-ignore format: packed word list
const REVIEWS: Terms = [
  'nkwupụta', 'ntụleghachi', 'review*', 'ìdájọ́', 'àyẹ̀wò', 'sharhi*',
];
// biome-ignore format: packed word list
const AS_MANY_CUSTOMERS: Terms = [
  'ekwentị dị iche iche', 'ekwenti di iche iche', 'akaụntụ dị iche iche', 'nọmba dị iche iche',
  'ka ọ dị ka ndị ahịa', 'dị ka ndị ahịa n', 'fóònù ọ̀tọ̀ọ̀tọ̀', 'àkáǹtì ọ̀tọ̀ọ̀tọ̀',
  'nọ́ńbà ọ̀tọ̀ọ̀tọ̀', 'kí ó dàbí pé àwọn oníbàárà', 'bí ẹni pé àwọn oníbàárà', 'wayoyi daban-daban',
  'wayoyi daban daban', 'asusu daban-daban', 'kamar kwastomomi', 'kamar abokan ciniki',
  'like say na customers', 'like say real customers', 'like say na real customers',
  'as if real customers', 'as if customers wrote', 'look like real customers',
];

// ── Violence against a trader ───────────────────────────────────────────────────────────────

/** Beaten in Igbo, the trader named by what she sells ("tie nwanyị na-ere azụ ahụ ihe"): the
 *  older terms know "tie ya ihe" and four words between. */
// biome-ignore format: packed word list
const BEAT_THE_SELLER: Terms = [
  'tie nwanyị na-ere ... ihe', 'tie nwoke na-ere ... ihe', 'tie onye na-ere ... ihe',
  'tie ndị na-ere ... ihe', 'tie nwanyị ahụ na-ere ... ihe', 'tie nwoke ahụ na-ere ... ihe',
];
/** A trader's table, grill or goods broken so that she stays away, in the five languages. */
// biome-ignore format: packed word list
const WRECK: Terms = [
  'gbajie', 'gbajiri', 'tọbie', 'kwatuo', 'mebie', 'fasa', 'farfasa', 'lalata', 'rushe',
  'fọ́', 'bà jẹ́', 'break*', 'smash*', 'scatter*', 'destroy*', 'pour her', 'pour his',
  'pour am', 'overturn*',
];
// biome-ignore format: packed word list
const HER_STALL: Terms = [
  'tebụl ya', 'tebul ya', 'tebụl ha', 'ngwa ahịa ya', 'ite ya', 'teburinta', 'teburinsa',
  'teburin', 'rumfarta', 'rumfarsa', 'kayanta', 'kayansa', 'tukunyarta', 'tábìlì rẹ̀',
  'tábìlì', 'ọjà rẹ̀', 'ìkòkò rẹ̀', 'her table', 'his table', 'her stall', 'his stall',
  'her grill', 'his grill', 'her pot*', 'his pot*', 'her soup', 'her food', 'her plates',
  'her stand', 'his stand', 'her kiosk', 'his kiosk', 'her cooler', 'his cooler',
  'her market', 'her goods', 'table', 'stall', 'grill',
];
// biome-ignore format: packed word list
const STAY_AWAY: Terms = [
  'ka ọ ghara ibịa', 'ka ọ ghara ịbịa', 'ka o ghara ibia', 'ka ọ ghara ire', 'ka ha ghara ibịa',
  'don kada ta dawo', 'kada ta dawo', 'kada ya dawo', 'don kada ta sake', 'kada ta sake sayarwa',
  'kí ó má padà wá', 'kí ó má tà', 'kí ó má wá mọ́', 'kí wọ́n má padà wá',
  'so she no go come back', 'so she no go come', 'make she no come back', 'make she no come',
  'make she comot', 'make e comot', 'make he no come back', 'so she does not come back',
  "so she doesn't come back", 'so she stops selling', 'so he stops selling',
  'so she stop to sell', 'make she stop to sell', 'make she no sell', 'so she never comes back',
  'so he does not come back', 'so they stop selling', 'so she leaves',
];

// ── Abattoirs: going into tanks and pits ────────────────────────────────────────────────────

/** Going down into a pit, a tank or a drain, in Hausa, Yoruba and Igbo as well as English. */
// biome-ignore format: packed word list
const GO_DOWN_INTO: Terms = [
  'shiga cikin', 'ka shiga', 'sauka cikin', 'ka sauka', 'wọ inú', 'wọlé sínú', 'sọ̀kalẹ̀ sínú',
  'bọ́ sínú', 'banye n', 'rida n', 'gbadata n', 'go inside', 'enter inside', 'climb into',
  'climb down into', 'go down into',
];
/** Tanks and pits by their Hausa, Yoruba and Igbo names: the older list reads "tank", "rijiya",
 *  "olulu" and "kanga" alone, not "tankin ruwan datti" nor "rijiyar". */
// biome-ignore format: packed word list
const SEWAGE_PIT: Terms = [
  'tankin ruwan datti', 'tankin bayan gida', 'tankin shara', 'rijiyar*', 'masai', 'salga', 'kwalbati',
  'lambatu', 'magudanar ruwa', 'kòtò', 'ṣálángá', 'tánkì', 'ihò ìgbẹ́', 'ọ̀gbun', 'tankị',
  'olulu nsị', 'ọwa mmiri', 'blood pit*', 'effluent pit*', 'effluent tank*', 'grease pit*',
  'sewage pit*', 'sewage tank*', 'the slurry',
];

export const SEVENTEENTH_FOOD_SPECS: readonly CategorySpec[] = [
  ...FOOD_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'a pesticide put on food',
        outcome: 'refuse',
        act: PESTICIDE,
        obj: ON_THE_FOOD,
        forward: 50,
        backward: 30,
      },
      {
        name: 'food mixed with a dye, a preservative or a ripener',
        outcome: 'refuse',
        act: ADULTERATE,
        obj: ADULTERANT,
        needs: FOOD,
        forward: 60,
        backward: 20,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'said to be a named person to collect what is theirs',
        outcome: 'refuse',
        // The rare claim is the object, which starts the rule; "collect" is in most errands.
        act: TAKE_THEIRS,
        obj: SAY_YOU_ARE.flatMap((say) => TITLES.map((title) => `${say} ${title}`)),
        forward: 0,
        backward: 100,
      },
      {
        name: 'a levy collected as a made-up fee',
        outcome: 'refuse',
        act: COLLECT,
        obj: MADE_UP_FEE,
        needs: LEVY,
        forward: 60,
        backward: 60,
      },
      {
        name: 'food handed to voters (Hausa, Yoruba, Igbo)',
        outcome: 'refuse',
        act: HAND_OUT,
        obj: VOTERS,
        needs: GOODS_FOR_VOTES,
        forward: 60,
        backward: 40,
      },
      { name: 'a voter made to show her ballot', outcome: 'refuse', alone: SHOW_THE_BALLOT },
      {
        name: 'reviews from many phones, as if from customers',
        outcome: 'refuse',
        act: REVIEWS,
        obj: AS_MANY_CUSTOMERS,
        forward: 200,
        backward: 60,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      { name: 'a trader beaten (Igbo)', outcome: 'refuse', alone: BEAT_THE_SELLER },
      {
        name: "a trader's stall wrecked so that she stays away",
        outcome: 'refuse',
        act: WRECK,
        obj: STAY_AWAY,
        needs: HER_STALL,
        forward: 70,
        backward: 20,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'sex work, other spellings',
        outcome: 'refuse',
        // Not "asewo*": the walk joins Yoruba "àṣẹ wọn" (their consent) into it.
        alone: ['ashewo*', 'ashowo*'],
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'going into a tank or pit, by its Hausa, Yoruba and Igbo names',
        outcome: 'hold',
        act: GO_DOWN_INTO,
        obj: SEWAGE_PIT,
        forward: 40,
        backward: 20,
      },
    ],
  },
];
