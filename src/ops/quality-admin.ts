// Staff's gold tasks and Operator quality on the admin surface (docs/outcomes.md): create a
// known-answer task for a zone (paid by the platform), list them with their answers, read every
// Operator's score, level and history, and record a review. Operator ids only: no PII.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { GOLD_AGENT, GOLD_ORG } from '../core/decide-gold.ts';
import {
  historyOf,
  isPaused,
  levelOf,
  outcomesOf,
  QUALITY_LEVELS,
  scoreOf,
  tallyOf,
} from '../core/quality.ts';
import { OPERATORS_ROUTING_KEY } from '../core/commands.ts';
import type { Operator } from '../core/state.ts';
import type { Engine } from '../runtime/engine.ts';
import { ADMIN } from './admin-common.ts';
import { defineOp, type OpContext } from './operation.ts';
import { CreateTaskBody, Id } from './schemas.ts';

const Answer = z.union([z.string().max(200), z.number(), z.boolean()]);
const Mode = z.enum(['live', 'test']);

/** The gold org of a mode, created on first use with an agent that may post and nothing else. */
async function goldOrg(ctx: OpContext, mode: 'live' | 'test') {
  const orgId = GOLD_ORG[mode];
  const agentId = GOLD_AGENT[mode];
  if (ctx.engine.stateOf(orgId).agents.get(agentId)?.delegation.can_post_tasks)
    return { orgId, agentId };
  const name = mode === 'live' ? 'Platform gold tasks' : 'Platform gold tasks (test)';
  // A concurrent first use may have made them: "exists" is then what we wanted.
  const quietly = (p: Promise<unknown>) =>
    p.catch((error: unknown) => {
      if (!(error instanceof DomainError && error.code === 'invalid_state')) throw error;
    });
  if (!ctx.engine.stateOf(orgId).orgs.has(orgId))
    await quietly(ctx.engine.execute({ type: 'CreateOrg', orgId, name, mode }));
  if (!ctx.engine.stateOf(orgId).agents.has(agentId))
    await quietly(ctx.engine.execute({ type: 'CreateAgent', orgId, agentId, name: 'gold' }));
  await ctx.engine.execute({
    type: 'SetDelegation',
    orgId,
    agentId,
    delegation: { can_post_tasks: true },
  });
  return { orgId, agentId };
}

const createGoldTaskOp = defineOp({
  ...ADMIN,
  id: 'admin_create_gold_task',
  method: 'POST',
  path: '/internal/v1/gold-tasks',
  summary: 'Create a gold task: a known-answer task paid by the platform',
  description:
    'An ordinary task of the platform gold org, with typed questions (answer_schema) and the ' +
    'known answer kept staff-side; Operators cannot tell it from any other offer. Its total is ' +
    "debited from the platform's gold-funding account, never an org's wallet.",
  input: z.object({
    task: CreateTaskBody,
    known_answer: z.record(z.string().min(1).max(64), Answer),
    mode: Mode.default('live').describe('test: offered to sandbox Operators only'),
  }),
  output: z.object({ task_id: z.string(), total_minor: z.string(), state: z.string() }),
  successStatus: 201,
  readOnly: false,
  async handler(ctx, input) {
    const { orgId, agentId } = await goldOrg(ctx, input.mode);
    const created = await ctx.engine.execute({
      type: 'CreateGoldTask',
      orgId,
      agentId,
      input: input.task,
      knownAnswer: input.known_answer,
    });
    return {
      task_id: created.taskId,
      total_minor: created.totalChargedMinor,
      state: created.state,
    };
  },
});

const GoldTask = z.object({
  task_id: z.string(),
  mode: Mode,
  zone_ref: z.string().nullable(),
  state: z.string().nullable(),
  known_answer: z.record(z.string(), Answer),
});

const listGoldTasksOp = defineOp({
  ...ADMIN,
  id: 'admin_list_gold_tasks',
  method: 'GET',
  path: '/internal/v1/gold-tasks',
  summary: 'List gold tasks with their known answers',
  description: 'Tasks settled and archived show their answer with no zone or state.',
  input: z.object({}),
  output: z.array(GoldTask),
  readOnly: true,
  async handler(ctx) {
    const data: z.infer<typeof GoldTask>[] = [];
    for (const mode of ['live', 'test'] as const) {
      const state = ctx.engine.stateOf(GOLD_ORG[mode]);
      const answers = state.orgs.get(GOLD_ORG[mode])?.goldAnswers ?? {};
      for (const [taskId, known] of Object.entries(answers)) {
        const task = state.tasks.get(taskId);
        data.push({
          task_id: taskId,
          mode,
          zone_ref: task?.zoneRef ?? null,
          state: task?.state ?? null,
          known_answer: known,
        });
      }
    }
    return data;
  },
});

