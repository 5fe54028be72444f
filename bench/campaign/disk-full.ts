// `npm run campaign:disk-full -- [--runs 20] [--control-runs 3] [--seed N]`: errand on a small
// tmpfs filled by REST load until it fail-stops; space freed, restart, every acknowledged command
// read back. Then the negative control (answers before writing). Progress on stderr; one JSON
// line of figures on stdout.
import { parseArgs } from 'node:util';
import { unmountOnSignal, whyNotRunnable } from './disk/mounts.ts';
import { mergeFigures, runDiskFullCampaign } from './disk/disk-full-campaign.ts';
import { SHAPES } from './disk/disk-full-run.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    'control-runs': { type: 'string', default: '3' },
    seed: { type: 'string' },
    /** Runs side by side, each on its own tmpfs. */
    parallel: { type: 'string', default: '1' },
  },
});
const log = (line: string) => process.stderr.write(`${line}\n`);
const skip = whyNotRunnable({ loop: false });
if (skip) {
  log(`[disk-full] SKIPPED: ${skip}`);
  console.log(JSON.stringify({ campaign: 'disk-full', skipped: skip }));
  process.exit(0);
}
unmountOnSignal();
const started = performance.now();
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const lanes = Math.min(SHAPES.length, Math.max(1, Number(values.parallel)));
const runs = Number(values.runs);
// Lane i takes shapes i, i + lanes, …, so every shape still gets its runs.
const parts = await Promise.all(
  Array.from({ length: lanes }, (_, i) =>
    runDiskFullCampaign({
      runs: Math.floor(runs / lanes) + (i < runs % lanes ? 1 : 0),
      controlRuns: i === 0 ? Number(values['control-runs']) : 0,
      shapes: SHAPES.filter((_, j) => j % lanes === i),
      log: (l) => log(`[l${i}] ${l}`),
      seed: seed + i * 10_000,
    }),
  ),
);
const figures = mergeFigures(parts);
console.log(
  JSON.stringify({ ...figures, seconds: Math.round((performance.now() - started) / 1000) }),
);
process.exit(
  figures.acked_lost === 0 &&
    figures.problems === 0 &&
    figures.acked_after_failure === 0 &&
    figures.control.acked_lost > 0
    ? 0
    : 1,
);
