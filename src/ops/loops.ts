// Loops: recurring, budget-capped programs of tasks or workflows: the template schemas and the
// dry run (estimate_loop); the lifecycle is in loop-ops.ts. Every Loop endpoint is gated by the org
// flag flags.loop.engine (feature_disabled, 403, when it is not on).
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { feeFor, parseMajor } from '../domain/money.ts';
import { findTaskType, taskTypeAvailable } from '../domain/catalogue.ts';
import { currencyOfZone } from '../domain/zones.ts';
import { DEFAULT_LOOP_TIMEZONE, Schedule, TimeZone, nextRuns } from '../domain/schedule.ts';
import { defineOp, requireAgent, type OpContext } from './operation.ts';
import { CreateTaskBody, IsoTime, MinorString } from './schemas.ts';
import { CreateWorkflowBody } from './workflow-schemas.ts';
import { isWorkflowTemplate, type LoopTemplate as LoopTemplateState } from '../core/state.ts';
import { findProduct, productPrice } from '../domain/workflow-products.ts';

export const LOOP_FLAG = 'flags.loop.engine';
/** How many upcoming due times estimate_loop lists. */
export const ESTIMATE_RUNS_SHOWN = 5;

/** Throws feature_disabled unless the caller's org has flags.loop.engine on; returns the org. */
export function requireLoopEngine(ctx: OpContext) {
  const agent = requireAgent(ctx);
  const org = ctx.engine.stateOf(agent.orgId).orgs.get(agent.orgId)!;
  if (org.flags.get(LOOP_FLAG) !== true) throw new DomainError('feature_disabled', { feature: LOOP_FLAG });
  return org;
}

/** A create-task body whose deadline is a duration after each run (decisions.md). */
export const LoopTaskTemplate = CreateTaskBody.omit({ deadline: true }).extend({
  deadline_after_hours: z.number().int().min(1).max(720).describe('Hours after each run that its task must be accepted by').meta({ examples: [48] }),
});

/** A create-workflow body whose deadline is a duration after each run. */
export const LoopWorkflowTemplate = CreateWorkflowBody.omit({ deadline: true }).extend({
  deadline_after_hours: z.number().int().min(1).max(720).describe('Hours after each run that every step must be done by').meta({ examples: [72] }),
});

export const LoopTemplate = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('task'), task: LoopTaskTemplate }),
  z.object({ kind: z.literal('workflow'), workflow: LoopWorkflowTemplate }),
]).describe('What each run orders: a task or a workflow');

/** The template as the Loop keeps it (task templates carry no kind). */
export function storedTemplate(t: z.infer<typeof LoopTemplate>): LoopTemplateState {
  return t.kind === 'task' ? t.task : { kind: 'workflow', ...t.workflow };
}

/** The template as the API shows it, in the shape it was given. */
export function shownTemplate(t: LoopTemplateState) {
  if (!isWorkflowTemplate(t)) return { kind: 'task' as const, task: { ...t } };
  const { kind: _kind, ...workflow } = t;
  return { kind: 'workflow' as const, workflow };
}

export const LoopBudgetFields = {
  budget_total_minor: MinorString.describe('Hard cap on the Loop\'s total spend, in minor units'),
  per_run_cap_minor: MinorString.optional().describe('Optional cap on one run\'s cost (reward + fee), in minor units'),
};

export const estimateLoop = defineOp({
  id: 'estimate_loop',
  method: 'POST',
  path: '/v1/estimate_loop',
  surface: 'public',
  summary: 'Dry run of a Loop: next run times, per-run cost and runs the budget covers',
  description: 'Everything a Loop with this template, schedule and budget would cost per run and how many runs the budget covers, with the next five due times in the Loop time zone (default Africa/Lagos) — without creating anything or changing any state. Adaptive schedules are estimated at their max interval (the conservative bound). Needs the org flag flags.loop.engine.',
  input: z.object({
    name: z.string().min(1).max(200).optional().describe('Optional Loop name (ignored by the estimate)'),
    template: LoopTemplate,
    schedule: Schedule,
    ...LoopBudgetFields,
    timezone: TimeZone.default(DEFAULT_LOOP_TIMEZONE),
    ends_at: IsoTime.optional().describe('Optional: no run falls due after this time'),
  }),
  output: z.object({
    next_run_times: z.array(IsoTime).describe('Up to five next due times (UTC), fewer when ends_at cuts them'),
    per_run_cost_minor: MinorString.describe('Reward + fee of one run'),
    runs_covered: z.number().int().describe('How many runs budget_total_minor pays for; 0 when one run exceeds per_run_cap_minor'),
    reasons: z.array(z.string()),
    currency: z.string(),
  }),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx, input) {
    const org = requireLoopEngine(ctx);
    const reasons: string[] = [];
    let cost: bigint;
    let currency: string;
    if (input.template.kind === 'workflow') {
      const order = input.template.workflow;
      const product = findProduct(order.product);
      if (!product) throw new DomainError('validation_failed', { errors: [{ path: 'template.workflow.product', message: 'unknown product; see GET /v1/workflow_products' }] });
      cost = productPrice(product, ctx.services.config.FEE_BPS).totalMinor;
      currency = currencyOfZone(order.zone_ref);
      if (org.flags.get(`flags.workflows.${product.id}`) !== true) reasons.push(`feature_disabled: flags.workflows.${product.id} is off for this org`);
    } else {
      const task = input.template.task;
      const reward = parseMajor(task.reward_major) ?? 0n;
      if (reward <= 0n) throw new DomainError('validation_failed', { errors: [{ path: 'template.task.reward_major', message: 'reward must be more than zero' }] });
      cost = reward + feeFor(reward, ctx.services.config.FEE_BPS);
      currency = currencyOfZone(task.zone_ref);
      const type = findTaskType(task.type);
      if (!taskTypeAvailable(type, org.flags)) reasons.push(`task_type_unavailable: ${task.type} is not offered to this org`);
      const minimum = type?.minRewardMinor[currency];
      if (minimum !== undefined && reward < minimum) reasons.push(`validation_failed: reward below the minimum ${minimum} for ${task.type}`);
    }

    const budget = BigInt(input.budget_total_minor);
    const cap = input.per_run_cap_minor === undefined ? undefined : BigInt(input.per_run_cap_minor);
    let runsCovered: number;
    if (cap !== undefined && cost > cap) {
      runsCovered = 0;
      reasons.push(`per_run_cap_exceeded: one run costs ${cost}, above per_run_cap_minor ${cap}`);
    } else {
      runsCovered = Number(budget / cost);
      if (runsCovered === 0) reasons.push(`budget_too_small: budget_total_minor ${budget} does not cover one run of ${cost}`);
    }

    const now = ctx.services.clock.now();
    const endsAt = input.ends_at === undefined ? undefined : Date.parse(input.ends_at);
    const due = nextRuns(input.schedule, input.timezone, now, ESTIMATE_RUNS_SHOWN, endsAt);
    if (endsAt !== undefined && due.length === 0) reasons.push('ends_at_before_next_run: no run falls due before ends_at');
    if (input.schedule.kind === 'adaptive') reasons.push(`adaptive_estimated_at_max: times assume the max interval of ${input.schedule.interval_hours.max} hours`);

    return {
      next_run_times: due.map((ms) => new Date(ms).toISOString()),
      per_run_cost_minor: cost.toString(),
      runs_covered: runsCovered,
      reasons,
      currency,
    };
  },
});

export const LOOP_OPS = [estimateLoop];
