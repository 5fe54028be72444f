// Deciding workflow orders. One order passes the same governance as a task (kill switch,
// delegation, product flag, zone, deadline, safety filter, spend caps) and locks the whole price
// in one escrow lock. Steps then run one at a time as tasks whose lock is the workflow's: the
// step task's own escrow effects release its part (lock partial) or refund the remainder.
import {
  workflowMachine,
  type WorkflowEffect,
  type WorkflowEvent,
  type WorkflowState,
} from '../../machines/workflow.machine.ts';
import type { TaskState } from '../../machines/task.machine.ts';
import { step } from '../../machines/step.ts';
import { DomainError } from '../errors/problem.ts';
import {
  authorize,
  checkSpend,
  deadlineOf,
  invalid,
  requireFunds,
  requireLiveZone,
} from '../domain/governance.ts';
import { requireOrgOpen } from '../domain/governance.ts';
import { filterHold, heldPart } from './hold-events.ts';
import {
  findProduct,
  productPrice,
  stepFees,
  stepInstructions,
  type WorkflowProduct,
} from '../domain/workflow-products.ts';
import { currencyOfZone } from '../domain/zones.ts';
import {
  firstBlocked,
  screenTask,
  type SafetyVerdict,
  type TaskText,
} from '../domain/safety-filter.ts';
import type { Command, CreateWorkflowInput } from './commands.ts';
import {
  commit,
  reply,
  type DecideContext,
  type Decider,
  type ValueCommit,
} from './decide-context.ts';
import type { CreateWorkflowResult } from './results.ts';
import type { DomainEvent, TaskFields, WorkflowFields } from './events.ts';
import type { ShardState, Task, Workflow } from './state.ts';
import { lockFromWallet } from './escrow-lock.ts';

/** Task states in which a step's part of the lock has been released to its Operator. */
export const STEP_RELEASED: ReadonlySet<TaskState> = new Set([
  'approved',
  'paid',
  'resolved_released',
]);
/** Task states in which a step ended without its outcome: the workflow fails. */
export const STEP_FAILED: ReadonlySet<TaskState> = new Set([
  'cancelled',
  'expired',
  'resolved_refunded',
]);

/** The safety verdict over every step's text as the Operator would read it. */
function screenWorkflow(input: CreateWorkflowInput): SafetyVerdict | undefined {
  const texts = workflowTexts(input);
  return texts && firstBlocked(texts.map(screenTask));
}

/** Each step's text as its Operator reads it; undefined for an unknown product (decide refuses). */
export function workflowTexts(input: CreateWorkflowInput): TaskText[] | undefined {
  // Every input the agent wrote is screened with each step, rendered into it or not.
  const extra = inputTexts(input.inputs);
  return findProduct(input.product)?.steps.map((s) => {
    const instructions = stepInstructions(s, input.inputs);
    return { type: s.type, title: s.title, instructions, extra };
  });
}

/** The strings of a workflow's inputs (lists flattened), in the order given. */
function inputTexts(inputs: Readonly<Record<string, unknown>>): string[] {
  const out: string[] = [];
  for (const v of Object.values(inputs ?? {})) {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) for (const item of v) if (typeof item === 'string') out.push(item);
  }
  return out;
}

function productFor(
  input: CreateWorkflowInput,
  flags: ReadonlyMap<string, boolean>,
): WorkflowProduct {
  const product = findProduct(input.product);
  if (!product) throw invalid('product', 'unknown product; see GET /v1/workflow_products');
  const flag = `flags.workflows.${product.id}`;
  if (flags.get(flag) !== true) throw new DomainError('feature_disabled', { flag });
  return product;
}

/**
 * Everything about the order itself, as create would judge it now: product and its flag, inputs,
 * deadline, zone, safety filter, price. Also what a Loop run of this order would cost.
 */
export function priceOrder(
  flags: ReadonlyMap<string, boolean>,
  input: CreateWorkflowInput,
  ctx: DecideContext,
  screened?: SafetyVerdict,
) {
  const product = productFor(input, flags);
  const parsed = product.inputs.safeParse(input.inputs);
  if (!parsed.success) {
    throw new DomainError('validation_failed', {
      errors: parsed.error.issues.map((i) => ({
        path: ['inputs', ...i.path].join('.'),
        message: i.message,
      })),
    });
  }
  const inputs = parsed.data;
  const deadlineMs = deadlineOf(input.deadline, ctx.atMs);
  requireLiveZone(input.zone_ref, ctx.zoneOverrides);
  const verdict = screened ?? screenWorkflow({ ...input, inputs });
  if (verdict?.blocked)
    throw new DomainError('safety_filter_blocked', { category: verdict.category });
  return { product, inputs, deadlineMs, price: productPrice(product, ctx.feeBps) };
}

