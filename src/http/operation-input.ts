// A REST request as an operation's input: query, body and path parameters merged (the URL wins),
// and the Idempotency-Key header checked before the body.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { mergeInput, requiredKeyOf } from '../door-input/operation-input.ts';
import type { Operation } from '../ops/operation.ts';

/** No operation reads this body: an unknown route (not_found) or one without input fields. */
export function bodyIgnored(req: FastifyRequest): boolean {
  return req.is404 || req.routeOptions.config.ignoresBody === true;
}

export function hasFields(schema: z.ZodType): boolean {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return !shape || Object.keys(shape).length > 0;
}

/** Path parameters win over query and body: the URL names the resource. */
export function inputOf(op: Operation, req: FastifyRequest): Record<string, unknown> {
  return mergeInput(hasFields(op.input), req.body, req.query, req.params);
}

/** The header is checked before the body, so a client missing it learns that first. */
export function idempotencyKeyOf(op: Operation, req: FastifyRequest): string | undefined {
  if (op.idempotency !== 'required') return undefined;
  return requiredKeyOf(req.headers['idempotency-key']);
}
