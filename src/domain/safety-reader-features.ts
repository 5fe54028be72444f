// The learned reader's features (docs/safety.md, "Fifth round"): hashed word unigrams and bigrams
// and character 3- to 5-grams of the folded document (safety-normalise.ts: lower case, no
// diacritics or invisibles, look-alikes and leet folded, single spaces). Runs of one-letter words
// are joined first ("c o d e i n e" reads as "codeine"). Shared by the scorer (safety-reader.ts)
// and the trainer (bench/safety-ml/learn.ts), so both see the same indices.
// Pure and deterministic: integer hashing only, one reused buffer, no allocation per n-gram.

/** At most this many letters of the folded document are read (a 10 KB brief and more). */
export const MODEL_TEXT_CHARS_MAX = 12_000;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const SPACE = 32;

let CODES: Uint8Array = new Uint8Array(4096);
let FEATURES: Int32Array = new Int32Array(16384);

/** The folded text with runs of one-letter words joined, as bytes, space-framed. */
function joinedCodes(folded: string): { codes: Uint8Array; length: number } {
  const limit = Math.min(folded.length, MODEL_TEXT_CHARS_MAX);
  if (CODES.length < limit + 2) CODES = new Uint8Array(limit * 2 + 2);
  const codes = CODES;
  let n = 0;
  codes[n++] = SPACE;
  let i = 0;
  while (i < limit) {
    const c = folded.charCodeAt(i);
    // A space between two one-letter words ("c o d e") is dropped.
    if (
      c === SPACE &&
      i > 0 &&
      i + 2 <= limit &&
      (i < 2 || folded.charCodeAt(i - 2) === SPACE) &&
      (i + 2 === limit || folded.charCodeAt(i + 2) === SPACE)
    ) {
      i += 1;
      continue;
    }
    codes[n++] = c > 127 ? 95 : c;
    i += 1;
  }
  codes[n++] = SPACE;
  return { codes, length: n };
}

/** Buckets of `distinct` features: a bucket seen in this call holds the call's stamp. */
const DISTINCT_BITS = 16;
const SEEN = new Uint32Array(1 << DISTINCT_BITS);
let stamp = 0;

/**
 * The document's features as 32-bit hashes in a reused buffer (valid until the next call):
 * `hashes[0..count)`. By default a feature that occurs twice is listed twice (counts, as the
 * first reader was trained); `distinct` lists each feature once (by its low 16 bits), so a text
 * that repeats a phrase scores as the phrase does: with counts, k copies of a sentence scored
 * sqrt(k) times its logit (docs/safety.md, "Fifth round").
 */
export function modelFeatures(
  folded: string,
  distinct = false,
  extra?: Int32Array,
): { hashes: Int32Array; count: number } {
  const all = withExtra(allFeatures(folded), extra);
  if (!distinct) return all;
  stamp = (stamp + 1) >>> 0;
  if (stamp === 0) {
    SEEN.fill(0);
    stamp = 1;
  }
  const list = all.hashes;
  const mask = (1 << DISTINCT_BITS) - 1;
  let count = 0;
  for (let i = 0; i < all.count; i += 1) {
    const h = list[i]!;
    if (SEEN[h & mask] === stamp) continue;
    SEEN[h & mask] = stamp;
    list[count++] = h;
  }
  return { hashes: list, count };
}

/** `extra` features (safety-reader-kinds.ts) after the text's own, in the same buffer. */
function withExtra(
  all: { hashes: Int32Array; count: number },
  extra: Int32Array | undefined,
): { hashes: Int32Array; count: number } {
  if (!extra || extra.length === 0) return all;
  if (all.hashes.length < all.count + extra.length) {
    const grown = new Int32Array(2 * (all.count + extra.length));
    grown.set(all.hashes.subarray(0, all.count));
    FEATURES = grown;
  }
  FEATURES.set(extra, all.count);
  return { hashes: FEATURES, count: all.count + extra.length };
}

function allFeatures(folded: string): { hashes: Int32Array; count: number } {
  const { codes, length } = joinedCodes(folded);
  // At most three n-grams a letter and two features a word (a word and its pair): sized once.
  if (FEATURES.length < 5 * length) FEATURES = new Int32Array(5 * length + 16);
  const list = FEATURES;
  let count = 0;
  // Character 3..5-grams, the space frame included: each start hashes forward five letters.
  for (let s = 0; s + 3 <= length; s += 1) {
    let h = FNV_OFFSET;
    const end = Math.min(length, s + 5);
    for (let k = s; k < end; k += 1) {
      h = Math.imul(h ^ codes[k]!, FNV_PRIME);
      if (k - s >= 2) list[count++] = h;
    }
  }
  // Words and word pairs: a word's hash is seeded apart from the n-grams' (a different offset).
  let previous = 0;
  let h = FNV_OFFSET ^ 0x5bd1e995;
  let inWord = false;
  for (let k = 1; k < length; k += 1) {
    const c = codes[k]!;
    if (c !== SPACE) {
      h = Math.imul(h ^ c, FNV_PRIME);
      inWord = true;
      continue;
    }
    if (inWord) {
      list[count++] = h;
      if (previous !== 0) list[count++] = Math.imul(previous ^ (h >>> 7), FNV_PRIME);
      previous = h;
    }
    h = FNV_OFFSET ^ 0x5bd1e995;
    inWord = false;
  }
  return { hashes: list, count };
}
