// Loops over REST and MCP: create (draft; no spend; the envelope returned), list, get with run
// history (statuses and spend, never Operator identities), activate, pause, resume, cancel, and
// approve or decline a proposed run. Behind flags.loop.engine; writes need can_manage_loops.
import { z } from 'zod';
import { listLoops as orgLoops, readLoop } from '../runtime/reads.ts';
import { DomainError } from '../errors/problem.ts';
import type { Loop } from '../core/state.ts';
import { Schedule } from '../domain/schedule.ts';
import { mintId } from '../runtime/ids.ts';
import { LoopScheduler } from '../effects/loop-scheduler.ts';
import { envelopeOf } from '../core/decide-loops.ts';
import { defineOp, requireAgent, type OpContext } from './operation.ts';
import { Id, IsoTime, MinorString } from './schemas.ts';
import { CreateLoopBody, requireLoopEngine, shownTemplate, storedTemplate } from './loops.ts';

const Envelope = z.object({
  cap_minor: MinorString,
  spent_minor: MinorString,
  remaining_minor: MinorString,
});
const Run = z.object({
  id: z.string(),
  due_at: IsoTime,
  status: z.enum(['proposed', 'approved', 'declined', 'charged', 'skipped']),
  spent_minor: MinorString,
  task_id: z.string().optional(),
  workflow_id: z.string().optional(),
});
const LoopView = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  template: z.record(z.string(), z.unknown()),
  schedule: z.record(z.string(), z.unknown()),
  cadence: z.string(),
  timezone: z.string(),
  budget_total_minor: MinorString,
  per_run_cap_minor: MinorString.nullable(),
  ends_at: IsoTime.nullable(),
  envelope: Envelope,
  next_run_at: IsoTime.nullable(),
  created_at: IsoTime,
});

function cadence(schedule: Record<string, unknown>): string {
  const s = Schedule.parse(schedule);
  if (s.kind === 'weekly') return `weekly on days ${s.weekdays.join(',')} at ${s.hour}:00`;
  if (s.kind === 'monthly') return `monthly on day ${s.day} at ${s.hour}:00`;
  if (s.kind === 'interval') return `every ${s.interval_hours} h`;
  return `adaptive, every ${s.interval_hours.min}–${s.interval_hours.max} h`;
}

/** The Loop as GET shows it (without run history): REST, MCP and webhook payloads share it. */
export function publicLoop(loop: Loop) {
  const next = loop.status === 'active' ? LoopScheduler.nextDue(loop) : undefined;
  return {
    id: loop.id,
    name: loop.name,
    status: loop.status,
    template: shownTemplate(loop.template),
    schedule: { ...loop.schedule },
    cadence: cadence(loop.schedule),
    timezone: loop.timezone,
    budget_total_minor: loop.budgetTotalMinor.toString(),
    per_run_cap_minor: loop.perRunCapMinor?.toString() ?? null,
    ends_at: loop.endsAtMs === null ? null : new Date(loop.endsAtMs).toISOString(),
    envelope: envelopeOf(loop),
    next_run_at:
      next === undefined || (loop.endsAtMs !== null && next > loop.endsAtMs)
        ? null
        : new Date(next).toISOString(),
    created_at: new Date(loop.createdAtMs).toISOString(),
  };
}

function runsOf(loop: Loop) {
  return loop.runs.map((r) => ({
    id: r.id,
    due_at: new Date(r.dueMs).toISOString(),
    status: r.status,
    spent_minor: r.spentMinor.toString(),
    ...(r.taskId ? { task_id: r.taskId } : {}),
    ...(r.workflowId ? { workflow_id: r.workflowId } : {}),
  }));
}

async function ownLoop(ctx: OpContext, id: string): Promise<Loop> {
  const agent = requireAgent(ctx);
  requireLoopEngine(ctx);
  const loop = await readLoop(ctx.engine, id, agent.orgId);
  if (!loop || loop.orgId !== agent.orgId) throw new DomainError('not_found', { resource: 'loop' });
  return loop;
}

const LoopId = z.object({ id: Id.describe('Loop id') });

const createLoop = defineOp({
  id: 'create_loop',
  method: 'POST',
  path: '/v1/loops',
  surface: 'public',
  summary: 'Create a Loop (draft: disarmed, no spend)',
  description:
    'A recurring, budget-capped, propose-only program: once activated, each due run is ' +
    'proposed and waits for approve or decline before it charges. budget_total_minor is a ' +
    'hard cap enforced at the money layer. Needs flags.loop.engine.',
  input: CreateLoopBody,
  output: z.object({ id: z.string(), status: z.literal('draft'), envelope: Envelope }),
  flag: 'can_manage_loops',
  idempotency: 'required',
  successStatus: 201,
  readOnly: false,
  tool: { idempotent: true, openWorld: true },
  async handler(ctx, input) {
    const agent = requireAgent(ctx);
    requireLoopEngine(ctx);
    const result = await ctx.engine.execute({
      type: 'CreateLoop',
      orgId: agent.orgId,
      agentId: agent.agentId,
      ...(ctx.idem ? { idem: ctx.idem } : {}),
      loop: {
        id: mintId('loop'),
        name: input.name,
        template: storedTemplate(input.template),
        schedule: input.schedule,
        timezone: input.timezone,
        budgetTotalMinor: BigInt(input.budget_total_minor),
        perRunCapMinor:
          input.per_run_cap_minor === undefined ? null : BigInt(input.per_run_cap_minor),
        endsAtMs: input.ends_at === undefined ? null : Date.parse(input.ends_at),
      },
    });
    return result;
  },
});

