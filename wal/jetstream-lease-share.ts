// The whole-log write lease (jetstream-lease.ts) lent to engine threads (docs/threads.md, "Step 8:
// WAL=jetstream on engine threads"). The main thread holds the one lease, renews it and fences
// every shard stream when it takes the log; each thread writes its own shards' records on its own
// connection, but only while that lease is valid. What a thread reads is a SharedArrayBuffer the
// main thread updates on every renewal, so a thread stops by the clock even when the main
// thread's event loop is stuck and renews nothing, as a lone writer stops by its own clock.
import { FencedError, type JetStreamContext } from './jetstream-context.ts';
import type { FenceTag, Holder } from './jetstream-shard-log.ts';

/** [0]: valid until, µs on the process's shared time base; [1]: 1 once the lease is lost. */
const SLOTS = 2;

/** Now, in µs on a time base every thread of the process reads alike. */
export function sharedNowUs(): number {
  return (performance.timeOrigin + performance.now()) * 1000;
}

/** A time from this thread's performance.now(), as µs on that shared base (for a slot). */
export function sharedUs(atMs: number): bigint {
  return BigInt(Math.floor((performance.timeOrigin + atMs) * 1000));
}

export class LeaseShare {
  private readonly slots: BigInt64Array;

  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(8 * SLOTS)) {
    this.slots = new BigInt64Array(buffer);
  }

  /** Main thread: the lease holds until `validUntil` (this thread's performance.now()). */
  renewed(validUntil: number): void {
    Atomics.store(this.slots, 0, sharedUs(validUntil));
  }

  /** Main thread: the lease is lost or handed back; no thread writes again. */
  lose(): void {
    Atomics.store(this.slots, 1, 1n);
  }

  /** Throws unless the lease is held now. */
  check(): void {
    if (Atomics.load(this.slots, 1) !== 0n)
      throw new FencedError('the log: the write lease was lost (held by the main thread)');
    if (sharedNowUs() >= Number(Atomics.load(this.slots, 0)))
      throw new FencedError('the log: the write lease expired before it was renewed');
  }
}

/**
 * A thread's view of the main thread's lease, for its shard logs: the fence tag is the main
 * thread's (one holder, one takeover), and a shard's first record (no fence guards a new stream)
 * asks the lease stream, on this thread's connection, whether it still names that holder.
 */
export class BorrowedHolder implements Holder {
  constructor(
    private readonly ctx: JetStreamContext,
    private readonly share: LeaseShare,
    readonly fenceTag: FenceTag,
  ) {}

  async confirm(): Promise<void> {
    this.share.check();
    const current = await this.ctx.jsm.streams.getMessage(this.ctx.names.leaseStream, {
      last_by_subj: this.ctx.names.leaseSubject,
    });
    const holder = current?.json<{ owner: string; token: string }>();
    if (holder?.token !== this.fenceTag.token) {
      this.share.lose();
      throw new FencedError(`the log: the write lease was taken by ${holder?.owner ?? 'nobody'}`);
    }
    this.share.check();
  }
}
