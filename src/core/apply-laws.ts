// The ledger's own laws as apply asserts them: the assert that stops a shard, and the posting
// of a transfer (no wallet below zero, no escrow over- or under-drawn). Apart from apply.ts so
// that the campaign apply (apply-campaigns.ts) asserts the same way without a circle.
import { balanceKey, type ShardState } from './state.ts';

/** The message is built only on failure: apply runs a million times per replay. */
export function assert(condition: unknown, message: () => string): asserts condition {
  if (!condition) throw new Error(`apply: ${message()}`);
}

const ESCROW_PREFIX = 'escrow:';

/**
 * An escrow account's balance is kept in its lock (heldMinor) and nowhere else: one figure per
 * lock, not a second map entry per lock, which at a million locks is memory and GC time.
 */
export function post(
  state: ShardState,
  currency: string,
  accountName: string,
  delta: bigint,
): void {
  if (accountName.startsWith(ESCROW_PREFIX)) {
    const lock = state.locks.get(accountName.slice(ESCROW_PREFIX.length));
    assert(lock && lock.currency === currency, () => `posting to unknown escrow ${accountName}`);
    const held = lock.heldMinor + delta;
    assert(held >= 0n && held <= lock.amountMinor, () => `escrow ${lock.id} out of bounds`);
    lock.heldMinor = held;
    return;
  }
  const key = balanceKey(currency, accountName);
  const next = (state.balances.get(key) ?? 0n) + delta;
  if (accountName.startsWith('wallet:'))
    assert(next >= 0n, () => `${accountName} would go below zero`);
  state.balances.set(key, next);
}
