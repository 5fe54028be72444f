// docs/scale.md, "Several nodes", a partition: node A runs in a network namespace of its own, with
// one link for its clients and one to the JetStream cluster. Cutting the log link under load
// leaves A reachable but cut off from the log: it may acknowledge nothing more, its leases run
// out, and B takes A's shards and goes on. Healed, A follows again and serves by forwarding.
// Every create either node acknowledged is there, the ledger balances, and each shard's stream
// is one hash chain from genesis: the two never both wrote a shard.

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shardOf } from '../../src/runtime/shard-router.ts';
import { admin, call, taskBody, type TestOrg } from '../support/http.ts';
import type { ChildService } from '../support/child-service.ts';
import {
  countLost,
  expectOneChainPerShard,
  orgVia,
  printTimelinesOnFailure,
  startNode,
} from '../support/errand-nodes.ts';
import { natsServerMissing, startNatsCluster, type NatsCluster } from '../support/nats-cluster.ts';
import { isolatedHost, netnsMissing, type IsolatedHost } from '../support/netns.ts';

const missing = natsServerMissing() ?? netnsMissing();
if (missing !== undefined) console.log(`skipping partition test: ${missing}`);

const SHARDS = 4;
const TTL_MS = 1_500;

describe.skipIf(missing !== undefined)('an errand node cut off from the log', () => {
  let cluster: NatsCluster;
  let host: IsolatedHost | undefined;
  const children: ChildService[] = [];
  beforeAll(async () => {
    cluster = await startNatsCluster(3, { clientHost: '0.0.0.0' });
    host = isolatedHost(Number.parseInt(randomBytes(1).toString('hex'), 16));
  });
  afterAll(async () => {
    for (const c of children) await c.stop('SIGKILL').catch(() => undefined);
    host?.destroy();
    await cluster?.stop();
  });

  it('acknowledges nothing it cannot log, hands ' +
    'its shards over, and serves again when healed', async () => {
    printTimelinesOnFailure(children, {});
    const prefix = `p${randomBytes(5).toString('hex')}`;
    const ns = host!;
    const a = await startNode(cluster, {
      prefix,
      id: 'node-a',
      shards: '0-1',
      shardCount: SHARDS,
      leaseTtlMs: TTL_MS,
      runUnder: ns.prefix,
      host: ns.clientIp,
      natsUrls: cluster.nodes.map((n) => `nats://${ns.logHostIp}:${n.port}`),
    });
    children.push(a);
    const b = await startNode(cluster, {
      prefix,
      id: 'node-b',
      shards: '2-3',
      shardCount: SHARDS,
      leaseTtlMs: TTL_MS,
    });
    children.push(b);

    const orgs: TestOrg[] = [];
    const covered = new Set<number>();
    for (let i = 0; covered.size < SHARDS && i < 40; i += 1) {
      const org = await orgVia((i % 2 === 0 ? a : b).url);
      orgs.push(org);
      covered.add(shardOf(org.orgId, SHARDS));
    }
    expect(covered.size).toBe(SHARDS);

    const acked: { orgId: string; taskId: string; via: 'a' | 'b'; atMs: number }[] = [];
    const outcomes = new Map<string, number>();
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i += 1) {
        // Two writers per node, each over every org: one hanging on A does not slow B's.
        const org = orgs[(w + i) % orgs.length]!;
        const [via, name] = w < 2 ? [a, 'a' as const] : [b, 'b' as const];
        let why: string;
        try {
          const r = await call(via.url, 'POST', '/v1/tasks', {
            key: org.key,
            idem: `t-${w}-${i}`,
            body: taskBody(),
            signal: AbortSignal.timeout(10_000),
          });
          if (r.status === 201)
            acked.push({
              orgId: org.orgId,
              taskId: r.body.data.taskId,
              via: name,
              atMs: performance.now(),
            });
          why = `${name} ${r.status} ${r.body?.detail?.reason ?? r.body?.code ?? ''}`;
        } catch {
          why = `${name} no answer`;
        }
        outcomes.set(why, (outcomes.get(why) ?? 0) + 1);
      }
    });

    await new Promise((r) => setTimeout(r, 2_000));
    const cutMs = performance.now();
    ns.cutLog();
    let tookMs = Infinity;
    const watchTake = setInterval(() => {
      if (tookMs === Infinity && /took shard [01] /.test(b.output()))
        tookMs = Math.round(performance.now() - cutMs);
    }, 50);
    // B goes on alone: it has A's shards once their leases run out, and creates on them succeed.
    const aShards = new Set([0, 1]);
    await expect
      .poll(
        () =>
          acked.some(
            (t) => t.via === 'b' && t.atMs > cutMs + 100 && aShards.has(shardOf(t.orgId, SHARDS)),
          ),
        { timeout: 30_000, interval: 100 },
      )
      .toBe(true);
    const takeoverMs = Math.round(
      Math.min(
        ...acked
          .filter(
            (t) => t.via === 'b' && t.atMs > cutMs + 100 && aShards.has(shardOf(t.orgId, SHARDS)),
          )
          .map((t) => t.atMs),
      ) - cutMs,
    );
    // What A acknowledged after the cut: it must be in the log all the same (checked below).
    const aAfterCut = acked.filter((t) => t.via === 'a' && t.atMs > cutMs + 1_000).length;
    await new Promise((r) => setTimeout(r, 2_000));

    const healMs = performance.now();
    ns.healLog();
    // Healed, A answers again (forwarding to B, which keeps the shards: there is no rebalancing).
    await expect
      .poll(() => acked.some((t) => t.via === 'a' && t.atMs > healMs), {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(true);
    const servingAgainMs = Math.round(
      Math.min(...acked.filter((t) => t.via === 'a' && t.atMs > healMs).map((t) => t.atMs)) -
        healMs,
    );
    stop = true;
    clearInterval(watchTake);
    await Promise.all(writers);

    const lost = await countLost(b.url, acked, orgs);
    console.log(
      JSON.stringify({
        test: 'nodes-partition',
        acked: acked.length,
        acked_by_a_after_cut: aAfterCut,
        outcomes: Object.fromEntries(outcomes),
        b_took_a_shard_ms: tookMs,
        takeover_ms: takeoverMs,
        serving_again_after_heal_ms: servingAgainMs,
        acknowledged_lost: lost,
      }),
    );
    expect(lost).toBe(0);
    const ledger = await admin(b.url, 'GET', '/internal/v1/ledger/verify');
    expect(ledger.body.data).toMatchObject({ ok: true, mismatches: [] });

    await expectOneChainPerShard(cluster, prefix, SHARDS);
  }, 150_000);
});
