// Eighteenth round, herbalists, patent-medicine stores, healers and prayer houses (voice-47): harm
// the rules missed, as classes with their twins (docs/safety.md, "Eighteenth round, voice-47").
// Appended to POLICY_SPECS; the look-alikes are in -healers-lawful.ts. Terms as speakers write
// them, tone marks folded. No `...` gap terms and no bare common words (cost).
import { HEALERS_LOOKALIKE_SPECS } from './safety-lexicon-eighteenth-healers-lawful.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Goods ───────────────────────────────────────────────────────────────────────────────────

/** A regulator's number added to labels, any that "looks real": the seventeenth round's rule
 *  knows "print", "stick", "copy" with "never registered", not "add one that looks real". The
 *  brand's own number printed, or one checked on the NAFDAC app, is the twin. */
// biome-ignore format: packed word list
const ADD_A_NUMBER: Terms = [
  'add a', 'add any', 'add one', 'add the', 'adds', 'adding', 'put', 'print', 'prints',
  'printed', 'printing', 'make up', 'make one up', 'invent*', 'generate*', 'cook up', 'forge',
  'forged', 'dey put', 'ka sa', 'ka saka', 'ka buga', 'ka rubuta',
];
// biome-ignore format: packed word list
const REGULATOR_NUMBER: Terms = [
  'nafdac number*', 'nafdac no', 'nafdac reg*', 'nafdac registration number*',
  'registration number*', 'son number*', 'reg number*', 'reg no', 'lambar nafdac',
  'nọ́mbà nafdac', 'nọmba nafdac', 'nafdac nọ́mbà',
];
// biome-ignore format: packed word list
const ANY_THAT_LOOKS_REAL: Terms = [
  'looks real', 'look real', 'looks original', 'look original', 'looks genuine', 'look genuine',
  'looks legit', 'look legit', 'wey resemble', 'resemble original', 'resemble the real',
  'any number', 'any one that', 'any one wey', 'anyone that looks', 'make one up',
  "since we don't have one", 'since we do not have one', "we don't have one", 'we do not have one',
  'we no get one', 'we never get one', 'we never get am', 'we no get am', 'mai kama da na gaske',
  'kamar na gaske', 'bí ti gidi', 'tó jọ ti gidi', 'dị ka nke ezi', 'ba mu da shi',
  'a kò ní nọ́mbà', 'a ò ní nọ́mbà', 'anyị enweghị nọmba',
];

// ── Violence ────────────────────────────────────────────────────────────────────────────────

/** Something put into a person's drink or food (Yoruba, Hausa, Igbo, Pidgin, English): the
 *  thirteenth round's rule has no drink of Yoruba "ọtí", Hausa "abin sha", Igbo "mmanya", and no
 *  "so he never wakes". The herbs soaked in gin to make agbo are the twin: no one's drink. */
