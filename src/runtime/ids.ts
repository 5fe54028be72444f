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

const CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));

/**
 * Characters gathered in an array and made into one string: one allocation an id, not one a
 * character.
 */
export function randomBase62(length: number): string {
  const chars = new Array<number>(length);
  let n = 0;
  while (n < length) {
    const b = nextByte();
    if (b < 248) chars[n++] = CODES[b % 62]!; // 248 = 4 × 62: reject the rest to stay unbiased
  }
  return String.fromCharCode(...chars);
}

export function mintId(prefix: string): string {
  return `${prefix}_${randomBase62(22)}`;
}
