// bench/threads/log-per-thread (issue 39, "the log per thread"): N engine threads appending
// records of the engine's size, each shard one record in flight, (a) each thread to a LevelWal in
// its own directory, or (b) one LevelWal on the main thread fed by the threads (one message per
// tick each way), beside today's layout (threads 0: the shards and the log on the main thread)
// and the raw LevelDB baseline: chained sync batches at the best size of a sweep, same run.
// Prints one JSON line per configuration; docs/threads.md reads them.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Worker } from 'node:worker_threads';
import { Level } from 'level';
import { LevelWal } from '../../wal/index.ts';
import { HEADER_BYTES, PAYLOAD_AT } from '../../wal/codec.ts';
import { nextMessage, percentile, round, sortedUnion, startWorker } from './common.ts';
import { BatchStats, payloadMaker, Slots, type SlotsReport } from './log-thread.ts';

const cores = availableParallelism();
const { values } = parseArgs({
  options: {
    threads: { type: 'string', default: [...new Set([1, 2, cores])].join(',') },
    seconds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    /** Records in flight in the whole process (about 1.2 per create at 50 connections). */
    inflight: { type: 'string', default: '64' },
    /** bench/engine's measured record_bytes (docs/performance.md), frame included. */
    'record-bytes': { type: 'string', default: '723' },
    /** CPU per record on the engine thread before it appends: decide and apply. */
    'work-us': { type: 'string', default: '0' },
    lanes: { type: 'string', default: '2' },
  },
});
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const inflight = Number(values.inflight);
const recordBytes = Number(values['record-bytes']);
const payloadBytes = recordBytes - PAYLOAD_AT;
const workUs = Number(values['work-us']);
const lanes = Number(values.lanes);
const threadCounts = values.threads.split(',').map(Number);
const root = mkdtempSync(join(tmpdir(), 'errand-bench-threads-log-'));
let dirs = 0;
const freshDir = () => {
  dirs += 1;
  return join(root, `d${dirs}`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Best chained sync batches LevelDB does alone, one batch in flight, over a sweep of sizes. */
async function rawBaseline() {
  const sweep: Record<string, number> = {};
  let best = { batch: 0, records_per_s: 0, syncs_per_s: 0 };
  const make = payloadMaker(recordBytes - HEADER_BYTES);
  for (const batch of [16, 64, 256, 1024, 4096]) {
    const db = new Level<string, Buffer>(freshDir(), { valueEncoding: 'buffer' });
    await db.open();
    let n = 0;
    let syncs = 0;
    const write = async () => {
      const b = db.batch();
      for (let i = 0; i < batch; i += 1) {
        n += 1;
        b.put(`r!00000000!${n.toString(16)}`, make(n));
      }
      await b.write({ sync: true });
    };
    const warmUntil = performance.now() + 300;
    while (performance.now() < warmUntil) await write();
    const started = performance.now();
    const until = started + Math.max(1000, (seconds * 1000) / 3);
    const from = n;
    while (performance.now() < until) {
      await write();
      syncs += 1;
    }
    const s = (performance.now() - started) / 1000;
    const rate = Math.round((n - from) / s);
    sweep[batch] = rate;
    if (rate > best.records_per_s)
      best = { batch, records_per_s: rate, syncs_per_s: Math.round(syncs / s) };
    await db.close();
  }
  return { best, sweep };
}

interface Measured {
  records: number;
  batches: number;
  batchMs: Float64Array[];
  recordMs: Float64Array[];
  seconds: number;
  mainElu: number;
  cpuS: number;
}

/** Runs `begin` (which starts everything), measures a window after warm-up, then `end`. */
async function window(
  begin: () => Promise<void>,
  measure: () => void,
  end: () => Promise<Omit<Measured, 'seconds' | 'mainElu' | 'cpuS'>>,
): Promise<Measured> {
  await begin();
  await sleep(warmup * 1000);
  measure();
  const elu = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await sleep(seconds * 1000);
  const elapsed = (performance.now() - started) / 1000;
  const mainElu = performance.eventLoopUtilization(elu).utilization;
  const used = process.cpuUsage(cpu);
  const rest = await end();
  return { ...rest, seconds: elapsed, mainElu, cpuS: (used.user + used.system) / 1e6 };
}

/** Today's layout: the shards and the log both on the main thread. */
async function inProcess(): Promise<Measured> {
  const stats = new BatchStats();
  const wal = new LevelWal(freshDir(), { lanes, onBatch: stats.observe });
  await wal.open();
  const slots = new Slots({ firstShard: 0, slots: inflight, payloadBytes, workUs }, (s, p) =>
    wal.append(s, p),
  );
  return window(
    async () => slots.start(),
    () => {
      slots.measure();
      stats.measure();
    },
    async () => {
      const batches = stats.batches;
      const batchMs = stats.batchMs.take();
      const { records, recordMs } = await slots.stop();
      await wal.close();
      return { records, batches, batchMs: [batchMs], recordMs: [recordMs] };
    },
  );
}

/** N threads; mode 'own' (a log each) or 'feed' (the one LevelWal here, fed by messages). */
async function threaded(n: number, mode: 'own' | 'feed'): Promise<Measured> {
  const stats = new BatchStats();
  const writer =
    mode === 'feed' ? new LevelWal(freshDir(), { lanes, onBatch: stats.observe }) : undefined;
  await writer?.open();
  const workers: Worker[] = [];
  const perThread = Math.ceil(inflight / n);
  for (let i = 0; i < n; i += 1) {
    const worker = startWorker(new URL('./log-thread.ts', import.meta.url), {
      role: 'log-thread',
      mode,
      dir: freshDir(),
      lanes,
      firstShard: i * 1000,
      slots: perThread,
      payloadBytes,
      workUs,
    });
    if (writer !== undefined) feedFrom(worker, writer);
    workers.push(worker);
  }
  return window(
    async () => {
      await Promise.all(workers.map((w) => nextMessage(w, (m) => m.type === 'ready')));
    },
    () => {
      stats.measure();
      for (const w of workers) w.postMessage({ type: 'measure' });
    },
    async () => {
      const batches = stats.batches;
      const batchMs = stats.batchMs.take();
      const done = workers.map((w) => nextMessage<SlotsReport>(w, (m) => m.type === 'done'));
      for (const w of workers) w.postMessage({ type: 'stop' });
      const reports = await Promise.all(done);
      await Promise.all(workers.map((w) => w.terminate()));
      await writer?.close();
      return {
        records: reports.reduce((s, r) => s + r.records, 0),
        batches: writer === undefined ? reports.reduce((s, r) => s + r.batches, 0) : batches,
        batchMs: writer === undefined ? reports.map((r) => r.batchMs) : [batchMs],
        recordMs: reports.map((r) => r.recordMs),
      };
    },
  );
}

/** The one writer: each message's records appended, durable shards answered once per tick. */
function feedFrom(worker: Worker, wal: LevelWal): void {
  let acks: number[] = [];
  const flush = () => {
    const shards = Uint32Array.from(acks);
    acks = [];
    worker.postMessage({ type: 'acks', shards }, [shards.buffer]);
  };
  const durable = (shard: number) => {
    if (acks.length === 0) setImmediate(flush);
    acks.push(shard);
  };
  worker.on('message', (m: { type: string; shards: Uint32Array; bytes: Uint8Array }) => {
    if (m.type !== 'records') return;
    const bytes = Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength);
    m.shards.forEach((shard, i) => {
      const payload = bytes.subarray(i * payloadBytes, (i + 1) * payloadBytes);
      void wal.append(shard, payload).then(() => durable(shard));
    });
  });
}

function line(config: Record<string, unknown>, m: Measured) {
  const batch = sortedUnion(m.batchMs);
  const record = sortedUnion(m.recordMs);
  return {
    bench: 'threads-log',
    ...config,
    inflight,
    record_bytes: recordBytes,
    work_us: workUs,
    lanes,
    records_per_s: Math.round(m.records / m.seconds),
    syncs_per_s: Math.round(m.batches / m.seconds),
    records_per_sync: round(m.records / Math.max(1, m.batches)),
    batch_p50_ms: round(percentile(batch, 0.5), 2),
    batch_p99_ms: round(percentile(batch, 0.99), 2),
    record_p50_ms: round(percentile(record, 0.5), 2),
    record_p99_ms: round(percentile(record, 0.99), 2),
    main_thread_us_per_record: round((m.mainElu * m.seconds * 1e6) / m.records),
    cpu_us_per_record: round((m.cpuS * 1e6) / m.records),
  };
}

try {
  const raw = await rawBaseline();
  console.log(
    JSON.stringify({
      bench: 'threads-log',
      config: 'raw-leveldb',
      record_bytes: recordBytes,
      best_batch: raw.best.batch,
      records_per_s: raw.best.records_per_s,
      syncs_per_s: raw.best.syncs_per_s,
      sweep_records_per_s: raw.sweep,
    }),
  );
  console.log(JSON.stringify(line({ config: 'main-thread', threads: 0 }, await inProcess())));
  for (const n of threadCounts) {
    for (const mode of ['own', 'feed'] as const) {
      const config = mode === 'own' ? 'log-per-thread' : 'one-writer';
      console.log(JSON.stringify(line({ config, threads: n }, await threaded(n, mode))));
    }
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
