// Proves the per-shard lease slots a shared log lends its engine threads
// (wal/jetstream-shard-shares.ts): a shard is writable only while lent and renewed past now, one
// shard lost or run out leaves the others writable, and a second view of the same memory (as an
// engine thread has) sees every change at once.
import { describe, expect, it } from 'vitest';
import { ShardLeaseShares } from '../../wal/jetstream-shard-shares.ts';
import { NotOwnerError } from '../../wal/not-owner.ts';

describe('shard lease slots lent to engine threads', () => {
  it('holds a shard only while it is lent and its lease renewed past now', () => {
    const main = ShardLeaseShares.make(4);
    const thread = new ShardLeaseShares(main.buffer);
    main.renewed(1, performance.now() + 60_000);
    expect(thread.holds(1)).toBe(false);
    main.lend(1);
    expect(thread.holds(1)).toBe(true);
    expect(() => thread.check(1)).not.toThrow();
    expect(() => thread.check(2)).toThrow(NotOwnerError);
  });

  it('stops one shard alone when its lease is lost or runs out by the clock', () => {
    const main = ShardLeaseShares.make(4);
    const thread = new ShardLeaseShares(main.buffer);
    for (const shard of [0, 1, 2]) {
      main.renewed(shard, performance.now() + 60_000);
      main.lend(shard);
    }
    main.lose(0);
    // A hand-back's last renewal names a time already past (jetstream-lease.ts, release).
    main.renewed(1, performance.now() - 1);
    expect([0, 1, 2].map((s) => thread.holds(s))).toEqual([false, false, true]);
    main.loseAll();
    expect(thread.holds(2)).toBe(false);
    // Beyond the slots: never held.
    expect(thread.holds(9)).toBe(false);
  });
});
