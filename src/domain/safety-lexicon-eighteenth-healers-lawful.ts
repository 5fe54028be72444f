// Eighteenth round, herbalists, patent-medicine stores, healers and prayer houses (voice-47):
// lawful errands the rules refused or held, as classes (docs/safety.md, "Eighteenth round,
// voice-47"): the Igbo people named in Igbo, towns whose names begin with "Igbo", paying
// "against a receipt", a child's illness or medicine, the asking done by someone else, and a
// mountain that is not "mount". Spread into EIGHTEENTH_HEALERS_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** The Igbo people named in Igbo ("Ndị Igbo", "Ndigbo"): "ndị" marks people, never the weed. Not
 *  Yoruba "àwọn igbo": "àwọn" is any plural, "those igbo" too. */
// biome-ignore format: packed word list
const IGBO_PEOPLE_IN_IGBO: Terms = [
  'ndị igbo', 'ndigbo', "nd'igbo", 'ụmụ igbo', 'ala igbo', 'ọdịnala igbo', 'omenala igbo',
  'kabilar igbo', "'yan kabilar igbo", 'mutanen igbo',
];

/** Towns and districts named Igbo-something (Igbobi, Igbogbo, Igbo-Ora, Igbo-Efon): a place, not
 *  the people nor the weed. One word ("igbobi") is read by the group term "igbo*"; two
 *  ("igbo efon") by "igbo" too. */
// biome-ignore format: packed word list
const IGBO_PLACES_JOINED: Terms = [
  'igbobi', 'igbogbo', 'igboho', 'igbokoda', 'igboora', 'igboukwu', 'igboland',
];
// biome-ignore format: packed word list
const IGBO_PLACES_SPLIT: Terms = [
  'igbo ora', 'igbo efon', 'igbo elerin', 'igbo olomu', 'igbo ukwu', 'igbo etiti', 'igbo eze',
];

/** Paying or handing over "against" a document: a term of payment, not hostility against a
 *  group. "Against the Igbo traders" still reads: these overlap only their own "against". */
// biome-ignore format: packed word list
const AGAINST_A_DOCUMENT: Terms = [
  'against a receipt', 'against receipt', 'against the receipt', 'against receipts',
  'against an invoice', 'against invoice', 'against the invoice', 'against a waybill',
  'against the waybill', 'against delivery', 'against a signature', 'against signature',
  'against a prescription', 'against the prescription', 'against a signed',
];

/** A child's illness, medicine or dose: the child is whom the medicine is for, not whom the
 *  Operator asks or meets. Not the child's age or name: those are asked of the child too. */
const CHILD_OWNERS = ["child's", "baby's"];
// biome-ignore format: packed word list
const AILMENTS = [
  'cough', 'fever', 'temperature', 'dose', 'prescription', 'medicine', 'malaria', 'diarrhoea',
  'rash', 'catarrh', 'teething', 'syrup', 'symptoms', 'illness', 'treatment', 'vaccination*',
  'immunisation*',
];
const CHILD_AILMENT: Terms = [
  ...CHILD_OWNERS.flatMap((who) => AILMENTS.map((what) => `${who} ${what}`)),
  'pikin cough',
  'pikin medicine',
  'pikin fever',
  'pikin running stomach',
  'pikin malaria',
];

/** The asking done by someone else: the writer asked ("my neighbour ask me"), or the attendant
 *  ("whether they ask …"). "Ask" here is not the Operator asking a child. */
// biome-ignore format: packed word list
const ASKED_BY_ANOTHER: Terms = [
  'ask me', 'asked me', 'asks me', 'ask us', 'asked us', 'asks us', 'don ask me', 'bin ask me',
  'they ask', 'they asked', 'he asks', 'she asks', 'dem ask', 'if they ask', 'whether they ask',
];

/** A mountain ("Mountain of Fire", "Mountain Top"): the act "mount*" (fix a mast up) reads it. */
// biome-ignore format: packed word list
const MOUNTAIN: Terms = ['mountain', 'mountains', 'mountaintop', 'mountainside'];

export const HEALERS_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [],
    safe: [...IGBO_PEOPLE_IN_IGBO, ...IGBO_PLACES_SPLIT],
  },
  {
    category: 'hate_incitement',
    rules: [],
    safe: [...IGBO_PLACES_JOINED, ...IGBO_PLACES_SPLIT, ...AGAINST_A_DOCUMENT],
  },
  { category: 'minors_exploitation', rules: [], safe: [...CHILD_AILMENT, ...ASKED_BY_ANOTHER] },
  { category: 'dangerous_work', rules: [], safe: MOUNTAIN },
];
