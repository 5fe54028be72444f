// The proof (docs/operator-app.md, "Proof and the outbox"): the form (camera input, the task's
// typed questions), and the submission the phone's outbox sends (assets/outbox.js) as JSON with
// an idempotency key minted with the form. A key already taken answers as taken and submits
// nothing, so a resend after a lost answer, or a second flush of the outbox, counts once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invoke } from '../../ops/invoke.ts';
import { getWorkerTask, submitProof } from '../../ops/worker.ts';
import { randomBase62 } from '../../runtime/ids.ts';
import { readTask } from '../../runtime/reads.ts';
import { redirect, SESSION_PATH, type AppKit } from '../kit.ts';
import { answerFields, typedAnswers, type FormField } from '../answers.ts';

const PROOF_KEY = /^[A-Za-z0-9_-]{16,64}$/;
const PROOF_BODY_LIMIT = 12 * 1024 * 1024;

const Submission = z.object({
  key: z.string().regex(PROOF_KEY),
  photos: z
    .array(
      z
        .string()
        .min(100)
        .max(11 * 1024 * 1024),
    )
    .min(1)
    .max(5),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  captured_at: z.string().datetime(),
  answers: z.record(z.string().max(64), z.string().max(2000)).default({}),
});

export function proofRoutes(app: FastifyInstance, kit: AppKit): void {
  const { engine, services, store } = kit.deps;
  const locks = new Map<string, Promise<unknown>>();

  async function operatorOf(req: FastifyRequest): Promise<string | undefined> {
    return (await kit.who(req))?.account.operatorId ?? undefined;
  }

  const ctxOf = (req: FastifyRequest, operatorId: string) => ({
    engine,
    services,
    requestId: req.id,
    headers: req.headers,
    operatorId,
  });

  app.get('/tasks/:id/proof', async (req, reply) => {
    const me = await operatorOf(req);
    if (!me) return redirect(reply, `${SESSION_PATH}/home`);
    const id = (req.params as { id: string }).id;
    const task = await invoke(getWorkerTask, ctxOf(req, me), { id });
    if (task.state !== 'in_progress') {
      return redirect(reply, `${SESSION_PATH}/tasks/${encodeURIComponent(id)}`);
    }
    const fields: FormField[] = answerFields(task.answer_schema);
    return kit.page(req, reply, 'proof.eta', { task, fields, key: randomBase62(32) });
  });

  app.post('/tasks/:id/proof', { bodyLimit: PROOF_BODY_LIMIT }, async (req, reply) => {
    const me = await operatorOf(req);
    if (!me) return answer(reply, 401, { error: 'proof.signed_out' });
    const id = (req.params as { id: string }).id;
    const parsed = Submission.safeParse(req.body);
    if (!parsed.success) return answer(reply, 400, { error: 'proof.bad' });
    const s = parsed.data;
    const lockKey = `${me}!${s.key}`;
    const prior = locks.get(lockKey) ?? Promise.resolve();
    const run = prior.then(
      () => take(req, me, id, s),
      () => take(req, me, id, s),
    );
    const settled = run.catch(() => undefined);
    locks.set(lockKey, settled);
    void settled.then(() => locks.get(lockKey) === settled && locks.delete(lockKey));
    const [status, body] = await run;
    return answer(reply, status, body);
  });

  async function take(req: FastifyRequest, me: string, id: string, s: z.infer<typeof Submission>) {
    const done = { taken: true, redirect: `${SESSION_PATH}/tasks/${encodeURIComponent(id)}` };
    const before = await store.takenProof(me, s.key);
    if (before) return [200, { ...done, again: true }] as const;
    const view = await invoke(getWorkerTask, ctxOf(req, me), { id });
    const answers = typedAnswers(answerFields(view.answer_schema), s.answers);
    if (!answers.ok) return [400, { error: 'proof.answers', fields: answers.errors }] as const;
    try {
      await invoke(submitProof, ctxOf(req, me), {
        id,
        photos: s.photos.map((jpeg_base64) => ({ jpeg_base64 })),
        location: { lat: s.lat, lng: s.lng },
        captured_at: s.captured_at,
        answers: answers.values,
      });
    } catch (error) {
      // Taken before a crash that lost the key's record: the task holds this Operator's proof.
      const task = (await readTask(engine, id))?.task;
      if (!(task?.operatorId === me && task.proof !== null && task.state !== 'in_progress')) {
        req.log.info({ err: error }, 'operator app proof refused');
        return [409, { error: 'work.cannot' }] as const;
      }
    }
    await store.putTakenProof(me, s.key, { taskId: id, atMs: services.clock.now() });
    return [200, done] as const;
  }
}

function answer(reply: FastifyReply, status: number, body: object): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}
