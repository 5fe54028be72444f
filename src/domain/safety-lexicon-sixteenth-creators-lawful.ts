// Sixteenth round, photographers, videographers and content creators (voice-35): lawful errands
// the rules refused, as classes (docs/safety.md, "Sixteenth round, voice-35"): a scam warned
// about in Igbo or acted in a skit, medicine bought without codeine, our own vehicle followed
// for a shoot, a cosmetic shade named nude in Yoruba, a Yoruba school's resumption day. Spread
// into SIXTEENTH_CREATORS_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A scam warned about in Igbo ("na-adọ ha aka na ntị maka aghụghọ"), or acted in a skit or a
 *  short drama that shows how it works: the scam is the subject, not the errand. */
// biome-ignore format: packed word list
const SCAM_WARNED: Terms = [
  'aka na nti ... aghugho', 'aka na nti maka aghugho', 'dọọ aka na ntị ... aghụghọ',
  'ịdọ aka na ntị ... aghụghọ', 'ihe egwu ... aghụghọ', 'scam* skit*', 'scam-skit*',
  'scam* drama*', 'scam* short film*', 'skit* about ... scam*', 'drama about ... scam*',
  'skit* on ... scam*', 'scam* awareness skit*', 'scam* sketch*',
];

/** A medicine bought without codeine: Hausa "mara codeine", Yoruba "láìsí codeine", Igbo
 *  "enweghị codeine". "Sayi codeine" by itself is still the drug's trade; not "ba codeine",
 *  which is also "give codeine". */
// biome-ignore format: packed word list
const NO_CODEINE: Terms = [
  'mara codeine', 'maras codeine', 'babu codeine', 'ba tare da codeine',
  'without codeine', 'no codeine', 'codeine-free', 'codeine free', 'non-codeine', 'non codeine',
  'laisi codeine', 'láìsí codeine', 'enweghị codeine', 'enweghi codeine',
];

/** Our own branded vehicle followed to film it on its route: "follow the man's car" still
 *  pairs, and so does a person of ours followed unnoticed. */
const OUR_VEHICLES = ['bus', 'buses', 'truck*', 'van*', 'car', 'float*', 'convoy', 'keke*'];
// biome-ignore format: packed word list
const OUR_VEHICLE_FOLLOWED: Terms = OUR_VEHICLES.flatMap((v) => [
  `follow* our ${v}`, `follow* our own ${v}`, `follow* our own ... ${v}`, `follow* our branded ${v}`,
  `follow* our company ${v}`,
]);

/** A lipstick or a shade named nude in Yoruba ("àwọ̀ ètè nude": lip colour). */
// biome-ignore format: packed word list
const NUDE_SHADE_YO: Terms = [
  'àwọ̀ ètè nude', 'awo ete nude', 'ète nude', 'ete nude', 'nude àti pupa', 'pẹ́ńsù ètè nude',
];

/** Yoruba "yóò wọlé" (the pupils will resume), asked of a school; it folds as "yọ́ wọlé" (sneak
 *  in) does, so only the day or term it names tells them apart. */
// biome-ignore format: packed word list
const SCHOOL_RESUMES: Terms = [
  'ọjọ́ tí ... yóò wọlé', 'ìgbà tí ... yóò wọlé', 'yóò wọlé fún saa', 'yóò wọlé fún sáà',
  'yóò wọlé fún ìgbà', 'wọlé fún saa tuntun', 'wọlé fún sáà tuntun', 'akẹ́kọ̀ọ́ yóò wọlé',
  'àwọn ọmọ yóò wọlé padà ní',
];

export const CREATORS_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'impersonation_fraud', rules: [], safe: SCAM_WARNED },
  { category: 'illegal_goods_services', rules: [], safe: NO_CODEINE },
  { category: 'surveillance_stalking', rules: [], safe: OUR_VEHICLE_FOLLOWED },
  { category: 'sexual_services', rules: [], safe: NUDE_SHADE_YO },
  { category: 'trespass_break_in', rules: [], safe: SCHOOL_RESUMES },
];
