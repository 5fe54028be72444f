// bench/cluster --nodes: N `errand serve` processes on one shared JetStream log
// (WAL=jetstream-shared, R3, NODE_SHARDS splitting the shards evenly), the load spread over their
// ports (one autocannon child per node, --connections shared between them). Every client uses
// every org, with no front door routing by shard, so about (N-1)/N of the creates are forwarded
// to their shard's owner over NATS: the figure is what several nodes give without a shard-aware
// router. The nodes, the nats-servers and the load generators share this machine's cores.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, type ChildService } from '../test/support/child-service.ts';
import { ADMIN_TOKEN, PARTNER_SECRET } from '../test/support/http.ts';
import type { NatsCluster } from '../test/support/nats-cluster.ts';
import { seedOrgs, taskBody } from './http-setup.ts';
import { checkAll201, runLoad, type LoadResult } from './http-load.ts';

const SHARDS = 12;

export interface NodesLoad {
  connections: number;
  duration: number;
  warmup: number;
  orgs: number;
  /** ENGINE_THREADS of every node (docs/threads.md, "WAL=jetstream-shared on engine threads"). */
  threads?: number;
}

/** The shards node `i` of `n` prefers: an even split of SHARDS. */
function shardsOf(i: number, n: number): string {
  const from = Math.floor((i * SHARDS) / n);
  const to = Math.floor(((i + 1) * SHARDS) / n) - 1;
  return `${from}-${to}`;
}

export async function runNodes(n: number, cluster: NatsCluster, load: NodesLoad) {
  const prefix = `benchn${randomBytes(4).toString('hex')}`;
  const dirs: string[] = [];
  const nodes: ChildService[] = [];
  try {
    for (let i = 0; i < n; i += 1) {
      const dir = mkdtempSync(join(tmpdir(), `errand-bench-node${i}-`));
      dirs.push(dir);
      nodes.push(
        await startChild(dir, {
          env: {
            WAL: 'jetstream-shared',
            NATS_URLS: cluster.urls.join(','),
            NATS_PREFIX: prefix,
            NATS_REPLICAS: '3',
            NODE_ID: `bench-node-${i}`,
            NODE_SHARDS: shardsOf(i, n),
            ERRAND_SHARDS: String(SHARDS),
            RATE_LIMIT_PER_MINUTE: '100000000',
            ENGINE_THREADS: String(load.threads ?? 0),
          },
          readyTimeoutMs: 60_000,
        }),
      );
    }
    const keys = await seedOrgs(
      nodes[0]!.url,
      { admin: ADMIN_TOKEN, partner: PARTNER_SECRET },
      load.orgs,
    );
    const body = JSON.stringify(taskBody(Date.now()));
    const per = Math.max(1, Math.round(load.connections / n));
    const runs = await Promise.all(
      nodes.map((node, i) =>
        runLoad({
          url: node.url,
          keys,
          body,
          connections: per,
          duration: load.duration,
          warmup: load.warmup,
          tag: `n${n}-${i}-${process.pid}`,
        }),
      ),
    );
    runs.forEach((r, i) => {
      checkAll201(`node ${i} of ${n}`, r.load);
      checkAll201(`node ${i} of ${n} warm-up`, r.warm);
    });
    const loads: LoadResult[] = runs.map((r) => r.load);
    return {
      errand_nodes: n,
      engine_threads: load.threads ?? 0,
      creates_per_s: Math.round(loads.reduce((sum, l) => sum + l.req_per_s, 0)),
      // The slowest node's p99: a percentile of the union is not derivable from per-node ones.
      p99_ms: Math.max(...loads.map((l) => l.p99_ms)),
      p50_ms: Math.max(...loads.map((l) => l.p50_ms)),
      requests: loads.reduce((sum, l) => sum + l.requests, 0),
      per_node_creates_per_s: loads.map((l) => Math.round(l.req_per_s)),
    };
  } finally {
    for (const node of nodes) await node.stop('SIGTERM').catch(() => undefined);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
