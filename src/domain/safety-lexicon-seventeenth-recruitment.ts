// Seventeenth round, recruitment, domestic staffing, travel and visa agents (voice-42): harm the
// rules missed, as classes with their twins (docs/safety.md, "Seventeenth round, voice-42").
// Appended to POLICY_SPECS; the look-alikes are in -recruitment-lawful.ts. Terms as speakers
// write them, tone marks folded.
import { GROUPS_MORE } from './safety-lexicon-concepts.ts';
import { RECRUITMENT_LOOKALIKE_SPECS } from './safety-lexicon-seventeenth-recruitment-lawful.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Travel papers ───────────────────────────────────────────────────────────────────────────

/** Visa marks and travel papers by name: the older fake-goods list knows passports, ids and
 *  "fake stamp*", not visas nor a stamp with its country before it. */
// biome-ignore format: packed word list
const TRAVEL_PAPERS = [
  'visa', 'visas', 'visa sticker*', 'visa stamp*', 'visa page*', 'schengen visa*',
  'schengen stamp*', 'schengen sticker*', 'entry stamp*', 'exit stamp*', 'immigration stamp*',
  'work permit*', 'residence permit*', 'residence card*', 'employment letter*',
  'invitation letter*', 'sponsorship letter*', 'travel document*', 'uk visa*', 'us visa*',
  'canada visa*', 'canadian visa*', 'dubai visa*',
];
/** "Fake" and its leet spellings are folded by the filter; "counterfeit*" is already refused. */
const FAKE_PAPERS: Terms = TRAVEL_PAPERS.flatMap((p) => [`fake ${p}`, `fake schengen ${p}`]);

/** Papers called fake in Yoruba ("èké") and Igbo ("ụgha"): the older list knows Hausa "jabu" and
 *  Yoruba "ayédèrú" only. A lie told is no paper: only papers by name are listed. */
// biome-ignore format: packed word list
const FAKE_PAPERS_LANG: Terms = [
  'ìwé ìrìnnà èké', 'ìwé irinna èké', 'passport èké', 'páspọ́ọ̀tù èké', 'fisa èké', 'visa èké',
  'ìwé ẹ̀rí èké', 'ìwé-ẹ̀rí èké', 'stamp èké', 'sítáǹpù èké', 'káàdì èké', 'ìwé èké',
  'paspọtụ ụgha', 'passport ụgha', 'akwụkwọ ụgha', 'visa ụgha', 'stamp ụgha',
];

/** A visa sticker or stamp printed by a man, not issued by an embassy: printing one is no
 *  errand. Printing an e-visa, a form or an appointment letter is the twin (no sticker). */
// biome-ignore format: packed word list
const PRINT: Terms = ['print', 'prints', 'printed', 'printing', 'don print', 'dem print'];
// biome-ignore format: packed word list
const VISA_MARK: Terms = [
  'visa sticker*', 'visa stamp*', 'schengen stamp*', 'schengen sticker*', 'entry stamp*',
  'exit stamp*', 'immigration stamp*', 'residence permit sticker*',
];

/** An official stamp or seal copied onto papers "like the real one". */
// biome-ignore format: packed word list
const COPY_MARK: Terms = [
  'copy', 'copies', 'copied', 'copying', 'replicate*', 'reproduce*', 'duplicate*', 'carve*',
  'make another', 'make a new', 'cut a new',
];
// biome-ignore format: packed word list
const OFFICIAL_MARK: Terms = [
  'stamp', 'stamps', 'the stamp', 'seal', 'seals', 'the seal', 'immigration stamp*',
  'embassy stamp*', 'consulate stamp*', 'court stamp*', 'police stamp*', 'customs stamp*',
  'ministry stamp*', 'notary stamp*', 'notary seal*', 'service stamp*', 'visa stamp*',
];
// biome-ignore format: packed word list
const LIKE_THE_REAL: Terms = [
  'like the real one', 'like the real', 'like the original', 'exactly like the real',
  'same as the real', 'same as the original', 'look* real', 'look* original', 'look* genuine',
  'nobody will know', 'no one will know', 'nobody go know', 'onto # passport*',
  'onto the passport*', 'onto passport*', 'onto their passport*', 'onto our passport*',
  'on # passport*', 'into # passport*', 'into the passport*',
];

