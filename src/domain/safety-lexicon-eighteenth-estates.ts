// Eighteenth round, estates (voice-50: landlords, estate agents, caretakers, tenants and estate
// associations): harm the rules missed, as classes with their twins (docs/safety.md, "Eighteenth
// round, voice-50"). Appended to POLICY_SPECS; the look-alikes are in -estates-lawful.ts. Terms
// as speakers write them, tone marks folded. No `...` gap terms in the harm rules and the rarer
// list as each rule's object (a rule is started by the kinds of its objects: cost).
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { ESTATES_LOOKALIKE_SPECS } from './safety-lexicon-eighteenth-estates-lawful.ts';

// ── Goods and papers ────────────────────────────────────────────────────────────────────────

/** An enforcement mark on a building (a demolition mark, a red X, a stop-work order) lifted for
 *  money handed over privately: the older bribe terms want "give … officer … so" within four
 *  words. Paying the fine at the bank to have it lifted is the twin. */
// biome-ignore format: packed word list
const LIFTED: Terms = [
  'cancel', 'cancels', 'cancelled', 'canceled', 'remove', 'removes', 'removed', 'lift', 'lifts',
  'lifted', 'wipe', 'wiped', 'erase', 'erased', 'clean off', 'cleaned off', 'taken off',
  'take off', 'withdrawn', 'withdraw', 'comot',
];
// biome-ignore format: packed word list
const ENFORCEMENT_MARKS: Terms = [
  'demolition mark*', 'demolition notice*', 'demolition order*', 'demolition sign*',
  'red x', 'red mark*', 'the x mark*', 'x mark*', 'x sign', 'contravention notice*',
  'stop-work order*', 'stop work order*', 'stop-work notice*', 'stop work notice*',
  'enforcement notice*', 'enforcement mark*', 'quit and demolish', 'alamar rushewa',
  'alamar rusau', 'jan alama',
];
// biome-ignore format: packed word list
const PAID_PRIVATELY: Terms = [
  'envelope', "don't ask for a receipt", 'do not ask for a receipt', 'no receipt',
  'without a receipt', 'without receipt', 'no need for receipt', 'no need for a receipt',
  'no ask for receipt', 'no collect receipt', 'no need receipt', 'cash to the officer',
  'cash to him', 'into his hand', 'for his pocket', 'settle him', 'settle the officer',
  'sort him out', 'sort the officer', 'something for him', 'ba tare da rasit', 'kada ka nemi rasit',
  'kar ka nemi rasit', 'má béèrè rìsíìtì', 'má gba rìsíìtì', 'ajụla akwụkwọ ego',
];

/** A paper stamped or signed "as if" a court or an office approved it: the older rule knows
 *  "so it looks like" and "valid-looking". A court's own stamp on its order is the twin. */
// biome-ignore format: packed word list
const STAMPED: Terms = [
  'stamp', 'stamps', 'stamped', 'stamping', 'sign', 'signs', 'signed', 'seal', 'sealed',
  'endorse', 'endorsed', 'approve', 'approved', 'issued', 'thumbprint*',
];
// biome-ignore format: packed word list
const AS_IF_AUTHORITY: Terms = [
  'as if a magistrate', 'as if the magistrate', 'as if a judge', 'as if the judge',
  'as if a court', 'as if the court', 'as though a magistrate', 'as though the magistrate',
  'as though a judge', 'as though the judge', 'as though the court', 'as though a court',
  'as if the registrar', 'as if the registry', 'as if lands registry', 'as if the lands',
  'as if the ministry', 'as if the commissioner', 'as if the governor', 'like say court',
  'like say the court', 'like say magistrate', 'like say the magistrate', 'like say judge',
  'like say na court', 'kamar kotu ce', 'kamar alkali ne', 'kamar alƙali ne',
  'bí ẹni pé ilé ẹjọ́', 'bí ẹni pé adájọ́', 'dị ka ụlọikpe', 'dị ka ọkaikpe',
];

// ── Fraud ───────────────────────────────────────────────────────────────────────────────────

/** A house shown as one's own and its rent taken (Yoruba "sọ pé ìwọ ni onílé"): the older terms
 *  know "say you are the … owner". The landlord's agent or caretaker saying so is the twin. */
