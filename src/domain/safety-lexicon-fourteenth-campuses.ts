// Fourteenth round, students, schools and campuses (voice-23): harm the rules missed, as classes
// with their twins (docs/safety.md, "Fourteenth round, voice-23"). Exam malpractice is fraud or
// an illegal service here: an exam written as someone else, papers bought before the exam, grades
// changed, an invigilator paid. Appended to POLICY_SPECS; the look-alikes are in
// -campuses-lawful.ts. Terms as speakers write them, tone marks folded.
import { GROUP } from './safety-lexicon-harm.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { CAMPUS_LOOKALIKE_SPECS } from './safety-lexicon-fourteenth-campuses-lawful.ts';

// ── Exam malpractice ────────────────────────────────────────────────────────────────────────

/** Writing an exam in another candidate's place: "go write the UTME for am", "as me". Not "do"
 *  or "take": "do the WAEC registration for my son" is an errand. */
// biome-ignore format: packed word list
const WRITE_EXAM: Terms = ['write', 'go write', 'writ am', 'sit', 'sit for', 'sit in for'];
// biome-ignore format: packed word list
const EXAMS: Terms = [
  'utme', 'post-utme', 'post utme', 'jamb', 'waec', 'neco', 'gce', 'nabteb', 'cbt', 'xam',
  'exam*', 'entrance exam*',
];
// biome-ignore format: packed word list
const IN_PLACE_OF: Terms = [
  'for am', 'for him', 'for her', 'as me', 'as him', 'as her', 'in his place', 'in her place',
  'for my brother', 'for my sister', 'for my son', 'for my daughter', 'for my cousin',
  'for my candidate*', 'for our candidate*', 'carry him slip', 'carry her slip',
  'with his slip', 'with her slip', 'with my details', 'wit my detail*', 'using my details',
];
/** The same in Yoruba, Hausa and Igbo: "bá a kọ ìdánwò", "rubuta masa jarrabawa", "deere ya ule". */
// biome-ignore format: packed word list
const WRITE_EXAM_FOR: Terms = [
  'bá a kọ ìdánwò', 'bá mi kọ ìdánwò', 'kọ ìdánwò ... fún un', 'kọ ìdánwò ... fún mi',
  'rubuta masa jarrabawa*', 'rubuta mata jarrabawa*', 'rubuta min jarrabawa*',
  'zauna masa jarrabawa*', 'zauna mata jarrabawa*', 'deere ya ule', 'deere m ule', 'dere ya ule',
  "dee ule ... n'aha ya", 'dee ule ... maka ya', 'exam mercenar*', 'mercenary ... exam*',
  'mercenary ... jamb', 'mercenary ... waec', 'mercenary ... neco', 'mercenary ... utme',
];

/** Questions or answers got before the paper: "leaked", Yoruba "tí ó jò", Hausa "kafin". */
// biome-ignore format: packed word list
const BUY_PAPERS: Terms = [
  'buy*', 'pay for', 'pay ... for', 'ra', 'rà', 'san owó', 'saya', 'siya', 'sayo', 'siyo',
  'zụta', 'zuta', 'zụrụ',
];
// biome-ignore format: packed word list
const LEAKED_PAPERS: Terms = [
  'questions before the exam', 'questions before the paper', 'answers before the exam',
  'answers before the paper', 'questions wey go come out',
  'questions wey dem go set', "tomorrow's paper", "tomorrow's questions", 'questions for tomorrow',
  'ìbéèrè ... tí ó jò', 'ìdánwò tí ó jò', 'tí ó ti jò', 'ìbéèrè ... ṣáájú ìdánwò',
  'tambayoyin jarrabawa ... kafin', 'tambayoyi ... kafin jarrabawa', 'amsoshi ... kafin jarrabawa',
  'tambayoyin da suka fita', 'ajụjụ ule ... tupu', 'ajụjụ ... tupu ule', 'azịza ... tupu ule',
];

