// bench/safety.ts's timing loop, run on a piscina worker thread: every text screened `rounds`
// times, each call timed alone, beside the baseline (NFKC-normalising and lower-casing the same
// text) on the same thread, and the rules alone without the learned reader (screenRules: the
// filter as it was before the fifth round, docs/safety.md), so before and after share one run.
// And the reader's own step alone (its score of the document the filter has already folded).
// Answers microseconds as flat Float64Arrays: cheap to send back.
import { documentOf, screenRules, screenTask } from '../src/domain/safety-filter.ts';
import { parseDoc } from '../src/domain/safety-normalise.ts';
import { harmLogit, readerWeights } from '../src/domain/safety-reader.ts';

export type TimingMessage = { texts: string[]; rounds: number };
export type TimingAnswer = {
  filterUs: Float64Array;
  baselineUs: Float64Array;
  rulesUs: Float64Array;
  readerUs: Float64Array;
};

let sink = 0;

export default function time({ texts, rounds }: TimingMessage): TimingAnswer {
  const screen = (text: string) =>
    screenTask({ type: 'field_verification', title: '', instructions: text });
  const baseline = (text: string) => (sink += text.normalize('NFKC').toLowerCase().length);
  const rules = (text: string) =>
    screenRules({ type: 'field_verification', title: '', instructions: text });
  const model = readerWeights();
  const folded = texts.map(
    (text) =>
      parseDoc(documentOf({ type: 'field_verification', title: '', instructions: text })).text,
  );
  for (const [i, text] of texts.entries()) {
    sink += harmLogit(model, folded[i]!);
    screen(text);
    baseline(text);
    rules(text);
  }
  const filterUs = new Float64Array(texts.length * rounds);
  const baselineUs = new Float64Array(texts.length * rounds);
  const rulesUs = new Float64Array(texts.length * rounds);
  const readerUs = new Float64Array(texts.length * rounds);
  let k = 0;
  for (let r = 0; r < rounds; r += 1) {
    for (const [i, text] of texts.entries()) {
      const t2 = performance.now();
      sink += harmLogit(model, folded[i]!);
      readerUs[k] = (performance.now() - t2) * 1000;
      // Rules first on even rounds, the whole filter first on odd ones: whichever runs second
      // finds the text's words warm in the caches the first left.
      const timeRules = () => {
        const t1 = performance.now();
        sink += rules(text).blocked ? 1 : 0;
        rulesUs[k] = (performance.now() - t1) * 1000;
      };
      if (r % 2 === 0) timeRules();
      let t0 = performance.now();
      screen(text);
      filterUs[k] = (performance.now() - t0) * 1000;
      if (r % 2 === 1) timeRules();
      t0 = performance.now();
      baseline(text);
      baselineUs[k] = (performance.now() - t0) * 1000;
      k += 1;
    }
  }
  if (Number.isNaN(sink)) throw new Error('unreachable');
  return { filterUs, baselineUs, rulesUs, readerUs };
}
