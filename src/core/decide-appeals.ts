// Deciding an Operator's appeal of a rejected proof (docs/operator-app.md, "Rejections and
// appeals"): the Operator who did the work opens one within APPEAL_WINDOW_MS of the rejection,
// while the task is disputed; staff uphold it (the dispute resolves for the agent: refund) or
// overturn it (for the Operator: the reward is released, then paid by settlement). The money
// moves through the dispute machine's own moves, in the same record as the decision.
import { DomainError } from '../errors/problem.ts';
import type { DomainEvent } from './events.ts';
import type { Task } from './state.ts';
import { commit, reply, type Decider } from './decide-context.ts';
import { moveTask, openTaskOf, taskOf } from './decide-tasks.ts';

/** An appeal may be opened for 72 hours after the rejection (docs/operator-app.md). */
export const APPEAL_WINDOW_MS = 72 * 3_600_000;

function appealResult(task: Task, state: string, decision: string | null) {
  return { task_id: task.id, state, appeal: decision ?? 'open' };
}

export const openAppeal: Decider<'OpenAppeal'> = (state, cmd, ctx) => {
  const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
  // Only the Operator who did the work; to anyone else the task does not exist.
  if (task.operatorId !== cmd.operatorId) throw new DomainError('not_found', { resource: 'task' });
  // A second tap answers as the first did.
  if (task.appeal) return reply(appealResult(task, task.state, task.appeal.decision));
  const rejection = task.rejection;
  if (task.state !== 'disputed' || !rejection || !state.tasks.has(task.id))
    throw new DomainError('invalid_state', { state: task.state, action: 'open_appeal' });
  if (ctx.atMs > rejection.atMs + APPEAL_WINDOW_MS)
    throw new DomainError('invalid_state', {
      state: 'appeal_window_closed',
      action: 'open_appeal',
    });
  const note = cmd.note?.trim();
  const opened: DomainEvent = {
    type: 'AppealOpened',
    taskId: task.id,
    operatorId: cmd.operatorId,
    ...(note ? { note } : {}),
  };
  return commit([opened], appealResult(task, task.state, null));
};

export const decideAppeal: Decider<'DecideAppeal'> = (state, cmd, ctx) => {
  const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
  // The same decision again (a retried click) answers as the first did.
  if (task.appeal?.decision === cmd.decision)
    return reply(appealResult(task, task.state, cmd.decision));
  openTaskOf(state, cmd.orgId, cmd.taskId, ctx, `${cmd.decision}_appeal`);
  if (!task.appeal || task.appeal.decision !== null || task.state !== 'disputed')
    throw new DomainError('invalid_state', { state: task.state, action: `${cmd.decision}_appeal` });
  const note = cmd.note?.trim();
  const decided: DomainEvent = {
    type: 'AppealDecided',
    taskId: task.id,
    decision: cmd.decision,
    ...(note ? { note } : {}),
  };
  const moved = moveTask(
    state,
    task,
    { type: cmd.decision === 'uphold' ? 'RESOLVE_REFUND' : 'RESOLVE_RELEASE' },
    ctx,
  );
  const to = cmd.decision === 'uphold' ? 'resolved_refunded' : 'resolved_released';
  return commit([decided, ...moved], appealResult(task, to, cmd.decision));
};
