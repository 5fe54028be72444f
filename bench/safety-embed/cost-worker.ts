// bench/safety-embed/cost.ts's loop, on a piscina worker thread (where the service screens): per
// 2 KB brief, the rules (screenTask), the embedding reader's dense half (fold, look-ups, pooling,
// the dot product) and its n-gram half on the document the filter has already folded; and the
// memory the vectors and the model take on that thread. Microseconds as flat Float64Arrays.
import { documentOf, screenTask } from '../../src/domain/safety-filter.ts';
import { parseDoc } from '../../src/domain/safety-normalise.ts';
import { denseFeatures, denseSize } from './features.ts';
import { fromJson, logit, type ModelJson } from './model.ts';
import { loadVectors } from './vectors.ts';
import { modelFeatures as modelFeaturesOf } from '../safety-ml/features.ts';
import { readFileSync } from 'node:fs';

export type CostMessage = { texts: string[]; rounds: number; modelFile: string };
export type CostAnswer = {
  filterUs: Float64Array;
  denseUs: Float64Array;
  ngramUs: Float64Array;
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
  const empty = new Int32Array();
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
      if (r < 0) continue; // the first round warms up
      filterUs[k] = f;
      denseUs[k] = d;
      ngramUs[k] = g;
      k += 1;
    }
  }
  if (Number.isNaN(sink)) throw new Error('unreachable');
  return {
    filterUs,
    denseUs,
    ngramUs,
    memory: {
      heap_mb: mb(after.heapUsed - before.heapUsed),
      array_buffers_mb: mb(after.arrayBuffers - before.arrayBuffers),
      words: vectors.index.size,
    },
  };
}
