// The OAuth endpoints beside /mcp: RFC 9728 protected resource metadata (both the root and the
// `/mcp`-suffixed address), RFC 8414 authorization server metadata, registration, authorize
// (which hands the person to the console's consent page), token and revocation. They answer
// OAuth's own JSON errors (`{error, error_description}`), not problem+json: clients read those.
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ClientMetadataError } from './clients.ts';
import type { OAuthServer } from './server.ts';

/**
 * Per client address: these are open to anyone, and an authorization request with a metadata
 * document URL makes errand fetch it, so none may be sent without bound.
 */
const LIMIT = { rateLimit: { max: 120, timeWindow: 60_000 } };
/** Browser-based clients (an MCP inspector) read the metadata and post tokens across origins. */
const CORS_PATHS = [
  '/.well-known/oauth-protected-resource',
  '/.well-known/oauth-protected-resource/mcp',
  '/.well-known/oauth-authorization-server',
  '/oauth/register',
  '/oauth/token',
  '/oauth/revoke',
];

function answer(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('access-control-allow-origin', '*')
    .type('application/json')
    .send(body);
}

/** A form's or query's fields; a repeated or nested one is dropped (OAuth sends each once). */
function form(body: unknown): Record<string, string | undefined> {
  const fields: Record<string, string> = {};
  if (body && typeof body === 'object')
    for (const [name, value] of Object.entries(body))
      if (typeof value === 'string') fields[name] = value;
  return fields;
}

/**
 * The client_id of a token or revocation request: in the form, or in HTTP Basic for a client
 * that registered asking for a secret (every client here is public: the secret is not read).
 */
function withClientId(body: unknown, authorization: string | undefined) {
  const fields = form(body);
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '')?.[1];
  if (fields.client_id || !basic) return fields;
  const id = Buffer.from(basic, 'base64').toString('utf8').split(':')[0];
  try {
    return id ? { ...fields, client_id: decodeURIComponent(id) } : fields;
  } catch {
    return fields;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function registerOAuthRoutes(app: FastifyInstance, oauth: OAuthServer) {
  const metadata = { config: { ignoresBody: true } };
  const resource = async (_req: unknown, reply: FastifyReply) =>
    answer(reply, 200, oauth.protectedResourceMetadata());
  app.get('/.well-known/oauth-protected-resource', metadata, resource);
  app.get('/.well-known/oauth-protected-resource/mcp', metadata, resource);
  app.get('/.well-known/oauth-authorization-server', metadata, async (_req, reply) =>
    answer(reply, 200, oauth.authorizationServerMetadata()),
  );

  await app.register(async (o) => {
    await o.register(formbody, { bodyLimit: 16 * 1024 });
    for (const path of CORS_PATHS)
      o.options(path, metadata, async (_req, reply) =>
        reply
          .code(204)
          .header('access-control-allow-origin', '*')
          .header('access-control-allow-methods', 'GET, POST')
          .header('access-control-allow-headers', 'content-type, mcp-protocol-version')
          .send(),
      );

    o.post('/oauth/register', { config: LIMIT }, async (req, reply) => {
      try {
        return answer(reply, 201, await oauth.register(req.body));
      } catch (error) {
        if (!(error instanceof ClientMetadataError)) throw error;
        return answer(reply, 400, { error: error.error, error_description: error.message });
      }
    });

    o.get('/oauth/authorize', { config: { ...LIMIT, ignoresBody: true } }, async (req, reply) => {
      const outcome = await oauth.authorize(form(req.query));
      if (outcome.kind === 'consent')
        return reply
          .code(303)
          .header('location', `/console/oauth/consent/${outcome.requestId}`)
          .send();
      if (outcome.kind === 'redirect')
        return reply.code(303).header('location', outcome.location).send();
      // Never sent to a redirect URI it could not trust: told here, to the person.
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><title>Cannot connect</title>' +
            `<h1>Cannot connect this application</h1><p>${escapeHtml(outcome.message)}</p></html>`,
        );
    });

    o.post('/oauth/token', { config: LIMIT }, async (req, reply) => {
      const result = await oauth.tokens.exchange(withClientId(req.body, req.headers.authorization));
      return answer(reply, result.status, result.body);
    });

    o.post('/oauth/revoke', { config: LIMIT }, async (req, reply) => {
      const result = await oauth.tokens.revoke(withClientId(req.body, req.headers.authorization));
      return answer(reply, result.status, result.body);
    });
  });
}
