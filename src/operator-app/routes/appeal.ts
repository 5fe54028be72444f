// Appealing a rejected proof (docs/operator-app.md, "Rejections and appeals"): the task page shows
// why the proof was rejected (who, the agent's stated reason, the checks) and, within the window,
// a form to appeal with a word for staff. The appeal is worker_open_appeal run as this Operator:
// decided, logged and applied like every other step; staff decide it in the console.
import type { FastifyInstance } from 'fastify';
import { invoke } from '../../ops/invoke.ts';
import { getWorkerTask } from '../../ops/worker.ts';
import { openAppeal } from '../../ops/appeals.ts';
import { redirect, SESSION_PATH, type AppKit } from '../kit.ts';

const APPEAL_NOTE_MAX = 1000;

export function appealRoutes(app: FastifyInstance, kit: AppKit): void {
  const { engine, services } = kit.deps;

  app.post('/tasks/:id/appeal', async (req, reply) => {
    const me = (await kit.who(req))?.account.operatorId;
    if (!me) return redirect(reply, `${SESSION_PATH}/home`);
    const id = (req.params as { id: string }).id;
    const ctx = { engine, services, requestId: req.id, headers: req.headers, operatorId: me };
    const task = await invoke(getWorkerTask, ctx, { id });
    const back = `${SESSION_PATH}/tasks/${encodeURIComponent(id)}`;
    // Said plainly on the task page rather than as "that can no longer be done".
    if (!task.rejection) return redirect(reply, back);
    const closed = Date.parse(task.rejection.appeal_until) < services.clock.now();
    if (!task.rejection.appeal && closed) return redirect(reply, `${back}?error=appeal.closed`);
    const note = String((req.body as Record<string, unknown>).note ?? '')
      .trim()
      .slice(0, APPEAL_NOTE_MAX);
    await invoke(openAppeal, ctx, { id, ...(note ? { note } : {}) });
    return redirect(reply, `${back}?done=appeal.sent`);
  });
}
