// Opaque ids: a prefix and 22 base62 characters (~131 bits) from the OS's randomness. Random
// bytes are drawn a pool at a time: one syscall per few hundred ids instead of one per id.
import { randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const pool = Buffer.alloc(8192);
let at = pool.length;

function nextByte(): number {
  if (at === pool.length) {
    randomFillSync(pool);
    at = 0;
  }
  return pool[at++]!;
}

export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const b = nextByte();
    if (b < 248) out += ALPHABET[b % 62]; // 248 = 4 × 62: reject the rest to stay unbiased
  }
  return out;
}

export function mintId(prefix: string): string {
  return `${prefix}_${randomBase62(22)}`;
}
