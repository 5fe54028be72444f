// An engine on a data directory in the mode the suite runs in (docs/threads.md): on engine
// threads as many as the service's default (src/engine-thread/thread-count.ts) or
// ERRAND_TEST_ENGINE_THREADS when set (a partitioned log, the replicas on this thread); with 0,
// on this thread over whichever layout the directory holds.
import { availableParallelism } from 'node:os';
import { LevelWal, WriteLatch } from '../../wal/index.ts';
import { archiveDir } from '../../src/archive/default-store.ts';
import { LevelArchiveStore } from '../../src/archive/level-store.ts';
import { FEE_BPS_DEFAULT } from '../../src/domain/catalogue.ts';
import { layoutFor, logOfDir, readLayout } from '../../src/engine-thread/layout.ts';
import { engineThreadCount } from '../../src/engine-thread/thread-count.ts';
import { EngineThreads } from '../../src/engine-thread/threads.ts';
import { ThreadedWal } from '../../src/engine-thread/threaded-wal.ts';
import { Engine, type EngineOptions } from '../../src/runtime/engine.ts';

const asked = process.env.ERRAND_TEST_ENGINE_THREADS;

/** The engine threads of the services and engines the suite starts (docs/threads.md). */
export const testEngineThreads =
  asked === undefined || asked === ''
    ? engineThreadCount({
        asked: undefined,
        wal: 'leveldb',
        shards: 4,
        cores: availableParallelism(),
      }).threads
    : Number(asked);

/**
 * What a started service's environment says of engine threads: nothing (its own default) unless
 * the suite runs in a mode of its own (ERRAND_TEST_ENGINE_THREADS, the `single` project).
 */
export function testEngineThreadsEnv(): { ENGINE_THREADS?: string } {
  return asked === undefined || asked === '' ? {} : { ENGINE_THREADS: asked };
}

/**
 * How much longer a kill test may run with engine threads: each restart of a service boots its
 * threads, each loading the engine's code (seconds on a loaded 2-core machine, docs/threads.md).
 */
export const restartTimeFactor = testEngineThreads > 0 ? 2 : 1;

export async function openDirEngine(
  dir: string,
  options: Omit<Partial<EngineOptions>, 'wal' | 'threads' | 'archive'> = {},
): Promise<Engine> {
  if (testEngineThreads === 0) {
    if (readLayout(dir)?.version !== 2) return Engine.open({ wal: new LevelWal(dir), ...options });
    const wal = logOfDir(dir);
    return Engine.open({
      wal,
      archive: new LevelArchiveStore(archiveDir(dir), wal.latch),
      ...options,
    });
  }
  const latch = new WriteLatch();
  const threads = new EngineThreads({
    layout: layoutFor(dir, testEngineThreads),
    threads: testEngineThreads,
    shardCount: options.shardCount ?? 16,
    lanes: 2,
    snapshotEvery: options.snapshotEvery ?? 20_000,
    mailboxDepthMax: options.mailboxDepthMax ?? 10_000,
    feeBps: options.feeBps ?? FEE_BPS_DEFAULT,
  });
  return Engine.open({
    ...options,
    wal: new ThreadedWal(latch, threads),
    threads,
    archive: new LevelArchiveStore(archiveDir(dir), latch),
  });
}
