// Idempotency fingerprint: sha256 over the operation name and its input in canonical JSON
// (keys sorted), so the same request with fields in another order is still the same request.
// Written straight to a string: this runs on every mutating request.
import { hash } from 'node:crypto';

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'bigint' ? JSON.stringify(value.toString()) : (JSON.stringify(value) ?? 'null');
  }
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`;
}

export function fingerprint(operation: string, input: unknown): string {
  return hash('sha256', `[${JSON.stringify(operation)},${canonical(input)}]`, 'hex');
}