// biome-ignore format: packed word list
const AS_LANDLORD: Terms = [
  'say you are the landlord', 'tell them you are the landlord', 'claim to be the landlord',
  'claim you are the landlord', 'pretend to be the landlord', 'pretend you are the landlord',
  'pose as the landlord', 'act as the landlord', 'say you be the landlord', 'say you be landlord',
  'say na you be landlord', 'say na you be the landlord', 'say na you get the house',
  'say na your house', 'sọ pé ìwọ ni onílé', 'pé ìwọ ni onílé', 'ṣe bí ẹni pé ìwọ ni onílé',
  'ìwọ ni onílé', 'ka ce kai ne mai gidan', 'ka ce kai ne mai gida', 'ce kai ne mai gida',
  'na ị bụ onye nwe ụlọ', 'na ọ bụ gị nwe ụlọ', 'gwa ha na ị nwe ụlọ',
];
// biome-ignore format: packed word list
const RENT_TAKEN: Terms = [
  'rent', 'deposit*', 'advance', 'agency fee*', 'caution fee*', 'owó', 'owó ilé', 'owó ọdún',
  'gba owó', 'kudin haya', 'kuɗin haya', 'kudin gida', 'karbi kudi', 'karɓi kuɗi', 'ego ụlọ',
  'nara ego', 'collect the money', 'collect their money', 'collect money', 'payment*',
];

/** One plot, house or flat sold to several buyers, each as sole owner: showing one plot to
 *  several buyers is the twin. */
// biome-ignore format: packed word list
const SELL: Terms = [
  'sell', 'sells', 'selling', 'sold', 'resell', 'resold', 'sale of', 'process the sale',
  'ta', 'tà', 'sayar', 'sayar da', 'ree', 'rere',
];
// biome-ignore format: packed word list
const SAME_PROPERTY: Terms = [
  // "the same Ajah plot": a place's name between; prices and sizes are safe phrases.
  'same ... plot', 'same ... land', 'same plot', 'same plots', 'same land', 'same piece of land', 'same parcel', 'same house',
  'same flat', 'same property', 'same apartment', 'same duplex', 'same shop', 'that same plot',
  'that same land', 'ilẹ̀ kan náà', 'ilé kan náà', 'fili daya', 'filin daya', 'fili guda',
  'filin guda', 'otu ala ahụ', 'ala ahụ otu',
];
// biome-ignore format: packed word list
const SEVERAL_BUYERS: Terms = [
  'two buyers', 'three buyers', 'four buyers', '# buyers', 'different buyers', 'both buyers',
  'more than one buyer', 'several buyers', 'another buyer', 'second buyer', 'each buyer',
  'each one a', 'each of them a', 'the buyers on', 'all the buyers', 'two people',
  'three people', 'two persons', 'different people', 'two clients', 'three clients',
  'ènìyàn méjì', 'ènìyàn mẹ́ta', 'oníbàárà méjì', 'mutum biyu', 'mutum uku', 'mutane biyu',
  'mutane uku', 'mmadụ abụọ', 'mmadụ atọ',
];

// ── People ──────────────────────────────────────────────────────────────────────────────────

/** A camera set where people bathe or change: the older rule wants it called hidden or a spy
 *  camera, or "fitting room". A camera at the gate is the twin. */
// biome-ignore format: packed word list
const CAMERAS: Terms = [
  'camera', 'cameras', 'cctv', 'webcam', 'kámẹ́rà', 'kyamara', 'kyamarar', 'igwe foto',
];
// biome-ignore format: packed word list
const WHERE_PEOPLE_BATHE: Terms = [
  'in the bathroom*', 'inside the bathroom*', 'in the toilet*', 'inside the toilet*',
  'in the shower*', 'inside the shower*', 'in each bathroom', 'in every bathroom',
  'in the guest bathroom*', 'in the guest toilet*', 'in the ladies', 'for inside the bathroom',
  'for the bathroom', 'for inside the toilet', 'in the changing room*', 'in the bath',
  'ní ilé ìwẹ̀', 'nínú ilé ìwẹ̀', 'sí ilé ìwẹ̀', 'a bandaki', 'a ban daki', 'cikin bandaki',
  'cikin ban daki', 'n ime ụlọ ịsa ahụ', 'n ụlọ ịsa ahụ',
];

/** A child of a stated age taken in to live and do a home's washing and cooking ("a girl of 10
 *  or 11 … to live in"): the older rules want "house help" or "to work in the house". */
