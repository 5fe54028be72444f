// Shards go home (issue 33, item 5; docs/scale.md, "Who takes what"): three `errand serve` nodes
// started together on one shared log, at a 1.5 s and at a 10 s lease TTL, each end up owning
// exactly its NODE_SHARDS (read from each node's /metrics, errand_shard_owned), whichever started
// quicker; a node stopped has its shards taken by the others, and started again gets them back by
// handover, which both nodes log.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChildService } from '../support/child-service.ts';
import { printTimelinesOnFailure, startNode, type NodeSpec } from '../support/errand-nodes.ts';
import { ADMIN_TOKEN } from '../support/http.ts';
import { natsServerMissing } from '../support/nats-cluster.ts';
import { useNatsCluster } from '../support/errand-nodes.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping shards-home test: ${missing}`);

const SHARDS = 6;
const PREFERRED = ['0-1', '2-3', '4-5'];
const OWN = [
  [0, 1],
  [2, 3],
  [4, 5],
];

/** The shards a node says it owns on /metrics (empty while it cannot answer). */
async function owned(node: ChildService): Promise<number[]> {
  const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const res = await fetch(`${node.url}/metrics`, { headers }).catch(() => undefined);
  if (res?.status !== 200) return [];
  const text = await res.text();
  const lines = [...text.matchAll(/^errand_shard_owned\{shard="(\d+)"\} 1$/gm)];
  return lines.map((m) => Number(m[1])).sort((a, b) => a - b);
}

describe.skipIf(missing !== undefined)('shards go home', () => {
  const nats = useNatsCluster();
  const { children } = nats;

  for (const ttlMs of [1_500, 10_000]) {
    it(`at a ${ttlMs} ms TTL: nodes take their own; one started again gets its own`, async () => {
      const marks: Record<string, number | undefined> = {};
      printTimelinesOnFailure(children, marks);
      const prefix = `g${randomBytes(5).toString('hex')}`;
      const spec = (i: number, dataDir?: string): NodeSpec => ({
        prefix,
        id: `node-${i}`,
        shards: PREFERRED[i]!,
        shardCount: SHARDS,
        leaseTtlMs: ttlMs,
        ...(dataDir ? { dataDir } : {}),
      });
      const nodes = await Promise.all([0, 1, 2].map((i) => startNode(nats.cluster, spec(i))));
      children.push(...nodes);
      const settle = { timeout: 8 * ttlMs + 20_000, interval: 250 };
      await expect.poll(() => Promise.all(nodes.map(owned)), settle).toEqual(OWN);

      // Node 0 stops: the others take its shards (after their grace), then it comes back.
      marks.stopped = performance.now();
      expect((await nodes[0]!.stop('SIGTERM')).code).toBe(0);
      const byOthers = async () => [...(await owned(nodes[1]!)), ...(await owned(nodes[2]!))];
      await expect
        .poll(async () => (await byOthers()).sort((a, b) => a - b), settle)
        .toEqual([0, 1, 2, 3, 4, 5]);
      marks.restarted = performance.now();
      const again = await startNode(nats.cluster, spec(0, nodes[0]!.dataDir));
      children.push(again);
      const home = performance.now();
      const now = [again, nodes[1]!, nodes[2]!];
      await expect.poll(() => Promise.all(now.map(owned)), settle).toEqual(OWN);
      const homeMs = Math.round(performance.now() - home);
      // Both sides of each handover said so.
      const others = nodes[1]!.output() + nodes[2]!.output();
      const handedLines = others.match(/handed shard [01] to node-0/g) ?? [];
      expect(handedLines.length).toBeGreaterThanOrEqual(2);
      expect(again.output()).toMatch(/took shard 0 \(handed over by node-[12] at this node's/);
      const figures = { ttl_ms: ttlMs, shards_home_after_restart_ms: homeMs };
      console.log(JSON.stringify({ test: 'nodes-shards-home', ...figures }));
      for (const n of [again, nodes[1]!, nodes[2]!]) await n.stop('SIGTERM');
    }, 240_000);
  }
});