// biome-ignore format: packed word list
const PUT_IN: Terms = [
  'fi oògùn', 'po oògùn', 'pò oògùn', 'da oògùn', 'fi egbògi',
  'da egbògi', 'fi nǹkan yìí', 'fi èyí', 'da èyí', 'sa magani', 'saka magani', 'zuba magani',
  'sa maganin', 'saka maganin', 'zuba maganin', 'sa hoda', 'saka hoda', 'zuba hoda',
  'sa wannan', 'saka wannan', 'zuba wannan', 'tinye ọgwụ', 'wunye ọgwụ', 'gwakọta ọgwụ',
  'tinye ntụ', 'tinye ihe a', 'wunye ihe a', 'put the medicine', 'put this medicine',
  'put the powder', 'put this powder', 'pour the drops', 'pour these drops', 'put the drops',
  'put these drops', 'pour the powder', 'pour this powder', 'mix the powder', 'mix this powder',
  'put am inside', 'pour am inside', 'mix am inside', 'drop am inside', 'pour am for',
];
/** Whose drink or food: a possessive after it (Yoruba "rẹ̀", Hausa "-sa"/"-ta", Igbo "ya"). */
// biome-ignore format: packed word list
const HIS_DRINK_OR_FOOD: Terms = [
  'ọtí rẹ̀', 'ọtí wọn', 'ẹmu rẹ̀', 'ògógóró rẹ̀', 'ohun mímu rẹ̀', 'oúnjẹ rẹ̀', 'ọbẹ̀ rẹ̀',
  'omi rẹ̀', 'ẹ̀kọ rẹ̀', 'abin shansa', 'abin shanta', 'abin shan sa', 'abincinsa',
  'abincinta', 'giyarsa', 'giyarta', 'shayinsa', 'shayinta', 'ruwan shansa', 'ruwan shanta',
  'kunun sa', 'mmanya ya', 'nmanya ya', 'nri ya', 'ofe ya', 'mmiri ya',
  'ihe ọṅụṅụ ya', 'his drink', 'her drink', 'his tea', 'her tea', 'his food', 'her food',
  'his pap', 'her pap', 'his beer', 'her beer', 'his gin', 'his palm wine', 'her palm wine',
  'his soup', 'her soup', 'his meal', 'her meal', 'im drink', 'im food', 'im tea', 'im beer',
];
/** The harm or the secrecy: he must not wake, must not know, will fall ill. */
// biome-ignore format: packed word list
const NEVER_WAKES_OR_KNOWS: Terms = [
  'má bàa jí mọ́', 'má jí mọ́', 'kò ní jí mọ́', 'má bàa dìde mọ́', 'má dìde mọ́', 'kò ní dìde mọ́',
  'láìjẹ́ kí ó mọ̀', 'láìjẹ́ kó mọ̀', 'kí ó má mọ̀', 'kò gbọdọ̀ mọ̀', 'nígbà tí kò bá wò',
  'kí ó ṣàìsàn', 'sake farkawa', 'kada ya farka', 'kada ta farka', 'ba zai farka ba',
  'ba za ta farka ba', 'kada ya sani', 'kada ta sani', 'kar ya sani', 'kar ta sani',
  'kada ya gane', 'kar ya gane', 'ba tare da ya sani', 'ba tare da ta sani',
  'zai yi rashin lafiya', 'ghara iteta', 'agaghị eteta', 'ka ọ ghara ịma', 'mgbe ọ na-ahụghị',
  'ọ ga-arịa ọrịa', 'never wake* up', 'never wakes', 'not wake up again',
  "doesn't wake up again", 'does not wake up again', 'no go wake up', 'no wake up again',
  'make e no wake', 'sleep forever', 'sleeps forever', 'without him knowing', 'without her knowing',
  'make e no know', "so he won't know", "so she won't know", 'he must not know',
  'she must not know', 'make e sick', 'make am sick', 'he will fall sick', 'she will fall sick',
];
/** Said as the purpose of an errand: so that he never wakes again. A report ("he slept and did
 *  not wake") is not a purpose. */
// biome-ignore format: packed word list
const SO_HE_NEVER_WAKES: Terms = [
  'so he never wakes*', 'so that he never wakes*', 'so she never wakes*',
  'so that she never wakes*', 'so he does not wake up again', 'so she does not wake up again',
  "so he doesn't wake up again", "so she doesn't wake up again", 'make e no wake up again',
  'make e no wake again', 'kí ó má bàa jí mọ́', 'kí ó má jí mọ́', 'kó má bàa jí mọ́',
  'don kada ya sake farkawa', 'don kada ta sake farkawa', 'ka ọ ghara iteta ọzọ',
];

/** A person "physically disabled" or "incapacitated" as a contractor's job: violence put in
 *  business English. Disabling a device, and "physically disabled" customers, are the twins. */
// biome-ignore format: packed word list
const DISABLE_A_PERSON: Terms = [
  'physically disable', 'physically incapacitate', 'physically neutralise',
  'physically neutralize', 'incapacitate', 'physically discourage',
];
/** Whom, by a rival's trade: not every role ("staff", "customer"), whose tags would cost every
 *  brief a walk of this rule. */
