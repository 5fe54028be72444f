// Where settled history lives once it leaves memory: a key-value store derived from the log
// (rebuildable from it: `errand rebuild`). Writes are synced batches, because a snapshot that no
// longer holds an object is only written once the object is durable here.

export type ArchiveEntry = readonly [key: string, value: Buffer];

export interface ScanRange {
  readonly gte: string;
  readonly lt: string;
  readonly reverse?: boolean;
  readonly limit?: number;
}

export interface ArchiveStore {
  open(): Promise<void>;
  close(): Promise<void>;
  /** All or nothing; durable on return. */
  write(entries: readonly ArchiveEntry[]): Promise<void>;
  getMany(keys: readonly string[]): Promise<Array<Buffer | undefined>>;
  scan(range: ScanRange): AsyncIterable<ArchiveEntry>;
  /** Removes every entry (before a rebuild). */
  clear(): Promise<void>;
}

/** In memory, for tests: survives close and reopen like a directory does. */
export class MemoryArchiveStore implements ArchiveStore {
  readonly data = new Map<string, Buffer>();
  async open(): Promise<void> {}
  async close(): Promise<void> {}
  async write(entries: readonly ArchiveEntry[]): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    for (const [key, value] of entries) this.data.set(key, value);
  }
  async getMany(keys: readonly string[]): Promise<Array<Buffer | undefined>> {
    await new Promise((resolve) => setImmediate(resolve));
    return keys.map((k) => this.data.get(k));
  }
  async *scan(range: ScanRange): AsyncIterable<ArchiveEntry> {
    const keys = [...this.data.keys()].filter((k) => k >= range.gte && k < range.lt).sort();
    if (range.reverse) keys.reverse();
    for (const key of keys.slice(0, range.limit ?? keys.length)) yield [key, this.data.get(key)!];
  }
  async clear(): Promise<void> {
    this.data.clear();
  }
}
