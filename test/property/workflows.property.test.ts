// Proves that workflow orders keep their money straight under random sequences of every move a
// step can take (Operator steps, proof, verification, approve, reject, cancel before and after
// acceptance, disputes resolved either way, expiry, settlement), repeated starts, idempotent
// re-orders, deposits, clock moves and restarts: after every step all invariants hold and the
// engine agrees with an independent model on wallets, each workflow's state, its lock's state and
// held amount, revenue, payables and payout clearing; invalid moves answer invalid_state or
// not_found and write nothing; a final restart replays to the same state.
import fc from 'fast-check';
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEE_BPS_DEFAULT } from '../../src/domain/catalogue.ts';
import { findProduct, productPrice, stepFees } from '../../src/domain/workflow-products.ts';
import { levelHome, memoryHome, tempDir, type LogHome } from '../support/harness.ts';
import { modelPrice, modelStepFee, PRODUCT_IDS, PRODUCTS, seen } from './workflow-model.ts';
import { workflowSuite } from './workflow-suite.ts';
import { suiteProperty } from './suite.ts';

async function runProperty(
  homeFor: () => LogHome,
  numRuns: number,
  maxCommands: number,
): Promise<void> {
  await fc.assert(suiteProperty(workflowSuite, homeFor, { maxCommands }), { numRuns });
}

describe('workflow orders against the reference model', () => {
  it('prices the model’s products as the catalogue does', () => {
    for (const id of PRODUCT_IDS) {
      const product = findProduct(id)!;
      expect(product.steps.map((s) => s.rewardMinor)).toEqual(PRODUCTS[id]!.rewards);
      expect(productPrice(product, FEE_BPS_DEFAULT).totalMinor).toBe(modelPrice(id));
      expect(stepFees(product, FEE_BPS_DEFAULT)).toEqual(PRODUCTS[id]!.rewards.map(modelStepFee));
    }
  });

  it('agrees over random sequences on the in-memory ' +
    'log, every invariant after every step', async () => {
    seen.clear();
    await runProperty(memoryHome, 100, 80);
    for (const what of [
      'ok',
      'invalid_state',
      'not_found',
      'insufficient_escrow_balance',
      'idempotency_conflict',
      'order_replayed',
      'start_repeated',
      'restart',
      'release',
      'refund',
      'freeze',
      'settle',
      'wf_completed',
      'wf_failed_cancelled',
      'wf_failed_expired',
      'wf_failed_resolved_refunded',
    ]) {
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
    }
    // The money paths of a step: cancel after acceptance and reject freeze the lock; a later step's
    // failure refunds a remainder after partial releases; disputes resolve either way.
    const paths = [...seen.keys()];
    for (const path of [
      /^freeze:CANCEL:/,
      /^freeze:REJECT:/,
      /^refund:(CANCEL|EXPIRE):step[12]:partial$/,
      /^refund:RESOLVE_REFUND:/,
      /^release:RESOLVE_RELEASE:/,
      /^release:APPROVE:step[12]:partial$/,
    ]) {
      expect(
        paths.some((p) => path.test(p)),
        String(path),
      ).toBe(true);
    }
    expect(seen.get('steps')).toBeGreaterThan(100 * 25);
  }, 120_000);

  it('agrees over random sequences on LevelDB, restarts included', async () => {
    const dirs: string[] = [];
    try {
      await runProperty(() => levelHome(dirs[dirs.push(tempDir('errand-wfprop-')) - 1]), 10, 50);
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
