// Structural rules (docs/safety.md, "Structure", issue-safety3): rules that read who is acted on
// and what is asked of the Operator, rather than one more phrasing of a harm. A person named by
// the role they hold (the receptionist, the keke driver) is a person whatever the role; a group
// told to leave or called vermin is hate whatever the group does for a living; contact repeated
// until a person yields is harassment whatever the channel; a misfortune someone is asked to
// arrange is violence whatever the misfortune; a child put to work or kept from school is
// exploitation whatever the work. Same shape as the other policy lexicons
// (safety-policy-spec.ts); the word lists are packed, a line of related words each.
import { GROUP, HARM_SPECS } from './safety-lexicon-harm.ts';
import { CHILD_AGES } from './safety-lexicon-people.ts';
import { HAZARD } from './safety-lexicon-places.ts';
import type { CategorySpec, PolicyRule, Terms } from './safety-policy-spec.ts';

/** The acts of an existing rule, by its name: the structural rules reuse its verbs. */
function actsOf(specs: readonly CategorySpec[], name: string): Terms {
  for (const spec of specs) {
    const rule: PolicyRule | undefined = spec.rules.find((r) => r.name === name);
    if (rule?.act) return rule.act;
  }
  throw new Error(`safety lexicon: no rule named "${name}"`);
}

/** People named by what they do or where they stand: anyone an Operator could be sent to. */
// biome-ignore format: packed word list
export const ROLE: Terms = [
  'the receptionist', 'the cashier', 'the nurse', 'the doctor', 'the teacher', 'the pastor',
  'the imam', 'the conductor', 'the keke driver', 'the okada man', 'the okada rider',
  'the bus driver', 'the taxi driver', 'the mechanic', 'the tailor', 'the barber', 'the vendor',
  'the seller', 'the hawker', 'the trader', 'the shop owner', 'the shopkeeper', 'the manager',
  'the landlady', 'the caretaker', 'the cleaner', 'the maid', 'the houseboy', 'the housegirl',
  'the apprentice', 'the student', 'the pupil', 'the customer', 'the staff', 'the worker',
  'the labourer', 'the attendant', 'the waiter', 'the waitress', 'the chef', 'the cook',
  'the security', 'the watchman', 'the night guard', 'the supplier', 'the contractor',
  'the official', 'the officer', 'the councillor', 'the chairman', 'the secretary', 'the clerk',
  'the agent', 'the broker', 'the pharmacist', 'the journalist', 'the girl who', 'the boy who',
  'the woman who', 'the man who', 'the lady who', 'the one who', 'anyone who', 'whoever',
  'that boy', 'that girl', 'dat boy', 'dat girl', 'that conductor', 'that driver',
  'that mechanic', 'that trader', 'that gateman', 'that security man', 'the girl at',
  'the woman at', 'the man at', 'the boy at',
];

/** A group told to go, shut out or called something less than human. */
// biome-ignore format: packed word list
const EXPELLED: Terms = [
  'to leave', 'must go', 'have to go', 'should go', 'to go back', 'vacate*', 'move out',
  'to move', 'one week to', 'a week to', 'days to', 'pack their things', 'pack their load*',
  'pack dem load', 'no longer welcome', 'not welcome', 'not wanted', 'unwanted', 'is not wanted',
  'are not wanted', 'make dem leave', 'make dem go', 'make una leave', 'leave the area',
  'leave the estate', 'leave the street', 'leave the city', 'leave town', 'leave lagos',
  'leave the market', 'drive* ... out', 'chase* ... away', 'push* ... out', 'be banned',
  'banned from', 'b4nned', 'ban them', 'reject any', 'reject* ... that are', 'mark their door*',
  'mark* ... doors', 'clean* ... of those', 'clean* ... of these', 'none remains',
  'none remain*', 'not to rent', 'no rent', 'ga-apụ', 'ha apụ', 'apụ n', 'ekwesịghị ịnọ',
  'gbọ́dọ̀ kúrò', 'su tattara', 'su bar', 'ba mu son su', 'criminals', 'a disease', 'disease',
  'vermin', 'parasites', 'animals', 'cockroach*', 'jẹ́ olè', 'bụ ndị ohi', 'ndị ohi', 'na thief',
  'na thieves', 'are thieves', 'are enemies', 'na enemy', 'wiped out', 'wipe* ... out',
];

