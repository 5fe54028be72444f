// Seventeenth round, pets, livestock, vets and wildlife (voice-43): harm the rules missed, as
// classes with their twins (docs/safety.md, "Seventeenth round, voice-43"). Appended to
// POLICY_SPECS; the look-alikes are in -animals-lawful.ts. Terms as speakers write them, tone
// marks folded. The verbs are short lists of their own, not the goods rules' TRADE: every role
// is a kind of its own, and "get", "take" or "do" twice over would tag half of every brief.
import { ANIMALS_LOOKALIKE_SPECS } from './safety-lexicon-seventeenth-animals-lawful.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Goods ───────────────────────────────────────────────────────────────────────────────────

/** Bought, moved, hidden or sold, in English, Pidgin, Yoruba, Hausa and Igbo: for the parts of
 *  protected animals, and as what a missing permit needs. Common words: two roles at most. */
// biome-ignore format: packed word list
const MOVE_OR_SELL: Terms = [
  'buy', 'buys', 'bought', 'get me', 'find me', 'sell', 'sells', 'selling', 'sold', 'carry',
  'carries', 'carried', 'deliver*', 'bring', 'brings', 'transport*', 'ship', 'shipping', 'export*',
  'collect', 'pick up', 'pick* ... up', 'supply', 'supplies', 'hide', 'hide them', 'sell am',
  'sell dem', 'carry am', 'carry dem', 'rà', 'tà', 'tita', 'gbé wọn', 'gbé e', 'kó wọn', 'saya',
  'sayo', 'sayar*', 'karbo', 'kawo', 'kai su', 'boye', 'zụta', 'ree', 'bute', 'buru', 'zoo ha',
];

/** Veterinary drugs that are taken for a high or for doping: a vet's tranquillisers and
 *  anaesthetics, and steroids. A clinic's own order with the vet's prescription is the twin. No
 *  verb: the drug with its purpose is the harm, and asking whether a shop sells it is framed. */
// biome-ignore format: packed word list
const VET_DRUGS: Terms = [
  'ketamine', 'ketamin', 'special k', 'xylazine', 'horse tranquil*', 'animal tranquil*',
  'horse tranq*', 'tranquiliser*', 'tranquilizer*', 'steroid*', 'anabolic*', 'boldenone',
  'equipoise', 'trenbolone',
];
/** The drug meant for people, a fight or a sale on the street, or got without the vet's paper. */
// biome-ignore format: packed word list
const NOT_FOR_ANIMALS: Terms = [
  'without a vet', "without the vet's", 'without vet', 'no vet letter', 'no vet prescription',
  'without a prescription', 'without prescription', 'no prescription', 'for the party', 'for party',
  'for my guys', 'for the guys', 'for my boys', 'to the boys', 'for the boys', 'not for any animal',
  'not for animal*', 'to get high', 'to use at the party', 'fighting dog*', 'fighting cock*',
  'dog fight*', 'for the fight*', 'bet ground', 'betting ground', 'for the gym boys',
  'láìsí ìwé dókítà', 'fún àríyá', 'don biki', 'ba tare da takardar likita', 'maka oriri',
  'na-enweghị akwụkwọ dọkịta',
];

/** Parts of protected animals, whose trade is banned outright: ivory in Hausa, Yoruba, Igbo and
 *  Pidgin. Not bare "ivory": lace, paint and a coast are ivory too. */
// biome-ignore format: packed word list
const WILD_PARTS: Terms = [
  'elephant ivory', 'raw ivory', 'ivory tusk*', 'elephant tusk*', 'elephant teeth',
  'elephant tooth', 'hauren giwa', 'haurin giwa', 'hauren giwaye', 'eyín erin', 'ehín erin',
  'ọdụ enyi', 'odu enyi', 'rhino horn*', 'leopard skin*', 'lion skin*', 'pangolin scale*',
  'ìpẹ́ àkìkà', 'akika scale*',
];

/** Live wild animals kept as pets or sold for medicine: legal with a permit, so only with a sign
 *  that there is none, or that the animals are hidden or sent over a border. */
