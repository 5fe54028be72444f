// Gold answers and staff's quality reviews, applied (docs/outcomes.md). The tallies themselves
// are folded in quality.ts as task moves and proofs are applied.
import type { DomainEvent } from './events.ts';
import type { ShardState } from './state.ts';
import { assert } from './apply-laws.ts';

type QualityEvent = Extract<DomainEvent, { type: 'GoldTaskDefined' | 'OperatorQualityReviewed' }>;

export function applyQualityEvent(state: ShardState, e: QualityEvent, atMs: number): void {
  if (e.type === 'GoldTaskDefined') {
    const org = state.orgs.get(e.orgId);
    const task = state.tasks.get(e.taskId);
    assert(org && task?.orgId === e.orgId, () => `gold answer for unknown task ${e.taskId}`);
    org.goldAnswers ??= {};
    org.goldAnswers[e.taskId] = e.knownAnswer;
    if (e.everySlot) {
      org.goldEverySlot ??= {};
      org.goldEverySlot[e.taskId] = true;
    }
    return;
  }
  const operator = state.operators.get(e.operatorId);
  assert(operator, () => `quality review of unknown operator ${e.operatorId}`);
  operator.qualityReview = { decision: e.decision, outcomes: e.outcomes, atMs };
}
