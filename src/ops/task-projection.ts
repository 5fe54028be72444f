// The public view of a task: the engine's task view plus its proof summary. One function so
// GET, list and every move answer with the same shape.
import type { ShardState, Task } from '../core/state.ts';
import { taskView, type TaskView } from '../core/views.ts';
import { passSummary } from './pass.ts';

export interface ProofSummaryView {
  has_proof: boolean;
  outcome: string | null;
  confidence_score: number | null;
  submitted_at: string | null;
}

/** Proofs arrive with the Operator app (issue 5); until then no task has one. */
export const NO_PROOF: ProofSummaryView = { has_proof: false, outcome: null, confidence_score: null, submitted_at: null };

export function publicTask(state: ShardState, task: Task, nowMs: number) {
  return { ...taskView(state, task), proof: { ...NO_PROOF }, pass: passSummary(task, nowMs) };
}

/** Moves answer with the view the engine stored (so a replay answers the same) plus the proof summary. */
export function withProof(view: unknown): TaskView & { proof: ProofSummaryView } {
  return { ...(view as TaskView), proof: { ...NO_PROOF } };
}
