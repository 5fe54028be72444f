// The work screens (docs/operator-app.md, "Work"): offers made to this Operator (the matcher
// offers by the LGAs they cover), accept, the task with its Pass as a QR code, and start with a
// location check-in inside the zone's geofence. Every change is an Operator app operation
// (src/ops/worker.ts) run as this Operator: the same decide, log and apply as /worker/v1.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import QRCode from 'qrcode';
import type { Task } from '../../core/state.ts';
import { OPERATORS_ROUTING_KEY } from '../../core/commands.ts';
import { ZONES, ZONE_GEOFENCES } from '../../domain/zones.ts';
import { invoke } from '../../ops/invoke.ts';
import type { Operation } from '../../ops/operation.ts';
import { acceptOffer, getWorkerTask, listOffers, startTask } from '../../ops/worker.ts';
import { photoUrl } from '../../ops/operator-photos.ts';
import { distanceM } from '../../proof-checks/geo.ts';
import { readTask } from '../../runtime/reads.ts';
import { formatMinor, formatTime } from '../../views/format.ts';
import { redirect, SESSION_PATH, type AppKit } from '../kit.ts';
import { rejectionText, requesterText } from '../fairness.ts';

/** A task as the Operator's app reads it: get_worker_task's output (ops/worker.ts). */
type WorkerTask = z.output<typeof getWorkerTask.output>;

/** Tasks shown under "my work": held by this Operator and not finished. */
/** What a site's scanner reads: the Pass token it sends to POST /v1/pass/verify. */
export const QR_OPTIONS = { type: 'svg', margin: 2, errorCorrectionLevel: 'M' } as const;

const ACTIVE = new Set(['accepted', 'in_progress', 'proof_submitted', 'verifying', 'disputed']);

export function workRoutes(app: FastifyInstance, kit: AppKit): void {
  const { engine, services } = kit.deps;

  /** The signed-in Operator's id, or a redirect home for anyone else. */
  async function operatorOf(req: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const signed = await kit.who(req);
    const id = signed?.account.operatorId ?? undefined;
    if (!id) void redirect(reply, `${SESSION_PATH}/home`);
    return id;
  }

  const run = <O extends z.ZodType>(
    req: FastifyRequest,
    operatorId: string,
    op: Operation<z.ZodType, O>,
    input: object,
  ) =>
    invoke(
      op,
      { engine, services, requestId: req.id, headers: req.headers, operatorId },
      {
        ...input,
      },
    );

  const view = (t: WorkerTask) => ({
    ...t,
    zone: ZONES.get(t.zone_ref)?.name ?? t.zone_ref,
    reward: `${t.currency} ${formatMinor(t.reward_minor)}`,
    deadlineText: formatTime(t.deadline),
    record: t.requester ? requesterText(t.requester) : null,
    rejected: t.rejection ? rejectionText(t.rejection) : null,
  });

  app.get('/work', async (req, reply) => {
    const me = await operatorOf(req, reply);
    if (!me) return reply;
    const offers = await run(req, me, listOffers, {});
    const mine: Task[] = engine.indexes
      .offeredTo(me)
      .filter((t) => t.operatorId === me && ACTIVE.has(t.state));
    const held = await Promise.all(mine.map((t) => run(req, me, getWorkerTask, { id: t.id })));
    return kit.page(req, reply, 'work.eta', {
      offers: offers.map(view),
      mine: held.map(view),
    });
  });

  app.post('/offers/:id/accept', async (req, reply) => {
    const me = await operatorOf(req, reply);
    if (!me) return reply;
    const id = (req.params as { id: string }).id;
    await run(req, me, acceptOffer, { task_id: id });
    await kit.deps.store.putTakenTask(me, services.clock.now(), id);
    return redirect(reply, `${SESSION_PATH}/tasks/${encodeURIComponent(id)}`);
  });

  app.get('/tasks/:id', async (req, reply) => {
    const me = await operatorOf(req, reply);
    if (!me) return reply;
    const id = (req.params as { id: string }).id;
    const task = await run(req, me, getWorkerTask, { id });
    const operator = engine.stateOf(OPERATORS_ROUTING_KEY).operators.get(me);
    const qr =
      task.pass && ['accepted', 'in_progress'].includes(task.state)
        ? await QRCode.toString(task.pass.token, QR_OPTIONS)
        : null;
    const q = req.query as { error?: string; done?: string };
    // The checks' verdict on this Operator's own proof: outcome and each check's reason.
    const verification = (await readTask(engine, id))?.task.proof?.verification ?? null;
    return kit.page(req, reply, 'task.eta', {
      task: view(task),
      qr,
      passExpires: task.pass ? formatTime(task.pass.expires_at) : null,
      name: operator ? `${operator.firstName} ${operator.lastName.charAt(0)}.` : '',
      photo: operator ? photoUrl(operator.photo) : null,
      error: q.error && /^(work|appeal)\.[a-z_]+$/.test(q.error) ? q.error : undefined,
      done: q.done === 'appeal.sent' ? q.done : undefined,
      canAppeal:
        !!task.rejection &&
        !task.rejection.appeal &&
        task.state === 'disputed' &&
        Date.parse(task.rejection.appeal_until) >= services.clock.now(),
      verification: verification
        ? { outcome: verification.outcome, checks: verification.checks }
        : null,
    });
  });

  app.post('/tasks/:id/start', async (req, reply) => {
    const me = await operatorOf(req, reply);
    if (!me) return reply;
    const id = (req.params as { id: string }).id;
    const back = `${SESSION_PATH}/tasks/${encodeURIComponent(id)}`;
    const task = await run(req, me, getWorkerTask, { id });
    const body = req.body as Record<string, unknown>;
    const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
    const given = filled(body.lat) && filled(body.lng);
    const here = { lat: Number(body.lat), lng: Number(body.lng) };
    if (!given || !Number.isFinite(here.lat) || !Number.isFinite(here.lng)) {
      return redirect(reply, `${back}?error=work.need_location`);
    }
    // No geofence for the zone: the check-in is not refused here (proof checks warn instead).
    const fence = ZONE_GEOFENCES.get(task.zone_ref);
    if (fence && distanceM(here, fence.center) > fence.radiusM) {
      return redirect(reply, `${back}?error=work.outside_zone`);
    }
    await run(req, me, startTask, { id, location: here });
    return redirect(reply, back);
  });
}
