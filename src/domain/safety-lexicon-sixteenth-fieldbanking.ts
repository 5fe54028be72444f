// Sixteenth round, banks' field agents, microfinance, insurance and loan verification (voice-37):
// harm the rules missed, as classes with their twins (docs/safety.md, "Sixteenth round,
// voice-37"). Appended to POLICY_SPECS; the look-alikes are in -fieldbanking-lawful.ts. Terms as
// speakers write them, tone marks folded.
import { ACCUSATION } from './safety-lexicon-concepts.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { FIELDBANKING_LOOKALIKE_SPECS } from './safety-lexicon-sixteenth-fieldbanking-lawful.ts';

// ── Insurance ───────────────────────────────────────────────────────────────────────────────

/** A car driven or rammed into something on purpose, then claimed for. Not "drove", "driven",
 *  "crashed": a loss reported after the fact ("the car that crashed into the pole"). */
// biome-ignore format: packed word list
const DRIVE_INTO: Terms = [
  'drive', 'drive it', 'drive am', 'ram', 'ram it', 'crash the', 'crash my', 'crash it',
  'crash am', 'jam the motor', 'jam am', 'jam my', 'run the car', 'run it', 'push the car',
  'push it',
];
// biome-ignore format: packed word list
const CRASH_OBJECTS: Terms = [
  ...['pole', 'gutter', 'ditch', 'wall', 'fence', 'tree', 'kerb', 'culvert', 'canal', 'drain',
    'pillar', 'barrier', 'bridge rail*'].flatMap((thing) => [
    `into the ${thing}`, `into a ${thing}`, `into the same ${thing}`, `into that ${thing}`,
    `for ${thing}`, `enter ${thing}`,
  ]),
];
// biome-ignore format: packed word list
const CLAIMED: Terms = [
  'claim*', 'insurer*', 'insurance', 'total loss', 'write it off', 'written off', 'file it as',
  'as part of the same accident', 'make e look like accident', 'look like an accident',
];
/** An accident, fire or theft staged for a claim, named as such. */
// biome-ignore format: packed word list
const STAGED: Terms = [
  'stage* an accident', 'stage* a crash', 'stage* the accident', 'fake* an accident',
  'fake* a crash', 'fake* the accident', 'stage* a burglary', 'fake* a burglary',
  'stage* a theft', 'fake* a theft', 'arrange* an accident', 'make it look like an accident',
  'make e look like accident',
];

/** An adjuster, valuer or officer paid to write a loss or a loan the way the payer wants. */
// biome-ignore format: packed word list
const PAY: Terms = [
  'hand', 'give', 'pay', 'drop', 'settle', 'transfer', 'send', 'dash', 'bribe',
];
// biome-ignore format: packed word list
const WRITERS: Terms = [
  'adjuster*', 'loss adjuster*', 'assessor*', 'valuer*', 'surveyor*', 'inspector*',
  'loan officer*', 'credit officer*', 'claims officer*', 'underwriter*', 'account officer*',
];
// biome-ignore format: packed word list
const WRITES_IT_UP: Terms = [
  'as total', 'as a total loss', 'as total loss', 'write* it higher', 'value* it higher',
  'inflate*', 'more than it', 'without checking', 'without inspecting', 'without inspection',
  'not a bribe', 'no be bribe', 'just appreciation', 'as appreciation', 'approve* my',
  'pass* my', 'look the other way', 'overlook*', 'ignore* the',
];

// ── Papers ──────────────────────────────────────────────────────────────────────────────────

/** Papers of a loan or KYC file; "papers made to pass" (structure-things) knows certificates and
 *  statements, not bills and tenancy receipts. */
// biome-ignore format: packed word list
const FILE_PAPERS: Terms = [
  'utility bil*', 'phcn bil*', 'nepa bil*', 'electricity bil*', 'light bil*', 'water bil*',
  'waste bil*', 'lawma bil*', 'tenancy receipt*', 'tenancy agreement*', 'rent receipt*',
  'bank statement*', 'statement of account*', 'cac certificate*', 'cac document*', 'cac paper*',
  'payslip*', 'pay slip*', 'salary slip*', 'guarantor form*',
];
// biome-ignore format: packed word list
const PASSED_OFF: Terms = [
  'look original', 'look real', 'look genuine', 'make e look', 'make am look', 'make dem look',
  'as original*', 'as the original*', 'as genuine', 'with the address wey i', 'with the address i',
  'with my address', 'made up', 'make up', 'cook up', 'cooked up', 'manufactur*',
];
/** Papers arranged for an applicant who has none: "not registered", "no registered business". */
// biome-ignore format: packed word list
const MADE_FOR: Terms = [
  'arrange*', 'print*', 'produce*', 'prepare*', 'made up', 'make up', 'create*', 'does it',
  'pick* up',
];
// biome-ignore format: packed word list
const HAS_NONE: Terms = [
  'not registered', 'no registered business', 'unregistered', 'never registered',
  'has no cac', 'have no cac', 'no cac', 'no business name', 'not yet registered',
];

