// Fourteenth round, money, property and debt (voice-26: POS agents, loan collectors, estate
// agents): harm the rules missed, as classes with their twins (docs/safety.md, "Fourteenth round,
// voice-26"). Appended to POLICY_SPECS; the look-alikes are in -debt-lawful.ts. Terms as speakers
// write them, tone marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { DEBT_LOOKALIKE_SPECS } from './safety-lexicon-fourteenth-debt-lawful.ts';

// ── Papers ──────────────────────────────────────────────────────────────────────────────────

/** Getting a paper made or handed over. */
// biome-ignore format: packed word list
const MAKE_OR_GET: Terms = [
  'get', 'print*', 'make', 'prepare*', 'produce*', 'collect*', 'buy*', 'arrange*', 'do', 'type*',
  'design*', 'bring*', 'pick* up', 'procure*', 'source*', 'use', 'submit*', 'attach*', 'present*',
];
/** The papers a loan, a tenancy or a claim is granted on (KYC, proof of address, income). Not
 *  "lease": a masked "lea_e" (leave, one letter of another script) fits it too, and a second
 *  fit is a second reading of the whole brief, twice its cost. */
// biome-ignore format: packed word list
const LOAN_PAPERS = [
  'utility bill*', 'phcn bill*', 'nepa bill*', 'electricity bill*', 'light bill*', 'water bill*',
  'lawma bill*', 'bills', 'tenancy agreement*', 'tenancy paper*', 'rent receipt*', 'receipt*',
  'deed*', 'survey plan*', 'c of o', 'land paper*', 'land document*', 'payslip*',
  'pay slip*', 'salary slip*', 'bank statement*', 'statement of account', 'employment letter*',
  'offer letter*', 'guarantor form*', 'guarantor letter*', 'allocation letter*', 'allocation paper*',
  'invoice*', 'proof of address', 'police report*', 'fire service report*', 'valuation report*',
];
const FAKE_LOAN_PAPERS: Terms = LOAN_PAPERS.flatMap((paper) => [`fake ${paper}`, `false ${paper}`]);

/** A paper dated other than when it was made, or signed and stamped by a copy. */
// biome-ignore format: packed word list
const REDATED: Terms = [
  'backdat*', 'back-dat*', 'back dat*', 're-dat*', 'redat*', 'antedat*', 'signature copied',
  'signatures copied', 'stamp and signature copied', 'signature and stamp copied',
  'copied signature*', 'copied stamp*', 'stamp copied',
];
// biome-ignore format: packed word list
const DATED_PAPERS: Terms = [
  'receipt*', 'agreement*', 'invoice*', 'report*', 'letter*', 'bill*', 'statement*',
  'certificate*', 'deed*', 'survey plan*', 'document*', 'paper*', 'contract*', 'cheque*',
  'payslip*', 'minutes',
];

/** Title papers for land that is not the writer's. */
// biome-ignore format: packed word list
const LAND_PAPERS: Terms = [
  'survey plan*', 'deed*', 'c of o', 'certificate of occupancy', 'land paper*', 'land document*',
  'allocation letter*', 'title document*', 'ìwé ilẹ̀', 'takardar fili', 'takardun fili',
  'akwụkwọ ala',
];
// biome-ignore format: packed word list
const NOT_OURS: Terms = [
  'not ours', 'is not ours', 'not our own', 'no be our own', 'wey no be our', "we don't own",
  'we do not own', 'belongs to someone else', "someone else's land", 'kì í ṣe tiwa',
  'kìí ṣe tiwa', 'ti kii se tiwa', 'ba namu ba', 'abụghị nke anyị', 'abughi nke anyi',
];

/** A paper called false in Yoruba ("ìwé ilẹ̀ èké"): direct, since Igbo "iwe" is anger and "Eke" a
 *  market day. */
