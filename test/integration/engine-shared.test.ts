// The engine on a shared JetStream log (stage 2 of docs/scale.md, "Several nodes"): two engines in
// one process, each owning half of the shards and following the other half, on a real three-node
// nats-server cluster. Commands sent through either engine are decided by the shard's owner
// (forwarded over NATS request/reply when that is the other node); the caller sees its answer at
// once (read-your-writes), the other engine catches up, and both hold the same state and a ledger
// that balances. Then one engine hangs, the other takes its shards after the TTL and serves them:
// everything either acknowledged is in its state and every shard is one chain.

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeaseHeldError, SharedJetStreamWal } from '../../wal/index.ts';
import { Engine } from '../../src/runtime/engine.ts';
import { SharedNode } from '../../src/cluster/shared-node.ts';
import { recoverShard } from '../../src/runtime/recovery.ts';
import { shardOf } from '../../src/runtime/shard-router.ts';
import { encodeState } from '../../src/core/state-codec.ts';
import { checkLiveStates } from '../../src/core/invariants.ts';
import { DomainError } from '../../src/errors/problem.ts';
import { createInput } from '../../bench/setup.ts';
import { decodeCommand, decodeReply, encodeForward } from '../../src/cluster/forward-codec.ts';
import { natsServerMissing, startNatsCluster, type NatsCluster } from '../support/nats-cluster.ts';
import { readOneChain } from '../support/errand-nodes.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping shared engine tests: ${missing}`);

// The service's default is 10 s; 1.5 s ran out under a loaded clean-clone run (load ~8 on two
// cores: a renewal every 400 ms missed for over a second), failing a create before the hang.
const TTL_MS = 3_000;
const SHARDS = 4;

interface Node {
  readonly name: string;
  readonly wal: SharedJetStreamWal;
  readonly node: SharedNode;
  readonly engine: Engine;
}

describe('forwarded commands and answers', () => {
  it('keep bigints and plain values as they were', () => {
    const command = {
      type: 'Deposit',
      orgId: 'o',
      depositId: 'd',
      amountMinor: 12_345_678_901_234_567_890n,
      currency: 'NGN',
    } as const;
    expect(decodeCommand(encodeForward(command))).toEqual(command);
    const reply = {
      ok: true,
      seq: 7,
      result: { amounts: [1n, -2n], note: 'x', nested: { $bigint: 3 } },
    } as const;
    expect(decodeReply(encodeForward(reply))).toEqual(reply);
  });
});