// ── Debts ───────────────────────────────────────────────────────────────────────────────────

/** A debtor shamed before a congregation or online: the older audiences are streets and
 *  markets, the older accusations mostly English. */
// biome-ignore format: packed word list
const ANNOUNCE: Terms = [
  'announce* in the church', 'announce* in the mosque', 'announce* at the mosque',
  'announce* at the church', 'announce* to the', 'tell everyone', 'tell everybody',
  'tell the congregation', 'post* his photo*', 'post* her photo*', 'post* his picture*',
  'post* her picture*', 'post* it on facebook', 'post* on facebook', 'post* am for facebook',
  'put am for facebook', 'sanar da mutane', 'ka sanar da',
  'sanar a masallaci', 'saka a facebook', 'sa a facebook', 'saka hotonsa', 'saka hotonta',
  'kéde ní ṣọ́ọ̀ṣì', 'kéde ní mọ́ṣáláṣí', 'kéde fún', 'gbé fọ́tò rẹ̀ sí facebook',
  'kwupụta na chọọchị', 'gwa ndị mmadụ', 'tinye foto ya na facebook', 'announce am for',
  'tell everybody for',
];
// biome-ignore format: packed word list
const DEBT_REFUSED: Terms = [
  ...ACCUSATION, 'ki biyan bashi', 'ƙi biyan bashi', 'bai biya bashi', 'ba ta biya bashi',
  'mai bashi', 'kò san gbèsè', 'kọ̀ láti san', 'jẹ gbèsè', 'akwụghị ụgwọ', 'jụrụ ịkwụ ụgwọ',
  'refused to pay his loan', 'refused to pay her loan', 'no pay im loan', 'no pay her loan',
  'defaulter', 'loan defaulter', 'owing the bank',
];

/** A collector stationed at the debtor's shop or home, seen by her customers, "so she knows we
 *  are serious": pressure by presence (held: the lawful visit is by appointment and brief). */
// biome-ignore format: packed word list
const STATIONED_AT: Terms = [
  'sit for', 'sit at', 'sit in front of', 'go sit', 'siddon for', 'sidon for', 'stand in front of',
  'stand at', 'camp at', 'camp in front of', 'stay at her shop', 'stay at his shop',
  'stay for her shop', 'stay for im shop', 'wait at her shop all day', 'wait at his shop all day',
];
// biome-ignore format: packed word list
const SEEN_THERE: Terms = [
  'customers dey see', 'customers see you', 'customers can see you', 'customers will see you',
  'everybody dey see', 'people dey see', 'neighbours see you', 'neighbours dey see',
  'know say we serious', 'know we are serious', 'know that we are serious', 'till she pay*',
  'until she pay*', 'till he pay*', 'until he pay*', 'till e pay',
];
// biome-ignore format: packed word list
const OWED: Terms = [
  'loan', 'debt', 'owe*', 'owing', 'repay*', 'arrears', 'bashi', 'gbèsè', 'ụgwọ',
];

// ── Private places ──────────────────────────────────────────────────────────────────────────

/** Recording where people change: "where customers change", a fitting corner with a camera. */
// biome-ignore format: packed word list
const RECORD: Terms = [
  'record*', 'film*', 'video*', 'set your phone to record', 'hide* a camera',
  'hide* the camera', 'hide* a phone', 'hide* your phone', 'hidden camera*', 'secretly snap*', 'secretly photograph*', 'snap dem', 'camera*',
];
// biome-ignore format: packed word list
const WHERE_THEY_CHANGE: Terms = [
  'where customers change', 'where the customers change', 'where people change',
  'where the women change', 'where women change', 'where the girls change', 'where they change for',
  'where they change into', 'where they undress', 'where dem dey change', 'where she changes',
  'where patients change', 'where staff change',
];
// biome-ignore format: packed word list
const CHANGING_CORNERS: Terms = [
  'fitting room*', 'fitting corner*', 'changing corner*', 'changing area*', 'changing cubicle*',
  'changing booth*', 'fitting booth*',
];
// biome-ignore format: packed word list
const TO_ME: Terms = [
  'send me the video*', 'send me the clip*', 'send the video*', 'send me the footage',
  'secretly', 'without them knowing', 'make dem no know', 'hidden', 'hide*',
];

// ── Children ────────────────────────────────────────────────────────────────────────────────

/** Children of a stated age set to work or carry loads all day, in Yoruba, Igbo and Hausa (the
 *  English "children aged 9 … carry" is older). */
