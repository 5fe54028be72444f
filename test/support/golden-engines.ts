// The golden fixture as the partitioned-log tests open it (docs/threads.md): its files and
// expected observations, and an engine over a data directory either on this thread or on two
// engine threads, as `errand serve` opens one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WriteLatch } from '../../wal/index.ts';
import { archiveDir } from '../../src/archive/default-store.ts';
import { LevelArchiveStore } from '../../src/archive/level-store.ts';
import { FEE_BPS_DEFAULT } from '../../src/domain/catalogue.ts';
import { layoutFor, logOfDir } from '../../src/engine-thread/layout.ts';
import { EngineThreads } from '../../src/engine-thread/threads.ts';
import { ThreadedWal } from '../../src/engine-thread/threaded-wal.ts';
import { Engine } from '../../src/runtime/engine.ts';
import type { GoldenIds, Observed } from './golden.ts';
import { TestClock } from './harness.ts';

export const FIXTURE = new URL('../fixtures/golden-v2/', import.meta.url).pathname;
export const expected = JSON.parse(readFileSync(join(FIXTURE, 'expected.json'), 'utf8')) as {
  ids: GoldenIds;
  observed: Observed;
};

/** The directory's log (either layout) served on this thread. */
export async function onOneThread(dir: string): Promise<Engine> {
  const wal = logOfDir(dir);
  const archive = new LevelArchiveStore(archiveDir(dir), wal.latch);
  return Engine.open({ wal, archive, clock: new TestClock() });
}

/** The directory's log served on two engine threads. */
export async function onThreads(dir: string): Promise<Engine> {
  const latch = new WriteLatch();
  const threads = new EngineThreads({
    layout: layoutFor(dir, 2),
    threads: 2,
    shardCount: 16,
    lanes: 2,
    snapshotEvery: 20_000,
    mailboxDepthMax: 10_000,
    feeBps: FEE_BPS_DEFAULT,
  });
  const archive = new LevelArchiveStore(archiveDir(dir), latch);
  const wal = new ThreadedWal(latch, threads);
  return Engine.open({ wal, threads, archive, clock: new TestClock() });
}
