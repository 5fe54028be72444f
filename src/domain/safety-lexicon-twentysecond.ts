// Twenty-second round (docs/safety.md, "Twenty-second round"): classes found by screening
// wordings of my own, in fraud, goods, surveillance, homes and hazards: lines registered in
// others' names, a plot sold again, an officer paid to let goods pass (English and Hausa), exam
// questions before the paper, a chassis number changed, a label's date changed, certificates
// printed to be filled, phones taken at a crowd, tobacco sold to pupils, an age made younger, a
// critic's house found, a woman's church and company watched, a key copied for a house left
// empty, a woman's home found "to surprise her at night", a hazardous load carried without its
// placards, a live line worked on. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Lines registered in other people's names (the older rule knows "pre-registered"). */
// biome-ignore format: packed word list
const OTHERS_LINES: Terms = [
  "registered in other people's names", "registered in other people's name",
  "registered in another person's name", "registered in someone else's name",
  "registered in somebody else's name", 'registered in other names', "already registered in other",
  'registered with other people', "with other people's nin",
];

/** A plot sold again, the buyer not told it was sold. */
// biome-ignore format: packed word list
const SOLD_AGAIN: Terms = [
  'does not know it was sold', "doesn't know it was sold", 'does not know it has been sold',
  "doesn't know it has been sold", 'not know it was sold before', "don't tell* ... already sold",
  'do not tell* ... already sold', 'hide that it was sold', 'hide that it has been sold',
  'sell* ... again ... already sold', 'no know say dem don sell',
];

/** An officer paid or given something so goods or vehicles pass unchecked (Hausa "ba da kudi
 *  … don ya bar … su wuce": give money … so he lets … pass). Papers shown are no payment. */
// biome-ignore format: packed word list
const PAID: Terms = [
  'pay*', 'give him', 'give her', 'give them', 'give the officer', 'envelope', 'money', 'cash',
  'something small', 'settle*', 'kudi', 'naira', '#', 'n5', 'n10', 'n20', 'n50',
];

// biome-ignore format: packed word list
const LET_PASS: Terms = [
  'so he lets our', 'so she lets our', 'so they let our', 'so he will let our',
  'pass without check*', 'pass without inspection', 'pass without being checked',
  'without checking our', 'without searching our', 'so they do not search', "so they don't search",
  'so he does not search', "so he doesn't search", 'don ya bar ... wuce', 'don su bar ... wuce',
  'ya bar motoci*', 'su bar motoci*', 'ya bar kayan', 'su bar kayan',
];

/** Exam questions got before the paper. */
// biome-ignore format: packed word list
const QUESTIONS_BEFORE: Terms = [
  'questions ... before the paper', 'questions ... before the exam', 'question* before the exam',
  'questions from the waec official', 'questions from the neco official',
  'questions from the jamb official', 'questions from the invigilator', 'get the exam questions',
  'get us the exam questions', 'bring the exam questions', 'obtain the exam questions',
  'answer booklet* ... before the exam', 'answer sheet* ... before the exam',
  'answer script* ... before the exam', 'from the exam officer before', 'take the exam questions',
  'exam questions from the teacher*', "from the teacher's bag",
];

/** A vehicle's identity changed so it cannot be traced; a label's date changed. */
// biome-ignore format: packed word list
const IDENTITY_CHANGED: Terms = [
  'different chassis number', 'another chassis number', 'new chassis number', 'change* ... chassis',
  'chassis number ... changed', 'so the police cannot trace', "so the police can't trace",
  'so police cannot trace', "so police can't trace", 'so it cannot be traced',
  "so it can't be traced", 'engine number changed', 'change* ... engine number',
  'change* the manufacturing date', 'change* the production date', 'change* the best before',
  'new best before', 'remove* the expiry', 'scratch* ... expiry', 'erase* ... expiry',
];

/** A date changed on goods before they are sold (a banner's date changed is no fraud). */
// biome-ignore format: packed word list
const DATE_CHANGED: Terms = [
  'change* the date', 'change the dates', 'alter* the date*', 'remove* the date*',
  'scratch* ... date*', 'rub* ... date*', 'cover* the date*', 'print* a new date',
];

