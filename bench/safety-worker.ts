// bench/safety.ts's timing loop, run on a piscina worker thread: every text screened `rounds`
// times, each call timed alone, beside the baseline (NFKC-normalising and lower-casing the same
// text) on the same thread. Answers microseconds as flat Float64Arrays: cheap to send back.
import { screenTask } from '../src/domain/safety-filter.ts';

export type TimingMessage = { texts: string[]; rounds: number };
export type TimingAnswer = { filterUs: Float64Array; baselineUs: Float64Array };

let sink = 0;

export default function time({ texts, rounds }: TimingMessage): TimingAnswer {
  const screen = (text: string) =>
    screenTask({ type: 'field_verification', title: '', instructions: text });
  const baseline = (text: string) => (sink += text.normalize('NFKC').toLowerCase().length);
  for (const text of texts) {
    screen(text);
    baseline(text);
  }
  const filterUs = new Float64Array(texts.length * rounds);
  const baselineUs = new Float64Array(texts.length * rounds);
  let k = 0;
  for (let r = 0; r < rounds; r += 1) {
    for (const text of texts) {
      let t0 = performance.now();
      screen(text);
      filterUs[k] = (performance.now() - t0) * 1000;
      t0 = performance.now();
      baseline(text);
      baselineUs[k] = (performance.now() - t0) * 1000;
      k += 1;
    }
  }
  if (sink < 0) throw new Error('unreachable');
  return { filterUs, baselineUs };
}