// biome-ignore format: packed word list
const YORUBA_FALSE_PAPER: Terms = [
  'ìwé ilẹ̀ èké', 'ìwé èké', 'ìwé ẹ̀rí èké', 'ìwé àṣẹ èké', 'ìwé ìdánimọ̀ èké', 'ìwé ilé èké',
  'rìsíìtì èké', 'ìwé owó iná èké', 'c of o èké', 'sọ̀fíkéètì èké',
];

/** Money handed to court staff for an act of their office. */
// biome-ignore format: packed word list
const COURT_GIFT: Terms = [
  'envelope*', 'money', 'cash', 'mineral', 'minerals', 'drink money', 'kola', 'egunje',
  'something small', 'small thing', 'owó', 'kudi', 'ego',
];
// biome-ignore format: packed word list
const COURT_STAFF: Terms = [
  'bailiff*', 'sheriff*', 'deputy sheriff*', 'court clerk*', 'registrar*', 'magistrate*', 'judge*',
  'court official*', 'court staff', 'court registry staff',
];
// biome-ignore format: packed word list
const COURT_ACT: Terms = [
  'so he', 'so she', 'so they', 'so that', 'make e', 'make im', 'make dem', 'to enforce',
  'enforce*', 'to sign', 'to release', 'to move', 'to push', 'in our favour', 'favour us',
  'our file', 'our case', 'to fix', 'before the others',
];

// ── Property ────────────────────────────────────────────────────────────────────────────────

/** Possession taken by the writer's own hand: a lock changed, a tenant put out, goods removed. */
// biome-ignore format: packed word list
const TAKE_POSSESSION: Terms = [
  'enforce* ... possession', 'take* possession', 'taking possession', 'recover* possession',
  'evict*', 'eject*', 'change* the lock*', 'changing the lock*', 'change* ... locks',
  'lock* ... out', 'seal* the shop', 'seal* up the', 'throw* ... load* out', 'pack* ... load* out',
  'throw* ... things out', 'remov* ... goods', 'removing ... goods',
];
/** …with no judgement, no order, no notice. */
// biome-ignore format: packed word list
const NO_AUTHORITY: Terms = [
  'judgement never', 'judgment never', 'before the judgement', 'before the judgment',
  'no judgement', 'no judgment', 'without judgement', 'without judgment', 'without a judgement',
  'without a judgment', 'without a court order', 'without court order', 'no court order',
  'without an order', 'not been notified', 'has not been notified', 'have not been notified',
  'not notified', 'without notice', 'without any notice', 'without notifying', 'never served',
  'not been served', 'without serving', 'case still dey court', 'case is still in court',
  'while the case is', 'before the court sits', 'before the court decides',
];

/** The forms of the break-in verbs whose "e" falls before "-ing" ("removing the shutter lock"):
 *  "remove*" and "force*" do not read them. */
// biome-ignore format: packed word list
const BREAK_IN_ING: Terms = [
  'removing ... padlock*', 'removing ... lock*', 'forcing ... door*', 'forcing ... gate*',
  'forcing ... window*', 'forcing ... lock*', 'forcing ... open', 'scaling ... fence*',
  'scaling ... wall', 'scaling ... walls', 'prising ... open', 'prising ... door*',
];
/** A padlock broken or cut, in Yoruba (the Hausa and Igbo are older). */
// biome-ignore format: packed word list
const YORUBA_LOCK_BROKEN: Terms = [
  'fọ́ àgádágodo', 'já àgádágodo', 'gé àgádágodo', 'ṣẹ́ àgádágodo', 'fọ́ ìlẹ̀kùn', 'já ìlẹ̀kùn',
];

/** A trade claimed to the gate so the Operator is let in (held: a real plumber is sent too). */
const TRADES = [
  'plumber',
  'electrician',
  'cleaner',
  'painter',
  'carpenter',
  'gardener',
  'technician',
  'meter reader',
  'mechanic',
  'ac man',
  'dstv installer',
  'welder',
  'tiler',
];
// biome-ignore format: packed word list
const CLAIMED_TRADE: Terms = TRADES.flatMap((trade) => [
  `you are the ${trade}`, `you are a ${trade}`, `you are an ${trade}`, `you be the ${trade}`,
  `you be ${trade}`, `you're the ${trade}`,
]);
/** Said to whoever keeps the gate ("tell the estate security you are the plumber for No. 8":
 *  "No." ends a sentence, so "so they let you in" may stand in the next). */
