// Thirteenth round, worksites (voice-21: transport, building, utilities and security work): harm
// the rules missed and lawful errands they refused, as classes with their look-alikes
// (docs/safety.md, "Thirteenth round, voice-21"). Appended to POLICY_SPECS; terms as speakers
// write them, tone marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { THIRTEENTH_WORKSITES_LAWFUL_SPECS } from './safety-lexicon-thirteenth-worksites-lawful.ts';

/** The guard asleep or a latch worked open with a tool: the way in of a break-in. */
// biome-ignore format: packed word list
const GUARD_ASLEEP: Terms = [
  'guard to sleep', 'guard to fall asleep', 'guard is asleep', 'guard falls asleep',
  'guard is sleeping', 'guard sleeps', 'guard dey sleep', 'guard don sleep', 'mai gadi ya yi barci',
  'mai gadi ya kwanta', 'onye nche ahụ ra ụra', 'onye nche ra ụra', 'ọdẹ bá sùn', 'olùṣọ́ bá sùn',
  'lift the latch with', 'lift* ... latch with a wire', 'open* ... latch with a wire',
  'open* ... lock with a wire', 'open* ... padlock with a wire', 'pick* the lock',
  'pick* the padlock',
];
// biome-ignore format: packed word list
const GO_IN: Terms = [
  'go in', 'enter*', 'get in', 'walk in', 'climb in', 'slip in', 'enter am', 'go inside',
  'shiga', 'bá wọlé', 'wọlé', 'wọ inú', 'banye', 'bata n',
];

/** Children of an age recruited to work full time, or without their parents. */
// biome-ignore format: packed word list
const CHILD_LABOUR: Terms = [
  'full-time', 'full time', 'fulltime', 'parents need not', 'no need to involve the parents',
  'without their parents', 'without telling their parents', 'parents no need know',
  'to wash trucks', 'to wash cars', 'to wash buses', 'to load trucks',
  'to carry blocks', 'to mix cement', 'as conductor*', 'as motor boy*', 'as apprentice* on',
];
/** Ages of 5 to 14 only: "youths aged 16 to 30" recruited full time is a job advert. */
const CHILD_RANGE: Terms = Array.from({ length: 10 }, (_, i) => i + 5).flatMap((n) => [
  `ages ${n} to`,
  `aged ${n} to`,
  `aged ${n}`,
  `${n} years old`,
  `${n}-year-old`,
  `${n} year old`,
]);

/** Goods let out of a site or a store at night, with no papers: diverted stock. */
// biome-ignore format: packed word list
const DIVERTED: Terms = [
  'diverted cement', 'diverted diesel', 'diverted fuel', 'diverted rods', 'diverted iron rod*',
  'diverted bags', 'diverted goods', 'diverted material*', 'diverted stock', 'diverted product*',
  "from the client's site through the back", 'through the back gate at night',
  'through the back gate at # pm', 'through the back gate by # pm',
];
// biome-ignore format: packed word list
const NO_PAPERS: Terms = [
  "don't sign any waybill", 'do not sign any waybill', 'no waybill', 'without waybill',
  'without a waybill', 'no sign waybill', 'no write waybill', 'no receipt', 'no collect receipt',
  "don't collect receipt", 'do not collect a receipt', 'without receipt', 'no record am',
  'my shop', 'my store', 'my house',
];

/** Utility and rail property stripped from where it works. */
// biome-ignore format: packed word list
const STRIPPED: Terms = [
  'remove* from the transformer', 'remove from the transformer', 'cut from the transformer',
  'cut from nepa', 'remove* from nepa', 'cut from phcn', 'cut from the pole*',
  'remove* from the pole*', 'remove* from the substation', 'remove* from the rail*',
  'remove* copper from', 'remove* cable* from', 'strip* from the rail*', 'rail sleeper*',
  'rail clip*', 'stolen cable*', 'vandalised cable*', 'vandalized cable*',
  'cable* wey dem cut', 'copper wey dem remove',
];
// biome-ignore format: packed word list
const TRADE: Terms = [
  'buy*', 'pay*', 'collect*', 'carry', 'carry am', 'sell*', 'scrap yard', 'scrapyard',
  'scrap dealer*', 'bring am', 'load*', 'deliver*',
];

