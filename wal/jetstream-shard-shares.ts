// The shard leases of a shared log (WAL=jetstream-shared) lent to engine threads, one slot per
// shard (docs/threads.md, "WAL=jetstream-shared on engine threads"). The main thread takes,
// renews and hands back each shard's lease (jetstream-shared-wal.ts); the thread that decides
// the shard writes its records only while the shard's slot says the lease holds. Memory, not a
// message: a main thread whose event loop is stuck renews nothing, and each thread stops by the
// clock, shard by shard, as a lone node stops by its own.
import { sharedNowUs, sharedUs } from './jetstream-lease-share.ts';
import { NotOwnerError } from './not-owner.ts';

/** Per shard: [valid until, µs on the process's shared time base; lent, 1 while lent]. */
const SLOTS_PER_SHARD = 2;

export class ShardLeaseShares {
  private readonly slots: BigInt64Array;

  constructor(readonly buffer: SharedArrayBuffer) {
    this.slots = new BigInt64Array(buffer);
  }

  /** Room for `shards` slots. */
  static make(shards: number): ShardLeaseShares {
    return new ShardLeaseShares(new SharedArrayBuffer(8 * SLOTS_PER_SHARD * shards));
  }

  get shards(): number {
    return this.slots.length / SLOTS_PER_SHARD;
  }

  /** Main thread: the shard's lease holds until `validUntil` (this thread's performance.now()). */
  renewed(shard: number, validUntil: number): void {
    if (shard >= this.shards) return;
    Atomics.store(this.slots, shard * SLOTS_PER_SHARD, sharedUs(validUntil));
  }

  /** Main thread: the shard's thread may write it (while the lease is renewed in time). */
  lend(shard: number): void {
    Atomics.store(this.slots, shard * SLOTS_PER_SHARD + 1, 1n);
  }

  /** Main thread: the shard's lease is lost or handed back; its thread writes it no more. */
  lose(shard: number): void {
    if (shard >= this.shards) return;
    Atomics.store(this.slots, shard * SLOTS_PER_SHARD + 1, 0n);
  }

  /** Main thread: every shard at once (fail-stop). */
  loseAll(): void {
    for (let shard = 0; shard < this.shards; shard += 1) this.lose(shard);
  }

  /** Whether the shard is lent and its lease valid now, by the clock. */
  holds(shard: number): boolean {
    if (shard >= this.shards) return false;
    if (Atomics.load(this.slots, shard * SLOTS_PER_SHARD + 1) !== 1n) return false;
    return sharedNowUs() < Number(Atomics.load(this.slots, shard * SLOTS_PER_SHARD));
  }

  /** A thread, before each batch, snapshot or cut: throws NotOwnerError unless `holds`. */
  check(shard: number): void {
    if (!this.holds(shard))
      throw new NotOwnerError(shard, 'its lease, lent by the main thread, is lost or ran out');
  }
}
