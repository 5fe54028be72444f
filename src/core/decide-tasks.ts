// Task moves: a create, the machine move with its escrow moves and postings, the view the move
// answers with, and the moves an agent or the platform asks for. Apart from decide.ts, which
// routes commands here and hands createTask and moveTask to the loop and campaign deciders.
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
import { taskView, type CreateTaskResult } from './views.ts';
import { followWorkflow } from './decide-workflows.ts';
import { lockFromWallet } from './escrow-lock.ts';
import {
  agentOf,
  commit,
  orgOf,
  posted,
  type DecideContext,
  type Decision,
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

/** One task move: the machine decides the next state; its effects become escrow moves and postings. */
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

/** The task as GET will show it once `events` are applied: the stored response of a task move. */
export function viewAfter(
  state: ShardState,
  task: Task,
  events: DomainEvent[],
  atMs: number,
): unknown {
  let taskState = task.state;
  const lock = state.locks.get(task.lockId)!;
  let lockState: string = lock.state;
  let held = lock.heldMinor;
  const account = `escrow:${lock.id}`;
  for (const e of events) {
    if (e.type === 'TaskMoved' && e.taskId === task.id) taskState = e.to;
    if (e.type === 'EscrowMoved' && e.lockId === lock.id) lockState = e.to;
    if (e.type === 'Posted') {
      for (const t of e.transfers) {
        if (t.debit === account) held -= BigInt(t.amountMinor);
        if (t.credit === account) held += BigInt(t.amountMinor);
      }
    }
  }
  const view = taskView(
    { ...task, state: taskState, updatedAtMs: Math.max(atMs, state.lastAtMs) },
    lock,
  );
  view.escrow = { state: lockState, amount_minor: held.toString() };
  return view;
}

export function createTask(
  state: ShardState,
  cmd: Extract<Command, { type: 'CreateTask' }>,
  ctx: DecideContext,
): Decision {
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

export function agentMove(state: ShardState, cmd: AgentMove, ctx: DecideContext): Decision {
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
  return commit(events, viewAfter(state, task, events, ctx.atMs));
}

/** The longest rejection reason kept (the rest of a longer one is cut). */
export const REJECT_REASON_MAX = 500;

export function platformMove(
  state: ShardState,
  orgId: string,
  taskId: string,
  event: TaskEvent,
  ctx: DecideContext,
  operatorId?: string,
): Decision {
  const task = taskOf(state, orgId, taskId, ctx);
  const events = moveTask(state, task, event, ctx, operatorId);
  return commit(events, viewAfter(state, task, events, ctx.atMs));
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
