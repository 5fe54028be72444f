// Sixteenth round, older rules in the languages (docs/safety.md, "Sixteenth round, older rules:
// languages-engine"): what the engine's reading of Yoruba "máa" (will, habitually) as no negation
// un-hid among lawful texts. Appended to POLICY_SPECS.
import type { CategorySpec } from './safety-policy-spec.ts';

export const SIXTEENTH_LANGUAGES_SPECS: readonly CategorySpec[] = [
  {
    // A child sleeping over at a relative's home ("ọmọbìnrin mi máa bá wọn sùn ní ilé ìyá àgbà"):
    // "bá wọn sùn" (sleep with them) was passed only while "máa" read as "do not".
    category: 'sexual_services',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'bá wọn sùn ní ilé ìyá', 'bá wọn sùn ní ilé bàbá', 'bá wọn sùn ní ilé ẹ̀gbọ́n',
      'bá wọn sùn ní ilé àbúrò', 'bá wọn sùn ní ilé ẹbí', 'bá wọn sùn ní ilé àǹtí',
    ],
  },
];