/** A grade changed by hand or for money: "edit the grade from D7 to B3", "adjusted from F to C". */
// biome-ignore format: packed word list
const CHANGE: Terms = [
  'edit*', 'change*', 'alter*', 'adjust*', 'upgrade*', 'tweak*', 'doctor*', 'yí ... padà', 'canza',
  'gbanwe',
];
// biome-ignore format: packed word list
const GRADE: Terms = ['grade', 'grades', 'score', 'scores', 'result', 'results', 'mark', 'marks'];
const WAEC_GRADES = ['a1', 'b2', 'b3', 'c4', 'c5', 'c6', 'd7', 'e8', 'f9'];
// biome-ignore format: packed word list
const ILLICIT_MEANS: Terms = [
  ...WAEC_GRADES.flatMap((g) => [`from ${g}`, `to ${g}`]),
  'from f to', 'from e to', 'from d to', 'from an f', 'from a fail', 'envelope', 'cyber*',
  // Not a bare "stamp": "change the grade book cover and buy a new stamp".
  'with the stamp', 'and stamp it', 'result paper', 'photoshop*', 'discreet*', 'before senate',
  'before the senate', 'print it on', 'print am on',
];
/** The grade named first, then changed: "so my grade is adjusted from F to C". */
const GRADE_CHANGED: Terms = ['grade', 'score', 'result', 'mark'].flatMap((g) =>
  ['adjusted', 'changed', 'upgraded', 'increased', 'raised', 'altered'].flatMap((done) => [
    `${g} is ${done}`,
    `${g} be ${done}`,
    `${g} ${done}`,
  ]),
);
// biome-ignore format: packed word list
const UPGRADED: Terms = [
  'result upgrade*', 'grade upgrade*', 'upgrade my result*', 'upgrade my grade*',
  'upgrade his result*', 'upgrade her result*', 'buy marks', 'buy* ... marks', 'sell* ... marks',
  'pay* for marks', 'marks for sale', 'sort my grade*', 'sort my result*', 'sort my score*',
  'fake admission*',
];

/** An exam official paid to let cheating happen. */
// biome-ignore format: packed word list
const EXAM_OFFICIAL: Terms = [
  'invigilator*', 'supervisor*', 'examiner*', 'exam officer*', 'exams officer*',
  'mai kula da jarrabawa', 'onye nlekọta ule', 'alábòójútó ìdánwò',
];
// biome-ignore format: packed word list
const CHEATING_LET: Terms = [
  'looks away', 'look away', 'turn* a blind eye', 'blind eye', 'with the answers',
  'answers into the hall', 'bring in answers', 'special support', 'help our candidates',
  'help my candidates', 'let* ... copy', 'allow* ... to copy', 'allow* ... phones',
  'lets our people', 'let our people', 'miracle centre', 'miracle center',
];
// biome-ignore format: packed word list
const MONEY: Terms = [
  '#', '# k', 'money', 'cash', 'envelope', 'pay*', 'settle*', 'sort*', 'owó', 'kudi', 'ego',
];

/** Goods bought with no questions asked: the seller's "pick" is a theft. */
// biome-ignore format: packed word list
const BUY_GOODS: Terms = [
  'buy*', 'pay them', 'pay dem', 'pay am', 'pay him', 'pay for', 'ra', 'saya', 'sayo', 'zụta',
];
// biome-ignore format: packed word list
const UNASKED: Terms = [
  'no ask question*', 'no ask any question*', "don't ask question*", 'do not ask question*',
  "don't ask where", 'do not ask where', 'no ask where', 'no ask how dem', "don't ask how they",
  'no questions', 'kar ka tambaya', 'kada ka tambaya', 'ajụla ajụjụ', 'má ṣe béèrè',
];

// ── People on campus ────────────────────────────────────────────────────────────────────────

/** Which room or house a person stays in, found without her knowing. */
// biome-ignore format: packed word list
const FIND: Terms = [
  // Not "get", "know" or "check": common words cost a tag each in every brief.
  'find*', 'find out', 'locate', 'confirm', 'wá', 'wádìí', 'nemo', 'gano',
  'chọpụta', 'chọta',
];
// biome-ignore format: packed word list
const WHICH_ROOM: Terms = [
  'which room', 'her room number', 'his room number', 'which hostel', 'which block', 'which house',
  'where she dey stay', 'where he dey stay', 'where she dey sleep', 'where he dey sleep',
  'which flat', 'yàrá wo', 'yàrá tí ... ń gbé', 'ɗakin da take', 'dakin da take', 'ɗakin da yake',
  'ime ụlọ ole', 'ụlọ ọ na-ebi', 'ebe ọ na-ebi',
];
// biome-ignore format: packed word list
const UNKNOWN_TO_THEM: Terms = [
  'no let am know', 'no let her know', 'no let him know', 'make she no know', 'make e no know',
  'without her knowing', 'without him knowing', "don't let her know", 'do not let her know',
  "don't let him know", 'do not let him know', 'she must not know', 'he must not know',
  'she should not know', 'secretly', 'quietly', 'unnoticed', 'má jẹ́ kí ó mọ̀', 'láìjẹ́ kí ó mọ̀',
  'kada ta sani', 'kada ya sani', 'ka ọ ghara ịma', "n'amaghị ya",
];

