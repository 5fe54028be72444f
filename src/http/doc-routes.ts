// Document routes (no key): the OpenAPI document, llms.txt and one page per error code.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/problem.ts';
import type { Operation } from '../ops/operation.ts';
import { openApiDocument } from './openapi.ts';
import { errorPage, isErrorCode, llmsTxt } from './llms.ts';

const baseOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export function registerDocRoutes(app: FastifyInstance, operations: readonly Operation[]): void {
  const noLimit = { config: { rateLimit: false as const, ignoresBody: true } };
  app.get('/v1/openapi.json', noLimit, async (req) => openApiDocument(operations, baseOf(req)));
  app.get('/llms.txt', noLimit, async (req, reply) => reply.type('text/plain; charset=utf-8').send(llmsTxt(operations, baseOf(req))));
  app.get<{ Params: { code: string } }>('/docs/errors/:code', noLimit, async (req, reply) => {
    if (!isErrorCode(req.params.code)) throw new DomainError('not_found', { resource: 'error_code' });
    return reply.type('text/html; charset=utf-8').send(errorPage(req.params.code));
  });
}
