// bench/jetstream-wal: the JetStream log alone on a three-node nats-server cluster it starts on
// loopback (R3). Prints one JSON line:
// - appends/s and p50/p99 per shape "shards x appends in flight per shard" (300-byte records,
//   --seconds each, a fresh log per shape): 16x1 is a quiet service (a mailbox keeps one command
//   in flight), 16x8 and 16x64 are the engine pipelining under load; beside each, the baseline
//   measured right after it on the same cluster: the same records published straight to
//   JetStream, one message each, as many in flight (`raw`), and the ratio of the two;
// - the engine: CreateTask commands through `Engine` over `JetStreamWal`, like bench/engine;
// - replay: --replay records written, then a fresh handle opens (recovery reads every record)
//   and reads every shard: records/s of each (--replay-in-flight 1 writes one record a message,
//   the slowest log to read).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { JetStreamWal } from '../wal/index.ts';
import { Engine } from '../src/runtime/engine.ts';
import {
  natsServerMissing,
  startNatsCluster,
  type NatsCluster,
} from '../test/support/nats-cluster.ts';
import { drive, keyedCreate, seedOrgs } from './setup.ts';

const { values } = parseArgs({
  options: {
    shapes: { type: 'string', default: '16x1,16x8,16x64' },
    seconds: { type: 'string', default: '5' },
    creates: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '1000' },
    replay: { type: 'string', default: '200000' },
    /**
     * Appends in flight per shard while writing the replay's log: 64 packs them, 1 writes one a
     * message.
     */
    'replay-in-flight': { type: 'string', default: '64' },
    /** Comma list of parts to run: appends, engine, replay. */
    only: { type: 'string', default: 'appends,engine,replay' },
  },
});

const RECORD = Buffer.alloc(300, 7);

function logOf(cluster: NatsCluster) {
  return { urls: cluster.urls, prefix: `b${randomBytes(6).toString('hex')}`, replicas: 3 };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/**
 * `workers` loops each awaiting `op` again and again for `seconds`: appends/s and latency
 * percentiles.
 */
async function closedLoop(
  workers: number,
  seconds: number,
  op: (worker: number) => Promise<unknown>,
) {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, i) => {
      while (performance.now() < until) {
        const at = performance.now();
        await op(i);
        latencies.push(performance.now() - at);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    appends_per_s: Math.round(latencies.length / elapsed),
    p50_ms: Number(percentile(latencies, 0.5).toFixed(1)),
    p99_ms: Number(percentile(latencies, 0.99).toFixed(1)),
  };
}

async function appends(cluster: NatsCluster, shards: number, inFlight: number, seconds: number) {
  const log = logOf(cluster);
  const wal = new JetStreamWal({ ...log, nodeId: 'bench' });
  await wal.open();
  const timed = await closedLoop(shards * inFlight, seconds, (i) => wal.append(i % shards, RECORD));
  const stats = wal.stats();
  await wal.close();
  await JetStreamWal.destroy(log);
  return {
    shape: `${shards}x${inFlight}`,
    ...timed,
    records_per_batch: Number((stats.records / Math.max(1, stats.batches)).toFixed(1)),
  };
}

/**
 * The baseline: the same records published straight to JetStream, one message each, the same
 * number in flight on each of `shards` R3 streams, nothing else (no packing, no expected
 * sequence, no hash chain). JetStream 2.9 has no batch publish, so this is the most its client
 * gets from the cluster for records of this size.
 */
async function rawPublishes(
  cluster: NatsCluster,
  shards: number,
  inFlight: number,
  seconds: number,
) {
  const nc = await connect({ servers: [...cluster.urls] });
  const jsm = await jetstreamManager(nc);
  const js = jetstream(nc);
  const prefix = `raw${randomBytes(6).toString('hex')}`;
  for (let s = 0; s < shards; s++)
    await jsm.streams.add({
      name: `${prefix}_${s}`,
      subjects: [`${prefix}.${s}`],
      num_replicas: 3,
      storage: 'file' as never,
    });
  const timed = await closedLoop(shards * inFlight, seconds, (i) =>
    js.publish(`${prefix}.${i % shards}`, RECORD),
  );
  for (let s = 0; s < shards; s++) await jsm.streams.delete(`${prefix}_${s}`);
  await nc.close();
  return timed;
}

async function engineRun(cluster: NatsCluster, creates: number, concurrency: number) {
  const log = logOf(cluster);
  const wal = new JetStreamWal({ ...log, nodeId: 'bench' });
  const engine = await Engine.open({ wal, shardCount: 16 });
  const orgs = await seedOrgs(engine, 1000);
  const before = wal.stats();
  const seconds = await drive(creates, concurrency, (i) => engine.execute(keyedCreate(orgs, i)));
  const after = wal.stats();
  await engine.close();
  await JetStreamWal.destroy(log);
  const records = after.records - before.records;
  return {
    creates,
    concurrency,
    creates_per_s: Math.round(creates / seconds),
    records_per_s: Math.round(records / seconds),
    records_per_batch: Number((records / Math.max(1, after.batches - before.batches)).toFixed(1)),
  };
}

async function replay(cluster: NatsCluster, total: number, inFlight: number) {
  const log = logOf(cluster);
  const shards = 16;
  const writer = new JetStreamWal({ ...log, nodeId: 'bench' });
  await writer.open();
  await drive(total, shards * inFlight, (i) => writer.append(i % shards, RECORD));
  await writer.close();

  const reader = new JetStreamWal({ ...log, nodeId: 'bench-reader' });
  let at = performance.now();
  const report = await reader.open();
  const openS = (performance.now() - at) / 1000;
  at = performance.now();
  let read = 0;
  for (const shard of reader.shards())
    for await (const batch of reader.readBatches(shard)) read += batch.length;
  const readS = (performance.now() - at) / 1000;
  await reader.close();
  await JetStreamWal.destroy(log);
  if (report.records !== total || read !== total)
    throw new Error(`replay: wrote ${total}, open checked ${report.records}, read ${read}`);
  return {
    records: total,
    written_in_flight_per_shard: inFlight,
    open_s: Number(openS.toFixed(2)),
    open_records_per_s: Math.round(total / openS),
    read_s: Number(readS.toFixed(2)),
    read_records_per_s: Math.round(total / readS),
  };
}

const missing = natsServerMissing();
if (missing !== undefined) {
  process.stderr.write(`bench/jetstream-wal: ${missing}\n`);
  process.exit(1);
}
const parts = new Set(values.only.split(','));
const cluster = await startNatsCluster();
try {
  const result: Record<string, unknown> = {
    bench: 'jetstream-wal',
    nats_nodes: 3,
    replicas: 3,
    record_bytes: RECORD.length,
  };
  if (parts.has('appends')) {
    const rows = [];
    for (const shape of values.shapes.split(',')) {
      const [shards, inFlight] = shape.split('x').map(Number) as [number, number];
      const wal = await appends(cluster, shards, inFlight, Number(values.seconds));
      const raw = await rawPublishes(cluster, shards, inFlight, Number(values.seconds));
      rows.push({ ...wal, raw, ratio: Number((wal.appends_per_s / raw.appends_per_s).toFixed(3)) });
    }
    result.appends = rows;
  }
  if (parts.has('engine'))
    result.engine = await engineRun(cluster, Number(values.creates), Number(values.concurrency));
  if (parts.has('replay'))
    result.replay = await replay(
      cluster,
      Number(values.replay),
      Number(values['replay-in-flight']),
    );
  console.log(JSON.stringify(result));
} finally {
  await cluster.stop();
}