/** A person's comings and goings, day after day (written down or not: the watching is the harm). */
// biome-ignore format: packed word list
const COMINGS_GOINGS: Terms = [
  'what time her mother', 'what time his mother', 'what time her father', 'what time his father',
  'what time she leaves', 'what time he leaves', 'what time she arrives', 'what time he arrives',
  'what time she comes', 'what time he comes', 'drops her', 'drops him', 'picks her up',
  'picks him up', 'where they go after', 'where she goes', 'where he goes', 'where she go after',
  'where he go after', 'who she goes with', 'who he goes with',
];
// biome-ignore format: packed word list
const DAY_AFTER_DAY: Terms = [
  'each day', 'every day', 'everyday', 'daily', 'each morning', 'every morning', 'every evening',
  'for 2 weeks', 'for two weeks', 'for a week', 'for one week', 'for # weeks', 'for # days',
];

/** In over the ceiling or the roof, or while the porter or guard is away. */
// biome-ignore format: packed word list
const GO_IN: Terms = [
  'go in', 'enter*', 'get in', 'walk in', 'climb in', 'slip in', 'sneak in', 'go inside',
  'go up to', 'wọlé', 'shiga', 'banye',
];
// biome-ignore format: packed word list
const OVERHEAD_WAY: Terms = [
  'through the ceiling', 'via the ceiling', 'from the ceiling', 'through the roof',
  'through the pop', 'through the air vent', 'through the vent*', 'through the louvre*',
  'through the skylight',
];
const WATCHERS = ['porter', 'guard', 'security', 'security man', 'gateman', 'watchman', 'warden'];
// biome-ignore format: packed word list
const AWAY = [
  'goes for prayer*', 'goes to pray', 'go pray', 'dey pray', 'is praying', 'goes to the mosque',
  'goes for lunch', 'goes to eat', 'steps out', 'leaves the desk', 'is not looking', 'is away',
  'turns her back', 'turns his back',
];
const WATCHER_AWAY: Terms = WATCHERS.flatMap((who) => AWAY.map((state) => `${who} ${state}`));

/** Claiming to be from an exam body or a school's office, to collect money. */
// biome-ignore format: packed word list
const CLAIM_FROM: Terms = [
  'you work for', 'you dey work for', 'you work with', 'you are from', 'you come from',
  'you be from', 'you dey from', 'pé o wá láti', 'pé o ti wá láti', 'pé òṣìṣẹ́', 'ka ce daga ofishin',
  'ka ce kai daga ofishin', "gwa ha na ị si", "gwa ha na ị na-arụ",
];
// biome-ignore format: packed word list
const SCHOOL_OFFICES: Terms = [
  'admission*', 'admissions office', 'registry', 'bursary', 'exam* office', 'exams and records',
  'waec', 'jamb', 'neco', 'nabteb', 'ministry of education', 'subeb', 'ubec', 'ọ́fíìsì',
  'ofishin', 'ọfịs',
];
// biome-ignore format: packed word list
const COLLECT_MONEY: Terms = [
  'collect*', 'deposit*', 'fee*', 'charge*', 'gba', 'karɓi', 'karbi', 'nara', 'money',
];

/** Standing in for a named person at a meeting: "go as Mr. Obi", then signing for him. */
const HONORIFICS = ['mr', 'mrs', 'dr', 'chief', 'alhaji', 'alhaja', 'prof', 'engr', 'barrister'];
// biome-ignore format: packed word list
const GO_AS: Terms = [
  ...HONORIFICS.flatMap((t) => [`go as ${t}`, `attend* ... as ${t}`, `come as ${t}`]),
  'sign* ... in his name', 'sign* ... in her name',
];

/** Companions for guests or a man for the night (whoever finds them: the verbs are common words
 *  that would cost a tag each in every brief). */
// biome-ignore format: packed word list
const COMPANIONS: Terms = ['escort', 'escorts', 'companion*', 'babes', 'runs girl*'];
// biome-ignore format: packed word list
const FOR_A_MAN_OVERNIGHT: Terms = [
  // A man or guests, not "a companion for my grandmother … overnight" (a carer).
  'stay with am', 'stay with him', 'guest house room*', 'hotel room*', 'his room', 'their rooms',
  'for vip*', 'for the guests', 'for our guests', 'for the lecturer', 'for the professor',
  'for dr', 'for my oga', 'for the oga',
];

