// bench/engine: durable task creates per second through the pipelined shards with group commit, at
// least 1,000 commands in flight over 1,000 orgs, beside the best raw LevelDB can do on this disk
// in the same run: chained `sync: true` batches of 256 records (issue 12's size; LevelDB goes
// faster still with larger ones, ~1.4 times at 2,048, or with several in flight) of the engine's
// own encoded record size, one batch in flight. Both sides are timed in steady state, after an
// untimed warm-up (--warmup creates; as many records for LevelDB). Prints one JSON line, with the
// main thread's busy time per create. `--data DIR` keeps the engine's directory for `errand
// verify`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Level } from 'level';
import { LevelWal, WriteLatch } from '../wal/index.ts';
import { archiveDir } from '../src/archive/default-store.ts';
import { LevelArchiveStore } from '../src/archive/level-store.ts';
import { FEE_BPS_DEFAULT } from '../src/domain/catalogue.ts';
import { layoutFor } from '../src/engine-thread/layout.ts';
import { EngineThreads } from '../src/engine-thread/threads.ts';
import { ThreadedWal } from '../src/engine-thread/threaded-wal.ts';
import { Engine } from '../src/runtime/engine.ts';
import { PooledScreener } from '../src/runtime/screener.ts';
import { cpuSecondsSince, drive, keyedCreate, seedOrgs } from './setup.ts';

const { values } = parseArgs({
  options: {
    creates: { type: 'string', default: '30000' },
    concurrency: { type: 'string', default: '1000' },
    shards: { type: 'string', default: '16' },
    orgs: { type: 'string', default: '1000' },
    'raw-batch': { type: 'string', default: '256' },
    /** Untimed creates first: errand's JIT compiles its create path, its screening thread loads. */
    warmup: { type: 'string', default: '5000' },
    data: { type: 'string' },
    /**
     * Engine threads (docs/threads.md): the same creates again on N threads (a partitioned log in
     * a directory of its own), printed beside the single-thread figures of this run.
     */
    threads: { type: 'string', default: '0' },
  },
});
const creates = Number(values.creates);
const concurrency = Number(values.concurrency);
const warmup = Number(values.warmup);
const keep = values.data !== undefined;
const engineDir = values.data ?? mkdtempSync(join(tmpdir(), 'errand-bench-engine-'));
const rawDir = mkdtempSync(join(tmpdir(), 'errand-bench-raw-'));

/** The engine on `threads` engine threads over a partitioned log in `dir`. */
async function openThreaded(dir: string, threads: number, screener: PooledScreener) {
  const latch = new WriteLatch();
  const engineThreads = new EngineThreads({
    layout: layoutFor(dir, threads),
    threads,
    shardCount: Number(values.shards),
    lanes: 2,
    snapshotEvery: 20_000,
    mailboxDepthMax: 10_000,
    feeBps: FEE_BPS_DEFAULT,
  });
  const wal = new ThreadedWal(latch, engineThreads);
  const archive = new LevelArchiveStore(archiveDir(dir), latch);
  const engine = await Engine.open({ wal, threads: engineThreads, archive, screener });
  return { wal, engine };
}

async function engineRun(threads = 0) {
  // Configured as the service is: the safety filter on its own thread (src/runtime/screener.ts).
  const screener = new PooledScreener();
  const dir = threads === 0 ? engineDir : mkdtempSync(join(tmpdir(), 'errand-bench-engine-t-'));
  const { wal, engine } =
    threads === 0
      ? await (async () => {
          const level = new LevelWal(dir);
          const opened = await Engine.open({
            wal: level,
            shardCount: Number(values.shards),
            screener,
          });
          return { wal: level, engine: opened };
        })()
      : await openThreaded(dir, threads, screener);
  const orgs = await seedOrgs(engine, Number(values.orgs));
  // With threads: the main thread's time in the replicas' apply (the cost of keeping reads
  // synchronous, docs/threads.md), timed around each followed record.
  let replicaMs = 0;
  if (threads > 0)
    for (const shard of engine.shards) {
      const follow = shard.followedRecord.bind(shard);
      shard.followedRecord = (seq, hash, record) => {
        const t0 = performance.now();
        follow(seq, hash, record);
        replicaMs += performance.now() - t0;
      };
    }
  await drive(warmup, concurrency, (i) => engine.execute(keyedCreate(orgs, creates + i)));
  const before = wal.stats();
  let payloadBytes = 0;
  const elu = performance.eventLoopUtilization();
  const cpuBefore = process.cpuUsage();
  const replicaBefore = replicaMs;
  const seconds = await drive(creates, concurrency, (i) => engine.execute(keyedCreate(orgs, i)));
  const busy = performance.eventLoopUtilization(elu);
  const replicaTimedMs = replicaMs - replicaBefore;
  const cpu = cpuSecondsSince(cpuBefore);
  const after = wal.stats();
  const records = after.records - before.records;
  const batches = after.batches - before.batches;
  for (const shard of wal.shards().slice(0, 1)) {
    let n = 0;
    for await (const e of wal.read(shard, Math.max(0, wal.head(shard).seq - 200))) {
      payloadBytes += e.payload.length;
      n++;
    }
    payloadBytes = Math.round(payloadBytes / Math.max(1, n));
  }
  await engine.close();
  await screener.close();
  if (threads > 0) rmSync(dir, { recursive: true, force: true });
  return {
    seconds,
    records,
    batches,
    meanBatch: records / batches,
    payloadBytes,
    busyMs: busy.active,
    utilization: busy.utilization,
    cpu,
    replicaMs: replicaTimedMs,
  };
}

