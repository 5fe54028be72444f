// Proves WAL=jetstream-shared on engine threads (docs/threads.md, "WAL=jetstream-shared on engine
// threads"): two `errand serve` nodes with ENGINE_THREADS=2 over a real three-node NATS cluster
// serve REST creates on every shard (half of them forwarded to the other node, whose thread
// decides them); node A is SIGKILLed mid-load and B takes its shards onto its own threads, and
// every create either node acknowledged reads back; A started again gets its shards back by a
// graceful hand-back from B's threads to its own, creates go on through both, and every shard's
// stream stays one hash chain (one writer a shard throughout).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shardOf } from '../../src/runtime/shard-router.ts';
import type { ChildService } from '../support/child-service.ts';
import {
  countLost,
  expectOneChainPerShard,
  orgVia,
  printTimelinesOnFailure,
  startNode,
  type NodeSpec,
} from '../support/errand-nodes.ts';
import { ADMIN_TOKEN, call, taskBody, type TestOrg } from '../support/http.ts';
import { natsServerMissing } from '../support/nats-cluster.ts';
import { useNatsCluster } from '../support/errand-nodes.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping the nodes-on-threads test: ${missing}`);

const SHARDS = 4;
const TTL_MS = 1_500;

/** The shards a node says it decides on /metrics (empty while it cannot answer). */
async function owned(node: ChildService): Promise<number[]> {
  const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const res = await fetch(`${node.url}/metrics`, { headers }).catch(() => undefined);
  if (res?.status !== 200) return [];
  const lines = [...(await res.text()).matchAll(/^errand_shard_owned\{shard="(\d+)"\} 1$/gm)];
  return lines.map((m) => Number(m[1])).sort((x, y) => x - y);
}

describe.skipIf(missing !== undefined)('two nodes on a shared log, each on engine threads', () => {
  const nats = useNatsCluster();
  const { children } = nats;

  it('loses no acknowledged create through a SIGKILL and a hand-back', async () => {
    const marks: Record<string, number | undefined> = {};
    printTimelinesOnFailure(children, marks);
    const prefix = `h${randomBytes(5).toString('hex')}`;
    const spec = (id: string, shards: string, dataDir?: string): NodeSpec => ({
      prefix,
      id,
      shards,
      shardCount: SHARDS,
      leaseTtlMs: TTL_MS,
      env: { ENGINE_THREADS: '2' },
      ...(dataDir === undefined ? {} : { dataDir }),
    });
    const start = async (s: NodeSpec) => {
      const child = await startNode(nats.cluster, s);
      children.push(child);
      return child;
    };
    const a = await start(spec('node-a', '0-1'));
    const b = await start(spec('node-b', '2-3'));
    for (const n of [a, b]) expect(n.output()).toMatch(/errand: 2 engine threads/);
    const settle = { timeout: 30_000, interval: 250 };
    await expect
      .poll(async () => [await owned(a), await owned(b)], settle)
      .toEqual([
        [0, 1],
        [2, 3],
      ]);

    const orgs: TestOrg[] = [];
    const covered = new Set<number>();
    for (let i = 0; covered.size < SHARDS && i < 40; i += 1) {
      const org = await orgVia((i % 2 === 0 ? a : b).url);
      orgs.push(org);
      covered.add(shardOf(org.orgId, SHARDS));
    }
    expect(covered.size).toBe(SHARDS);

    const acked: { orgId: string; taskId: string; sentMs: number }[] = [];
    const refused = new Map<string, number>();
    let killedAtMs = Infinity;
    let stop = false;
    let via: (w: number) => ChildService = (w) => (w % 2 === 0 ? a : b);
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i += 1) {
        const org = orgs[(w + i) % orgs.length]!;
        const node = via(w);
        const sentMs = performance.now();
        const idem = `t-${w}-${i}`;
        const r = await call(node.url, 'POST', '/v1/tasks', {
          key: org.key,
          idem,
          body: taskBody(),
        }).catch(() => undefined);
        if (r?.status === 201) acked.push({ orgId: org.orgId, taskId: r.body.data.taskId, sentMs });
        else {
          const why = r === undefined ? 'no answer' : `${r.status} ${r.body?.detail?.reason ?? ''}`;
          refused.set(why, (refused.get(why) ?? 0) + 1);
          // Told to retry (503 while a shard moves, or no answer from a node that died).
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    });
    const ackedOnEveryShard = (after: number) => () =>
      new Set(acked.filter((t) => t.sentMs > after).map((t) => shardOf(t.orgId, SHARDS))).size;
    await expect.poll(ackedOnEveryShard(0), { timeout: 30_000 }).toBe(SHARDS);

    // A dies mid-load; its writers go on through B, which takes A's shards onto its threads.
    killedAtMs = performance.now();
    marks.killed = killedAtMs;
    await a.stop('SIGKILL');
    via = () => b;
    await expect
      .poll(ackedOnEveryShard(killedAtMs), { timeout: 45_000 + 3 * TTL_MS, interval: 200 })
      .toBe(SHARDS);
    await expect.poll(() => owned(b), settle).toEqual([0, 1, 2, 3]);
    const takeoverMs = Math.round(performance.now() - killedAtMs);

    // A comes back on its directory: B's threads hand shards 0-1 back, A's threads take them.
    marks.restarted = performance.now();
    const again = await start(spec('node-a', '0-1', a.dataDir));
    expect(again.output()).toMatch(/errand: 2 engine threads/);
    const home = { timeout: 8 * TTL_MS + 30_000, interval: 250 };
    await expect
      .poll(async () => [await owned(again), await owned(b)], home)
      .toEqual([
        [0, 1],
        [2, 3],
      ]);
    expect(b.output()).toMatch(/handed shard [01] to node-a/);
    const homeAtMs = performance.now();
    via = (w) => (w % 2 === 0 ? again : b);
    await expect.poll(ackedOnEveryShard(homeAtMs), { timeout: 30_000 }).toBe(SHARDS);
    stop = true;
    await Promise.all(writers);

    expect(acked.length).toBeGreaterThan(0);
    expect(await countLost(b.url, acked, orgs)).toBe(0);
    expect(await countLost(again.url, acked, orgs)).toBe(0);
    await expectOneChainPerShard(nats.cluster, prefix, SHARDS);
    const figures = { acked: acked.length, takeover_ms: takeoverMs };
    console.log(
      JSON.stringify({ test: 'nodes-threads', ...figures, ...Object.fromEntries(refused) }),
    );
    for (const n of [again, b]) expect((await n.stop('SIGTERM')).code).toBe(0);
  }, 300_000);
});
