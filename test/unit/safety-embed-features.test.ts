// Proves the embedding reader's features (bench/safety-embed, tried and not merged:
// docs/safety.md) read words as a vector table knows them — doubled letters kept, look-alike
// letters and spaced-out letters undone — and pool them as documented: a mean, a max and a min
// per dimension, the best sentence's mean, and the share of unknown words; and that the linear
// model scores the n-gram and dense halves it is given. Uses a tiny hand-made table, not GloVe.
import { describe, expect, it } from 'vitest';
import {
  denseFeatures,
  denseSize,
  STOP_RANK,
  sentencesOf,
} from '../../bench/safety-embed/features.ts';
import { type EmbedModel, inputOf, logit } from '../../bench/safety-embed/model.ts';
import type { WordVectors } from '../../bench/safety-embed/vectors.ts';
import { fold } from '../../src/domain/safety-normalise.ts';

/** STOP_RANK filler words first (never pooled), then three real ones, two dimensions each. */
function table(): WordVectors {
  const words = [
    ...Array.from({ length: STOP_RANK }, (_, i) => `stop${i}`),
    'kill',
    'codeine',
    'market',
  ];
  const data = new Float32Array(words.length * 2);
  data.set([1, 0], STOP_RANK * 2);
  data.set([0, 1], (STOP_RANK + 1) * 2);
  data.set([-1, 0], (STOP_RANK + 2) * 2);
  return { dims: 2, index: new Map(words.map((w, i) => [w, i])), data };
}

const dense = (raw: string): number[] => [
  ...denseFeatures(raw, table(), new Float64Array(denseSize(2))),
];

describe('embedding reader features', () => {
  it('keeps doubled letters, folds look-alikes and joins spaced-out letters', () => {
    expect(sentencesOf(fold('KILL the c o d e i n e. Маrket'))).toEqual([
      ['kill', 'the', 'codeine'],
      ['market'],
    ]);
  });

  it('pools mean, max, min, best sentence and the unknown share', () => {
    // Sentence 1: kill (1,0) and codeine (0,1); sentence 2: market (-1,0) and one unknown word.
    const [m0, m1, max0, max1, min0, min1, s0, s1, unknown] = dense('kill codeine. market zzz');
    // The mean is the sum (0,1) scaled to unit length.
    expect([m0, m1]).toEqual([0, 1]);
    expect([max0, max1, min0, min1]).toEqual([1, 1, -1, 0]);
    // Best sentence per dimension: sentence 1's mean (0.5, 0.5) beats sentence 2's (-1, 0).
    expect([s0, s1]).toEqual([0.5, 0.5]);
    expect(unknown).toBeCloseTo(1 / 4);
  });

  it('reads a text of unknown words as all unknown, with empty pools', () => {
    expect(dense('ina kwana')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('scores the halves the model is built with', () => {
    const model: EmbedModel = {
      variant: 'embed',
      hashBits: 4,
      bias: -1,
      ngram: new Float64Array(),
      dense: Float64Array.from([0, 2, 0, 0, 0, 0, 0, 0, 0]),
      denseMean: new Float64Array(9),
      denseStd: new Float64Array(9).fill(1),
      threshold: 0,
    };
    // Dense block scaled by 1/sqrt(9): -1 + 2 * 1 / 3.
    expect(logit(model, inputOf('codeine', table()))).toBeCloseTo(-1 / 3);
    expect(
      logit({ ...model, variant: 'ngram', ngram: new Float64Array(16) }, inputOf('x', null)),
    ).toBe(-1);
  });
});
