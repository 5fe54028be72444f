// Fifteenth round, older rules (docs/safety.md, "Fifteenth round, older rules: older-lawful"):
// lawful errands that rules of earlier rounds refused or held, fixed as classes: "no threat to
// anyone", a person asked to sign their own name, what he will do when he returns, a
// "stripper-free" booking, things carried for the children, a trader's goods moved to a new
// stall, a carer for the night, a teacher present.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** "A threat to nobody", "no danger to anyone": the word said to deny a threat. */
// biome-ignore format: packed word list
const THREAT_TO_NOBODY: Terms = [
  'threat to nobody', 'threat to no one', 'threat to no-one', 'threats to nobody',
  'no threat to anyone', 'no threat to anybody', 'not a threat to anyone', 'danger to nobody',
];

/** The one asked signs their own name ("ask the customer to sign his name"); not "you sign his
 *  name", which stays the impersonation it names. */
// biome-ignore format: packed word list
const OWN_SIGNATURE: Terms = ['ask*', 'tell*', 'remind*', 'get', 'beg'].flatMap((verb) => [
  `${verb} ... to sign his name`, `${verb} ... to sign her name`,
  `${verb} ... to sign his own name`, `${verb} ... to sign her own name`,
]).concat(['sign his own name', 'sign her own name']);

/** What a person will do himself when he is back ("he will sign when he returns"), not a watch
 *  on his comings and goings ("tell me when he returns"). */
// biome-ignore format: packed word list
const HE_WILL_WHEN_BACK: Terms = [
  'he will ... when he returns', 'she will ... when she returns', 'he will ... when he comes back',
  'she will ... when she comes back', 'he can ... when he returns', 'she can ... when she returns',
  'he should ... when he returns', 'she should ... when she returns',
];

/** A booking that rules the act out: "stripper-free", "no strippers". */
// biome-ignore format: packed word list
const RULED_OUT: Terms = [
  'stripper-free', 'stripper free', 'strippers-free', 'no strippers', 'without strippers',
  'without any strippers', 'no stripper', 'no strip club*',
];

/** Things carried to or for the children, and the children's own papers: the thing is the object
 *  of "bring", not the children. Whole words, no `*`: a walk may join "for m…" into "form…"
 *  ("hire kids for my farm"). */
// biome-ignore format: packed word list
const THINGS = [
  'gift', 'gifts', 'present', 'presents', 'food', 'lunch', 'lunches', 'book', 'books', 'forms',
  'report card', 'report cards', 'result', 'results', 'uniform', 'uniforms', 'drinks', 'cake',
  'cakes', 'prize', 'prizes', 'certificate', 'certificates', 'letter', 'letters',
];
// biome-ignore format: packed word list
const CHILDRENS_THINGS: Terms = ['children', 'kids', 'pupils'].flatMap((who) =>
  THINGS.flatMap((t) => [`${t} for the ${who}`, `${t} to the ${who}`, `${who}'s ${t}`]),
);

/** A trader's goods moved for them to a new place, not thrown out ("carry all his goods out"). */
// biome-ignore format: packed word list
const GOODS_MOVED: Terms = ['his', 'her', 'im'].flatMap((who) => [
  `carry all ${who} goods to the new`, `carry all ${who} goods to ${who} new`,
  `carry all ${who} goods into the new`, `carry all ${who} goods go the new`,
  `carry all ${who} goods go ${who} new`,
]);

/** A carer to sit up the night with an old or sick relative: care, not company for a guest. Said
 *  with the carer, so "a young girl to stay the night with my grandfather" is still refused. */
// biome-ignore format: packed word list
const CARED_FOR = [
  'my grandmother', 'my grandfather', 'my grandma', 'my grandpa', 'the patient', 'my sick mother',
  'my sick father', 'my aged mother', 'my aged father', 'my elderly mother', 'my elderly father',
  'my old mother', 'my old father',
];
// biome-ignore format: packed word list
const NIGHT_CARE: Terms = ['companion', 'caregiver', 'carer', 'nurse', 'nurse aide', 'attendant',
  'someone', 'somebody', 'relative'].flatMap((carer) =>
  ['stay the night with', 'spend the night with', 'sleep over with'].flatMap((stay) =>
    CARED_FOR.map((who) => `${carer} to ${stay} ${who}`),
  ),
);

/** Children taken to an event with their teacher or coach: a guardian present, so a refusal of
 *  the minors rules becomes a hold for staff (the teacher's word is not checked). */
// biome-ignore format: packed word list
const TEACHER_PRESENT: Terms = [
  'with their teacher*', 'with their class teacher*', 'with their coach*', 'with the teacher*',
  'accompanied by ... teacher*', 'their teacher* will ... with them', 'with their headteacher',
];

/** An owner's lock whose key is lost, or a lock cut by a bailiff under a court order: a break-in
 *  refused becomes a hold for staff, a hold passes. Anyone can claim either, so never more. */
// biome-ignore format: packed word list
const LOCK_EXCUSED: Terms = [
  'key is lost', 'key got lost', 'key has been lost', 'keys are lost', 'lost the key*',
  'lost our key*', 'lost my key*', 'lost its key*', 'key is missing', 'key* don lost',
  'key don miss', 'makullin ya ɓace', 'makullin ya bata', 'kọ́kọ́rọ́ ti sọnù', 'court order',
  'order of court', 'court bailiff*', 'the bailiff*',
];

export const FIFTEENTH_OLDER_LAWFUL_SPECS: readonly CategorySpec[] = [
  { category: 'harassment_intimidation', rules: [], safe: [...THREAT_TO_NOBODY, ...GOODS_MOVED] },
  { category: 'impersonation_fraud', rules: [], safe: OWN_SIGNATURE },
  { category: 'surveillance_stalking', rules: [], safe: HE_WILL_WHEN_BACK },
  {
    category: 'sexual_services',
    rules: [],
    safe: [...RULED_OUT, ...NIGHT_CARE],
  },
  { category: 'trespass_break_in', rules: [], excuse: LOCK_EXCUSED },
  { category: 'minors_exploitation', rules: [], safe: CHILDRENS_THINGS, excuse: TEACHER_PRESENT },
];