const AGES = ['6', '7', '8', '9', '10', '11', '12', '13', '14', '15'];
// biome-ignore format: packed word list
const CHILD_OF: Terms = AGES.flatMap((n) => [
  `girl of ${n}`, `boy of ${n}`, `girls of ${n}`, `boys of ${n}`, `child of ${n}`,
  `pikin of ${n}`, `girl aged ${n}`, `boy aged ${n}`, `girl wey be ${n}`, `pikin wey be ${n}`,
  `girl wey dey ${n}`,
]);
// biome-ignore format: packed word list
const LIVE_IN_WORK: Terms = [
  'to live in and', 'live in and do', 'live-in', 'live with us and', 'stay with us and',
  'stay with madam and', 'live with madam and', 'do the washing', 'do the cooking',
  'washing and cooking', 'cooking and washing', 'cooking and cleaning', 'cleaning and cooking',
  'washing and cleaning', 'do the laundry', 'small help', 'her people will be paid',
  'his people will be paid', 'her parents will be paid', 'his parents will be paid',
  'dey wash plate*', 'wash plate*', 'wash clothes', 'wash cloth',
];

/** Tenants of a people or a faith refused on a notice or a policy ("no longer accepts tenants
 *  from the North or of the Muslim faith"): the older terms want the words "no Hausa tenants". */
// biome-ignore format: packed word list
const REFUSE_TENANCY: Terms = [
  'no longer accept', 'no longer accepts', 'not accept', 'do not accept', "don't accept",
  'will not accept', "won't accept", 'does not accept', "doesn't accept", 'no longer rent',
  'will not rent to', "won't rent to", 'do not rent to', "don't rent to", 'not rent to',
  'stop renting to', 'no longer let to', 'no dey collect', 'no go collect', 'we no want',
  'no longer take', 'will not take', 'do not take', 'a kò gba', 'a ò gba', 'kò gba',
  'ba ma karbar', 'ba ma karɓar', 'ba za mu karbi', 'ba za mu karɓi', 'anaghị anabata',
  'agaghị anabata',
];
// biome-ignore format: packed word list
const PEOPLES = [
  'hausa', 'fulani', 'igbo', 'ibo', 'yoruba', 'ijaw', 'tiv', 'urhobo', 'efik', 'ibibio', 'kanuri',
  'christian', 'muslim', 'northern', 'southern', 'northerner', 'easterner', 'arewa',
];
const AS_OCCUPANTS = ['tenants', 'tenant', 'applicants', 'occupants', 'residents'];
// biome-ignore format: packed word list
const PEOPLE_AS_TENANTS: Terms = [
  ...PEOPLES.flatMap((g) => AS_OCCUPANTS.map((p) => `${g} ${p}`)),
  'tenants from the north', 'tenants from the east', 'tenants from the south',
  'tenants from the middle belt', 'applicants from the north', 'applicants from the east',
  'people from the north', 'people from the east', 'anyone from the north', 'anyone from the east',
  'of the muslim faith', 'of the christian faith', 'of muslim faith', 'of christian faith',
  'of the islamic faith', 'àwọn ayálégbé hausa', 'àwọn ayálégbé igbo', 'ayálégbé hausa',
  'ayálégbé igbo', "'yan haya inyamurai", "'yan haya yarbawa", 'ndị hausa', 'ndị yoruba',
];

// ── Places ──────────────────────────────────────────────────────────────────────────────────

/** Into a tenant's flat while she is at church, at work or out ("pop into her flat while she's
 *  at church"): the older needs list knows "while she is", not "while she's". Held: a caretaker
 *  may be let in to fix a leak; a human reads it. */
