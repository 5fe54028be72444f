// `errand replay --data DIR`: rebuilds every shard from its first record, as recovery would
// without snapshots, and reports throughput and memory. It reads a scratch copy of DIR
// (wal/scratch-view.ts) and leaves DIR as it was; a read that fails ends it with a sentence.
// `--threads N` spreads the shards over N threads (src/replay-threads/; 0 or 1: this thread).
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { openScratchView } from '../../wal/scratch-view.ts';
import { replayInto } from '../runtime/recovery.ts';
import { emptyShardState } from '../core/state.ts';
import { dataDirOf, existingDataDir } from './args.ts';
import { frameSourceOf } from '../replay-threads/frames.ts';
import { replayOnThreads } from '../replay-threads/run.ts';
import { threadsFrom } from '../replay-threads/threads-flag.ts';
import { logOfDir } from '../engine-thread/layout.ts';
import { damageSentence, refuseDamaged } from '../stores/damage.ts';
import { table } from './table.ts';

export async function replayCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { data: { type: 'string', short: 'd' }, threads: { type: 'string' } },
    allowPositionals: false,
  });
  const dir = existingDataDir(dataDirOf(values.data));
  await refuseDamaged('replay', dir);
  const view = await openScratchView(dir, 'replay');
  const wal = logOfDir(view.dir);
  const bar = new SingleBar(
    { format: 'replaying {bar} {value}/{total} records', noTTYOutput: true, notTTYSchedule: 2000 },
    Presets.shades_classic,
  );
  let ticker: NodeJS.Timeout | undefined;
  try {
    await wal.open();
    const total = wal.shards().reduce((n, s) => n + wal.head(s).seq, 0);
    const threads = threadsFrom(values.threads, total);
    bar.start(total, 0);
    let records = 0;
    let events = 0;
    let peakRss = process.memoryUsage().rss;
    const started = performance.now();
    ticker = setInterval(() => {
      bar.update(records);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 500);
    if (threads >= 2) {
      const progress = (n: number) => (records = n);
      const counts = await replayOnThreads(wal, frameSourceOf(wal), {
        threads,
        onProgress: progress,
      });
      records = counts.records;
      events = counts.events;
    } else {
      await Promise.all(
        wal.shards().map(async (shard) => {
          const counts = await replayInto(wal, shard, emptyShardState(), 0);
          records += counts.records;
          events += counts.events;
        }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    bar.update(records);
    bar.stop();
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    console.log(
      table(
        ['records', 'events', 'threads', 'seconds', 'records/s', 'events/s', 'peak RSS MiB'],
        [
          [
            String(records),
            String(events),
            String(Math.max(1, threads)),
            seconds.toFixed(2),
            String(Math.round(records / seconds)),
            String(Math.round(events / seconds)),
            (peakRss / 2 ** 20).toFixed(0),
          ],
        ],
      ),
    );
    return 0;
  } catch (error) {
    throw new Error(await damageSentence('replay', dir, 'log', error, view));
  } finally {
    // Stopped on every path: a bar or ticker left running keeps the process alive.
    clearInterval(ticker);
    bar.stop();
    await wal.close().catch(() => {});
    await view.dispose();
  }
}
