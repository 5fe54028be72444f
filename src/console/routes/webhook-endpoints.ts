// Webhook endpoints from the console (docs/console.md, "Webhooks"): create one (as an agent of
// the org, through create_webhook_endpoint: the same checks, its signing secret shown once),
// delete one (delete_webhook_endpoint, behind a confirmation checked here), and send it a signed
// `webhook.test` event that shows in its delivery log like any other; edit one's URL and events,
// and enable one again after a disable or a receiver's 410 (records of their own, decided, logged
// and applied as the disable is).
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../errors/problem.ts';
import { checkEndpointUrl, EVENT_PATTERN } from '../../ops/webhook-endpoints.ts';
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
    const made = await kit.run(
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
  // logged, applied; queued deliveries are dropped. Enable (below) turns it on again.
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

  // The same checks as create_webhook_endpoint: the URL's (validation_failed naming `url`) and the
  // event names' pattern. The endpoint keeps its id and signing secret.
  app.post('/webhooks/:id/edit', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'developer');
    const orgId = signed.user.orgId!;
    const id = (req.params as { id: string }).id;
    const org = orgOf(orgId);
    if (!org.webhooks.has(id)) return redirect(reply, '/console/webhooks?error=not_found');
    const body = req.body as Record<string, string | undefined>;
    const events = [
      ...new Set(
        String(body.events ?? '')
          .split(/[\s,]+/)
          .filter(Boolean),
      ),
    ];
    if (events.length === 0 || events.length > 50 || !events.every((e) => EVENT_PATTERN.test(e)))
      return redirect(reply, '/console/webhooks?done=webhook_events_invalid');
    let url: string;
    try {
      const raw = String(body.url ?? '').trim();
      if (raw.length === 0 || raw.length > 2048) throw new DomainError('validation_failed', {});
      url = checkEndpointUrl(raw, {
        testMode: org.mode === 'test',
        allowLocal: kit.deps.services.config.ERRAND_ALLOW_LOCAL_WEBHOOKS === '1',
      });
    } catch (error) {
      if (error instanceof DomainError)
        return redirect(reply, '/console/webhooks?done=webhook_url_invalid');
      throw error;
    }
    const before = org.webhooks.get(id)!;
    const from = { url: before.url, events: before.events };
    await engine.execute({ type: 'UpdateWebhookEndpoint', orgId, endpointId: id, url, events });
    await kit.audit(req, {
      action: 'webhook.endpoint.update',
      target: id,
      orgId,
      detail: {
        url: url.slice(0, 200),
        events: events.join(','),
        url_before: from.url.slice(0, 200),
        events_before: from.events.join(','),
      },
    });
    return redirect(reply, '/console/webhooks?done=webhook_updated');
  });

  app.post('/webhooks/:id/enable', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'developer');
    const orgId = signed.user.orgId!;
    const id = (req.params as { id: string }).id;
    const endpoint = orgOf(orgId).webhooks.get(id);
    if (!endpoint) return redirect(reply, '/console/webhooks?error=not_found');
    if (endpoint.disabled)
      await engine.execute({ type: 'EnableWebhookEndpoint', orgId, endpointId: id });
    await kit.audit(req, { action: 'webhook.endpoint.enable', target: id, orgId });
    return redirect(reply, '/console/webhooks?done=webhook_enabled');
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
