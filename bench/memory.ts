// bench/memory: memory and start-up time depend on open work, not on history. Creates and
// settles tasks over 1,000 orgs (every 100th paid out through its whole life, the rest cancelled:
// both are settled history), closes, then starts the engine again in a fresh process and reports
// RSS after a forced GC and the cold-start time. Does it for a small history (the baseline,
// 10,000 tasks) and a large one (1,000,000) in the same run. Prints one JSON line.
// With `--threads N` each log is then copied into N partitions (`errand upgrade-log`) and started
// again in a fresh process on N engine threads: the line adds the process's RSS and cold start
// that way (docs/threads.md), main thread and engine threads together.
// The log is written with sync off: how it was written does not change what a start reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LevelWal, WriteLatch } from '../wal/index.ts';
import { archiveDir } from '../src/archive/default-store.ts';
import { LevelArchiveStore } from '../src/archive/level-store.ts';
import { FEE_BPS_DEFAULT } from '../src/domain/catalogue.ts';
import { readLayout } from '../src/engine-thread/layout.ts';
import { ThreadedWal } from '../src/engine-thread/threaded-wal.ts';
import { EngineThreads } from '../src/engine-thread/threads.ts';
import { upgradeLog } from '../src/engine-thread/upgrade.ts';
import { Engine } from '../src/runtime/engine.ts';
import { createInput, drive, seedOrgs } from './setup.ts';

const { values } = parseArgs({
  options: {
    tasks: { type: 'string', default: '1000000' },
    baseline: { type: 'string', default: '10000' },
    orgs: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '1000' },
    build: { type: 'string' },
    measure: { type: 'string' },
    threads: { type: 'string', default: '0' },
  },
});

async function settleOne(engine: Engine, org: string, i: number): Promise<void> {
  const agentId = `agt_${org}`;
  const { taskId } = (await engine.execute({
    type: 'CreateTask',
    orgId: org,
    agentId,
    input: createInput(i, Date.now()),
  })) as { taskId: string };
  if (i % 100 !== 0) {
    await engine.execute({ type: 'CancelTask', orgId: org, agentId, taskId });
    return;
  }
  for (const step of ['SCREEN_PASSED', 'MATCH', 'ACCEPT', 'START'] as const) {
    await engine.execute({
      type: 'StepTask',
      orgId: org,
      taskId,
      step,
      ...(step === 'MATCH' ? { operatorId: `op_${i % 50}` } : {}),
    });
  }
  await engine.execute({
    type: 'SubmitProof',
    orgId: org,
    taskId,
    operatorId: `op_${i % 50}`,
    proof: {
      capturedAt: new Date().toISOString(),
      mediaSha256: ['d'.repeat(64)],
      location: { lat: 6.6, lng: 3.35 },
      answers: {},
    },
  });
  await engine.execute({
    type: 'RecordVerification',
    orgId: org,
    taskId,
    verification: {
      checks: [],
      confidence: 0.99,
      outcome: 'pass',
      media: [],
      verifierVersion: 'bench',
      thresholds: {},
    },
  });
  await engine.execute({ type: 'SettleTask', orgId: org, taskId, payoutRef: `po_${i}` });
}

async function build(dir: string, tasks: number): Promise<void> {
  const engine = await Engine.open({
    wal: new LevelWal(dir, { syncWrites: false }),
    shardCount: 16,
  });
  const orgs = await seedOrgs(engine, Number(values.orgs));
  let done = 0;
  await drive(tasks, Number(values.concurrency), async (i) => {
    await settleOne(engine, orgs[i % orgs.length]!, i);
    if (++done % 100_000 === 0) process.stderr.write(`settled ${done}/${tasks}\n`);
  });
  await engine.close();
}

/**
 * In a fresh process: the cold start, then RSS with everything the engine holds, after a full GC.
 */
async function measure(dir: string, threads: number) {
  const started = performance.now();
  const engine =
    threads > 0 ? await onThreads(dir, threads) : await Engine.open({ wal: new LevelWal(dir) });
  const coldStartMs = performance.now() - started;
  (globalThis as { gc?: () => void }).gc?.();
  // Each engine thread's heap too (workers inherit --expose-gc).
  for (let t = 0; t < threads; t++) await engine.threads?.call(t, { op: 'gc' });
  const rss = process.memoryUsage().rss;
  let openTasks = 0;
  for (const state of engine.states().values()) openTasks += state.tasks.size;
  const records = engine.wal.shards().reduce((n, s) => n + engine.wal.head(s).seq, 0);
  const checkedAtStart = engine.report.recovery.records;
  await engine.close();
  return {
    coldStartMs,
    rssMiB: rss / 2 ** 20,
    openTasks,
    records,
    checkedAtStart,
    snapshotsUsed: engine.report.snapshotsUsed,
  };
}

