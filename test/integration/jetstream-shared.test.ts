// Several errand nodes on one JetStream log (stage 1, the log side): two nodes own disjoint shards
// and follow each other's, a live shard lease refuses a second owner, a node that hangs has its
// shards taken over once its leases run out and is refused from then on, a taker's fence makes
// the server refuse an owner that missed the takeover, and a follower keeps delivering through
// the SIGKILL of a nats-server. Every shard is read back as one unbroken chain.

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import {
  LeaseHeldError,
  NotOwnerError,
  SharedJetStreamWal,
  type WalEntry,
  type WalPosition,
} from '../../wal/index.ts';
import { bytes, expectedHash, text } from '../contract/wal-harness.ts';
import { natsServerMissing, startNatsCluster, type NatsCluster } from '../support/nats-cluster.ts';
import { startThief } from '../support/nats-thief.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping shared JetStream log tests: ${missing}`);

const TTL_MS = 1_500;

describe.skipIf(missing !== undefined)(
  'SharedJetStreamWal: several nodes on a 3-node cluster',
  () => {
    let cluster: NatsCluster;
    const opened: SharedJetStreamWal[] = [];
    beforeAll(async () => {
      cluster = await startNatsCluster();
    });
    afterAll(async () => {
      for (const wal of opened) await wal.close().catch(() => undefined);
      await cluster?.stop();
    });

    const logOptions = () => ({
      urls: cluster.urls,
      prefix: `s${randomBytes(6).toString('hex')}`,
      replicas: 3,
    });

    async function node(
      log: ReturnType<typeof logOptions>,
      nodeId: string,
      ttl = { leaseTtlMs: TTL_MS, leaseRenewEveryMs: 400 },
    ) {
      const wal = new SharedJetStreamWal({ ...log, nodeId, ...ttl });
      await wal.open();
      opened.push(wal);
      return wal;
    }

    /** A follower that keeps what it is given, checking seqs and links as they come. */
    function collect(
      wal: SharedJetStreamWal,
      shard: number,
      seen: Map<number, WalEntry[]>,
      arrivals?: Map<string, number>,
    ) {
      const list: WalEntry[] = [];
      seen.set(shard, list);
      const errors: Error[] = [];
      const follower = wal.follow(shard, 0, {
        onEntries(entries) {
          for (const e of entries) {
            arrivals?.set(`${shard}:${e.seq}`, performance.now());
            list.push(e);
          }
        },
        onError: (error) => errors.push(error),
      });
      return { follower, errors };
    }

    /** One chain from genesis: seq 1.., each linked to the one before, each hash recomputed. */
    function expectChain(entries: readonly WalEntry[]): string[] {
      entries.forEach((e, i) => {
        expect(e.seq).toBe(i + 1);
        if (i > 0) expect(e.prevHash).toBe(entries[i - 1]!.hash);
        expect(e.hash).toBe(expectedHash(e));
      });
      return entries.map((e) => text(e.payload));
    }

    async function readBack(log: ReturnType<typeof logOptions>, shard: number): Promise<string[]> {
      const reader = await node(log, 'reader');
      const entries: WalEntry[] = [];
      for await (const e of reader.read(shard)) entries.push(e);
      await reader.close();
      return expectChain(entries);
    }

    it(
      "owns disjoint shards, follows the other node, and takes a hung node's shards after its " +
        'leases expire',
      async () => {
        const log = logOptions();
        const a = await node(log, 'A');
        const b = await node(log, 'B');
        await Promise.all([
          a.acquireShard(0),
          a.acquireShard(1),
          b.acquireShard(2),
          b.acquireShard(3),
        ]);
        expect(a.ownedShards()).toEqual([0, 1]);
        expect(b.ownedShards()).toEqual([2, 3]);
        await expect(b.acquireShard(0)).rejects.toBeInstanceOf(LeaseHeldError);
        await expect(b.append(0, bytes('not mine'))).rejects.toBeInstanceOf(NotOwnerError);

        const seenByA = new Map<number, WalEntry[]>();
        const seenByB = new Map<number, WalEntry[]>();
        const arrivals = new Map<string, number>();
        const followers = [
          ...[2, 3].map((s) => collect(a, s, seenByA, arrivals)),
          ...[0, 1].map((s) => collect(b, s, seenByB, arrivals)),
        ];

        const acked = new Map<number, { pos: WalPosition; at: number }[]>();
        const write = async (
          wal: SharedJetStreamWal,
          shard: number,
          who: string,
          count: number,
        ) => {
          const list = acked.get(shard) ?? [];
          acked.set(shard, list);
          for (let i = 0; i < count; i += 1) {
            const pos = await wal.append(shard, bytes(`${who}${shard}-${list.length + 1}`));
            list.push({ pos, at: performance.now() });
          }
        };
        await Promise.all([
          write(a, 0, 'a', 30),
          write(a, 1, 'a', 30),
          write(b, 2, 'b', 30),
          write(b, 3, 'b', 30),
        ]);
        const total = (seen: Map<number, WalEntry[]>) =>
          [...seen.values()].reduce((n, l) => n + l.length, 0);
        await expect.poll(() => total(seenByA) + total(seenByB), { timeout: 10_000 }).toBe(120);
        for (const [shard, seen] of [...seenByA, ...seenByB]) {
          expectChain(seen);
          expect(seen.map((e) => e.hash)).toEqual(acked.get(shard)!.map((x) => x.pos.hash));
        }
        const lags = [...acked]
          .flatMap(([shard, list]) =>
            list.map((x) => arrivals.get(`${shard}:${x.pos.seq}`)! - x.at),
          )
          .sort((p, q) => p - q);
        console.log(
          `follow lag after the owner's ack: p50 ${lags[lags.length >> 1]!.toFixed(1)} ms, max ` +
            `${lags[lags.length - 1]!.toFixed(1)} ms`,
        );

        // A hangs: no more renewals. B is refused until the leases run out, then takes both shards.
        a.hang();
        const hungAt = performance.now();
        let takenAt = 0;
        const takeMs: number[] = [];
        for (const shard of [0, 1]) {
          for (;;) {
            try {
              const startedMs = performance.now();
              const head = await b.acquireShard(shard);
              takeMs.push(performance.now() - startedMs);
              // B continues from A's last acknowledged record, read up to the fence.
              expect(head).toEqual(acked.get(shard)!.at(-1)!.pos);
              break;
            } catch (error) {
              expect(error).toBeInstanceOf(LeaseHeldError);
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
          takenAt = performance.now();
        }
        // hang() comes up to one renewal interval (400 ms) after the last renewal.
        console.log(
          `takeover: both shards taken (fenced, read to the end) ` +
            `${(takenAt - hungAt).toFixed(0)} ms after the owner hung (TTL ${TTL_MS} ms); the ` +
            `successful acquireShard calls took ` +
            `${takeMs.map((ms) => ms.toFixed(0)).join(' and ')} ms`,
        );
        expect(takenAt - hungAt).toBeGreaterThanOrEqual(TTL_MS - 600);
        // A's own clock has stopped it: refused without a publish, and its other writes go on
        // failing.
        await expect(a.append(0, bytes('a-late'))).rejects.toBeInstanceOf(NotOwnerError);
        expect(a.ownedShards()).toEqual([]);
        await Promise.all([write(b, 0, 'b', 5), write(b, 1, 'b', 5)]);
        // A still follows its old shards? It follows 2 and 3, which B kept writing to meanwhile.
        await write(b, 2, 'b', 3);
        await expect.poll(() => seenByA.get(2)!.length, { timeout: 5_000 }).toBe(33);

        for (const f of followers) {
          await f.follower.stop();
          expect(f.errors).toEqual([]);
        }
        for (const shard of [0, 1]) {
          const words = await readBack(log, shard);
          expect(words).toEqual([
            ...Array.from({ length: 30 }, (_, i) => `a${shard}-${i + 1}`),
            ...Array.from({ length: 5 }, (_, i) => `b${shard}-${31 + i}`),
          ]);
        }
      },
    );

    it(
      'refuses, at the server, an owner that missed the takeover (its lease broken, not ' +
        'expired), for that shard alone',
      async () => {
        const log = logOptions();
        // A long lease and no renewal in the test's span: only the stream can stop this owner.
        const c = await node(log, 'C', { leaseTtlMs: 60_000, leaseRenewEveryMs: 50_000 });
        const b = await node(log, 'B');
        await c.acquireShard(4);
        await c.append(4, bytes('c1'));
        await c.append(4, bytes('c2'));
        await SharedJetStreamWal.breakShardLease(log, 4);
        expect((await b.acquireShard(4)).seq).toBe(2);
        await c.acquireShard(5);
        // C still believes it owns shard 4: its pipelined appends reach the server and are refused.
        // That shard alone stops being C's; its log goes on for the shards it still owns.
        const late = await Promise.allSettled([
          c.append(4, bytes('c-late-1')),
          c.append(4, bytes('c-late-2')),
          c.append(5, bytes('c5')),
        ]);
        for (const result of late.slice(0, 2)) {
          expect((result as PromiseRejectedResult).reason).toBeInstanceOf(NotOwnerError);
          expect(((result as PromiseRejectedResult).reason as Error).message).toMatch(
            /shard 4: .*another writer appended/,
          );
        }
        expect(late[2]!.status).toBe('fulfilled');
        expect(c.latch.tripped).toBe(false);
        expect(c.owns(4)).toBe(false);
        await expect(c.append(4, bytes('c-later'))).rejects.toBeInstanceOf(NotOwnerError);
        await b.append(4, bytes('b3'));
        expect(await readBack(log, 4)).toEqual(['c1', 'c2', 'b3']);
      },
    );

    it(
      "lands nothing of a stale owner's batch of several messages after the new owner's fence " +
        '(no gap in the chain)',
      async () => {
        const log = logOptions();
        const c = await node(log, 'C', { leaseTtlMs: 60_000, leaseRenewEveryMs: 50_000 });
        const b = await node(log, 'B');
        await c.acquireShard(6);
        await c.append(6, bytes('c1'));
        await SharedJetStreamWal.breakShardLease(log, 6);
        expect((await b.acquireShard(6)).seq).toBe(1);
        // Two records of 300 KB in one batch: two messages (a message holds at most 512 KiB). The
        // first is refused at the fence; the second, had it expected the sequence after the first's
        // (the fence's), would have landed after the fence with the first's record missing.
        const big = (tag: string) => Buffer.concat([bytes(tag), Buffer.alloc(300 * 1024, 120)]);
        const late = await Promise.allSettled([
          c.append(6, big('c-late-1')),
          c.append(6, big('c-late-2')),
        ]);
        for (const result of late)
          expect((result as PromiseRejectedResult).reason).toBeInstanceOf(NotOwnerError);
        await b.append(6, bytes('b2'));
        expect(await readBack(log, 6)).toEqual(['c1', 'b2']);
      },
    );

    it(
      'lets one of two nodes creating a meta value at once win, for both (signing keys, admin ' +
        'token)',
      async () => {
        const log = logOptions();
        const a = await node(log, 'A');
        const b = await node(log, 'B');
        for (let i = 0; i < 20; i += 1) {
          // A cursor written meanwhile moves the stream: the swaps must still agree.
          const [x, y] = await Promise.all([
            a.swapMeta(`k${i}`, undefined, `a${i}`),
            b.swapMeta(`k${i}`, undefined, `b${i}`),
            a.putMeta('cursor', String(i)),
          ]);
          expect(x).toBe(y);
          expect(await b.getMeta(`k${i}`)).toBe(x);
        }
      },
    );

    it(
      'keeps one chain when deliveries to a follower are lost on the way (its consumer made ' +
        'again from where it stands)',
      async () => {
        const log = logOptions();
        const a = await node(log, 'A');
        const b = await node(log, 'B');
        await a.acquireShard(7);
        // A backlog of one message per record, more than one pull takes (256).
        const acked: WalPosition[] = [];
        for (let i = 1; i <= 600; i += 1) acked.push(await a.append(7, bytes(`a-${i}`)));
        // A thief pulls from the follower's consumer (test/support/nats-thief.ts).
        const thief = await startThief(cluster.urls, `${log.prefix}_R7`);
        const seen: WalEntry[] = [];
        const errors: Error[] = [];
        const follower = b.follow(7, 0, {
          // Its first pull full (256), the follower has no pull open while it hands the batch over:
          // held here until the thief has taken a message, whatever the machine's load.
          onEntries: async (entries) => {
            seen.push(...entries);
            await thief.firstTaken();
          },
          onError: (error) => errors.push(error),
        });
        await expect.poll(() => seen.length, { timeout: 30_000, interval: 100 }).toBe(acked.length);
        await thief.stop();
        console.log(
          `deliveries lost on the way to the follower: ${thief.stolen} of ${acked.length}`,
        );
        expect(thief.stolen).toBeGreaterThan(0);
        expectChain(seen);
        expect(seen.map((e) => e.hash)).toEqual(acked.map((p) => p.hash));
        await follower.stop();
        expect(errors).toEqual([]);
      },
    );

    it('keeps following through the SIGKILL of the shard stream leader', async () => {
      const log = logOptions();
      // Leases longer than an election (5 to 7 s on R3), so the owner keeps its shard throughout.
      const a = await node(log, 'A', { leaseTtlMs: 20_000, leaseRenewEveryMs: 2_000 });
      const b = await node(log, 'B', { leaseTtlMs: 20_000, leaseRenewEveryMs: 2_000 });
      await a.acquireShard(5);
      const seen = new Map<number, WalEntry[]>();
      const arrivals = new Map<string, number>();
      const { follower, errors } = collect(b, 5, seen, arrivals);
      let stop = false;
      const acked: WalPosition[] = [];
      const ackedAt: number[] = [];
      const writer = (async () => {
        for (let i = 1; !stop; i += 1) {
          acked.push(await a.append(5, bytes(`a-${i}`)));
          ackedAt.push(performance.now());
        }
      })();
      // A failed assertion below leaves the loop running into the close in afterAll: not a second
      // failure.
      writer.catch(() => undefined);
      await expect.poll(() => seen.get(5)!.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(100);

      const victim = await leaderOf(`${log.prefix}_R5`);
      const killedMs = performance.now();
      await cluster.kill(victim);
      const killedAt = acked.length;
      await expect
        .poll(() => acked.length, { timeout: 25_000, interval: 200 })
        .toBeGreaterThanOrEqual(killedAt + 100);
      // The first record sent after the kill (the one in flight then may have been acked before
      // it).
      const first = killedAt + 2;
      await expect
        .poll(() => arrivals.has(`5:${first}`), { timeout: 15_000, interval: 50 })
        .toBe(true);
      console.log(
        `SIGKILL of the stream leader: record ${first} acked ` +
          `${(ackedAt[first - 1]! - killedMs).toFixed(0)} ms after the kill, ` +
          `seen by the follower ` +
          `${(arrivals.get(`5:${first}`)! - ackedAt[first - 1]!).toFixed(0)} ms after its ack`,
      );
      stop = true;
      await writer;
      await expect
        .poll(() => seen.get(5)!.length, { timeout: 15_000, interval: 200 })
        .toBe(acked.length);
      expectChain(seen.get(5)!);
      expect(seen.get(5)!.map((e) => e.hash)).toEqual(acked.map((p) => p.hash));
      await follower.stop();
      expect(errors).toEqual([]);
      expect(a.latch.tripped).toBe(false);
      await cluster.restart(victim);
    });

    async function leaderOf(stream: string): Promise<number> {
      const nc = await connect({ servers: cluster.urls });
      try {
        const info = await (await jetstreamManager(nc)).streams.info(stream);
        return Math.max(
          0,
          cluster.nodes.findIndex((n) => n.name === info.cluster?.leader),
        );
      } finally {
        await nc.close();
      }
    }
  },
);
