// bench/cluster: durable task creates per second and p99 through the real HTTP service
// (startService: auth, rate limiter, zod, idempotency, governance) with its write-ahead log on a
// three-node JetStream cluster (WAL=jetstream, R3, started here on loopback), beside the same
// service on the LevelDB default (sync on), in the same run under the same load: --connections
// closed-loop connections for --duration seconds after a warm-up, from the autocannon child of
// bench/http (its own event loop). Prints one JSON line; exits non-zero if any create is answered
// with anything but 201.
//
// --nodes 1,2,3 adds rows for that many `errand serve` processes sharing the shards
// (WAL=jetstream-shared, bench/cluster-nodes.ts). Everything runs on one machine: the three
// nats-servers, the services and the load generators share its cores.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startService } from '../src/service.ts';
import { JetStreamWal } from '../wal/index.ts';
import { natsServerMissing, startNatsCluster, type NatsCluster } from '../test/support/nats-cluster.ts';
import { benchConfig, BenchFailure, newSecrets, seedOrgs, taskBody } from './http-setup.ts';
import { checkAll201, runLoad, type Measured } from './http-load.ts';
import { runNodes } from './cluster-nodes.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    orgs: { type: 'string', default: '64' },
    nodes: { type: 'string' },
  },
});

const RATE_LIMIT_PER_MINUTE = 100_000_000;

/** One service on `wal`, seeded, loaded, closed; its figures. */
async function run(wal: 'leveldb' | 'jetstream', cluster: NatsCluster) {
  const dataDir = mkdtempSync(join(tmpdir(), `errand-bench-cluster-${wal}-`));
  const secrets = newSecrets();
  const prefix = `bench${randomBytes(4).toString('hex')}`;
  const config = benchConfig(dataDir, secrets, {
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
    WAL: wal,
    NATS_URLS: cluster.urls.join(','),
    NATS_PREFIX: prefix,
    NATS_REPLICAS: '3',
  });
  const service = await startService(config, { logger: false, announce: () => {} });
  let measured: Measured;
  let walStats = { batches: 0, records: 0 };
  try {
    const keys = await seedOrgs(service.url, secrets, Number(values.orgs));
    const connections = Number(values.connections);
    let before = service.engine.wal.stats();
    measured = await runLoad(
      {
        url: service.url,
        keys,
        body: JSON.stringify(taskBody(Date.now())),
        connections,
        duration: Number(values.duration),
        warmup: Number(values.warmup),
        tag: `c${process.pid}-${wal}`,
      },
      () => (before = service.engine.wal.stats()),
    );
    const after = service.engine.wal.stats();
    walStats = { batches: after.batches - before.batches, records: after.records - before.records };
    checkAll201(wal, measured.load);
    checkAll201(`${wal} warm-up`, measured.warm);
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (wal === 'jetstream') await JetStreamWal.destroy({ urls: cluster.urls, prefix });
  }
  const r = measured.load;
  return {
    creates_per_s: r.req_per_s,
    p50_ms: r.p50_ms,
    p99_ms: r.p99_ms,
    max_ms: r.max_ms,
    requests: r.requests,
    server_cpu_pct: measured.serverCpuPct,
    ...(measured.otherCpuPct !== undefined ? { other_cpu_pct: measured.otherCpuPct } : {}),
    records_per_batch: Number((walStats.records / Math.max(1, walStats.batches)).toFixed(1)),
  };
}

async function main(): Promise<void> {
  const missing = natsServerMissing();
  if (missing !== undefined) throw new BenchFailure(missing);
  const cluster = await startNatsCluster();
  try {
    // LevelDB first, so it is not measured beside the JetStream run's heap.
    const leveldb = await run('leveldb', cluster);
    const jetstream = await run('jetstream', cluster);
    const counts = values.nodes === undefined ? [] : values.nodes.split(',').map(Number);
    const shared = [];
    for (const n of counts) {
      shared.push(await runNodes(n, cluster, { connections: Number(values.connections), duration: Number(values.duration), warmup: Number(values.warmup), orgs: Number(values.orgs) }));
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
        leveldb,
        ...(shared.length > 0 ? { shared_nodes: shared } : {}),
        ratio: Number((jetstream.creates_per_s / leveldb.creates_per_s).toFixed(3)),
        p99_ratio: Number((jetstream.p99_ms / Math.max(1, leveldb.p99_ms)).toFixed(2)),
      }),
    );
  } finally {
    await cluster.stop();
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench/cluster: FAILED: ${error instanceof BenchFailure ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
}
