// `errand serve`: the service on DATA_DIR until SIGTERM/SIGINT, then a graceful close: stop
// accepting, finish in-flight commands, snapshot, close the log.
import { loadConfig, type Config } from '../config.ts';
import { startService, type RunningService, type StartOptions } from '../service.ts';
import { describeLogDamage } from '../../wal/log-scan.ts';
import { foundSentence, scanStores } from '../stores/damage.ts';

export async function serveCommand(
  _argv: string[],
  faults: Pick<StartOptions, 'unsafeWal' | 'unsafeWriteLatch'> = {},
): Promise<number> {
  const config = loadConfig();
  // What LevelDB's open would drop without a word (docs/reliability.md, "One truth about a damaged
  // directory"): a torn tail is told, damage in the middle refuses the start, as verify fails it.
  const found = await scanStores(config.DATA_DIR, false);
  for (const torn of found.torn)
    console.log(`errand: dropping at start: ${describeLogDamage(torn)}`);
  if (found.damaged.length > 0)
    throw new Error(`refusing to start: ${foundSentence('serve', config.DATA_DIR, found)}`);
  const service = await startService(config, { logger: { level: config.LOG_LEVEL }, ...faults });
  const { recovery, replayedRecords, snapshotsUsed, shardCount } = service.engine.report;
  for (const cut of recovery.tornTails)
    console.log(`errand: torn tail cut: shard ${cut.shard} record ${cut.seq} (${cut.reason})`);
  const total = service.engine.wal.shards().reduce((n, s) => n + service.engine.wal.head(s).seq, 0);
  console.log(
    `errand: ${total} records in ${shardCount} shards; replayed ${replayedRecords} after ` +
      `${snapshotsUsed} snapshots (${recovery.records} checked at start)`,
  );
  console.log(engineThreadsLine(service, config));
  await serveUntilSignal(service, config.DATA_DIR);
  return 0;
}

/**
 * Serves until SIGTERM/SIGINT, then closes gracefully. Shared with the test-only serve
 * (test/support/serve-test-engine.ts): tests and campaigns wait for these exact lines.
 */
export async function serveUntilSignal(service: RunningService, dataDir: string): Promise<void> {
  console.log(`errand: listening on ${service.url} (data in ${dataDir})`);
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', resolve);
    process.once('SIGINT', resolve);
  });
  console.log('errand: shutting down');
  await service.close();
  console.log('errand: closed cleanly');
}

/**
 * How many engine threads serve and why (docs/threads.md, "The default"): the setting's count,
 * or fewer when the log has fewer partitions (a log made on one thread is served by one).
 */
function engineThreadsLine(service: RunningService, config: Config): string {
  const threads = service.engine.threads;
  const running = threads?.count ?? 0;
  const what =
    running === 0
      ? 'single-thread mode, the shards on the main thread'
      : `${running} engine thread${running === 1 ? '' : 's'}`;
  const why = [config.ENGINE_THREADS_WHY];
  if (threads && running < config.ENGINE_THREADS)
    why.push(
      threads.options.layout
        ? `the log has ${threads.partitions} partition(s)`
        : `the log has ${threads.partitions} shard(s)`,
    );
  return `errand: ${what} (${why.join('; ')})`;
}
