// An engine thread's log on a shared JetStream log (WAL=jetstream-shared; docs/threads.md,
// "WAL=jetstream-shared on engine threads"). The main thread takes, fences and renews each
// shard's lease (jetstream-shared-wal.ts) and lends it here through a slot per shard
// (jetstream-shard-shares.ts). This handle owns no shard at open; it writes a shard only after
// `adoptShard` (the main thread's take done: the stream's end and the chain's head known) and
// only while its slot holds, checked before every batch, snapshot and cut. A shard whose slot is
// lost is refused alone (NotOwnerError), the thread's other shards go on; the server's fence
// (the main thread's, or another node's take) is the hard stop behind the slot.
import { BaseWal, type WalOptions } from './base-wal.ts';
import type { JetStreamLogOptions } from './jetstream-context.ts';
import { ShardLeaseShares } from './jetstream-shard-shares.ts';
import { JetStreamStorage } from './jetstream-storage.ts';
import { NotOwnerError } from './not-owner.ts';
import type { WalPosition } from './wal.ts';
import { WriteLatch } from './write-latch.ts';

export interface ThreadSharedWalOptions extends WalOptions, JetStreamLogOptions {
  /** The main thread's ShardLeaseShares buffer. */
  readonly shares: SharedArrayBuffer;
}

export class ThreadSharedWal extends BaseWal {
  private readonly store: JetStreamStorage;
  private readonly shares: ShardLeaseShares;
  /** Shards adopted and not dropped since: the only ones this handle may write. */
  private readonly adopted = new Set<number>();

  constructor(options: ThreadSharedWalOptions) {
    const latch = options.latch ?? new WriteLatch();
    const shares = new ShardLeaseShares(options.shares);
    const self: { wal?: ThreadSharedWal } = {};
    const store = new JetStreamStorage(
      { ...options, adopts: true, checkOwner: (shard) => self.wal!.checkOwner(shard) },
      (error) => latch.trip(error),
    );
    super(store, { ...options, latch });
    this.store = store;
    this.shares = shares;
    self.wal = this;
  }

  private checkOwner(shard: number): void {
    if (!this.adopted.has(shard)) throw new NotOwnerError(shard, 'not adopted by this thread');
    this.shares.check(shard);
  }

  /** Whether this thread may write `shard` now. */
  owns(shard: number): boolean {
    return this.adopted.has(shard) && this.shares.holds(shard);
  }

  override append(shard: number, payload: Uint8Array): Promise<WalPosition> {
    try {
      this.checkOwner(shard);
    } catch (error) {
      return Promise.reject(error);
    }
    return super.append(shard, payload);
  }

  /**
   * A snapshot only shortens the next start's replay: one of a shard no longer lent here (a drop
   * under way) is skipped, not a failure of the thread.
   */
  override async writeSnapshot(shard: number, pos: WalPosition, state: Uint8Array): Promise<void> {
    if (!this.owns(shard)) return;
    try {
      await super.writeSnapshot(shard, pos, state);
    } catch (error) {
      if (!(error instanceof NotOwnerError)) throw error;
    }
  }

  /**
   * The main thread took `shard` (lease, fence, records read to `seq`, whose chain hash is
   * `hash`): its appends here follow that head and the stream's end as it stands after the fence.
   */
  async adoptShard(shard: number, seq: number, hash: string): Promise<void> {
    if (this.hasAppendsInFlight(shard))
      throw new NotOwnerError(shard, 'appends from its last adoption are still being written');
    await this.store.adoptShard(shard);
    this.adoptHead(shard, seq, Buffer.from(hash, 'hex'));
    this.adopted.add(shard);
  }

  /** The shard is no longer this thread's: nothing more is written for it. */
  forgetShard(shard: number): void {
    this.adopted.delete(shard);
  }
}
