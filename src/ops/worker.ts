// The Operator app (/worker/v1, Operator token): offers, accept (a Pass is issued where the task
// needs a visit), start, proof, and saying no for safety (report, abandon). An Operator sees
// only tasks offered to it; anything else is not_found.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import type { Task } from '../core/state.ts';
import { findTaskType } from '../domain/catalogue.ts';
import { OPERATORS_ROUTING_KEY } from '../core/commands.ts';
import { readTask } from '../runtime/reads.ts';
import { mintId, randomBase62 } from '../runtime/ids.ts';
import { OFFER_TIMEOUT_MS } from '../effects/matcher.ts';
import { isGoldOrg } from '../effects/matcher-quality.ts';
import { defineOp, type OpContext } from './operation.ts';
import { Id, IsoTime, MinorString } from './schemas.ts';
import { SAFETY_CATEGORIES, type SafetyCategory } from '../domain/safety-verdict.ts';
import { AnswerSchema } from '../domain/answer-schema.ts';
import {
  platformProofTally,
  type ProofTally,
  Rejection,
  RequesterRecord,
  rejectionView,
  requesterRecord,
} from './worker-fairness.ts';

/** A Pass is good for a day from acceptance, and never past the task's deadline plus a day. */
const PASS_TTL_MS = 24 * 3_600_000;

const WorkerTask = z.object({
  task_id: z.string(),
  type: z.string(),
  title: z.string(),
  instructions: z.string(),
  zone_ref: z.string(),
  reward_minor: MinorString,
  currency: z.string(),
  deadline: IsoTime,
  state: z.string(),
  proof_requirements: z.array(z.string()),
  offer_expires_at: IsoTime.nullable(),
  pass: z.object({ token: z.string(), expires_at: IsoTime }).nullable(),
  answer_schema: AnswerSchema.optional().describe('The questions to answer with the proof'),
  requester: RequesterRecord.optional(),
  rejection: Rejection.optional(),
});

function operatorOf(ctx: OpContext): string {
  if (!ctx.operatorId) throw new Error('operation needs an authenticated Operator');
  return ctx.operatorId;
}

function workerView(task: Task, tally?: ProofTally) {
  return {
    task_id: task.id,
    type: task.type,
    title: task.title,
    instructions: task.instructions,
    zone_ref: task.zoneRef,
    reward_minor: task.rewardMinor.toString(),
    currency: task.currency,
    deadline: new Date(task.deadlineMs).toISOString(),
    state: task.state,
    proof_requirements: [...task.proofRequirements],
    offer_expires_at:
      task.state === 'matched' ? new Date(task.updatedAtMs + OFFER_TIMEOUT_MS).toISOString() : null,
    pass: task.pass
      ? { token: task.pass.token, expires_at: new Date(task.pass.expiresAtMs).toISOString() }
      : null,
    ...(task.answerSchema ? { answer_schema: task.answerSchema } : {}),
    ...(tally ? { requester: requesterRecord(tally) } : {}),
    ...(task.rejection ? { rejection: rejectionView(task) } : {}),
  };
}

/** The requester's record on an offer: the task's org's proofs approved and rejected. */
const tallyOf = (ctx: OpContext, task: Task) =>
  isGoldOrg(task.orgId)
    ? platformProofTally(ctx.engine.states().values())
    : (ctx.engine.stateOf(task.orgId).orgs.get(task.orgId)?.proofTally ?? {
        approved: 0,
        rejected: 0,
      });

/**
 * Staff froze this Operator in the registry: an offer made before the freeze cannot be taken
 * (docs/operator-app.md, "Staff"). Work already accepted goes on.
 */
function refuseFrozen(ctx: OpContext): void {
  const me = ctx.engine.stateOf(OPERATORS_ROUTING_KEY).operators.get(operatorOf(ctx));
  if (me?.frozen) throw new DomainError('invalid_state', { state: 'frozen', action: 'accept' });
}

/** A task offered to or held by this Operator; another's is indistinguishable from none. */
export async function myTask(ctx: OpContext, taskId: string): Promise<Task> {
  const task = (await readTask(ctx.engine, taskId))?.task;
  if (!task || task.operatorId !== operatorOf(ctx))
    throw new DomainError('not_found', { resource: 'task' });
  return task;
}

