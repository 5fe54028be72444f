// `errand verify` for a log on JetStream (docs/scale.md, "Maintainer tools on a shared log"):
// every shard's stream read from its first record through the same verifier as a LevelDB
// directory (src/runtime/verify.ts), from a handle that takes no lease and writes nothing, so it
// may run beside live nodes (it checks each shard up to its head when the handle opened). Given a
// stopped node's DATA_DIR, that node's archive is checked too: it must hold everything the records
// up to its watermarks moved out of memory (src/archive/watermarks.ts), exactly as derived.
// Kept apart from src/cli/verify.ts so the command can call it (issue 33, item 6).
import { SharedJetStreamWal } from '../../wal/jetstream-shared-wal.ts';
import { archiveDir } from '../archive/default-store.ts';
import { LevelArchiveStore } from '../archive/level-store.ts';
import { readWatermarks } from '../archive/watermarks.ts';
import { verifyLog, type VerifyReport } from '../runtime/verify.ts';

export interface JetStreamVerifyOptions {
  readonly urls: readonly string[];
  readonly prefix: string;
  readonly replicas?: number;
  /** A stopped node's data directory: its archive is checked against the log. */
  readonly dataDir?: string;
  readonly onProgress?: (records: number, total: number) => void;
}

export interface JetStreamVerifyReport extends VerifyReport {
  /** Each shard's head when the handle opened: the records checked. */
  readonly heads: readonly number[];
}

export async function verifyJetStreamLog(
  options: JetStreamVerifyOptions,
): Promise<JetStreamVerifyReport> {
  const wal = new SharedJetStreamWal({
    urls: [...options.urls],
    prefix: options.prefix,
    replicas: options.replicas ?? 3,
    nodeId: `verify:${process.pid}`,
  });
  await wal.open();
  const { dataDir } = options;
  const archive = dataDir === undefined ? undefined : new LevelArchiveStore(archiveDir(dataDir));
  try {
    const shardCount = Number((await wal.getMeta('engine.shard_count')) ?? '16');
    const present = new Set(wal.shards());
    const heads = Array.from({ length: shardCount }, (_, s) =>
      present.has(s) ? wal.head(s).seq : 0,
    );
    const total = heads.reduce((n, h) => n + h, 0);
    await archive?.open();
    const marks = archive === undefined ? undefined : await readWatermarks(archive, shardCount);
    const archivedTo = marks && new Map(marks.map((seq, shard) => [shard, seq]));
    const report = await verifyLog(wal, {
      shardCount,
      checkSnapshots: true,
      ...(archive === undefined || archivedTo === undefined ? {} : { archive, archivedTo }),
      onProgress: (records) => options.onProgress?.(records, total),
    });
    return { ...report, heads };
  } finally {
    await archive?.close().catch(() => undefined);
    await wal.close();
  }
}