/** An envelope or cash taken to an official so he pushes files through: the older rule knows
 *  "give"/"pay" the officer "so", not "take the envelope to". A fee paid at the counter with a
 *  receipt is the twin. */
// biome-ignore format: packed word list
const ENVELOPE: Terms = [
  'envelope', 'the envelope', 'this envelope', 'envelope for', 'envelope to', 'the # envelope',
  'small envelope', 'ambulan', 'ambulaf',
];
// biome-ignore format: packed word list
const OFFICIALS: Terms = [
  'officer*', 'official*', 'the oga at', 'oga for', 'the clerk', 'the desk officer*', 'the man at',
  'passport office', 'immigration office', 'the embassy', 'the consulate', 'the registry',
  'ọ̀gá', 'jami’i*', "jami'i*",
];
// biome-ignore format: packed word list
const PUSHED_THROUGH: Terms = [
  'so he push*', 'so she push*', 'so dem push', 'make e push', 'make he push', 'to push',
  'push* out', 'push* them out', 'push* it out', 'push am out', 'push* our', 'push* my', 'pushes',
  'fast-track*', 'fast track*', 'speed* up', 'jump* the queue', 'skip* the queue', 'move* it up',
  'move* them up', 'out this week', 'out tomorrow', 'before others', 'meet him outside', 'meet her outside', 'meet am outside',
  'no give am for counter',
];

// ── Violence ────────────────────────────────────────────────────────────────────────────────

/** Fuel and fire with the outcome said ("nothing left standing"), in one sentence or apart (the
 *  title names the kerosene, the instructions the outcome): the older arson rules want "burn" or
 *  "set fire". Kerosene bought for a lantern is the twin. */
// biome-ignore format: packed word list
const FIRE_KIT: Terms = [
  'kerosene and matches', 'petrol and matches', 'fuel and matches', 'kerosene and lighter*',
  'petrol and lighter*', 'fuel and a lighter', 'kerosene and a lighter', 'petrol and a lighter',
  'jerrycan of petrol', 'jerrycan of kerosene', 'gallon of petrol', 'gallon of kerosene',
  'kerosene', 'petrol', 'matches', 'matchbox*', 'lighter*', 'fetur', 'kananzir', 'ashana',
  'epo bẹntiróòlù', 'ìṣáná', 'mmanụ ụgbọala', 'mmanụ ọkụ',
];
// biome-ignore format: packed word list
const NOTHING_LEFT: Terms = [
  'nothing is left standing', 'nothing left standing', 'nothing remains standing',
  'nothing should remain standing', 'nothing will remain standing', 'into ashes', 'to ashes',
  'burn finish', 'burn am finish', 'make e burn finish', 'make everything burn',
  'nothing go remain standing', 'kar a bar komai a tsaye', 'kí ohunkóhun má dúró',
];

// ── People ──────────────────────────────────────────────────────────────────────────────────

/** A woman trailed on foot to where she goes: the older rule knows "follow her home", not
 *  walking behind her and noting the house she enters. */
// biome-ignore format: packed word list
const WALK_BEHIND: Terms = [
  'walk behind her', 'walk behind him', 'walk behind them', 'walking behind her',
  'keep behind her', 'keep behind him', 'stay behind her', 'stay behind him',
  'trail her', 'trail him', 'tail her', 'tail him', 'waka for her back', 'waka for im back',
  'follow her back', 'when she leaves', 'when he leaves', 'when she comes out', 'as she leaves',
  'bí ó bá ṣe jáde', 'idan ta fito', 'mgbe ọ pụtara',
];
// biome-ignore format: packed word list
const HOUSE_ENTERED: Terms = [
  'which house she enters', 'which house he enters', 'which house she enter*',
  'which house he enter*', 'which house she goes into', 'which house he goes into',
  'which gate she enters', 'which gate he enters', 'which compound she enters',
  'which compound he enters', 'the house she enters', 'the house he enters',
  'the house she goes into', 'which house she dey enter', 'which house e enter',
  'where she enters', 'where he enters', 'where she turns in', 'where she sleeps',
  'where she stays', 'where he stays', 'where she dey stay', 'where she dey sleep',
  'ilé tí ó wọ̀', 'gidan da ta shiga', 'ụlọ ọ banyere',
];

