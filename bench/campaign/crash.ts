// `npm run campaign:crash -- --kills 1000`: the crash campaign (crash-campaign.ts) at a chosen
// size, then its negative control (the same checker against a build that answers before it writes),
// progress on stderr and one JSON line of figures on stdout.
import { parseArgs } from 'node:util';
import { runCrashLanes, type CampaignOptions } from './crash-campaign.ts';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '1000' },
    'control-kills': { type: 'string', default: '10' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    orgs: { type: 'string', default: '12' },
    agents: { type: 'string', default: '3' },
    operators: { type: 'string', default: '8' },
    workers: { type: 'string', default: '16' },
    'fresh-every': { type: 'string', default: '25' },
    'verify-every': { type: 'string', default: '10' },
    'kill-after-acks': { type: 'string', default: '300' },
    lanes: { type: 'string', default: '2' },
  },
});
const int = (name: keyof typeof values) => Number.parseInt(String(values[name]), 10);

const base: CampaignOptions = {
  kills: int('kills'),
  seed: int('seed'),
  orgs: int('orgs'),
  agentsPerOrg: int('agents'),
  operators: int('operators'),
  workers: int('workers'),
  freshEvery: int('fresh-every'),
  verifyEvery: int('verify-every'),
  killAfterAcks: int('kill-after-acks'),
  unsafe: false,
  log: (line) => process.stderr.write(`[crash] ${line}\n`),
};
// SIGINT or SIGTERM: finish the kill under way, verify, run the control, and print the figures so
// far.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    process.stderr.write(`[crash] ${signal}: stopping after the kill under way\n`);
  });
}
base.shouldStop = () => stopping;
const main = await runCrashLanes(base, int('lanes'));
const control =
  int('control-kills') > 0
    ? await runCrashLanes(
        {
          ...base,
          shouldStop: () => false,
          kills: int('control-kills'),
          seed: base.seed + 1,
          killAfterAcks: 8,
          unsafe: true,
          log: (line) => process.stderr.write(`[crash control] ${line}\n`),
        },
        1,
      )
    : undefined;
const { samples, ...figures } = main;
if (samples.length > 0) process.stderr.write(`[crash] failures:\n  ${samples.join('\n  ')}\n`);
console.log(
  JSON.stringify({
    kills_requested: base.kills,
    ...figures,
    ...(control
      ? {
          negative_control: {
            build: control.build,
            kill_points: control.kill_points,
            acked_checked: control.acked_checked,
            acked_lost: control.acked_lost,
            double_effects: control.double_effects,
            wallet_mismatches: control.wallet_mismatches,
            verify_failures: control.verify_failures,
          },
        }
      : {}),
  }),
);
process.exitCode =
  main.acked_lost === 0 &&
  main.double_effects === 0 &&
  main.wallet_mismatches === 0 &&
  main.verify_failures === 0 &&
  main.graceful_failures === 0 &&
  main.ledger_failures === 0 &&
  (!control || control.acked_lost > 0)
    ? 0
    : 1;