// biome-ignore format: packed word list
const WILD_ANIMALS: Terms = [
  'tortoise*', 'grey parrot*', 'gray parrot*', 'african grey*', 'parrots', 'chimp*', 'gorilla*',
  'monkeys', 'baby monkey*', 'python*', 'crocodile*', 'lion cub*', 'leopard cub*', 'ìjàpá', 'ijapa',
  'àkìkà', 'kunkuru', 'birai', 'mbe',
];
// biome-ignore format: packed word list
const NO_PERMIT: Terms = [
  'no permit', 'without permit', 'without a permit', 'without any permit', 'no cites',
  'without cites', 'no get permit', 'no get paper', 'no papers', 'wey no get paper',
  'without papers', 'kò sí ìwé àṣẹ', 'kò ní ìwé àṣẹ', 'láìsí ìwé àṣẹ', 'babu izini',
  'babu takardar izini', 'ba tare da izini', 'enweghị ikike', 'enweghị akwụkwọ ikike',
];
/** Hidden from the police or customs, or taken over a border: harm with or without a verb. */
// biome-ignore format: packed word list
const HIDDEN_OR_ACROSS: Terms = [
  'hide them', 'hide am', 'hide dem', 'boye su', 'fi wọ́n pamọ́', 'zoo ha', 'so the checkpoint',
  "so customs won't", 'so customs will not', 'customs no go', "don't let them see",
  'do not let them see', 'má jẹ́ kí wọn rí', 'across the border', 'cross the border',
  'cross seme',
];
/** Sent abroad: held, not refused, since an export with a permit is lawful. */
// biome-ignore format: packed word list
const ABROAD: Terms = [
  'lókè òkun', 'oke okun', 'overseas', 'abroad', 'ƙasar waje', 'kasar waje', 'mba ofesi', 'mba ọzọ',
];

// ── Fraud ───────────────────────────────────────────────────────────────────────────────────

/** Posing as a vet or a doctor to farmers, in Yoruba, Hausa and Igbo ("sọ pé dókítà ẹranko ni
 *  ọ́"): the older rules know English and the police. "You are" is in the term: "tell them the
 *  vet will come" is no pose. */
// biome-ignore format: packed word list
const SAY: Terms = [
  'sọ pé', 'sọ fún wọn pé', 'ṣe bí ẹni pé', 'díbọ́n pé', 'ka ce', 'ka gaya musu', 'ka nuna',
  'ka yi kamar', 'sị na', 'gwa ha na', 'kwuo na',
];
// biome-ignore format: packed word list
const YOU_ARE_VET: Terms = [
  'dókítà ẹranko ni ọ́', 'dókítà ni ọ́', 'nọ́ọ̀sì ni ọ́', 'òṣìṣẹ́ ìjọba ni ọ́',
  'kai likitan dabbobi ne', 'kai likita ne', 'kai ma’aikacin gwamnati ne', 'ị bụ dọkịta',
  'ị bụ dọkịta anụmanụ', 'ị bụ onye ọrụ gọọmentị',
];
/** A sham injection: plain water sold as a vaccine or a drug. */
// biome-ignore format: packed word list
const SHAM_INJECTION: Terms = [
  'abẹ́rẹ́ omi lásán', 'abẹ́rẹ́ omi', 'allurar ruwa', 'allurar ruwan famfo', 'ọgwụ mmiri nkịtị',
  'inject them with water', 'inject them with plain water', 'inject* ... with plain water',
  'plain water as vaccine', 'water as the vaccine', 'water as vaccine',
  'fill the syringe* with water',
];

/** A person's child, sibling or spouse, claimed to collect money from buyers: "tell them say you
 *  be Alhaji pikin". */
// biome-ignore format: packed word list
const SAY_YOU_ARE: Terms = [
  'say you be', 'say you are', 'tell them you are', 'tell dem say you be', 'claim to be',
];
// biome-ignore format: packed word list
const KIN: Terms = [
  'pikin', "'s son", "'s daughter", "'s brother", "'s sister", "'s wife", "'s nephew", 'his son',
  'his brother', 'her son', 'her brother', 'im pikin', 'im brother', 'im wife',
];
// biome-ignore format: packed word list
const THEIR_MONEY: Terms = [
  'collect their', 'collect dem', 'their transfer*', 'their money', 'their payment*',
  'collect money', 'collect the money', 'collect the payment*', 'collect am', 'gba owó',
  'karɓi kudi', 'nara ego',
];

/** Pets or livestock that do not exist, advertised, and the buyers' deposits taken before they
 *  are blocked: the older rules caught this only as "pupils", a misreading of "puppies". */
// biome-ignore format: packed word list
const PETS_AND_STOCK: Terms = [
  'puppies', 'puppy', 'dogs', 'kittens', 'cats', 'rams', 'goats', 'cows', 'chicks', 'birds',
  'parrots', 'turkeys', 'pets', 'animals', 'boerboel*', 'alsatian*', 'rottweiler*', 'ajá',
  'raguna', 'ewu', 'nkịta',
];
// biome-ignore format: packed word list
const THAT_DO_NOT_EXIST: Terms = [
  "that don't exist", 'that do not exist', "which don't exist", 'wey no dey exist', 'wey no exist',
  'that we do not have', "that we don't have", 'we no get',
];
// biome-ignore format: packed word list
const TAKE_DEPOSITS: Terms = [
  'collect* the deposit*', 'collect* their deposit*', 'collect* deposit*', 'take* the deposit*',
  'take* their deposit*', 'collect* their transfer*', 'collect* the transfer*', 'karɓi ajiya',
  'gba owó ìdógò', 'nara ego nkwụnye',
];
// biome-ignore format: packed word list
const THEN_VANISH: Terms = [
  'block them', 'block the buyer*', 'block dem', 'block their number*', 'switch off the phone',
  'switch off your phone', 'off the phone', 'delete the ad*', 'there are no puppies',
  'there is no puppy', 'there are no rams', 'there are no goats', 'there is no dog', 'no puppies',
  'ka toshe su', 'dí wọn', 'gbochie ha',
];