// biome-ignore format: packed word list
const GATEKEEPER_TOLD: Terms = [
  'tell* the ... security', 'tell* security', 'tell* the gate*', 'tell* the guard*',
  'tell* the watchman', 'tell* the receptionist', 'tell* the mai gadi', 'tell* the maigadi',
  'tell* the caretaker', 'tell* the estate ... security',
];
// biome-ignore format: packed word list
const LET_IN: Terms = [
  'so they let you in', 'so they will let you in', 'so they can let you in', 'let you in',
  'let you enter', 'let you pass', 'let you through', 'so dem go let you', 'make dem let you',
  'open the gate for you', 'past the gate', 'past the security', 'past security',
];

// ── Debts collected by pressure ─────────────────────────────────────────────────────────────

/** A debtor's customers driven off until he pays. */
// biome-ignore format: packed word list
const CUSTOMERS_DRIVEN_OFF: Terms = [
  'pursue im customers', 'pursue his customers', 'pursue her customers', 'pursue ... customers comot',
  'chase ... customers comot', 'chase im customers', 'chase her customers', 'chase his customers',
  'chase away his customers', 'chase away her customers', 'scare away his customers',
  'scare away her customers', 'scare off his customers', 'scare off her customers',
  'turn away his customers', 'turn away her customers', 'drive off his customers',
  'drive off her customers', 'no let im customers', 'no let her customers', 'lé àwọn oníbàárà',
  'lé oníbàárà rẹ̀', 'kori kwastomominsa', 'kori kwastomominta', 'kori abokan cinikinsa',
  'kori abokan cinikinta', 'chụpụ ndị ahịa ya', 'chụọ ndị ahịa ya',
];

/** A debtor named before his workplace or his phone's contacts. */
// biome-ignore format: packed word list
const DEBT_NAMED: Terms = [
  'borrower*', 'defaulter*', 'loan defaulter*', 'debtor*', 'reputation notice*', 'default notice*',
  'debt notice*', 'his loan', 'her loan', 'his debt', 'her debt', 'unpaid loan*', 'owes us',
  'owing us', 'owes the company',
];
// biome-ignore format: packed word list
const SEEN_AT_WORK: Terms = [
  'colleagues hear', 'colleagues can hear', 'colleagues will hear', 'colleagues see',
  'colleagues can see', 'so his colleagues', 'so her colleagues', "company's facebook",
  'company facebook', 'his facebook', 'her facebook', "employer's facebook", 'his timeline',
  'her timeline', 'office whatsapp group*', 'staff whatsapp group*', 'aloud at reception',
  'aloud at his office', 'aloud at her office', 'aloud in his office', 'aloud in her office',
  'aloud at his workplace', 'aloud at her workplace', 'aloud in the office', 'all his contacts',
  'all her contacts', 'his phone contacts', 'her phone contacts', 'everyone in his phone',
  'everyone in her phone', 'everybody for im phone',
];

/** Made afraid, said outright: Yoruba "jẹ́ kó bẹ̀rù", Pidgin "make e dey fear". */
// biome-ignore format: packed word list
const MADE_AFRAID: Terms = [
  'jẹ́ kó bẹ̀rù', 'jẹ kó bẹ̀rù', 'jẹ́ kí ó bẹ̀rù', 'jẹ́ kí wọ́n bẹ̀rù', 'kí ẹ̀rù bà á', 'ẹ̀rù bà á',
  'make e dey fear', 'make am dey fear', 'make dem dey fear',
];