// biome-ignore format: packed word list
const A_RIVAL: Terms = [
  'competitor', "competitor's", 'competitors', 'rival', "rival's", 'rivals', 'distributor',
  'herbalist', 'healer', 'babalawo', 'witness', 'complainant', 'supplier', 'vendor',
];
const DISABLE_HIM: Terms = DISABLE_A_PERSON.flatMap((act) =>
  ['him', 'her', 'them', 'the man', 'the woman'].map((whom) => `${act} ${whom}`),
);

/** Pay made to wait on a person's hospital admission: a contractor paid for an injury. Held: a
 *  carer may be paid once a patient is admitted, but not "on confirmation" of it. */
// biome-ignore format: packed word list
const PAID_ON_PROOF: Terms = [
  'payment on confirmation of', 'pay on confirmation of', 'paid on confirmation of',
  'payment upon confirmation of', 'paid upon confirmation of', 'payment on proof of',
  'paid on proof of', 'pay on proof of', 'balance on confirmation of', 'bonus on confirmation of',
  'balance on proof of', 'fee on confirmation of',
];
// biome-ignore format: packed word list
const HOSPITAL_ADMISSION: Terms = [
  'his hospital admission', 'her hospital admission', 'their hospital admission',
  'his admission to hospital', 'her admission to hospital', 'his hospitalisation',
  'her hospitalisation', 'his hospitalization', 'her hospitalization',
];

// ── Sex ─────────────────────────────────────────────────────────────────────────────────────

/** Sex or full nudity filmed for an advert: "it's an advert: film …" read the words as an
 *  advert's own, quoted. Making the advert is the harm, so no sign frames it. */
// biome-ignore format: packed word list
const FILM: Terms = [
  'film*', 'record*', 'shoot*', 'video*', 'livestream*', 'ya fídíò', 'gba fídíò', 'dauki bidiyo',
  'ɗauki bidiyo', 'yi bidiyo', 'sere vidio', 'sere vidiyo',
];
// biome-ignore format: packed word list
const SEX_OR_NUDITY: Terms = [
  'having sex', 'have sex', 'real sex', 'actual sex', 'full nudity', 'total nudity',
  'complete nudity', 'full frontal', 'fully naked', 'stark naked', 'making love', 'make love',
  'sex scene*', 'sex act*', 'intercourse', 'ìbálòpọ̀', 'ń bá ara wọn lò pọ̀', "jima'i",
  "suna jima'i", 'mmekọahụ', 'mmekọ nwoke na nwanyị', 'dey knack', 'dey do sex',
];

export const EIGHTEENTH_HEALERS_SPECS: readonly CategorySpec[] = [
  ...HEALERS_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: "a regulator's number added, any that looks real",
        outcome: 'refuse',
        // The rarer words as the object: a rule is started by the kinds of its objects.
        act: ADD_A_NUMBER,
        obj: REGULATOR_NUMBER,
        needs: ANY_THAT_LOOKS_REAL,
        forward: 40,
        backward: 0,
        signFrames: false,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: "something put in a person's drink or food, so they never wake or unknown",
        outcome: 'refuse',
        act: PUT_IN,
        obj: HIS_DRINK_OR_FOOD,
        needs: NEVER_WAKES_OR_KNOWS,
        forward: 60,
        backward: 0,
      },
      { name: 'so that a person never wakes', outcome: 'hold', alone: SO_HE_NEVER_WAKES },
      {
        name: 'a person physically disabled as a job',
        outcome: 'refuse',
        // The rarer words as the object: a rule is started by the kinds of its objects.
        act: A_RIVAL,
        obj: DISABLE_A_PERSON,
        forward: 0,
        backward: 40,
      },
      { name: 'a person physically disabled', outcome: 'refuse', alone: DISABLE_HIM },
      {
        name: "pay on a person's hospital admission",
        outcome: 'hold',
        act: PAID_ON_PROOF,
        obj: HOSPITAL_ADMISSION,
        forward: 10,
        backward: 0,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'sex or nudity filmed, for an advert too',
        outcome: 'refuse',
        act: FILM,
        obj: SEX_OR_NUDITY,
        forward: 60,
        backward: 0,
        signFrames: false,
      },
    ],
  },
];