// biome-ignore format: packed word list
const CHILD_YO_IG_HA: Terms = [
  'ọmọdé', 'ọmọbìnrin kékeré', 'ọmọkùnrin kékeré', 'ọmọ kékeré', 'ọmọ ọdún', 'ụmụaka',
  'ụmụntakịrị', 'nwatakịrị', 'nwa agbọghọ nta', 'almajirai', 'almajiri', 'yara', 'yaran',
  "'yan shekara",
];
// biome-ignore format: packed word list
const PUT_TO_WORK: Terms = [
  'máa ṣiṣẹ́', 'yóò máa ṣiṣẹ́', 'ṣiṣẹ́ ní', 'ru ẹrù', 'gbé ẹrù', 'máa ta', 'rụọ ọrụ', 'rụ ọrụ',
  'na-ebugharị', 'ebugharị', 'bugharịa', 'ibu akpa', 'na-ebu', 'na-ere ahịa', 'dakon kaya*',
  'rika dakon', 'yi dakon', 'su yi aiki', 'yi mana aiki', 'rika aiki', 'yi aikin',
];
// biome-ignore format: packed word list
const ALL_DAY_NO_SCHOOL: Terms = [
  'láti àárọ̀ dé alẹ́', 'láti òwúrọ̀ dé alẹ́', 'kò ní lọ sí ilé ìwé', 'kò ní lọ ilé ìwé',
  'lójoojúmọ́', 'ọmọ ọdún', 'kwa ụbọchị', 'kwa ubochi', 'site n\'ụtụtụ ruo abalị', 'dị afọ',
  'agaghị aga akwụkwọ', 'daga safe har dare', 'kullum', 'ba za su je makaranta',
  "'yan shekara", 'na shekara',
];

// ── Following, posing, women ────────────────────────────────────────────────────────────────

/** Followed in secret (to find where a person now lives), in Yoruba ("ní kẹ́lẹ́", "ní ìkọ̀kọ̀"). */
// biome-ignore format: packed word list
const FOLLOW_SECRETLY_YO: Terms = [
  'tẹ̀lé e ní kẹ́lẹ́', 'tẹ̀lé e ní ìkọ̀kọ̀', 'tẹ̀lé wọn ní kẹ́lẹ́', 'tẹ̀lé wọn ní ìkọ̀kọ̀',
  'tẹ̀lé e lọ ní kẹ́lẹ́', 'yọ́ tẹ̀lé e', 'yọ́ tẹ̀lé wọn',
];

/** Said to be sent by a bank's branch or office in Yoruba (the older term names "báńkì" alone). */
// biome-ignore format: packed word list
const SAY_YO: Terms = ['sọ pé', 'sọ fún un pé', 'sọ fún wọn pé', 'wí pé'];
// biome-ignore format: packed word list
const BANK_YO: Terms = [
  'ilé ìfowópamọ́', 'ẹ̀ka ilé ìfowópamọ́', 'báńkì', 'banki', 'báǹkì', 'gtbank', 'first bank',
  'access bank', 'zenith', 'uba', 'opay', 'moniepoint',
];
// biome-ignore format: packed word list
const SENT_YOU_YO: Terms = ['ló rán ẹ', 'ló rán ọ', 'ló rán yín', 'ló rán mi', 'ni o ti wá'];

/** Women found to sleep with a man, in Igbo ("ga-edina"), Yoruba and Hausa. */
// biome-ignore format: packed word list
const WOMEN_FOUND: Terms = [
  'ụmụ agbọghọ', 'agbọghọ', 'ụmụ nwaanyị', 'ọmọbìnrin', 'àwọn ọmọge', 'ọmọge', "'yan mata",
  'mata',
];
// biome-ignore format: packed word list
const LIE_WITH: Terms = [
  'ga-edina', 'ga edina', 'ka ha dina', 'ka ọ dina', 'dinaa onye', 'ga-ehi ụra na', 'ba a sùn',
  'bá a sùn', 'bá wọn sùn', 'ba oga sun', 'su kwana da', 'ta kwana da', 'kwana da shi',
];

/** Women sent up to guests' rooms as "entertainment" for men who decide on the payer's file. */
// biome-ignore format: packed word list
const LADIES: Terms = ['ladies', 'girls', 'women', 'babes', 'hostesses', 'young women'];
// biome-ignore format: packed word list
const TO_THEIR_ROOMS: Terms = [
  'go up to their rooms', 'up to their rooms', 'go to their rooms', 'to their rooms after',
  'up to his room', 'go up to his room', 'to his room after', 'join them in their rooms',
  'visit their rooms', 'in their rooms tonight', 'to the guests rooms',
];
// biome-ignore format: packed word list
const FOR_THE_MEN: Terms = [
  'entertainment', 'off the invoice', 'off the books', 'discreet*', 'for the committee',
  'credit committee', 'for the officials', 'for the directors', 'for the chairman',
  'for our guests', 'for the delegates', 'for the oga*', 'for the men', 'for the visitors',
];

