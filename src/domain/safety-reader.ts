// The learned reader (docs/safety.md, "Fifth round"): a logistic regression over the hashed
// n-grams of safety-reader-features.ts, trained by bench/safety-ml/voices.ts on the dev sets and
// six voice sets, its int8 weights in safety-reader-weights.json. It only ADDS holds: screenTask
// asks it about a text the rules pass, and a score at or over the file's threshold (fixed on a
// calibration voice it never trained on) holds the task for staff, with the category of a second,
// softmax head and a reason naming the reader and its score, never the text. Deterministic:
// integer sums and one float product; not money. The weights are read once, on first use.
import { readFileSync } from 'node:fs';
import { modelFeatures } from './safety-reader-features.ts';
import type { Doc } from './safety-normalise.ts';
import { kindFeatures } from './safety-reader-kinds.ts';
import { tagsOf } from './safety-tags.ts';
import { SAFETY_CATEGORIES, type SafetyCategory, type SafetyVerdict } from './safety-verdict.ts';

export type ModelWeights = {
  readonly hashBits: number;
  readonly categoryBits: number;
  /** Hold at or over this logit (fixed on the calibration voice, bench/safety-ml/voices.ts). */
  readonly threshold: number;
  readonly bias: number;
  /** A weight is `weights[i] * scale`. */
  readonly scale: number;
  readonly weights: Int8Array;
  readonly categoryBias: readonly number[];
  readonly categoryScale: number;
  /** Category c's weight for bucket i at `(c << categoryBits) | i`. */
  readonly categoryWeights: Int8Array;
  /** Each feature counted once (safety-reader-features.ts), not once an occurrence. */
  readonly distinct: boolean;
  /** The lexicons' kinds read beside the n-grams (safety-reader-kinds.ts). */
  readonly kinds: boolean;
};

/** The weights file as the trainer writes it (bench/safety-ml/learn.ts, fileOf). */
export type ModelFile = {
  format: 'errand-safety-model/1';
  hash_bits: number;
  category_bits: number;
  threshold: number;
  bias: number;
  scale: number;
  weights: string;
  categories: readonly string[];
  category_bias: readonly number[];
  category_scale: number;
  category_weights: string;
  trained_on: readonly string[];
  /** Absent in files written before the fifth round: counts. */
  distinct_features?: boolean;
  /** Absent in files written before the twelfth round: n-grams alone. */
  kind_features?: boolean;
};

const int8 = (base64: string): Int8Array => {
  const bytes = Buffer.from(base64, 'base64');
  return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
};

export function weightsOf(file: ModelFile): ModelWeights {
  if (file.format !== 'errand-safety-model/1') throw new Error('safety model: unknown format');
  if (file.categories.join() !== SAFETY_CATEGORIES.join())
    throw new Error('safety model: trained on other categories');
  const weights = int8(file.weights);
  const categoryWeights = int8(file.category_weights);
  if (weights.length !== 1 << file.hash_bits || categoryWeights.length !== 13 << file.category_bits)
    throw new Error('safety model: weights of the wrong size');
  return {
    hashBits: file.hash_bits,
    categoryBits: file.category_bits,
    threshold: file.threshold,
    bias: file.bias,
    scale: file.scale,
    weights,
    categoryBias: file.category_bias,
    categoryScale: file.category_scale,
    categoryWeights,
    distinct: file.distinct_features === true,
    kinds: file.kind_features === true,
  };
}

/** Each occurrence counts 1/sqrt(n), so a long brief's length is not a score. */
export const featureScale = (count: number): number => 1 / Math.sqrt(Math.max(1, count));

/** The harm logit of a folded document (parseDoc(...).text) under `w`, with its lexicon
 *  features (`kinds`, safety-reader-kinds.ts) where `w` reads them. */
