// Proves that idempotency records leave a shard's memory exactly as the rule in evict.ts says
// (oldest first, past IDEM_HOT_MS or beyond IDEM_HOT_MAX), whatever the order of scopes, repeats
// and clocks, and that a state decoded from a snapshot mid-way evicts the same records as the
// live one: the insertion-order index beside the map is derived, never state.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyRecord } from '../../src/core/apply.ts';
import { IDEM_HOT_MAX, IDEM_HOT_MS } from '../../src/core/evict.ts';
import type { CommandRecord } from '../../src/core/events.ts';
import { cloneState } from '../../src/core/state-codec.ts';
import { emptyShardState, type IdempotencyRecord } from '../../src/core/state.ts';

const MINUTE = 60_000;

/** The rule, spelled out over a plain list in time order. */
class Model {
  readonly held: Array<{ scope: string; atMs: number }> = [];
  readonly evicted: string[] = [];

  apply(scope: string, atMs: number): void {
    const i = this.held.findIndex((h) => h.scope === scope);
    if (i >= 0) this.held.splice(i, 1);
    this.held.push({ scope, atMs });
    while (
      this.held.length > 0 &&
      (this.held.length > IDEM_HOT_MAX || atMs - this.held[0]!.atMs >= IDEM_HOT_MS)
    ) {
      this.evicted.push(this.held.shift()!.scope);
    }
  }
}

function record(scope: string, atMs: number): CommandRecord {
  return {
    v: 1,
    atMs,
    command: 'CreateTask',
    events: [],
    idem: { scope, fingerprint: 'f', result: { scope } } as never,
  };
}

describe('idempotency eviction', () => {
  it('evicts oldest first by age and count, across repeats and a snapshot taken mid-way', () => {
    fc.assert(
      fc.property(
        // Long runs of the same instant fill the map past its bound; the odd long step ages it out.
        fc.array(
          fc.record({
            key: fc.integer({ min: 0, max: 3_000 }),
            stepMs: fc.oneof(
              { weight: 30, arbitrary: fc.constant(0) },
              { weight: 1, arbitrary: fc.integer({ min: 0, max: 15 * MINUTE }) },
            ),
          }),
          { minLength: 2_500, maxLength: 6_000 },
        ),
        fc.nat(),
        (steps, cutAt) => {
          const cut = cutAt % steps.length;
          const live = emptyShardState();
          let decoded = emptyShardState();
          const model = new Model();
          const evictedLive: string[] = [];
          const evictedDecoded: string[] = [];
          let now = 1_800_000_000_000;
          for (const [i, { key, stepMs }] of steps.entries()) {
            now += stepMs;
            const scope = `org:agt:k${key}`;
            model.apply(scope, now);
            applyRecord(live, record(scope, now));
            applyRecord(decoded, record(scope, now));
            for (const [state, into] of [
              [live, evictedLive],
              [decoded, evictedDecoded],
            ] as const) {
              for (const e of state.evicted.splice(0)) if (e.kind === 'idem') into.push(e.scope);
            }
            if (i === cut) decoded = cloneState(decoded);
          }
          expect(evictedLive).toEqual(model.evicted);
          expect(evictedDecoded).toEqual(model.evicted);
          const held = (m: Map<string, IdempotencyRecord>) =>
            [...m].map(([scope, r]) => ({ scope, atMs: r.atMs }));
          expect(held(live.idempotency)).toEqual(model.held);
          expect(held(decoded.idempotency)).toEqual(model.held);
        },
      ),
      { numRuns: 20 },
    );
  });
});
