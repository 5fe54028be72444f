// WAL=jetstream-shared on engine threads, the main thread's part (docs/threads.md,
// "WAL=jetstream-shared on engine threads"). SharedNode still takes, renews and hands back each
// shard's lease here; a shard it has taken is then decided on its engine thread (shard s on
// thread s mod T), which writes its records under the lease lent through the shard's slot
// (wal/jetstream-shard-shares.ts). The main thread's Shard of it stays a replica: fed by NATS
// while another node owns it, by its thread's durable records while this node does.
import type { WalPosition } from '../../wal/wal.ts';
import type { ShardLeaseShares } from '../../wal/jetstream-shard-shares.ts';
import { encodeState } from '../core/state-codec.ts';
import type { EngineThreads } from '../engine-thread/threads.ts';
import type { Shard } from '../runtime/shard.ts';

export class ThreadShards {
  /** Shards this node decides now, each on its thread. */
  private readonly onThreads = new Set<number>();
  /** Shards being handed back by their thread: not taken again until it has let go. */
  private readonly dropping = new Map<number, Promise<void>>();

  constructor(
    readonly threads: EngineThreads,
    readonly shares: ShardLeaseShares,
  ) {}

  /** Whether `shard` is decided on this node's thread now. */
  has(shard: number): boolean {
    return this.onThreads.has(shard);
  }

  /** On its thread, or still being handed back from it: a take waits. */
  busy(shard: number): boolean {
    return this.onThreads.has(shard) || this.dropping.has(shard);
  }

  /**
   * After the take (lease, fence, records read to `head` and applied to the replica): lends the
   * lease and sends the replica's state and head to the shard's thread, which decides it from now.
   */
  async adopt(shard: number, replica: Shard, head: WalPosition): Promise<void> {
    this.shares.lend(shard);
    await this.threads.adopt(shard, encodeState(replica.state), head.seq, head.hash);
    this.onThreads.add(shard);
  }

  /**
   * The thread stops deciding `shard`, answers what it decided and forgets it; resolves once it
   * has, every record it made durable applied to the replica by then (they come before its reply).
   */
  drop(shard: number): Promise<void> {
    const under = this.dropping.get(shard);
    if (!this.onThreads.has(shard)) return under ?? Promise.resolve();
    this.onThreads.delete(shard);
    const done = this.threads
      .drop(shard)
      .then(() => undefined)
      .finally(() => this.dropping.delete(shard));
    this.dropping.set(shard, done);
    return done;
  }
}
