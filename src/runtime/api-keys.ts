// API keys: a mode prefix and 32 base62 characters, shown once and stored only as SHA-256.
import { hash, timingSafeEqual } from 'node:crypto';
import type { OrgMode } from '../core/events.ts';
import { randomBase62 } from './ids.ts';

const KEY_SHAPE = /^errand_(live|test)_[0-9A-Za-z]{32,64}$/;

export function mintApiKey(mode: OrgMode): string {
  return `errand_${mode}_${randomBase62(32)}`;
}

export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/** Undefined when the text cannot be one of our keys, so lookups never see junk. */
export function keyHashOf(key: string): string | undefined {
  return KEY_SHAPE.test(key) ? sha256Hex(key) : undefined;
}

export function sameHash(aHex: string, bHex: string): boolean {
  const a = Buffer.from(aHex, 'hex');
  const b = Buffer.from(bHex, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function mintAdminToken(): string {
  return `errand_admin_${randomBase62(40)}`;
}