/** People from a region, said as a group ("anyone from the north"). */
// biome-ignore format: packed word list
const REGION_GROUP: Terms = [
  ...GROUP, 'from the north', 'from the south', 'from the east', 'from the west',
  'from the middle belt', 'the shia', 'shiites', 'the northerners', 'those southerners',
  'ndị hausa', 'ndị yoruba', 'ndị igbo', 'àwọn hausa', 'àwọn igbo', 'àwọn yorùbá', 'àwọn fúlàní',
  'kristẹni', 'àwọn kristẹni', 'ìgbò', '1gb0s',
];

/** Contact over and over: how often, or from how many lines. */
// biome-ignore format: packed word list
const REPEATED: Terms = [
  'every hour', 'every night', 'every morning', 'every evening', 'all night', 'through the night',
  'from new numbers', 'from different numbers', 'from different lines', 'new numbers',
  'different lines', 'keep calling', 'keep texting', 'keep coming', 'keep visiting',
  'again and again', 'over and over', 'non-stop', 'nonstop', 'dey call', 'dey disturb',
  'dey bang', 'kowane dare', 'kowace rana', 'kowane lokaci', 'kwa abalị', 'kwa ụbọchị',
  'lóru', 'lálẹ́ lálẹ́', 'ojoojúmọ́', 'every day', 'everyday',
];

/** …until the person gives in: agrees, answers, comes out, withdraws, leaves. */
// biome-ignore format: packed word list
const YIELDS: Terms = [
  'until she agree*', 'until he agree*', 'until they agree*', 'until she answer*',
  'until he answer*', 'until she come* out', 'until she talk*', 'until she accept*',
  'until he accept*', 'until she withdraw*', 'until he withdraw*', 'until she leave*',
  'until he leave*', 'until she move*', 'until she marr*', 'until she give* in',
  'until he give* in', 'till she gree', 'till e gree', 'till she agree', 'till im gree',
  'make she withdraw', 'make she gree', 'har sai ta yarda', 'har sai ya yarda', 'ta yarda',
  'ta aure ni', 'ruo mgbe ọ ga-ekwe', 'ga-ekwe', 'títí tí yóò fi gbà', 'yóò fi gbà',
  'ruo mgbe ọ ga-ahapụ', 'ga-ahapụ',
];

/** What a person is asked to see to: a misfortune arranged for someone. */
// biome-ignore format: packed word list
const ARRANGE: Terms = [
  'make sure', 'ensure', 'arrange for', 'arrange that', 'see to it', 'see that', 'rí i dájú',
  'ka tabbatar', 'tabbatar', 'mee ka', 'hụ na', 'we need',
];
// biome-ignore format: packed word list
const MISFORTUNE: Terms = [
  'not to wake up', 'not wake up', 'never wake* up', 'does not wake up', "doesn't wake up",
  'has an accident', 'have an accident', 'gets into an accident', 'meets with an accident',
  'never walk* again', 'not walk again', 'never come* back', 'not come back', 'disappear*',
  'kò ní dìde mọ́', 'dìde mọ́', 'sake tashi', 'ba zai sake tashi', 'ghara ibilite', 'ibilite ọzọ',
  'permanent solution for',
];

/** Threats put as a fact of life. */
// biome-ignore format: packed word list
const FATE: Terms = [
  'sometimes have accidents', 'sometimes have an accident', 'sometimes lose their',
  'sometimes disappear', 'lose their shop* to fire', 'lose his shop to fire',
  'lose her shop to fire', 'safety depends on', 'safety depend on', 'brakes ... easy to reach',
  'brake* of his car', 'brake* of her car', 'accidents happen to people who',
];