const worker = { surface: 'worker' as const, idempotency: 'none' as const };

export const listOffers = defineOp({
  ...worker,
  id: 'worker_list_offers',
  method: 'GET',
  path: '/worker/v1/offers',
  summary: 'Tasks offered to this Operator, waiting for acceptance',
  description: 'An offer not accepted before offer_expires_at moves on to another Operator.',
  input: z.object({}),
  output: z.array(WorkerTask),
  readOnly: true,
  async handler(ctx) {
    const me = operatorOf(ctx);
    return ctx.engine.indexes
      .offeredTo(me)
      .filter((t) => t.state === 'matched' && t.operatorId === me)
      .map((t) => workerView(t, tallyOf(ctx, t)));
  },
});

export const acceptOffer = defineOp({
  ...worker,
  id: 'worker_accept_offer',
  method: 'POST',
  path: '/worker/v1/offers/:task_id/accept',
  summary: 'Accept an offer',
  description:
    'Moves the task to accepted. A task that needs a site visit gets a Pass, returned here ' +
    'and in GET /worker/v1/tasks/:id.',
  input: z.object({ task_id: Id }),
  output: WorkerTask,
  readOnly: false,
  async handler(ctx, input) {
    const task = await myTask(ctx, input.task_id);
    refuseFrozen(ctx);
    const needsVisit = findTaskType(task.type)?.needsVisit ?? false;
    const now = ctx.services.clock.now();
    const pass = needsVisit
      ? {
          id: mintId('cred'),
          token: `pass_${randomBase62(32)}`,
          expiresAtMs: Math.min(now + PASS_TTL_MS, task.deadlineMs + PASS_TTL_MS),
        }
      : undefined;
    await ctx.engine.execute({
      type: 'StepTask',
      orgId: task.orgId,
      taskId: task.id,
      step: 'ACCEPT',
      byOperator: operatorOf(ctx),
      ...(pass ? { pass } : {}),
    });
    return workerView(await myTask(ctx, task.id));
  },
});

export const getWorkerTask = defineOp({
  ...worker,
  id: 'worker_get_task',
  method: 'GET',
  path: '/worker/v1/tasks/:id',
  summary: 'A task offered to or held by this Operator, with its Pass',
  description: 'Instructions, deadline, reward and the Pass token to present at the visit.',
  input: z.object({ id: Id }),
  output: WorkerTask,
  readOnly: true,
  async handler(ctx, input) {
    const task = await myTask(ctx, input.id);
    return workerView(task, task.state === 'matched' ? tallyOf(ctx, task) : undefined);
  },
});

export const startTask = defineOp({
  ...worker,
  id: 'worker_start_task',
  method: 'POST',
  path: '/worker/v1/tasks/:id/start',
  summary: 'Start work on an accepted task',
  description:
    'accepted → in_progress. With `location`, the check-in position is recorded (rounded to 4 ' +
    'decimals, about 11 m) and the proof checks judge it against the zone.',
  input: z.object({
    id: Id,
    location: z
      .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
      .optional()
      .describe('Where the phone is at the start'),
  }),
  output: WorkerTask,
  readOnly: false,
  async handler(ctx, input) {
    const task = await myTask(ctx, input.id);
    await ctx.engine.execute({
      type: 'StepTask',
      orgId: task.orgId,
      taskId: task.id,
      step: 'START',
      byOperator: operatorOf(ctx),
      ...(input.location ? { checkIn: roundedPosition(input.location) } : {}),
    });
    return workerView(await myTask(ctx, task.id));
  },
});

/** A check-in position as recorded: 4 decimals (about 11 m), enough for a geofence of km. */
function roundedPosition(p: { lat: number; lng: number }) {
  return { lat: Math.round(p.lat * 1e4) / 1e4, lng: Math.round(p.lng * 1e4) / 1e4 };
}

const PROOF_PHOTOS_MAX = 10;
const PROOF_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

