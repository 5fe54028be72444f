// errand nodes on one shared JetStream log (WAL=jetstream-shared), each an `errand serve` child
// process, for the multi-node tests; and the client habit they need while shards settle.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, onTestFailed } from 'vitest';
import { SharedJetStreamWal, type WalEntry } from '../../wal/index.ts';
import { call, newOrg, type TestOrg } from './http.ts';
import { startChild, type ChildService } from './child-service.ts';
import { startNatsCluster, type NatsCluster } from './nats-cluster.ts';

export interface NodeSpec {
  readonly prefix: string;
  readonly id: string;
  /** NODE_SHARDS: the shards this node prefers. */
  readonly shards: string;
  readonly shardCount: number;
  readonly leaseTtlMs: number;
  readonly env?: Record<string, string>;
  /** Where the node reaches the cluster (default the cluster's own URLs). */
  readonly natsUrls?: readonly string[];
  /**
   * A command the node runs under (e.g. `ip netns exec NS`), and the address it listens on there.
   */
  readonly runUnder?: readonly string[];
  readonly host?: string;
  /** DATA_DIR: a node started again on the directory it had (default: a new empty one). */
  readonly dataDir?: string;
}

export function startNode(cluster: NatsCluster, spec: NodeSpec): Promise<ChildService> {
  return startChild(spec.dataDir ?? mkdtempSync(join(tmpdir(), `errand-node-${spec.id}-`)), {
    env: {
      WAL: 'jetstream-shared',
      NATS_URLS: (spec.natsUrls ?? cluster.urls).join(','),
      NATS_PREFIX: spec.prefix,
      NATS_REPLICAS: '3',
      NODE_ID: spec.id,
      NODE_SHARDS: spec.shards,
      WAL_LEASE_TTL_MS: String(spec.leaseTtlMs),
      ERRAND_SHARDS: String(spec.shardCount),
      ...(spec.host === undefined ? {} : { HOST: spec.host }),
      ...spec.env,
    },
    ...(spec.runUnder === undefined ? {} : { prefix: spec.runUnder }),
    readyTimeoutMs: 30_000,
  });
}

/**
 * An org as a client makes one: a 503 while shards settle between the nodes is retried after its
 * Retry-After.
 */
export async function orgVia(url: string): Promise<TestOrg> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await newOrg(url, '100000000000');
    } catch (error) {
      if (attempt >= 20 || !/"status":503/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/** Acknowledged creates not readable through `url` (each read with its org's key). */
export async function countLost(
  url: string,
  acked: readonly { orgId: string; taskId: string }[],
  orgs: readonly TestOrg[],
): Promise<number> {
  let lost = 0;
  for (const t of acked) {
    const org = orgs.find((o) => o.orgId === t.orgId)!;
    const r = await call(url, 'GET', `/v1/tasks/${t.taskId}`, { key: org.key });
    if (r.status !== 200) lost += 1;
  }
  return lost;
}

/** A shard's records through `reader`, checked to be one hash chain from genesis. */
export async function readOneChain(
  reader: Pick<SharedJetStreamWal, 'read'>,
  shard: number,
): Promise<WalEntry[]> {
  const entries: WalEntry[] = [];
  for await (const e of reader.read(shard)) entries.push(e);
  entries.forEach((e, k) => {
    expect(e.seq).toBe(k + 1);
    if (k > 0) expect(e.prevHash).toBe(entries[k - 1]!.hash);
  });
  return entries;
}

/** Every shard's stream is one hash chain from genesis: no two nodes ever both wrote a shard. */
export async function expectOneChainPerShard(
  cluster: NatsCluster,
  prefix: string,
  shardCount: number,
): Promise<void> {
  const reader = new SharedJetStreamWal({
    urls: cluster.urls,
    prefix,
    replicas: 3,
    nodeId: 'reader',
  });
  await reader.open();
  try {
    for (let shard = 0; shard < shardCount; shard += 1) await readOneChain(reader, shard);
  } finally {
    await reader.close();
  }
}

/**
 * On failure, prints each node's timeline (its plain lines: takes, slow takes, errors) and the
 * test's own marks, all on the test's performance.now() clock. Call at the start of the test.
 */
export function printTimelinesOnFailure(
  children: readonly ChildService[],
  marks: Record<string, number | undefined>,
): void {
  onTestFailed(() => {
    const rounded = Object.entries(marks).map(([k, v]) => [
      k,
      v === undefined ? null : Math.round(v),
    ]);
    console.log(`marks (ms, performance.now): ${JSON.stringify(Object.fromEntries(rounded))}`);
    children.forEach((c, i) => {
      const exit = c.proc.exitCode ?? c.proc.signalCode ?? 'running';
      // The timeline leaves out JSON lines; the errors among them say why a node stopped serving
      // (the first ones: a failed node answers every request after with a 503 logged as an error).
      const errors = c
        .output()
        .split('\n')
        .filter((l) => /^\{"level":(50|60)/.test(l) && !l.includes('"msg":"request completed"'))
        .slice(0, 10);
      console.log(
        `node ${i} (${exit}) timeline:\n${c.timeline()}` +
          `${errors.length ? `\nnode ${i} last errors:\n${errors.join('\n')}` : ''}`,
      );
    });
  });
}

/**
 * A three-node NATS cluster for the enclosing describe block, and the errand nodes started on it:
 * after the block every node in `children` is SIGKILLed, then the cluster stops.
 */
export function useNatsCluster(): {
  readonly cluster: NatsCluster;
  readonly children: ChildService[];
} {
  const children: ChildService[] = [];
  let cluster: NatsCluster | undefined;
  beforeAll(async () => {
    cluster = await startNatsCluster();
  });
  afterAll(async () => {
    for (const c of children) await c.stop('SIGKILL').catch(() => undefined);
    await cluster?.stop();
  });
  return {
    get cluster(): NatsCluster {
      if (cluster === undefined) throw new Error('the NATS cluster starts in beforeAll');
      return cluster;
    },
    children,
  };
}