// biome-ignore format: packed word list
const GOODS_FOR_SALE: Terms = [
  'nafdac', 'before we sell', 'before you sell', 'before selling', 'so we can sell',
  'so they look new', 'so customers', 'so the buyers',
];

/** Certificates printed to be filled with any name: a university's, with its seal. */
// biome-ignore format: packed word list
const CERTIFICATES_FOR_ANY_NAME: Terms = [
  'university certificate template*', 'degree certificate template*', 'waec certificate template*',
  'certificate template* ... seal', 'certificate* ... with the seal ... fill',
  'blank certificate* ... seal',
  'blank degree certificate*', 'blank university certificate*', 'blank waec certificate*',
];

/** Phones taken from a crowd, then sold. */
const CROWDS = ['concert', 'rally', 'party', 'crowd', 'match', 'bus stop', 'festival', 'stadium'];

const PICKED = ['we picked up at the', 'we picked at the', 'we collected at the', 'we got at the'];

const TAKEN_AT_A_CROWD: Terms = ['phones', 'phone', 'handsets', 'iphones', 'wallets'].flatMap((t) =>
  PICKED.flatMap((p) => CROWDS.map((c) => `${t} ${p} ${c}`)),
);

const SELL: Terms = ['sell', 'sells', 'selling', 'resell*', 'sold', 'wipe', 'flash*', 'unlock*'];

/** An age made younger on a birth certificate or for a trial. */
// biome-ignore format: packed word list
const AGE_MADE_YOUNGER: Terms = [
  'born in ... instead of', 'reduce his age', 'reduce her age', 'reduce my age', 'reduce their age',
  'lower his age', 'lower her age', 'age cheat*', 'younger than he is', 'younger than she is',
  'younger than they are', 'younger than he really is', 'younger than she really is',
  'show him as younger', 'show her as younger', 'show them as younger', 'make him younger',
  'make her younger', 'make them younger',
];

/** Tobacco, alcohol or drugs sold to pupils. */
// biome-ignore format: packed word list
const VICES: Terms = [
  'cigarette*', 'tobacco', 'shisha', 'snuff', 'alcohol', 'beer', 'gin', 'ogogoro', 'sachet gin',
  'sachet whisky', 'vape*', 'energy drink* ... alcohol',
];

// biome-ignore format: packed word list
const PUPILS: Terms = [
  'to the students at the secondary', 'to the pupils', 'to students at the school',
  'to the secondary school students', 'to secondary school students', 'to school children',
  'to schoolchildren', 'to the schoolchildren', 'to the school children', 'to the children',
  'to underage', 'to minors', 'to the boys at the school', 'to the girls at the school',
  'students at the secondary school', 'at the school gate',
];

/** A critic's house found: a journalist, an activist, a blogger who wrote about someone. */
// biome-ignore format: packed word list
const FIND_HOME: Terms = [
  'find the house of', 'find the home of', 'locate the house of', 'locate the home of',
  'find where the', 'find out where the', 'find his house', 'find her house', 'photograph his gate',
  'photograph her gate', 'address of the',
];

// biome-ignore format: packed word list
const CRITICS: Terms = [
  'journalist who wrote', 'reporter who wrote', 'blogger who wrote', 'activist who',
  'who wrote about',
  'who posted about', 'who tweeted about', 'who exposed', 'who criticised', 'who criticized',
  'who spoke against', 'who petitioned',
];

/** A woman's church and company watched: which service she attends, who she sits with. */
// biome-ignore format: packed word list
const COMPANY_WATCHED: Terms = [
  'who she sits with', 'who he sits with', 'who she sit with', 'who he sit with',
  'which service she attends', 'which service he attends', 'which mass she attends',
  'which mass he attends', 'who she leaves with', 'who he leaves with', 'who she talks to after',
  'who he talks to after', 'who she come with', 'who she comes with', 'who he comes with',
];

