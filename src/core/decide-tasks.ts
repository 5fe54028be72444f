// Task moves: a create, the machine move with its escrow moves and postings, the answer a move
// gives (the task read from the applied state), and the moves an agent or the platform asks for.
// decide.ts dispatches here and hands createTask and moveTask to the loop and campaign deciders;
// the Operator's and the platform's steps are decide-task-steps.ts.
import {
  taskMachine,
  type TaskEffect,
  type TaskEvent,
  type TaskState,
} from '../../machines/task.machine.ts';
import {
  escrowMachine,
  type EscrowEffect,
  type EscrowEvent,
  type EscrowState,
} from '../../machines/escrow.machine.ts';
import { step } from '../../machines/step.ts';
import { DomainError } from '../errors/problem.ts';
import { authorize, checkSpend, requireFunds, screenAndPrice } from '../domain/governance.ts';
import { requireOrgOpen } from '../domain/governance.ts';
import { filterHold, heldPart } from './hold-events.ts';
import { refundPosting, releasePosting, settlePosting, type MoneyMode } from '../domain/ledger.ts';
import type { Command } from './commands.ts';
import type { DelegationFlag, DomainEvent } from './events.ts';
import type { EscrowLock, ShardState, Task } from './state.ts';
import { taskView, type CreateTaskResult, type TaskView } from './views.ts';
import { followWorkflow } from './decide-workflows.ts';
import { lockFromWallet } from './escrow-lock.ts';
import {
  agentOf,
  commit,
  commitRead,
  orgOf,
  posted,
  type DecideContext,
  type Decision,
  type ReadCommit,
  type ValueCommit,
} from './decide-context.ts';

/**
 * Another org's task is indistinguishable from no task. A settled task comes from the archive:
 * it is final, so every move refuses it with invalid_state, as before it left memory.
 */
export function taskOf(state: ShardState, orgId: string, taskId: string, ctx: DecideContext): Task {
  const task = state.tasks.get(taskId) ?? ctx.archived?.task(taskId);
  if (!task || task.orgId !== orgId) throw new DomainError('not_found', { resource: 'task' });
  return task;
}

/** For commands that write to a task other than through a machine move: never to a settled one. */
export function openTaskOf(
  state: ShardState,
  orgId: string,
  taskId: string,
  ctx: DecideContext,
  action: string,
): Task {
  const task = taskOf(state, orgId, taskId, ctx);
  if (!state.tasks.has(task.id))
    throw new DomainError('invalid_state', { state: task.state, action });
  return task;
}

const TASK_EFFECT_TO_ESCROW: Partial<Record<TaskEffect, EscrowEvent>> = {
  releaseEscrow: { type: 'RELEASE' },
  freezeEscrow: { type: 'FREEZE' },
  refundEscrow: { type: 'REFUND' },
};

function modeOf(state: ShardState, orgId: string): MoneyMode {
  return state.orgs.get(orgId)?.mode ?? 'live';
}

function moveEscrow(
  task: Task,
  lock: EscrowLock,
  wanted: EscrowEvent,
  ctx: DecideContext,
  mode: MoneyMode,
): DomainEvent[] {
  // A workflow step's release is a part of its workflow's lock unless it is all the lock holds.
  const event: EscrowEvent =
    wanted.type === 'RELEASE' && task.workflowId !== null && lock.heldMinor > task.totalMinor
      ? { type: 'RELEASE_PART', leavesRemainder: true }
      : wanted;
  const next = step<typeof escrowMachine, EscrowState, EscrowEffect>(
    escrowMachine,
    lock.state,
    {},
    event,
  );
  if (!next) throw new Error(`escrow ${lock.id} cannot ${event.type} from ${lock.state}`);
  const out: DomainEvent[] = [
    { type: 'EscrowMoved', lockId: lock.id, event: event.type, from: lock.state, to: next.value },
  ];
  for (const effect of next.effects) {
    if (effect === 'postRelease' || effect === 'postPartialRelease') {
      if (!task.operatorId) throw new Error(`release of ${task.id} without an Operator`);
      const whole = effect === 'postRelease';
      if (whole ? lock.heldMinor !== task.totalMinor : lock.heldMinor <= task.totalMinor)
        throw new Error(`release of ${task.totalMinor} from ${lock.id} holding ${lock.heldMinor}`);
      out.push(
        posted(
          ctx,
          'release',
          releasePosting(
            lock.id,
            task.operatorId,
            task.rewardMinor,
            task.feeMinor,
            lock.currency,
            mode,
          ),
        ),
      );
    } else if (effect === 'postRefund') {
      out.push(
        posted(ctx, 'refund', refundPosting(task.orgId, lock.id, lock.heldMinor, lock.currency)),
      );
    } else {
      throw new Error(`task escrow has no ${effect}`);
    }
  }
  return out;
}

