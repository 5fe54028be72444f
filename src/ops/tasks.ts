// Task operations: create, list, read, approve, reject, cancel and the proof report.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { defineOp, requireAgent, type OpContext } from './operation.ts';
import { CreateTaskBody, IsoTime, MinorString, Task, TaskIdParam } from './schemas.ts';
import { proofSummary, publicTask, withProof } from './task-projection.ts';
import { listTasks as newestTasks, readTask } from '../runtime/reads.ts';
import { slotsOfTasks } from '../runtime/slot-groups.ts';
import { qualityNotice } from './quality-coverage.ts';
import { createTaskCommand } from './create-task-command.ts';
import type { Task as TaskState } from '../core/state.ts';

const LIST_MAX = 50;

/** The org's task, open or settled; another org's is indistinguishable from none. */
async function ownTask(ctx: OpContext, id: string) {
  const agent = requireAgent(ctx);
  const read = await readTask(ctx.engine, id, agent.orgId);
  if (!read || read.task.orgId !== agent.orgId)
    throw new DomainError('not_found', { resource: 'task' });
  return read;
}

const createTask = defineOp({
  id: 'create_task',
  method: 'POST',
  path: '/v1/tasks',
  surface: 'public',
  summary: 'Create a task and lock its price in escrow',
  description:
    'Runs governance (kill switch, delegation can_post_tasks, zone, task type, safety ' +
    'filter, spend caps) and, if the wallet covers reward + fee, creates the task in state ' +
    'screening with its escrow lock in one atomic step.',
  input: CreateTaskBody,
  output: z.object({
    taskId: z.string(),
    escrowLockId: z.string(),
    state: z.literal('screening'),
    totalChargedMinor: MinorString,
    notices: z
      .array(z.string())
      .optional()
      .describe(
        'Present when min_quality names a level no Operator covering the zone has now: the ' +
          'task waits until one does (docs/outcomes.md)',
      ),
  }),
  flag: 'can_post_tasks',
  idempotency: 'required',
  successStatus: 201,
  readOnly: false,
  tool: { idempotent: true, openWorld: true },
  async handler(ctx, input) {
    const agent = requireAgent(ctx);
    const created = await ctx.engine.execute(createTaskCommand(agent, input, ctx.idem));
    // Supply as it is at this answer, not a record: a retry may say otherwise.
    const notice =
      input.min_quality && qualityNotice(ctx, input.zone_ref, input.type, input.min_quality);
    return notice ? { ...created, notices: [notice] } : created;
  },
});

const listTasks = defineOp({
  id: 'list_tasks',
  method: 'GET',
  path: '/v1/tasks',
  surface: 'public',
  summary: 'The 50 newest tasks of the org',
  description:
    'Newest first, at most 50, no parameters and no cursor. A task of several Operators is ' +
    'listed once, with its `slots` inside it as get_task shows them.',
  input: z.object({}),
  output: z.array(Task),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx) {
    const agent = requireAgent(ctx);
    const now = ctx.services.clock.now();
    const reads = await newestTasks(ctx.engine, agent.orgId, LIST_MAX);
    const slots = await slotsOfTasks(
      ctx.engine,
      agent.orgId,
      reads.map((r) => r.task),
    );
    return reads.map((read) => publicTask(read, now, slots.get(read.task.id)));
  },
});

/** The slots of a task of several, where they are (memory or archive: they leave together). */
async function slotsRead(ctx: OpContext, task: TaskState): Promise<TaskState[] | undefined> {
  if (task.slotGroup === undefined) return undefined;
  const first =
    task.slotGroup === task.id
      ? task
      : (await readTask(ctx.engine, task.slotGroup, task.orgId))?.task;
  const out: TaskState[] = [];
  for (const id of first?.slotIds ?? []) {
    const slot = id === task.id ? task : (await readTask(ctx.engine, id, task.orgId))?.task;
    if (slot) out.push(slot);
  }
  return out;
}

const getTask = defineOp({
  id: 'get_task',
  method: 'GET',
  path: '/v1/tasks/:id',
  surface: 'public',
  summary: 'A task: state, reward, escrow and proof status',
  description: "Full task state. Another org's task id answers not_found.",
  input: TaskIdParam,
  output: Task,
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx, input) {
    const read = await ownTask(ctx, input.id);
    return publicTask(read, ctx.services.clock.now(), await slotsRead(ctx, read.task));
  },
});

