// The staff safety queue (docs/console.md, "Safety queue"): every task held for review, with its
// org and the org's safety flag, the filter's reasons or the Operator's report, the text and the
// reward; release or refuse after a confirmation; freeze a flagged org. Each change is the admin
// operation /internal/v1 serves, recorded in the platform audit log.
import type { FastifyInstance } from 'fastify';
import { operation } from '../../ops/registry.ts';
import { safetyQueue } from '../../ops/safety-admin.ts';
import { requireRole } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';

export function staffSafetyRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine, services } = kit.deps;

  app.get('/staff/safety', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const items = safetyQueue({ engine, services });
    return kit.page(req, reply, 'staff/safety.eta', {
      items: items.slice(0, 100),
      total: items.length,
    });
  });

  app.post('/staff/safety/:id', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const id = (req.params as { id: string }).id;
    const body = req.body as Record<string, string | undefined>;
    const decision =
      body.decision === 'release' ? 'release' : body.decision === 'refuse' ? 'refuse' : undefined;
    // A release puts the task before Operators, a refusal ends it: neither by a stray click.
    if (!decision || body.confirm !== 'on')
      return redirect(reply, '/console/staff/safety?done=unconfirmed');
    const note = String(body.note ?? '')
      .trim()
      .slice(0, 500);
    const held = safetyQueue({ engine, services }).find((q) => q.task_id === id);
    await kit.run(
      req,
      operation('admin_decide_hold'),
      { task_id: id, decision, ...(note ? { note } : {}) },
      {
        action: `safety.hold.${decision}`,
        target: id,
        orgId: null,
        detail: {
          org_id: held?.org_id ?? null,
          category: held?.category ?? null,
          ...(note ? { note } : {}),
        },
      },
    );
    return redirect(
      reply,
      `/console/staff/safety?done=${decision === 'release' ? 'released' : 'refused'}`,
    );
  });

  app.post('/staff/orgs/:id/freeze', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const id = (req.params as { id: string }).id;
    const on = (req.body as { frozen?: string }).frozen === 'on';
    await kit.runOnOrg(
      req,
      operation(on ? 'admin_freeze_org' : 'admin_unfreeze_org'),
      { org_id: id },
      {
        action: on ? 'governance.org_freeze.on' : 'governance.org_freeze.off',
        target: id,
        orgId: id,
      },
    );
    return redirect(reply, `/console/staff/orgs?done=${on ? 'org_frozen' : 'org_unfrozen'}`);
  });
}
