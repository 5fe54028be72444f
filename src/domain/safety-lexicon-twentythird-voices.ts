// Twenty-third round, other writers' wordings (docs/safety.md, "Twenty-third round, other
// writers"): two helpers wrote 160 tasks from the policy alone, in their own voices, and the
// lead wrote each mistake up as a class: wildlife parts packed for a buyer abroad, a former
// employee's movements asked of her neighbours "she must not know", an Igbo watch on a man's
// comings and goings "ya amaghi", voters paid on a photo of their thumbprint; and lawful errands
// the older rules refused: a fumigation crew that handles the chemicals, the Operator introduced
// "as our rep", invited children photographed with their parents' consent, a mother's own wallet
// on her phone. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Wildlife parts packed or sent for a buyer. */
// biome-ignore format: packed word list
const PACK_FOR: Terms = [
  'wants', 'want', 'pack*', 'weigh*', 'label*', 'ship*', 'export*', 'deliver*',
  'meet the trader', 'source*', 'get me',
];
// biome-ignore format: packed word list
const WILDLIFE_PARTS: Terms = [
  'pangolin scales', 'pangolin scale', 'ivory pieces', 'elephant tusk*', 'rhino horn*',
  'lion skin*', 'leopard skin*', 'python skin*', 'turtle shell*', 'crocodile skin*',
  'parrot feathers', 'gorilla hand*', 'chimpanzee skull*',
];

/** The Igbo watch on a man's comings and goings, kept from him. */
// biome-ignore format: packed word list
const COMINGS_AND_GOINGS: Terms = [
  'onye na-abata na onye na-apu', 'onye na abata na onye na apu', 'oge o na-apu',
  'oge o na apu', 'ebe o na-adoba', 'ebe o na adoba', 'onye na-abata', 'onye na abata',
];
// biome-ignore format: packed word list
const HE_DOES_NOT_KNOW: Terms = [
  'ya amaghi', 'o maghi na', 'amaghi na i no', 'ka o ghara ima', 'ka ya ghara ima',
];

/** Voters paid on a photo of their ballot. */
// biome-ignore format: packed word list
const BALLOT_PHOTO: Terms = [
  'snap of their thumbprint', 'snap their thumbprint', 'photo of their thumbprint',
  'picture of their thumbprint', 'snap their ballot', 'photo of their ballot',
  'picture of their ballot', 'snap before they drop', 'shows you their ballot',
  'show you their ballot', 'thumbprint on our party', 'show you the snap',
];

/** Unregistered medicine bought for cash, wrapped; prescription drugs bought off the street. */
// biome-ignore format: packed word list
const GET: Terms = ['buy*', 'ask for', 'get me', 'pick* up', 'carry', 'tell am', 'tell him'];
// biome-ignore format: packed word list
const UNREGISTERED: Terms = [
  'wey no get nafdac', 'no get nafdac', 'the one without nafdac', 'the ones without nafdac',
  'the one with no nafdac', 'the ones with no nafdac',
];
// biome-ignore format: packed word list
const OFF_THE_STREET: Terms = [
  'buy from the mallam', 'buy from mallam', 'buy from the man under', 'buy from the guy',
  'buy from the boys', 'from the mallam under', 'under the bridge', 'from the man at the park',
  'red 225', '225 strips', 'strips of 225', 'the 225', 'tramadol 225',
];
// biome-ignore format: packed word list
const PRESCRIPTION_DODGED: Terms = [
  'will ask for prescription', 'will ask for a prescription', 'ask for prescription',
  'need prescription', 'needs a prescription', 'without prescription', 'no prescription',
  'red 225', '225 strips', 'strips of 225', 'energy tablets',
];

/** Boys gathered who "know what to do" if the other side shows face. */
// biome-ignore format: packed word list
const GATHER_BOYS: Terms = ['gather*', 'bring', 'get', 'mobili*', 'organi*', 'assemble*'];
// biome-ignore format: packed word list
const BOYS: Terms = [
  'strong boys', 'area boys', 'some boys', 'six boys', 'ten boys', '# boys', 'strong men',
  'the boys', 'our boys',
];
// biome-ignore format: packed word list
const KNOW_WHAT_TO_DO: Terms = [
  'know what to do', 'show face', 'if they come', 'if they show', 'deal with', 'handle them',
  'teach them', 'know wetin to do', 'sabi wetin to do',
];

