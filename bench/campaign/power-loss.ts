// `npm run campaign:power-loss -- [--cuts 100] [--control-cuts 5] [--seed N]`: power cuts under
// REST load with DATA_DIR on a loop-mounted ext4 image, then the eatmydata negative control.
// Progress on stderr; one JSON line of figures on stdout.
import { parseArgs } from 'node:util';
import { runPowerLoss } from './disk/power-loss-run.ts';
import { whyNotRunnable } from './disk/mounts.ts';

const { values } = parseArgs({
  options: {
    cuts: { type: 'string', default: '100' },
    'control-cuts': { type: 'string', default: '5' },
    seed: { type: 'string' },
  },
});
const log = (line: string) => process.stderr.write(`${line}\n`);
const skip = whyNotRunnable({ loop: true });
if (skip) {
  log(`[power-loss] SKIPPED: ${skip}`);
  console.log(JSON.stringify({ campaign: 'power-loss', skipped: skip }));
  process.exit(0);
}
const started = performance.now();
const seed = values.seed === undefined ? undefined : Number(values.seed);
const run = await runPowerLoss({ cuts: Number(values.cuts), log, ...(seed === undefined ? {} : { seed }) });
const control = await runPowerLoss({ cuts: Number(values['control-cuts']), control: true, log, ...(seed === undefined ? {} : { seed }) });
const { campaign: _c, control: _k, ...figures } = run;
console.log(JSON.stringify({
  campaign: 'power-loss',
  ...figures,
  control: { cuts: control.cuts, acked_checked: control.acked_checked, acked_lost: control.acked_lost, restart_failed: control.restart_failed, verify_failed: control.verify_failed, first_lost: control.first_lost },
  seconds: Math.round((performance.now() - started) / 1000),
}));
process.exit(run.acked_lost === 0 && run.verify_failed === 0 && run.restart_failed === 0 && run.money_problems === 0 && run.idempotency_problems === 0 && control.acked_lost > 0 ? 0 : 1);
