// /v1/webhook_endpoints: an org registers where its events go. The signing secret is returned
// once, at creation. Loopback and private addresses are refused unless the org is in test mode or
// ERRAND_ALLOW_LOCAL_WEBHOOKS=1: the service must not be a way into its own host (SSRF).
import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { mintId } from '../runtime/ids.ts';
import { defineOp, requireAgent, type OpContext } from './operation.ts';
import { Id, IsoTime } from './schemas.ts';

export const EVENT_PATTERN = /^(\*|(task|workflow|loop|campaign)\.(\*|[a-z_]+))$/;

function isLocalHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h.endsWith('.local') ||
    h.endsWith('.internal')
  )
    return true;
  if (isIP(h) === 4) {
    const [a, b] = h.split('.').map(Number) as [number, number];
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  if (isIP(h) === 6)
    return (
      h === '::1' || h === '::' || h.startsWith('fc') || h.startsWith('fd') || h.startsWith('fe80')
    );
  return false;
}

function checkUrl(ctx: OpContext, raw: string): string {
  const agent = requireAgent(ctx);
  return checkEndpointUrl(raw, {
    testMode: ctx.engine.stateOf(agent.orgId).orgs.get(agent.orgId)?.mode === 'test',
    allowLocal: ctx.services.config.ERRAND_ALLOW_LOCAL_WEBHOOKS === '1',
  });
}

/**
 * An endpoint's URL as create_webhook_endpoint takes it, for the console's edit too: the same
 * refusals (validation_failed naming `url`) wherever an endpoint's address is set.
 */
export function checkEndpointUrl(
  raw: string,
  where: { testMode: boolean; allowLocal: boolean },
): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DomainError('validation_failed', { errors: [{ path: 'url', message: 'not a URL' }] });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new DomainError('validation_failed', {
      errors: [{ path: 'url', message: 'http or https only' }],
    });
  if (isLocalHost(url.hostname) && !where.testMode && !where.allowLocal) {
    throw new DomainError('validation_failed', {
      errors: [
        { path: 'url', message: 'loopback and private addresses are allowed only in test mode' },
      ],
    });
  }
  return url.toString();
}

const Endpoint = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  created_at: IsoTime,
  disabled: z.boolean(),
});

const createWebhookEndpoint = defineOp({
  id: 'create_webhook_endpoint',
  method: 'POST',
  path: '/v1/webhook_endpoints',
  surface: 'public',
  summary: 'Register a webhook endpoint',
  description:
    'Events are delivered at least once, signed with the Standard Webhooks scheme ' +
    '(webhook-id, webhook-timestamp, webhook-signature). The secret is returned only here.',
  input: z.object({
    url: z.string().min(1).max(2048).describe('https URL that receives POSTed events'),
    events: z
      .array(z.string().regex(EVENT_PATTERN))
      .min(1)
      .max(50)
      .describe(
        'Event names (task.approved, campaign.completed) or prefix wildcards (task.*, ' +
          'workflow.*, loop.*, campaign.*)',
      )
      .meta({ examples: [['task.*']] }),
  }),
  output: Endpoint.extend({ secret: z.string().describe('whsec_… signing secret, shown once') }),
  flag: 'can_post_tasks',
  idempotency: 'required',
  successStatus: 201,
  readOnly: false,
  async handler(ctx, input) {
    const agent = requireAgent(ctx);
    const url = checkUrl(ctx, input.url);
    const endpoint = {
      id: mintId('we'),
      url,
      events: [...new Set(input.events)],
      secret: `whsec_${randomBytes(24).toString('base64')}`,
    };
    await ctx.engine.execute({
      type: 'CreateWebhookEndpoint',
      orgId: agent.orgId,
      agentId: agent.agentId,
      endpoint,
    });
    const stored = ctx.engine
      .stateOf(agent.orgId)
      .orgs.get(agent.orgId)!
      .webhooks.get(endpoint.id)!;
    return {
      id: stored.id,
      url: stored.url,
      events: stored.events,
      secret: stored.secret,
      created_at: new Date(stored.createdAtMs).toISOString(),
      disabled: stored.disabled,
    };
  },
});

const listWebhookEndpoints = defineOp({
  id: 'list_webhook_endpoints',
  method: 'GET',
  path: '/v1/webhook_endpoints',
  surface: 'public',
  summary: "The org's webhook endpoints (secrets are never shown again)",
  description: 'disabled is true once a receiver answered 410 Gone.',
  input: z.object({}),
  output: z.array(Endpoint),
  idempotency: 'none',
  readOnly: true,
  async handler(ctx) {
    const agent = requireAgent(ctx);
    const org = ctx.engine.stateOf(agent.orgId).orgs.get(agent.orgId)!;
    return [...org.webhooks.values()].map((w) => ({
      id: w.id,
      url: w.url,
      events: [...w.events],
      created_at: new Date(w.createdAtMs).toISOString(),
      disabled: w.disabled,
    }));
  },
});

const deleteWebhookEndpoint = defineOp({
  id: 'delete_webhook_endpoint',
  method: 'DELETE',
  path: '/v1/webhook_endpoints/:id',
  surface: 'public',
  summary: 'Remove a webhook endpoint',
  description: 'Deliveries still queued for it are dropped.',
  input: z.object({ id: Id }),
  output: z.object({ id: z.string(), deleted: z.boolean() }),
  flag: 'can_post_tasks',
  idempotency: 'none',
  readOnly: false,
  async handler(ctx, input) {
    const agent = requireAgent(ctx);
    return await ctx.engine.execute({
      type: 'DeleteWebhookEndpoint',
      orgId: agent.orgId,
      agentId: agent.agentId,
      endpointId: input.id,
    });
  },
});

export const WEBHOOK_OPS = [createWebhookEndpoint, listWebhookEndpoints, deleteWebhookEndpoint];
