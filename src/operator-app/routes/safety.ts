// Saying no for safety (docs/operator-app.md, "Safety"): report an offer as unsafe (it is
// declined) or stop an accepted or started task, with no penalty either way. The Operator picks a
// plain reason, mapped to the policy's category (docs/api.md, "Operators can say no"); the note
// goes to staff, never to the agent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invoke } from '../../ops/invoke.ts';
import { abandonTask, getWorkerTask, reportOffer } from '../../ops/worker.ts';
import type { SafetyCategory } from '../../domain/safety-verdict.ts';
import { redirect, SESSION_PATH, type AppKit } from '../kit.ts';

/** The Operator's words for the policy categories a person in the field meets. */
const SAFETY_REASONS: Record<string, SafetyCategory | null> = {
  danger: 'dangerous_work',
  violence: 'violence_threats',
  watching: 'surveillance_stalking',
  trespass: 'trespass_break_in',
  lying: 'impersonation_fraud',
  illegal: 'illegal_goods_services',
  other: null,
};

export function safetyRoutes(app: FastifyInstance, kit: AppKit): void {
  const { engine, services } = kit.deps;

  async function me(req: FastifyRequest): Promise<string | undefined> {
    return (await kit.who(req))?.account.operatorId ?? undefined;
  }
  const ctxOf = (req: FastifyRequest, operatorId: string) => ({
    engine,
    services,
    requestId: req.id,
    headers: req.headers,
    operatorId,
  });

  for (const kind of ['report', 'abandon'] as const) {
    const path = kind === 'report' ? '/offers/:id/report' : '/tasks/:id/abandon';

    app.get(path, async (req, reply) => {
      const operatorId = await me(req);
      if (!operatorId) return redirect(reply, `${SESSION_PATH}/home`);
      const id = (req.params as { id: string }).id;
      const task = await invoke(getWorkerTask, ctxOf(req, operatorId), { id });
      const reasons = Object.keys(SAFETY_REASONS);
      return kit.page(req, reply, 'safety.eta', { kind, task, reasons });
    });

    app.post(path, async (req, reply) => {
      const operatorId = await me(req);
      if (!operatorId) return redirect(reply, `${SESSION_PATH}/home`);
      const id = (req.params as { id: string }).id;
      const body = req.body as Record<string, unknown>;
      const category = SAFETY_REASONS[String(body.reason ?? 'other')] ?? null;
      const note = String(body.note ?? '')
        .trim()
        .slice(0, 500);
      const word = { ...(category ? { category } : {}), ...(note ? { note } : {}) };
      if (kind === 'report') {
        await invoke(reportOffer, ctxOf(req, operatorId), { task_id: id, ...word });
      } else {
        await invoke(abandonTask, ctxOf(req, operatorId), { id, reason: 'safety', ...word });
      }
      return kit.message(req, reply, 'safety.done', 200);
    });
  }
}