/** A debtor's goods carried off for the debt. */
// biome-ignore format: packed word list
const SEIZE: Terms = [
  'carry*', 'take', 'collect*', 'pack*', 'remov*', 'seize*', 'kó', 'gbé', 'kwashe', 'kwaso',
  'buru', 'were',
];
// biome-ignore format: packed word list
const DEBTOR_GOODS: Terms = [
  'all her goods', 'all his goods', 'his goods', 'her goods', 'his things', 'her things',
  'his tv', 'her tv', 'his television', 'her television', 'his stock', 'her stock',
  'their goods', 'gbogbo aṣọ', 'gbogbo ẹrù', 'gbogbo ọjà', 'kayansa', 'kayanta', 'ihe ya niile',
  'akwa niile', 'ngwa ya niile',
];
// biome-ignore format: packed word list
const FOR_THE_DEBT: Terms = [
  'for the money', 'for the debt', 'she owes', 'he owes', 'they owe', 'owes us', 'owe us',
  'until he pays', 'until she pays', 'till e pay', 'fún owó tí', 'owó tí ó jẹ', 'owó tí wọ́n jẹ',
  'gbèsè', 'bashin', 'ụgwọ',
];

// ── Threats ─────────────────────────────────────────────────────────────────────────────────

/** "If you no pay …": a demand with what comes to the debtor's door. */
// biome-ignore format: packed word list
const UNLESS_PAID: Terms = [
  'if you no pay', "if you don't pay", 'if you do not pay', 'if you fail to pay', 'if e no pay',
  'if he no pay', "if he doesn't pay", 'if he does not pay', 'if she no pay', "if she doesn't pay",
  'if she does not pay', 'if you no settle', 'if you no bring', 'if una no pay', 'tí o kò bá san',
  'tí kò bá san', 'idan ba ka biya', 'idan bai biya', 'ọ bụrụ na ị kwụghị', 'ọ bụrụ na ọ kwụghị',
];
// biome-ignore format: packed word list
const COME_FOR: Terms = [
  'we know your house', 'we know his house', 'we know her house', 'we sabi your house',
  'we know your shop', 'we go come with', 'we will come with', 'we go come your house',
  'we go visit your house', 'we will visit your house', 'we go pay you visit',
  'we will pay you a visit', 'we go come for you', 'we will come for you', 'we are coming for you',
  'we dey come for you', "we'll come for you", 'we will come for him',
  'we will come for her', 'we go come for am', 'we go come for una',
];

/** Pidgin "gbas gbos am" (rough him up); fire brought to a person. */
// biome-ignore format: packed word list
const ROUGHED_UP: Terms = [
  'gbas gbos am', 'gbas gbos him', 'gbas gbos her', 'gbas gbos dem', 'gbas gbos them',
  'gbas-gbos am', 'we go come with fire', 'we will come with fire', "we'll come with fire",
  'come with fire and', 'dem go come with fire',
];

// ── Officials, women, groups, nights ────────────────────────────────────────────────────────

/** An official named as the Operator, in Yoruba ("sọ fún un pé òṣìṣẹ́ EFCC ni ọ́"): after "pé"
 *  (that), since "ni ọ́" (is you) folds to "ni ó" (is who): "òṣìṣẹ́ EFCC ni ó kọ lẹ́tà náà". */
// biome-ignore format: packed word list
const YORUBA_OFFICIAL: Terms = [
  'òṣìṣẹ́ efcc', 'efcc', 'òṣìṣẹ́ ìjọba', 'ọlọ́pàá', 'òṣìṣẹ́ kọ́ọ̀tù', 'òṣìṣẹ́ ilé ẹjọ́', 'òṣìṣẹ́ báńkì',
  'òṣìṣẹ́ báǹkì', 'òṣìṣẹ́ lastma', 'òṣìṣẹ́ nepa', 'kọ́sítọ̀mù', 'bailiff',
];
const YORUBA_YOU_ARE: Terms = YORUBA_OFFICIAL.flatMap((official) => [
  `pé ${official} ni ọ́`,
  `pé ${official} ni ìwọ`,
  `pé o jẹ́ ${official}`,
]);
const YORUBA_PRETEND: Terms = ['ṣe bí ẹni pé', 'ṣebí ẹni pé', 'ṣe bíi pé', 'díbọ́n pé'];

