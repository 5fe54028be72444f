// From five check results to one confidence and one outcome, deterministically. Outcomes are
// recommendations: 'pass' may auto-approve; 'review' and 'fail' both go to a human (AI never moves
// money), 'fail' marking strong evidence against the proof.
import { CHECK_WEIGHTS, RESULT_SCORES } from './policy.ts';
import type { Check, Outcome, Thresholds } from './types.ts';

/** Σ weight × score over the checks, rounded to three decimals so outputs compare exactly. */
export function confidenceOf(checks: readonly Check[]): number {
  const sum = checks.reduce((acc, c) => acc + CHECK_WEIGHTS[c.name] * RESULT_SCORES[c.result], 0);
  return Math.round(sum * 1000) / 1000;
}

/**
 * pass:   no check failed and confidence ≥ autoApproveMin;
 * fail:   confidence < reviewMin, or at least failedChecksForFail checks failed;
 * review: everything else.
 */
export function outcomeOf(checks: readonly Check[], confidence: number, t: Thresholds): Outcome {
  const failed = checks.filter((c) => c.result === 'fail').length;
  if (confidence < t.reviewMin || failed >= t.failedChecksForFail) return 'fail';
  if (failed === 0 && confidence >= t.autoApproveMin) return 'pass';
  return 'review';
}