/** A pupil taken from school with her parents kept out of it. */
// biome-ignore format: packed word list
const SCHOOL_CHILD: Terms = [
  'pupil', 'pupils', 'the child', 'the girl', 'the boy', 'primary #', 'nursery #', 'from school',
  'from the school', 'jss#',
];
// biome-ignore format: packed word list
const PARENTS_KEPT_OUT: Terms = [
  ...['call', 'tell', 'inform'].flatMap((verb) => [
    `don't ${verb} her parents`, `don't ${verb} his parents`, `do not ${verb} her parents`,
    `do not ${verb} his parents`, `no ${verb} her mama`, `no ${verb} her papa`,
    `no ${verb} im mama`,
  ]),
  'without her parents knowing', 'without his parents knowing', 'parents must not know',
  'her mother must not know', 'you are her uncle', 'you are his uncle', 'you are her aunt*',
  'you are his aunt*', 'say you be her uncle', 'say you be im uncle', 'kada ka kira iyayenta',
  'kada ka gaya wa iyayenta', 'akpọla ndị mụrụ ya',
];

/** A teacher told the one who collects a child is her kin. */
// biome-ignore format: packed word list
const TELL_SCHOOL: Terms = [
  'tell the teacher you are', 'tell her teacher you are', 'tell his teacher you are',
  'tell the school you are', 'tell the headmistress you are', 'tell the headmaster you are',
  'tell the matron you are',
];
// biome-ignore format: packed word list
const HER_KIN: Terms = [
  'her uncle', 'his uncle', 'her aunt', 'his aunt', 'her auntie', 'his auntie', 'her brother',
  'his brother', 'her cousin', 'his cousin', 'her father', 'his father', 'her guardian',
  'his guardian', 'her dad', 'his dad', 'im uncle', 'im papa',
];

/** Children of primary age, then long hours of hard work (the next sentence too). */
const CHILD_YEARS: Terms = Array.from({ length: 10 }, (_, i) => i + 5).flatMap((n) => [
  `${n} years old`,
  `${n}-year-old`,
  `${n} year old`,
  `aged ${n}`,
]);
// biome-ignore format: packed word list
const PRIMARY_AGE: Terms = [
  ...CHILD_YEARS, 'still in primary school', 'primary school age', 'still in primary',
];
// biome-ignore format: packed word list
const HARD_WORK: Terms = [
  // Not "hours a day": a holiday class for pupils aged 8, three hours a day.
  'carry blocks', 'carry* ... blocks', 'mould* blocks', 'carry loads', 'carry cement', 'mix* cement', 'carry sand',
];

/** A religious or ethnic group refused rooms or service, or called a danger. */
// biome-ignore format: packed word list
const DENY: Terms = [
  'not to allocate', 'do not allocate', "don't allocate", 'no allocate', 'not allocate',
  'refuse* to allocate', 'not to admit', 'do not admit', "don't admit", 'not to serve',
  'do not serve', 'refuse* to serve', 'refuse* service to', 'not to give rooms',
  'do not give rooms', 'move those already', 'remove those already', 'kada a ba', 'ẹ má fún',
  'enyela',
];
// biome-ignore format: packed word list
const CALLED_DANGER: Terms = [
  'as they are a danger', 'they are a danger', 'because they are dangerous', 'they are dangerous',
  'dem dey dangerous', 'they are a threat',
];

// ── Hazards ─────────────────────────────────────────────────────────────────────────────────

/** Fuel poured into an engine that is running. */
// biome-ignore format: packed word list
const REFUEL: Terms = [
  'top up', 'top* up', 'refuel*', 'pour* ... diesel', 'pour* ... petrol', 'pour* ... fuel',
  'add diesel', 'add petrol', 'add fuel', 'fill up', 'fill the tank', 'put diesel', 'put fuel',
];
// biome-ignore format: packed word list
const RUNNING: Terms = [
  "while it's running", 'while it is running', 'while it runs', 'while e dey run',
  'while e still dey on', 'when e still dey on', 'while the engine is running',
  'while the generator is running', 'without switching it off', 'without turning it off',
  'no off am', 'while it is hot',
];

/** A chemical spill mopped up (the spill may be in the sentence before). */
// biome-ignore format: packed word list
const MOP_UP: Terms = [
  'mop it up', 'mop up', 'mop the spill', 'mop the acid', 'clean it up', 'wipe it up', 'scoop it up', 'clear it up',
  'pack it up', 'bag the broken', 'clear the spill', 'clean the spill', 'clean up the spill',
];
// biome-ignore format: packed word list
const SPILLED: Terms = [
  'acid', 'sulphuric', 'sulfuric', 'nitric', 'hydrochloric', 'caustic soda', 'chemical spill*',
  'spilled chemical*', 'spilt chemical*', 'mercury', 'formalin',
];