const listLoops = defineOp({
  id: 'list_loops',
  method: 'GET',
  path: '/v1/loops',
  surface: 'public',
  summary: "The org's Loops: definition, cadence, envelope, status, next run",
  description: 'Every Loop of the org, oldest first. Needs flags.loop.engine.',
  input: z.object({}),
  output: z.array(LoopView),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx) {
    const agent = requireAgent(ctx);
    requireLoopEngine(ctx);
    return (await orgLoops(ctx.engine, agent.orgId)).map(publicLoop);
  },
});

const getLoop = defineOp({
  id: 'get_loop',
  method: 'GET',
  path: '/v1/loops/:id',
  surface: 'public',
  summary: 'A Loop with its run history',
  description: 'Runs show due time, status and spend — never Operator identities.',
  input: LoopId,
  output: LoopView.extend({ runs: z.array(Run) }),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx, input) {
    const loop = await ownLoop(ctx, input.id);
    return { ...publicLoop(loop), runs: runsOf(loop) };
  },
});

const moveOp = <const Id extends string>(
  action: 'ACTIVATE' | 'PAUSE' | 'RESUME' | 'CANCEL',
  id: Id,
  /** An MCP tool (activate_loop is REST only). */
  tool: boolean,
  summary: string,
  description: string,
) =>
  defineOp({
    id,
    method: 'POST',
    path: `/v1/loops/:id/${action.toLowerCase()}`,
    surface: 'public',
    summary,
    description,
    input: LoopId,
    output: LoopView,
    flag: 'can_manage_loops',
    idempotency: 'required',
    readOnly: false,
    ...(tool
      ? {
          tool: {
            idempotent: true,
            destructive: action === 'CANCEL',
            openWorld: action === 'RESUME',
          },
        }
      : {}),
    async handler(ctx, input) {
      const agent = requireAgent(ctx);
      requireLoopEngine(ctx);
      await ctx.engine.execute({
        type: 'MoveLoop',
        orgId: agent.orgId,
        agentId: agent.agentId,
        loopId: input.id,
        action,
        ...(ctx.idem ? { idem: ctx.idem } : {}),
      });
      return publicLoop(await ownLoop(ctx, input.id));
    },
  });

const decideOp = (decision: 'approve' | 'decline') =>
  defineOp({
    id: `${decision}_loop_run`,
    method: 'POST',
    path: `/v1/loops/:id/runs/:run_id/${decision}`,
    surface: 'public',
    summary:
      decision === 'approve'
        ? 'Approve a proposed run: it charges within the envelope'
        : 'Decline a proposed run: nothing is charged',
    description:
      decision === 'approve'
        ? 'The run must fit what is left of the envelope and the per-run cap (otherwise it is ' +
          "skipped and the Loop is capped), then passes the owning agent's governance and locks " +
          'its own escrow like a one-off task.'
        : 'The run is recorded as declined; the Loop carries on.',
    input: LoopId.extend({ run_id: Id.describe('Run id from GET /v1/loops/:id') }),
    output: z.object({
      loop_id: z.string(),
      run: z.object({
        id: z.string(),
        status: z.string(),
        task_id: z.string().optional(),
        workflow_id: z.string().optional(),
      }),
      loop_status: z.string(),
    }),
    flag: 'can_manage_loops',
    idempotency: 'required',
    readOnly: false,
    async handler(ctx, input) {
      const agent = requireAgent(ctx);
      requireLoopEngine(ctx);
      return await ctx.engine.execute({
        type: 'DecideLoopRun',
        orgId: agent.orgId,
        agentId: agent.agentId,
        loopId: input.id,
        runId: input.run_id,
        decision,
        ...(ctx.idem ? { idem: ctx.idem } : {}),
      });
    },
  });

export const LOOP_LIFECYCLE_OPS = [
  createLoop,
  listLoops,
  getLoop,
  moveOp(
    'ACTIVATE',
    'activate_loop',
    false,
    'Arm a draft Loop',
    'draft → active: runs fall due on the cadence and are proposed, never charged until approved.',
  ),
  moveOp(
    'PAUSE',
    'pause_loop',
    true,
    'Pause a Loop',
    'active → paused: no new runs are proposed; the budget is kept.',
  ),
  moveOp(
    'RESUME',
    'resume_loop',
    true,
    'Resume a Loop',
    'paused (or capped) → active: runs resume from the next cadence inside the same envelope.',
  ),
  moveOp(
    'CANCEL',
    'cancel_loop',
    true,
    'End a Loop for good',
    'Any status → killed: the un-drawn envelope is never used.',
  ),
  decideOp('approve'),
  decideOp('decline'),
];