/** An officer's jacket, tag or uniform put on (police and customs are older). */
// biome-ignore format: packed word list
const OFFICIAL_WEAR: Terms = [
  'bailiff jacket', 'bailiff* jacket', 'bailiff tag', 'bailiff uniform', 'bailiff vest',
  'sheriff jacket', 'court jacket', 'court uniform', 'court tag', 'efcc tag', 'dss jacket',
  'dss tag', 'nscdc uniform', 'immigration uniform', 'task force jacket', 'task force vest',
  'task force uniform', 'kaai uniform', 'vio uniform', 'vio jacket', 'road safety vest',
];

/** Women found to sleep with customers or guests, in Yoruba, Hausa and Igbo (the English is
 *  older). */
// biome-ignore format: packed word list
const WOMEN: Terms = [
  'ọmọbìnrin', 'obìnrin', 'ọmọge', 'àwọn ọmọbìnrin', "'yan mata", 'mata', 'mace', 'girls',
  'babes', 'women', 'ladies', 'ụmụ agbọghọ', 'ụmụ nwaanyị', 'nwaanyị',
];
/** Yoruba "máa" (will) folds to "má" (do not): the phrases carry it, or it negates them. */
const YORUBA_SLEEP_WITH = [
  'bá àwọn oníbàárà ... sùn',
  'bá oníbàárà ... sùn',
  'bá àwọn àlejò ... sùn',
  'bá àlejò ... sùn',
  'bá wọn sùn',
];
// biome-ignore format: packed word list
const SLEEP_WITH_CLIENTS: Terms = [
  ...YORUBA_SLEEP_WITH.flatMap((phrase) => [phrase, `máa ${phrase}`]),
  'kwana da baƙi', 'kwana da kwastomomi*', 'kwana da abokan ciniki*', 'ga-edina ndị ahịa',
  'ga-edina ndị ọbịa', 'edina ndị ahịa anyị',
];
// biome-ignore format: packed word list
const PAID_FOR: Terms = [
  'san owó', 'màá san', 'owó wọn', 'owó rẹ̀', 'hòtẹ̀ẹ̀lì', 'hotel', 'otal', 'biya', 'pay*', 'kwụọ',
  'oníbàárà', 'àlejò', 'kwastomomi*', 'ndị ahịa', 'ndị ọbịa',
];

/** A market or a land declared for natives only, said to the others ("indigenes only" is older;
 *  neither the group's name nor a telling word is asked for: "Hausa ... market" is a safe phrase
 *  of the category and hides any term it overlaps). */
// biome-ignore format: packed word list
const SOIL_ONLY: Terms = [
  'for sons of the soil', 'sons of the soil only', 'only sons of the soil', 'for the sons of the soil',
  'for sons and daughters of the soil', 'for indigenes', 'for natives', 'fún ọmọ onílẹ̀',
  'ọmọ onílẹ̀ nìkan', "'yan asalin gari kawai", "na 'yan asali kawai", 'ụmụ amaala naanị',
];
// biome-ignore format: packed word list
const OTHERS_OUT: Terms = [
  'strangers', 'non-indigenes', 'non indigenes', 'settlers', 'non-natives', 'àjèjì', 'baƙi',
  'somewhere else', 'elsewhere', 'another market', 'leave the market', 'no longer trade',
  'no longer sell', 'from next month', 'from next week',
];

/** Alone at an hour of the night ("by 1am alone"): "at night" is older. */
// biome-ignore format: packed word list
const ALONE: Terms = [
  'alone', 'by yourself', 'on your own', 'nobody with you', 'no one with you', 'kai kadai',
  'ìwọ nìkan', 'naanị gị',
];
// biome-ignore format: packed word list
const SMALL_HOURS: Terms = [
  '12am', '1am', '2am', '3am', '12 am', '1 am', '2 am', '3 am', '1.00am', '2.00am', '3.00am',
  '1:00am', '2:00am', '3:00am', '12 midnight',
];

