// The org's home page and its audit log (members: team.ts).
import type { FastifyInstance } from 'fastify';
import { balanceOf } from '../../core/state.ts';
import { openTaskIds } from '../../core/org-tasks.ts';
import { slotsOf } from '../../core/slots.ts';
import { isListed } from '../../runtime/slot-groups.ts';
import { formatMinor } from '../../views/format.ts';
import { requireRole } from '../../accounts/session.ts';
import type { Kit } from '../kit.ts';
import { gettingStarted } from './getting-started.ts';

export function orgRoutes(app: FastifyInstance, kit: Kit, baseUrl: () => string): void {
  const { engine, store } = kit.deps;

  app.get('/overview', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const orgId = signed.user.orgId!;
    const state = engine.stateOf(orgId);
    const org = state.orgs.get(orgId)!;
    const open = openTaskIds(state.tasksByOrg, orgId, state.tasks).map(
      (id) => state.tasks.get(id)!,
    );
    // A task of several Operators counts once, under each state one of its slots is in: each
    // count is what the Tasks page's state filter (which it links to) shows.
    const tasks = open.filter(isListed);
    const byState = new Map<string, number>();
    for (const t of tasks)
      for (const s of new Set(slotsOf(state, t).map((slot) => slot.state)))
        byState.set(s, (byState.get(s) ?? 0) + 1);
    const agents = [...state.agents.values()].filter((a) => a.orgId === orgId);
    return kit.page(req, reply, 'overview.eta', {
      balance: formatMinor(balanceOf(state, org.currency, `wallet:${orgId}`)),
      currency: org.currency,
      openTasks: tasks.length,
      byState: [...byState.entries()],
      agents: agents.length,
      frozen: agents.filter((a) => a.frozen).length,
      review: open.filter((t) => t.state === 'proof_submitted' || t.state === 'verifying').length,
      start: await gettingStarted(kit, orgId, baseUrl()),
    });
  });

  app.get('/audit', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const q = req.query as { action?: string; before?: string };
    const action = q.action && /^[a-z_.]{1,60}$/.test(q.action) ? q.action : undefined;
    const before = q.before && /^a![\w!]{1,200}$/.test(q.before) ? q.before : undefined;
    const scope = signed.user.orgId;
    const page = await store.auditLog(scope, {
      limit: 50,
      ...(before ? { beforeKey: before } : {}),
      ...(action ? { action } : {}),
    });
    return kit.page(req, reply, 'audit.eta', {
      entries: page.entries,
      next: page.next
        ? new URLSearchParams({ ...(action ? { action } : {}), before: page.next }).toString()
        : null,
      action: action ?? '',
    });
  });
}