const Tally = z.object({
  approved: z.number(),
  rejected: z.number(),
  disputes_lost: z.number(),
  lapses: z.number(),
  gold_right: z.number(),
  gold_wrong: z.number(),
  agreed: z.number().describe('Consensus answers agreeing with the decided answer'),
  disagreed: z.number(),
});
const OperatorQuality = z.object({
  operator_id: z.string(),
  score: z.number().describe('Per mille: 1000 is every outcome good; a newcomer starts at 800'),
  level: z.enum(QUALITY_LEVELS),
  paused: z.boolean().describe('Offered nothing until staff review'),
  outcomes: z.number(),
  tally: Tally,
  review: z
    .object({ decision: z.enum(['reinstate', 'pause']), outcomes: z.number(), at: z.string() })
    .nullable(),
});
type OperatorQualityView = z.infer<typeof OperatorQuality>;

/** One Operator's quality as staff read it (the console's quality page uses the same). */
function operatorQuality(engine: Engine, operator: Operator): OperatorQualityView {
  const t = tallyOf(engine.states().values(), operator.id);
  const review = operator.qualityReview;
  return {
    operator_id: operator.id,
    score: scoreOf(t),
    level: levelOf(t),
    paused: isPaused(operator, t),
    outcomes: outcomesOf(t),
    tally: {
      approved: t.approved,
      rejected: t.rejected,
      disputes_lost: t.disputesLost,
      lapses: t.lapses,
      gold_right: t.goldRight,
      gold_wrong: t.goldWrong,
      agreed: t.agreed,
      disagreed: t.disagreed,
    },
    review: review
      ? {
          decision: review.decision,
          outcomes: review.outcomes,
          at: new Date(review.atMs).toISOString(),
        }
      : null,
  };
}

function registry(engine: Engine): Map<string, Operator> {
  return engine.stateOf(OPERATORS_ROUTING_KEY).operators;
}

const listQualityOp = defineOp({
  ...ADMIN,
  id: 'admin_list_operator_quality',
  method: 'GET',
  path: '/internal/v1/operator-quality',
  summary: "Every Operator's quality score, level and pause, lowest score first",
  description: 'Derived from the records (a fold over every shard); ids only, no PII.',
  input: z.object({}),
  output: z.array(OperatorQuality),
  readOnly: true,
  async handler(ctx) {
    const data = [...registry(ctx.engine).values()].map((o) => operatorQuality(ctx.engine, o));
    return data.sort((a, b) => a.score - b.score || (a.operator_id < b.operator_id ? -1 : 1));
  },
});

const Outcome = z.object({ at: z.string(), task_id: z.string(), kind: z.string() });

const getQualityOp = defineOp({
  ...ADMIN,
  id: 'admin_get_operator_quality',
  method: 'GET',
  path: '/internal/v1/operator-quality/:operator_id',
  summary: "One Operator's quality and their latest outcomes",
  description: 'history: the latest outcomes that made the score, newest first.',
  input: z.object({ operator_id: Id }),
  output: OperatorQuality.extend({ history: z.array(Outcome) }),
  readOnly: true,
  async handler(ctx, input) {
    const operator = registry(ctx.engine).get(input.operator_id);
    if (!operator) throw new DomainError('not_found', { resource: 'operator' });
    const history = historyOf(ctx.engine.states().values(), operator.id).map((h) => ({
      at: new Date(h.atMs).toISOString(),
      task_id: h.taskId,
      kind: h.kind,
    }));
    return { ...operatorQuality(ctx.engine, operator), history };
  },
});

const reviewQualityOp = defineOp({
  ...ADMIN,
  id: 'admin_review_operator_quality',
  method: 'POST',
  path: '/internal/v1/operator-quality/:operator_id/review',
  summary: 'Review an Operator: reinstate one the score paused, or keep one off offers',
  description:
    'reinstate: offers resume; a score still under the threshold pauses them again after ' +
    'ten more outcomes. pause: no offers until reinstated.',
  input: z.object({ operator_id: Id, decision: z.enum(['reinstate', 'pause']) }),
  output: OperatorQuality,
  readOnly: false,
  async handler(ctx, input) {
    const operator = registry(ctx.engine).get(input.operator_id);
    if (!operator) throw new DomainError('not_found', { resource: 'operator' });
    const outcomes = outcomesOf(tallyOf(ctx.engine.states().values(), operator.id));
    await ctx.engine.execute({
      type: 'ReviewOperatorQuality',
      operatorId: operator.id,
      decision: input.decision,
      outcomes,
    });
    return operatorQuality(ctx.engine, registry(ctx.engine).get(operator.id) ?? operator);
  },
});

export const QUALITY_ADMIN_OPS = [
  createGoldTaskOp,
  listGoldTasksOp,
  listQualityOp,
  getQualityOp,
  reviewQualityOp,
];
