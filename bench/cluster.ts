// bench/cluster: durable task creates per second and p99 through the real HTTP service
// (startService: auth, rate limiter, zod, idempotency, governance) with its write-ahead log on a
// three-node JetStream cluster (WAL=jetstream, R3, started here on loopback), in the same run
// under the same load as its baselines: --connections closed-loop connections for --duration
// seconds after a warm-up, from the autocannon child of bench/http (its own event loop).
// - `bare`: fastify alone (bench/bare-app.ts: one route, its JSON parser, a 201); `ratio` is the
//   JetStream-backed service's creates/s over this, as bench/http's is.
// - `floor`: the bare route plus one create-sized record published straight to JetStream per
//   request (R3 stream per shard, one message each, answered on the cluster's ack): the most any
//   durable create can get from this cluster at this load; `jetstream_of_floor` is the service
//   over it.
// - `leveldb`: the same service on the LevelDB default (sync on), for comparison (not a baseline:
//   it is errand too).
// Prints one JSON line; exits non-zero if any create is answered with anything but 201.
//
// --threads N adds `jetstream_threads`: the same WAL=jetstream service on N engine threads
// (docs/threads.md, "Step 8"), measured after the single-thread side in the same run, and
// `threads_speedup`, its creates/s over the single-thread side's.
// --nodes 1,2,3 adds rows for that many `errand serve` processes sharing the shards
// (WAL=jetstream-shared, bench/cluster-nodes.ts), each with its ratio to `bare`; with --threads
// too, each count again with that many engine threads a node (`engine_threads` in the row).
// Everything runs on one machine: the three nats-servers, the services and the load generators
// share its cores.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { startService } from '../src/service.ts';
import { JetStreamWal } from '../wal/index.ts';
import {
  natsServerMissing,
  startNatsCluster,
  type NatsCluster,
} from '../test/support/nats-cluster.ts';
import { benchConfig, BenchFailure, newSecrets, seedOrgs, taskBody } from './http-setup.ts';
import { checkAll201, runLoad, type Measured } from './http-load.ts';
import { runNodes } from './cluster-nodes.ts';
import { FLOOR_RECORD_BYTES, startBare, type BareApp } from './bare-app.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    orgs: { type: 'string', default: '64' },
    nodes: { type: 'string' },
    threads: { type: 'string', default: '0' },
  },
});

const RATE_LIMIT_PER_MINUTE = 100_000_000;
/**
 * As many streams as the service's shards (ERRAND_SHARDS default), so the floor spreads the same
 * way.
 */
const FLOOR_SHARDS = 16;

/** The bare route, answering once one record is acknowledged by an R3 stream of the cluster. */
async function startFloor(cluster: NatsCluster): Promise<BareApp> {
  const nc = await connect({ servers: [...cluster.urls] });
  const jsm = await jetstreamManager(nc);
  const js = jetstream(nc);
  const prefix = `floor${randomBytes(6).toString('hex')}`;
  for (let s = 0; s < FLOOR_SHARDS; s++)
    await jsm.streams.add({
      name: `${prefix}_${s}`,
      subjects: [`${prefix}.${s}`],
      num_replicas: 3,
      storage: 'file' as never,
    });
  const record = Buffer.alloc(FLOOR_RECORD_BYTES, 7);
  const app = await startBare((n) => js.publish(`${prefix}.${n % FLOOR_SHARDS}`, record));
  return {
    url: app.url,
    close: async () => {
      await app.close();
      for (let s = 0; s < FLOOR_SHARDS; s++) await jsm.streams.delete(`${prefix}_${s}`);
      await nc.close();
    },
  };
}

/** The run's load against `url` (every answer must be a 201), warm-up first. */
async function load(
  name: string,
  url: string,
  keys: string[],
  onMeasure?: () => void,
): Promise<Measured> {
  const measured = await runLoad(
    {
      url,
      keys,
      body: JSON.stringify(taskBody(Date.now())),
      connections: Number(values.connections),
      duration: Number(values.duration),
      warmup: Number(values.warmup),
      tag: `c${process.pid}-${name}`,
    },
    onMeasure,
  );
  checkAll201(name, measured.load);
  checkAll201(`${name} warm-up`, measured.warm);
  return measured;
}

/** Creates/s, latencies and CPU of one side. */
function figures(measured: Measured) {
  const r = measured.load;
  return {
    creates_per_s: r.req_per_s,
    p50_ms: r.p50_ms,
    p99_ms: r.p99_ms,
    max_ms: r.max_ms,
    requests: r.requests,
    server_cpu_pct: measured.serverCpuPct,
    ...(measured.otherCpuPct !== undefined ? { other_cpu_pct: measured.otherCpuPct } : {}),
  };
}

