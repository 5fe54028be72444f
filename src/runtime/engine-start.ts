// The engine's start (src/runtime/engine.ts `open`). On this thread: the log opened, the
// archive's format checked, the shard count read (or set on a new log), every shard rebuilt side
// by side from its snapshot and tail (recovery.ts), and what the replay moved out of memory
// archived before anything is served. On engine threads: a replica of each shard the threads
// rebuilt (src/engine-thread/replicas.ts).
import type { RecoveryReport, Wal } from '../../wal/wal.ts';
import type { Archiver } from '../archive/archiver.ts';
import { ArchiveFormatError, checkArchiveFormat, stampArchiveFormat } from '../archive/codec.ts';
import { readWatermarks } from '../archive/watermarks.ts';
import type { Evicted } from '../core/state.ts';
import { openOnThreads, openSharedThreads } from '../engine-thread/replicas.ts';
import type { EngineThreads } from '../engine-thread/threads.ts';
import type { ThreadedWal } from '../engine-thread/threaded-wal.ts';
import type { CommittedIndexes } from './committed-indexes.ts';
import { recoverShard } from './recovery.ts';
import { Shard } from './shard.ts';
import type { ShardHost } from './shard-host.ts';

export interface OpenReport {
  recovery: RecoveryReport;
  shardCount: number;
  replayedRecords: number;
  snapshotsUsed: number;
  /** Shards replayed from their first record because the log's snapshot was past this archive. */
  replayedWhole: Array<{ shard: number; archivedTo: number; snapshotAt: number }>;
}

const SHARD_COUNT_META = 'engine.shard_count';
/** Objects a start's replay may have on their way to the archive before it waits for them. */
const REPLAY_BACKLOG_MAX = 20_000;

/** The engine as its start fills it: the shards, their archiver and the committed indexes. */
export interface RebuildHost extends ShardHost {
  readonly shards: Shard[];
  readonly archiver: Archiver;
  readonly indexes: CommittedIndexes;
}

/** On engine threads: `engine` gets a replica of every shard its thread rebuilt. */
export async function startOnThreads(
  engine: RebuildHost,
  threads: EngineThreads,
  wal: ThreadedWal,
  archiveApart: boolean | undefined,
): Promise<{ report: OpenReport; refuse: (error: unknown) => Promise<never> }> {
  const report = await openOnThreads(engine, threads, wal, archiveApart);
  const refuse = async (error: unknown): Promise<never> => {
    await threads.close().catch(() => {});
    await engine.archiver.store.close();
    throw error;
  };
  return { report, refuse };
}

/**
 * Rebuilds every shard of `wal` into `engine`. Resolves with the open report and the refusal
 * that closes what was opened (the caller's later steps of the start refuse through it too).
 */
export async function rebuildHere(
  engine: RebuildHost,
  wal: Wal,
  settings: { shardCount?: number; archiveApart?: boolean; threads?: EngineThreads },
): Promise<{ report: OpenReport; refuse: (error: unknown) => Promise<never> }> {
  const recovery = await wal.open();
  await engine.archiver.store.open();
  const refuse = async (error: unknown): Promise<never> => {
    // WAL=jetstream-shared's threads, if started (below): the process can then exit.
    await settings.threads?.close().catch(() => {});
    await engine.archiver.store.close();
    await wal.close();
    throw error;
  };
  const format = await checkArchiveFormat(engine.archiver.store).catch(refuse);
  const stored = await wal.getMeta(SHARD_COUNT_META);
  const shardCount = stored === undefined ? (settings.shardCount ?? 16) : Number(stored);
  if (stored === undefined) await wal.putMeta(SHARD_COUNT_META, String(shardCount));
  let replayedRecords = 0;
  let snapshotsUsed = 0;
  const store = engine.archiver.store;
  const marks = settings.archiveApart
    ? await readWatermarks(store, shardCount).catch(refuse)
    : undefined;
  const replayedWhole: OpenReport['replayedWhole'] = [];
  // Shards are independent: rebuilding them side by side keeps the disk busy while one applies.
  // What a replay moves out of memory goes to the archiver as it goes, the replay waiting while
  // the archiver is far behind: a replay from the first record holds no history in memory.
  const { archiver } = engine;
  const sink = {
    add: (e: Evicted[]) => archiver.add(e),
    pause: () => (archiver.backlog > REPLAY_BACKLOG_MAX ? archiver.barrier() : undefined),
  };
  const recovered = await Promise.all(
    Array.from({ length: shardCount }, (_, id) =>
      recoverShard(wal, id, undefined, marks?.[id], sink),
    ),
  );
  for (const [id, recovery] of recovered.entries()) {
    const { state, fromSnapshot, replayed, snapshotPastArchive } = recovery;
    replayedRecords += replayed;
    if (fromSnapshot) snapshotsUsed += 1;
    if (snapshotPastArchive !== undefined) {
      replayedWhole.push({
        shard: id,
        archivedTo: marks?.[id] ?? 0,
        snapshotAt: snapshotPastArchive,
      });
    }
    // What the tail replay ended is archived again (the same bytes) before anything is served.
    engine.archiver.add(state.evicted.splice(0));
    engine.shards.push(new Shard(id, state, engine, wal.head(id)));
    engine.indexes.addState(state);
  }
  await engine.archiver.barrier();
  // WAL=jetstream-shared on engine threads: the shards were built here; the threads start
  // empty and each shard this node takes is sent to its thread (src/cluster/thread-shards.ts;
  // the replicas' side: openSharedThreads in src/engine-thread/replicas.ts).
  if (settings.threads) await openSharedThreads(engine, settings.threads).catch(refuse);
  if (format === 'older') {
    // An older format lacks only what a whole replay of the log has just archived again; after
    // a snapshot of today's layout it may lack more, and only a rebuild can tell.
    if (snapshotsUsed > 0)
      await refuse(
        new ArchiveFormatError('1', ' and a snapshot of this version skipped part of the log'),
      );
    await stampArchiveFormat(engine.archiver.store);
  }
  return {
    report: { recovery, shardCount, replayedRecords, snapshotsUsed, replayedWhole },
    refuse,
  };
}
