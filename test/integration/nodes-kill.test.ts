// Stage 3 of docs/scale.md, "Several nodes": two `errand serve` processes on one shared JetStream
// log (WAL=jetstream-shared) over a real three-node nats-server cluster, each preferring half of
// the shards. Orgs are made, funded and given tasks over HTTP through both nodes (a request for a
// shard the node does not own is forwarded to the owner). A NATS server is SIGKILLed mid-load and
// started again, then node A is SIGKILLed mid-load (NODES_KILL_NATS=0 leaves the NATS server
// alone, to look at a node's loss by itself); B takes A's shards once their leases run out and
// goes on serving. Every create either node acknowledged
// is readable through B, the ledger balances, and every shard's stream is one chain. Each org has
// a webhook endpoint on a slow receiver, so A dies with deliveries unfinished: B, taking A's
// shards, sends them from A's stored cursor, and while both lived no event was sent twice.

import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping multi-node kill test: ${missing}`);

const SHARDS = 4;
// NODES_KILL_TTL_MS: the lease TTL to measure the takeover at (docs/scale.md's trade-off).
const TTL_MS = Number(process.env.NODES_KILL_TTL_MS ?? 1_500);

describe.skipIf(missing !== undefined)(
  'two errand nodes on a shared log, one SIGKILLed mid-load',
  () => {
    let cluster: NatsCluster;
    let receiver: Server | undefined;
    const children: ChildService[] = [];
    beforeAll(async () => {
      cluster = await startNatsCluster();
    });
    afterAll(async () => {
      // NODES_DEBUG=1 keeps each node's output in /tmp, NODES_DEBUG=DIR in that directory.
      const debug = process.env.NODES_DEBUG;
      if (debug)
        for (const [i, c] of children.entries())
          writeFileSync(`${debug === '1' ? '/tmp' : debug}/nodes-kill-child-${i}.log`, c.output());
      for (const c of children) await c.stop('SIGKILL').catch(() => undefined);
      receiver?.closeAllConnections();
      receiver?.close();
      await cluster?.stop();
    });

    async function node(prefix: string, id: string, shards: string): Promise<ChildService> {
      const child = await startNode(cluster, {
        prefix,
        id,
        shards,
        shardCount: SHARDS,
        leaseTtlMs: TTL_MS,
        env: { ERRAND_ALLOW_LOCAL_WEBHOOKS: '1' },
      });
      children.push(child);
      return child;
    }

    it(
      "loses no acknowledged create and B takes over A's shards",
      async () => {
        const marks: Record<string, number | undefined> = {};
        printTimelinesOnFailure(children, marks);
        const prefix = `n${randomBytes(5).toString('hex')}`;
        const a = await node(prefix, 'node-a', '0-1');
        const b = await node(prefix, 'node-b', '2-3');

        // Orgs through both nodes until every shard has one: half of these are forwarded.
        const orgs: TestOrg[] = [];
        const covered = new Set<number>();
        for (let i = 0; covered.size < SHARDS && i < 40; i += 1) {
          const org = await orgVia((i % 2 === 0 ? a : b).url);
          orgs.push(org);
          covered.add(shardOf(org.orgId, SHARDS));
        }
        expect(covered.size).toBe(SHARDS);

        // A receiver that answers each delivery after 300 ms: at the kill, A holds deliveries
        // unfinished.
        let killedAtMs = Infinity;
        const hits: { id: string; taskId: string; atMs: number }[] = [];
        receiver = createServer((req, res) => {
          const chunks: Buffer[] = [];
          req.on('data', (c: Buffer) => chunks.push(c));
          req.on('end', () => {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
              data: { id: string };
            };
            hits.push({
              id: String(req.headers['webhook-id']),
              taskId: body.data.id,
              atMs: performance.now(),
            });
            // Slow until A dies (so it dies with deliveries unfinished), then quick, so the backlog
            // drains.
            setTimeout(() => res.writeHead(200).end(), performance.now() < killedAtMs ? 300 : 5);
          });
        });
        await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
        const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
        for (const [i, org] of orgs.entries()) {
          const r = await call((i % 2 === 0 ? a : b).url, 'POST', '/v1/webhook_endpoints', {
            key: org.key,
            idem: `wh-${i}`,
            body: { url: hookUrl, events: ['task.*'] },
          });
          expect(r.status, JSON.stringify(r.body)).toBe(201);
        }

        // sentMs: the takeover time counts from the kill to the first create sent after it that a
        // shard of A's acknowledged (one A answered just before dying does not count).
        const acked: { orgId: string; taskId: string; sentMs: number; atMs: number }[] = [];
        const refused = new Map<string, number>();
        const thrown = new Map<string, number>();
        // Creates answered 503 shard_moving, which promises nothing was applied: checked after the
        // run.
        const moving: { key: string; idem: string }[] = [];
        let stop = false;
        // Four writers, two through each node, each over every org, so every shard is written
        // through both nodes; after the kill, A's two write through B. (The node used to follow the
        // org's index: with an even number of orgs, only the odd ones went through B after the
        // kill, and when all of those were on B's shards no create on A's ever was, as in a run of
        // 2026-11-28.)
        const writers = Array.from({ length: 4 }, async (_, w) => {
          for (let i = 0; !stop; i += 1) {
            const org = orgs[(w + i) % orgs.length]!;
            const via = w < 2 && performance.now() < killedAtMs ? a : b;
            const sentMs = performance.now();
            try {
              const r = await call(via.url, 'POST', '/v1/tasks', {
                key: org.key,
                idem: `t-${w}-${i}`,
                body: taskBody(),
              });
              if (r.status === 201)
                acked.push({
                  orgId: org.orgId,
                  taskId: r.body.data.taskId,
                  sentMs,
                  atMs: performance.now(),
                });
              else {
                const why = `${r.status} ${r.body?.detail?.reason ?? r.body?.code ?? ''}`;
                if (r.body?.detail?.reason === 'shard_moving')
                  moving.push({ key: org.key, idem: `t-${w}-${i}` });
                refused.set(why, (refused.get(why) ?? 0) + 1);
              }
            } catch (error) {
              // No answer (A died with it in flight, most often): not acknowledged, so nothing is
              // owed.
              const why = `${via === a ? 'a' : 'b'} threw ${(error as Error).message}`;
              thrown.set(why, (thrown.get(why) ?? 0) + 1);
            }
          }
        });

        // A NATS server dies mid-load first and is started again once load flows, then errand node
        // A dies. (This stalled the takeover in about one run in ten until two causes were fixed:
        // see docs/scale.md, "Known defects".)
        // Load flows and webhooks arrive (the steady-state check below needs some) before anything
        // is killed: a fixed 1.5 s was too short on a loaded machine (no delivery yet in one run).
        await new Promise((r) => setTimeout(r, 1_500));
        await expect
          .poll(() => hits.length > 0 && acked.length > 0, { timeout: 30_000, interval: 100 })
          .toBe(true);
        const natsKilledMs = performance.now();
        let natsRecoveryMs: number | undefined;
        if (process.env.NODES_KILL_NATS !== '0') {
          const ackedAtNatsKill = acked.length;
          await cluster.kill(0);
          marks.natsKilled = performance.now();
          await expect
            .poll(() => acked.length, { timeout: 30_000, interval: 100 })
            .toBeGreaterThan(ackedAtNatsKill + 50);
          natsRecoveryMs = Math.round(performance.now() - natsKilledMs);
          await cluster.restart(0);
          marks.natsRestarted = performance.now();
          const ackedAtNatsBack = acked.length;
          await expect
            .poll(() => acked.length, { timeout: 30_000, interval: 100 })
            .toBeGreaterThan(ackedAtNatsBack + 50);
        } else await new Promise((r) => setTimeout(r, 1_500));
        killedAtMs = performance.now();
        await a.stop('SIGKILL');
        marks.nodeKilled = performance.now();
        // In steady state each event went out once: only its shard's owner sends it. (After the
        // NATS kill a lease may run out during the elections and a shard change hands: its new
        // owner sends again from the stored cursor, at least once, under the same ids.)
        const steady = hits.filter((h) => h.atMs < natsKilledMs).map((h) => h.id);
        expect(steady.length).toBeGreaterThan(0);
        expect(new Set(steady).size).toBe(steady.length);
        const before = hits.filter((h) => h.atMs < killedAtMs).map((h) => h.id);
        // Load goes on through B alone until it has answered creates on A's shards again.
        const aShards = new Set([0, 1]);
        const deadline = killedAtMs + 45_000 + 3 * TTL_MS;
        while (
          performance.now() < deadline &&
          !acked.some((t) => t.sentMs > killedAtMs && aShards.has(shardOf(t.orgId, SHARDS)))
        ) {
          await new Promise((r) => setTimeout(r, 100));
        }
        await new Promise((r) => setTimeout(r, 1_000));
        stop = true;
        await Promise.all(writers);
        const firstAfter = acked
          .filter((t) => t.sentMs > killedAtMs && aShards.has(shardOf(t.orgId, SHARDS)))
          .map((t) => t.atMs);
        if (firstAfter.length === 0)
          console.log(
            JSON.stringify({
              no_takeover: true,
              acked: acked.length,
              refused: Object.fromEntries(refused),
              thrown: Object.fromEntries(thrown),
            }),
          );
        expect(firstAfter.length).toBeGreaterThan(0);
        const takeoverMs = Math.round(Math.min(...firstAfter) - killedAtMs);

        const lost = await countLost(b.url, acked, orgs);
        console.log(
          JSON.stringify({
            test: 'nodes-kill',
            ttl_ms: TTL_MS,
            acked: acked.length,
            refused: Object.fromEntries(refused),
            nats_node_killed_50_more_acked_after_ms: natsRecoveryMs,
            takeover_ms: takeoverMs,
            acknowledged_lost: lost,
          }),
        );
        expect(lost).toBe(0);

        // Every acknowledged task was announced at least once, those of A's shards by B after the
        // kill if A had not.
        const announced = () => new Set(hits.map((h) => h.taskId));
        const unannounced = () => acked.filter((t) => !announced().has(t.taskId));
        await expect
          .poll(() => unannounced().length, { timeout: 60_000, interval: 250 })
          .toBe(0)
          .catch((error: unknown) => {
            const byShard: Record<number, number> = {};
            for (const t of unannounced())
              byShard[shardOf(t.orgId, SHARDS)] = (byShard[shardOf(t.orgId, SHARDS)] ?? 0) + 1;
            const firstMs = Math.min(...unannounced().map((t) => t.atMs));
            console.log(
              JSON.stringify({
                unannounced_by_shard: byShard,
                first_acked_after_nats_kill_ms: Math.round(firstMs - natsKilledMs),
                after_node_kill_ms: Math.round(firstMs - killedAtMs),
              }),
            );
            throw error;
          });
        // Sent again after the kill: deliveries of the shards A held (its preferred ones, and any
        // it took before B started) after A's last stored cursor, at least once, under the same
        // ids.
        const orgOfTask = new Map(acked.map((t) => [t.taskId, t.orgId]));
        const beforeIds = new Set(before);
        const again: Record<number, number> = {};
        for (const h of hits) {
          if (h.atMs <= killedAtMs || !beforeIds.has(h.id)) continue;
          const shard = shardOf(orgOfTask.get(h.taskId) ?? '', SHARDS);
          again[shard] = (again[shard] ?? 0) + 1;
        }
        console.log(
          JSON.stringify({
            test: 'nodes-kill webhooks',
            deliveries: hits.length,
            before_kill: before.length,
            sent_again_after_kill_by_shard: again,
          }),
        );

        // No create answered shard_moving was applied: its key is unused, so the same key with
        // another request makes a task (a key that was used would answer 409 idempotency_conflict).
        // One body per key, sent again as it was after a 503: a 503 that may have applied it
        // (forward_timeout, catching_up) is then answered by its stored task, as for any client;
        // a body made anew each time (its deadline is the clock's) was itself a conflicting reuse.
        const appliedThoughMoving: string[] = [];
        for (const m of moving) {
          const seen: string[] = [];
          const body = taskBody({ title: 'Another request under the same key' });
          for (let attempt = 1; attempt <= 20; attempt += 1) {
            const r = await call(b.url, 'POST', '/v1/tasks', { key: m.key, idem: m.idem, body });
            seen.push(`${r.status} ${r.body?.detail?.reason ?? r.body?.code ?? ''}`);
            if (r.status === 503) {
              await new Promise((resolve) => setTimeout(resolve, 500));
              continue;
            }
            if (r.status !== 201)
              appliedThoughMoving.push(`${m.idem}: ${r.status} ${r.body?.code ?? ''} [${seen}]`);
            break;
          }
        }
        console.log(
          JSON.stringify({
            test: 'nodes-kill shard_moving',
            answered_shard_moving: moving.length,
            applied_though_moving: appliedThoughMoving,
          }),
        );
        expect(appliedThoughMoving).toEqual([]);

        const ledger = await admin(b.url, 'GET', '/internal/v1/ledger/verify');
        expect(ledger.status).toBe(200);
        expect(ledger.body.data).toMatchObject({ ok: true, mismatches: [] });

        // One chain per shard from genesis: the two nodes never both wrote one shard.
        await expectOneChainPerShard(cluster, prefix, SHARDS);
      },
      150_000 + 10 * TTL_MS,
    );
  },
);
