// Proves a shard has one writer on JetStream: a live lease refuses a second open, a writer whose
// lease ran out stops by its own clock, and a writer that missed its lease being taken is refused
// by the server (expected stream sequence) and fails stop, on shards the new holder wrote and,
// thanks to the fence every takeover writes, on those it did not; the chain read back is never
// forked.

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FencedError,
  JetStreamWal,
  LeaseHeldError,
  WalFailedError,
  type Wal,
} from '../../wal/index.ts';
import { bytes, expectedHash, readAll, text } from '../contract/wal-harness.ts';
import { natsServerMissing, startNatsCluster, type NatsCluster } from '../support/nats-cluster.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping JetStream fencing tests: ${missing}`);

describe.skipIf(missing !== undefined)('JetStreamWal fencing on a 3-node cluster', () => {
  let cluster: NatsCluster;
  const opened: Wal[] = [];
  beforeAll(async () => {
    cluster = await startNatsCluster();
  });
  afterAll(async () => {
    for (const wal of opened) await wal.close().catch(() => undefined);
    await cluster?.stop();
  });

  function logOptions() {
    return { urls: cluster.urls, prefix: `f${randomBytes(6).toString('hex')}`, replicas: 3 };
  }

  async function open(
    log: ReturnType<typeof logOptions>,
    nodeId: string,
    lease: { leaseTtlMs: number; leaseRenewEveryMs?: number },
  ): Promise<Wal> {
    const wal = new JetStreamWal({ ...log, nodeId, ...lease });
    await wal.open();
    opened.push(wal);
    return wal;
  }

  /** Reads a shard in a fresh handle: one unbroken chain from genesis, and its payloads. */
  async function chainOf(log: ReturnType<typeof logOptions>, shard: number): Promise<string[]> {
    const reader = await open(log, 'reader', { leaseTtlMs: 5_000 });
    const entries = await readAll(reader, shard);
    entries.forEach((entry, i) => {
      expect(entry.seq).toBe(i + 1);
      if (i > 0) expect(entry.prevHash).toBe(entries[i - 1]!.hash);
      expect(entry.hash).toBe(expectedHash(entry));
    });
    await reader.close();
    return entries.map((e) => text(e.payload));
  }

  it(
    'refuses a second writer while the lease is live, and lets it in once the silent holder ' +
      'lease expires',
    async () => {
      const log = logOptions();
      // The holder never renews: a process that hung.
      const hung = await open(log, 'node-a', { leaseTtlMs: 1_500, leaseRenewEveryMs: 60_000 });
      await hung.append(1, bytes('a1'));
      await expect(
        new JetStreamWal({ ...log, nodeId: 'node-b', leaseTtlMs: 1_500 }).open(),
      ).rejects.toBeInstanceOf(LeaseHeldError);

      await new Promise((resolve) => setTimeout(resolve, 1_700));
      const next = await open(log, 'node-b', { leaseTtlMs: 5_000 });
      expect(next.head(1).seq).toBe(1);
      await next.append(1, bytes('b2'));

      // The hung holder wakes up: its own clock says the lease is gone, so nothing is sent.
      const late = await hung.append(1, bytes('a-late')).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(late).toBeInstanceOf(WalFailedError);
      expect((late as WalFailedError).cause).toBeInstanceOf(FencedError);
      expect(((late as WalFailedError).cause as Error).message).toMatch(/lease expired/);
      expect(hung.latch.tripped).toBe(true);
      await next.close();
      expect(await chainOf(log, 1)).toEqual(['a1', 'b2']);
    },
  );

  it(
    'refuses, at the server, a writer that missed ' + 'its lease being taken, and keeps one chain',
    async () => {
      const log = logOptions();
      // A long lease and no renewal in the test's span: only the stream can stop this writer.
      const old = await open(log, 'node-a', { leaseTtlMs: 60_000, leaseRenewEveryMs: 50_000 });
      for (const word of ['a1', 'a2', 'a3']) await old.append(1, bytes(word));
      await old.append(2, bytes('a-other'));

      await JetStreamWal.breakLease(log);
      const next = await open(log, 'node-b', { leaseTtlMs: 5_000 });
      expect(next.head(1).seq).toBe(3);
      await next.append(1, bytes('b4'));
      await next.append(1, bytes('b5'));

      const refused = await Promise.allSettled([
        old.append(1, bytes('a-late-1')),
        old.append(1, bytes('a-late-2')),
      ]);
      for (const result of refused) {
        expect(result.status).toBe('rejected');
        expect((result as PromiseRejectedResult).reason).toBeInstanceOf(WalFailedError);
      }
      const cause = ((refused[0] as PromiseRejectedResult).reason as WalFailedError).cause;
      expect(cause).toBeInstanceOf(FencedError);
      // Refused by the stream, not by the lease (which this writer still believes it holds).
      expect((cause as Error).message).toMatch(/another writer appended/);
      // Fail-stop: the loser writes nothing more anywhere, even where the stream would let it.
      await expect(old.append(2, bytes('a-other-late'))).rejects.toBeInstanceOf(WalFailedError);
      await expect(old.putMeta('k', 'v')).rejects.toBeInstanceOf(WalFailedError);

      await next.append(2, bytes('b-other'));
      await next.close();
      expect(await chainOf(log, 1)).toEqual(['a1', 'a2', 'a3', 'b4', 'b5']);
      expect(await chainOf(log, 2)).toEqual(['a-other', 'b-other']);
    },
  );

  it(
    'refuses a writer that missed the takeover on shards the new holder has not written, and ' +
      'on new shards',
    async () => {
      const log = logOptions();
      const old = await open(log, 'node-a', { leaseTtlMs: 60_000, leaseRenewEveryMs: 50_000 });
      await old.append(1, bytes('a1'));
      await old.append(2, bytes('a-other'));

      await JetStreamWal.breakLease(log);
      // The new holder only opens: its fences alone must stop the old writer everywhere.
      const next = await open(log, 'node-b', { leaseTtlMs: 5_000 });
      const refused = await old.append(2, bytes('a-other-late')).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(WalFailedError);
      expect((refused as WalFailedError).cause).toBeInstanceOf(FencedError);
      expect(((refused as WalFailedError).cause as Error).message).toMatch(
        /shard 2: another writer appended/,
      );
      await next.close();
      expect(await chainOf(log, 1)).toEqual(['a1']);
      expect(await chainOf(log, 2)).toEqual(['a-other']);

      // A shard with no stream at the takeover has no fence: the lease stream is asked first.
      const log2 = logOptions();
      const old2 = await open(log2, 'node-a', { leaseTtlMs: 60_000, leaseRenewEveryMs: 50_000 });
      await old2.append(1, bytes('a1'));
      await JetStreamWal.breakLease(log2);
      const next2 = await open(log2, 'node-b', { leaseTtlMs: 5_000 });
      const refusedNew = await old2.append(9, bytes('a-new-shard')).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(((refusedNew as WalFailedError).cause as Error).message).toMatch(/taken by/);
      expect(next2.shards()).toEqual([1]);
      await next2.close();
      const reader = await open(log2, 'reader', { leaseTtlMs: 5_000 });
      expect(reader.shards()).toEqual([1]);
      await reader.close();
    },
  );

  it('takes the lease back from a holder whose renewals find it taken', async () => {
    const log = logOptions();
    const old = await open(log, 'node-a', { leaseTtlMs: 3_000, leaseRenewEveryMs: 300 });
    await old.append(1, bytes('a1'));
    await JetStreamWal.breakLease(log);
    const next = await open(log, 'node-b', { leaseTtlMs: 3_000 });
    // The old holder's next renewal meets the new holder's lease and fails the log at once.
    await expect.poll(() => old.latch.tripped, { timeout: 2_000 }).toBe(true);
    expect(old.latch.failure?.cause).toBeInstanceOf(FencedError);
    expect((old.latch.failure!.cause as Error).message).toMatch(/taken by/);
    await next.append(1, bytes('b2'));
    await next.close();
    expect(await chainOf(log, 1)).toEqual(['a1', 'b2']);
  });
});
