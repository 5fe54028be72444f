// bench/campaign/properties: random property steps over every command kind, with failed writes and
// replays, every invariant checked after each step. Progress on stderr; one JSON line on stdout. On
// a violation: the round's seed and fast-check's shrunk counterexample, exit 1. node bin/run-ts.mjs
// bench/campaign/properties.ts --steps 1000000 [--seed S] [--level-every N] [--workers N]
// [--control] --workers N splits the steps over N processes, each with its own seed derived from S.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { roundSeed, runPropertyCampaign, type PropertyFigures } from './property-campaign.ts';

const { values } = parseArgs({
  options: {
    steps: { type: 'string', default: '1000000' },
    seed: { type: 'string' },
    'level-every': { type: 'string', default: '10' },
    'max-commands': { type: 'string', default: '60' },
    control: { type: 'boolean', default: false },
    workers: { type: 'string', default: '1' },
  },
});
const seed =
  values.seed === undefined ? (Date.now() ^ (process.pid << 16)) >>> 0 : Number(values.seed);
const steps = Number(values.steps);
const started = performance.now();
const seconds = () => Math.round((performance.now() - started) / 100) / 10;
let lastPrint = 0;

if (Number(values.workers) > 1) {
  const workers = Number(values.workers);
  const lines = await Promise.all(
    Array.from({ length: workers }, (_, i) => worker(i, Math.ceil(steps / workers))),
  );
  const sum = (key: keyof PropertyFigures | 'violations') =>
    lines.reduce((n, l) => n + Number(l[key] ?? 0), 0);
  const keys = [
    'steps',
    'commands',
    'failed_writes',
    'replays',
    'lost_writes',
    'runs',
    'level_runs',
    'rounds',
    'violations',
  ] as const;
  const failures = lines
    .filter((l) => l.failure)
    .map((l) => ({ worker_seed: l.seed, ...(l.failure as object) }));
  const line = {
    campaign: 'properties',
    ...(values.control ? { control: 'lost_write' } : {}),
    ...Object.fromEntries(keys.map((k) => [k, sum(k)])),
    seed,
    workers,
    wall_s: seconds(),
    ...(failures.length ? { failures } : {}),
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  process.exit(failures.length > 0 === values.control ? 0 : 1);
}

/** One worker process of the same campaign; its JSON line comes back parsed. */
function worker(i: number, workerSteps: number): Promise<Record<string, unknown>> {
  const args = [
    fileURLToPath(new URL('../../bin/run-ts.mjs', import.meta.url)),
    fileURLToPath(import.meta.url),
    '--steps',
    String(workerSteps),
    `--seed=${roundSeed(seed, 1_000_000 + i)}`,
    '--level-every',
    values['level-every']!,
    '--max-commands',
    values['max-commands']!,
    ...(values.control ? ['--control'] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => {
      const last = out.trim().split('\n').at(-1);
      if (!last) return reject(new Error(`worker ${i} printed no figures`));
      resolve(JSON.parse(last) as Record<string, unknown>);
    });
  });
}

const { figures, failure } = await runPropertyCampaign({
  steps,
  seed,
  levelEvery: Number(values['level-every']),
  maxCommands: Number(values['max-commands']),
  control: values.control,
  onRound: (f) => {
    if (performance.now() - lastPrint < 5_000) return;
    lastPrint = performance.now();
    process.stderr.write(
      `properties: ${f.steps}/${steps} steps (${f.commands} commands, ${f.failed_writes} ` +
        `failed writes, ${f.replays} replays), ${f.runs} runs, ${seconds()} s\n`,
    );
  },
});

if (failure) {
  process.stderr.write(
    `properties: VIOLATION in round ${failure.round} (${failure.suite} suite, ${failure.log} ` +
      `log), campaign seed ${seed}, round seed ${failure.seed}, path ${failure.path}\n` +
      `${failure.report}\n`,
  );
}
const line = {
  campaign: 'properties',
  ...(values.control ? { control: 'lost_write' } : {}),
  ...figures,
  violations: failure ? 1 : 0,
  seed,
  wall_s: seconds(),
  ...(failure
    ? {
        failure: {
          suite: failure.suite,
          log: failure.log,
          round_seed: failure.seed,
          path: failure.path,
        },
      }
    : {}),
};
process.stdout.write(`${JSON.stringify(line)}\n`);
// The control passes when it finds the loss; the campaign when it finds none.
process.exitCode = (failure !== undefined) === values.control ? 0 : 1;
