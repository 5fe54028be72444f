// The staff quality page (docs/console.md, "Operator quality"; docs/outcomes.md): every
// Operator's score, level and pause, lowest first; one Operator's latest outcomes and staff's
// review (reinstate or pause, after a confirmation); the gold tasks with their known answers,
// and a form to create one for a zone; what the gold wallets hold, with a button returning it to
// gold funding. Each change is the admin operation /internal/v1 serves,
// recorded in the platform audit log. Operator ids only: no PII.
import type { FastifyInstance } from 'fastify';
import { operation } from '../../ops/registry.ts';
import { requireRole } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';
import { GOLD_ORG } from '../../core/decide-gold.ts';

const HOUR_MS = 3_600_000;

export function staffQualityRoutes(app: FastifyInstance, kit: Kit): void {
  const { services } = kit.deps;

  app.get('/staff/quality', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const ctx = kit.ctx(req);
    const operators = (await operation('admin_list_operator_quality').handler(
      ctx,
      {},
    )) as unknown[];
    const gold = (await operation('admin_list_gold_tasks').handler(ctx, {})) as unknown[];
    const wallets = await operation('admin_list_gold_wallets').handler(ctx, {});
    return kit.page(req, reply, 'staff/quality.eta', { operators, gold, wallets });
  });

  app.get('/staff/quality/:id', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const id = (req.params as { id: string }).id;
    const op = await operation('admin_get_operator_quality').handler(kit.ctx(req), {
      operator_id: id,
    });
    return kit.page(req, reply, 'staff/quality-operator.eta', { op });
  });

  app.post('/staff/quality/:id/review', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const id = (req.params as { id: string }).id;
    const body = req.body as Record<string, string | undefined>;
    const decision =
      body.decision === 'reinstate' ? 'reinstate' : body.decision === 'pause' ? 'pause' : undefined;
    if (!decision || body.confirm !== 'on')
      return redirect(reply, `/console/staff/quality/${encodeURIComponent(id)}?done=unconfirmed`);
    await kit.run(
      req,
      operation('admin_review_operator_quality'),
      { operator_id: id, decision },
      { action: `operator.quality_${decision}`, target: id, orgId: null },
    );
    return redirect(
      reply,
      `/console/staff/quality/${encodeURIComponent(id)}?done=quality_${decision}`,
    );
  });

  // Money older records left in a gold wallet goes back to gold funding (docs/outcomes.md).
  app.post('/staff/gold-wallets/:mode/return', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const raw = (req.params as { mode: string }).mode;
    const mode = raw === 'test' ? 'test' : raw === 'live' ? 'live' : undefined;
    const body = req.body as Record<string, string | undefined>;
    if (!mode || body.confirm !== 'on')
      return redirect(reply, '/console/staff/quality?done=unconfirmed#gold-wallets');
    const done = await kit.run(
      req,
      operation('admin_return_gold_wallet'),
      { mode },
      { action: 'gold_wallet.return', target: GOLD_ORG[mode], orgId: null },
    );
    const what = done.returned.length > 0 ? 'gold_returned' : 'gold_nothing';
    return redirect(reply, `/console/staff/quality?done=${what}#gold-wallets`);
  });

  app.post('/staff/gold-tasks', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const b = req.body as Record<string, string | undefined>;
    const hours = Math.min(Math.max(Number(b.hours ?? 48) || 48, 1), 24 * 30);
    const input = {
      mode: b.mode === 'test' ? 'test' : 'live',
      task: {
        type: b.type ?? 'field_verification',
        title: b.title ?? '',
        instructions: b.instructions ?? '',
        reward_major: b.reward_major ?? '',
        deadline: new Date(services.clock.now() + hours * HOUR_MS).toISOString(),
        zone_ref: b.zone_ref ?? '',
        answer_schema: { fields: [{ key: 'answer', type: 'boolean', label: b.question ?? '' }] },
      },
      known_answer: { answer: b.known === 'yes' },
    };
    const made = await kit.run(req, operation('admin_create_gold_task'), input, {
      action: 'gold_task.create',
      target: null,
      orgId: null,
    });
    return redirect(reply, `/console/staff/quality?done=gold_created#gold-${made.task_id}`);
  });
}