/** A key copied for a house left empty: entered while the owners are out. */
// biome-ignore format: packed word list
const KEY_COPIED: Terms = [
  'copy of the key from', 'copy the key from', 'duplicate the key', 'duplicate key from',
  'copy of their key', 'copy their key', 'cut a copy of the key',
];

// biome-ignore format: packed word list
const OWNERS_AWAY: Terms = [
  'when they go to church', 'when they go to mosque', 'when they travel', 'when they are away',
  'while they are away', 'when they go out', 'while they are out', 'while they are at',
  'when nobody is home', 'when no one is home', 'when nobody is around', 'when they are not around',
  'when dem travel', 'when dem comot',
];

/** A woman's home found "to surprise her at night". */
// biome-ignore format: packed word list
const AT_NIGHT_UNASKED: Terms = [
  'surprise her for night', 'surprise her at night', 'surprise am for night',
  'surprise her tonight',
  'visit her for night', 'enter her room at night', 'surprise him for night',
];

// biome-ignore format: packed word list
const HOME_FOUND: Terms = [
  'find where', 'find out where', 'know where', 'where dat girl dey stay',
  'where that girl dey stay',
  'where she dey stay', 'where she lives', 'where she sleeps',
];

/** A hazardous load carried without its placards or papers; a live line worked on. */
// biome-ignore format: packed word list
const HAZARD_UNMARKED: Terms = [
  'no need for the placard*', 'no need for placard*', 'without the placard*', 'without placard*',
  'remove the placard*', 'no hazard label*', 'without the hazard label*',
  'chlorine gas in your car',
  'cylinders ... in your car ... no need', 'work on the live', 'working on the live',
  'repair the live', 'fix the live', 'connect the live', 'climb* ... live 11kv',
  'climb* ... live 33kv', 'nepa will not switch off', "nepa won't switch off",
  'will not off the light',
  'will not switch off the line', "won't switch off the line",
  'without switching off', 'without isolating', 'while the line is live', 'while it is live',
];

/** A loss said to the police for a claim, then denied: "saying my phone was stolen …; it
 *  wasn't" (the older rule reads "though it was not"). */
// biome-ignore format: packed word list
const DENIED_AFTER: Terms = [
  "it wasn't", 'it was not', "but it wasn't", 'but it was not', 'it never was', "it wasn't really",
];

// biome-ignore format: packed word list
const LOSS_SAID: Terms = [
  'saying my ... was stolen', 'saying our ... was stolen', 'saying my ... got stolen',
  'saying my ... was burnt', 'saying our ... was burnt', 'saying my ... was damaged',
  'saying our ... was damaged', 'report saying ... stolen',
];

/** Seized fakes and expired stock taken for destruction, fakes reported: the regulator's work,
 *  not trade. */
// biome-ignore format: packed word list
const FOR_DESTRUCTION: Terms = [
  'fake* ... seized', 'seized fake*', 'counterfeit* ... seized', 'seized counterfeit*',
  'expired drug* ... destruction', 'expired medicine* ... destruction',
  'expired drug* ... disposal',
  'expired medicine* ... disposal', 'expired product* ... destruction',
  'expired good* ... destruction',
  'report* the fake*', 'report* fake*', 'report* a fake*', 'report* the fake ... to nafdac',
  'report* fake ... to nafdac', 'expired ... to be destroyed',
  'expired drug* ... to the ... destruction',
  'expired medicine* ... to the ... destruction', 'expired drug* ... for ... destruction',
];

/** A death hidden to keep drawing the dead's pension; the register signed for the absent; a
 *  result's grade changed; land that is not the seller's sold (Hausa too); a SIM claimed as the
 *  Operator's own (Pidgin); a kinsman played at the bank (Yoruba); an exam sat for another
 *  (Hausa "a madadin": on behalf of). */
