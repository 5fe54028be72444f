// Loops: recurring, budget-capped programs of tasks or workflows: the template schemas and the
// dry run (estimate_loop); the lifecycle is in loop-ops.ts. Every Loop endpoint is gated by the org
// flag flags.loop.engine (feature_disabled, 403, when it is not on).
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { currencyOfZone } from '../domain/zones.ts';
import { governanceCode } from '../domain/governance.ts';
import { SYSTEM_ROUTING_KEY } from '../core/commands.ts';
import { templateCost } from '../core/decide-loops.ts';
import type { DecideContext } from '../core/decide-context.ts';
import { DEFAULT_LOOP_TIMEZONE, Schedule, TimeZone, nextRuns } from '../domain/schedule.ts';
import { defineOp, requireAgent, type OpContext } from './operation.ts';
import { CreateTaskBody, IsoTime, MinorString } from './schemas.ts';
import { CreateWorkflowBody } from './workflow-schemas.ts';
import { isWorkflowTemplate, type LoopTemplate as LoopTemplateState } from '../core/state.ts';

const LOOP_FLAG = 'flags.loop.engine';
/** How many upcoming due times estimate_loop lists. */
const ESTIMATE_RUNS_SHOWN = 5;

/** Throws feature_disabled unless the caller's org has flags.loop.engine on; returns the org. */
export function requireLoopEngine(ctx: OpContext) {
  const agent = requireAgent(ctx);
  const org = ctx.engine.stateOf(agent.orgId).orgs.get(agent.orgId)!;
  if (org.flags.get(LOOP_FLAG) !== true)
    throw new DomainError('feature_disabled', { feature: LOOP_FLAG });
  return org;
}

/**
 * A create-task body whose deadline is a duration after each run (docs/design.md, Loops). With
 * `slots` or `assurance` a run's task has several Operators, and the run costs what its lock
 * holds: the price of every Operator it may ask (docs/api.md, "Several Operators on one task").
 */
const LoopTaskTemplate = CreateTaskBody.omit({ deadline: true }).extend({
  deadline_after_hours: z
    .number()
    .int()
    .min(1)
    .max(720)
    .describe('Hours after each run that its task must be accepted by')
    .meta({ examples: [48] }),
});

/** A create-workflow body whose deadline is a duration after each run. */
const LoopWorkflowTemplate = CreateWorkflowBody.omit({ deadline: true }).extend({
  deadline_after_hours: z
    .number()
    .int()
    .min(1)
    .max(720)
    .describe('Hours after each run that every step must be done by')
    .meta({ examples: [72] }),
});

export const LoopTemplate = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('task'), task: LoopTaskTemplate }),
    z.object({ kind: z.literal('workflow'), workflow: LoopWorkflowTemplate }),
  ])
  .describe('What each run orders: a task or a workflow');

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

const LoopBudgetFields = {
  budget_total_minor: MinorString.describe("Hard cap on the Loop's total spend, in minor units"),
  per_run_cap_minor: MinorString.optional().describe(
    "Optional cap on one run's cost (reward + fee), in minor units",
  ),
};

/** create_loop's body (docs/design.md, Loops); estimate_loop takes the same, with name optional. */
export const CreateLoopBody = z.object({
  name: z
    .string()
    .min(1)
    .max(200)
    .describe('A name for the Loop')
    .meta({ examples: ['Weekly storefront check'] }),
  template: LoopTemplate,
  schedule: Schedule,
  ...LoopBudgetFields,
  timezone: TimeZone.default(DEFAULT_LOOP_TIMEZONE),
  ends_at: IsoTime.optional().describe(
    'Optional: the Loop expires after this time; no run falls due after it',
  ),
});

/** What a decision needs to judge a request now, for a dry run: it never mints an id. */
function dryRunContext(ctx: OpContext): DecideContext {
  return {
    atMs: ctx.services.clock.now(),
    feeBps: ctx.services.config.FEE_BPS,
    zoneOverrides: ctx.engine.stateOf(SYSTEM_ROUTING_KEY).zoneOverrides,
    mint: () => {
      throw new Error('a dry run mints no ids');
    },
  };
}

