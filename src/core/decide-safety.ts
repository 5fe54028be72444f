// Deciding the safety review: the hold a held verdict puts on a new task, staff's release or
// refusal of a held task, an Operator saying no (report of an offer, abandonment of accepted
// work), the note of a filter refusal (the org's strikes) and the org freeze. docs/design.md,
// "Holds", and docs/api.md, "Held for review" and "Operators can say no", say what they mean.
// The hold a create puts on its task is hold-events.ts (below the create deciders).
import { DomainError } from '../errors/problem.ts';
import type { DomainEvent } from './events.ts';
import type { Task } from './state.ts';
import { commit, orgOf, reply, type Decider } from './decide-context.ts';
import type { HoldAnswer } from './results.ts';
import { moveTask, taskOf } from './decide-tasks.ts';

/** What staff's decision and an Operator's withdrawal answer. */
function holdResult(task: Task, state: string, decision: string | null): HoldAnswer {
  return { task_id: task.id, org_id: task.orgId, state, decision };
}

export const decideHold: Decider<'DecideHold'> = (state, cmd, ctx) => {
  const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
  const hold = task.hold;
  // The same decision again answers as the first did (a retried click or request).
  if (hold?.decision === cmd.decision) return reply(holdResult(task, task.state, hold.decision));
  if (!hold || hold.decision !== null || task.state !== 'screening') {
    throw new DomainError('invalid_state', { state: task.state, action: `${cmd.decision}_hold` });
  }
  const decided: DomainEvent = {
    type: 'HoldDecided',
    taskId: task.id,
    decision: cmd.decision,
    ...(cmd.note ? { note: cmd.note } : {}),
  };
  const moved = moveTask(
    state,
    task,
    { type: cmd.decision === 'release' ? 'SCREEN_PASSED' : 'CANCEL' },
    ctx,
  );
  const to = cmd.decision === 'release' ? 'live' : 'cancelled';
  return commit([decided, ...moved], holdResult(task, to, cmd.decision));
};

const WITHDRAWABLE: Record<'report' | 'abandon', ReadonlySet<string>> = {
  report: new Set(['matched']),
  abandon: new Set(['accepted', 'in_progress']),
};

export const withdrawUnsafe: Decider<'WithdrawUnsafe'> = (state, cmd, ctx) => {
  const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
  // An Operator acts only on what was offered to it; to anyone else the task does not exist.
  if (task.operatorId !== cmd.operatorId) throw new DomainError('not_found', { resource: 'task' });
  if (!WITHDRAWABLE[cmd.kind].has(task.state))
    throw new DomainError('invalid_state', { state: task.state, action: cmd.kind });
  const events = moveTask(state, task, { type: 'WITHDRAW_UNSAFE' }, ctx);
  const hold = {
    source: cmd.kind,
    category: cmd.category ?? null,
    reasons: [],
    operatorId: cmd.operatorId,
    ...(cmd.note ? { note: cmd.note } : {}),
  };
  events.push({ type: 'TaskHeld', taskId: task.id, hold });
  return commit(events, holdResult(task, 'screening', null));
};

export const noteSafetyRefusal: Decider<'NoteSafetyRefusal'> = (state, cmd) => {
  orgOf(state, cmd.orgId);
  return commit([{ type: 'SafetyRefusalNoted', orgId: cmd.orgId, category: cmd.category }], {
    org_id: cmd.orgId,
  });
};

export const setOrgFrozen: Decider<'SetOrgFrozen'> = (state, cmd) => {
  const org = orgOf(state, cmd.orgId);
  const result = { org_id: org.id, frozen: cmd.frozen };
  if ((org.frozen === true) === cmd.frozen) return reply(result);
  return commit([{ type: 'OrgFrozenSet', orgId: org.id, frozen: cmd.frozen }], result);
};
