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
  return mergeInput(hasFields(op.input), req.body, req.query, req.params);
}

/**
 * The merge itself, apart from fastify: an engine thread merges a create's body the same way
 * (src/engine-thread/thread-door.ts), so its refusals are these.
 */
export function mergeInput(
  takesFields: boolean,
  body: unknown,
  query: unknown,
  params: unknown,
): Record<string, unknown> {
  if (
    body !== undefined &&
    body !== null &&
    (typeof body !== 'object' || Array.isArray(body)) &&
    takesFields
  ) {
    throw new DomainError('validation_failed', {
      errors: [{ path: '', message: 'body must be a JSON object' }],
    });
  }
  const bodyFields =
    takesFields && body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return {
    ...(query as Record<string, unknown>),
    ...bodyFields,
    ...(params as Record<string, unknown>),
  };
}

/** The header is checked before the body, so a client missing it learns that first. */
export function idempotencyKeyOf(op: Operation, req: FastifyRequest): string | undefined {
  if (op.idempotency !== 'required') return undefined;
  return requiredKeyOf(req.headers['idempotency-key']);
}

/** A required Idempotency-Key header's value, checked (also on an engine thread). */
export function requiredKeyOf(header: unknown): string {
  if (header === undefined) throw new DomainError('idempotency_key_missing');
  return checkIdempotencyKey(header, 'Idempotency-Key');
}
