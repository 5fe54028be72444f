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
import { releasePosting, settlePosting, type MoneyMode } from '../domain/ledger.ts';
import { refundEvents } from './gold-funding.ts';
import type { Command } from './commands.ts';
import type { DelegationFlag, DomainEvent, TaskFields } from './events.ts';
import type { EscrowLock, ShardState, Task } from './state.ts';
import { taskView, type CreateTaskResult, type TaskView } from './views.ts';
import { followWorkflow } from './decide-workflows.ts';
import { lockFromWallet } from './escrow-lock.ts';
import {
  chooseSlot,
  isSlot,
  SLOT_CANCELLABLE,
  slotsAsked,
  slotEscrowEvent,
  slotsOf,
} from './slots.ts';
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
  // A workflow step's release is a part of its workflow's lock unless it is all the lock holds;
  // a slot's moves are its part of the group's lock (core/slots.ts).
  const event: EscrowEvent | null = isSlot(task)
    ? slotEscrowEvent(task, lock, wanted)
    : wanted.type === 'RELEASE' && task.workflowId !== null && lock.heldMinor > task.totalMinor
      ? { type: 'RELEASE_PART', leavesRemainder: true }
      : wanted;
  if (event === null) return [];
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
    } else if (effect === 'postPartialRefund') {
      out.push(...refundEvents(ctx, task.orgId, lock.id, task.totalMinor, lock.currency));
    } else if (effect === 'postRefund') {
      out.push(...refundEvents(ctx, task.orgId, lock.id, lock.heldMinor, lock.currency));
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
    return taskView(task, applied.locks.get(task.lockId), slotsOf(applied, task));
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
  const { assurance, slots, funded } = slotsAsked(cmd.input);
  const lockMinor = priced.totalMinor * BigInt(funded);
  checkSpend(agent, state.spend.get(agent.id), lockMinor, ctx.atMs);
  requireFunds(state.balances.get(`${priced.currency}|wallet:${org.id}`) ?? 0n, lockMinor);
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
  const fields: TaskFields = {
    id: taskId,
    orgId: org.id,
    agentId: agent.id,
    type: cmd.input.type,
    title: cmd.input.title,
    instructions: cmd.input.instructions,
    rewardMinor: priced.rewardMinor.toString(),
    feeMinor: priced.feeMinor.toString(),
    totalMinor: priced.totalMinor.toString(),
    currency: priced.currency,
    deadlineMs: priced.deadlineMs,
    proofRequirements: [...(cmd.input.proof_requirements ?? [])],
    zoneRef: cmd.input.zone_ref,
    lockId,
    createdAtMs: ctx.atMs,
    ...(cmd.input.language ? { language: cmd.input.language } : {}),
    ...(cmd.input.answer_schema ? { answerSchema: cmd.input.answer_schema } : {}),
    ...(cmd.input.min_quality ? { minQuality: cmd.input.min_quality } : {}),
  };
  // One slot is the task as it always was: no slot fields in its record (core/slots.ts).
  const ids = [taskId];
  for (let i = 1; i < slots; i++) ids.push(ctx.mint('task'));
  const grouped = funded > 1;
  const tasks: DomainEvent[] = ids.map((id, slot) => ({
    type: 'TaskCreated',
    state: created.value,
    task: !grouped
      ? fields
      : {
          ...fields,
          id,
          slotGroup: taskId,
          slot,
          ...(slot === 0 && assurance ? { assurance } : {}),
        },
  }));
  const events: DomainEvent[] = [
    tasks[0]!,
    ...lockFromWallet(ctx, {
      orgId: org.id,
      agentId: agent.id,
      ownerId: taskId,
      lockId,
      amountMinor: lockMinor,
      currency: priced.currency,
    }),
    ...tasks.slice(1),
  ];
  const total = lockMinor.toString();
  // Held for review: created and locked as usual, but screening leaves it for staff.
  const held = heldPart(priced.verdict);
  if (held) for (const id of ids) events.push(filterHold(id, held));
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
  const named = taskOf(state, cmd.orgId, cmd.taskId, ctx);
  if (cmd.type === 'CancelTask' && isSlot(named)) return cancelSlots(state, named, ctx);
  const task = cmd.type === 'CancelTask' ? named : chooseSlot(state, named, cmd.slot);
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
  // A slot's move answers with the task the agent named, its slots listed.
  return answerWithTask(events, named.id);
}

/** Cancel of a task of several slots: the slots nobody accepted end, each refunding its part. */
function cancelSlots(state: ShardState, named: Task, ctx: DecideContext): Decision<TaskView> {
  const events = cancelOpenSlots(state, named, ctx);
  if (events.length === 0)
    throw new DomainError('invalid_state', { state: named.state, action: 'cancel' });
  // The answers already in may now decide a consensus task (decide.ts looks, decide-consensus.ts).
  return answerWithTask(events, named.id);
}

/**
 * The moves that cancel the slots of `named`'s task nobody has accepted, each refunding its part
 * (none when none is open): the agent's cancel, and a campaign's for its row's task.
 */
export function cancelOpenSlots(state: ShardState, named: Task, ctx: DecideContext): DomainEvent[] {
  const open = slotsOf(state, named).filter((s) => SLOT_CANCELLABLE.has(s.state));
  // Each move sees the lock as the moves before it in this record leave it.
  const events: DomainEvent[] = [];
  let lock = state.locks.get(named.lockId)!;
  for (const slot of open) {
    const moved = moveTask(
      { ...state, locks: new Map([[lock.id, lock]]) },
      slot,
      { type: 'CANCEL' },
      ctx,
    );
    events.push(...moved);
    lock = { ...lock, heldMinor: lock.heldMinor - slot.totalMinor };
    const escrow = moved.find((e) => e.type === 'EscrowMoved');
    if (escrow?.type === 'EscrowMoved') lock = { ...lock, state: escrow.to };
  }
  return events;
}

/** The longest rejection reason kept (the rest of a longer one is cut). */
const REJECT_REASON_MAX = 500;

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
