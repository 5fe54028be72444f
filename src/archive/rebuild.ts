// Rebuilds the archive from the log: every shard replayed from its first record through the one
// apply, and everything apply moves out of memory written again. The archive is derived, so what
// this writes is byte for byte what the running service wrote.
import type { Wal } from '../../wal/wal.ts';
import { applyRecord } from '../core/apply.ts';
import { decodeRecord } from '../core/record-codec.ts';
import { emptyShardState } from '../core/state.ts';
import { entriesOf, formatEntry } from './codec.ts';
import type { ArchiveEntry, ArchiveStore } from './store.ts';

const WRITE_ENTRIES = 4096;
const PROGRESS_EVERY = 10_000;

export async function rebuildArchive(
  wal: Wal,
  shardCount: number,
  store: ArchiveStore,
  onProgress?: (records: number, entries: number) => void,
): Promise<{ records: number; entries: number; lastSeqs: number[] }> {
  await store.clear();
  await store.write([formatEntry()]);
  let records = 0;
  let entries = 0;
  let batch: ArchiveEntry[] = [];
  // Per shard, the last record replayed: how far the rebuilt archive is derived (watermarks.ts).
  const lastSeqs = Array.from({ length: shardCount }, () => 0);
  // One synced write in flight while the replay goes on.
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    const full = batch;
    batch = [];
    await writing;
    writing = store.write(full);
  };
  for (let shard = 0; shard < shardCount; shard++) {
    if (!wal.shards().includes(shard)) continue;
    const state = emptyShardState();
    for await (const entry of wal.read(shard, 0)) {
      applyRecord(state, decodeRecord(entry.payload));
      lastSeqs[shard] = entry.seq;
      for (const evicted of state.evicted.splice(0))
        for (const e of entriesOf(evicted)) batch.push(e);
      if (batch.length >= WRITE_ENTRIES) {
        entries += batch.length;
        await flush();
      }
      if (++records % PROGRESS_EVERY === 0) onProgress?.(records, entries);
    }
  }
  entries += batch.length;
  if (batch.length > 0) await flush();
  await writing;
  onProgress?.(records, entries);
  return { records, entries, lastSeqs };
}
