// The public view of a task: the engine's task view plus its proof summary. One function so
// GET, list and every move answer with the same shape.
import type { EscrowLock, Task } from '../core/state.ts';
import { taskView, type TaskView } from '../core/views.ts';
import { passSummary } from './pass.ts';

export interface ProofSummaryView {
  has_proof: boolean;
  outcome: string | null;
  confidence_score: number | null;
  submitted_at: string | null;
}

const NO_PROOF: ProofSummaryView = {
  has_proof: false,
  outcome: null,
  confidence_score: null,
  submitted_at: null,
};

export function proofSummary(task: Task): ProofSummaryView {
  if (!task.proof) return { ...NO_PROOF };
  const v = task.proof.verification;
  return {
    has_proof: true,
    outcome: v?.outcome ?? null,
    confidence_score: v?.confidence ?? null,
    submitted_at: new Date(task.proof.submittedAtMs).toISOString(),
  };
}

export function publicTask(
  read: { task: Task; lock: EscrowLock | undefined },
  nowMs: number,
  slots?: readonly Task[],
) {
  const { task, lock } = read;
  return {
    ...taskView(task, lock, slots),
    proof: proofSummary(task),
    pass: passSummary(task, nowMs),
  };
}

/**
 * Moves answer with the view the engine stored (so a replay answers the same) plus the proof
 * summary.
 */
export function withProof(view: TaskView, task?: Task): TaskView & { proof: ProofSummaryView } {
  return { ...view, proof: task ? proofSummary(task) : { ...NO_PROOF } };
}