export const FOURTEENTH_CAMPUSES_SPECS: readonly CategorySpec[] = [
  ...CAMPUS_LOOKALIKE_SPECS,
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: "an exam written in another candidate's place",
        outcome: 'refuse',
        act: WRITE_EXAM,
        obj: EXAMS,
        needs: IN_PLACE_OF,
        // Close: "write a letter to WAEC for her" is an errand.
        forward: 16,
      },
      {
        name: 'an exam written for another, in three languages, or by a hired writer',
        outcome: 'refuse',
        alone: WRITE_EXAM_FOR,
      },
      {
        name: 'claiming to be from an exam body or school office to collect money',
        outcome: 'refuse',
        act: CLAIM_FROM,
        obj: SCHOOL_OFFICES,
        needs: COLLECT_MONEY,
        forward: 24,
        // The office after the claim only (Hausa with its office: "ofishin JAMB, ka ce daga
        // makarantarmu" is from our school).
        backward: 0,
      },
      { name: 'standing in for a named person', outcome: 'refuse', alone: GO_AS },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'exam papers bought before the exam',
        outcome: 'refuse',
        act: BUY_PAPERS,
        obj: LEAKED_PAPERS,
        forward: 80,
        backward: 60,
      },
      {
        name: 'a grade changed by hand or for money',
        outcome: 'refuse',
        act: CHANGE,
        obj: GRADE,
        needs: ILLICIT_MEANS,
        forward: 40,
        // Not the grade first: "print my result, and change the paper" at a cyber cafe.
        backward: 0,
      },
      {
        name: 'a grade named, then changed by hand or for money',
        outcome: 'refuse',
        act: GRADE_CHANGED,
        obj: ILLICIT_MEANS,
        forward: 40,
        backward: 120,
      },
      { name: 'a result upgraded or marks bought', outcome: 'refuse', alone: UPGRADED },
      {
        name: 'an exam official paid to let cheating happen',
        outcome: 'refuse',
        act: EXAM_OFFICIAL,
        obj: CHEATING_LET,
        needs: MONEY,
        forward: 120,
        backward: 60,
      },
      {
        name: 'goods bought with no questions asked',
        outcome: 'refuse',
        act: BUY_GOODS,
        obj: UNASKED,
        forward: 60,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'which room a person stays in, found without her knowing',
        outcome: 'refuse',
        act: FIND,
        obj: WHICH_ROOM,
        needs: UNKNOWN_TO_THEM,
        forward: 40,
      },
      {
        name: "a person's comings and goings, day after day",
        outcome: 'refuse',
        act: COMINGS_GOINGS,
        obj: DAY_AFTER_DAY,
        forward: 80,
        backward: 60,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        // One rule for both ways in: the entering verbs are common, one tag each.
        name: 'in through the ceiling or roof, or while the porter or guard is away',
        outcome: 'refuse',
        act: GO_IN,
        obj: [...OVERHEAD_WAY, ...WATCHER_AWAY],
        forward: 120,
        backward: 120,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'companions for guests or a man for the night',
        outcome: 'refuse',
        act: COMPANIONS,
        obj: FOR_A_MAN_OVERNIGHT,
        forward: 80,
        backward: 40,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'a pupil taken from school with her parents kept out',
        outcome: 'refuse',
        act: SCHOOL_CHILD,
        obj: PARENTS_KEPT_OUT,
        forward: 120,
        backward: 60,
      },
      {
        name: 'a school told that the one who collects a child is her kin',
        outcome: 'refuse',
        act: TELL_SCHOOL,
        obj: HER_KIN,
        forward: 4,
      },
      {
        name: 'children of primary age set to long hard work',
        outcome: 'refuse',
        act: HARD_WORK,
        obj: PRIMARY_AGE,
        forward: 120,
        backward: 120,
        nextSentenceHolds: true,
      },
    ],
    // "you are her uncle's driver": sent by the kin, not claiming to be.
    safe: HER_KIN.map((kin) => `${kin}'s`),
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a group refused rooms or service',
        outcome: 'refuse',
        act: DENY,
        obj: GROUP,
        forward: 30,
      },
      {
        name: 'a group called a danger',
        outcome: 'refuse',
        act: GROUP,
        obj: CALLED_DANGER,
        forward: 60,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'fuel poured into a running engine',
        outcome: 'hold',
        act: REFUEL,
        obj: RUNNING,
        forward: 80,
      },
      {
        name: 'a chemical spill mopped up',
        outcome: 'hold',
        act: MOP_UP,
        obj: SPILLED,
        forward: 80,
        backward: 120,
        nextSentenceHolds: true,
      },
    ],
  },
];
