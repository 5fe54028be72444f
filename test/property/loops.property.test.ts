// Proves that under random Loop programs (create, owner moves, clock jumps + scheduler ticks, run
// decisions, restarts) every due run is proposed exactly once, the envelope is never exceeded, and
// the engine agrees with a small model.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryHome } from '../support/harness.ts';
import { loopSuite, seen } from './loop-suite.ts';
import { suiteProperty } from './suite.ts';

describe('Loops under the scheduler', () => {
  // 300 programs, not 100: a catch-up over several passes came up 3–8 times in 100, so one run in
  // a few hundred would have seen none and failed the coverage check below.
  it('propose every due run exactly once and stay ' +
    'within the envelope over 300 random programs', async () => {
    seen.clear();
    await fc.assert(suiteProperty(loopSuite, memoryHome, { maxCommands: 40 }), { numRuns: 300 });
    for (const what of [
      'move_ACTIVATE',
      'move_PAUSE',
      'move_RESUME',
      'move_CANCEL',
      'move_rejected',
      'proposed',
      'declined',
      'approve_inactive',
      'charged_active',
      'charged_exhausted',
      'skipped_capped',
      'restart',
      'proposed_after_restart',
      'catch_up_over_passes',
    ]) {
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
    }
  }, 120_000);
});