// biome-ignore format: packed word list
const FRAUD_PLAIN: Terms = [
  "don't tell them he died", "don't tell them she died", 'do not tell them he died',
  'do not tell them she died', "don't tell them he is dead", "don't tell them she is dead",
  'do not tell them he is dead', 'do not tell them she is dead', 'no tell dem say him don die',
  'no tell dem say e don die', 'no tell dem say she don die', 'hide that he died',
  'hide that she died', 'hide his death', 'hide her death', "for the workers who didn't come",
  'for the workers who did not come', "who didn't come so they get paid",
  'who did not come so they get paid', 'sign* ... for the absent',
  'sign* ... for those who did not come',
  'change* ... result sheet*', 'alter* ... result sheet*', 'change* my grade*',
  'change* his grade*',
  'change* her grade*', 'change* ... score* on my result', 'upgrade my result',
  'sell the land that is not mine', 'sell the plot that is not mine', 'the buyer will not know',
  "the buyer won't know", 'the buyer must not know', 'sayar da filin da ba nawa',
  'mai saye ba zai sani', 'say na your line', 'say na your own line', 'tell dem say na your',
  'ìwọ ni arákùnrin mi', 'ìwọ ni arábìnrin mi', 'ìwọ ni ẹ̀gbọ́n mi', 'ìwọ ni àbúrò mi',
  'ìwọ ni ọkọ mi', 'ìwọ ni ìyàwó mi', 'ìwọ ni bàbá mi', 'ìwọ ni ọmọ mi', 'jarrabawa a madadin',
  'jarabawa a madadin',
];

export const TWENTYSECOND_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    safe: FOR_DESTRUCTION,
    rules: [
      { name: "lines registered in others' names", outcome: 'refuse', alone: OTHERS_LINES },
      {
        name: 'an officer paid to let goods pass',
        outcome: 'refuse',
        act: PAID,
        obj: LET_PASS,
        forward: 100,
        backward: 0,
      },
      { name: 'exam questions before the paper', outcome: 'refuse', alone: QUESTIONS_BEFORE },
      {
        name: "a vehicle's or a label's identity changed",
        outcome: 'refuse',
        alone: IDENTITY_CHANGED,
      },
      {
        name: 'a date changed on goods for sale',
        outcome: 'refuse',
        act: DATE_CHANGED,
        obj: GOODS_FOR_SALE,
        forward: 100,
        backward: 0,
        // The date is on a label, which would read as words quoted from a sign.
        signFrames: false,
      },
      {
        name: 'phones taken at a crowd, sold',
        outcome: 'refuse',
        act: SELL,
        obj: TAKEN_AT_A_CROWD,
        forward: 50,
        backward: 50,
      },
      {
        name: 'tobacco or alcohol sold to pupils',
        outcome: 'refuse',
        act: ['sell', 'sells', 'selling', 'sold', 'hawk*', 'give', 'supply', 'distribut*'],
        obj: VICES,
        needs: PUPILS,
        forward: 50,
        backward: 30,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'a loss told to the police, then denied',
        outcome: 'refuse',
        act: DENIED_AFTER,
        obj: LOSS_SAID,
        forward: 0,
        backward: 80,
        nextSentenceHolds: true,
      },
      { name: 'a plot sold again, the buyer not told', outcome: 'refuse', alone: SOLD_AGAIN },
      {
        name: 'certificates printed to be filled',
        outcome: 'refuse',
        alone: CERTIFICATES_FOR_ANY_NAME,
      },
      { name: 'an age made younger', outcome: 'refuse', alone: AGE_MADE_YOUNGER },
      { name: 'fraud said plainly, twenty-second round', outcome: 'refuse', alone: FRAUD_PLAIN },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: "a critic's house found",
        outcome: 'refuse',
        act: FIND_HOME,
        obj: CRITICS,
        forward: 40,
        backward: 0,
      },
      { name: "a person's church and company watched", outcome: 'refuse', alone: COMPANY_WATCHED },
      {
        name: "a woman's home found to come at night",
        outcome: 'refuse',
        act: HOME_FOUND,
        obj: AT_NIGHT_UNASKED,
        forward: 60,
        backward: 0,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'a key copied for a house left empty',
        outcome: 'refuse',
        act: KEY_COPIED,
        obj: OWNERS_AWAY,
        forward: 80,
        backward: 40,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      { name: 'a hazard carried unmarked, a live line', outcome: 'hold', alone: HAZARD_UNMARKED },
    ],
  },
];