/** Posing as a visa, embassy or immigration officer on the phone: the older rule knows "pose as"
 *  and "pretend to be"; "call each applicant as a visa officer" says it with "as". */
// biome-ignore format: packed word list
const AS_A: Terms = ['as a', 'as an', 'as one of the', 'like say you be'];
// biome-ignore format: packed word list
const OFFICIAL_ROLES: Terms = [
  'visa officer*', 'visa official*', 'embassy official*', 'embassy officer*', 'embassy staff',
  'embassy worker*', 'immigration officer*', 'immigration official*', 'consular officer*',
  'consulate official*', 'consulate officer*', 'vfs official*', 'vfs staff', 'vfs officer*',
  'nis officer*', 'high commission official*', 'high commission staff', 'visa agent from the',
];
// biome-ignore format: packed word list
const CONTACT_AND_ASK: Terms = [
  'call*', 'phone*', 'ring*', 'text*', 'whatsapp', 'message*', 'tell them', 'tell each',
  'tell dem', 'say their', 'say his', 'say her', 'inform* them', 'introduce*', 'speak* to',
  'talk* to', 'email*',
];

/** Said to be from an embassy, immigration or a bank, in Igbo ("gwa ha na ị si n'ụlọ ọrụ
 *  embassy"), Yoruba and Hausa: the older rules know English and Yoruba "sọ pé ... bank". */
// biome-ignore format: packed word list
const SAY_YOU_ARE_FROM: Terms = [
  'gwa ha na ị si', 'gwa ha na i si', 'sị na ị si', 'kwuo na ị si', 'gwa ha na ị bụ',
  'gwa ha na i bu', 'mee ka onye ọrụ', 'mee ka ndị', 'sọ pé o wá láti', 'sọ fún wọn pé o wá láti',
  'sọ pé láti', 'ka ce kai daga', 'ka gaya musu kai daga', 'ka ce kai ma',
  'ka gaya musu kai ma',
];
// biome-ignore format: packed word list
const OFFICIAL_BODIES: Terms = [
  'embassy', 'embassi', 'consulate', 'high commission', 'immigration', 'vfs', 'ofishin jakadanci',
  'ilé iṣẹ́ aṣojú', 'ụlọ akụ', 'ndị uwe ojii', 'gọọmentị', 'ìjọba', 'gwamnati', "'yan sanda",
];

/** Women arranged for visiting men in their rooms or at a price a night: the older rules know
 *  "ladies sent up to their rooms". Rooms booked for women staff at a rate a night are the twin
 *  (no entertaining, no company). */
// biome-ignore format: packed word list
const LADIES: Terms = [
  'ladies', 'girls', 'hostesses', 'special hostess*', 'babes', 'escorts', 'women',
  "'yan mata", 'ọmọge', 'ụmụ agbọghọ',
];
// biome-ignore format: packed word list
const AT_NIGHT_IN_ROOMS: Terms = [
  'per night', 'a night each', 'for the night', 'in their rooms', 'to their rooms',
  'in his room', 'to his room', 'in their hotel rooms', 'in their hotel room',
  // A visit for job interviews: "interviews" right after a match reads as a survey's topic.
  'in their rooms after the interview*', 'in his room after the interview*',
  'to their rooms after the interview*',
];
// biome-ignore format: packed word list
const ENTERTAIN_THEM: Terms = [
  'entertain*', 'keep them company', 'keep him company', 'enjoy*',
  'satisfy*', 'for the guests', 'for the visitors', 'for the employers', 'for the oga*',
  'for our visitors', 'for our guests', 'for the delegates', 'for the clients',
];

/** Children of a stated age placed in domestic work: the older rule wants "hire" or "recruit"
 *  close to the child; a programme or "placement" says it with neither. Girls of 18 and over
 *  are the twin. */
