// Eighteenth round, ports, clearing and forwarding, jetties and fishermen (voice-49): harm the
// rules missed, as classes with their twins (docs/safety.md, "Eighteenth round, voice-49").
// Appended to POLICY_SPECS; the look-alikes are in -ports-lawful.ts. Terms as speakers write them,
// tone marks folded. No `...` gap terms and no bare common words (cost).
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { GROUPS_MORE } from './safety-lexicon-concepts.ts';
import { PORTS_LOOKALIKE_SPECS } from './safety-lexicon-eighteenth-ports-lawful.ts';

// ── Violence ────────────────────────────────────────────────────────────────────────────────

/** The one who told, reported or will testify: the older rules know "take care of him
 *  permanently" with the pronoun, not the informant put in the passive ("has to be taken care of
 *  permanently"). */
// biome-ignore format: packed word list
const WHO_TOLD: Terms = [
  'informant*', 'informer*', 'whistleblower*', 'whistle-blower*', 'snitch*', 'who snitched',
  'who told the terminal', 'who told the police', 'who told the customs', 'who told customs',
  'who told the management', 'who told management', 'who told on us', 'who reported us',
  'who reported me', 'who reported him', 'who reported our', 'who talked to the police',
  'who spoke to the police', 'who went to the police', 'who testified', 'who will testify',
  'wey report us', 'wey report am', 'wey go tell police', 'wey talk to police',
  'wanda ya kai rahoto', 'wanda ya tona mana asiri', 'ẹni tó ta àṣírí', 'ẹni tó fi wá hàn',
  'onye kọọrọ ndị uwe ojii', 'onye kpughere anyị',
];
// biome-ignore format: packed word list
const PUT_AWAY_FOR_GOOD: Terms = [
  'taken care of permanently', 'taken care of for good', 'taken care of once and for all',
  'take care of him for good', 'take care of her for good', 'take care of them permanently',
  'take care of them for good', 'dealt with for good', 'dealt with once and for all',
  'settle am for good', 'silenced for good', 'silenced permanently', 'never talks again',
  'never talk again', 'never speaks again', 'never testifies', 'never testify', 'no go talk again',
  'kawar da shi har abada', 'rufe masa baki har abada', 'kò ní sọ̀rọ̀ mọ́',
  'pa ẹnu rẹ̀ mọ́ títí láé', 'agaghị ekwu okwu ọzọ', 'mechie ya ọnụ ebighị ebi',
];

// ── Minors ──────────────────────────────────────────────────────────────────────────────────

const CHILD_AGE_NUMBERS = ['6', '7', '8', '9', '10', '11', '12', '13', '14', '15'];
// biome-ignore format: packed word list
const CHILD_AGE_WORDS = [
  'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen',
];
/** Children by word or by an age under sixteen. */
// biome-ignore format: packed word list
const CHILD_HANDS: Terms = [
  ...CHILD_AGE_NUMBERS.flatMap((n) => [`aged ${n}`, `${n}-year-old*`, `${n} year old*`]),
  ...CHILD_AGE_WORDS.flatMap((n) => [`aged ${n}`, `${n}-year-old*`, `${n} year old*`]),
  'children', 'kids', 'small boys', 'small girls', 'pikin dem', 'small pikin*', 'underage*',
  'under-age*', 'kananan yara', 'ƙananan yara', 'yara kanana', 'àwọn ọmọdé', 'ụmụaka',
  'ụmụntakịrị',
];
/** Heavy or long work at a waterside, a shed or a truck. */
// biome-ignore format: packed word list
const HARD_HANDS_WORK: Terms = [
  'load the', 'to load', 'loading the', 'offload*', 'head-load*', 'carry the bags',
  'carry bags', 'carry the fish', 'carry fish', 'carry the cartons', 'carry cartons',
  'apprentices', 'smoking shed', 'fish-smoking', 'smoke fish', 'smoking fish', 'gut fish',
  'mend nets', 'mend the nets', 'pull the nets', 'for our shed', 'dauki kaya', 'ɗauki kaya',
  'dakon kaya', 'kó ẹrù', 'ru ẹrù', 'bu ibu', 'bubata ibu',
];
/** Cues that it is labour bought cheap: long hours, no complaints, cut off from family, night. */
// biome-ignore format: packed word list
const AS_CHEAP_HANDS: Terms = [
  'cheaper than', "don't complain", 'do not complain', 'never complain', 'no dey complain',
  'no go complain', 'long hours', 'no contact with their famil*', 'no contact with family',
  'no contact with their parents', 'not see their famil*', 'no visits', 'tonight', 'all night',
  'till morning', 'all day', 'no school', 'instead of school', 'pay them', 'per head',
  'ba sa korafi', 'ba za su yi korafi', 'kò ní ṣàròyé', 'wọn kì í ṣàròyé', 'anaghị eme mkpesa',
  'daga safe har dare', 'láti àárọ̀ dé alẹ́', 'ụtụtụ ruo abalị',
];