// ── Hazards ─────────────────────────────────────────────────────────────────────────────────

/** On top of a gas or fuel vessel (a catwalk, the top) while the plant runs. */
// biome-ignore format: packed word list
const ON_TOP: Terms = [
  'catwalk*', 'from the top of the', 'on top of the', 'top of the tank', 'climb onto',
  'climb on top', 'get on top',
];
// biome-ignore format: packed word list
const VESSELS: Terms = [
  'lpg', 'storage vessel*', 'storage tank*', 'gas tank*', 'gas vessel*', 'bullet tank*',
  'diesel tank*', 'fuel tank*', 'silo*', 'pressure vessel*', 'gas plant',
];

/** A flooded river crossed on foot, in Hausa, Yoruba, Igbo and Pidgin. */
// biome-ignore format: packed word list
const FLOOD_CROSSED: Terms = [
  'ketare kogin da ya cika', 'ketare kogin', 'ka ketare kogi', 'tsallaka kogin', 'ketare ruwan',
  'ratsa ruwan', 'ratsa kogin', 'la odò tó kún', 'la odò já', 'la omi àgbàrá', 'gba inú omi',
  'gafee mmiri', 'gafee iyi', 'gafere iyi', 'gbaba n\'ime mmiri', 'cross the river wey don full',
  'cross the river wey full', 'waka cross the river', 'cross the flood',
];

export const SIXTEENTH_FIELDBANKING_SPECS: readonly CategorySpec[] = [
  ...FIELDBANKING_LOOKALIKE_SPECS,
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'a car driven into something for a claim',
        outcome: 'refuse',
        act: DRIVE_INTO,
        obj: CRASH_OBJECTS,
        needs: CLAIMED,
        forward: 70,
      },
      { name: 'an accident or a theft staged', outcome: 'refuse', alone: STAGED },
      {
        name: 'sent by the bank, in Yoruba',
        outcome: 'refuse',
        act: SAY_YO,
        obj: BANK_YO,
        needs: SENT_YOU_YO,
        forward: 50,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'an adjuster or officer paid to write it up',
        outcome: 'refuse',
        act: PAY,
        obj: WRITERS,
        needs: WRITES_IT_UP,
        forward: 60,
      },
      {
        name: 'file papers passed off as real',
        outcome: 'refuse',
        act: PASSED_OFF,
        obj: FILE_PAPERS,
        forward: 80,
        backward: 80,
      },
      {
        name: 'papers made up for an applicant who has none',
        outcome: 'refuse',
        act: MADE_FOR,
        obj: FILE_PAPERS,
        needs: HAS_NONE,
        forward: 60,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'a debtor shamed at worship or online',
        outcome: 'refuse',
        act: ANNOUNCE,
        obj: DEBT_REFUSED,
        forward: 80,
        backward: 80,
      },
      {
        name: "a collector stationed where the debtor's customers see",
        outcome: 'hold',
        act: STATIONED_AT,
        obj: SEEN_THERE,
        needs: OWED,
        forward: 80,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'recording where people change',
        outcome: 'refuse',
        act: RECORD,
        obj: WHERE_THEY_CHANGE,
        forward: 60,
        backward: 40,
      },
      {
        name: 'a fitting corner with a hidden camera',
        outcome: 'refuse',
        act: RECORD,
        obj: CHANGING_CORNERS,
        needs: TO_ME,
        forward: 60,
        backward: 40,
      },
      {
        name: 'women found to sleep with a man (Igbo, Yoruba, Hausa)',
        outcome: 'refuse',
        act: WOMEN_FOUND,
        obj: LIE_WITH,
        forward: 50,
      },
      {
        name: "women sent to the guests' rooms as entertainment",
        outcome: 'refuse',
        act: LADIES,
        obj: TO_THEIR_ROOMS,
        needs: FOR_THE_MEN,
        forward: 50,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children of an age put to work (Yoruba, Igbo, Hausa)',
        outcome: 'refuse',
        act: CHILD_YO_IG_HA,
        obj: PUT_TO_WORK,
        needs: ALL_DAY_NO_SCHOOL,
        forward: 80,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'followed in secret to where they live, in Yoruba',
        outcome: 'refuse',
        alone: FOLLOW_SECRETLY_YO,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'on top of a gas or fuel vessel',
        outcome: 'hold',
        act: ON_TOP,
        obj: VESSELS,
        forward: 60,
        backward: 60,
      },
      { name: 'a flooded river crossed on foot', outcome: 'hold', alone: FLOOD_CROSSED },
    ],
  },
];
