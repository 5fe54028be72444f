// The request log (docs/console.md, "Request log"): the org's recent agent requests, newest
// first, searchable by agent, status and text, so a developer can see why a call was refused.
// Read from the bounded in-memory log (src/observability/agent-requests.ts); no body, header or
// key is ever kept there.
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../accounts/session.ts';
import type { Kit } from '../kit.ts';

const SHOWN = 200;

export function requestLogRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine, services } = kit.deps;

  app.get('/requests', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const orgId = signed.user.orgId!;
    const q = req.query as { agent?: string; q?: string; status?: string };
    const agents = [...engine.stateOf(orgId).agents.values()]
      .filter((a) => a.orgId === orgId)
      .map((a) => ({ id: a.id, name: a.name }));
    const agent = agents.find((a) => a.id === q.agent)?.id;
    const status = q.status && /^([1-5]xx|[1-5]\d\d)$/.test(q.status) ? q.status : undefined;
    const text = (q.q ?? '').trim().slice(0, 100);
    const requests =
      services.requestLog?.list(
        orgId,
        {
          ...(agent ? { agentId: agent } : {}),
          ...(status ? { status } : {}),
          ...(text ? { text } : {}),
        },
        SHOWN,
      ) ?? [];
    const names = new Map(agents.map((a) => [a.id, a.name]));
    return kit.page(req, reply, 'requests.eta', {
      agents,
      filters: { agent: agent ?? '', status: status ?? '', q: text },
      requests: requests.map((r) => ({ ...r, agentName: names.get(r.agentId) ?? r.agentId })),
      shown: SHOWN,
    });
  });
}
