// OAuth consent and connected applications (docs/mcp.md, "OAuth"). A remote MCP client sent
// here by /oauth/authorize asks to act for the org: a signed-in owner or developer (with a
// recent password, as for a key) picks the agent it acts as, or creates one, sees that agent's
// delegation flags and caps, and allows or denies. Owners list the grants and revoke them.
// Every grant and revocation is in the org's audit log.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DELEGATION_FLAGS } from '../../core/events.ts';
import { operation } from '../../ops/registry.ts';
import { formatMinor } from '../../views/format.ts';
import { type Kit, redirect } from '../kit.ts';
import { recentlyAuthenticated, requireRole } from '../../accounts/session.ts';
import { FLAG_WORDS } from './getting-started.ts';

/** The consent form's answer goes on to the client's redirect URI: CSP form-action allows it. */
function consentPolicy(redirectUri: string): string {
  const url = new URL(redirectUri);
  const target = url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "connect-src 'self'",
    `form-action 'self' ${target}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join(';');
}

export function oauthConsentRoutes(app: FastifyInstance, kit: Kit): void {
  const oauth = kit.deps.services.oauth;
  if (!oauth) return;
  const { engine } = kit.deps;

  const agentsOf = (orgId: string) => {
    const state = engine.stateOf(orgId);
    const currency = state.orgs.get(orgId)?.currency ?? '';
    return [...state.agents.values()]
      .filter((a) => a.orgId === orgId)
      .map((a) => ({
        id: a.id,
        name: a.name,
        frozen: a.frozen,
        flags: DELEGATION_FLAGS.map((f) => ({
          name: f,
          on: a.delegation[f],
          words: FLAG_WORDS[f] ?? '',
        })),
        daily: a.dailyCapMinor === null ? 'no cap' : `${currency} ${formatMinor(a.dailyCapMinor)}`,
        perTask:
          a.perTaskCapMinor === null ? 'no cap' : `${currency} ${formatMinor(a.perTaskCapMinor)}`,
      }));
  };

  const gone = (req: Parameters<Kit['page']>[0], reply: FastifyReply) =>
    kit.page(
      req,
      reply,
      'message.eta',
      { title: 'This request has ended', text: 'Start connecting again from the application.' },
      410,
    );

  app.get('/oauth/consent/:id', async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const signed = requireRole(await kit.who(req), 'developer');
    if (!recentlyAuthenticated(signed))
      return redirect(
        reply,
        `/console/reauth?next=${encodeURIComponent(`/console/oauth/consent/${id}`)}`,
      );
    const request = oauth.pending(id);
    if (!request) return gone(req, reply);
    reply.header('content-security-policy', consentPolicy(request.redirectUri));
    return kit.page(req, reply, 'oauth-consent.eta', {
      id,
      client: {
        name: request.client.name,
        id: request.client.clientId,
        kind: request.client.kind,
        redirectHost: redirectHost(request.redirectUri),
      },
      agents: agentsOf(signed.user.orgId!),
    });
  });

  app.post('/oauth/consent/:id', async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const signed = requireRole(await kit.who(req), 'developer');
    const orgId = signed.user.orgId!;
    const body = req.body as { decision?: string; agent?: string; new_name?: string };
    if (!oauth.pending(id)) return gone(req, reply);
    if (body.decision !== 'allow') {
      const location = oauth.deny(id);
      return location ? redirect(reply, location) : gone(req, reply);
    }
    if (!recentlyAuthenticated(signed))
      return redirect(
        reply,
        `/console/reauth?next=${encodeURIComponent(`/console/oauth/consent/${id}`)}`,
      );
    const agentId = await chosenAgent(kit, orgId, body, req);
    if (!agentId) return redirect(reply, `/console/oauth/consent/${id}?error=validation_failed`);
    const made = await oauth.allow(id, { orgId, agentId, userId: signed.user.id });
    if (!made) return gone(req, reply);
    await kit.audit(req, {
      action: 'oauth.grant',
      target: agentId,
      orgId,
      detail: {
        grant_id: made.grant.id,
        client: made.grant.clientName,
        client_id: made.grant.clientId,
      },
    });
    return redirect(reply, made.location);
  });

  app.get('/connections', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const orgId = signed.user.orgId!;
    const names = new Map(agentsOf(orgId).map((a) => [a.id, a.name]));
    const grants = (await oauth.grants.grantsOf(orgId)).map((g) => ({
      ...g,
      agentName: names.get(g.agentId) ?? g.agentId,
    }));
    return kit.page(req, reply, 'connections.eta', { grants });
  });

  app.post('/connections/:grant/revoke', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'owner');
    const orgId = signed.user.orgId!;
    if (!(req.body as { confirm?: string }).confirm)
      return redirect(reply, '/console/connections?done=unconfirmed');
    const grantId = (req.params as { grant: string }).grant;
    const revoked = await oauth.revokeGrant(orgId, grantId, 'revoked_by_owner');
    if (revoked)
      await kit.audit(req, {
        action: 'oauth.revoke',
        target: revoked.agentId,
        orgId,
        detail: { grant_id: revoked.id, client: revoked.clientName, reason: 'revoked_by_owner' },
      });
    return redirect(reply, '/console/connections?done=oauth_revoked');
  });
}

function redirectHost(uri: string): string {
  const url = new URL(uri);
  return url.host || url.protocol;
}

/** The agent picked on the form, or a new one made for the connection (its key never shown). */
async function chosenAgent(
  kit: Kit,
  orgId: string,
  body: { agent?: string; new_name?: string },
  req: Parameters<Kit['audit']>[0],
): Promise<string | undefined> {
  if (body.agent === 'new') {
    const name = String(body.new_name ?? '').trim();
    if (!name) return undefined;
    const made = await kit.run(
      req,
      operation('admin_create_agent'),
      { org_id: orgId, name },
      { action: 'agent.create', target: null, orgId },
    );
    return made.agent_id;
  }
  const agent = body.agent ? kit.deps.engine.stateOf(orgId).agents.get(body.agent) : undefined;
  return agent && agent.orgId === orgId ? agent.id : undefined;
}