export function harmLogit(w: ModelWeights, folded: string, kinds?: Int32Array): number {
  const { hashes, count } = modelFeatures(folded, w.distinct, w.kinds ? kinds : undefined);
  const mask = (1 << w.hashBits) - 1;
  const weights = w.weights;
  let sum = 0;
  for (let i = 0; i < count; i += 1) sum += weights[hashes[i]! & mask]!;
  return w.bias + sum * w.scale * featureScale(count);
}

/** The most likely category of a document the harm head holds. */
export function modelCategory(w: ModelWeights, folded: string, kinds?: Int32Array): SafetyCategory {
  const { hashes, count } = modelFeatures(folded, w.distinct, w.kinds ? kinds : undefined);
  const mask = (1 << w.categoryBits) - 1;
  const scale = w.categoryScale * featureScale(count);
  let best = 0;
  let bestZ = -Infinity;
  for (let c = 0; c < SAFETY_CATEGORIES.length; c += 1) {
    const base = c << w.categoryBits;
    let sum = 0;
    for (let i = 0; i < count; i += 1) sum += w.categoryWeights[base | (hashes[i]! & mask)]!;
    const z = w.categoryBias[c]! + sum * scale;
    if (z > bestZ) {
      bestZ = z;
      best = c;
    }
  }
  return SAFETY_CATEGORIES[best]!;
}

// '../domain/' and not './': the start bundle sits one folder below src/ and resolves this
// path the same way (test/support/test-bundle.ts).
export const READER_FILE = new URL('../domain/safety-reader-weights.json', import.meta.url);

let shipped: ModelWeights | undefined;

/** The shipped reader, read on first use. */
export function readerWeights(): ModelWeights {
  shipped ??= weightsOf(JSON.parse(readFileSync(READER_FILE, 'utf8')) as ModelFile);
  return shipped;
}

/** A hold when the reader scores the folded document at or over its threshold, else null. */
export function readerHold(
  folded: string,
  w: ModelWeights = readerWeights(),
  kinds?: Int32Array,
): SafetyVerdict | null {
  const z = harmLogit(w, folded, kinds);
  if (!(z >= w.threshold)) return null;
  const reason = `learned reader: score ${z.toFixed(2)} at or over ${w.threshold}`;
  const category = modelCategory(w, folded, kinds);
  return { blocked: false, held: true, category, reasons: [reason] };
}

/** Sentences a window holds when the reader looks again at a long document: two, so a harm
 *  split over two sentences is still read whole. */
const WINDOW_SENTENCES = 2;

/**
 * The reader on a document of sentences: the whole scored first; a document of more sentences
 * than a window is held only when some window of consecutive sentences scores at or over the
 * threshold too, so a greeting, a sign-off or other steps around an errand cannot carry it over
 * on their own (docs/safety.md, "Eleventh round").
 */
export function readerHoldDoc(doc: Doc, w: ModelWeights = readerWeights()): SafetyVerdict | null {
  const tags = w.kinds ? tagsOf(doc) : undefined;
  const whole = readerHold(doc.text, w, tags && kindFeatures(tags));
  if (whole === null) return null;
  const sentences = doc.sentenceOf.length > 0 ? doc.sentenceOf[doc.sentenceOf.length - 1]! + 1 : 0;
  if (sentences <= WINDOW_SENTENCES) return whole;
  // Word index where each sentence starts.
  const firstWord: number[] = [];
  doc.sentenceOf.forEach((s, i) => {
    if (firstWord[s] === undefined) firstWord[s] = i;
  });
  for (let s = 0; s + WINDOW_SENTENCES <= sentences; s += 1) {
    const from = doc.wordStarts[firstWord[s] ?? 0] ?? 0;
    const endSentence = s + WINDOW_SENTENCES;
    const to =
      endSentence < sentences
        ? (doc.wordStarts[firstWord[endSentence] ?? doc.wordStarts.length] ?? doc.text.length) - 1
        : doc.text.length;
    const kinds = tags && kindFeatures(tags, s, endSentence);
    if (harmLogit(w, doc.text.slice(from, to), kinds) >= w.threshold) return whole;
  }
  return null;
}
