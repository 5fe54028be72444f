// The workflow as GET /v1/workflows/:id shows it: stages and completion, the escrow lock's state
// and what it holds — never an Operator's identity (stages carry task ids and states only).
import type { EscrowLock, Task, Workflow } from '../core/state.ts';
import type { WorkflowState } from '../../machines/workflow.machine.ts';
import { STEP_FAILED, STEP_RELEASED } from '../core/decide-workflows.ts';
import { findProduct } from '../domain/workflow-products.ts';

type StageStatus = 'pending' | 'active' | 'completed' | 'failed';

interface WorkflowStageView {
  index: number;
  type: string;
  title: string;
  status: StageStatus;
  task_id: string | null;
  task_state: string | null;
  reward_minor: string;
}

export interface WorkflowView {
  id: string;
  workflowId: string;
  product: string;
  title: string;
  state: WorkflowState;
  zone_ref: string;
  currency: string;
  price_minor: string;
  deadline: string;
  escrow: { state: string; amount_minor: string };
  stages: WorkflowStageView[];
  completion: { completed_steps: number; total_steps: number };
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** The parts a view is built from, in memory or archived alike (runtime/reads.ts). */
export interface WorkflowParts {
  readonly workflow: Workflow;
  readonly lock: EscrowLock | undefined;
  readonly tasks: ReadonlyMap<string, Task>;
}

export function workflowView(parts: WorkflowParts): WorkflowView {
  const { workflow: wf, lock } = parts;
  const stages = wf.steps.map((s, index): WorkflowStageView => {
    const task = s.taskId === null ? undefined : parts.tasks.get(s.taskId);
    const status: StageStatus = !task
      ? 'pending'
      : STEP_RELEASED.has(task.state)
        ? 'completed'
        : STEP_FAILED.has(task.state)
          ? 'failed'
          : 'active';
    return {
      index,
      type: s.type,
      title: s.title,
      status,
      task_id: s.taskId,
      task_state: task?.state ?? null,
      reward_minor: s.rewardMinor.toString(),
    };
  });
  return {
    id: wf.id,
    workflowId: wf.id,
    product: wf.product,
    title: findProduct(wf.product)?.title ?? wf.product,
    state: wf.state,
    zone_ref: wf.zoneRef,
    currency: wf.currency,
    price_minor: wf.totalMinor.toString(),
    deadline: new Date(wf.deadlineMs).toISOString(),
    escrow: { state: lock?.state ?? 'none', amount_minor: (lock?.heldMinor ?? 0n).toString() },
    stages,
    completion: {
      completed_steps: stages.filter((s) => s.status === 'completed').length,
      total_steps: stages.length,
    },
    created_at: new Date(wf.createdAtMs).toISOString(),
    updated_at: new Date(wf.updatedAtMs).toISOString(),
    finished_at: wf.finishedAtMs === null ? null : new Date(wf.finishedAtMs).toISOString(),
  };
}
