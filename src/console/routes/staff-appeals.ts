// The staff appeals page (docs/operator-app.md, "Rejections and appeals"): Operators' open
// appeals of rejected proofs, each with who rejected it, the agent's reason, the Operator's word
// and the checks; uphold (the dispute resolves for the agent: refund) or overturn (for the
// Operator: released, paid by settlement), after a confirmation. Each decision is the admin
// operation /internal/v1 serves, recorded in the platform audit log.
import type { FastifyInstance } from 'fastify';
import { operation } from '../../ops/registry.ts';
import { openAppeals } from '../../ops/appeals.ts';
import { requireRole } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';

export function staffAppealRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine } = kit.deps;

  app.get('/staff/appeals', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const items = openAppeals({ engine });
    return kit.page(req, reply, 'staff/appeals.eta', {
      items: items.slice(0, 100),
      total: items.length,
    });
  });

  app.post('/staff/appeals/:id', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const id = (req.params as { id: string }).id;
    const body = req.body as Record<string, string | undefined>;
    const decision =
      body.decision === 'uphold' ? 'uphold' : body.decision === 'overturn' ? 'overturn' : undefined;
    // Either moves money (a refund or a payout): never by a stray click.
    if (!decision || body.confirm !== 'on')
      return redirect(reply, '/console/staff/appeals?done=unconfirmed');
    const note = String(body.note ?? '')
      .trim()
      .slice(0, 500);
    await kit.run(
      req,
      operation('admin_decide_appeal'),
      { task_id: id, decision, ...(note ? { note } : {}) },
      { action: `appeal.${decision}`, target: id, orgId: null, detail: note ? { note } : {} },
    );
    return redirect(
      reply,
      `/console/staff/appeals?done=${decision === 'uphold' ? 'upheld' : 'overturned'}`,
    );
  });
}
