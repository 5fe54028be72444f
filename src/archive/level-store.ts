// The archive in its own LevelDB directory (DATA_DIR/archive): derived data kept apart from the
// log, so `errand rebuild` can drop it whole and a log on another engine can keep it local.
import { Level } from 'level';
import type { ArchiveEntry, ArchiveStore, ScanRange } from './store.ts';

export class LevelArchiveStore implements ArchiveStore {
  private readonly db: Level<string, Buffer>;

  constructor(readonly dir: string) {
    this.db = new Level<string, Buffer>(dir, { keyEncoding: 'utf8', valueEncoding: 'buffer' });
  }

  open(): Promise<void> {
    return this.db.open();
  }

  close(): Promise<void> {
    return this.db.close();
  }

  write(entries: readonly ArchiveEntry[]): Promise<void> {
    const batch = this.db.batch();
    for (const [key, value] of entries) batch.put(key, value);
    return batch.write({ sync: true });
  }

  getMany(keys: readonly string[]): Promise<Array<Buffer | undefined>> {
    return this.db.getMany(keys as string[]);
  }

  async *scan(range: ScanRange): AsyncIterable<ArchiveEntry> {
    const options = { gte: range.gte, lt: range.lt, reverse: range.reverse ?? false, ...(range.limit !== undefined ? { limit: range.limit } : {}) };
    for await (const [key, value] of this.db.iterator(options)) yield [key, value];
  }

  clear(): Promise<void> {
    return this.db.clear();
  }
}
