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
  // Each of the three timed in a pass of its own over the texts, as the service's screening
  // thread runs screenTask alone: interleaved in one loop, each call also paid for the garbage
  // the others left (a scavenge every ~25 texts instead of ~50; docs/safety.md, "Fourteenth
  // round, cost"). Which pass goes first alternates by round.
  const pass = (into: Float64Array, r: number, run: (text: string, i: number) => void) => {
    for (const [i, text] of texts.entries()) {
      const t0 = performance.now();
      run(text, i);
      into[r * texts.length + i] = (performance.now() - t0) * 1000;
    }
  };
  const timeScreen = (r: number) => pass(filterUs, r, (text) => screen(text));
  const timeRules = (r: number) =>
    pass(rulesUs, r, (text) => {
      sink += rules(text).blocked ? 1 : 0;
    });
  for (let r = 0; r < rounds; r += 1) {
    pass(readerUs, r, (_, i) => {
      sink += harmLogit(model, folded[i]!);
    });
    if (r % 2 === 0) timeRules(r);
    timeScreen(r);
    if (r % 2 === 1) timeRules(r);
    pass(baselineUs, r, (text) => baseline(text));
  }
  if (Number.isNaN(sink)) throw new Error('unreachable');
  return { filterUs, baselineUs, rulesUs, readerUs };
}