/** One task move: the machine decides the next state; its effects become escrow moves, postings. */
export function moveTask(
  state: ShardState,
  task: Task,
  event: TaskEvent,
  ctx: DecideContext,
  operatorId?: string,
): DomainEvent[] {
  const next = step<typeof taskMachine, TaskState, TaskEffect>(
    taskMachine,
    task.state,
    { deadlineMs: task.deadlineMs },
    event,
  );
  if (!next)
    throw new DomainError('invalid_state', { state: task.state, action: event.type.toLowerCase() });
  const moved: DomainEvent = {
    type: 'TaskMoved',
    taskId: task.id,
    event: event.type,
    from: task.state,
    to: next.value,
  };
  if (operatorId !== undefined) moved.operatorId = operatorId;
  const out: DomainEvent[] = [moved];
  const lock = state.locks.get(task.lockId);
  if (!lock) throw new Error(`task ${task.id} has no lock`);
  for (const effect of next.effects) {
    const escrowEvent = TASK_EFFECT_TO_ESCROW[effect];
    if (escrowEvent)
      out.push(...moveEscrow(task, lock, escrowEvent, ctx, modeOf(state, task.orgId)));
    else if (effect === 'settlePayable') {
      if (!task.operatorId) throw new Error(`settle of ${task.id} without an Operator`);
      out.push(
        posted(
          ctx,
          'settle',
          settlePosting(
            task.operatorId,
            task.rewardMinor,
            task.currency,
            modeOf(state, task.orgId),
          ),
        ),
      );
    } else throw new Error(`unexpected task effect ${effect}`);
  }
  out.push(...followWorkflow(state, task, next.value, ctx));
  return out;
}

/**
 * A write that answers with the task as GET shows it once `events` are applied: read from the
 * applied state, where the task still is (what a record ends leaves memory after it is read).
 */
export function answerWithTask(events: DomainEvent[], taskId: string): ReadCommit<TaskView> {
  return commitRead(events, (applied) => {
    const task = applied.tasks.get(taskId);
    if (!task) throw new Error(`task ${taskId} is not in the state its move produced`);
    return taskView(task, applied.locks.get(task.lockId));
  });
}

