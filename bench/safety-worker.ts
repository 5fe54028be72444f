// bench/safety.ts's timing loop, run on a piscina worker thread: every text screened `rounds`
// times, each call timed alone, beside the baseline (NFKC-normalising and lower-casing the same
// text) on the same thread, and the rules alone without the learned reader (screenRules: the
// filter as it was before the fifth round, docs/safety.md), so before and after share one run.
// Answers microseconds as flat Float64Arrays: cheap to send back.
import { screenRules, screenTask } from '../src/domain/safety-filter.ts';

export type TimingMessage = { texts: string[]; rounds: number };
export type TimingAnswer = {
  filterUs: Float64Array;
  baselineUs: Float64Array;
  rulesUs: Float64Array;
};

let sink = 0;

export default function time({ texts, rounds }: TimingMessage): TimingAnswer {
  const screen = (text: string) =>
    screenTask({ type: 'field_verification', title: '', instructions: text });
  const baseline = (text: string) => (sink += text.normalize('NFKC').toLowerCase().length);
  const rules = (text: string) =>
    screenRules({ type: 'field_verification', title: '', instructions: text });
  for (const text of texts) {
    screen(text);
    baseline(text);
    rules(text);
  }
  const filterUs = new Float64Array(texts.length * rounds);
  const baselineUs = new Float64Array(texts.length * rounds);
  const rulesUs = new Float64Array(texts.length * rounds);
  let k = 0;
  for (let r = 0; r < rounds; r += 1) {
    for (const text of texts) {
      const t1 = performance.now();
      sink += rules(text).blocked ? 1 : 0;
      rulesUs[k] = (performance.now() - t1) * 1000;
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
  return { filterUs, baselineUs, rulesUs };
}
