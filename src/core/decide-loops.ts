// Loop decisions: create (draft, no spend), owner moves, scheduler proposals and the owner's
// approve/decline of a proposed run. The envelope is enforced here, at the money layer: a run that
// would not fit the budget or the per-run cap is skipped and the Loop is capped (or exhausted);
// an approved run then passes the owning agent's whole governance through the one create-task
// decision, with its own escrow lock, in the same record.
import { loopMachine, type LoopEvent, type LoopStatus } from '../../machines/loop.machine.ts';
import { step } from '../../machines/step.ts';
import { DomainError } from '../errors/problem.ts';
import { authorize, requireOrgOpen, screenAndPrice } from '../domain/governance.ts';
import type { CreateTaskInput, CreateWorkflowInput } from './commands.ts';
import { createWorkflow, priceOrder } from './decide-workflows.ts';
import {
  commit,
  reply,
  type DecideContext,
  type Decider,
  type Decision,
  type ValueCommit,
} from './decide-context.ts';
import type { CommandOf, LoopRunDecision } from './results.ts';
import type { CreateTaskResult } from './views.ts';
import type { DomainEvent } from './events.ts';
import { slotsAsked } from './slots.ts';
import {
  isWorkflowTemplate,
  type Agent,
  type Loop,
  type LoopTaskTemplate,
  type LoopWorkflowTemplate,
  type ShardState,
} from './state.ts';

export interface LoopDeciderDeps {
  createTask(
    state: ShardState,
    cmd: CommandOf<'CreateTask'>,
    ctx: DecideContext,
  ): ValueCommit<CreateTaskResult>;
}

function gate(state: ShardState, orgId: string, agentId: string): Agent {
  const org = state.orgs.get(orgId);
  const agent = state.agents.get(agentId);
  if (!org || !agent || agent.orgId !== orgId)
    throw new DomainError('not_found', { resource: 'agent' });
  if (org.flags.get('flags.loop.engine') !== true)
    throw new DomainError('feature_disabled', { flag: 'flags.loop.engine' });
  authorize(agent, 'can_manage_loops');
  return agent;
}

/** An ended Loop comes from the archive: it takes no command (invalid_state), as in memory. */
function loopOf(
  state: ShardState,
  orgId: string,
  loopId: string,
  ctx: DecideContext,
  action: string,
): Loop {
  const loop = state.loops.get(loopId) ?? ctx.archived?.loop(loopId);
  if (!loop || loop.orgId !== orgId) throw new DomainError('not_found', { resource: 'loop' });
  if (!state.loops.has(loopId))
    throw new DomainError('invalid_state', { state: loop.status, action });
  return loop;
}

type LoopMoved = Extract<DomainEvent, { type: 'LoopMoved' }>;

function move(loop: Loop, event: LoopEvent['type'], action: string): LoopMoved {
  const next = step<typeof loopMachine, LoopStatus, string>(
    loopMachine,
    loop.status,
    {},
    { type: event },
  );
  if (!next) throw new DomainError('invalid_state', { state: loop.status, action });
  return { type: 'LoopMoved', loopId: loop.id, event, from: loop.status, to: next.value };
}

export function envelopeOf(loop: Pick<Loop, 'budgetTotalMinor' | 'spentMinor'>) {
  return {
    cap_minor: loop.budgetTotalMinor.toString(),
    spent_minor: loop.spentMinor.toString(),
    remaining_minor: (loop.budgetTotalMinor - loop.spentMinor).toString(),
  };
}

/** What one run costs: the template priced exactly as create_task would price it now. */
function runCost(
  state: ShardState,
  loop: Pick<Loop, 'orgId' | 'template'>,
  ctx: DecideContext,
): bigint {
  const org = state.orgs.get(loop.orgId)!;
  if (isWorkflowTemplate(loop.template))
    return priceOrder(org.flags, workflowInput(loop.template, ctx.atMs), ctx).price.totalMinor;
  const input = taskInput(loop.template, ctx.atMs);
  const price = screenAndPrice(input, org, {
    atMs: ctx.atMs,
    feeBps: ctx.feeBps,
    zoneOverrides: ctx.zoneOverrides,
  }).totalMinor;
  // A task of several Operators locks the price of every one it may ask: so does its run.
  return price * BigInt(slotsAsked(input).funded);
}

