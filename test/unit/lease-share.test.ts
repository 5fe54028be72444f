// Proves the lease as engine threads read it (wal/jetstream-lease-share.ts): it holds until the
// time the main thread last set, in every thread's view of one buffer, and never again once lost.
import { describe, expect, it } from 'vitest';
import { FencedError } from '../../wal/index.ts';
import { LeaseShare } from '../../wal/jetstream-lease-share.ts';

describe('LeaseShare', () => {
  it('holds until the time set, through a second view of the same buffer', () => {
    const main = new LeaseShare();
    const thread = new LeaseShare(main.buffer);
    // Never renewed yet: not held.
    expect(() => thread.check()).toThrow(FencedError);
    main.renewed(performance.now() + 60_000);
    expect(() => thread.check()).not.toThrow();
    main.renewed(performance.now() - 1);
    expect(() => thread.check()).toThrow(/expired/);
  });

  it('is lost for good once lost, whatever is renewed after', () => {
    const main = new LeaseShare();
    const thread = new LeaseShare(main.buffer);
    main.renewed(performance.now() + 60_000);
    main.lose();
    expect(() => thread.check()).toThrow(/lost/);
    main.renewed(performance.now() + 60_000);
    expect(() => thread.check()).toThrow(/lost/);
  });
});
