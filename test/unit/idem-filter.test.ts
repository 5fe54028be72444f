// Proves that the filter of archived idempotency scopes never says "not archived" for a scope
// evicted within the window (against an exact model, over random evictions and clocks), that it
// does say so for scopes never evicted (or the look-up it saves would still happen), and that its
// snapshot form reads back to the same filter.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addEvictedScope,
  emptyIdemFilter,
  idemFilterFrom,
  idemFilterSize,
  IDEMPOTENCY_WINDOW_MS,
  mayBeArchived,
  plainIdemFilter,
} from '../../src/core/idem-filter.ts';

const HOUR = 3_600_000;

describe('idempotency filter', () => {
  it('never misses a scope evicted within the window, whatever the order and clock', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            key: fc.integer({ min: 0, max: 5_000 }),
            ageMs: fc.integer({ min: 0, max: 30 * HOUR }),
            stepMs: fc.integer({ min: 0, max: 2 * HOUR }),
          }),
          { maxLength: 3_000 },
        ),
        fc.array(fc.integer({ min: 0, max: 6_000 }), { maxLength: 200 }),
        (evictions, probes) => {
          const filter = emptyIdemFilter();
          const model = new Map<string, number>();
          let now = 1_800_000_000_000;
          for (const { key, ageMs, stepMs } of evictions) {
            now += stepMs;
            const scope = `agt_x:${key}`;
            const atMs = now - ageMs;
            addEvictedScope(filter, scope, atMs, now);
            model.set(scope, Math.max(model.get(scope) ?? 0, atMs));
          }
          const since = now - IDEMPOTENCY_WINDOW_MS;
          for (const key of probes) {
            const scope = `agt_x:${key}`;
            const at = model.get(scope);
            if (at !== undefined && at >= since)
              expect(mayBeArchived(filter, scope, since)).toBe(true);
          }
        },
      ),
      { numRuns: 60, seed: 20261128 },
    );
  });

  it('answers "not archived" for new scopes, so they need no archive read', () => {
    const filter = emptyIdemFilter();
    const now = 1_800_000_000_000;
    for (let i = 0; i < 100_000; i++) addEvictedScope(filter, `agt_a:old-${i}`, now - 1_000, now);
    let maybes = 0;
    for (let i = 0; i < 100_000; i++)
      if (mayBeArchived(filter, `agt_a:new-${i}`, now - IDEMPOTENCY_WINDOW_MS)) maybes += 1;
    expect(maybes).toBeLessThan(50); // 32-bit hashes: about 100,000 × 100,000 / 2^32 ≈ 2.3 expected
    expect(filter.runs.length).toBeLessThan(20);
  });

  it(
    'drops keys past the window and then asks the ' +
      'archive for anything older than what it holds',
    () => {
      const filter = emptyIdemFilter();
      const t0 = 1_800_000_000_000;
      for (let i = 0; i < 1_000; i++) addEvictedScope(filter, `s:${i}`, t0, t0);
      const later = t0 + IDEMPOTENCY_WINDOW_MS + HOUR;
      for (let i = 0; i < 1_000; i++) addEvictedScope(filter, `t:${i}`, later, later);
      expect(idemFilterSize(filter)).toBeLessThan(2_000);
      expect(filter.floorMs).toBeGreaterThan(t0);
      // A window reaching back before the floor cannot be answered from the filter.
      expect(mayBeArchived(filter, 'never-seen', t0)).toBe(true);
      expect(mayBeArchived(filter, 't:5', later - IDEMPOTENCY_WINDOW_MS)).toBe(true);
    },
  );

  it('reads back from its snapshot form as the same filter', () => {
    const filter = emptyIdemFilter();
    for (let i = 0; i < 3_000; i++) addEvictedScope(filter, `agt_b:${i}`, 1_000 + i, 1_000 + i);
    const plain = plainIdemFilter(filter);
    const back = idemFilterFrom(JSON.parse(JSON.stringify(plain)));
    expect(plainIdemFilter(back)).toEqual(plain);
    expect(back.runs.map((r) => [...r.hashes])).toEqual(filter.runs.map((r) => [...r.hashes]));
  });
});
