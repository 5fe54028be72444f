// Every error a REST client sees leaves here as one problem+json document (toProblem), with the
// headers its code calls for (WWW-Authenticate, Retry-After) and, for an over-limit body, the
// limit stated once the rest of the body is drained.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { domainErrorOf } from '../errors/framework-errors.ts';
import { DomainError, toProblem } from '../errors/problem.ts';
import { drainOverLimitBody } from './over-limit.ts';

export function docsUrl(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}/docs`;
}

export function sendProblem(
  reply: FastifyReply,
  error: unknown,
  req: FastifyRequest,
): FastifyReply {
  const problem = toProblem(domainErrorOf(error), req.id, docsUrl(req));
  req.problemCode = problem.code;
  // /mcp sets its own challenge, naming its protected resource metadata (src/mcp/oauth-bearer.ts).
  if (problem.code === 'unauthorized' && !reply.hasHeader('www-authenticate'))
    reply.header('www-authenticate', 'Bearer');
  // A refusal for load (429, 503 shard_busy/overloaded/shutting_down) says when to come back.
  const retryAfter = problem.detail?.retry_after_seconds;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  return reply.code(problem.status).type('application/problem+json').send(problem);
}

/** Over-limit bodies are answered once the rest is drained (over-limit.ts), the limit stated. */
export async function sendTooLarge(
  reply: FastifyReply,
  req: FastifyRequest,
  drainBytesMax: number,
): Promise<FastifyReply> {
  await drainOverLimitBody(req, reply, drainBytesMax);
  return sendProblem(
    reply,
    new DomainError('payload_too_large', { limit_bytes: req.routeOptions.bodyLimit }),
    req,
  );
}