/** A baseline app under the same load as the services. */
async function runBaseline(name: string, app: BareApp, keys: string[]) {
  try {
    return figures(await load(name, app.url, keys));
  } finally {
    await app.close();
  }
}

/** One service on `wal`, seeded, loaded, closed; its figures. */
async function run(wal: 'leveldb' | 'jetstream', cluster: NatsCluster, threads = 0) {
  const dataDir = mkdtempSync(join(tmpdir(), `errand-bench-cluster-${wal}-`));
  const secrets = newSecrets();
  const prefix = `bench${randomBytes(4).toString('hex')}`;
  const config = benchConfig(dataDir, secrets, {
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
    WAL: wal,
    NATS_URLS: cluster.urls.join(','),
    NATS_PREFIX: prefix,
    NATS_REPLICAS: '3',
    ENGINE_THREADS: String(threads),
  });
  const service = await startService(config, { logger: false, announce: () => {} });
  let measured: Measured;
  let walStats = { batches: 0, records: 0 };
  try {
    const keys = await seedOrgs(service.url, secrets, Number(values.orgs));
    let before = service.engine.wal.stats();
    measured = await load(wal, service.url, keys, () => (before = service.engine.wal.stats()));
    const after = service.engine.wal.stats();
    walStats = { batches: after.batches - before.batches, records: after.records - before.records };
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (wal === 'jetstream') await JetStreamWal.destroy({ urls: cluster.urls, prefix });
  }
  return {
    ...figures(measured),
    records_per_batch: Number((walStats.records / Math.max(1, walStats.batches)).toFixed(1)),
  };
}

async function main(): Promise<void> {
  const missing = natsServerMissing();
  if (missing !== undefined) throw new BenchFailure(missing);
  const cluster = await startNatsCluster();
  try {
    // The baselines first, so neither pays for a service's heap; their keys are only sent, never
    // checked.
    const keys = Array.from({ length: Number(values.orgs) }, (_, i) => `bench-key-${i}`);
    const bare = await runBaseline('bare', await startBare(), keys);
    const floor = await runBaseline('floor', await startFloor(cluster), keys);
    // LevelDB before JetStream, so it is not measured beside the JetStream run's heap.
    const leveldb = await run('leveldb', cluster);
    const jetstream = await run('jetstream', cluster);
    const threads = Number(values.threads);
    const threaded = threads > 0 ? await run('jetstream', cluster, threads) : undefined;
    const counts = values.nodes === undefined ? [] : values.nodes.split(',').map(Number);
    const shared = [];
    for (const n of counts) {
      // With --threads, each node count also on that many engine threads a node, after.
      for (const t of threads > 0 ? [0, threads] : [0]) {
        const row = await runNodes(n, cluster, {
          connections: Number(values.connections),
          duration: Number(values.duration),
          warmup: Number(values.warmup),
          orgs: Number(values.orgs),
          threads: t,
        });
        const ratio = Number((row.creates_per_s / bare.creates_per_s).toFixed(3));
        shared.push({ ...row, ratio });
      }
    }
    console.log(
      JSON.stringify({
        bench: 'cluster',
        errand_nodes: 1,
        nats_nodes: 3,
        replicas: 3,
        connections: Number(values.connections),
        duration_s: Number(values.duration),
        jetstream,
        ...(threaded === undefined
          ? {}
          : {
              engine_threads: threads,
              jetstream_threads: threaded,
              threads_speedup: Number(
                (threaded.creates_per_s / jetstream.creates_per_s).toFixed(2),
              ),
            }),
        bare,
        floor: { ...floor, record_bytes: FLOOR_RECORD_BYTES },
        leveldb,
        ...(shared.length > 0 ? { shared_nodes: shared } : {}),
        ratio: Number((jetstream.creates_per_s / bare.creates_per_s).toFixed(3)),
        floor_ratio: Number((floor.creates_per_s / bare.creates_per_s).toFixed(3)),
        jetstream_of_floor: Number((jetstream.creates_per_s / floor.creates_per_s).toFixed(3)),
        jetstream_of_leveldb: Number((jetstream.creates_per_s / leveldb.creates_per_s).toFixed(3)),
        p99_of_leveldb: Number((jetstream.p99_ms / Math.max(1, leveldb.p99_ms)).toFixed(2)),
      }),
    );
  } finally {
    await cluster.stop();
  }
}

try {
  await main();
} catch (error) {
  const why =
    error instanceof BenchFailure ? error.message : ((error as Error).stack ?? String(error));
  process.stderr.write(`bench/cluster: FAILED: ${why}\n`);
  process.exit(1);
}
