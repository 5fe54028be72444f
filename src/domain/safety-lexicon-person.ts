// Policy lexicon (safety-policy-spec.ts): the words for a particular person and for a child's
// age that several categories share (people, harm, concepts, structure). English, Nigerian
// Pidgin, Yoruba, Hausa and Igbo.
import type { Terms } from './safety-policy-spec.ts';

/** A particular, private person, said so that it cannot be a thing: pronouns, relations, a
 *  title before a name, "a man named". */
// biome-ignore format: packed word list
export const PERSON: Terms = [
  'him', 'her', 'the man', 'the woman', 'this man', 'this woman', 'that man', 'that woman',
  'the guy', 'this guy', 'that guy', 'the lady', 'this lady', 'that lady', 'the girl', 'this girl',
  'the boy', 'this boy', 'my ex', 'my ex-*', 'my wife', 'my husband', 'my girlfriend',
  'my boyfriend', 'my partner', 'my fiance*', 'my sister', 'my brother', 'my cousin',
  'my neighbour*', 'my neighbor*', 'my landlord', 'my tenant*', 'my rival*', 'my colleague*',
  'my boss', 'my debtor*', 'my in-law*', 'his wife', 'her husband', 'his girlfriend',
  'her boyfriend', 'the neighbour*', 'the neighbor*', 'landlord*', 'tenant*', 'rival*', 'debtor*',
  'this person', 'that person', 'a man named', 'a woman named', 'a lady named', 'a man called',
  'a woman called', 'mr', 'mrs', 'chief', 'alhaji', 'alhaja', 'madam', 'nwoke ahụ', 'nwanyị ahụ',
  'mutumin nan', 'matar nan', 'ọkùnrin náà', 'obìnrin náà', 'his daughter', 'her daughter',
  'his son', 'her son', 'his friends', 'her friends', 'his children', 'her children',
  'my daughter*', 'my son', 'my ex*', 'matata', 'mijina', 'matarsa', 'mijinta', 'nwunye m',
  'ìyàwó mi', 'ọkọ mi', 'di m', 'nwanyị m', 'ọkọ rẹ̀', 'ìyàwó rẹ̀',
];

/** Ages of a child, as written after a noun ("girls aged 12", "pikin wey no pass 10"). */
const CHILD_AGE_PHRASES = [
  (n: number) => `aged ${n}`,
  (n: number) => `age ${n}`,
  (n: number) => `${n} years old`,
  (n: number) => `${n} year old`,
  (n: number) => `${n}-year-old`,
  (n: number) => `${n} years`,
  (n: number) => `of ${n} years`,
  (n: number) => `no pass ${n}`,
  (n: number) => `no reach ${n}`,
  (n: number) => `not older than ${n}`,
  (n: number) => `no older than ${n}`,
  (n: number) => `younger than ${n}`,
];
/** The same ages written as words ("a boy of around nine"). */
// biome-ignore format: packed word list
const AGE_WORDS = [
  'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen',
];
const CHILD_AGE_WORDS: Terms = AGE_WORDS.flatMap((w) => [
  `aged ${w}`,
  `of around ${w}`,
  `of about ${w}`,
  `${w} years old`,
  `${w}-year-old`,
]);
export const CHILD_AGES: Terms = [
  ...Array.from({ length: 15 }, (_, i) => i + 3).flatMap((n) =>
    CHILD_AGE_PHRASES.map((phrase) => phrase(n)),
  ),
  ...CHILD_AGE_WORDS,
];
