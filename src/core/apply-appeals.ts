// The fairness part of the one apply (docs/operator-app.md, "Rejections and appeals" and
// "Requesters' rejection rates"): a rejection's reason, an Operator's appeal and staff's decision
// on it, and each org's tally of proofs approved and rejected, which Operators see on offers.
// The tally is folded from TaskMoved, so a replay of any log (older ones included) rebuilds it.
import type { DomainEvent } from './events.ts';
import type { ShardState, Task } from './state.ts';
import { assert } from './apply-laws.ts';

type AppealEvent = Extract<
  DomainEvent,
  { type: 'ProofRejected' | 'AppealOpened' | 'AppealDecided' }
>;

export function applyAppealEvent(state: ShardState, e: AppealEvent, atMs: number): void {
  const task = state.tasks.get(e.taskId);
  switch (e.type) {
    case 'ProofRejected':
      assert(task?.state === 'disputed', () => `rejection of ${e.taskId} outside a dispute`);
      task.rejection = { by: e.by, atMs, ...(e.reason ? { reason: e.reason } : {}) };
      return;
    case 'AppealOpened':
      assert(
        task?.rejection && !task.appeal && task.operatorId === e.operatorId,
        () => `appeal of ${e.taskId} without a rejection, or twice`,
      );
      task.appeal = {
        atMs,
        decision: null,
        decidedAtMs: null,
        ...(e.note ? { note: e.note } : {}),
      };
      return;
    case 'AppealDecided':
      assert(
        task?.appeal && task.appeal.decision === null,
        () => `appeal of ${e.taskId} decided twice or never opened`,
      );
      task.appeal = {
        ...task.appeal,
        decision: e.decision,
        decidedAtMs: atMs,
        ...(e.note ? { decisionNote: e.note } : {}),
      };
      return;
  }
}

/** Counts a proof approved or rejected on its org's tasks (called for every TaskMoved). */
export function tallyProofOutcome(state: ShardState, task: Task, event: string, to: string): void {
  const approved = to === 'approved';
  if (!approved && event !== 'REJECT') return;
  const org = state.orgs.get(task.orgId);
  if (!org) return;
  const tally = org.proofTally ?? { approved: 0, rejected: 0 };
  org.proofTally = approved
    ? { ...tally, approved: tally.approved + 1 }
    : { ...tally, rejected: tally.rejected + 1 };
}
