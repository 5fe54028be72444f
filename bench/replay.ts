// bench/replay: builds a WAL of at least 1,000,000 events through the engine, then, in a fresh
// process, replays it (verify every frame and chain link, decode, apply) beside a raw LevelDB
// iterator scan of the same keys. Prints one JSON line: both rates, the ratio, peak RSS.
// The log is written with sync off: how it was written does not change what replay reads.
// `--threads N` (default: the core count; 0 or 1: none) also replays and verifies the same log on
// N threads in the same process (src/replay-threads/, docs/threads.md step 7) after the
// single-thread replay and verify, and prints both figures and their ratio; thread start-up is
// inside the N-thread time. `*_speedup_from_cpu`: the ratio the CPU columns allow on this
// machine's cores were they idle (cpuBound below): it holds under load, the seconds do not.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Level } from 'level';
import { LevelWal } from '../wal/index.ts';
import { Engine } from '../src/runtime/engine.ts';
import { replayInto } from '../src/runtime/recovery.ts';
import { emptyShardState } from '../src/core/state.ts';
import { verifyLog } from '../src/runtime/verify.ts';
import { archiveDir } from '../src/archive/default-store.ts';
import { LevelArchiveStore } from '../src/archive/level-store.ts';
import { levelFrameSource } from '../src/replay-threads/frames.ts';
import { replayOnThreads, verifyOnThreads } from '../src/replay-threads/run.ts';
import { threadCpuMs } from '../src/replay-threads/thread-cpu.ts';
import { createInput, drive, seedOrgs } from './setup.ts';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '1000000' },
    measure: { type: 'string' },
    keep: { type: 'boolean', default: false },
    threads: { type: 'string', default: String(availableParallelism()) },
  },
});

async function build(dir: string, eventsWanted: number): Promise<number> {
  const engine = await Engine.open({
    wal: new LevelWal(dir, { syncWrites: false }),
    shardCount: 16,
    snapshotEvery: 0,
  });
  const orgs = await seedOrgs(engine, 64);
  const perCreate = 4; // TaskCreated, EscrowLocked, Posted, SpendCounted
  const creates = Math.ceil(eventsWanted / perCreate);
  let done = 0;
  await drive(creates, 256, async (i) => {
    const org = orgs[i % orgs.length]!;
    await engine.execute({
      type: 'CreateTask',
      orgId: org,
      agentId: `agt_${org}`,
      input: createInput(i, Date.now()),
    });
    if (++done % 50_000 === 0) process.stderr.write(`built ${done}/${creates} creates\n`);
  });
  await engine.close();
  return creates;
}

/** CPU ms of the whole process (every thread, LevelDB's and V8's helpers included). */
const processCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Seconds `run` takes, and CPU ms it cost: this thread's and the process's. On a machine shared
 * with other work the seconds move with the load; the CPU says where the work went.
 */
async function timed<T>(
  run: () => Promise<T>,
): Promise<[T, number, { main: number; all: number }]> {
  const started = performance.now();
  const [main, all] = [threadCpuMs() ?? NaN, processCpuMs()];
  const out = await run();
  const cpu = { main: (threadCpuMs() ?? NaN) - main, all: Math.round(processCpuMs() - all) };
  return [out, (performance.now() - started) / 1000, cpu];
}

/** `errand verify`'s work, on one thread and on `threads`: the same options as the CLI's. */
async function measureVerify(wal: LevelWal, dir: string, threads: number) {
  const archive = new LevelArchiveStore(archiveDir(dir));
  await archive.open();
  try {
    const options = { shardCount: 16, checkSnapshots: true, archive };
    const [one, verifySeconds, verifyCpu] = await timed(() => verifyLog(wal, options));
    if (threads < 2) return { verifyRecords: one.records, verifySeconds, verifyCpu };
    const source = levelFrameSource(wal);
    const [many, verifyThreadsSeconds, cpu] = await timed(() =>
      verifyOnThreads(wal, source, { ...options, threads }),
    );
    const same = JSON.stringify(one.invariants) === JSON.stringify(many.invariants);
    if (!same || !one.ok) throw new Error('verify on threads disagrees with verifyLog');
    const verifyThreadsCpu = { ...cpu, threads: many.threadCpuMs };
    return {
      verifyRecords: one.records,
      verifySeconds,
      verifyCpu,
      verifyThreadsSeconds,
      verifyThreadsCpu,
    };
  } finally {
    await archive.close();
  }
}