/**
 * A Loop template as create_loop judges it: the run's order priced exactly as create_task or
 * create_workflow would price it now, so every refusal is theirs; validation paths name the
 * template's field (`template.task.reward_major`). create_loop and estimate_loop both call it.
 */
export function templateCost(
  state: ShardState,
  orgId: string,
  template: Loop['template'],
  ctx: DecideContext,
): bigint {
  try {
    return runCost(state, { orgId, template }, ctx);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'validation_failed') throw error;
    const prefix = isWorkflowTemplate(template) ? 'template.workflow' : 'template.task';
    const errors = (error.detail?.errors ?? []) as Array<{ path: string; message: string }>;
    throw new DomainError('validation_failed', {
      errors: errors.map((e) => ({ ...e, path: e.path ? `${prefix}.${e.path}` : prefix })),
    });
  }
}

const deadlineAfter = (atMs: number, hours: number) =>
  new Date(atMs + hours * 3_600_000).toISOString();

function taskInput(template: LoopTaskTemplate, atMs: number): CreateTaskInput {
  const { deadline_after_hours: hours, ...task } = template;
  return { ...task, deadline: deadlineAfter(atMs, hours) };
}

function workflowInput(template: LoopWorkflowTemplate, atMs: number): CreateWorkflowInput {
  return {
    product: template.product,
    zone_ref: template.zone_ref,
    inputs: template.inputs,
    deadline: deadlineAfter(atMs, template.deadline_after_hours),
  };
}

/** The run's order through the one create decision of its kind: its owner's whole governance. */
function orderRun(
  state: ShardState,
  loop: Loop,
  ctx: DecideContext,
  deps: LoopDeciderDeps,
): { events: DomainEvent[]; ref: { taskId: string } | { workflowId: string } } {
  const owner = { orgId: loop.orgId, agentId: loop.agentId };
  if (isWorkflowTemplate(loop.template)) {
    const created = createWorkflow(
      state,
      { type: 'CreateWorkflow', ...owner, input: workflowInput(loop.template, ctx.atMs) },
      ctx,
    );
    return { events: created.events, ref: { workflowId: created.result.workflowId } };
  }
  const created = deps.createTask(
    state,
    { type: 'CreateTask', ...owner, input: taskInput(loop.template, ctx.atMs) },
    ctx,
  );
  return { events: created.events, ref: { taskId: created.result.taskId } };
}

export const createLoop: Decider<'CreateLoop'> = (state, cmd, ctx) => {
  const agent = gate(state, cmd.orgId, cmd.agentId);
  requireOrgOpen(state.orgs.get(cmd.orgId)!);
  if (state.loops.has(cmd.loop.id))
    throw new DomainError('invalid_state', { state: 'exists', action: 'create_loop' });
  templateCost(state, cmd.orgId, cmd.loop.template, ctx); // the template must be postable now
  const l = cmd.loop;
  const events: DomainEvent[] = [
    {
      type: 'LoopCreated',
      loop: {
        id: l.id,
        orgId: cmd.orgId,
        agentId: agent.id,
        name: l.name,
        template: l.template,
        schedule: l.schedule,
        timezone: l.timezone,
        budgetTotalMinor: l.budgetTotalMinor.toString(),
        perRunCapMinor: l.perRunCapMinor?.toString() ?? null,
        endsAtMs: l.endsAtMs,
        createdAtMs: ctx.atMs,
      },
    },
  ];
  return commit(events, {
    id: l.id,
    status: 'draft' as const,
    envelope: envelopeOf({ budgetTotalMinor: l.budgetTotalMinor, spentMinor: 0n }),
  });
};

