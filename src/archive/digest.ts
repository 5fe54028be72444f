// An order-independent digest of archive entries: the sum, mod 2^256, of sha256(key, value) over
// the set. A replay derives entries in log order and the store yields them in key order; equal
// digests (and counts) mean the same set. Only idempotency keys can be written twice (a key reused
// after its 24-hour window), so only those are remembered, to count the last value once.
import { createHash } from 'node:crypto';
import type { ArchiveEntry, ArchiveStore } from './store.ts';

const MOD = 1n << 256n;

export class ArchiveDigest {
  private sum = 0n;
  private readonly keys = new Map<string, bigint>();
  count = 0;

  add([key, value]: ArchiveEntry): void {
    const h = BigInt(`0x${createHash('sha256').update(key).update('\0').update(value).digest('hex')}`);
    const before = key.startsWith('i!') ? this.keys.get(key) : undefined;
    if (before !== undefined) this.sum = (this.sum - before + MOD) % MOD;
    else this.count += 1;
    if (key.startsWith('i!')) this.keys.set(key, h);
    this.sum = (this.sum + h) % MOD;
  }

  copy(): ArchiveDigest {
    const twin = new ArchiveDigest();
    twin.sum = this.sum;
    twin.count = this.count;
    for (const [k, v] of this.keys) twin.keys.set(k, v);
    return twin;
  }

  equals(other: ArchiveDigest): boolean {
    return this.count === other.count && this.sum === other.sum;
  }

  static async of(store: ArchiveStore): Promise<ArchiveDigest> {
    const digest = new ArchiveDigest();
    for await (const entry of store.scan({ gte: '', lt: '\uffff' })) digest.add(entry);
    return digest;
  }
}
