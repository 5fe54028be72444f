// `errand replay --data DIR`: rebuilds every shard from its first record, as recovery would
// without snapshots, and reports throughput and memory.
import { SingleBar, Presets } from 'cli-progress';
import { LevelWal } from '../../wal/index.ts';
import { applyRecord } from '../core/apply.ts';
import { decodeRecord } from '../core/record-codec.ts';
import { emptyShardState } from '../core/state.ts';
import { dataDirFrom } from './args.ts';
import { table } from './table.ts';

export async function replayCommand(argv: string[]): Promise<number> {
  const dir = dataDirFrom(argv);
  const wal = new LevelWal(dir);
  const recovery = await wal.open();
  const bar = new SingleBar({ format: 'replaying {bar} {value}/{total} records', noTTYOutput: true, notTTYSchedule: 2000 }, Presets.shades_classic);
  bar.start(recovery.records, 0);
  let records = 0;
  let events = 0;
  let peakRss = process.memoryUsage().rss;
  const started = performance.now();
  for (const shard of wal.shards()) {
    const state = emptyShardState();
    for await (const entry of wal.read(shard, 0)) {
      const record = decodeRecord(entry.payload);
      applyRecord(state, record);
      records += 1;
      events += record.events.length;
      if (records % 50_000 === 0) {
        bar.update(records);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }
    }
  }
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
