// `errand replay --data DIR`: rebuilds every shard from its first record, as recovery would
// without snapshots, and reports throughput and memory.
import { SingleBar, Presets } from 'cli-progress';
import { LevelWal } from '../../wal/index.ts';
import { replayInto } from '../runtime/recovery.ts';
import { emptyShardState } from '../core/state.ts';
import { dataDirFrom, existingDataDir } from './args.ts';
import { table } from './table.ts';

export async function replayCommand(argv: string[]): Promise<number> {
  const dir = existingDataDir(dataDirFrom(argv));
  const wal = new LevelWal(dir);
  const recovery = await wal.open();
  const bar = new SingleBar({ format: 'replaying {bar} {value}/{total} records', noTTYOutput: true, notTTYSchedule: 2000 }, Presets.shades_classic);
  bar.start(wal.shards().reduce((n, s) => n + wal.head(s).seq, 0), 0);
  let records = 0;
  let events = 0;
  let peakRss = process.memoryUsage().rss;
  const started = performance.now();
  const ticker = setInterval(() => {
    bar.update(records);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 500);
  await Promise.all(wal.shards().map(async (shard) => {
    const counts = await replayInto(wal, shard, emptyShardState(), 0);
    records += counts.records;
    events += counts.events;
  }));
  clearInterval(ticker);
  const seconds = (performance.now() - started) / 1000;
  bar.update(records);
  bar.stop();
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  await wal.close();
  console.log(table(['records', 'events', 'seconds', 'records/s', 'events/s', 'peak RSS MiB'], [[
    String(records),
    String(events),
    seconds.toFixed(2),
    String(Math.round(records / seconds)),
    String(Math.round(events / seconds)),
    (peakRss / 2 ** 20).toFixed(0),
  ]]));
  return 0;
}