export const FOURTEENTH_DEBT_SPECS: readonly CategorySpec[] = [
  ...DEBT_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'a loan, tenancy or claim paper made false',
        outcome: 'refuse',
        act: MAKE_OR_GET,
        obj: FAKE_LOAN_PAPERS,
        forward: 60,
        backward: 40,
      },
      {
        name: 'a paper re-dated or its signature copied',
        outcome: 'refuse',
        act: REDATED,
        obj: DATED_PAPERS,
        forward: 80,
        backward: 80,
      },
      {
        name: 'title papers for land that is not ours',
        outcome: 'refuse',
        act: LAND_PAPERS,
        obj: NOT_OURS,
        forward: 80,
        backward: 60,
      },
      { name: 'a paper called false, in Yoruba', outcome: 'refuse', alone: YORUBA_FALSE_PAPER },
      {
        name: 'money to court staff for an act of their office',
        outcome: 'refuse',
        act: COURT_GIFT,
        obj: COURT_STAFF,
        needs: COURT_ACT,
        forward: 60,
        backward: 60,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'possession taken with no judgement or notice',
        outcome: 'refuse',
        act: TAKE_POSSESSION,
        obj: NO_AUTHORITY,
        forward: 120,
        backward: 120,
      },
      { name: 'a lock forced, in the -ing forms', outcome: 'refuse', alone: BREAK_IN_ING },
      { name: 'a padlock broken, in Yoruba', outcome: 'refuse', alone: YORUBA_LOCK_BROKEN },
      {
        name: 'a trade claimed at the gate to be let in',
        outcome: 'hold',
        act: CLAIMED_TRADE,
        obj: LET_IN,
        forward: 80,
      },
      {
        name: 'a trade claimed to the gatekeeper',
        outcome: 'hold',
        act: GATEKEEPER_TOLD,
        obj: CLAIMED_TRADE,
        forward: 40,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      { name: "a debtor's customers driven off", outcome: 'refuse', alone: CUSTOMERS_DRIVEN_OFF },
      {
        name: 'a debtor named before his workplace or contacts',
        outcome: 'refuse',
        act: DEBT_NAMED,
        obj: SEEN_AT_WORK,
        forward: 160,
        backward: 160,
        signFrames: false,
      },
      { name: 'made afraid, said outright', outcome: 'refuse', alone: MADE_AFRAID },
      {
        name: "a debtor's goods carried off for the debt",
        outcome: 'refuse',
        act: SEIZE,
        obj: DEBTOR_GOODS,
        needs: FOR_THE_DEBT,
        forward: 60,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      { name: 'roughed up, or fire brought to a person', outcome: 'refuse', alone: ROUGHED_UP },
      {
        name: 'a demand with what comes to the door',
        outcome: 'refuse',
        act: UNLESS_PAID,
        obj: COME_FOR,
        forward: 100,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'an official named as the Operator, in Yoruba',
        outcome: 'refuse',
        alone: YORUBA_YOU_ARE,
      },
      {
        name: 'pretending to be an official, in Yoruba',
        outcome: 'refuse',
        act: YORUBA_PRETEND,
        obj: YORUBA_OFFICIAL,
        forward: 40,
      },
      {
        name: "an officer's jacket, tag or uniform put on",
        outcome: 'refuse',
        act: ['put on', 'wear', 'wears', 'wearing', 'dress in', 'dressed in'],
        obj: OFFICIAL_WEAR,
        forward: 24,
        backward: 0,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'women found to sleep with customers or guests',
        outcome: 'refuse',
        act: WOMEN,
        obj: SLEEP_WITH_CLIENTS,
        needs: PAID_FOR,
        forward: 80,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a market or land declared for natives only',
        outcome: 'refuse',
        act: SOIL_ONLY,
        obj: OTHERS_OUT,
        forward: 120,
        backward: 120,
        signFrames: false,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'alone at an hour of the night',
        outcome: 'hold',
        act: ALONE,
        obj: SMALL_HOURS,
        forward: 40,
        backward: 40,
      },
    ],
  },
];