/** Marks of a standards body or a certificate made to pass as the real ones. */
// biome-ignore format: packed word list
const LOOK_REAL: Terms = [
  'look* exactly like the real', 'look* like the real', 'look* exactly like the original',
  'look* like the original', 'same as the real', 'pass as the real', 'pass as original',
  'uncertified', 'never certified', 'not certified',
];
// biome-ignore format: packed word list
const MARKS: Terms = [
  'son sticker*', 'son label*', 'son mark*', 'son ones', 'nafdac sticker*', 'nafdac label*',
  'nafdac number*', 'sticker*', 'label*', 'hologram*', 'seal*', 'certificate*', 'mancap',
  'the real ones',
];
// biome-ignore format: packed word list
const PASTE_ON: Terms = ['paste', 'stick', 'put them on', 'put am for', 'print*', 'apply them'];

/** Claiming to be sent by the bank or the government, in Igbo, Yoruba, Hausa and Pidgin. */
// biome-ignore format: packed word list
const SENT_BY_OFFICE: Terms = [
  "na ị si n'ụlọ akụ", 'na ị si na ụlọ akụ', "na i si n'ulo aku", 'ị si n ụlọ akụ',
  'na gọọmentị zitere gị', 'na gọọmenti zitere gị', 'na ị si na gọọmentị', 'sọ pé ìjọba ló rán ọ',
  'sọ pé ìjọba ló rán yín', 'sọ pé láti báńkì ni o ti wá', 'sọ pé báńkì ló rán ọ',
  'ka ce gwamnati ce ta turo ka', 'ka ce banki ne ya turo ka', 'ka ce daga banki kake',
  'tell dem say government send you', 'tell dem say bank send you', 'say na government send you',
  'say the government sent you', 'that the government sent you', 'say the bank sent you',
  'that the bank sent you', 'wọ aṣọ òṣìṣẹ́ lasbca', 'wọ aṣọ òṣìṣẹ́ ìjọba', 'wọ aṣọ òṣìṣẹ́ lastma',
];

/** Women found for men's rooms for the night. */
// biome-ignore format: packed word list
const GIRLS: Terms = [
  'girls', 'ladies', 'babes', 'women', 'sweet company', 'company for the', 'young women',
];
/** Not "till morning" or "all night": women guards and cleaners work nights at hotels. */
// biome-ignore format: packed word list
const IN_BED: Terms = [
  'ask in bed', 'want in bed', 'them in bed', 'him in bed', 'in bed with', 'sleep with',
  'sleep wit', 'share their bed', 'share his bed',
];
// biome-ignore format: packed word list
const MEN_ROOMS: Terms = [
  'rooms', 'room #', 'hotel', 'the bosses', 'bosses', 'guests', 'the men', 'clients', 'oga',
  'ogas', 'chairman',
];

/** A resident's children or family punished for a debt: stopped at the gate until it is paid. */
// biome-ignore format: packed word list
const FAMILY_WILL: Terms = [
  'her children will', 'his children will', 'their children will', 'her kids will',
  'his kids will', 'his wife will', 'her family will', 'his family will',
  'her pikin dem go', 'im pikin dem go', 'ụmụ ya ga', "'ya'yanta za", "'ya'yansa za",
  'àwọn ọmọ rẹ̀ yóò',
];
// biome-ignore format: packed word list
const SHUT_OUT: Terms = [
  'be stopped', 'not be allowed', 'not be let', 'be locked out', 'be turned back', 'be sent back',
  'be sent home', 'be refused entry', 'be embarrassed', 'be disgraced', 'no go pass', 'no go enter',
];
// biome-ignore format: packed word list
const DEBT: Terms = [
  'arrears', 'debt', 'owes', 'owing', 'outstanding', 'unpaid', 'levy', 'service charge',
  'rent', 'dues',
];

/** Yoruba "kí ẹ lu" (that you beat) a person named by role, and his machine broken. */
// biome-ignore format: packed word list
// Not "ẹ nà" (flog): it folds to Pidgin "e na" (it is).
const YO_BEAT: Terms = ['kí ẹ lu', 'ẹ lu', 'kí o lu', 'ẹ lù', 'kí ẹ lù'];
// biome-ignore format: packed word list
const YO_PERSON: Terms = [
  'ọmọ okada', 'ọmọ ọ̀kadà', 'ọlọ́kadà', 'ọmọ keke', 'awakọ̀', 'awako', 'driver',
  'conductor', 'ọmọkùnrin náà', 'ọkùnrin náà', 'ẹni tó', 'ọmọ tó', 'ọkùnrin tó', 'olùṣọ́',
  'foreman', 'chairman', 'oníṣòwò',
];
// biome-ignore format: packed word list
const YO_BREAK_HIS: Terms = [
  'fọ́ ọ̀kadà rẹ̀', 'fọ́ keke rẹ̀', 'fọ́ mọ́tò rẹ̀', 'fọ́ ṣọ́ọ̀bù rẹ̀', 'fọ́ ọkọ̀ rẹ̀',
  'ba ọ̀kadà rẹ̀ jẹ́', 'ba mọ́tò rẹ̀ jẹ́', 'ba keke rẹ̀ jẹ́',
];

