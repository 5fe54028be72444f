// The embedding reader's linear model (docs/safety.md, "Word vectors"): a logistic regression
// over the hashed n-grams of bench/safety-ml/features.ts and/or the pooled word vectors of
// features.ts, standardised with the training rows' mean and spread. Trained by train.ts; the
// same `logit` scores while training, in the rotations and in the look-alike check, so every
// figure is of one scorer. Floats, not money. Pure once the vectors are loaded.
import { parseDoc } from '../../src/domain/safety-normalise.ts';
import { modelFeatures } from '../../src/domain/safety-reader-features.ts';
import { featureScale } from '../safety-ml/model.ts';
import { denseFeatures, denseSize } from './features.ts';
import type { WordVectors } from './vectors.ts';

export type Variant = 'ngram' | 'embed' | 'both';

export type EmbedModel = {
  variant: Variant;
  hashBits: number;
  bias: number;
  /** n-gram bucket weights (empty for 'embed'). */
  ngram: Float64Array;
  /** dense weights over standardised features (empty for 'ngram'). */
  dense: Float64Array;
  denseMean: Float64Array;
  denseStd: Float64Array;
  threshold: number;
};

/** What a row gives the model: its n-gram hashes and its raw (unstandardised) dense features. */
export type Input = { hashes: Int32Array; dense: Float64Array };

export function inputOf(raw: string, v: WordVectors | null): Input {
  const { hashes, count } = modelFeatures(parseDoc(raw).text);
  const dense = v ? denseFeatures(raw, v, new Float64Array(denseSize(v.dims))) : new Float64Array();
  return { hashes: hashes.slice(0, count), dense };
}

/** The dense block counts as much as the n-gram block: each is scaled to about unit length. */
export const denseScale = (n: number): number => DENSE_WEIGHT / Math.sqrt(Math.max(1, n));
/** How much the dense block counts against the n-grams (`--dense-weight`, 1 by default). */
let DENSE_WEIGHT = 1;
export const setDenseWeight = (w: number): void => {
  DENSE_WEIGHT = w;
};

export function logit(m: EmbedModel, x: Input): number {
  let z = m.bias;
  if (m.variant !== 'embed') {
    const mask = (1 << m.hashBits) - 1;
    let s = 0;
    for (const h of x.hashes) s += m.ngram[h & mask]!;
    z += s * featureScale(x.hashes.length);
  }
  if (m.variant !== 'ngram') {
    let s = 0;
    for (let j = 0; j < m.dense.length; j += 1)
      s += m.dense[j]! * ((x.dense[j]! - m.denseMean[j]!) / m.denseStd[j]!);
    z += s * denseScale(m.dense.length);
  }
  return z;
}

export type ModelJson = {
  format: 'errand-safety-embed/1';
  variant: Variant;
  hash_bits: number;
  words_max: number;
  bias: number;
  threshold: number;
  ngram: number[];
  dense: number[];
  dense_mean: number[];
  dense_std: number[];
};

export const toJson = (m: EmbedModel, wordsMax: number): ModelJson => ({
  format: 'errand-safety-embed/1',
  variant: m.variant,
  hash_bits: m.hashBits,
  words_max: wordsMax,
  bias: m.bias,
  threshold: m.threshold,
  ngram: [...m.ngram],
  dense: [...m.dense],
  dense_mean: [...m.denseMean],
  dense_std: [...m.denseStd],
});

export const fromJson = (j: ModelJson): EmbedModel => ({
  variant: j.variant,
  hashBits: j.hash_bits,
  bias: j.bias,
  threshold: j.threshold,
  ngram: Float64Array.from(j.ngram),
  dense: Float64Array.from(j.dense),
  denseMean: Float64Array.from(j.dense_mean),
  denseStd: Float64Array.from(j.dense_std),
});
