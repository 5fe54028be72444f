// The log's small key-value side (webhook cursors, signing keys, the admin token): plain reads and
// writes, and compare-and-set. Storage that can fence a swap itself (JetStream, where several
// nodes write) does so; otherwise one process writes the log, and the swaps of this handle run
// one after another, so read-compare-write holds.
import assert from 'node:assert/strict';
import type { WalStorage } from './storage.ts';

export class WalMeta {
  private swapping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly storage: WalStorage,
    /** Runs a write under the log's fail-stop latch. */
    private readonly guarded: <T>(write: () => Promise<T>) => Promise<T>,
  ) {}

  get(key: string): Promise<string | undefined> {
    assertKey(key);
    return this.storage.getMeta(key);
  }

  async put(key: string, value: string): Promise<void> {
    assertKey(key);
    assert(typeof value === 'string', 'meta value must be a string');
    await this.guarded(() => this.storage.putMeta(key, value));
  }

  swap(key: string, expected: string | undefined, value: string): Promise<string | undefined> {
    assertKey(key);
    assert(typeof value === 'string', 'meta value must be a string');
    const storage = this.storage;
    if (storage.swapMeta !== undefined)
      return this.guarded(() => storage.swapMeta!(key, expected, value));
    const run = this.swapping.then(async () => {
      const current = await storage.getMeta(key);
      if (current !== expected) return current;
      await this.guarded(() => storage.putMeta(key, value));
      return value;
    });
    this.swapping = run.catch(() => undefined);
    return run;
  }
}

function assertKey(key: string): void {
  assert(typeof key === 'string' && key.length > 0, 'meta key must be a non-empty string');
}
