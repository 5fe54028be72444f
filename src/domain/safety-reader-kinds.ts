// The learned reader's lexicon features (docs/safety.md, "Twelfth round"): which kinds of the
// rules' lexicons (safety-lexicon-kinds.ts: a drug, an act of buying, a person, a safe phrase…)
// a document holds, and which two kinds meet within a sentence and the next. The n-grams of
// safety-reader-features.ts know words; these know the lexicons' classes, so a word of a class
// the training rows never used still counts as its class does. Pure and deterministic: hashes of
// kind names only.
import type { LexiconKind } from './safety-lexicon-kinds.ts';
import type { Tag } from './safety-tags.ts';

/** A kind's own seed, apart from the n-grams' and the words' (safety-reader-features.ts). */
const KIND_SEED = 0x9e3779b9;
const PAIR_SEED = 0x85ebca6b;
const FNV_PRIME = 0x01000193;

const seeded = (seed: number, s: string): number => {
  let h = seed;
  for (let i = 0; i < s.length; i += 1) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h | 0;
};

const KIND_HASH = new Map<LexiconKind, number>();
const kindHash = (kind: LexiconKind): number => {
  let h = KIND_HASH.get(kind);
  if (h === undefined) {
    h = seeded(KIND_SEED, kind);
    KIND_HASH.set(kind, h);
  }
  return h;
};

/**
 * The lexicon features of the sentences `[from, to)` of a document whose tags are `tags`: one a
 * kind present, one an unordered pair of kinds in one sentence or two neighbouring ones.
 */
export function kindFeatures(
  tags: ReadonlyMap<LexiconKind, readonly Tag[]>,
  from = 0,
  to = Number.POSITIVE_INFINITY,
): Int32Array {
  const bySentence = new Map<number, Set<number>>();
  const kinds = new Set<number>();
  for (const [kind, list] of tags) {
    for (const tag of list) {
      if (tag.sent0 < from || tag.sent0 >= to) continue;
      const h = kindHash(kind);
      kinds.add(h);
      let set = bySentence.get(tag.sent0);
      if (!set) {
        set = new Set();
        bySentence.set(tag.sent0, set);
      }
      set.add(h);
    }
  }
  const pairs = new Set<number>();
  for (const [sentence, here] of bySentence) {
    const near = [...here, ...(bySentence.get(sentence + 1) ?? [])];
    for (let i = 0; i < near.length; i += 1) {
      for (let j = i + 1; j < near.length; j += 1) {
        const a = near[i]!;
        const b = near[j]!;
        if (a === b) continue;
        const lo = a < b ? a : b;
        const hi = a < b ? b : a;
        pairs.add(Math.imul(Math.imul(PAIR_SEED ^ lo, FNV_PRIME) ^ hi, FNV_PRIME) | 0);
      }
    }
  }
  return Int32Array.from([...kinds, ...pairs]);
}