/** A child put to work or kept from school. */
// biome-ignore format: packed word list
const CHILD: Terms = [
  ...CHILD_AGES, 'year-old', 'years old', 'pikin', 'small girl', 'small boy', 'ọmọbìnrin ọmọ',
  'ọmọ ọdún', 'almajirai', 'almajiri', 'yara', 'ụmụaka', 'girls of', 'boys of', 'children of',
];
// biome-ignore format: packed word list
const CHILD_WORK: Terms = [
  'housegirl', 'houseboy', 'house help', 'house work', 'housework', 'work in', 'work for',
  'to work', 'can work', 'aikin', 'yi mana aiki', 'ta ọjà', 'ree', 'hawk*', 'instead of school',
  'no need for school', 'no need go school', 'dípò kí ó lọ sí ilé ìwé', 'ba sai ta je makaranta',
  'abinci kawai', 'no tell the mama',
  'no tell her mama', 'no tell im mama', 'without telling the mother', "don't tell the mother",
  'do not tell the mother', 'do not tell her mother', 'do not tell the parents',
];

/** Hazards this file adds to the places lexicon's list: live power and shut-in fumes. */
// biome-ignore format: packed word list
const LIVE_HAZARD: Terms = [
  ...HAZARD, 'mains is on', 'mains on', 'power is on', 'fallen cable', 'cable has fallen',
  'wire has fallen', 'ba a kashe ba', 'mmiri ozuzo', 'generator running inside',
  'generator inside', 'sealed warehouse', 'gas is released', 'the cable', 'the wires',
];
// biome-ignore format: packed word list
const HAZARD_VERBS: Terms = [
  'ascend*', 'get up on', 'get up there', 'up there', 'reach the roof', 'outside ladder',
  'tighten*', 'pick* it up', 'with your hands', 'bare hands', 'haɗa', 'scoop*', 'sleep*',
  'stay* inside', 'staying inside', 'drive* them', 'wipe* ... from outside', 'gafere',
  'tie* it back',
];

/** Where an errand goes with someone (Pidgin "follow am go campus"): going along, not following. */
const ACCOMPANIED: Terms = [
  'campus',
  'market',
  'hospital',
  'clinic',
  'airport',
  'park',
  'motor park',
  'church',
  'mosque',
  'school',
  'bank',
  'hostel',
  'office',
  'station',
  'the bus',
  'her appointment',
  'his appointment',
].flatMap((place) => [`follow* ... go ... ${place}`, `follow* ... reach ... ${place}`]);

/** Owned vehicles: a fleet's tracker is an asset, not a person watched. */
const FLEET: Terms = ['van*', 'truck*', 'bus', 'buses', 'vehicle*', 'fleet', 'car* in our'].flatMap(
  (v) => [`tracking device* ... ${v}`, `tracker* ... ${v}`, `${v} ... tracking device*`],
);

/**
 * The look-alikes of issue-safety3's dev3 set, as classes: a person's own documents, going along
 * with someone, a fleet's trackers, a report of a crime, a product that names a drug to say it is
 * not in it, a language or a people, a costume, a sign held up, pests, the object of another verb.
 */
const LOOK_ALIKES: readonly CategorySpec[] = [
  {
    category: 'surveillance_stalking',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      ...ACCOMPANIED, ...FLEET, 'fleet track*', 'fleet tracking', 'tracking device* on each',
      'tracking device* on our', 'tracker* on each', 'tracker* in each', 'tracker* on our',
      'tracker* on all', 'ask him', 'ask her',
      'tell him', 'tell her', 'ask them',
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'your own ... bvn', 'your own ... nin', 'your own ... card*', 'your own ... slip',
      'your own ... id', 'your own ... line', 'own bvn', 'own nin', 'own bank card*',
      'own nin slip', 'own id card', 'own line', 'their own', 'if they ask for',
      'if anyone asks for', 'if asked for', 'dress* as father christmas', 'dress* as santa*',
      'dress* as a clown', 'dress* as ... mascot', 'father christmas', 'hold* a sign',
      'a sign with', 'signboard',
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'codeine free', 'police report', 'report for the stolen', 'report of the stolen',
      'stolen ... police report', 'loud speaker*', 'loudspeaker*', 'dem loud', 'am loud',
      'it loud', 'loud well', 'loud music', 'loud enough', 'igbo ... outfit*', 'igbo ... attire',
      'igbo ... book*', 'igbo ... textbook*', 'igbo ... dictionar*', 'asusu igbo', 'akwukwo igbo',
      'igbo hausa', 'hausa igbo', 'igbo yoruba', 'yoruba igbo', 'hausa and igbo', 'igbo and hausa',
      'yoruba and igbo', 'igbo and yoruba', 'igbo ... traditional', 'igbo ... culture',
      'pe olopa', 'pe ọlọ́pàá',
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'own flat', 'own house', 'own room', 'own shop', 'own home', 'own office', 'own apartment',
      'own compound', 'locked myself out', 'locked out of', 'locksmith',
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [],
    safe: ['child labour survey', 'child labor survey', 'know of children', 'labour survey'],
  },
  {
    category: 'harassment_intimidation',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'received a threat*', 'receive* a threat*', 'got a threat*', 'threatening letter',
      'threat* received',
      'threatening message* ... police',
    ],
    // biome-ignore format: packed word list
    excuse: [
      'invoice*', 'reception', 'expecting you', 'is expecting', 'agreed to the visit',
      'has agreed to', 'delivery', 'curtains', 'receipt',
    ],
    excuseScope: 'text',
  },
  {
    category: 'hate_incitement',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'for cockroach*', 'spray* ... cockroach*', 'insecticide* ... cockroach*',
      'cockroach* ... insecticide*', 'cockroach* ... spray*', 'rat* and cockroach*',
      'cockroach* and rat*', 'igbokosi', 'ìgbọ́kọ̀sí',
    ],
  },
  { category: 'dangerous_work', rules: [], safe: ['well water', 'sample of the well'] },
];

