// `errand serve`: opens the engine on DATA_DIR (replaying the log) and runs until SIGTERM/SIGINT,
// then finishes in-flight commands, snapshots and closes. The REST and MCP doors attach here.
import { mkdirSync } from 'node:fs';
import { LevelWal } from '../../wal/index.ts';
import { loadConfig } from '../config.ts';
import { Engine } from '../runtime/engine.ts';
import { VirtualClock, systemClock } from '../runtime/clock.ts';
import { passScreening, pendingScreening, screeningFollowUps } from '../runtime/screening.ts';

export async function serveCommand(_argv: string[]): Promise<number> {
  const config = loadConfig();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const wal = new LevelWal(config.DATA_DIR);
  let engineRef: Engine | undefined;
  const clock = config.ERRAND_CLOCK === 'virtual' ? await VirtualClock.open(undefined) : systemClock;
  const engine = await Engine.open({
    wal,
    clock,
    shardCount: config.ERRAND_SHARDS,
    onCommitted: (_shard, _seq, record) => {
      for (const task of screeningFollowUps(record)) if (engineRef) passScreening(engineRef, task);
    },
  });
  engineRef = engine;
  for (const task of pendingScreening(engine)) passScreening(engine, task);
  const { recovery, replayedRecords, snapshotsUsed, shardCount } = engine.report;
  for (const cut of recovery.tornTails) console.log(`torn tail cut: shard ${cut.shard} record ${cut.seq} (${cut.reason})`);
  console.log(`errand: ${recovery.records} records in ${shardCount} shards; replayed ${replayedRecords} after ${snapshotsUsed} snapshots`);
  console.log('errand: engine ready (the REST door arrives with the next issue); Ctrl-C to stop');
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', resolve);
    process.once('SIGINT', resolve);
  });
  await engine.close();
  console.log('errand: closed cleanly');
  return 0;
}