const estimateLoop = defineOp({
  id: 'estimate_loop',
  method: 'POST',
  path: '/v1/estimate_loop',
  surface: 'public',
  summary: 'Dry run of a Loop: next run times, per-run cost and runs the budget covers',
  description:
    "A dry run of create_loop that changes nothing: the body is create_loop's (name " +
    'optional) and is judged exactly as create judges it, so what create refuses is refused ' +
    'here with the same error (the template priced as create_task or create_workflow would ' +
    'price it now: task_type_unavailable, zone_not_serviceable, safety_filter_blocked, ' +
    'feature_disabled for a workflow product, validation_failed). Answers the cost of one ' +
    'run, how many runs the budget covers, and the next five due times in the Loop time zone ' +
    '(default Africa/Lagos). Adaptive schedules are estimated at their max interval (the ' +
    'conservative bound). What create would refuse for the caller (agent_frozen, ' +
    'delegation_denied) is reported in governance.code. Needs the org flag flags.loop.engine.',
  input: CreateLoopBody.partial({ name: true }),
  output: z.object({
    next_run_times: z
      .array(IsoTime)
      .describe('Up to five next due times (UTC), fewer when ends_at cuts them'),
    per_run_cost_minor: MinorString.describe('Reward + fee of one run'),
    runs_covered: z
      .number()
      .int()
      .describe(
        'How many runs budget_total_minor pays for; 0 when one run exceeds per_run_cap_minor',
      ),
    reasons: z.array(z.string()),
    currency: z.string(),
    governance: z.object({
      allowed: z.boolean().describe('create_loop with this body would succeed now'),
      code: z
        .string()
        .optional()
        .describe('The error create_loop would answer with, when allowed is false'),
    }),
  }),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx, input) {
    const agent = requireAgent(ctx);
    requireLoopEngine(ctx);
    const state = ctx.engine.stateOf(agent.orgId);
    const template = storedTemplate(input.template);
    // The template judged by create_loop's own function: its refusals are this call's refusals.
    const cost = templateCost(state, agent.orgId, template, dryRunContext(ctx));
    const currency = currencyOfZone(template.zone_ref);
    const code = governanceCode(
      state.agents.get(agent.agentId)!,
      'can_manage_loops',
      undefined,
      undefined,
      undefined,
      ctx.services.clock.now(),
    );
    const reasons: string[] = code ? [code] : [];

    const budget = BigInt(input.budget_total_minor);
    const cap = input.per_run_cap_minor === undefined ? undefined : BigInt(input.per_run_cap_minor);
    let runsCovered: number;
    if (cap !== undefined && cost > cap) {
      runsCovered = 0;
      reasons.push(`per_run_cap_exceeded: one run costs ${cost}, above per_run_cap_minor ${cap}`);
    } else {
      runsCovered = Number(budget / cost);
      if (runsCovered === 0)
        reasons.push(
          `budget_too_small: budget_total_minor ${budget} does not cover one run of ${cost}`,
        );
    }

    const now = ctx.services.clock.now();
    const endsAt = input.ends_at === undefined ? undefined : Date.parse(input.ends_at);
    const due = nextRuns(input.schedule, input.timezone, now, ESTIMATE_RUNS_SHOWN, endsAt);
    if (endsAt !== undefined && due.length === 0)
      reasons.push('ends_at_before_next_run: no run falls due before ends_at');
    if (input.schedule.kind === 'adaptive')
      reasons.push(
        `adaptive_estimated_at_max: times assume the max interval of ` +
          `${input.schedule.interval_hours.max} hours`,
      );

    return {
      next_run_times: due.map((ms) => new Date(ms).toISOString()),
      per_run_cost_minor: cost.toString(),
      runs_covered: runsCovered,
      reasons,
      currency,
      governance: { allowed: code === undefined, ...(code ? { code } : {}) },
    };
  },
});

export const LOOP_OPS = [estimateLoop];
