// Proves a shared JetStream log's shard leases, taken on the main thread, keep one writer a shard
// when an engine thread's handle writes the shard (docs/threads.md, "WAL=jetstream-shared on
// engine threads"): the thread writes only shards it adopted after the main thread's take, one
// shard handed back is refused alone with nothing sent while its other shards go on, a shard
// whose main thread stops renewing is refused by the clock, and a thread whose main thread missed
// another node's takeover is refused by that node's fence. Every chain reads back unbroken. On a
// real three-node cluster.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotOwnerError, SharedJetStreamWal, type WalEntry } from '../../wal/index.ts';
import { ShardLeaseShares } from '../../wal/jetstream-shard-shares.ts';
import { ThreadSharedWal } from '../../wal/jetstream-thread-shared-wal.ts';
import { bytes, text } from '../contract/wal-harness.ts';
import { natsServerMissing, startNatsCluster, type NatsCluster } from '../support/nats-cluster.ts';

// A new stream's leader election, on a loaded machine, can hold a step for several seconds.
const TEST_MS = 120_000;

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping the lent shard lease tests: ${missing}`);

describe.skipIf(missing !== undefined)('shard leases lent to engine threads', () => {
  let cluster: NatsCluster;
  const toClose: Array<{ close(): Promise<void> }> = [];
  beforeAll(async () => {
    cluster = await startNatsCluster();
  });
  afterAll(async () => {
    for (const c of toClose.reverse()) await c.close().catch(() => undefined);
    await cluster?.stop();
  });

  const logOptions = () => ({
    urls: cluster.urls,
    prefix: `t${randomBytes(6).toString('hex')}`,
    replicas: 3,
  });

  async function mainNode(
    log: ReturnType<typeof logOptions>,
    nodeId: string,
    lease = { leaseTtlMs: 60_000, leaseRenewEveryMs: 50_000 },
  ) {
    const shares = ShardLeaseShares.make(4);
    const wal = new SharedJetStreamWal({ ...log, nodeId, ...lease, shares });
    await wal.open();
    toClose.push(wal);
    return { wal, shares };
  }

  async function threadLog(log: ReturnType<typeof logOptions>, shares: ShardLeaseShares) {
    const wal = new ThreadSharedWal({ ...log, shares: shares.buffer });
    await wal.open();
    toClose.push(wal);
    return wal;
  }

  /** The main thread's take (lease, fence, read); then it lends the lease and the thread adopts. */
  async function take(
    main: { wal: SharedJetStreamWal; shares: ShardLeaseShares },
    thread: ThreadSharedWal,
    shard: number,
  ) {
    const head = await main.wal.acquireShard(shard);
    main.shares.lend(shard);
    await thread.adoptShard(shard, head.seq, head.hash);
  }

  async function chain(log: ReturnType<typeof logOptions>, shard: number): Promise<string[]> {
    const reader = new SharedJetStreamWal({ ...log, nodeId: 'reader' });
    await reader.open();
    const entries: WalEntry[] = [];
    for await (const batch of reader.readBatches(shard, 0)) entries.push(...batch);
    await reader.close();
    entries.forEach((e, i) => {
      expect(e.seq).toBe(i + 1);
      if (i > 0) expect(e.prevHash).toBe(entries[i - 1]!.hash);
    });
    return entries.map((e) => text(e.payload));
  }

  it(
    'writes adopted shards only, and stops one handed back while the others go on',
    async () => {
      const log = logOptions();
      const main = await mainNode(log, 'node-a');
      const thread = await threadLog(log, main.shares);
      // Not adopted: refused with nothing sent.
      await expect(thread.append(0, bytes('early'))).rejects.toBeInstanceOf(NotOwnerError);
      await take(main, thread, 0);
      await take(main, thread, 1);
      await Promise.all([thread.append(0, bytes('a1')), thread.append(1, bytes('b1'))]);
      await main.wal.releaseShard(0);
      const refused = thread.append(0, bytes('after hand-back'));
      await expect(refused).rejects.toBeInstanceOf(NotOwnerError);
      await thread.append(1, bytes('b2'));
      expect(await chain(log, 0)).toEqual(['a1']);
      expect(await chain(log, 1)).toEqual(['b1', 'b2']);
      // Taken again by the main thread: the thread's next record links to the log's head.
      thread.forgetShard(0);
      await take(main, thread, 0);
      await thread.append(0, bytes('a2'));
      expect(await chain(log, 0)).toEqual(['a1', 'a2']);
    },
    TEST_MS,
  );

  it(
    'a thread whose main thread missed a takeover is refused by the fence',
    async () => {
      const log = logOptions();
      const a = await mainNode(log, 'node-a');
      const thread = await threadLog(log, a.shares);
      await take(a, thread, 2);
      await thread.append(2, bytes('from a'));
      // Node b takes the shard once an operator has broken a's lease (a presumed dead; it is not).
      await SharedJetStreamWal.breakShardLease(log, 2);
      const b = await mainNode(log, 'node-b');
      const head = await b.wal.acquireShard(2);
      await b.wal.append(2, bytes('from b'));
      expect(head.seq).toBe(1);
      // a's slot still says held (its next renewal is far off): the server's fence refuses it.
      expect(a.shares.holds(2)).toBe(true);
      const late = await thread.append(2, bytes('late from a')).catch((e: unknown) => e);
      expect(late).toBeInstanceOf(NotOwnerError);
      expect(await chain(log, 2)).toEqual(['from a', 'from b']);
    },
    TEST_MS,
  );

  it(
    'stops a thread by the clock when its main thread renews nothing',
    async () => {
      const log = logOptions();
      const main = await mainNode(log, 'node-a', { leaseTtlMs: 1_500, leaseRenewEveryMs: 400 });
      const thread = await threadLog(log, main.shares);
      await take(main, thread, 3);
      await thread.append(3, bytes('while renewed'));
      // The main thread hangs (its renewals stop): the slot runs out by the clock alone.
      main.wal.hang();
      await expect.poll(() => main.shares.holds(3), { timeout: 5_000, interval: 50 }).toBe(false);
      const late = thread.append(3, bytes('after it ran out'));
      await expect(late).rejects.toBeInstanceOf(NotOwnerError);
      expect(await chain(log, 3)).toEqual(['while renewed']);
    },
    TEST_MS,
  );
});
