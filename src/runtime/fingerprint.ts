// Idempotency fingerprint: sha256 over the operation name and its input in canonical JSON
// (keys sorted), so the same request with fields in another order is still the same request.
// Written straight to one string with plain loops: this runs on every mutating request.
import { hash } from 'node:crypto';

function canonical(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'bigint'
      ? JSON.stringify(value.toString())
      : (JSON.stringify(value) ?? 'null');
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + canonical(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let out = '{';
  for (const k of keys) {
    const v = record[k];
    if (v === undefined) continue;
    out += `${out.length === 1 ? '' : ','}${JSON.stringify(k)}:${canonical(v)}`;
  }
  return `${out}}`;
}

export function fingerprint(operation: string, input: unknown): string {
  return hash('sha256', `[${JSON.stringify(operation)},${canonical(input)}]`, 'hex');
}