describe.skipIf(missing !== undefined)(
  'Engine on a shared log: two nodes on a 3-node cluster',
  () => {
    let cluster: NatsCluster;
    const opened: Node[] = [];
    beforeAll(async () => {
      cluster = await startNatsCluster();
    });
    afterAll(async () => {
      for (const n of opened) await n.engine.close().catch(() => undefined);
      await cluster?.stop();
    });

    async function open(
      log: { urls: string[]; prefix: string; replicas: number },
      name: string,
    ): Promise<Node> {
      const wal = new SharedJetStreamWal({
        ...log,
        nodeId: name,
        leaseTtlMs: TTL_MS,
        leaseRenewEveryMs: 400,
      });
      const node = new SharedNode(wal, { prefix: log.prefix });
      const engine = await Engine.open({
        wal,
        ownership: node,
        shardCount: SHARDS,
        snapshotEvery: 10,
      });
      const n = { name, wal, node, engine };
      opened.push(n);
      return n;
    }

    /** Two orgs per shard, so every shard has work and both nodes serve each other's. */
    function orgsByShard(): string[][] {
      const byShard: string[][] = Array.from({ length: SHARDS }, () => []);
      for (let i = 0; byShard.some((l) => l.length < 2); i += 1) {
        const org = `org_s${i}`;
        const list = byShard[shardOf(org, SHARDS)]!;
        if (list.length < 2) list.push(org);
      }
      return byShard;
    }

    /**
     * A subscription flushed on one server of the cluster reaches the others a moment later: a
     * forward sent right after a take can find no responder and come back shard_moving, which
     * promises nothing was applied. A client retries it; so does this.
     */
    async function whileMoving<T>(command: () => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await command();
        } catch (error) {
          const moving =
            error instanceof DomainError && error.detail?.reason === 'shard_moving' && attempt < 20;
          if (!moving) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }

    async function setUpOrg(via: Engine, orgId: string): Promise<void> {
      await whileMoving(() => via.execute({ type: 'CreateOrg', orgId, name: orgId, mode: 'live' }));
      await via.execute({ type: 'CreateAgent', orgId, agentId: `agt_${orgId}`, name: 'a' });
      await via.execute({
        type: 'SetDelegation',
        orgId,
        agentId: `agt_${orgId}`,
        delegation: { can_post_tasks: true },
      });
      await via.execute({
        type: 'Deposit',
        orgId,
        depositId: `d_${orgId}`,
        amountMinor: 100_000_000_000n,
        currency: 'NGN',
      });
    }

    const encoded = (engine: Engine, shard: number) =>
      Buffer.from(encodeState(engine.shards[shard]!.state)).toString('base64');

    it('forwards to the owner, reads its own ' +
      "writes, and takes over a hung node's shards", async () => {
      const log = { urls: cluster.urls, prefix: `e${randomBytes(6).toString('hex')}`, replicas: 3 };
      const a = await open(log, 'A');
      const b = await open(log, 'B');
      await Promise.all([
        a.node.acquire(0),
        a.node.acquire(1),
        b.node.acquire(2),
        b.node.acquire(3),
      ]);
      expect([a.node.ownedShards(), b.node.ownedShards()]).toEqual([
        [0, 1],
        [2, 3],
      ]);
      expect([0, 1, 2, 3].map((s) => a.engine.owns(s))).toEqual([true, true, false, false]);

      // Orgs set up through the engine that does not own them: every command is forwarded.
      const orgs = orgsByShard();
      const owner = (shard: number) => (shard < 2 ? a : b);
      const other = (shard: number) => (shard < 2 ? b : a);
      await Promise.all(
        orgs.flatMap((list, shard) => list.map((org) => setUpOrg(other(shard).engine, org))),
      );

      // Tasks through both engines; each answer is visible on the engine that gave it, at once.
      const acked = new Map<string, Set<string>>();
      let i = 0;
      const create = async (via: Node, org: string) => {
        const result = (await via.engine.execute({
          type: 'CreateTask',
          orgId: org,
          agentId: `agt_${org}`,
          input: createInput(i++, Date.now()),
        })) as { taskId: string };
        expect(via.engine.stateOf(org).tasks.has(result.taskId)).toBe(true);
        const set = acked.get(org) ?? new Set<string>();
        acked.set(org, set);
        set.add(result.taskId);
      };
      await Promise.all(
        orgs.flat().map(async (org) => {
          for (let k = 0; k < 6; k += 1) await create(k % 2 === 0 ? a : b, org);
        }),
      );
      // A refusal from the owner comes back as the same DomainError.
      const refused = await a.engine
        .execute({
          type: 'Deposit',
          orgId: 'org_missing',
          depositId: 'x',
          amountMinor: 1n,
          currency: 'NGN',
        })
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(DomainError);

      // The follower catches up: both engines hold the same state, and the ledger balances on each.
      for (let shard = 0; shard < SHARDS; shard += 1) {
        await expect
          .poll(() => other(shard).engine.shards[shard]!.durableSeq, { timeout: 5_000 })
          .toBe(owner(shard).engine.shards[shard]!.durableSeq);
        expect(encoded(other(shard).engine, shard)).toBe(encoded(owner(shard).engine, shard));
      }
      for (const n of [a, b]) expect(checkLiveStates(n.engine.states()).mismatches).toEqual([]);

      // Forwarding cost: the same creates through the owner and through the other node.
      const timed = async (via: Node, org: string, count: number) => {
        const started = performance.now();
        for (let k = 0; k < count; k += 1) await create(via, org);
        return (performance.now() - started) / count;
      };
      const local = await timed(a, orgs[0]![0]!, 40);
      const forwarded = await timed(b, orgs[0]![0]!, 40);
      console.log(
        `create on shard 0: ${local.toFixed(2)} ms through its owner, ` +
          `${forwarded.toFixed(2)} ms forwarded (read-your-writes wait included)`,
      );
      // And with 32 in flight on one shard (one org), where group commit and pipelining count.
      const rate = async (via: Node, org: string, total: number) => {
        let next = 0;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: 32 }, async () => {
            while (next++ < total) await create(via, org);
          }),
        );
        return total / ((performance.now() - started) / 1_000);
      };
      const localRate = await rate(a, orgs[1]![0]!, 400);
      const forwardedRate = await rate(b, orgs[1]![0]!, 400);
      console.log(
        `creates/s on shard 1 with 32 in flight: ${localRate.toFixed(0)} through its owner, ` +
          `${forwardedRate.toFixed(0)} forwarded`,
      );

      // Load through both nodes on every shard while A hangs and B takes over: each create either
      // is acknowledged (and must survive) or is refused with 503 (shard moving, or A's appends
      // refused by its own clock); nothing else.
      let loading = true;
      let hungAt = 0;
      const refusals = new Map<string, number>();
      const load = async (via: Node, org: string) => {
        while (loading) {
          try {
            await create(via, org);
          } catch (error) {
            // outcome_unknown: the old owner's batch met the taker's fence and it failed stop (by
            // design, docs/scale.md); its answers not yet given are refused, none was acknowledged.
            // outcome_unknown also: A's lease ran out by its clock with its publish hung (it may
            // land).
            const codes = ['unavailable', 'outcome_unknown'];
            if (!(error instanceof DomainError) || !codes.includes(error.code)) throw error;
            const reason = error.code === 'unavailable' ? String(error.detail?.reason) : error.code;
            if (reason === 'forward_timeout')
              console.log(
                `forward_timeout via ${via.name} for ${org} (shard ${shardOf(org, SHARDS)}) ` +
                  `at ${(performance.now() - hungAt).toFixed(0)} ms after the hang`,
              );
            refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      };
      const loads = orgs.flatMap((list) => [load(a, list[0]!), load(b, list[1]!)]);

      // A hangs: B takes shards 0 and 1 once their leases run out and serves them.
      a.wal.hang();
      hungAt = performance.now();
      for (const shard of [0, 1]) {
        for (;;) {
          try {
            await b.node.acquire(shard);
            break;
          } catch (error) {
            expect(error).toBeInstanceOf(LeaseHeldError);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      }
      const takeoverMs = performance.now() - hungAt;
      console.log(
        `takeover: B serves shards 0 and 1 ${takeoverMs.toFixed(0)} ms after A hung (TTL ` +
          `${TTL_MS} ms)`,
      );
      expect(b.node.ownedShards()).toEqual([0, 1, 2, 3]);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      loading = false;
      await Promise.all(loads);
      console.log(
        `during the takeover: ${[...acked.values()].reduce((n, s) => n + s.size, 0)} creates ` +
          `acknowledged in all, refusals ${JSON.stringify(Object.fromEntries(refusals))}`,
      );
      for (const org of orgs[0]!.concat(orgs[1]!)) {
        for (const id of acked.get(org)!) expect(b.engine.stateOf(org).tasks.has(id)).toBe(true);
        await create(b, org);
      }
      // A noticed by its own clock that its leases ran out: it follows again and forwards to B.
      await expect.poll(() => a.engine.owns(0) || a.engine.owns(1), { timeout: 8_000 }).toBe(false);
      for (const org of orgs[0]!) await create(a, org);

      // Everything either node acknowledged is in B's state, and both agree and balance.
      for (const [org, ids] of acked)
        for (const id of ids) expect(b.engine.stateOf(org).tasks.has(id)).toBe(true);
      for (let shard = 0; shard < SHARDS; shard += 1) {
        await expect
          .poll(() => a.engine.shards[shard]!.durableSeq, { timeout: 5_000 })
          .toBe(b.engine.shards[shard]!.durableSeq);
        expect(encoded(a.engine, shard)).toBe(encoded(b.engine, shard));
      }
      for (const n of [a, b]) expect(checkLiveStates(n.engine.states()).mismatches).toEqual([]);

      // One chain per shard, from genesis, and a replay of it rebuilds B's state.
      const reader = new SharedJetStreamWal({ ...log, nodeId: 'reader' });
      await reader.open();
      for (let shard = 0; shard < SHARDS; shard += 1) {
        const entries = await readOneChain(reader, shard);
        expect(entries.length).toBe(b.engine.shards[shard]!.durableSeq);
        const { state } = await recoverShard(reader, shard);
        state.evicted = [];
        expect(Buffer.from(encodeState(state)).toString('base64')).toBe(encoded(b.engine, shard));
      }
      await reader.close();
    }, 60_000);
  },
);
