// `errand rebuild --data DIR`: drops the archive of settled history and rebuilds it from the log
// (the service must be stopped: LevelDB's lock refuses a second open).
import { SingleBar, Presets } from 'cli-progress';
import { LevelWal } from '../../wal/index.ts';
import { archiveDir } from '../archive/default-store.ts';
import { LevelArchiveStore } from '../archive/level-store.ts';
import { rebuildArchive } from '../archive/rebuild.ts';
import { dataDirFrom, existingDataDir } from './args.ts';

export async function rebuildCommand(argv: string[]): Promise<number> {
  const dir = existingDataDir(dataDirFrom(argv));
  const wal = new LevelWal(dir);
  const recovery = await wal.open();
  const store = new LevelArchiveStore(archiveDir(dir));
  await store.open();
  const shardCount = Number((await wal.getMeta('engine.shard_count')) ?? '16');
  const bar = new SingleBar({ format: 'rebuilding the archive {bar} {value}/{total} records, {entries} entries', noTTYOutput: true, notTTYSchedule: 2000 }, Presets.shades_classic);
  bar.start(wal.shards().reduce((n, s) => n + wal.head(s).seq, 0), 0, { entries: 0 });
  const started = performance.now();
  try {
    const { records, entries } = await rebuildArchive(wal, shardCount, store, (n, e) => bar.update(n, { entries: e }));
    bar.stop();
    console.log(`errand rebuild: ${dir}: ${entries} archive entries from ${records} records in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  } finally {
    await store.close();
    await wal.close();
  }
  return 0;
}