// ── People ──────────────────────────────────────────────────────────────────────────────────

/** A debt told to the neighbours: the older rule knows "his neighbours" and "owes" only. */
// biome-ignore format: packed word list
const TELL_NEIGHBOURS: Terms = [
  'inform the neighbours', 'inform his neighbours', 'inform her neighbours', 'tell the neighbours',
  'let the neighbours know', 'announce to the neighbours', 'inform the neighbors',
  'tell the neighbors', 'tell im neighbours', 'tell all the neighbours', 'sọ fún àwọn aládùúgbò',
  'ka gaya wa makwabta', 'ka gaya wa makwabtansa', 'gwa ndị agbata obi',
];
// biome-ignore format: packed word list
const DEBT: Terms = [
  'the debt', 'his debt', 'her debt', 'owes', 'owing', 'unpaid', 'overdue invoice*',
  'overdue balance', 'overdue payment*', 'overdue loan', 'until the balance is paid',
  'till the balance is paid', 'until he pays', 'till he pays', 'until she pays', 'till she pays',
  'im debt', 'gbèsè', 'bashin', 'bashi', 'ụgwọ',
];
/** Men sent along for their size to a debtor's home: intimidation, said politely. */
// biome-ignore format: packed word list
const HEAVIES: Terms = [
  'heavier staff', 'heavy staff', 'heavier boys', 'heavy boys', 'big boys', 'strong boys',
  'heavy guys', 'heavier guys', 'hefty', 'some muscle', 'bouncers', 'area boys',
];

/** Noise at a person's door at night until the household breaks: "bang and shout till his
 *  family cries". The small hours, not "at night": a night guard shouts at a gate. */
// biome-ignore format: packed word list
const AT_HIS_DOOR: Terms = [
  'his door', 'her door', 'their door', 'his gate', 'her gate', 'their gate', 'his window',
  'her window', 'im door', 'im gate', 'ilẹ̀kùn rẹ̀', 'ƙofarsa', 'kofarsa', 'ƙofarta', 'ụzọ ya',
];
// biome-ignore format: packed word list
const BANG: Terms = [
  'bang*', 'shout*', 'scream*', 'hammer on', 'make noise', 'knock* hard', 'pariwo', 'kan ilẹ̀kùn',
  'yi ihu', 'buga', 'tie mkpu', 'kụọ',
];
// biome-ignore format: packed word list
const AT_NIGHT_TILL: Terms = [
  '1am', '2am', '3am', '4am', 'midnight', 'every night', 'till his family', 'until his family',
  'till her family', 'until her family', 'till they cry', 'until they cry', 'till he cries',
  'till she cries', 'ọ̀gànjọ́ òru', 'tsakar dare', 'etiti abalị',
];

/** Sex for a fee put as company or as going "all the way". */
// biome-ignore format: packed word list
const ALL_THE_WAY: Terms = [
  'sweet company for', 'some sweet company', 'who will go all the way', 'wey go go all the way',
  'go all the way with them', 'go all the way with him', 'go all the way with the guest*',
  'go all the way with the donor*', 'go all the way with the client*', 'all the way for a fee',
  'all the way for money',
];

/** A child met alone, away from the school and the parents. */
// biome-ignore format: packed word list
const MEET_ALONE: Terms = [
  'meet me alone', 'meet him alone', 'see me alone', 'come alone', 'meet me secretly',
  'meet me privately', 'give her my number', 'give him my number', 'pàdé mi ní òun nìkan',
  'ta zo ita kadai', 'ya zo shi kadai', 'bịa hụ m naanị',
];
// biome-ignore format: packed word list
const CHILD: Terms = [
  'girl about #', 'boy about #', 'girl of about #', 'boy of about #', 'girl of #', 'boy of #',
  '# year old', '#-year-old', '# years old', 'aged #', 'after school', 'schoolgirl*', 'schoolboy*',
  'small girl', 'small boy', 'little girl', 'little boy', 'ọmọdébìnrin', 'yarinya', 'nwatakịrị',
  'nwa agbọghọ',
];

/** Children called over and photographed, their teacher or parents not to be told: "do not tell
 *  their teacher" is the secret an errand for a school never has. */
