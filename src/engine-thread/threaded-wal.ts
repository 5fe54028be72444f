// The log as the main thread sees it when the shards are on engine threads (docs/threads.md):
// each partition is written by its thread, so reads of records and the service's meta are asked
// of the thread that serves them, and a shard's head is its replica's, which holds what its
// thread made durable and sent. Appends and snapshots are the threads' own: never made here.
import { WalFailedError, type WriteLatch } from '../../wal/write-latch.ts';
import type { RecoveryReport, Wal, WalEntry, WalPosition, WalSnapshot } from '../../wal/wal.ts';
import type { EngineThreads } from './threads.ts';
import type { JetStreamKeeper } from './jetstream-keeper.ts';

/** Records fetched from a thread per call while reading a shard. */
const READ_PAGE = 512;

export class ThreadedWal implements Wal {
  /** Set by the engine once its replicas exist: each shard's last durable position. */
  headOf: (shard: number) => WalPosition | undefined = () => undefined;
  /** The shard count, once known: shards() lists those with records. */
  shardCount = 0;

  constructor(
    readonly latch: WriteLatch,
    readonly threads: EngineThreads,
    /** WAL=jetstream: the main thread holds the lease and serves the meta (docs/threads.md). */
    private readonly keeper?: JetStreamKeeper,
  ) {}

  /** The threads open the partitions (Engine.open); nothing is opened here. */
  async open(): Promise<RecoveryReport> {
    return { heads: new Map(), tornTails: [], records: 0 };
  }

  append(): Promise<WalPosition> {
    return Promise.reject(new Error('records are appended on the engine threads'));
  }

  async *readBatches(shard: number, afterSeq = 0): AsyncIterable<readonly WalEntry[]> {
    const thread = this.threads.threadOf(shard);
    let after = afterSeq;
    for (;;) {
      const page = await this.threads.call<WalEntry[]>(thread, {
        op: 'read',
        shard,
        afterSeq: after,
        limit: READ_PAGE,
      });
      if (page.length > 0) yield page;
      if (page.length < READ_PAGE) return;
      after = page[page.length - 1]!.seq;
    }
  }

  async *read(shard: number, afterSeq = 0): AsyncIterable<WalEntry> {
    for await (const page of this.readBatches(shard, afterSeq)) yield* page;
  }

  shards(): number[] {
    return Array.from({ length: this.shardCount }, (_, s) => s).filter((s) => this.head(s).seq > 0);
  }

  head(shard: number): WalPosition {
    return this.headOf(shard) ?? { seq: 0, hash: '0'.repeat(64) };
  }

  writeSnapshot(): Promise<void> {
    return Promise.reject(new Error('snapshots are written on the engine threads'));
  }

  async readSnapshot(): Promise<WalSnapshot | undefined> {
    return undefined;
  }

  /** Meta lives in partition 0, on its thread; on JetStream, with the main thread's lease. */
  getMeta(key: string): Promise<string | undefined> {
    if (this.keeper) return this.keeper.getMeta(key);
    return this.threads.call(this.threads.threadOf(0), { op: 'getMeta', key });
  }

  putMeta(key: string, value: string): Promise<void> {
    if (this.latch.tripped) return Promise.reject(this.latch.failure ?? new WalFailedError('x'));
    if (this.keeper) return this.keeper.putMeta(key, value);
    return this.threads.call(this.threads.threadOf(0), { op: 'putMeta', key, value });
  }

  swapMeta(key: string, expected: string | undefined, value: string): Promise<string | undefined> {
    if (this.latch.tripped) return Promise.reject(this.latch.failure ?? new WalFailedError('x'));
    if (this.keeper) return this.keeper.swapMeta(key, expected, value);
    return this.threads.call(this.threads.threadOf(0), { op: 'swapMeta', key, expected, value });
  }

  /** The threads' synced batches, as they report them. */
  stats(): { batches: number; records: number } {
    return this.threads.stats();
  }

  /** The engine closes the threads first; then the lease is handed back (JetStream). */
  async close(): Promise<void> {
    await this.keeper?.close();
  }
}
