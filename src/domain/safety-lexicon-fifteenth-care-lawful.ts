// Fifteenth round, children, youth and care work (voice-31): lawful errands the rules refused, as
// classes (docs/safety.md, "Fifteenth round, voice-31"): a minor's papers applied for or asked
// about, a Hausa children's place or service and its notice board photographed. Spread into
// FIFTEENTH_CARE_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** The papers of a minor, applied for or asked about at an office: the minor is the holder, not
 *  a person met ("ask the minor to meet you" still pairs). */
const MINOR_PAPERS = ['passport*', 'visa*', 'birth certificate*', 'consent form*', 'nin*'];
// biome-ignore format: packed word list
const FOR_A_MINOR: Terms = [
  ...MINOR_PAPERS.flatMap((paper) => [
    `${paper} for a minor`, `${paper} for minors`, `${paper} for the minor`, `minor's ${paper}`,
    `minors' ${paper}`,
  ]),
  'application for a minor', 'applications for minors', 'application* for the minor',
  'on behalf of a minor', 'on behalf of the minor',
];

/** Hausa "… ta yara / na yara" named for children (a Sunday school, a ward, clothes), as the
 *  English "children's …" safe phrases are (safety-lexicon-minors.ts); and a notice board, a
 *  timetable or a poster photographed, not the children. */
// biome-ignore format: packed word list
const HAUSA_CHILDREN_THINGS: Terms = [
  'makarantar lahadi ta yara', 'makarantar lahadi na yara', 'asibitin yara', 'sashen yara',
  'tufafin yara', 'kayan yara', 'littattafan yara', 'littafan yara', 'magungunan yara',
  'dauki hoton allo*', 'dauki hoton jadawali*', 'dauki hoton sanarwa', 'dauki hoton takarda*',
  'dauki hoton fosta*',
  // A thing of a baby's, paid for: "a baby boy's naming cake", "the newborn's card".
  "baby boy's", "baby girl's", "newborn's", "newborns'", "new born's",
];

/** A relative's wish, not a relative posed as: "pick him up as his father asked". */
const RELATIVES = ['aunt', 'mother', 'mum', 'father', 'dad', 'uncle', 'guardian'];
const AS_RELATIVE_ASKED: Terms = RELATIVES.flatMap((who) =>
  ['asked', 'said', 'arranged', 'instructed', 'wrote'].flatMap((verb) => [
    `as her ${who} ${verb}`,
    `as his ${who} ${verb}`,
  ]),
);

export const CARE_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'minors_exploitation', rules: [], safe: [...FOR_A_MINOR, ...HAUSA_CHILDREN_THINGS] },
  { category: 'impersonation_fraud', rules: [], safe: AS_RELATIVE_ASKED },
];
