// Document routes (no key): the OpenAPI document, llms.txt, one page per error code and the JWKS
// that verifies attestations.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/problem.ts';
import type { Operation } from '../ops/operation.ts';
import type { Services } from '../services.ts';
import { openApiDocument } from './openapi.ts';
import { errorPage, isErrorCode, llmsTxt } from './llms.ts';

const baseOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export function registerDocRoutes(
  app: FastifyInstance,
  operations: readonly Operation[],
  services: Services,
): void {
  // Operation ids as the OpenAPI document names these routes (openapi.ts DOC_ROUTES).
  const noLimit = (operationId: string) => ({
    config: { rateLimit: false as const, ignoresBody: true, operationId },
  });
  app.get('/v1/openapi.json', noLimit('get_openapi'), async (req) =>
    openApiDocument(operations, baseOf(req)),
  );
  // Keys are only ever added, so a cached copy is never wrong, only possibly short of a key made
  // by a rotation in the last five minutes.
  app.get('/v1/jwks.json', noLimit('get_jwks'), async (_req, reply) => {
    if (!services.signingKeys) throw new DomainError('unavailable', { reason: 'no_signing_keys' });
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/json')
      .send(services.signingKeys.jwks());
  });
  app.get('/llms.txt', noLimit('get_llms_txt'), async (req, reply) =>
    reply.type('text/plain; charset=utf-8').send(llmsTxt(operations, baseOf(req))),
  );
  app.get<{ Params: { code: string } }>(
    '/docs/errors/:code',
    noLimit('get_error_doc'),
    async (req, reply) => {
      if (!isErrorCode(req.params.code))
        throw new DomainError('not_found', { resource: 'error_code' });
      return reply.type('text/html; charset=utf-8').send(errorPage(req.params.code));
    },
  );
}
