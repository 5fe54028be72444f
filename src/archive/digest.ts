// An order-independent digest of archive entries: the sum, mod 2^256, of sha256(key, value) over
// the set. A replay derives entries in log order and the store yields them in key order; equal
// digests (and counts) mean the same set. Only idempotency keys can be written twice (a key reused
// after its 24-hour window), so only those are remembered, to count the last value once.
import { createHash } from 'node:crypto';
import type { ArchiveEntry, ArchiveStore } from './store.ts';

const MOD = 1n << 256n;

export interface DigestParts {
  readonly sum: bigint;
  readonly count: number;
  readonly keys: ReadonlyMap<string, bigint>;
}

export class ArchiveDigest {
  private sum = 0n;
  private readonly keys = new Map<string, bigint>();
  count = 0;

  add([key, value]: ArchiveEntry): void {
    const h = ArchiveDigest.hashOf([key, value]);
    const before = key.startsWith('i!') ? this.keys.get(key) : undefined;
    if (before !== undefined) this.sum = (this.sum - before + MOD) % MOD;
    else this.count += 1;
    if (key.startsWith('i!')) this.keys.set(key, h);
    this.sum = (this.sum + h) % MOD;
  }

  /** Takes an idempotency key's current value out (it is counted elsewhere). */
  remove(key: string): void {
    const before = this.keys.get(key);
    if (before === undefined) return;
    this.sum = (this.sum - before + MOD) % MOD;
    this.keys.delete(key);
    this.count -= 1;
  }

  /** Adds another digest's set, as if its entries had been added after these (replay threads). */
  merge(other: DigestParts): void {
    for (const [key, h] of other.keys) {
      const before = this.keys.get(key);
      if (before !== undefined) {
        this.sum = (this.sum - before + MOD) % MOD;
        this.count -= 1;
      }
      this.keys.set(key, h);
    }
    this.sum = (this.sum + other.sum) % MOD;
    this.count += other.count;
  }

  /** Plain data a thread can send (structured clone keeps bigints and Maps). */
  parts(): DigestParts {
    return { sum: this.sum, count: this.count, keys: this.keys };
  }

  equals(other: ArchiveDigest): boolean {
    return this.count === other.count && this.sum === other.sum;
  }

  static hashOf([key, value]: ArchiveEntry): bigint {
    return BigInt(`0x${createHash('sha256').update(key).update('\0').update(value).digest('hex')}`);
  }

  static async of(store: ArchiveStore): Promise<ArchiveDigest> {
    const digest = new ArchiveDigest();
    // Keys under '!' (the format stamp, the watermarks) describe the store, not the log.
    for await (const entry of store.scan({ gte: '', lt: '\uffff' }))
      if (!entry[0].startsWith('!')) digest.add(entry);
    return digest;
  }
}