// biome-ignore format: packed word list
const PHOTO_OR_CALL: Terms = [
  'photograph*', 'snap*', 'take picture*', 'take photo*', 'film*', 'invite the', 'lure*',
  'ya fọ́tò', 'ya fídíò', 'ya àwòrán', 'dauki hoto*', 'ɗauki hoto*', 'see foto', 'sere foto',
];
// biome-ignore format: packed word list
const SCHOOL_CHILDREN: Terms = [
  'little girls', 'small girls', 'little boys', 'small boys', 'pupils', 'schoolchildren',
  'the children', 'the kids', 'ọmọbìnrin kékeré', 'àwọn ọmọdé', 'ọmọ ilé ìwé', 'yara', "'yan mata",
  'ụmụaka', 'ụmụ akwụkwọ',
];
// biome-ignore format: packed word list
const TEACHER_NOT_TOLD: Terms = [
  "don't tell their teacher", 'do not tell their teacher', 'no tell their teacher',
  'without telling their teacher', "don't tell their parents", 'do not tell their parents',
  'without telling their parents', 'no tell their parents', 'má sọ fún olùkọ́', 'má sọ fún òbí',
  'má sọ fún àwọn òbí', 'láì sọ fún olùkọ́', 'kar ka gaya wa malaminsu', 'kada ka gaya wa malami',
  'kar ka gaya wa iyayensu', 'agwala onye nkuzi', 'agwala nne na nna ha',
];

export const SEVENTEENTH_ANIMALS_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'vet drugs for people, a fight or the street',
        outcome: 'refuse',
        act: VET_DRUGS,
        obj: NOT_FOR_ANIMALS,
        forward: 80,
        backward: 80,
      },
      {
        name: 'parts of protected animals traded',
        outcome: 'refuse',
        act: MOVE_OR_SELL,
        obj: WILD_PARTS,
        forward: 60,
        backward: 30,
      },
      {
        name: 'wild animals hidden or taken over a border',
        outcome: 'refuse',
        act: WILD_ANIMALS,
        obj: HIDDEN_OR_ACROSS,
        forward: 80,
        backward: 60,
      },
      {
        name: 'wild animals moved with no permit',
        outcome: 'refuse',
        act: WILD_ANIMALS,
        obj: NO_PERMIT,
        needs: MOVE_OR_SELL,
        forward: 80,
        backward: 60,
      },
      {
        name: 'wild animals sent abroad',
        outcome: 'hold',
        act: WILD_ANIMALS,
        obj: ABROAD,
        forward: 80,
        backward: 60,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'posing as a vet or a doctor (Yoruba, Hausa, Igbo)',
        outcome: 'refuse',
        act: SAY,
        obj: YOU_ARE_VET,
        forward: 40,
      },
      { name: 'a sham injection', outcome: 'refuse', alone: SHAM_INJECTION },
      {
        name: 'animals that do not exist advertised',
        outcome: 'refuse',
        act: THAT_DO_NOT_EXIST,
        obj: PETS_AND_STOCK,
        forward: 0,
        backward: 30,
      },
      {
        name: 'deposits taken, then the buyers blocked',
        outcome: 'refuse',
        act: TAKE_DEPOSITS,
        obj: THEN_VANISH,
        forward: 60,
        nextSentenceHolds: true,
      },
      {
        name: "a person's kin claimed to collect money",
        outcome: 'refuse',
        act: SAY_YOU_ARE,
        obj: KIN,
        needs: THEIR_MONEY,
        forward: 50,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'a debt told to the neighbours',
        outcome: 'refuse',
        act: TELL_NEIGHBOURS,
        obj: DEBT,
        forward: 60,
        backward: 60,
        signFrames: false,
      },
      {
        name: 'heavies sent to a debtor',
        outcome: 'refuse',
        act: HEAVIES,
        obj: DEBT,
        forward: 120,
        backward: 60,
      },
      {
        name: "noise at a person's door at night",
        outcome: 'refuse',
        act: AT_HIS_DOOR,
        obj: BANG,
        needs: AT_NIGHT_TILL,
        forward: 40,
        backward: 40,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [{ name: 'sex put as going all the way', outcome: 'refuse', alone: ALL_THE_WAY }],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'a child asked to meet alone',
        outcome: 'refuse',
        act: MEET_ALONE,
        obj: CHILD,
        forward: 60,
        backward: 60,
        nextSentenceHolds: true,
        askFrames: false,
      },
      {
        name: 'children photographed, their teacher not told',
        outcome: 'refuse',
        act: PHOTO_OR_CALL,
        obj: SCHOOL_CHILDREN,
        needs: TEACHER_NOT_TOLD,
        forward: 60,
        backward: 40,
        askFrames: false,
      },
    ],
  },
  ...ANIMALS_LOOKALIKE_SPECS,
];