export function createWorkflow(
  state: ShardState,
  cmd: Extract<Command, { type: 'CreateWorkflow' }>,
  ctx: DecideContext,
): ValueCommit<CreateWorkflowResult> {
  const org = state.orgs.get(cmd.orgId);
  const agent = state.agents.get(cmd.agentId);
  if (!org || !agent || agent.orgId !== org.id)
    throw new DomainError('not_found', { resource: 'agent' });
  authorize(agent, 'can_order_workflows');
  requireOrgOpen(org);
  const { product, inputs, deadlineMs, price } = priceOrder(
    org.flags,
    cmd.input,
    ctx,
    cmd.screened,
  );
  checkSpend(agent, state.spend.get(agent.id), price.totalMinor, ctx.atMs);
  const currency = currencyOfZone(cmd.input.zone_ref);
  requireFunds(state.balances.get(`${currency}|wallet:${org.id}`) ?? 0n, price.totalMinor);
  const fees = stepFees(product, ctx.feeBps);
  const workflowId = ctx.mint('wf');
  const lockId = ctx.mint('esc');
  const total = price.totalMinor.toString();
  const workflow: WorkflowFields = {
    id: workflowId,
    orgId: org.id,
    agentId: agent.id,
    product: product.id,
    zoneRef: cmd.input.zone_ref,
    inputs,
    deadlineMs,
    lockId,
    currency,
    totalMinor: total,
    steps: product.steps.map((s, i) => ({
      type: s.type,
      title: s.title,
      instructions: stepInstructions(s, inputs),
      proofRequirements: [...s.proofRequirements],
      rewardMinor: s.rewardMinor.toString(),
      feeMinor: fees[i]!.toString(),
    })),
    createdAtMs: ctx.atMs,
  };
  const events: DomainEvent[] = [
    { type: 'WorkflowCreated', workflow, state: workflowMachine.config.initial as WorkflowState },
    // The lock's owner is the workflow: its steps' tasks release parts of it.
    ...lockFromWallet(ctx, {
      orgId: org.id,
      agentId: agent.id,
      ownerId: workflowId,
      lockId,
      amountMinor: price.totalMinor,
      currency,
    }),
  ];
  return commit(events, { workflowId, state: 'ordered' as const, totalChargedMinor: total });
}

/** The task of step `index`: its money is its part of the workflow's lock. */
function stepTask(wf: Workflow, index: number, ctx: DecideContext): DomainEvent[] {
  const s = wf.steps[index]!;
  const task: TaskFields = {
    id: ctx.mint('task'),
    orgId: wf.orgId,
    agentId: wf.agentId,
    type: s.type,
    title: s.title,
    instructions: s.instructions,
    rewardMinor: s.rewardMinor.toString(),
    feeMinor: s.feeMinor.toString(),
    totalMinor: (s.rewardMinor + s.feeMinor).toString(),
    currency: wf.currency,
    deadlineMs: wf.deadlineMs,
    proofRequirements: [...s.proofRequirements],
    zoneRef: wf.zoneRef,
    lockId: wf.lockId,
    createdAtMs: ctx.atMs,
    workflowId: wf.id,
    workflowStep: index,
  };
  // Governance ran once, for the whole order: the step goes through screening like any task.
  // Its text was screened with the order's (a block refused the order); a step the filter holds
  // is screened again here, as it starts, and waits for staff (docs/design.md, "Holds").
  const created: DomainEvent = { type: 'TaskCreated', task, state: 'screening' };
  const extra = inputTexts(wf.inputs);
  const held = heldPart(
    screenTask({ type: s.type, title: s.title, instructions: s.instructions, extra }),
  );
  return held ? [created, filterHold(task.id, held)] : [created];
}

function moveWorkflow(wf: Workflow, event: WorkflowEvent, ctx: DecideContext): DomainEvent[] {
  const next = step<typeof workflowMachine, WorkflowState, WorkflowEffect>(
    workflowMachine,
    wf.state,
    {},
    event,
  );
  if (!next)
    throw new DomainError('invalid_state', { state: wf.state, action: event.type.toLowerCase() });
  const out: DomainEvent[] = [
    { type: 'WorkflowMoved', workflowId: wf.id, event: event.type, from: wf.state, to: next.value },
  ];
  for (const effect of next.effects) {
    if (effect !== 'startNextStep') throw new Error(`unexpected workflow effect ${effect}`);
    const index = wf.steps.findIndex((s) => s.taskId === null);
    if (index < 0) throw new Error(`workflow ${wf.id} has no step left to start`);
    out.push(...stepTask(wf, index, ctx));
  }
  return out;
}

export const startWorkflow: Decider<'StartWorkflow'> = (state, cmd, ctx) => {
  const wf = state.workflows.get(cmd.workflowId) ?? ctx.archived?.workflow(cmd.workflowId);
  if (!wf || wf.orgId !== cmd.orgId) throw new DomainError('not_found', { resource: 'workflow' });
  // Started already (a retried follow-up; a settled one comes from the archive): nothing to do.
  if (wf.state !== 'ordered') return reply({ workflowId: wf.id, state: wf.state });
  return commit(moveWorkflow(wf, { type: 'START' }, ctx), {
    workflowId: wf.id,
    state: 'running' as const,
  });
};

/**
 * What a step task's move means for its workflow: a released outcome completes the step (and
 * starts the next, or completes the workflow); an outcome without release fails the workflow.
 */
export function followWorkflow(
  state: ShardState,
  task: Task,
  to: TaskState,
  ctx: DecideContext,
): DomainEvent[] {
  if (task.workflowId === null) return [];
  const wf = state.workflows.get(task.workflowId);
  if (!wf) throw new Error(`task ${task.id} of unknown workflow ${task.workflowId}`);
  if (wf.state !== 'running') return [];
  if (to === 'approved' || to === 'resolved_released') {
    return moveWorkflow(
      wf,
      { type: 'STEP_COMPLETED', last: task.workflowStep === wf.steps.length - 1 },
      ctx,
    );
  }
  if (STEP_FAILED.has(to)) return moveWorkflow(wf, { type: 'STEP_FAILED' }, ctx);
  return [];
}