const CHILD_AGE_NUMBERS = ['6', '7', '8', '9', '10', '11', '12', '13', '14', '15'];
// biome-ignore format: packed word list
const CHILD_AGE_WORDS = [
  'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen',
];
const CHILD_AGED: Terms = [
  ...CHILD_AGE_NUMBERS.flatMap((n) => [`aged ${n}`, `ages ${n}`, `age ${n}`, `${n}-year-old*`]),
  ...CHILD_AGE_WORDS.flatMap((n) => [`aged ${n}`, `${n}-year-old*`, `${n} year old*`]),
  // Yoruba "ọmọ ọdún mẹ́wàá" (a child of ten) and Hausa, Igbo.
  'ọmọ ọdún mẹ́fà',
  'ọmọ ọdún méje',
  'ọmọ ọdún mẹ́jọ',
  'ọmọ ọdún mẹ́sàn-án',
  'ọmọ ọdún mẹ́sàn',
  'ọmọ ọdún mẹ́wàá',
  'ọmọ ọdún mọ́kànlá',
  'ọmọ ọdún méjìlá',
  'ọmọ ọdún mẹ́tàlá',
  'ọmọ ọdún mẹ́rìnlá',
  'ọmọ ọdún mẹ́ẹ̀ẹ́dógún',
  "'yar shekara goma",
  "'yar shekara tara",
  "'yar shekara sha biyu",
  'dan shekara goma',
  'nwata dị afọ iri',
  'nwa dị afọ iri',
  'nwata dị afọ asatọ',
];
// biome-ignore format: packed word list
const DOMESTIC_WORK: Terms = [
  'domestic placement*', 'domestic work*', 'domestic help*', 'domestic staff', 'domestic job*',
  'domestic servant*', 'domestic duties', 'domestic role*', 'house help*', 'househelp*',
  'housegirl*', 'house girl*', 'houseboy*', 'house boy*', 'housemaid*', 'house maid*', 'maid',
  'maids', 'wash plate*', 'wash plates', 'carry madam baby', 'carry baby', 'carry her baby',
  'do housework', 'housework', 'aikin gida', 'ọrụ ụlọ', 'ọmọ ọ̀dọ̀', 'omo odo', 'boyi',
];
// biome-ignore format: packed word list
const BROUGHT_TO_WORK: Terms = [
  'recruit*', 'bring', 'brought', 'find', 'get', 'placement*', 'programme', 'program',
  'hire*', 'employ*', 'from the village', 'from village', 'from rural', 'from their village',
  'láti abúlé', 'daga kauye', 'kawo', "site n'obodo", 'for madam', 'for my madam',
  'for our client*', 'for the client*', 'she go', 'he go', 'transport*',
];

// ── Work ────────────────────────────────────────────────────────────────────────────────────

/** Electrical work on a board or socket with the power said to stay on: the older rule wants
 *  "live wire" handled. The power switched off first is the twin. */
// biome-ignore format: packed word list
const ELECTRIC_WORK: Terms = [
  'rewire*', 'wire up', 'repair* the', 'fix the', 'fix di', 'change the breaker*', 'replace the',
  'work on the', 'work on di', 'connect*', 'install*', 'tighten*', 'gyara',
];
// biome-ignore format: packed word list
const POWER_BOARD: Terms = [
  'distribution board*', 'live board', 'fuse box*', 'breaker panel*', 'breaker box*',
  'electrical panel*', 'db box*', 'socket*', 'wiring', 'the mains', 'main switch*',
  'changeover*', 'change-over*',
];
// biome-ignore format: packed word list
const POWER_STAYS_ON: Terms = [
  'live', 'power is on', 'power on', 'power still on', 'with the power on', 'while the power is on',
  'must not be switched off', 'must not be turned off', 'should not be switched off',
  "don't switch off", 'do not switch off', "don't switch it off", 'do not switch it off',
  'no switch off', 'no off the light', 'no off di light', 'without switching off',
  'without turning off', 'without cutting the power', 'without isolating', 'while it is on',
  'light dey', 'nepa dey', 'still on',
];

