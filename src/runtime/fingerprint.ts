// Idempotency fingerprint: sha256 over the operation name and its input in canonical JSON
// (keys sorted), so the same request with fields in another order is still the same request.
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return typeof value === 'bigint' ? value.toString() : value;
}

export function fingerprint(operation: string, input: unknown): string {
  return createHash('sha256').update(JSON.stringify([operation, canonical(input)])).digest('hex');
}