export const submitProof = defineOp({
  ...worker,
  id: 'worker_submit_proof',
  method: 'POST',
  path: '/worker/v1/tasks/:id/proof',
  bodyLimitBytes: PROOF_BODY_LIMIT_BYTES,
  summary: 'Submit proof for a task in progress',
  description:
    'JPEG photos (base64), the device location and capture time, and answers where the task ' +
    'asks questions. The submission time is recorded by the server; verification runs next ' +
    'and high confidence approves.',
  input: z.object({
    id: Id,
    photos: z
      .array(
        z.object({
          jpeg_base64: z
            .string()
            .min(100)
            .max(12 * 1024 * 1024),
        }),
      )
      .max(PROOF_PHOTOS_MAX)
      .default([]),
    location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    captured_at: IsoTime,
    answers: z
      .record(z.string().max(64), z.union([z.string().max(2000), z.number(), z.boolean()]))
      .optional()
      .describe('Keyed by the answer_schema keys; a photo answer is the index of one of photos'),
  }),
  output: WorkerTask,
  readOnly: false,
  async handler(ctx, input) {
    const task = await myTask(ctx, input.id);
    if (!ctx.services.media) throw new Error('no media store configured');
    const mediaSha256 = [];
    for (const photo of input.photos)
      mediaSha256.push(await ctx.services.media.put(Buffer.from(photo.jpeg_base64, 'base64')));
    await ctx.engine.execute({
      type: 'SubmitProof',
      orgId: task.orgId,
      taskId: task.id,
      operatorId: operatorOf(ctx),
      proof: {
        capturedAt: input.captured_at,
        mediaSha256,
        location: input.location,
        answers: input.answers ?? {},
      },
    });
    return workerView(await myTask(ctx, task.id));
  },
});

/** What an Operator may say with a report or an abandonment: a category, a note for staff. */
const SafetyWord = {
  category: z
    .enum(SAFETY_CATEGORIES)
    .optional()
    .describe('The policy category the Operator thinks applies (docs/api.md, "Safety categories")'),
  note: z.string().max(500).optional().describe('For staff: what is unsafe; not for the agent'),
};
const Withdrawn = z.object({
  task_id: z.string(),
  state: z.literal('withdrawn'),
  penalty: z.literal(false),
});
type Word = { category?: SafetyCategory | undefined; note?: string | undefined };

async function withdraw(ctx: OpContext, taskId: string, kind: 'report' | 'abandon', word: Word) {
  const task = await myTask(ctx, taskId);
  const note = word.note?.trim();
  await ctx.engine.execute({
    type: 'WithdrawUnsafe',
    orgId: task.orgId,
    taskId: task.id,
    operatorId: operatorOf(ctx),
    kind,
    ...(word.category ? { category: word.category } : {}),
    ...(note ? { note } : {}),
  });
  return { task_id: task.id, state: 'withdrawn' as const, penalty: false as const };
}

export const reportOffer = defineOp({
  ...worker,
  id: 'worker_report_offer',
  method: 'POST',
  path: '/worker/v1/offers/:task_id/report',
  summary: 'Report an offered task as unsafe (declines it, without penalty)',
  description:
    'The offer is declined and never made to this Operator again; nothing counts against ' +
    'the Operator. The task waits for staff review (docs/api.md, "Operators can say no").',
  input: z.object({ task_id: Id, ...SafetyWord }),
  output: Withdrawn,
  readOnly: false,
  async handler(ctx, input) {
    return withdraw(ctx, input.task_id, 'report', input);
  },
});

export const abandonTask = defineOp({
  ...worker,
  id: 'worker_abandon_task',
  method: 'POST',
  path: '/worker/v1/tasks/:id/abandon',
  summary: 'Abandon an accepted or started task for safety (without penalty)',
  description:
    'reason must be "safety". The Pass is revoked, the task waits for staff review and is ' +
    'never offered to this Operator again; nothing counts against the Operator.',
  input: z.object({ id: Id, reason: z.literal('safety'), ...SafetyWord }),
  output: Withdrawn,
  readOnly: false,
  async handler(ctx, input) {
    return withdraw(ctx, input.id, 'abandon', input);
  },
});

export const WORKER_OPS = [
  listOffers,
  acceptOffer,
  getWorkerTask,
  startTask,
  submitProof,
  reportOffer,
  abandonTask,
];
