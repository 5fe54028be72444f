// Who a /mcp request acts as: an OAuth access token (a grant a member made in the console, for
// one agent) or that agent's API key, with the same flags and caps either way. A refusal's
// challenge names the protected resource metadata (RFC 9728 §5.1), so a remote connector can
// discover where to get a token from the 401 alone. docs/mcp.md, "OAuth".
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/problem.ts';
import { authenticateAgentFresh } from '../auth/bearer.ts';
import type { AgentIdentity } from '../ops/operation.ts';
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';

const BEARER = /^Bearer ([^\s]+)$/i;

export async function mcpAgent(
  engine: Engine,
  services: Services,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<AgentIdentity> {
  const oauth = services.oauth;
  const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
  try {
    if (!oauth || !token || !oauth.isAccessToken(token))
      return await authenticateAgentFresh(engine, req.headers.authorization);
    const granted = await oauth.verify(token);
    // The agent must still be the org's: a removed agent's grants do nothing.
    if (!granted || engine.indexes.orgOfAgent(granted.agentId) !== granted.orgId)
      throw new DomainError('unauthorized');
    return granted;
  } catch (error) {
    // RFC 6750 §3.1: a credential was sent and is not good (a client with a refresh token renews).
    const invalid = token === undefined ? '' : ', error="invalid_token"';
    if (oauth) reply.header('www-authenticate', `${oauth.challenge()}${invalid}`);
    throw error;
  }
}
