// The archive's default home follows the log's: a LevelDB log in DIR keeps it in DIR/archive, an
// in-memory log keeps it beside its store (so tests that reopen a store reopen its archive too).
import { join } from 'node:path';
import { LevelWal, MemoryWal, type MemoryWalStore } from '../../wal/index.ts';
import type { Wal } from '../../wal/wal.ts';
import { LevelArchiveStore } from './level-store.ts';
import { MemoryArchiveStore, type ArchiveStore } from './store.ts';

const memoryArchives = new WeakMap<MemoryWalStore, MemoryArchiveStore>();

export function archiveDir(dataDir: string): string {
  return join(dataDir, 'archive');
}

export function defaultArchiveFor(wal: Wal): ArchiveStore {
  if (wal instanceof LevelWal) return new LevelArchiveStore(archiveDir(wal.dir), wal.latch);
  if (wal instanceof MemoryWal) {
    let archive = memoryArchives.get(wal.store);
    if (!archive) {
      archive = new MemoryArchiveStore();
      memoryArchives.set(wal.store, archive);
    }
    return archive;
  }
  return new MemoryArchiveStore();
}
