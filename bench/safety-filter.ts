// bench/safety-filter: the safety filter's cost per call, on a 2 KB brief and on the inputs that
// stress its loops, beside the least any screen of the same text costs (lower-casing it and
// looking for one word), measured in the same run. Prints one JSON line.
import { screenTask } from '../src/domain/safety-filter.ts';

const BRIEF = (
  'Visit 12 Allen Avenue, Ikeja and confirm that the pharmacy is open. Photograph the ' +
  'storefront and the opening hours on the door. Ask the owner whether they accept transfers, ' +
  'and what they think about the new road. '
)
  .repeat(12)
  .slice(0, 2048);
const STRESS: Record<string, string> = {
  spaced_letters: 'l '.repeat(5000),
  one_long_word: 'a'.repeat(10_000),
  alternating_repeats: 'o o o o o t '.repeat(1600),
  cue_gaps: 'ask a b c d whether '.repeat(500),
  dense_objects: 'the verification code you receive '.repeat(300),
};

function perCallMicros(run: () => unknown, calls: number): number {
  for (let i = 0; i < Math.min(50, calls); i++) run();
  const started = performance.now();
  for (let i = 0; i < calls; i++) run();
  return Math.round(((performance.now() - started) / calls) * 1000 * 10) / 10;
}

let sink = 0;
const filterUs = perCallMicros(
  () => screenTask({ type: 'field_verification', title: 'Field task', instructions: BRIEF }),
  2000,
);
const baselineUs = perCallMicros(
  () => (sink += BRIEF.toLowerCase().includes('captcha') ? 1 : 0),
  2000,
);
const stressMs = Object.fromEntries(
  Object.entries(STRESS).map(([name, text]) => [
    name,
    Math.round(
      perCallMicros(() => screenTask({ type: text, title: text, instructions: text }), 20),
    ) / 1000,
  ]),
);
console.log(
  JSON.stringify({
    bench: 'safety-filter',
    brief_bytes: BRIEF.length,
    filter_us_per_call: filterUs,
    baseline_us_per_call: baselineUs,
    ratio: Math.round((baselineUs / filterUs) * 1000) / 1000,
    stress_ms_per_call: stressMs,
    sink: sink > 0,
  }),
);
