// Fifteenth round, watch (voice-30): lawful errands the rules refused, as classes (docs/safety.md,
// "Fifteenth round, voice-30"): a night guard's or a night shift's things, a gun licence asked
// about in Yoruba, Hausa and Igbo, a stolen SIM or phone blocked by its owner. Spread into
// FIFTEENTH_WATCH_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** "For the night guards": the night names their shift, not a woman's night. */
const NIGHT_WORK = ['guard*', 'shift*', 'watch*', 'patrol*', 'security', 'vigil*', 'duty', 'crew*'];
// biome-ignore format: packed word list
const FOR_THE_NIGHT_WORK: Terms = [
  ...NIGHT_WORK.map((work) => `for the night ${work}`),
  'for the night market*', 'for the night class*', 'for the night bus*', 'for the night staff',
];

/** A gun licence asked about or renewed (the English is in safety-lexicon-twelfth-operations). */
// biome-ignore format: packed word list
const GUN_LICENCE: Terms = [
  'ìwé àṣẹ ìbọn', 'lasisin bindiga', 'lasisi na bindiga', 'akwụkwọ ikike egbe',
];

/** A stolen SIM or phone blocked by its owner (Yoruba "dènà"). */
// biome-ignore format: packed word list
const BLOCKED_BY_OWNER: Terms = ['dènà sim', 'dènà ... sim', 'dènà fóònù', 'dènà ... fóònù'];

export const WATCH_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'sexual_services', rules: [], safe: FOR_THE_NIGHT_WORK },
  { category: 'illegal_goods_services', rules: [], safe: [...GUN_LICENCE, ...BLOCKED_BY_OWNER] },
];