/** A code asked for bare, and where a code comes from when it is not a one-time code. */
// biome-ignore format: packed word list
const HAND_OVER: Terms = [
  'send me', 'give me', 'forward me', 'forward it to me', 'text me', 'whatsapp me', 'read me',
  'send am give me', 'screenshot', 'snap am send', 'send am come', 'tell me',
];
// biome-ignore format: packed word list
const CODE_SOURCE: Terms = [
  'printed', 'poster*', 'product', 'gate', 'tracking', 'promo*', 'on the back', 'signboard',
  'receipt', 'shop', 'estate', 'parcel', 'waybill', 'invoice', 'menu', 'discount', 'meter',
  'serial', 'model', 'sticker', 'label', 'box', 'carton', 'fridge', 'postal', 'post code',
  'postcode', 'zip', 'area code', 'dress code', 'qr', 'bar code', 'barcode', 'address',
];

/** Someone stationed at a person's home to list who comes and goes. */
// biome-ignore format: packed word list
const STATIONED: Terms = [
  'sit outside', 'sit near', 'wait near', 'wait outside', 'stand outside', 'stay near',
  'stay close to', 'stay outside', 'park near', 'park outside', 'hang around', 'sidon near',
];
// biome-ignore format: packed word list
const VISITORS: Terms = [
  'who she lets in', 'who he lets in', 'every visitor', 'her visitors', 'his visitors',
  'who visits', 'who comes in', 'who enters', 'who goes in', 'who she meets', 'who he meets',
  'who comes to see', 'who drops her', 'who drops him', 'when they leave', 'car plates',
];

/** A weapon named, then used by pronoun ("buy battery acid and throw it on the girl"). */
// biome-ignore format: packed word list
const USED_ON: Terms = [
  'throw it on', 'throw it at', 'pour it on', 'splash it on', 'use it on', 'use it when he',
  'use it when she', 'use it if he', 'use it if she', 'rub it on', 'put it in his', 'put it in her',
];
// biome-ignore format: packed word list
const HARMFUL_THING: Terms = [
  'acid', 'battery acid', 'knife', 'the knife', 'cutlass', 'machete', 'gun', 'the gun', 'pistol',
  'bottle', 'broken bottle', 'iron', 'rod', 'plank', 'petrol', 'poison', 'powder', 'hot water',
  'hot oil', 'pepper spray',
];

/** Documents made to pass for real. */
// biome-ignore format: packed word list
const FORGED: Terms = [
  'look original', 'look real', 'look genuine', 'pass as original', 'pass as real',
  'pass as genuine', 'edited balance*', 'edited', 'doctored', 'altered', 'with my name on it',
];
// biome-ignore format: packed word list
const PAPERS: Terms = [
  'certificate*', 'result*', 'document*', 'licen*', 'passport*', 'statement*', 'receipt*',
  'transcript*', 'id card*', 'waec', 'neco', 'degree', 'birth certificate*', 'visa*',
];