export const moveLoop: Decider<'MoveLoop'> = (state, cmd, ctx) => {
  gate(state, cmd.orgId, cmd.agentId);
  const loop = loopOf(state, cmd.orgId, cmd.loopId, ctx, cmd.action.toLowerCase());
  const moved = move(loop, cmd.action, cmd.action.toLowerCase());
  return commit([moved], { id: loop.id, status: moved.to, envelope: envelopeOf(loop) });
};

/** The scheduler proposes a due run (or, past ends_at, expires the Loop). */
export const proposeLoopRun: Decider<'ProposeLoopRun'> = (state, cmd) => {
  const loop = state.loops.get(cmd.loopId);
  if (!loop || loop.orgId !== cmd.orgId) return reply({ proposed: false });
  if (loop.status !== 'active' || (loop.lastDueMs !== null && cmd.dueMs <= loop.lastDueMs)) {
    return reply({ proposed: false });
  }
  if (loop.endsAtMs !== null && cmd.dueMs > loop.endsAtMs) {
    return commit([move(loop, 'EXPIRE', 'expire')], {
      proposed: false as const,
      status: 'expired' as const,
    });
  }
  return commit(
    [{ type: 'LoopRunProposed', loopId: loop.id, runId: cmd.runId, dueMs: cmd.dueMs }],
    { proposed: true as const, run_id: cmd.runId },
  );
};

type RunRef = { taskId: string } | { workflowId: string } | Record<string, never>;

/** The owner's approve or decline of a proposed run. */
export function decideLoopRun(
  state: ShardState,
  cmd: CommandOf<'DecideLoopRun'>,
  ctx: DecideContext,
  deps: LoopDeciderDeps,
): Decision<LoopRunDecision> {
  gate(state, cmd.orgId, cmd.agentId);
  const loop = loopOf(state, cmd.orgId, cmd.loopId, ctx, cmd.decision);
  const run = loop.runs.find((r) => r.id === cmd.runId);
  if (!run) throw new DomainError('not_found', { resource: 'loop_run' });
  if (run.status !== 'proposed')
    throw new DomainError('invalid_state', { state: run.status, action: cmd.decision });
  type RunStatus = LoopRunDecision['run']['status'];
  const decided = (status: RunStatus, spent: bigint, ref: RunRef = {}): DomainEvent => ({
    type: 'LoopRunDecided',
    loopId: loop.id,
    runId: run.id,
    status,
    spentMinor: spent.toString(),
    ...ref,
  });
  const answer = (status: RunStatus, events: DomainEvent[], ref: RunRef = {}) => {
    const moved = events.find((e): e is LoopMoved => e.type === 'LoopMoved');
    const shown =
      'taskId' in ref
        ? { task_id: ref.taskId }
        : 'workflowId' in ref
          ? { workflow_id: ref.workflowId }
          : {};
    return commit(events, {
      loop_id: loop.id,
      run: { id: run.id, status, ...shown },
      loop_status: moved?.to ?? loop.status,
    });
  };
  if (cmd.decision === 'decline') return answer('declined', [decided('declined', 0n)]);
  if (loop.status !== 'active')
    throw new DomainError('invalid_state', { state: loop.status, action: 'approve' });
  const cost = runCost(state, loop, ctx);
  const remaining = loop.budgetTotalMinor - loop.spentMinor;
  if ((loop.perRunCapMinor !== null && cost > loop.perRunCapMinor) || cost > remaining) {
    return answer('skipped', [
      decided('skipped', 0n),
      move(loop, remaining === 0n ? 'EXHAUST' : 'CAP', 'cap'),
    ]);
  }
  const ordered = orderRun(state, loop, ctx, deps);
  const events = [...ordered.events, decided('charged', cost, ordered.ref)];
  if (cost === remaining) events.push(move(loop, 'EXHAUST', 'exhaust'));
  return answer('charged', events, ordered.ref);
}