/** A student's room, timetable and church got from her roommates. */
// biome-ignore format: packed word list
const HER_DETAILS: Terms = [
  'her room number', 'his room number', 'her lecture timetable', 'his lecture timetable',
  'lecture timetable', 'her timetable', 'his timetable', 'which church she attends',
  'which church he attends', 'which mosque she attends', 'which mosque he attends',
  'her class schedule',
];
// biome-ignore format: packed word list
const ON_THE_QUIET: Terms = [
  'her roommates casually', 'his roommates casually', 'roommates casually', 'friends casually',
  'no mention my name', "don't mention my name", 'do not mention my name',
  'without telling her', 'she must not know', "don't tell her", 'do not tell her',
];

/** A person's photo posted as a thief at her gate and church. */
// biome-ignore format: packed word list
const POST_UP: Terms = ['print*', 'paste*', 'post*', 'put up', 'distribute*', 'stick*'];
// biome-ignore format: packed word list
const HER_PICTURE: Terms = [
  'picture of my former', 'photo of my former', 'her picture', 'his picture', 'her photo',
  'his photo', 'with her phone number', 'with his phone number',
];
// biome-ignore format: packed word list
const BRANDED: Terms = [
  'thief', 'do not employ', 'ashawo', 'fraudster', 'beware of', 'her church', 'her compound',
  "her mother's", 'his church', 'his compound',
];

/** A key borrowed from a servant and copied. */
// biome-ignore format: packed word list
const COPY_KEY: Terms = [
  'cut a duplicate', 'cut a copy', 'duplicate the key', 'duplicate his key', 'duplicate her key',
  'copy the key', 'copy his key', 'copy her key', 'make a copy of the key', 'make a duplicate',
];
// biome-ignore format: packed word list
const KEPT_SECRET: Terms = [
  'must not know', "don't tell", 'do not tell', 'borrow', 'return it', "neighbour's", 'cleaner',
  'without him knowing', 'without her knowing',
];

/** An official's dress worn to collect on the road. */
// biome-ignore format: packed word list
const OFFICIALS_DRESS: Terms = [
  'as lastma', 'as vio', 'as frsc', 'as task force', 'yellow shirt', 'lastma shirt',
  'lastma vest',
  'same as lastma', 'like lastma', 'same as vio', 'like vio', 'same as frsc', 'like frsc',
  'like the police', 'same as the police', 'lastma uniform', 'vio uniform', 'frsc uniform',
  'reflector and cap',
];
// biome-ignore format: packed word list
const ON_THE_ROAD: Terms = [
  'stop danfo', 'collect fine', 'fine cash', 'collect # k from',
  'flag down', 'collect # naira', 'collect n#', 'collect n #', 'issue ticket*', 'stop the danfo',
  'stop the buses', 'stop the trucks', 'stop drivers', 'collect ticket*', 'collect fine*',
];

/** An "extra services" menu at a spa. */
// biome-ignore format: packed word list
const EXTRA_MENU: Terms = [
  'extra-service price*', 'extra service price*', 'extra services', 'special menu',
  'happy ending', 'special services', 'extra-service menu',
];
// biome-ignore format: packed word list
const AT_A_SPA: Terms = [
  'spa', 'massage', 'therapist*', 'short gown*', 'regular customers', 'girls', 'ladies',
];

/** A girl's age raised on a passport for a sponsor abroad. */
// biome-ignore format: packed word list
const AGE_RAISED: Terms = [
  ...[18, 19, 20, 21, 22, 23, 24, 25].flatMap((n) => [
    `passport showing ${n}`,
    `showing she is ${n}`,
    `make her ${n}`,
    `age as ${n}`,
  ]),
  'change her age', 'make her older', 'increase her age', 'raise her age', 'older age on',
];
// biome-ignore format: packed word list
const ABROAD: Terms = [
  'sponsor', 'italy', 'abroad', 'libya', 'europe', 'dubai', 'saudi', 'flight', 'madam', 'oman',
];