/**
 * Records of the engine's size in synced batches of `batchSize`, one batch in flight at a time,
 * after `warmupRecords` untimed.
 */
async function rawRun(
  warmupRecords: number,
  records: number,
  batchSize: number,
  recordBytes: number,
) {
  const db = new Level<string, Buffer>(rawDir, { valueEncoding: 'buffer' });
  await db.open();
  const value = Buffer.alloc(recordBytes, 7);
  let written = 0;
  const write = async (upTo: number) => {
    while (written < upTo) {
      const n = Math.min(batchSize, upTo - written);
      // A chained batch, as the WAL writes: the array form costs ~3 times the CPU a record here
      // (14–18 against 4–5 µs, all threads) and wrote a third as many records a second.
      const batch = db.batch();
      for (let i = 0; i < n; i++)
        batch.put(`r!00000000!${(written + i).toString(16).padStart(16, '0')}`, value);
      await batch.write({ sync: true });
      written += n;
    }
  };
  await write(warmupRecords);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await write(warmupRecords + records);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSecondsSince(cpuBefore);
  await db.close();
  return { seconds, records, cpu };
}

const engine = await engineRun();
const threads = Number(values.threads);
const threaded = threads > 0 ? await engineRun(threads) : undefined;
const frameOverhead = 9 + 4 + 8 + 32;
const rawBatch = Number(values['raw-batch']);
const raw = await rawRun(
  warmup,
  Math.max(engine.records, 20 * rawBatch),
  rawBatch,
  engine.payloadBytes + frameOverhead,
);
rmSync(rawDir, { recursive: true, force: true });
if (!keep) rmSync(engineDir, { recursive: true, force: true });
const engineRate = creates / engine.seconds;
const rawRate = raw.records / raw.seconds;
console.log(
  JSON.stringify({
    bench: 'engine',
    node_flags: process.execArgv.join(' '),
    creates,
    concurrency,
    shards: Number(values.shards),
    engine_creates_per_s: Math.round(engineRate),
    raw_sync_batch_records_per_s: Math.round(rawRate),
    ratio: Number((engineRate / rawRate).toFixed(3)),
    warmup_creates: warmup,
    raw_batch_records: rawBatch,
    mean_batch_records: Number(engine.meanBatch.toFixed(1)),
    main_thread_us_per_create: Math.round((engine.busyMs * 1000) / creates),
    event_loop_utilization: Number(engine.utilization.toFixed(2)),
    // All threads, so the two sides compare: the raw side's is LevelDB's own cost of a record.
    engine_cpu_us_per_create: Math.round((engine.cpu * 1e6) / creates),
    raw_cpu_us_per_record: Number(((raw.cpu * 1e6) / raw.records).toFixed(1)),
    record_bytes: engine.payloadBytes + frameOverhead,
    ...(threaded
      ? {
          threads,
          threaded_creates_per_s: Math.round(creates / threaded.seconds),
          threaded_main_thread_us_per_create: Math.round((threaded.busyMs * 1000) / creates),
          threaded_cpu_us_per_create: Math.round((threaded.cpu * 1e6) / creates),
          threaded_replica_us_per_create: Number(
            ((threaded.replicaMs * 1000) / creates).toFixed(1),
          ),
          speedup: Number((engine.seconds / threaded.seconds).toFixed(2)),
        }
      : {}),
    ...(keep ? { data: engineDir } : {}),
  }),
);
