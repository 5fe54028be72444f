// The log the config asks for when it is not one LevelDB directory served on the main thread:
// LevelDB in partitions, engine threads over LevelDB or JetStream, and WAL=jetstream-shared with
// its shard leases lent to the threads (docs/threads.md). The composition root (src/service.ts)
// asks here first and falls back to src/wal-from-config.ts.
import { LevelWal, WriteLatch, type BatchObserver, type Wal } from '../../wal/index.ts';
import { PartitionedWal } from '../../wal/partitioned-wal.ts';
import { ShardLeaseShares } from '../../wal/jetstream-shard-shares.ts';
import { SHARDS_MAX, type Config } from '../config.ts';
import { layoutFor } from '../engine-thread/layout.ts';
import { EngineThreads, type EngineThreadsOptions } from '../engine-thread/threads.ts';
import { ThreadedWal } from '../engine-thread/threaded-wal.ts';
import { JetStreamKeeper } from '../engine-thread/jetstream-keeper.ts';
import { ThreadShards } from '../cluster/thread-shards.ts';

/**
 * The LevelDB log when it is not today's single directory served on this thread: partitions
 * (DATA_DIR/log/p<k>, src/engine-thread/layout.ts) opened here, or engine threads serving them.
 */
export function localLog(
  config: Config,
  walOptions: { lanes: number; latch?: WriteLatch; onBatch?: BatchObserver },
  snapshotEvery: number | undefined,
): { wal: Wal; threads?: EngineThreads } | undefined {
  if (config.WAL === 'jetstream' && config.ENGINE_THREADS > 0)
    return jetStreamOnThreads(config, walOptions.onBatch, snapshotEvery);
  if (config.WAL !== 'leveldb') return undefined;
  const threads = config.ENGINE_THREADS;
  const layout = layoutFor(config.DATA_DIR, threads, config.ENGINE_LOG_PARTITIONS);
  const latch = walOptions.latch ?? new WriteLatch();
  if (threads === 0) {
    if (layout.version === 1) return undefined;
    const parts = new Map<number, Wal>(
      layout.dirs.map((dir, k) => [k, new LevelWal(dir, { ...walOptions, latch })]),
    );
    return { wal: new PartitionedWal(latch, layout.partitions, parts) };
  }
  const engineThreads = new EngineThreads({
    layout,
    ...threadSettings(config, walOptions.onBatch, snapshotEvery),
  });
  return { wal: new ThreadedWal(latch, engineThreads), threads: engineThreads };
}

/** What the engine threads are given whichever log they write (docs/threads.md). */
function threadSettings(
  config: Config,
  onBatch: BatchObserver | undefined,
  snapshotEvery: number | undefined,
): Omit<EngineThreadsOptions, 'layout' | 'jetstream' | 'shared'> {
  return {
    threads: config.ENGINE_THREADS,
    shardCount: config.ERRAND_SHARDS,
    lanes: config.ERRAND_WAL_LANES,
    snapshotEvery: snapshotEvery ?? 20_000,
    mailboxDepthMax: config.MAILBOX_DEPTH_MAX,
    feeBps: config.FEE_BPS,
    doorOnThread: config.ENGINE_THREAD_DOOR === 'thread',
    ...(onBatch ? { onBatch } : {}),
  };
}

/**
 * WAL=jetstream-shared on engine threads (docs/threads.md, "WAL=jetstream-shared on engine
 * threads"): the main thread opens the log and keeps the shard leases; each shard it takes is
 * decided and written on its thread, under the lease lent through the shard's slot.
 */
export function sharedOnThreads(
  config: Config,
  onBatch: BatchObserver | undefined,
  snapshotEvery: number | undefined,
): ThreadShards | undefined {
  if (config.WAL !== 'jetstream-shared' || config.ENGINE_THREADS === 0) return undefined;
  // A slot for every shard a log may have: a stored count may differ from the setting's.
  const shares = ShardLeaseShares.make(SHARDS_MAX);
  const engineThreads = new EngineThreads({
    shared: {
      log: { urls: config.NATS_URLS, prefix: config.NATS_PREFIX, replicas: config.NATS_REPLICAS },
      shares: shares.buffer,
    },
    // create_task's door work stays on the main thread with this log (docs/threads.md,
    // "WAL=jetstream-shared on engine threads").
    ...threadSettings(config, onBatch, snapshotEvery),
    doorOnThread: false,
  });
  return new ThreadShards(engineThreads, shares);
}

/**
 * WAL=jetstream on engine threads (docs/threads.md, "Step 8"): the main thread takes and renews
 * the whole-log lease and serves the meta; each thread writes its shards on its own connection.
 */
function jetStreamOnThreads(
  config: Config,
  onBatch: BatchObserver | undefined,
  snapshotEvery: number | undefined,
): { wal: Wal; threads: EngineThreads } {
  const latch = new WriteLatch();
  const keeper = new JetStreamKeeper(
    {
      urls: config.NATS_URLS,
      prefix: config.NATS_PREFIX,
      replicas: config.NATS_REPLICAS,
      leaseTtlMs: config.WAL_LEASE_TTL_MS,
      ...(config.NODE_ID === undefined ? {} : { nodeId: config.NODE_ID }),
    },
    latch,
  );
  const engineThreads = new EngineThreads({
    jetstream: keeper,
    ...threadSettings(config, onBatch, snapshotEvery),
  });
  return { wal: new ThreadedWal(latch, engineThreads, keeper), threads: engineThreads };
}
