// A REST request as an operation's input: query, body and path parameters merged (the URL wins),
// and the Idempotency-Key header checked before the body.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { checkIdempotencyKey } from '../ops/invoke.ts';
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
  const body = req.body;
  if (
    body !== undefined &&
    body !== null &&
    (typeof body !== 'object' || Array.isArray(body)) &&
    hasFields(op.input)
  ) {
    throw new DomainError('validation_failed', {
      errors: [{ path: '', message: 'body must be a JSON object' }],
    });
  }
  const bodyFields =
    hasFields(op.input) && body && typeof body === 'object'
      ? (body as Record<string, unknown>)
      : {};
  return {
    ...(req.query as Record<string, unknown>),
    ...bodyFields,
    ...(req.params as Record<string, unknown>),
  };
}

/** The header is checked before the body, so a client missing it learns that first. */
export function idempotencyKeyOf(op: Operation, req: FastifyRequest): string | undefined {
  if (op.idempotency !== 'required') return undefined;
  const key = req.headers['idempotency-key'];
  if (key === undefined) throw new DomainError('idempotency_key_missing');
  return checkIdempotencyKey(key, 'Idempotency-Key');
}
