// Webhook endpoints from the console (docs/console.md, "Webhooks"): create one (as an agent of
// the org, through create_webhook_endpoint: the same checks, its signing secret shown once),
// delete one (delete_webhook_endpoint, behind a confirmation checked here), and send it a signed
// `webhook.test` event that shows in its delivery log like any other.
import type { FastifyInstance } from 'fastify';
import { operation } from '../../ops/registry.ts';
import { mintId } from '../../runtime/ids.ts';
import { requireRole } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';

export function webhookEndpointRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine } = kit.deps;

  const orgOf = (orgId: string) => engine.stateOf(orgId).orgs.get(orgId)!;
  /** An agent of the org allowed to manage endpoints (the ops need can_post_tasks). */
  const actingAgent = (orgId: string, wanted?: string) => {
    const agents = [...engine.stateOf(orgId).agents.values()].filter((a) => a.orgId === orgId);
    return wanted
      ? agents.find((a) => a.id === wanted)
      : (agents.find((a) => a.delegation.can_post_tasks && !a.frozen) ?? agents[0]);
  };

  app.post('/webhooks', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'developer');
    const orgId = signed.user.orgId!;
    const body = req.body as Record<string, string | undefined>;
    const agent = actingAgent(orgId, String(body.agent_id ?? ''));
    if (!agent) return redirect(reply, '/console/webhooks?error=not_found');
    const events = String(body.events ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .slice(0, 50);
    const made = await kit.run<{ id: string; url: string; secret: string }>(
      req,
      operation('create_webhook_endpoint'),
      { url: String(body.url ?? '').trim(), events },
      {
        action: 'webhook.endpoint.create',
        target: null,
        orgId,
        detail: { url: String(body.url ?? '').slice(0, 200) },
      },
      { agent: { agentId: agent.id, orgId }, idempotencyKey: mintId('con') },
    );
    reply.header('cache-control', 'no-store');
    return kit.page(req, reply, 'webhook-secret.eta', { endpoint: made }, 201);
  });

  app.post('/webhooks/:id/delete', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'developer');
    const orgId = signed.user.orgId!;
    const id = (req.params as { id: string }).id;
    if (!orgOf(orgId).webhooks.has(id)) return redirect(reply, '/console/webhooks?error=not_found');
    if ((req.body as { confirm?: string }).confirm !== 'on') {
      return redirect(reply, '/console/webhooks?done=unconfirmed');
    }
    const agent = actingAgent(orgId);
    if (!agent) return redirect(reply, '/console/webhooks?error=not_found');
    await kit.run(
      req,
      operation('delete_webhook_endpoint'),
      { id },
      { action: 'webhook.endpoint.delete', target: id, orgId },
      { agent: { agentId: agent.id, orgId } },
    );
    return redirect(reply, '/console/webhooks?done=webhook_deleted');
  });

  // Disabling is the record a receiver's 410 Gone writes (DisableWebhookEndpoint): decided,
  // logged, applied; queued deliveries are dropped. There is no re-enable yet (docs/console.md).
  app.post('/webhooks/:id/disable', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'developer');
    const orgId = signed.user.orgId!;
    const id = (req.params as { id: string }).id;
    const endpoint = orgOf(orgId).webhooks.get(id);
    if (!endpoint) return redirect(reply, '/console/webhooks?error=not_found');
    if ((req.body as { confirm?: string }).confirm !== 'on') {
      return redirect(reply, '/console/webhooks?done=unconfirmed');
    }
    if (!endpoint.disabled)
      await engine.execute({ type: 'DisableWebhookEndpoint', orgId, endpointId: id });
    await kit.audit(req, { action: 'webhook.endpoint.disable', target: id, orgId });
    return redirect(reply, '/console/webhooks?done=webhook_disabled');
  });

  app.post('/webhooks/:id/test', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'developer');
    const orgId = signed.user.orgId!;
    const id = (req.params as { id: string }).id;
    const endpoint = orgOf(orgId).webhooks.get(id);
    if (!endpoint || !kit.deps.webhooks)
      return redirect(reply, '/console/webhooks?error=not_found');
    const eventId = mintId('evt_test');
    kit.deps.webhooks.sendTest(orgId, id, eventId, new Date().toISOString());
    await kit.audit(req, {
      action: 'webhook.test',
      target: id,
      orgId,
      detail: { event_id: eventId },
    });
    return redirect(reply, '/console/webhooks?done=test_sent');
  });
}