/** The directory's partitions on `threads` engine threads, as `errand serve` opens them. */
async function onThreads(dir: string, threads: number): Promise<Engine> {
  const latch = new WriteLatch();
  const engineThreads = new EngineThreads({
    layout: readLayout(dir)!,
    threads,
    shardCount: 16,
    lanes: 2,
    snapshotEvery: 20_000,
    mailboxDepthMax: 10_000,
    feeBps: FEE_BPS_DEFAULT,
  });
  return Engine.open({
    wal: new ThreadedWal(latch, engineThreads),
    threads: engineThreads,
    archive: new LevelArchiveStore(archiveDir(dir), latch),
  });
}

function run(args: string[]): string {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, '--expose-gc', 'bin/run-ts.mjs', 'bench/memory.ts', ...args],
    { encoding: 'utf8', maxBuffer: 1 << 20, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (child.status !== 0) throw new Error(`bench/memory ${args.join(' ')} failed`);
  return child.stdout;
}

if (values.build) {
  await build(values.build, Number(values.tasks));
} else if (values.measure) {
  console.log(JSON.stringify(await measure(values.measure, Number(values.threads))));
} else {
  const threadCount = Number(values.threads);
  const sides = [];
  for (const tasks of [Number(values.baseline), Number(values.tasks)]) {
    const dir = mkdtempSync(join(tmpdir(), 'errand-bench-memory-'));
    const built = performance.now();
    run([
      '--build',
      dir,
      '--tasks',
      String(tasks),
      '--orgs',
      values.orgs!,
      '--concurrency',
      values.concurrency!,
    ]);
    const buildSeconds = (performance.now() - built) / 1000;
    const measured = JSON.parse(run(['--measure', dir]).trim().split('\n').pop()!) as Awaited<
      ReturnType<typeof measure>
    >;
    // The same history in partitions, started on engine threads (the process's RSS: every heap).
    let threaded: typeof measured | undefined;
    if (threadCount > 0) {
      await upgradeLog(dir, threadCount);
      threaded = JSON.parse(
        run(['--measure', dir, '--threads', String(threadCount)])
          .trim()
          .split('\n')
          .pop()!,
      ) as typeof measured;
    }
    sides.push({ tasks, buildSeconds, ...measured, threaded });
    rmSync(dir, { recursive: true, force: true });
  }
  const [small, large] = sides as [(typeof sides)[0], (typeof sides)[0]];
  console.log(
    JSON.stringify({
      bench: 'memory',
      node_flags: process.execArgv.join(' '),
      tasks: large.tasks,
      baseline_tasks: small.tasks,
      log_records: large.records,
      records_checked_at_start: large.checkedAtStart,
      rss_mib: Math.round(large.rssMiB),
      baseline_rss_mib: Math.round(small.rssMiB),
      rss_ratio: Number((large.rssMiB / small.rssMiB).toFixed(2)),
      cold_start_s: Number((large.coldStartMs / 1000).toFixed(2)),
      baseline_cold_start_s: Number((small.coldStartMs / 1000).toFixed(2)),
      open_tasks_after_restart: large.openTasks,
      snapshots_used: large.snapshotsUsed,
      build_s: Math.round(large.buildSeconds),
      ...(large.threaded && small.threaded
        ? {
            threads: threadCount,
            threaded_rss_mib: Math.round(large.threaded.rssMiB),
            threaded_baseline_rss_mib: Math.round(small.threaded.rssMiB),
            threaded_rss_ratio: Number((large.threaded.rssMiB / small.threaded.rssMiB).toFixed(2)),
            threaded_cold_start_s: Number((large.threaded.coldStartMs / 1000).toFixed(2)),
            threaded_open_tasks_after_restart: large.threaded.openTasks,
            threaded_records: large.threaded.records,
          }
        : {}),
    }),
  );
}
