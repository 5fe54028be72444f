// Staff's freeze and unfreeze of an Operator from the console's Operators page (docs/console.md,
// docs/operator-app.md "Staff"): the admin operation /internal/v1 serves, recorded in the log
// and in the platform audit log. The page itself is in routes/staff.ts.
import type { FastifyInstance } from 'fastify';
import { operation } from '../../ops/registry.ts';
import { requireRole } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';

export function staffOperatorRoutes(app: FastifyInstance, kit: Kit): void {
  app.post('/staff/operators/:id/:action', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const { id, action } = req.params as { id: string; action: string };
    if (action !== 'freeze' && action !== 'unfreeze')
      return redirect(reply, '/console/staff/operators');
    await kit.run(
      req,
      operation(`admin_${action}_operator`),
      { operator_id: id },
      { action: `operator.${action}`, target: id, orgId: null },
    );
    const done = action === 'freeze' ? 'operator_frozen' : 'operator_unfrozen';
    return redirect(reply, `/console/staff/operators?done=${done}`);
  });
}