const getProof = defineOp({
  id: 'get_proof',
  method: 'GET',
  path: '/v1/tasks/:id/proof',
  surface: 'public',
  summary: "The verification report of a task's proof",
  description:
    'Outcome, confidence, each check with its reason, and the evidence bundle. Before any ' +
    'proof: has_proof false.',
  input: TaskIdParam,
  output: z.object({
    has_proof: z.boolean(),
    outcome: z.string().nullable(),
    confidence_score: z.number().nullable(),
    submitted_at: IsoTime.nullable(),
    checks: z.array(
      z.object({ name: z.string(), result: z.enum(['pass', 'warn', 'fail']), reason: z.string() }),
    ),
    evidence: z.object({
      media_sha256: z.array(z.string()),
      verifier_version: z.string().nullable(),
      thresholds: z.record(z.string(), z.number()),
    }),
  }),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx, input) {
    const { task } = await ownTask(ctx, input.id);
    const v = task.proof?.verification;
    return {
      ...proofSummary(task),
      checks: v ? v.checks.map((c) => ({ ...c })) : [],
      evidence: {
        media_sha256: task.proof ? [...task.proof.mediaSha256] : [],
        verifier_version: v?.verifierVersion ?? null,
        thresholds: v ? { ...v.thresholds } : {},
      },
    };
  },
});

const SlotParam = z
  .string()
  .min(1)
  .max(100)
  .optional()
  .describe(
    'On a task of several slots: the slot acted on (its id from `slots`). May be left out ' +
      'when exactly one slot awaits a decision.',
  );

const move = (
  id: string,
  path: string,
  command: 'ApproveTask' | 'RejectTask' | 'CancelTask',
  flag: 'can_approve_release' | 'can_open_disputes' | 'can_post_tasks',
  summary: string,
  description: string,
  destructive: boolean,
) =>
  defineOp({
    id,
    method: 'POST',
    path,
    surface: 'public',
    summary,
    description,
    input:
      command === 'RejectTask'
        ? TaskIdParam.extend({
            reason: z
              .string()
              .max(2000)
              .optional()
              .describe('Why the proof is rejected (free text)'),
            slot: SlotParam,
          })
        : command === 'ApproveTask'
          ? TaskIdParam.extend({ slot: SlotParam })
          : TaskIdParam,
    output: Task,
    flag,
    idempotency: 'required',
    readOnly: false,
    tool: { destructive, idempotent: true },
    async handler(ctx, input) {
      const agent = requireAgent(ctx);
      const base = {
        orgId: agent.orgId,
        agentId: agent.agentId,
        taskId: input.id,
        ...(ctx.idem ? { idem: ctx.idem } : {}),
      };
      const reason =
        'reason' in input && typeof input.reason === 'string' ? { reason: input.reason } : {};
      const slot = 'slot' in input && typeof input.slot === 'string' ? { slot: input.slot } : {};
      const view = await ctx.engine.execute({ type: command, ...base, ...reason, ...slot });
      return withProof(view, (await readTask(ctx.engine, input.id, agent.orgId))?.task);
    },
  });

const approveTask = move(
  'approve_task',
  '/v1/tasks/:id/approve',
  'ApproveTask',
  'can_approve_release',
  'Approve submitted proof and release escrow',
  'Valid in proof_submitted or verifying. Releases the reward to the Operator and the fee to ' +
    'the platform. On a task of several slots, releases the part of the slot named by `slot`.',
  true,
);
const rejectTask = move(
  'reject_task',
  '/v1/tasks/:id/reject',
  'RejectTask',
  'can_open_disputes',
  'Reject proof: open a dispute and freeze escrow',
  'Valid only while verifying. Escrow is frozen for neither side until an admin resolves the ' +
    'dispute (on a task of several slots, only the `slot` named is disputed: its part stays held).',
  true,
);
const cancelTask = move(
  'cancel_task',
  '/v1/tasks/:id/cancel',
  'CancelTask',
  'can_post_tasks',
  'Cancel a task',
  'Before acceptance: cancelled and the escrow refunds to the wallet. After acceptance: the ' +
    'task moves to disputed with escrow frozen. A task of several slots: the slots nobody ' +
    'accepted are cancelled and refunded, the others go on.',
  true,
);

export const TASK_OPS = [
  createTask,
  listTasks,
  getTask,
  getProof,
  approveTask,
  rejectTask,
  cancelTask,
];
