// Opaque ids: a prefix and 22 base62 characters (~131 bits) from the OS's randomness.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomBase62(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; out.length < length && i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b < 248) out += ALPHABET[b % 62]; // 248 = 4 × 62: reject the rest to stay unbiased
  }
  return out.length === length ? out : out + randomBase62(length - out.length);
}

export function mintId(prefix: string): string {
  return `${prefix}_${randomBase62(22)}`;
}
