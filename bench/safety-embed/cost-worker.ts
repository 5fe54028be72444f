// bench/safety-embed/cost.ts's loop, on a piscina worker thread (where the service screens): per
// 2 KB brief, the rules (screenTask), the embedding reader's dense half (fold, look-ups, pooling,
// the dot product) and its n-gram half on the document the filter has already folded; and the
// memory the vectors and the model take on that thread. Microseconds as flat Float64Arrays.
import { documentOf, screenRules as screenTask } from '../../src/domain/safety-filter.ts';
import { parseDoc } from '../../src/domain/safety-normalise.ts';
import { denseFeatures, denseSize, STOP_RANK } from './features.ts';
import { type EmbedModel, fromJson, logit, type ModelJson } from './model.ts';
import { loadVectors, type WordVectors } from './vectors.ts';
import { modelFeatures as modelFeaturesOf } from '../../src/domain/safety-reader-features.ts';
import { readFileSync } from 'node:fs';

export type CostMessage = { texts: string[]; rounds: number; modelFile: string };
export type CostAnswer = {
  filterUs: Float64Array;
  denseUs: Float64Array;
  ngramUs: Float64Array;
  /** The cheap form (docs/safety.md): one number a word on the filter's own folded words. */
  tableUs: Float64Array;
  memory: { heap_mb: number; array_buffers_mb: number; words: number };
};

let sink = 0;
const mb = (n: number): number => Math.round(n / 1e5) / 10;

export default function cost({ texts, rounds, modelFile }: CostMessage): CostAnswer {
  globalThis.gc?.();
  const before = process.memoryUsage();
  const json = JSON.parse(readFileSync(modelFile, 'utf8')) as ModelJson;
  const model = fromJson(json);
  const vectors = loadVectors(json.words_max);
  globalThis.gc?.();
  const after = process.memoryUsage();
  const task = (text: string) => ({ type: 'field_verification', title: '', instructions: text });
  const docs = texts.map((t) => documentOf(task(t)));
  const folded = docs.map((d) => parseDoc(d).text);
  const dense = new Float64Array(denseSize(vectors.dims));
  const ngramOnly = { ...model, variant: 'ngram' as const };
  const denseOnly = { ...model, variant: 'embed' as const, bias: 0 };
  const n = texts.length * rounds;
  const filterUs = new Float64Array(n);
  const denseUs = new Float64Array(n);
  const ngramUs = new Float64Array(n);
  const tableUs = new Float64Array(n);
  const empty = new Int32Array();
  const table = wordTable(model, vectors);
  let k = 0;
  for (let r = -1; r < rounds; r += 1) {
    for (const [i, text] of texts.entries()) {
      let t0 = performance.now();
      sink += screenTask(task(text)).blocked ? 1 : 0;
      const f = (performance.now() - t0) * 1000;
      t0 = performance.now();
      sink += logit(denseOnly, { hashes: empty, dense: denseFeatures(docs[i]!, vectors, dense) });
      const d = (performance.now() - t0) * 1000;
      t0 = performance.now();
      const { hashes, count } = modelFeaturesOf(folded[i]!);
      sink += logit(ngramOnly, { hashes: hashes.subarray(0, count), dense });
      const g = (performance.now() - t0) * 1000;
      t0 = performance.now();
      sink += tableScore(table, folded[i]!);
      const w = (performance.now() - t0) * 1000;
      if (r < 0) continue; // the first round warms up
      filterUs[k] = f;
      denseUs[k] = d;
      ngramUs[k] = g;
      tableUs[k] = w;
      k += 1;
    }
  }
  if (Number.isNaN(sink)) throw new Error('unreachable');
  return {
    filterUs,
    denseUs,
    ngramUs,
    tableUs,
    memory: {
      heap_mb: mb(after.heapUsed - before.heapUsed),
      array_buffers_mb: mb(after.arrayBuffers - before.arrayBuffers),
      words: vectors.index.size,
    },
  };
}

/** The mean block folded into one number a word, keyed by an FNV-1a hash of the word as
 *  parseDoc writes it (doubled letters squeezed), 2^18 buckets, the more frequent word first: the
 *  filter's own folded text is read with no second fold, no second cut and no string a word. */
const TABLE_BITS = 18;
const fnvWord = (s: string, from: number, to: number): number => {
  let h = 0x811c9dc5;
  for (let k = from; k < to; k += 1) h = Math.imul(h ^ s.charCodeAt(k), 0x01000193);
  return (h >>> 0) & ((1 << TABLE_BITS) - 1);
};

function wordTable(model: EmbedModel, v: WordVectors): Float32Array {
  const table = new Float32Array(1 << TABLE_BITS).fill(Number.NaN);
  for (const [word, i] of v.index) {
    const key = word.replace(/(.)\1+/g, '$1');
    const at = fnvWord(key, 0, key.length);
    if (i < STOP_RANK || !Number.isNaN(table[at]!)) continue;
    let p = 0;
    for (let d = 0; d < v.dims; d += 1)
      p += (model.dense[d]! * v.data[i * v.dims + d]!) / model.denseStd[d]!;
    table[at] = p;
  }
  return table;
}

function tableScore(table: Float32Array, folded: string): number {
  let sum = 0;
  let known = 0;
  let start = 0;
  for (let i = 0; i <= folded.length; i += 1) {
    if (i < folded.length && folded.charCodeAt(i) !== 32) continue;
    const p = table[fnvWord(folded, start, i)]!;
    if (!Number.isNaN(p)) {
      sum += p;
      known += 1;
    }
    start = i + 1;
  }
  return known === 0 ? 0 : sum / known;
}