// ── Groups ──────────────────────────────────────────────────────────────────────────────────

/** Peoples and faiths by name, not "those people" nor "strangers". */
const PEOPLES: Terms = GROUPS_MORE.filter(
  (g) => !/people|strangers|outsiders|settlers|tribe/.test(g),
);

/** A faith or people called a risk or to be put out of jobs, as a notice: the older rules want a
 *  beast's name or a slogan ("X out"). Welcoming or protecting them is the twin. */
// biome-ignore format: packed word list
const PUT_OUT_OF_JOBS: Terms = [
  'are a security risk', 'are a security threat', 'are a threat to', 'must be removed from all',
  'should be removed from all', 'be removed from their job*', 'be removed from the job*',
  'be removed from all job*', 'be removed from all placement*', 'be removed from our staff',
  'be removed from the staff', 'must be sacked', 'should be sacked',
  'must be dismissed', 'should be dismissed', 'must not be hired', 'should not be hired',
  'must not be employed', 'should not be employed', 'are not to be hired', 'need not apply',
  'should not apply', 'must not apply', 'are not welcome', 'no be good worker*',
  'na security risk', 'barazana ne', 'ewu ni wọ́n', 'jẹ́ ewu', 'bụ ihe egwu',
];

export const SEVENTEENTH_RECRUITMENT_SPECS: readonly CategorySpec[] = [
  ...RECRUITMENT_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'fake visas and travel papers',
        outcome: 'refuse',
        alone: [...FAKE_PAPERS, ...FAKE_PAPERS_LANG],
      },
      {
        name: 'a visa sticker or stamp printed',
        outcome: 'refuse',
        act: PRINT,
        obj: VISA_MARK,
        forward: 40,
        backward: 40,
      },
      {
        name: 'an official stamp copied like the real one',
        outcome: 'refuse',
        act: COPY_MARK,
        obj: OFFICIAL_MARK,
        needs: LIKE_THE_REAL,
        forward: 60,
        backward: 0,
      },
      {
        name: 'an envelope taken to an official to push files',
        outcome: 'refuse',
        act: ENVELOPE,
        obj: OFFICIALS,
        needs: PUSHED_THROUGH,
        forward: 60,
        backward: 30,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: "fuel and fire for a rival's place, nothing left",
        outcome: 'refuse',
        act: FIRE_KIT,
        obj: NOTHING_LEFT,
        forward: 200,
        backward: 200,
        apartHolds: true,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'a woman trailed on foot to the house she enters',
        outcome: 'refuse',
        act: WALK_BEHIND,
        obj: HOUSE_ENTERED,
        forward: 80,
        backward: 40,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'calling people as a visa or embassy officer',
        outcome: 'refuse',
        act: AS_A,
        obj: OFFICIAL_ROLES,
        needs: CONTACT_AND_ASK,
        forward: 30,
        backward: 0,
      },
      {
        name: 'said to be from an embassy or bank (Igbo, Yoruba, Hausa)',
        outcome: 'refuse',
        act: SAY_YOU_ARE_FROM,
        obj: OFFICIAL_BODIES,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'women arranged for visitors in their rooms',
        outcome: 'refuse',
        act: LADIES,
        obj: AT_NIGHT_IN_ROOMS,
        needs: ENTERTAIN_THEM,
        forward: 80,
        backward: 60,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children of a stated age placed in domestic work',
        outcome: 'refuse',
        act: CHILD_AGED,
        obj: DOMESTIC_WORK,
        needs: BROUGHT_TO_WORK,
        forward: 120,
        backward: 80,
        askFrames: false,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'electrical work with the power kept on',
        outcome: 'hold',
        act: ELECTRIC_WORK,
        obj: POWER_BOARD,
        needs: POWER_STAYS_ON,
        forward: 60,
        backward: 0,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a faith or people called a risk or put out of jobs',
        outcome: 'refuse',
        act: PEOPLES,
        obj: PUT_OUT_OF_JOBS,
        forward: 40,
        backward: 0,
        signFrames: false,
      },
    ],
  },
];