/** A girl of a stated age, or little, told to come along and the mother not told. */
// biome-ignore format: packed word list
const YOUNG_GIRL: Terms = [
  ...CHILD_AGE_NUMBERS.flatMap((n) => [`${n}-year-old girl`, `${n} year old girl`]),
  ...CHILD_AGE_WORDS.flatMap((n) => [`${n}-year-old girl`, `${n} year old girl`]),
  'little girl', 'small girl', 'young girl', 'schoolgirl', 'yarinya karama', 'ƙaramar yarinya',
  'ọmọbìnrin kékeré', 'nwatakịrị nwaanyị',
];
// biome-ignore format: packed word list
const COME_ALONG: Terms = [
  'come with you', 'to come along', 'follow you', 'board the boat with you', 'join you on',
  'follow am go', 'follow you go', 'ta biyo ka', 'ta bi ka', 'tẹ̀lé ọ', 'bá ọ lọ', 'soro gị',
];
// biome-ignore format: packed word list
const MOTHER_NOT_TOLD: Terms = [
  "don't tell her mother", 'do not tell her mother', 'without telling her mother',
  "don't tell her parents", 'do not tell her parents', 'without telling her parents',
  "don't tell her mama", 'no tell her mama', 'no tell her mother', 'without her mother knowing',
  'kada ka gaya wa mahaifiyarta', 'kar ka gaya wa mahaifiyarta', 'kada ka gaya wa mamanta',
  'má sọ fún ìyá rẹ̀', 'má ṣe sọ fún ìyá rẹ̀', 'agwala nne ya', 'agwakwala nne ya',
];

// ── Hate ────────────────────────────────────────────────────────────────────────────────────

/** A people named by its region and its trade: "northern drivers", "eastern traders". */
const REGION_TRADES: Terms = ['northern', 'southern', 'eastern', 'western'].flatMap((r) =>
  ['drivers', 'traders', 'boatmen', 'porters', 'fishermen', 'labourers', 'hawkers', 'boys'].map(
    (t) => `${r} ${t}`,
  ),
);
const GROUPS_AND_TRADES: Terms = [...GROUPS_MORE, ...REGION_TRADES];

/** A faith or a people called unclean, or told it may no longer work a trade. */
// biome-ignore format: packed word list
const UNCLEAN_OR_BARRED: Terms = [
  'unclean', 'are impure', 'are filthy', 'are dirty people', 'kazamai', 'ƙazamai',
  'ba su da tsarki', 'aláìmọ́', 'ẹlẹ́gbin', 'adịghị ọcha', 'will not be allowed to',
  "won't be allowed to", 'will no longer be allowed', 'can no longer load', 'cannot load',
  'must not load', 'no go load again',
];

/** "No X will be allowed to …": the group after "no" (a negation before the act would frame it),
 *  the permission after. "X will be allowed to load on Sunday" welcomes them. */
const NO_GROUP: Terms = GROUPS_AND_TRADES.map((g) => `no ${g}`);
// biome-ignore format: packed word list
const WILL_BE_ALLOWED: Terms = [
  'will be allowed to', 'go dey allowed to', 'are allowed to', 'may load',
  'may work', 'may sell', 'may land', 'may fish',
];

/** The whole of a harm laid on a people, spread on flyers or by a loud hailer. */
// biome-ignore format: packed word list
const BLAMED_FOR_ALL: Terms = [
  'for every accident', 'for every theft', 'for every crime', 'for every robbery',
  'for all the accidents', 'for all the thefts', 'for all the crimes', 'behind every accident',
  'behind every theft', 'cause every accident', 'na dem cause', 'na dem dey cause',
  'su ke jawo kowane', 'ló ń fa gbogbo', 'na-akpata ihe ọjọọ niile',
];
// biome-ignore format: packed word list
const SPREAD: Terms = [
  'flyer*', 'leaflet*', 'handbill*', 'poster*', 'megaphone', 'loud hailer', 'announce*',
  'broadcast*', 'calling on', 'call on our', 'drive them out', 'chase them out', 'pursue them',
];

// ── Work ────────────────────────────────────────────────────────────────────────────────────