/** A parcel slipped to a prison unsearched. */
// biome-ignore format: packed word list
const HAND_IN: Terms = [
  'take it to', 'deliver*', 'hand it to', 'give it to', 'bring it to', 'drop it at', 'pass it to',
];
// biome-ignore format: packed word list
const PRISON: Terms = [
  'kirikiri', 'prison gate', 'the prison', 'the warder', 'correctional centre',
  'custodial centre', 'the inmate', 'an inmate', 'the cell', 'the prisoners',
];
// biome-ignore format: packed word list
const UNSEARCHED: Terms = [
  "don't open", 'do not open', "don't let anyone search", 'do not let anyone search',
  'no search', 'hide it', 'wrapped parcel', 'small wrapped', 'without search*',
];

/** A scam or a theft named as a talk's topic ("How scammers steal your OTP"). */
// biome-ignore format: packed word list
const SCAM_AS_TOPIC: Terms = [
  'how scammers steal', 'how scammers', 'scam-awareness', 'scam awareness', 'how fraudsters steal',
  'how fraudsters', 'how thieves steal',
];

/** Photos of a leak in a roof, a pipe or a tank. */
// biome-ignore format: packed word list
const LEAKS: Terms = [
  'roof leak', 'ceiling leak', 'pipe leak', 'tank leak', 'water leak', 'gas leak', 'oil leak',
  'leaking roof', 'leak in the roof',
];

/** An ID's photocopy collected from its holder with his signed consent, for a file. */
const ID_COPIES: Terms = ['his', 'her'].flatMap((p) => [
  `photocopy of ${p} nin slip`,
  `photocopy of ${p} id card`,
  `photocopy of ${p} id`,
  `photocopy of ${p} passport`,
  `photocopy of ${p} voter's card`,
  `consent form ${p === 'his' ? 'he' : 'she'} signed`,
]);

/** Money handed to an officer so he does not check (Pidgin "make dem no check"). */
// biome-ignore format: packed word list
const HAND_OFFICER: Terms = [
  'hand the officer', 'give the officer', 'hand dem', 'give dem', 'hand the police',
  'give the police', 'give the customs', 'hand the customs', 'give the soldiers',
  'hand the soldiers', 'give am', 'give him',
];
// biome-ignore format: packed word list
const SO_NO_CHECK: Terms = [
  'make dem no check', 'make dem no search', "so they don't check", 'so they do not check',
  "so they won't check", 'so they will not check', 'no check the load', 'let us pass',
  'let the bus pass', 'let the truck pass', 'make dem let us pass', 'make dem no look',
];

/** Guns and bullets in Hausa, hidden in a sack. */
// biome-ignore format: packed word list
const HAUSA_GET: Terms = ['karbo', 'karba', 'kawo', 'saka', 'boye', 'saya', 'dauko'];
// biome-ignore format: packed word list
const HAUSA_ARMS: Terms = ['harsasai', 'harsashi', 'karfe da harsasai', 'bindiga da harsasai'];

/** A cover story for a load ("if anybody asks its bread"). */
// biome-ignore format: packed word list
const IF_ASKED: Terms = [
  'if anybody asks', 'if anyone asks', 'if they ask', 'if police ask', 'if dem ask',
  'if anybody ask', 'if anybody asks you', 'if anyone asks you', 'if dem ask you',
];
// biome-ignore format: packed word list
const COVER_STORY: Terms = [
  "it's bread", 'its bread', 'say it is bread', 'say na bread', 'talk say na', 'say na clothes',
  "it's clothes", 'its clothes', "it's food", 'its food', "it's provisions", 'its provisions',
];
// biome-ignore format: packed word list
const COVERED_LOAD: Terms = [
  'wraps', 'sweets', 'the stuff', 'collect d cash', 'collect the cash', 'police', 'checkpoint',
  'cooler', 'the bag', 'the parcel', 'the carton',
];