export function createTask(
  state: ShardState,
  cmd: Extract<Command, { type: 'CreateTask' }>,
  ctx: DecideContext,
): ValueCommit<CreateTaskResult> {
  const org = orgOf(state, cmd.orgId);
  const agent = agentOf(state, cmd.orgId, cmd.agentId);
  authorize(agent, 'can_post_tasks');
  requireOrgOpen(org);
  const priced = screenAndPrice(
    cmd.input,
    org,
    { atMs: ctx.atMs, feeBps: ctx.feeBps, zoneOverrides: ctx.zoneOverrides },
    cmd.screened,
  );
  checkSpend(agent, state.spend.get(agent.id), priced.totalMinor, ctx.atMs);
  requireFunds(state.balances.get(`${priced.currency}|wallet:${org.id}`) ?? 0n, priced.totalMinor);
  const created = step<typeof taskMachine, TaskState, TaskEffect>(
    taskMachine,
    'draft',
    { deadlineMs: priced.deadlineMs },
    { type: 'CREATE' },
  );
  if (!created?.effects.includes('lockEscrow'))
    throw new Error('task machine lost its create step');
  const taskId = ctx.mint('task');
  const lockId = ctx.mint('esc');
  const total = priced.totalMinor.toString();
  const events: DomainEvent[] = [
    {
      type: 'TaskCreated',
      state: created.value,
      task: {
        id: taskId,
        orgId: org.id,
        agentId: agent.id,
        type: cmd.input.type,
        title: cmd.input.title,
        instructions: cmd.input.instructions,
        rewardMinor: priced.rewardMinor.toString(),
        feeMinor: priced.feeMinor.toString(),
        totalMinor: total,
        currency: priced.currency,
        deadlineMs: priced.deadlineMs,
        proofRequirements: [...(cmd.input.proof_requirements ?? [])],
        zoneRef: cmd.input.zone_ref,
        lockId,
        createdAtMs: ctx.atMs,
        ...(cmd.input.language ? { language: cmd.input.language } : {}),
        ...(cmd.input.answer_schema ? { answerSchema: cmd.input.answer_schema } : {}),
        ...(cmd.input.min_quality ? { minQuality: cmd.input.min_quality } : {}),
      },
    },
    ...lockFromWallet(ctx, {
      orgId: org.id,
      agentId: agent.id,
      ownerId: taskId,
      lockId,
      amountMinor: priced.totalMinor,
      currency: priced.currency,
    }),
  ];
  // Held for review: created and locked as usual, but screening leaves it for staff.
  const held = heldPart(priced.verdict);
  if (held) events.push(filterHold(taskId, held));
  const result: CreateTaskResult = {
    taskId,
    escrowLockId: lockId,
    state: 'screening',
    totalChargedMinor: total,
  };
  return commit(events, result);
}

type AgentMove = Extract<Command, { type: 'CancelTask' | 'ApproveTask' | 'RejectTask' }>;
const AGENT_MOVES: Record<AgentMove['type'], { flag: DelegationFlag; event: TaskEvent }> = {
  CancelTask: { flag: 'can_post_tasks', event: { type: 'CANCEL' } },
  ApproveTask: { flag: 'can_approve_release', event: { type: 'APPROVE' } },
  RejectTask: { flag: 'can_open_disputes', event: { type: 'REJECT' } },
};

export function agentMove(
  state: ShardState,
  cmd: AgentMove,
  ctx: DecideContext,
): Decision<TaskView> {
  const agent = agentOf(state, cmd.orgId, cmd.agentId);
  const rule = AGENT_MOVES[cmd.type];
  authorize(agent, rule.flag);
  const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
  const events = moveTask(state, task, rule.event, ctx);
  // The agent's stated reason goes in the record: the Operator sees it (docs/operator-app.md).
  if (cmd.type === 'RejectTask') {
    const reason = cmd.reason?.trim().slice(0, REJECT_REASON_MAX);
    events.push({
      type: 'ProofRejected',
      taskId: task.id,
      by: 'agent',
      ...(reason ? { reason } : {}),
    });
  }
  return answerWithTask(events, task.id);
}

/** The longest rejection reason kept (the rest of a longer one is cut). */
export const REJECT_REASON_MAX = 500;

export function platformMove(
  state: ShardState,
  orgId: string,
  taskId: string,
  event: TaskEvent,
  ctx: DecideContext,
): Decision<TaskView> {
  const task = taskOf(state, orgId, taskId, ctx);
  return answerWithTask(moveTask(state, task, event, ctx), task.id);
}

export function stepEvent(cmd: Extract<Command, { type: 'StepTask' }>): TaskEvent {
  if (cmd.step === 'MATCH') {
    if (!cmd.operatorId)
      throw new DomainError('validation_failed', {
        errors: [{ path: 'operator_id', message: 'required to match' }],
      });
    return { type: 'MATCH', operatorId: cmd.operatorId };
  }
  return { type: cmd.step };
}
