// The archive in its own LevelDB directory (DATA_DIR/archive): derived data kept apart from the
// log, so `errand rebuild` can drop it whole and a log on another engine can keep it local.
// Writes go through the service's write latch: after a failed write anywhere, none reach it.
import { GuardedLevel, WriteLatch, type LevelDb, type OpenLevel } from '../../wal/index.ts';
import type { ArchiveEntry, ArchiveStore, ScanRange } from './store.ts';

export class LevelArchiveStore implements ArchiveStore {
  private readonly handle: GuardedLevel;
  private readonly db: Pick<LevelDb, 'getMany' | 'iterator'>;

  /** `latch`: the log's (wal.latch) in a service, so a failure of either stops writes to both. */
  constructor(
    readonly dir: string,
    latch: WriteLatch = new WriteLatch(),
    openLevel?: OpenLevel,
  ) {
    this.handle = new GuardedLevel(dir, latch, openLevel);
    this.db = this.handle.reads;
  }

  get latch(): WriteLatch {
    return this.handle.latch;
  }

  open(): Promise<void> {
    return this.handle.open();
  }

  close(): Promise<void> {
    return this.handle.close();
  }

  write(entries: readonly ArchiveEntry[]): Promise<void> {
    return this.handle.putMany(entries, true);
  }

  getMany(keys: readonly string[]): Promise<Array<Buffer | undefined>> {
    return this.db.getMany(keys as string[]);
  }

  async *scan(range: ScanRange): AsyncIterable<ArchiveEntry> {
    const options = {
      gte: range.gte,
      lt: range.lt,
      reverse: range.reverse ?? false,
      ...(range.limit !== undefined ? { limit: range.limit } : {}),
    };
    for await (const [key, value] of this.db.iterator(options)) yield [key, value];
  }

  clear(): Promise<void> {
    return this.handle.clear();
  }
}
