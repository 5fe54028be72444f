// Proves the whole-log lease still gives WAL=jetstream one writer when engine threads write it
// (docs/threads.md, "Step 8"): the main thread's JetStreamKeeper holds the lease, thread handles
// write only their own shards under it (new shard streams included); once the lease is handed
// back they write nothing, and a handle that missed a takeover by another node is refused by the
// server's fence on every shard, and the chains read back are never forked. On a real cluster.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FencedError,
  JetStreamWal,
  WalFailedError,
  WriteLatch,
  type Wal,
} from '../../wal/index.ts';
import { JetStreamKeeper } from '../../src/engine-thread/jetstream-keeper.ts';
import { bytes, readAll, text } from '../contract/wal-harness.ts';
import { natsServerMissing, startNatsCluster, type NatsCluster } from '../support/nats-cluster.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping the lent JetStream lease tests: ${missing}`);

describe.skipIf(missing !== undefined)('the JetStream lease lent to engine threads', () => {
  let cluster: NatsCluster;
  const toClose: Array<{ close(): Promise<void> }> = [];
  beforeAll(async () => {
    cluster = await startNatsCluster();
  });
  afterAll(async () => {
    for (const c of toClose) await c.close().catch(() => undefined);
    await cluster?.stop();
  });

  function logOptions() {
    return { urls: cluster.urls, prefix: `l${randomBytes(6).toString('hex')}`, replicas: 3 };
  }

  /** The main thread's side: the lease taken, every shard stream fenced. */
  async function keeper(
    log: ReturnType<typeof logOptions>,
    nodeId: string,
    lease = { leaseTtlMs: 60_000, leaseRenewEveryMs: 50_000 },
  ): Promise<JetStreamKeeper> {
    const made = new JetStreamKeeper({ ...log, nodeId, ...lease }, new WriteLatch());
    await made.open();
    toClose.push(made);
    return made;
  }

  /** A thread's handle: its shards only, under the keeper's lease. */
  async function lent(kept: JetStreamKeeper, shards: number[]): Promise<Wal> {
    const wal = new JetStreamWal(kept.forThread(shards));
    await wal.open();
    toClose.push(wal);
    return wal;
  }

  async function chainOf(log: ReturnType<typeof logOptions>, shard: number): Promise<string[]> {
    const reader = new JetStreamWal({ ...log, nodeId: 'reader', leaseTtlMs: 5_000 });
    await reader.open();
    const entries = await readAll(reader, shard);
    entries.forEach((entry, i) => {
      expect(entry.seq).toBe(i + 1);
      if (i > 0) expect(entry.prevHash).toBe(entries[i - 1]!.hash);
    });
    await reader.close();
    return entries.map((e) => text(e.payload));
  }

  const HANDED_BACK =
    'lets each thread write its own shards, and stops them when the lease is handed back';
  it(HANDED_BACK, async () => {
    const log = logOptions();
    const main = await keeper(log, 'node-a');
    const even = await lent(main, [0, 2]);
    const odd = await lent(main, [1, 3]);
    // New streams: a shard's first record asks the lease stream first (BorrowedHolder).
    await Promise.all([
      even.append(0, bytes('e0')),
      even.append(2, bytes('e2')),
      odd.append(1, bytes('o1')),
      odd.append(3, bytes('o3')),
    ]);
    await even.append(0, bytes('e0b'));
    await even.close();
    await odd.close();
    // The main thread starts again on the log: the threads see their records after its fence.
    await main.close();
    const again = await keeper(log, 'node-a2');
    const thread = await lent(again, [0, 2]);
    expect(thread.head(0).seq).toBe(2);
    await thread.append(0, bytes('e0c'));
    // Handed back (a service closing): the thread's next write is refused, and nothing is sent.
    await again.close();
    const late = await thread.append(2, bytes('late')).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(late).toBeInstanceOf(WalFailedError);
    expect((late as WalFailedError).cause).toBeInstanceOf(FencedError);
    expect(((late as WalFailedError).cause as Error).message).toMatch(/lease was lost/);
    await thread.close();
    expect(await chainOf(log, 0)).toEqual(['e0', 'e0b', 'e0c']);
    expect(await chainOf(log, 2)).toEqual(['e2']);
    expect(await chainOf(log, 1)).toEqual(['o1']);
  });

  it('refuses, at the server, a thread whose main thread missed a takeover', async () => {
    const log = logOptions();
    // A long lease, no renewal in the test's span: only the streams can stop these writers.
    const old = await keeper(log, 'node-a');
    const thread = await lent(old, [0, 1]);
    await thread.append(0, bytes('a1'));
    await thread.append(1, bytes('a-other'));

    await JetStreamWal.breakLease(log);
    // Another node takes the log: its open fences every shard stream, and writes shard 0.
    const next = await keeper(log, 'node-b', { leaseTtlMs: 5_000, leaseRenewEveryMs: 1_000 });
    const nextThread = await lent(next, [0, 1]);
    await nextThread.append(0, bytes('b2'));

    const refused = await thread.append(1, bytes('a-late')).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(WalFailedError);
    expect((refused as WalFailedError).cause).toBeInstanceOf(FencedError);
    // Refused by the stream (the fence), not by the lease this thread still believes is held.
    expect(((refused as WalFailedError).cause as Error).message).toMatch(/another writer/);
    // Fail-stop: nothing more from it, even on the shard the new holder wrote.
    await expect(thread.append(0, bytes('a-late-0'))).rejects.toBeInstanceOf(WalFailedError);

    await nextThread.append(1, bytes('b-other'));
    await nextThread.close();
    await next.close();
    expect(await chainOf(log, 0)).toEqual(['a1', 'b2']);
    expect(await chainOf(log, 1)).toEqual(['a-other', 'b-other']);
  });
});
