// Dense features of a task's text for the embedding reader (docs/safety.md, "Word vectors"): the
// words of the folded text (src/domain/safety-normalise.ts `fold`: lower case, look-alikes and
// invisibles undone; NOT parseDoc's text, whose squeezed doubled letters — "tel", "kil" — are not
// words a vector table knows), looked up in GloVe (vectors.ts), pooled four ways:
//   mean over the document, max and min per dimension over its words, and the max per dimension
//   of each sentence's mean (so one harmful sentence in a long brief is not averaged away);
// plus the share of words the table does not know (Hausa, Yoruba and Igbo are mostly unknown).
// The most frequent words (rank < STOP_RANK: "the", "of", "to") are left out of the pools: they
// carry no meaning of their own and would dominate a mean. Pure and deterministic.
import { fold } from '../../src/domain/safety-normalise.ts';
import type { WordVectors } from './vectors.ts';

/** Words ranked under this in the vectors file (by frequency) are not pooled. */
export const STOP_RANK = 150;
export const TEXT_CHARS_MAX = 12_000;

export const denseSize = (dims: number): number => 4 * dims + 1;

const SENTENCE_END = /[.!?\n]/;

/** Words of the folded text, runs of one-letter words joined ("c o d e i n e" → "codeine"),
 *  sentence by sentence. */
export function sentencesOf(folded: string): string[][] {
  const out: string[][] = [];
  for (const part of folded.slice(0, TEXT_CHARS_MAX).split(SENTENCE_END)) {
    const raw = part.split(/[^a-z0-9_]+/).filter((w) => w !== '');
    const words: string[] = [];
    let run = '';
    for (const w of raw) {
      if (w.length === 1 && /[a-z]/.test(w)) {
        run += w;
        continue;
      }
      if (run) words.push(run);
      run = '';
      words.push(w);
    }
    if (run) words.push(run);
    if (words.length > 0) out.push(words);
  }
  return out;
}

/** The dense feature vector of a raw document (documentOf(task)) into `out` (denseSize). */
export function denseFeatures(raw: string, v: WordVectors, out: Float64Array): Float64Array {
  const dims = v.dims;
  const mean = out.subarray(0, dims);
  const max = out.subarray(dims, 2 * dims);
  const min = out.subarray(2 * dims, 3 * dims);
  const bestSentence = out.subarray(3 * dims, 4 * dims);
  out.fill(0);
  max.fill(-1);
  min.fill(1);
  bestSentence.fill(-1);
  const sentence = new Float64Array(dims);
  let known = 0;
  let total = 0;
  for (const words of sentencesOf(fold(raw))) {
    sentence.fill(0);
    let inSentence = 0;
    for (const w of words) {
      total += 1;
      const i = v.index.get(w);
      if (i === undefined) continue;
      known += 1;
      if (i < STOP_RANK) continue;
      inSentence += 1;
      const base = i * dims;
      for (let d = 0; d < dims; d += 1) {
        const x = v.data[base + d]!;
        sentence[d]! += x;
        if (x > max[d]!) max[d] = x;
        if (x < min[d]!) min[d] = x;
      }
    }
    if (inSentence === 0) continue;
    for (let d = 0; d < dims; d += 1) {
      mean[d]! += sentence[d]!;
      const m = sentence[d]! / inSentence;
      if (m > bestSentence[d]!) bestSentence[d] = m;
    }
  }
  let pooled = 0;
  for (let d = 0; d < dims; d += 1) pooled += mean[d]! * mean[d]!;
  const norm = Math.sqrt(pooled) || 1;
  for (let d = 0; d < dims; d += 1) mean[d]! /= norm;
  if (known === 0) {
    max.fill(0);
    min.fill(0);
    bestSentence.fill(0);
  }
  out[4 * dims] = total === 0 ? 1 : 1 - known / total;
  return out;
}
