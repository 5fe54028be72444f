// `errand rebuild` of a shared-log node's archive in place (docs/scale.md, "Settled history on a
// shared log"): the node's DATA_DIR/archive cleared and derived again from the JetStream log, read
// from its first record by a handle that takes no lease and writes nothing to the log (other
// nodes may serve meanwhile; this node must be stopped: its archive's lock refuses otherwise).
// Each shard's watermark (src/archive/watermarks.ts) is then the last record replayed, so the
// node's next start uses the log's snapshots up to there instead of replaying every shard again.
// With `into`, the archive is rebuilt there instead (a rehearsal that leaves the node's alone).
import { SharedJetStreamWal } from '../../wal/jetstream-shared-wal.ts';
import { LevelArchiveStore } from '../archive/level-store.ts';
import { rebuildArchive } from '../archive/rebuild.ts';
import { watermarkEntries } from '../archive/watermarks.ts';

export interface JetStreamRebuildOptions {
  readonly urls: readonly string[];
  readonly prefix: string;
  readonly replicas?: number;
  /** Told the records replayed so far, the archive entries written and the log's records. */
  readonly onProgress?: (records: number, entries: number, total: number) => void;
}

export interface JetStreamRebuilt {
  readonly records: number;
  readonly entries: number;
  /** Per shard, the watermark written: the last record the archive is derived from. */
  readonly watermarks: readonly number[];
}

export async function rebuildJetStreamArchive(
  options: JetStreamRebuildOptions,
  archiveDir: string,
): Promise<JetStreamRebuilt> {
  const wal = new SharedJetStreamWal({
    urls: [...options.urls],
    prefix: options.prefix,
    replicas: options.replicas ?? 3,
    nodeId: `rebuild:${process.pid}`,
  });
  await wal.open();
  const store = new LevelArchiveStore(archiveDir);
  try {
    await store.open();
    const shardCount = Number((await wal.getMeta('engine.shard_count')) ?? '16');
    const total = wal.shards().reduce((n, s) => n + wal.head(s).seq, 0);
    const progress = (records: number, entries: number) =>
      options.onProgress?.(records, entries, total);
    const built = await rebuildArchive(wal, shardCount, store, progress);
    await store.write(watermarkEntries(built.lastSeqs));
    return { records: built.records, entries: built.entries, watermarks: built.lastSeqs };
  } finally {
    await store.close().catch(() => undefined);
    await wal.close();
  }
}