/** Corrosive or toxic chemicals in drums, sacks or leaking. */
// biome-ignore format: packed word list
const CORROSIVES: Terms = [
  'caustic soda', 'caustic', 'sodium hydroxide', 'sulphuric acid', 'sulfuric acid',
  'hydrochloric acid', 'battery acid', 'nitric acid', 'chlorine', 'bleach powder', 'ammonia',
  'pesticide*', 'insecticide*', 'chemical drum*', 'drums of chemical*', 'leaking drum*',
  'leaking acid', 'sinadarai', 'kẹ́míkà', 'kemịkal',
];
/** Without gloves, masks or any protective gear, or by bare hand. */
// biome-ignore format: packed word list
const NO_GLOVES: Terms = [
  'no gloves', "don't have gloves", 'do not have gloves', 'without gloves', 'no mask',
  'no masks', 'without a mask', 'without masks', 'no respirator', 'no goggles', 'no ppe',
  'without ppe', 'no gloves or mask*', 'no glove', 'with your bare hand*', 'by hand; we',
  'ba safar hannu', 'babu safar hannu', 'ba tare da safar hannu', 'láìsí ìbọ̀wọ́',
  'láì wọ ìbọ̀wọ́', 'enweghị uwe aka', 'na-enweghị uwe aka',
];

/** Under a boat or a barge, or into the water, to free or fix something. */
// biome-ignore format: packed word list
const UNDER_THE_HULL: Terms = [
  'dive under', 'dip under', 'quick dip', 'go under the barge', 'go under the boat',
  'go under the hull', 'swim under', 'under the barge', 'under the boat', 'under the hull',
  'under the vessel', 'free the propeller', 'off the propeller', 'nutse karkashin',
  'nutse ƙarƙashin', 'bẹ́ sísàlẹ̀', 'mikpu n okpuru',
];
/** No diving kit: breath held, no air, no line. */
// biome-ignore format: packed word list
const NO_DIVING_KIT: Terms = [
  'no diving kit', 'no diving gear', 'no dive kit', 'no dive gear', 'no scuba',
  'without diving', 'without a diving', 'without scuba', 'hold your breath', 'holding your breath',
  'no oxygen', 'no air tank', 'no air supply', 'hold breath', 'hold your breathe',
  'riƙe numfashi', 'rike numfashi', 'di èémí rẹ mú', 'jide ume gị',
];

export const EIGHTEENTH_PORTS_SPECS: readonly CategorySpec[] = [
  ...PORTS_LOOKALIKE_SPECS,
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'the one who told or reported, put away for good',
        outcome: 'refuse',
        act: WHO_TOLD,
        obj: PUT_AWAY_FOR_GOOD,
        forward: 140,
        backward: 60,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children as cheap hands for loading, carrying or long hours',
        outcome: 'refuse',
        act: CHILD_HANDS,
        obj: HARD_HANDS_WORK,
        needs: AS_CHEAP_HANDS,
        forward: 80,
        backward: 60,
        askFrames: false,
      },
      {
        name: 'a young girl told to come along, her mother not told',
        outcome: 'refuse',
        act: YOUNG_GIRL,
        obj: COME_ALONG,
        needs: MOTHER_NOT_TOLD,
        forward: 80,
        backward: 40,
      },
      {
        // "There is a 13-year-old girl at the jetty. Tell her to come with you …, and don't tell
        // her mother.": the girl, then the mother kept unaware in the next sentence.
        name: 'a young girl, then her mother not to be told',
        outcome: 'hold',
        act: MOTHER_NOT_TOLD,
        obj: YOUNG_GIRL,
        forward: -1,
        backward: -1,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        // The label as the act: "no Christian boatmen …" is a negation before the group.
        name: 'a faith or a people called unclean or barred from a trade',
        outcome: 'refuse',
        act: UNCLEAN_OR_BARRED,
        obj: GROUPS_AND_TRADES,
        forward: 30,
        backward: 80,
        signFrames: false,
      },
      {
        name: 'no one of a faith or a people allowed to work a trade',
        outcome: 'refuse',
        act: WILL_BE_ALLOWED,
        obj: NO_GROUP,
        forward: 0,
        backward: 30,
        signFrames: false,
      },
      {
        name: 'a people blamed for every harm, spread',
        outcome: 'refuse',
        act: BLAMED_FOR_ALL,
        obj: GROUPS_AND_TRADES,
        needs: SPREAD,
        forward: 30,
        backward: 40,
        signFrames: false,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        // "Three drums of caustic soda are leaking. … we don't have gloves.": the chemical, then
        // the missing gear in the next sentence, is held too.
        name: 'corrosive chemicals handled without gloves or masks',
        outcome: 'hold',
        act: NO_GLOVES,
        obj: CORROSIVES,
        forward: 60,
        backward: 120,
        nextSentenceHolds: true,
      },
      {
        name: 'under a boat or into the water without diving kit',
        outcome: 'hold',
        act: NO_DIVING_KIT,
        obj: UNDER_THE_HULL,
        forward: 60,
        backward: 120,
        nextSentenceHolds: true,
      },
    ],
  },
];
