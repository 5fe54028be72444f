// The main thread's replicas of shards decided on engine threads (docs/threads.md, "Reads"): each
// a Shard following what its thread made durable, as a follower on a shared log does
// (src/runtime/shard.ts), so the synchronous reads across the service (stateOf, findTask, the
// indexes, the effects) stay as they are and see only durable records. The archive store stays
// here, written from the replicas' evictions; a thread's archive writes wait for it (its
// remote-archive.ts).
import { ArchiveFormatError, checkArchiveFormat, stampArchiveFormat } from '../archive/codec.ts';
import { decodeState } from '../core/state-codec.ts';
import type { RecoveryReport } from '../../wal/wal.ts';
import type { Archiver } from '../archive/archiver.ts';
import type { CommandRecord } from '../core/events.ts';
import type { CommittedIndexes } from '../runtime/committed-indexes.ts';
import { Shard } from '../runtime/shard.ts';
import type { ShardHost } from '../runtime/shard-host.ts';
import type { EngineThreads } from './threads.ts';
import type { ThreadedWal } from './threaded-wal.ts';
import { readWatermarks } from '../archive/watermarks.ts';

/** What of the engine (src/runtime/engine.ts) the replicas are built into and report to. */
export interface ReplicaHost extends ShardHost {
  readonly shards: Shard[];
  readonly archiver: Archiver;
  readonly indexes: CommittedIndexes;
  decided(shard: number, seq: number, record: CommandRecord): void;
  failed(error: unknown): void;
}

/** The engine's open report, as the threads' opens make it. */
export interface ThreadsOpenReport {
  recovery: RecoveryReport;
  shardCount: number;
  replayedRecords: number;
  snapshotsUsed: number;
  replayedWhole: Array<{ shard: number; archivedTo: number; snapshotAt: number }>;
}

/** Starts the threads and builds a replica of every shard from the state each thread rebuilt. */
export async function openOnThreads(
  engine: ReplicaHost,
  threads: EngineThreads,
  wal: ThreadedWal,
  /** The archive lives apart from the log (JetStream): its watermarks bound the snapshots used. */
  archiveApart = false,
): Promise<ThreadsOpenReport> {
  const { archiver } = engine;
  await archiver.store.open();
  const refuse = async (error: unknown): Promise<never> => {
    await threads.close().catch(() => {});
    await archiver.store.close();
    throw error;
  };
  const format = await checkArchiveFormat(archiver.store).catch(refuse);
  const broadcastZones = () =>
    threads.broadcast({ t: 'zones', zones: [...engine.indexes.zoneOverrides] });
  const opened = await threads
    .open(
      {
        committed: (shard, seq, hash, record) => {
          const replica = engine.shards[shard]!;
          // The webhook dispatcher places records by seq (decided listeners): decided here is
          // durable too, the replica holding nothing else.
          engine.decided(shard, seq, record);
          // A gap or a record apply refuses throws out of the message listener: the process stops,
          // as a replica that no longer matches its thread must not be read (docs/threads.md).
          replica.followedRecord(seq, hash, record);
          if (record.events.some((e) => e.type === 'ZoneStatusSet')) broadcastZones();
        },
        evicted: (evicted) => archiver.add(evicted),
        archiveWritten: () => archiver.barrier(),
        archiveGet: async (keys) => {
          // What the threads evicted is on its way here: written before it is looked for.
          await archiver.barrier();
          return archiver.store.getMany(keys);
        },
        failed: (error) => engine.failed(error),
      },
      archiveApart ? (shardCount) => readWatermarks(archiver.store, shardCount) : undefined,
    )
    .catch(refuse);
  const shards = [...opened.shards].sort((a, b) => a.id - b.id);
  let replayedRecords = 0;
  let snapshotsUsed = 0;
  const replayedWhole: ThreadsOpenReport['replayedWhole'] = [];
  for (const shard of shards) {
    if (shard.snapshotPastArchive !== undefined)
      replayedWhole.push({
        shard: shard.id,
        archivedTo: shard.archivedTo ?? 0,
        snapshotAt: shard.snapshotPastArchive,
      });
    const state = decodeState(shard.state);
    const replica = new Shard(shard.id, state, engine, { seq: shard.seq, hash: shard.hash });
    replica.follow();
    engine.shards.push(replica);
    engine.indexes.addState(state);
    replayedRecords += shard.replayed;
    if (shard.fromSnapshot) snapshotsUsed += 1;
  }
  wal.shardCount = engine.shards.length;
  wal.headOf = (s) => engine.shards[s]?.durablePosition;
  broadcastZones();
  await archiver.barrier();
  if (format === 'older') {
    if (snapshotsUsed > 0)
      await refuse(
        new ArchiveFormatError('1', ' and a snapshot of this version skipped part of the log'),
      );
    await stampArchiveFormat(archiver.store);
  }
  const heads = new Map(shards.map((s) => [s.id, { seq: s.seq, hash: s.hash }]));
  const recovery = { heads, tornTails: opened.tornTails, records: opened.records };
  return {
    recovery,
    shardCount: engine.shards.length,
    replayedRecords,
    snapshotsUsed,
    replayedWhole,
  };
}

/**
 * Starts the threads with no shard, the engine's shards built already on this thread: what a
 * thread makes durable is applied to the shard's replica here, then reaches the effects.
 */
export async function openSharedThreads(
  engine: ReplicaHost,
  threads: EngineThreads,
): Promise<void> {
  const { archiver } = engine;
  await threads.openShared(
    {
      committed: (shard, seq, hash, record) => {
        engine.decided(shard, seq, record);
        // A gap throws out of the message listener: the process stops, as a replica that no
        // longer matches its thread must not be read (docs/threads.md, "Fail-stop").
        engine.shards[shard]!.followedOne(seq, hash, record);
      },
      evicted: (evicted) => archiver.add(evicted),
      archiveWritten: () => archiver.barrier(),
      archiveGet: async (keys) => {
        await archiver.barrier();
        return archiver.store.getMany(keys);
      },
      failed: (error) => engine.failed(error),
    },
    engine.shards.length,
  );
}
