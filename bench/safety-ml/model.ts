// A learned second reader for the safety filter, tried and NOT merged (docs/safety.md, "A learned
// second reader: tried, not merged"): a logistic regression over the hashed n-grams of
// features.ts, trained by train.ts on the dev sets, its int8 weights in weights.json. Meant to
// add holds only (score at or over the file's threshold: held for a person, with the category of
// a second, softmax head). Kept here with its figures so the finding can be rerun; screenTask
// does not call it. Pure and deterministic: integer sums, one float product; not money.
import { readFileSync } from 'node:fs';
import { SAFETY_CATEGORIES, type SafetyCategory } from '../../src/domain/safety-verdict.ts';
import { modelFeatures } from './features.ts';

export type ModelWeights = {
  readonly hashBits: number;
  readonly categoryBits: number;
  /** Hold at or over this logit (chosen on the rotations, bench/safety-ml-train.ts). */
  readonly threshold: number;
  readonly bias: number;
  /** A weight is `weights[i] * scale`. */
  readonly scale: number;
  readonly weights: Int8Array;
  readonly categoryBias: readonly number[];
  readonly categoryScale: number;
  /** Category c's weight for bucket i at `(c << categoryBits) | i`. */
  readonly categoryWeights: Int8Array;
};

/** The weights file as written (bench/safety-ml-train.ts --write). */
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
  };
}

/** Each occurrence counts 1/sqrt(n), so a long brief's length is not a score. */
export const featureScale = (count: number): number => 1 / Math.sqrt(Math.max(1, count));

/** The harm logit of a folded document (parseDoc(...).text) under `w`. */
export function harmLogit(w: ModelWeights, folded: string): number {
  const { hashes, count } = modelFeatures(folded);
  const mask = (1 << w.hashBits) - 1;
  const weights = w.weights;
  let sum = 0;
  for (let i = 0; i < count; i += 1) sum += weights[hashes[i]! & mask]!;
  return w.bias + sum * w.scale * featureScale(count);
}

/** The most likely category of a document the harm head holds. */
export function modelCategory(w: ModelWeights, folded: string): SafetyCategory {
  const { hashes, count } = modelFeatures(folded);
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

export const MODEL_FILE = new URL('./weights.json', import.meta.url);

let shipped: ModelWeights | undefined;

/** The shipped model, read on first use (the trainer imports this file before any exists). */
export function safetyModel(): ModelWeights {
  shipped ??= weightsOf(JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as ModelFile);
  return shipped;
}
