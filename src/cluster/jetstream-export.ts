// A JetStream log copied into a LevelDB data directory (docs/scale.md, "Maintainer tools on a
// shared log"): every shard's records from its first, appended in order to a new LevelDB log
// (the hash chain is a function of the payloads, so the copy's chain is the original's, checked
// record by record), the newest snapshot of each shard, every meta value, and the archive built
// again from the copied log. The copy is an ordinary DATA_DIR: `errand verify`, `replay`, `dump`,
// `backup` and `rebuild` work on it, and `errand serve` on it is a single node restored from the
// cluster. Taken from a handle that holds no lease, beside live nodes: each shard is a whole
// prefix of its chain as of its read (not one instant across shards, as a LevelDB backup is).
// Kept apart from src/cli/ so the commands can call it (issue 33, item 6).
import { mkdirSync, readdirSync } from 'node:fs';
import { LevelWal } from '../../wal/leveldb-wal.ts';
import { SharedJetStreamWal } from '../../wal/jetstream-shared-wal.ts';
import { archiveDir } from '../archive/default-store.ts';
import { LevelArchiveStore } from '../archive/level-store.ts';
import { rebuildArchive } from '../archive/rebuild.ts';

export interface JetStreamExportOptions {
  readonly urls: readonly string[];
  readonly prefix: string;
  readonly replicas?: number;
  readonly onProgress?: (records: number, total: number) => void;
}

export interface JetStreamExportReport {
  readonly records: number;
  readonly shards: number;
  readonly snapshots: number;
  readonly metaValues: number;
  readonly archived: number;
}

/** Copies the log into `dir`, which must be empty or missing. */
export async function exportJetStreamLog(
  options: JetStreamExportOptions,
  dir: string,
): Promise<JetStreamExportReport> {
  mkdirSync(dir, { recursive: true });
  if (readdirSync(dir).length > 0) {
    throw new Error(`${dir} is not empty: the copy goes into a new directory`);
  }
  const source = new SharedJetStreamWal({
    urls: [...options.urls],
    prefix: options.prefix,
    replicas: options.replicas ?? 3,
    nodeId: `export:${process.pid}`,
  });
  await source.open();
  const copy = new LevelWal(dir);
  try {
    await copy.open();
    const heads = source.shards().map((shard) => [shard, source.head(shard).seq] as const);
    const total = heads.reduce((n, [, seq]) => n + seq, 0);
    let records = 0;
    let snapshots = 0;
    for (const [shard, head] of heads) {
      for await (const batch of source.readBatches(shard, 0)) {
        const wanted = batch.filter((e) => e.seq <= head);
        const written = await Promise.all(wanted.map((e) => copy.append(shard, e.payload)));
        written.forEach((pos, i) => {
          const entry = wanted[i]!;
          if (pos.seq !== entry.seq || pos.hash !== entry.hash) {
            const where = `shard ${shard} record ${entry.seq}`;
            throw new Error(`${where}: the copy's chain differs from the log's`);
          }
        });
        records += wanted.length;
        options.onProgress?.(records, total);
        if (wanted.length < batch.length) break;
      }
      const snap = await source.readSnapshot(shard);
      if (snap && snap.pos.seq > 0 && snap.pos.seq <= copy.head(shard).seq) {
        await copy.writeSnapshot(shard, snap.pos, snap.state);
        snapshots += 1;
      }
    }
    const keys = await source.metaKeys();
    for (const key of keys) {
      const value = await source.getMeta(key);
      if (value !== undefined) await copy.putMeta(key, value);
    }
    const shardCount = Number((await copy.getMeta('engine.shard_count')) ?? '16');
    const archive = new LevelArchiveStore(archiveDir(dir), copy.latch);
    await archive.open();
    const built = await rebuildArchive(copy, shardCount, archive).finally(() => archive.close());
    const shards = heads.length;
    return { records, shards, snapshots, metaValues: keys.length, archived: built.entries };
  } finally {
    await copy.close().catch(() => undefined);
    await source.close();
  }
}
