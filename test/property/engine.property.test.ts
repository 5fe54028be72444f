// Proves that under random sequences of every engine command (valid and invalid, with restarts;
// safety holds, staff decisions, Operator reports and abandonment included) the engine agrees with
// a small reference model and every invariant holds after every step.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelHome, memoryHome, type LogHome } from '../support/harness.ts';
import { engineSuite, seen } from './engine-suite.ts';
import { suiteProperty } from './suite.ts';
import { safetySeen } from './safety-steps.ts';

async function runProperty(
  homeFor: () => LogHome,
  numRuns: number,
  maxCommands: number,
): Promise<void> {
  await fc.assert(suiteProperty(engineSuite, homeFor, { maxCommands }), { numRuns });
}

describe('engine against the reference model', () => {
  it('agrees over 200 random sequences on the ' +
    'in-memory log, every invariant after every step', async () => {
    seen.clear();
    safetySeen.clear();
    await runProperty(memoryHome, 200, 60);
    // Holds released and refused, offers reported and work abandoned, each in some run.
    console.log('SAFETYSEEN', JSON.stringify([...safetySeen]));
    for (const step of ['release', 'refuse', 'report', 'abandon'])
      expect(safetySeen.get(step) ?? 0, step).toBeGreaterThan(0);
    for (const code of [
      'ok',
      'invalid_state',
      'insufficient_escrow_balance',
      'spend_policy_exceeded',
      'delegation_denied',
      'agent_frozen',
      'idempotency_conflict',
      'safety_filter_blocked',
      'zone_not_serviceable',
      'task_type_unavailable',
      'not_found',
      'validation_failed',
    ]) {
      expect(seen.get(code) ?? 0, code).toBeGreaterThan(0);
    }
    expect(seen.get('steps')).toBeGreaterThan(200 * 15);
  }, 300_000);

  it('agrees over random sequences on LevelDB, restarts included', async () => {
    await runProperty(() => levelHome(), 25, 40);
  }, 300_000);
});
