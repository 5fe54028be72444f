// Fourteenth round, campuses (voice-23): lawful school and student errands the rules refused, as
// classes (docs/safety.md, "Fourteenth round, voice-23"): a safety talk named for a crime, a toy
// gun for a school play in Yoruba, Hausa and Igbo, Igbo the school subject and Igbo attire, a scam
// call received, a payment agreed and collected at a counter, an exam's errands (registration,
// timetable) and a named person's driver or representative. Spread into FOURTEENTH_CAMPUSES_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A talk, lecture or briefing whose subject is a crime: the words are its title. No gap after
 *  "on": "after the talk on road safety, kidnap …" must not read as a talk on kidnapping. */
const TALKS = [
  'talk',
  'talks',
  'lecture',
  'seminar',
  'workshop',
  'session',
  'briefing',
  'training',
];
// biome-ignore format: packed word list
const TALKED_CRIMES = [
  'kidnapping', 'kidnappings', 'kidnap', 'robbery', 'armed robbery', 'cultism', 'cult violence',
  'violence', 'assault', 'rape', 'one chance', 'ritual killing*',
];
const TALK_ON_CRIME: Terms = TALKS.flatMap((talk) =>
  TALKED_CRIMES.flatMap((crime) => [`${talk} on ${crime}`, `${talk} about ${crime}`]),
);

/** A toy or prop gun for a play: Yoruba "ìbọn ìṣeré", Hausa "bindigar wasa", Igbo "egbe egwuregwu". */
// biome-ignore format: packed word list
const PROP_GUNS: Terms = [
  'ìbọn ìṣeré', 'ìbọn onípílásítíkì', 'ìbọn ike', 'bindigar wasa', 'bindigar roba',
  'bindigar filastik', 'egbe egwuregwu', 'egbe plastik', 'egbe ụmụaka', 'plastic gun*',
  'plastic pistol*', 'prop gun*', 'stage gun*',
];

/** Igbo the school subject in an Igbo list ("Basic Science na Igbo") and Igbo attire. */
// biome-ignore format: packed word list
const IGBO_LAWFUL: Terms = [
  'na igbo', 'igbo studies', 'igbo literature', 'igbo isi agu', 'isi agu', 'igbo top*', 'igbo cap*',
  'igbo outfit*', 'igbo costume*', 'igbo traditional', 'igbo wrapper*', 'igbo bead*',
  'igbo coral*', 'igbo red cap*', 'igbo regalia', 'igbo chieftaincy',
];

/** Exam errands: registration, forms, results, timetables, past questions. */
const EXAM_NAMES = ['utme', 'jamb', 'waec', 'neco', 'gce', 'nabteb', 'cbt', 'exam', 'exams'];
// biome-ignore format: packed word list
const EXAM_ERRANDS = [
  'registration', 'form', 'forms', 'result', 'results', 'timetable', 'date', 'dates',
  'past question*', 'fee', 'fees', 'slip', 'number', 'centre', 'center', 'pin', 'scratch card*',
];
const EXAM_ERRAND: Terms = EXAM_NAMES.flatMap((e) => EXAM_ERRANDS.map((what) => `${e} ${what}`));

/** Going as a named person's driver or representative, not as the person. */
const HONORIFICS = ['mr', 'mrs', 'dr', 'chief', 'alhaji', 'alhaja', 'prof', 'engr', 'barrister'];
// biome-ignore format: packed word list
const ROLES = [
  'representative', 'rep', 'driver', 'assistant', 'guest*', 'messenger', 'delegate',
  // "attend the lecture as Dr. Ade asked": his wish, not his person.
  'asked', 'said', 'instructed', 'requested', 'directed', 'advised', 'wants', 'told',
];
const AS_HIS_MAN: Terms = HONORIFICS.flatMap((t) => ROLES.map((role) => `as ${t} ... ${role}`));
/** He signs in his own name; a letter is written to an exam body, not the exam. */
// biome-ignore format: packed word list
const OWN_ACTS: Terms = [
  'he will sign', 'she will sign', 'he signs', 'she signs', 'he should sign', 'she should sign',
  'let him sign', 'let her sign', 'write to', 'write a letter', 'write a complaint',
  'write an appeal', 'write a petition', 'write an application', 'write an email', 'write down',
  'write out',
];

/** A scam call or message received, told as a report ("anybody don receive OTP scam call?"). */
// biome-ignore format: packed word list
const SCAM_RECEIVED: Terms = [
  'receive* ... scam', 'don receive ... scam', 'get scam call*', 'got ... scam call*',
  'had ... scam call*', 'gotten ... scam',
];

/** A payment the business agreed to, collected at its counter. */
// biome-ignore format: packed word list
const AGREED_PAYMENT: Terms = [
  'agreed to pay', 'agree to pay', 'dem agree to pay', 'they agreed to pay', 'gree pay',
  'as agreed', 'their counter', 'sign their book', 'sign their receipt book',
];

export const CAMPUS_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'violence_threats', rules: [], safe: TALK_ON_CRIME },
  {
    // "do not allocate rooms by tribe": the rule against shutting a group out, not the act.
    category: 'hate_incitement',
    rules: [],
    safe: ['by tribe', 'by religion', 'by ethnicity', 'based on tribe', 'based on religion'],
  },
  {
    category: 'sexual_services',
    rules: [],
    safe: ['companion ticket*', 'companion pass*', 'companion card*', 'travel companion*'],
  },
  {
    category: 'illegal_goods_services',
    rules: [],
    safe: [...PROP_GUNS, ...IGBO_LAWFUL, 'past question*', 'grade book*', 'gradebook*'],
  },
  {
    category: 'impersonation_fraud',
    rules: [],
    safe: [...EXAM_ERRAND, ...AS_HIS_MAN, ...SCAM_RECEIVED, ...OWN_ACTS],
  },
  {
    // A category's text-wide excuse: a demand with threats is refused and only lowered to a hold.
    category: 'harassment_intimidation',
    rules: [],
    excuse: AGREED_PAYMENT,
    excuseScope: 'text',
  },
];
