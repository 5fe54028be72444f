// `npm run campaign:disk-full -- [--runs 20] [--control-runs 3] [--seed N]`: errand on a small
// tmpfs filled by REST load until it fail-stops; space freed, restart, every acknowledged command
// read back. Then the negative control (answers before writing). Progress on stderr; one JSON
// line of figures on stdout.
import { parseArgs } from 'node:util';
import { whyNotRunnable } from './disk/mounts.ts';
import { runDiskFullCampaign } from './disk/disk-full-campaign.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    'control-runs': { type: 'string', default: '3' },
    seed: { type: 'string' },
  },
});
const log = (line: string) => process.stderr.write(`${line}\n`);
const skip = whyNotRunnable({ loop: false });
if (skip) {
  log(`[disk-full] SKIPPED: ${skip}`);
  console.log(JSON.stringify({ campaign: 'disk-full', skipped: skip }));
  process.exit(0);
}
const started = performance.now();
const figures = await runDiskFullCampaign({
  runs: Number(values.runs),
  controlRuns: Number(values['control-runs']),
  log,
  ...(values.seed === undefined ? {} : { seed: Number(values.seed) }),
});
console.log(JSON.stringify({ ...figures, seconds: Math.round((performance.now() - started) / 1000) }));
process.exit(figures.acked_lost === 0 && figures.problems === 0 && figures.acked_after_failure === 0 && figures.control.acked_lost > 0 ? 0 : 1);