/** A rival put to rest for good: the arranged death said softly. */
// biome-ignore format: packed word list
const ARRANGE: Terms = [
  'arrange for him', 'arrange for her', 'arrange for them', 'make sure he', 'make sure she',
  'ensure he', 'ensure she', 'see to it that he', 'see to it that she', 'see that he',
  'see that she', 'make am',
];
// biome-ignore format: packed word list
const FOR_GOOD: Terms = [
  'rest* permanently', 'rest* forever', 'rest* for good', 'sleep* permanently', 'sleep* forever',
  'go* quiet permanently', 'be silenced permanently', 'silenced for good', 'disappear* for good',
  'disappear* permanently', 'sleep* for good', 'join* his ancestors', 'join* her ancestors',
];

/** Hausa "ka bi … a ɓoye" (follow … secretly), "kada ya sani" (he must not know). */
// biome-ignore format: packed word list
const HA_FOLLOW: Terms = ['ka bi', 'ku bi', 'bi shi', 'bi ta', 'bi su', 'ka biyo', 'ka rika bin'];
// biome-ignore format: packed word list
const HA_UNSEEN: Terms = [
  'a ɓoye', 'a boye', 'a asirce', 'kada ya sani', 'kada ta sani', 'kar ya sani', 'kar ta sani',
  'ba tare da ya sani ba', 'ba tare da ta sani ba', 'kada ya gane', 'kada ta gane',
];

export const THIRTEENTH_WORKSITES_SPECS: readonly CategorySpec[] = [
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'in while the guard sleeps, or a latch worked with a wire',
        outcome: 'refuse',
        act: GUARD_ASLEEP,
        obj: GO_IN,
        forward: 80,
        backward: 60,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children of an age recruited to work',
        outcome: 'refuse',
        act: CHILD_RANGE,
        obj: CHILD_LABOUR,
        forward: 90,
        backward: 90,
        askFrames: false,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'diverted stock let out without papers',
        outcome: 'refuse',
        act: DIVERTED,
        obj: NO_PAPERS,
        forward: 200,
        backward: 200,
        nextSentenceHolds: true,
      },
      {
        name: 'diverted stock bought or carried',
        outcome: 'refuse',
        act: TRADE,
        obj: DIVERTED.filter((t) => t.startsWith('diverted')),
        forward: 40,
        backward: 40,
      },
      {
        // Held: a utility's own crew may carry its old cable away.
        name: 'utility or rail property stripped and traded',
        outcome: 'hold',
        act: STRIPPED,
        obj: TRADE,
        forward: 120,
        backward: 120,
        nextSentenceHolds: true,
      },
      {
        name: 'marks made to pass as the real ones',
        outcome: 'refuse',
        act: LOOK_REAL,
        obj: MARKS,
        needs: PASTE_ON,
        forward: 80,
        backward: 80,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      { name: 'sent by the bank or the government', outcome: 'refuse', alone: SENT_BY_OFFICE },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: "women for men's rooms for the night",
        outcome: 'refuse',
        act: GIRLS,
        obj: IN_BED,
        needs: MEN_ROOMS,
        forward: 90,
        backward: 40,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: "a resident's family shut out over a debt",
        outcome: 'refuse',
        act: FAMILY_WILL,
        obj: SHUT_OUT,
        needs: DEBT,
        forward: 30,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'a person by role beaten, in Yoruba',
        outcome: 'refuse',
        act: YO_BEAT,
        obj: YO_PERSON,
        forward: 20,
      },
      { name: 'his machine broken, in Yoruba', outcome: 'refuse', alone: YO_BREAK_HIS },
      {
        name: 'a death arranged softly',
        outcome: 'refuse',
        act: ARRANGE,
        obj: FOR_GOOD,
        forward: 30,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'followed unseen, in Hausa',
        outcome: 'refuse',
        act: HA_FOLLOW,
        obj: HA_UNSEEN,
        forward: 45,
      },
    ],
  },
  ...THIRTEENTH_WORKSITES_LAWFUL_SPECS,
];