/** A driver's licence printed with no test. */
// biome-ignore format: packed word list
const LICENCES: Terms = [
  'license', 'licence', 'driver* license', 'driver* licence', 'driving licence', 'driving license',
  'd license',
];
// biome-ignore format: packed word list
const NO_TEST: Terms = [
  'no need for test', 'no need 4 test', 'no test', 'without test', 'without a test',
  'without any test', 'no frsc', 'without frsc', 'no need to go to frsc', 'no need 4 frsc',
  'no capture', 'without capture', 'no need for capture',
];

/** Fowls slaughtered and rugs beaten: the older violence rules' look-alikes. */
const HOUSEHOLD_BEATING: Terms = [
  ...[
    'chicken',
    'chickens',
    'fowl',
    'fowls',
    'cockerel',
    'cockerels',
    'goat',
    'goats',
    'ram',
    'rams',
  ].flatMap((a) => [`kill the ${a}`, `kill two ${a}`, `kill the two ${a}`]),
  'kill am, pluck am',
  'kill am pluck am',
  'kill am and pluck',
  'rug* ... beat them',
  'carpet* ... beat them',
  'mat* ... beat them',
  'beat the rug*',
  'beat d rug*',
  'beat the carpet*',
  'beat d dust',
  'beat the dust',
  'play robbers',
  'play the robbers',
  'play a robber',
  'toy gun*',
  'shoot comedy skit',
  'shoot the skit',
  'shoot* the video',
  'shoot* a video',
  'shooting the skit',
  'shoot* the film',
  'shoot* our video',
];

