// Webhooks (endpoints, each one's recent delivery attempts with the receiver's answers, resend),
// Loops (proposed runs to approve or decline, pause, resume) and workflows (state and the
// verified report). Loop changes run as the Loop's own agent: the same flag, the same errors.
import type { FastifyInstance } from 'fastify';
import { listLoops, readWorkflow } from '../../runtime/reads.ts';
import { operation } from '../../ops/registry.ts';
import { mintId } from '../../runtime/ids.ts';
import type { WebhookEvent } from '../../webhooks/events.ts';
import { formatMinor } from '../../views/format.ts';
import { requireRole } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';
import { webhookEndpointRoutes } from './webhook-endpoints.ts';

const LOOP_ACTIONS: Record<string, string> = { pause: 'pause_loop', resume: 'resume_loop' };

export function integrationRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine, store } = kit.deps;

  app.get('/webhooks', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const org = engine.stateOf(signed.user.orgId!).orgs.get(signed.user.orgId!)!;
    const endpoints = [];
    for (const w of org.webhooks.values()) {
      const deliveries = [];
      for (const d of await store.deliveries(w.id, 20)) {
        deliveries.push({
          ...d,
          payload: (await store.deliveryEvent(w.id, d.eventId))?.body ?? null,
        });
      }
      endpoints.push({ id: w.id, url: w.url, events: w.events, disabled: w.disabled, deliveries });
    }
    const agents = [...engine.stateOf(org.id).agents.values()]
      .filter((a) => a.orgId === org.id)
      .map((a) => ({ id: a.id, name: a.name }));
    return kit.page(req, reply, 'webhooks.eta', { endpoints, agents });
  });

  webhookEndpointRoutes(app, kit);

  app.post('/webhooks/:endpointId/resend/:eventId', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'developer');
    const { endpointId, eventId } = req.params as { endpointId: string; eventId: string };
    const org = engine.stateOf(signed.user.orgId!).orgs.get(signed.user.orgId!)!;
    const kept = org.webhooks.has(endpointId)
      ? await store.deliveryEvent(endpointId, eventId)
      : undefined;
    if (!kept || !kit.deps.webhooks)
      return kit.page(
        req,
        reply,
        'message.eta',
        { title: 'No such delivery', text: 'Only recent deliveries can be sent again.' },
        404,
      );
    const event = JSON.parse(kept.json) as WebhookEvent;
    if (event.orgId !== org.id)
      return kit.page(req, reply, 'message.eta', { title: 'No such delivery', text: '' }, 404);
    kit.deps.webhooks.resend(event, endpointId, kept.body);
    await kit.audit(req, {
      action: 'webhook.resend',
      target: endpointId,
      orgId: org.id,
      detail: { event_id: eventId },
    });
    return redirect(reply, '/console/webhooks?done=resent');
  });

  app.get('/loops', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const loops = (await listLoops(engine, signed.user.orgId!)).map((l) => ({
      id: l.id,
      name: l.name,
      status: l.status,
      agentId: l.agentId,
      spent: formatMinor(l.spentMinor),
      budget: formatMinor(l.budgetTotalMinor),
      proposed: l.runs
        .filter((r) => r.status === 'proposed')
        .map((r) => ({ id: r.id, dueMs: r.dueMs })),
      recent: l.runs
        .slice(-5)
        .reverse()
        .map((r) => ({
          id: r.id,
          status: r.status,
          dueMs: r.dueMs,
          spent: formatMinor(r.spentMinor),
        })),
    }));
    return kit.page(req, reply, 'loops.eta', { loops, idem: mintId('con') });
  });

  app.post('/loops/:id/:action', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'developer');
    const { id, action } = req.params as { id: string; action: string };
    const loop = (await listLoops(engine, signed.user.orgId!)).find((l) => l.id === id);
    const opId = LOOP_ACTIONS[action];
    if (!loop || !opId)
      return kit.page(req, reply, 'message.eta', { title: 'No such Loop', text: '' }, 404);
    await kit.run(
      req,
      operation(opId),
      { id },
      { action: `loop.${action}`, target: id, orgId: loop.orgId },
      { agent: { agentId: loop.agentId, orgId: loop.orgId }, idempotencyKey: mintId('con') },
    );
    return redirect(reply, '/console/loops?done=saved');
  });

  app.post('/loops/:id/runs/:runId/:decision', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'developer');
    const { id, runId, decision } = req.params as { id: string; runId: string; decision: string };
    const loop = (await listLoops(engine, signed.user.orgId!)).find((l) => l.id === id);
    if (!loop || (decision !== 'approve' && decision !== 'decline'))
      return kit.page(req, reply, 'message.eta', { title: 'No such Loop', text: '' }, 404);
    // One key per run and decision: a double submit decides once.
    await kit.run(
      req,
      operation(`${decision}_loop_run`),
      { id, run_id: runId },
      { action: `loop.run.${decision}`, target: id, orgId: loop.orgId, detail: { run_id: runId } },
      {
        agent: { agentId: loop.agentId, orgId: loop.orgId },
        idempotencyKey: `console-${runId}-${decision}`,
      },
    );
    return redirect(reply, '/console/loops?done=decided');
  });

  app.get('/workflows', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const state = engine.stateOf(signed.user.orgId!);
    const open = [...state.workflows.values()]
      .filter((w) => w.orgId === signed.user.orgId)
      .map((w) => ({
        id: w.id,
        product: w.product,
        state: w.state,
        zone: w.zoneRef,
        total: formatMinor(w.totalMinor),
        createdAtMs: w.createdAtMs,
      }));
    const id = (req.query as { id?: string }).id;
    let report: string | null = null;
    let lookedUp = null;
    if (id && /^[\w-]{1,100}$/.test(id)) {
      const read = await readWorkflow(engine, id, signed.user.orgId!);
      if (read) {
        lookedUp = {
          id: read.workflow.id,
          product: read.workflow.product,
          state: read.workflow.state,
        };
        if (read.workflow.state === 'completed' || read.workflow.state === 'failed') {
          const agent = { agentId: read.workflow.agentId, orgId: read.workflow.orgId };
          const rendered = await operation('get_workflow_report').handler(
            { ...kit.ctx(req, agent) },
            { id, format: 'markdown' },
          );
          // format markdown answers the rendered shape of the output's union (ops/workflows.ts).
          if (!('content_type' in rendered) || typeof rendered.content !== 'string')
            throw new Error('get_workflow_report: markdown expected');
          report = rendered.content;
        }
      }
    }
    return kit.page(req, reply, 'workflows.eta', { open, lookedUp, report, id: id ?? '' });
  });
}