// biome-ignore format: packed word list
const GO_IN: Terms = [
  'pop into', 'pop in', 'pop inside', 'nip into', 'nip in', 'go into', 'go in', 'go inside',
  'enter', 'enters', 'get into', 'get inside', 'let yourself in', 'let yourself into', 'open',
  'look around', 'look inside', 'check inside', 'inspect', 'inspection', 'audit', 'walk into',
  'master key', 'spare key', 'duplicate key', 'enter am', 'enter inside', 'wọlé', 'wọ inú',
  'shiga', 'banye',
];
const AWAY_SUBJECTS = [
  "she's",
  "he's",
  "they're",
  'she is',
  'he is',
  'they are',
  'the tenant is',
  'the tenants are',
  'the occupant is',
  'the occupants are',
  'the occupier is',
  'the occupiers are',
];
// biome-ignore format: packed word list
const AWAY_WHERE = [
  'at church', 'at the mosque', 'at work', 'at the market', 'out', 'away', 'travelling',
  'on leave', 'at the office', 'on holiday',
];
// biome-ignore format: packed word list
const OCCUPANT_AWAY: Terms = [
  ...AWAY_SUBJECTS.flatMap((s) => AWAY_WHERE.flatMap((w) => [`while ${s} ${w}`, `when ${s} ${w}`])),
  'when she no dey', 'when he no dey', 'when dem no dey', 'when e no dey house',
  'as she don go church', 'when she go church', 'when she go work', 'when dem go work',
  'nígbà tí ó bá lọ sí ṣọ́ọ̀ṣì', 'nígbà tí ó lọ sí ṣọ́ọ̀ṣì', 'nígbà tí ó lọ síbi iṣẹ́',
  'lokacin da ta tafi coci', 'lokacin da ya tafi aiki', 'lokacin da ta tafi aiki',
  'mgbe ọ gara ụka', 'mgbe ọ gara ọrụ',
];
/** …or with no word to the tenants before or after. */
// biome-ignore format: packed word list
const UNNOTIFIED: Terms = [
  'unannounced', 'without notice', 'without notifying', 'without telling the tenant*',
  'without informing the tenant*', 'without the tenant* knowing', 'without the occupant* knowing',
  'do not notify', "don't notify", 'do not tell the tenant*', "don't tell the tenant*",
  'do not inform the tenant*', 'no tell the tenant*', 'make the tenant* no know',
  'ba tare da sanar da', 'láì sọ fún ayálégbé', 'agwala ndị bi',
];
// biome-ignore format: packed word list
const HOMES: Terms = [
  'flat', 'flats', 'apartment*', 'occupied', 'the units', 'each unit', 'every unit',
  'her unit', 'his unit', 'their unit*', 'her room', 'his room', 'their room*', 'self-contain*',
  'self contain*', 'mini flat*', 'room and parlour', 'bq', 'boys quarter*', 'ilé rẹ̀', 'gidanta',
  'gidansa', 'ụlọ ya',
];

export const EIGHTEENTH_ESTATES_SPECS: readonly CategorySpec[] = [
  ...ESTATES_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'an enforcement mark lifted for money handed over privately',
        outcome: 'refuse',
        act: LIFTED,
        obj: ENFORCEMENT_MARKS,
        needs: PAID_PRIVATELY,
        forward: 40,
        backward: 60,
      },
      {
        name: 'a paper stamped as if a court or an office approved it',
        outcome: 'refuse',
        act: STAMPED,
        obj: AS_IF_AUTHORITY,
        forward: 60,
        backward: 12,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    // The landlord's own people may say whose house it is.
    // biome-ignore format: packed word list
    safe: [
      "landlord's agent*", "landlord's caretaker", "landlord's rep*", "landlord's lawyer",
      "landlord's son", "landlord's daughter", "landlord's wife", 'same plot size*',
      'same plot layout', 'same land size', 'same price*', 'same rate*', 'same size*',
      'same day',
    ],
    rules: [
      {
        name: 'a house shown as your own and its rent taken',
        outcome: 'refuse',
        act: AS_LANDLORD,
        obj: RENT_TAKEN,
        forward: 120,
        backward: 80,
      },
      {
        name: 'one plot or house sold to several buyers',
        outcome: 'refuse',
        act: SELL,
        obj: SAME_PROPERTY,
        needs: SEVERAL_BUYERS,
        forward: 40,
        backward: 20,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'a camera set where people bathe or change',
        outcome: 'refuse',
        act: CAMERAS,
        obj: WHERE_PEOPLE_BATHE,
        forward: 12,
        backward: 30,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: "a child of a stated age taken in to do a home's washing and cooking",
        outcome: 'refuse',
        act: CHILD_OF,
        obj: LIVE_IN_WORK,
        forward: 80,
        backward: 80,
        askFrames: false,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'tenants of a people or a faith refused',
        outcome: 'refuse',
        act: REFUSE_TENANCY,
        obj: PEOPLE_AS_TENANTS,
        forward: 40,
        backward: 0,
        signFrames: false,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: "into a tenant's home while the tenant is out",
        outcome: 'hold',
        act: GO_IN,
        obj: OCCUPANT_AWAY,
        needs: HOMES,
        forward: 80,
        backward: 60,
      },
      {
        name: "into a tenant's home with no word to the tenant",
        outcome: 'refuse',
        act: GO_IN,
        obj: UNNOTIFIED,
        needs: HOMES,
        forward: 120,
        backward: 60,
      },
    ],
  },
];