/** Runs in a fresh process so peak RSS is replay's own. */
async function measure(dir: string, threads: number) {
  const wal = new LevelWal(dir);
  const recovery = await wal.open();
  let records = 0;
  let events = 0;
  const started = performance.now();
  const [mainBefore, allBefore] = [threadCpuMs() ?? NaN, processCpuMs()];
  // The engine's own recovery fold, shards side by side as at start-up, without snapshots.
  await Promise.all(
    wal.shards().map(async (shard) => {
      const counts = await replayInto(wal, shard, emptyShardState(), 0);
      records += counts.records;
      events += counts.events;
    }),
  );
  const replaySeconds = (performance.now() - started) / 1000;
  const replayCpu = {
    main: (threadCpuMs() ?? NaN) - mainBefore,
    all: Math.round(processCpuMs() - allBefore),
  };
  let replayThreadsSeconds: number | undefined;
  let replayThreadsCpu: Cpu | undefined;
  if (threads >= 2) {
    const [many, seconds, cpu] = await timed(() =>
      replayOnThreads(wal, levelFrameSource(wal), { threads }),
    );
    if (many.records !== records) throw new Error('replay on threads read another log');
    replayThreadsSeconds = seconds;
    replayThreadsCpu = { ...cpu, threads: many.threadCpuMs };
  }
  const verify = await measureVerify(wal, dir, threads);
  await wal.close();
  const db = new Level<string, Buffer>(dir, { valueEncoding: 'buffer' });
  await db.open();
  let keys = 0;
  let bytes = 0;
  const rawStarted = performance.now();
  // Room for a whole batch: classic-level's default (16 KiB a nextv) holds a scan to ~250k keys/s
  // here, 1 MiB gives ~400k (8 MiB with nextv(8192) no more). The baseline is the best scan
  // measured.
  const it = db.iterator({ gte: 'r!', lt: 'r"', highWaterMarkBytes: 1 << 20 });
  for (let batch = await it.nextv(1024); batch.length > 0; batch = await it.nextv(1024)) {
    for (const [, value] of batch) {
      keys += 1;
      bytes += value.length;
    }
  }
  await it.close();
  const rawSeconds = (performance.now() - rawStarted) / 1000;
  await db.close();
  return {
    records,
    events,
    replaySeconds,
    keys,
    bytes,
    rawSeconds,
    replayCpu,
    replayThreadsSeconds,
    replayThreadsCpu,
    ...verify,
    openRecords: recovery.records,
    maxRssKb: process.resourceUsage().maxRSS,
  };
}

const threads = Number(values.threads);
if (values.measure) {
  console.log(JSON.stringify(await measure(values.measure, threads)));
} else {
  const dir = mkdtempSync(join(tmpdir(), 'errand-bench-replay-'));
  const wanted = Number(values.events);
  await build(dir, wanted);
  const child = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      'bin/run-ts.mjs',
      'bench/replay.ts',
      '--measure',
      dir,
      '--threads',
      String(threads),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  const m = JSON.parse(child.stdout.trim().split('\n').pop()!) as Awaited<
    ReturnType<typeof measure>
  >;
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
  const replayRecordsPerS = m.records / m.replaySeconds;
  const rawKeysPerS = m.keys / m.rawSeconds;
  console.log(
    JSON.stringify({
      bench: 'replay',
      node_flags: process.execArgv.join(' '),
      events: m.events,
      records: m.records,
      replay_events_per_s: Math.round(m.events / m.replaySeconds),
      replay_records_per_s: Math.round(replayRecordsPerS),
      raw_iterator_keys_per_s: Math.round(rawKeysPerS),
      ratio: Number((replayRecordsPerS / rawKeysPerS).toFixed(3)),
      ...threadFigures(m),
      load_average: loadavg().map((n) => Number(n.toFixed(1))),
      peak_rss_mib: Math.round(m.maxRssKb / 1024),
      ...(values.keep ? { data: dir } : {}),
    }),
  );
}

interface Cpu {
  readonly main: number;
  readonly all: number;
  readonly threads?: readonly (number | undefined)[];
}

/**
 * The ratio the CPU figures allow on this machine's idle cores (docs/threads.md, "Replay's CPU on
 * threads"): a run takes at least its busiest thread's CPU, and at least its whole process's CPU
 * shared over the cores (V8's GC and compiler threads and LevelDB's included).
 */
function cpuBound(one: Cpu, many: Cpu): number {
  const cores = Math.min(availableParallelism(), threads + 1);
  const floor = (cpu: Cpu) =>
    Math.max(cpu.main, ...(cpu.threads ?? []).map((t) => t ?? 0), cpu.all / cores);
  return Number((floor(one) / floor(many)).toFixed(2));
}

/** The N-thread figures beside the single-thread ones, and their ratios. */
function threadFigures(m: Awaited<ReturnType<typeof measure>>) {
  const perS = (n: number, seconds: number) => Math.round(n / seconds);
  const one = {
    replay_cpu_ms: m.replayCpu,
    verify_records_per_s: perS(m.verifyRecords, m.verifySeconds),
    verify_cpu_ms: m.verifyCpu,
  };
  if (m.replayThreadsSeconds === undefined || m.verifyThreadsSeconds === undefined) return one;
  return {
    ...one,
    threads,
    replay_threads_events_per_s: perS(m.events, m.replayThreadsSeconds),
    replay_threads_records_per_s: perS(m.records, m.replayThreadsSeconds),
    replay_speedup: Number((m.replaySeconds / m.replayThreadsSeconds).toFixed(2)),
    replay_speedup_from_cpu: cpuBound(m.replayCpu, m.replayThreadsCpu!),
    replay_threads_cpu_ms: m.replayThreadsCpu,
    verify_threads_records_per_s: perS(m.verifyRecords, m.verifyThreadsSeconds),
    verify_speedup: Number((m.verifySeconds / m.verifyThreadsSeconds).toFixed(2)),
    verify_speedup_from_cpu: cpuBound(m.verifyCpu, m.verifyThreadsCpu!),
    verify_threads_cpu_ms: m.verifyThreadsCpu,
  };
}
