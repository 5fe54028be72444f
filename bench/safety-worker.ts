// bench/safety.ts's timing loop, run on a piscina worker thread: every text screened `rounds`
// times, each call timed alone, beside the baseline (NFKC-normalising and lower-casing the same
// text) on the same thread, and the learned second reader of bench/safety-ml (not merged: what it
// would add to a call, scoring the document the filter has already folded). Answers microseconds
// as flat Float64Arrays: cheap to send back.
import { harmLogit, safetyModel } from './safety-ml/model.ts';
import { documentOf, screenTask } from '../src/domain/safety-filter.ts';
import { parseDoc } from '../src/domain/safety-normalise.ts';

export type TimingMessage = { texts: string[]; rounds: number };
export type TimingAnswer = {
  filterUs: Float64Array;
  baselineUs: Float64Array;
  modelUs: Float64Array;
};

let sink = 0;

export default function time({ texts, rounds }: TimingMessage): TimingAnswer {
  const screen = (text: string) =>
    screenTask({ type: 'field_verification', title: '', instructions: text });
  const baseline = (text: string) => (sink += text.normalize('NFKC').toLowerCase().length);
  const model = safetyModel();
  const folded = texts.map(
    (text) =>
      parseDoc(documentOf({ type: 'field_verification', title: '', instructions: text })).text,
  );
  for (const [i, text] of texts.entries()) {
    screen(text);
    baseline(text);
    sink += harmLogit(model, folded[i]!);
  }
  const filterUs = new Float64Array(texts.length * rounds);
  const baselineUs = new Float64Array(texts.length * rounds);
  const modelUs = new Float64Array(texts.length * rounds);
  let k = 0;
  for (let r = 0; r < rounds; r += 1) {
    for (const [i, text] of texts.entries()) {
      const t1 = performance.now();
      sink += harmLogit(model, folded[i]!);
      modelUs[k] = (performance.now() - t1) * 1000;
      let t0 = performance.now();
      screen(text);
      filterUs[k] = (performance.now() - t0) * 1000;
      t0 = performance.now();
      baseline(text);
      baselineUs[k] = (performance.now() - t0) * 1000;
      k += 1;
    }
  }
  if (Number.isNaN(sink)) throw new Error('unreachable');
  return { filterUs, baselineUs, modelUs };
}