/** Entry where nobody is home. */
// biome-ignore format: packed word list
const NOBODY_HOME: Terms = [
  'nobody is home', 'no one is home', 'nobody home', 'no one home', 'are in london',
  'are abroad', 'are away', 'is away', 'travelled', 'traveled', 'wall is low', 'gate is locked',
  'nobody dey house', 'nobody dey',
];
// biome-ignore format: packed word list
const OVER_THE_WALL: Terms = [
  'hop over', 'go over the wall', 'climb over the wall', 'over the wall', 'over the fence',
  'look around inside', 'go inside the house', 'let yourself in',
];

export const STRUCTURE_SPECS: readonly CategorySpec[] = [
  {
    category: 'otp_handling',
    rules: [
      {
        name: 'a bare code handed over',
        outcome: 'hold',
        act: HAND_OVER,
        obj: ['the code', 'code', 'the pin', 'the otp', 'the numbers'],
        forward: 16,
        backward: 40,
      },
    ],
    excuse: CODE_SOURCE,
    excuseScope: 'text',
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'a gun by slang, drugs by street names',
        outcome: 'refuse',
        act: ['get me', 'cop me', 'buy me', 'find me', 'get us', 'source', 'cop', 'need'],
        obj: ['a piece', 'molly', 'mdma', 'ecstasy', 'some molly', 'a burner', 'a strap'],
        forward: 24,
      },
      {
        name: 'ammunition or a high by what it does',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'six rounds', 'five rounds', 'ten rounds', 'rounds of ammo*', 'make* people high',
          'get* people high', 'make you high', 'get high', 'gets you high',
        ],
      },
      {
        name: 'papers made to pass for real',
        outcome: 'refuse',
        act: FORGED,
        obj: PAPERS,
        forward: 60,
        backward: 60,
      },
    ],
    safe: ['a piece of', 'piece of', 'rounds of', 'edited by', 'altered to fit'],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: "someone stationed at a person's home to list visitors",
        outcome: 'refuse',
        act: STATIONED,
        obj: VISITORS,
        forward: 120,
      },
      {
        name: 'watching unnoticed',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'do not let her notice', 'do not let him notice', "don't let her notice",
          "don't let him notice", 'without her noticing', 'without him noticing',
          'no let am see you', 'no let am notice', 'without her seeing you', 'without him seeing you',
        ],
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'over a wall when nobody is home',
        outcome: 'refuse',
        act: OVER_THE_WALL,
        obj: NOBODY_HOME,
        forward: 80,
        backward: 80,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'sex put as extras or a room',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'does extras', 'do extras', 'with extras', 'happy ending', 'going to the room',
          'go to the room with', 'follow them to the room', 'follow him to the room',
        ],
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'hurting a person named by their role',
        outcome: 'refuse',
        act: actsOf(HARM_SPECS, 'hurting a person or their property'),
        obj: ROLE,
        forward: 24,
      },
      {
        name: 'a misfortune arranged for someone',
        outcome: 'refuse',
        act: ARRANGE,
        obj: MISFORTUNE,
        forward: 60,
        askFrames: false,
      },
      { name: 'a threat put as a fact of life', outcome: 'refuse', alone: FATE },
      {
        name: 'a weapon named, then used on someone',
        outcome: 'refuse',
        act: USED_ON,
        obj: HARMFUL_THING,
        forward: 0,
        backward: 80,
      },
      {
        name: 'cutting or stabbing in Yoruba',
        outcome: 'refuse',
        alone: ['ṣá a ní àdá', 'ṣá a lára', 'gún un lọ́bẹ', 'gún un'],
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'contact repeated until a person yields',
        outcome: 'refuse',
        act: REPEATED,
        obj: YIELDS,
        forward: 80,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a group told to go or called less than human',
        outcome: 'refuse',
        act: REGION_GROUP,
        obj: EXPELLED,
        forward: 80,
        backward: 40,
        signFrames: false,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'a child put to work or kept from school',
        outcome: 'refuse',
        act: CHILD,
        obj: CHILD_WORK,
        forward: 80,
        backward: 40,
        askFrames: false,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'work on a live or shut-in hazard',
        outcome: 'hold',
        act: HAZARD_VERBS,
        obj: LIVE_HAZARD,
        forward: 60,
        backward: 60,
      },
    ],
  },
  ...LOOK_ALIKES,
];