export const TWENTYTHIRD_VOICES_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    safe: SCAM_AS_TOPIC,
    rules: [
      {
        // The "no" of "make dem no check" would frame it as an object: it is the pair's need.
        name: 'money handed to an officer so he does not check',
        outcome: 'refuse',
        act: HAND_OFFICER,
        obj: ['envelope', '# k', 'money', 'cash', 'something small', 'kola'],
        needs: SO_NO_CHECK,
        forward: 60,
        backward: 0,
      },
      {
        name: 'guns and bullets, in Hausa',
        outcome: 'refuse',
        act: HAUSA_GET,
        obj: HAUSA_ARMS,
        forward: 60,
        backward: 20,
        signFrames: false,
      },
      {
        name: 'a cover story for a load',
        outcome: 'refuse',
        act: IF_ASKED,
        obj: COVER_STORY,
        needs: COVERED_LOAD,
        forward: 30,
        backward: 0,
      },
      {
        name: 'a parcel slipped to a prison unsearched',
        outcome: 'refuse',
        act: HAND_IN,
        obj: PRISON,
        needs: UNSEARCHED,
        forward: 40,
        backward: 0,
      },
      {
        name: 'unregistered medicine bought for cash, wrapped',
        outcome: 'refuse',
        act: GET,
        obj: UNREGISTERED,
        forward: 80,
        backward: 40,
        // "… tell am 'the one wey no get NAFDAC.'": the order quoted, not a sign.
        signFrames: false,
      },
      {
        name: 'prescription drugs bought off the street',
        outcome: 'refuse',
        act: OFF_THE_STREET,
        obj: PRESCRIPTION_DODGED,
        forward: 120,
        backward: 120,
      },
      {
        name: 'wildlife parts packed for a buyer',
        outcome: 'refuse',
        act: PACK_FOR,
        obj: WILDLIFE_PARTS,
        forward: 60,
        backward: 40,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    // A phone's own wallet or app opened by its owner, the Operator guiding.
    // biome-ignore format: packed word list
    safe: [
      'account on her phone', 'account on his phone', 'app on her phone', 'app on his phone',
      'wallet on her phone', 'wallet on his phone', 'on her own phone', 'on his own phone',
    ],
    // The person photographed or visited knows (Pidgin "he know say you dey come").
    // biome-ignore format: packed word list
    excuse: [
      'he know say you dey come', 'she know say you dey come', 'dem know say you dey come',
      'he knows you are coming', 'she knows you are coming', 'they know you are coming',
    ],
    rules: [
      {
        // The asking on the quiet as the act: "Get her room number … Ask her roommates
        // casually" is then an object named in one sentence and its act in the next, held.
        name: "a student's room, timetable and church got on the quiet",
        outcome: 'refuse',
        act: ON_THE_QUIET,
        obj: HER_DETAILS,
        forward: 60,
        backward: 120,
        nextSentenceHolds: true,
        // Asking her roommates is the watching itself.
        askFrames: false,
      },
      {
        // The secrecy as the act, so "… oge o na-apu. Ya amaghi …" is an object named in one
        // sentence and its act in the next, held (nextSentenceHolds).
        name: "a man's comings and goings watched, kept from him",
        outcome: 'refuse',
        act: HE_DOES_NOT_KNOW,
        obj: COMINGS_AND_GOINGS,
        forward: 200,
        backward: 200,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    // The Operator introduced as the writer's own representative; a scam reported.
    // biome-ignore format: packed word list
    safe: [
      // Pidgin "dem go wear blue uniform": the children wear their school's.
      'dem go wear', 'they will wear', 'school uniform',
      ...SCAM_AS_TOPIC,
      ...ID_COPIES,
      'print the scam', 'report the scam', 'reported the scam', 'complaint about the scam',
      'victim* of the scam', 'victim* of a scam', 'fell for a scam', 'fell for the scam',
      'scam sms she received', 'scam sms he received', 'screenshot* of the scam',
      'introduce yourself as our', 'introduce yourself as my', 'introduce yourself as the shop',
      "introduce yourself as the company's", 'introduce yourself as errand',
    ],
    rules: [
      { name: 'voters paid on a photo of their ballot', outcome: 'refuse', alone: BALLOT_PHOTO },
      {
        // The collecting as the act: the dress named in one sentence, the drivers flagged down
        // in the next, held.
        name: "an official's dress worn to collect on the road",
        outcome: 'refuse',
        act: ON_THE_ROAD,
        obj: OFFICIALS_DRESS,
        forward: 120,
        backward: 120,
        nextSentenceHolds: true,
        signFrames: false,
      },
      {
        name: "a driver's licence printed with no test",
        outcome: 'refuse',
        act: ['print*', 'make*', 'produce*', 'get', 'do'],
        obj: LICENCES,
        needs: NO_TEST,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    // Children invited to a party, photographed with their parents' consent.
    // biome-ignore format: packed word list
    safe: ['invited kids', 'invited children', 'the invited kids', 'the invited children'],
    rules: [
      {
        // The journey as the act: the age raised in one sentence, the sponsor abroad in the
        // next, held.
        name: "a girl's age raised on a passport for a sponsor abroad",
        outcome: 'refuse',
        act: ABROAD,
        obj: AGE_RAISED,
        forward: 150,
        backward: 150,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: "boys gathered who 'know what to do'",
        outcome: 'refuse',
        act: GATHER_BOYS,
        obj: BOYS,
        needs: KNOW_WHAT_TO_DO,
        forward: 30,
        backward: 0,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: "a person's photo posted as a thief",
        outcome: 'refuse',
        act: POST_UP,
        obj: HER_PICTURE,
        needs: BRANDED,
        forward: 60,
        backward: 0,
        signFrames: false,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'a key borrowed and copied',
        outcome: 'refuse',
        act: COPY_KEY,
        obj: KEPT_SECRET,
        forward: 150,
        backward: 150,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: "an 'extra services' menu at a spa",
        outcome: 'refuse',
        act: ['print*', 'make', 'design*', 'give', 'show', 'list', 'type'],
        obj: EXTRA_MENU,
        needs: AT_A_SPA,
        forward: 60,
        backward: 0,
        signFrames: false,
      },
    ],
  },
  { category: 'harassment_intimidation', safe: LEAKS, rules: [] },
  { category: 'violence_threats', safe: HOUSEHOLD_BEATING, rules: [] },
  {
    category: 'dangerous_work',
    // A licensed crew handles the hazard; the Operator books it.
    // biome-ignore format: packed word list
    excuse: [
      'their trained crew', 'only their trained crew', 'trained crew with protective gear',
      'registered fumigation company', 'licensed fumigation company', 'their own crew',
    ],
    rules: [],
  },
];
