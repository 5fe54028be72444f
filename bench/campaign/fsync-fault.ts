// Failed-fsync campaign (issue 14, part 3): `node bin/run-ts.mjs bench/campaign/fsync-fault.ts
// [--runs 20] [--fsync-runs 4] [--control-runs 3] [--seed N]`. Progress on stderr, one JSON line
// of figures on stdout. Needs root for apt-get when Debian's fiu-utils is missing.
import { parseArgs } from 'node:util';
import { ensureFiu, runFsyncCampaign } from './fsync-campaign.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    'fsync-runs': { type: 'string', default: '4' },
    'control-runs': { type: 'string', default: '3' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
  },
});

const missing = ensureFiu();
if (missing) {
  console.error(`fsync-fault: skipped: ${missing}`);
  console.log(JSON.stringify({ campaign: 'fsync-fault', skipped: missing }));
  process.exit(0);
}
const seed = Number(values.seed);
console.error(`fsync-fault: seed ${seed}`);
const figures = await runFsyncCampaign({
  fdatasyncRuns: Number(values.runs),
  fsyncRuns: Number(values['fsync-runs']),
  controlRuns: Number(values['control-runs']),
  seed,
  log: (line) => console.error(line),
});
console.log(JSON.stringify({ ...figures, seed }));
const held =
  figures.acked_lost === 0 &&
  figures.acked_after_failure === 0 &&
  figures.in_doubt_not_one_effect === 0 &&
  figures.verify_ok_dirs === figures.verified_dirs;
process.exitCode = held && figures.control.acked_lost > 0 ? 0 : 1;
