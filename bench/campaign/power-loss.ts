// `npm run campaign:power-loss -- [--cuts 100] [--control-cuts 5] [--seed N]`: power cuts under
// REST load with DATA_DIR on a loop-mounted ext4 image, then the eatmydata negative control.
// Progress on stderr; one JSON line of figures on stdout.
import { parseArgs } from 'node:util';
import { runPowerLoss, type PowerLossFigures } from './disk/power-loss-run.ts';

function sumFigures(parts: PowerLossFigures[]): PowerLossFigures {
  const total = { ...parts[0]! };
  for (const part of parts.slice(1)) {
    for (const key of [
      'cuts',
      'acked_checked',
      'acked_lost',
      'in_doubt_retried',
      'verify_failed',
      'restart_failed',
      'money_problems',
      'idempotency_problems',
      'refused',
    ] as const)
      total[key] += part[key];
    total.first_lost ??= part.first_lost;
  }
  return total;
}
import { unmountOnSignal, whyNotRunnable } from './disk/mounts.ts';

const { values } = parseArgs({
  options: {
    cuts: { type: 'string', default: '100' },
    'control-cuts': { type: 'string', default: '5' },
    seed: { type: 'string' },
    /** Sessions side by side, each on its own image with its share of the cuts. */
    parallel: { type: 'string', default: '1' },
  },
});
const log = (line: string) => process.stderr.write(`${line}\n`);
const skip = whyNotRunnable({ loop: true });
if (skip) {
  log(`[power-loss] SKIPPED: ${skip}`);
  console.log(JSON.stringify({ campaign: 'power-loss', skipped: skip }));
  process.exit(0);
}
unmountOnSignal();
const started = performance.now();
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const sessions = Math.max(1, Number(values.parallel));
const cuts = Number(values.cuts);
const parts = await Promise.all(
  Array.from({ length: sessions }, (_, i) =>
    runPowerLoss({
      cuts: Math.floor(cuts / sessions) + (i < cuts % sessions ? 1 : 0),
      log: (l) => log(`[s${i}] ${l}`),
      seed: seed + i,
    }),
  ),
);
const run = sumFigures(parts);
const control = await runPowerLoss({
  cuts: Number(values['control-cuts']),
  control: true,
  log,
  seed: seed + sessions,
});
const { campaign: _c, control: _k, ...figures } = run;
console.log(
  JSON.stringify({
    campaign: 'power-loss',
    ...figures,
    control: {
      cuts: control.cuts,
      acked_checked: control.acked_checked,
      acked_lost: control.acked_lost,
      restart_failed: control.restart_failed,
      verify_failed: control.verify_failed,
      first_lost: control.first_lost,
    },
    seconds: Math.round((performance.now() - started) / 1000),
  }),
);
process.exit(
  run.acked_lost === 0 &&
    run.verify_failed === 0 &&
    run.restart_failed === 0 &&
    run.money_problems === 0 &&
    run.idempotency_problems === 0 &&
    control.acked_lost > 0
    ? 0
    : 1,
);
