// A request's input as an operation takes it, apart from any door's framework: the merge of
// query, body and path parameters, and the Idempotency-Key header's check. The REST door
// (src/http/operation-input.ts) and an engine thread doing a create's door work
// (src/engine-thread/thread-door.ts) both call these, so their refusals are the same.
import { DomainError } from '../errors/problem.ts';
import { checkIdempotencyKey } from '../ops/invoke.ts';

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

/** A required Idempotency-Key header's value, checked (also on an engine thread). */
export function requiredKeyOf(header: unknown): string {
  if (header === undefined) throw new DomainError('idempotency_key_missing');
  return checkIdempotencyKey(header, 'Idempotency-Key');
}
