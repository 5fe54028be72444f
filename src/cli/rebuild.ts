// `errand rebuild --data DIR [--check]`: drops the archive of settled history and rebuilds it
// from the log (the service must be stopped). The log is read from a scratch copy
// (wal/scratch-view.ts), so only DIR/archive changes; with --check the archive is rebuilt into the
// scratch copy too and DIR is left exactly as it was (a rehearsal: does the log rebuild whole?).
// With WAL=jetstream or jetstream-shared, DIR is a stopped node's and its archive is rebuilt from
// the log on the cluster (rebuild-jetstream.ts). `--threads N` spreads the shards over N threads
// (src/replay-threads/; 0 or 1: this thread).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { logOfDir } from '../engine-thread/layout.ts';
import { openScratchView } from '../../wal/scratch-view.ts';
import { archiveDir } from '../archive/default-store.ts';
import { LevelArchiveStore } from '../archive/level-store.ts';
import { rebuildArchive } from '../archive/rebuild.ts';
import { frameSourceOf } from '../replay-threads/frames.ts';
import { rebuildOnThreads } from '../replay-threads/run.ts';
import { threadsFrom } from '../replay-threads/threads-flag.ts';
import { dataDirOf, existingDataDir } from './args.ts';
import { damageSentence, refuseDamaged, type Store } from '../stores/damage.ts';

export async function rebuildCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      data: { type: 'string', short: 'd' },
      check: { type: 'boolean', default: false },
      threads: { type: 'string' },
    },
    allowPositionals: false,
  });
  if (process.env.WAL === 'jetstream' || process.env.WAL === 'jetstream-shared') {
    const { rebuildJetStreamCommand } = await import('./rebuild-jetstream.ts');
    return rebuildJetStreamCommand(dataDirOf(values.data), values.check ?? false);
  }
  const dir = existingDataDir(dataDirOf(values.data));
  await refuseDamaged(values.check ? 'rebuild --check' : 'rebuild', dir);
  const view = await openScratchView(dir, 'rebuild');
  const wal = logOfDir(view.dir);
  const into = values.check ? join(view.dir, 'archive-check') : archiveDir(dir);
  const store = new LevelArchiveStore(into);
  const bar = new SingleBar(
    {
      format: 'rebuilding the archive {bar} {value}/{total} records, {entries} entries',
      noTTYOutput: true,
      notTTYSchedule: 2000,
    },
    Presets.shades_classic,
  );
  let at: Store = 'log';
  try {
    await wal.open();
    at = 'archive';
    await store.open();
    at = 'log';
    const shardCount = Number((await wal.getMeta('engine.shard_count')) ?? '16');
    const total = wal.shards().reduce((n, s) => n + wal.head(s).seq, 0);
    const threads = threadsFrom(values.threads, total);
    bar.start(total, 0, { entries: 0 });
    const started = performance.now();
    const progress = (n: number, e: number) => bar.update(n, { entries: e });
    const { records, entries } =
      threads >= 2
        ? await rebuildOnThreads(wal, frameSourceOf(wal), shardCount, store, {
            threads,
            onProgress: progress,
          })
        : await rebuildArchive(wal, shardCount, store, progress);
    bar.stop();
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const what = `${entries} archive entries from ${records} records in ${seconds} s`;
    if (values.check) {
      const untouched = `(into a scratch copy; ${dir} was not changed)`;
      console.log(`errand rebuild --check: ${dir}: the log rebuilds ${what} ${untouched}`);
    } else console.log(`errand rebuild: ${dir}: ${what}`);
    return 0;
  } catch (error) {
    const tool = values.check ? 'rebuild --check' : 'rebuild';
    throw new Error(await damageSentence(tool, dir, at, error, view));
  } finally {
    bar.stop();
    await store.close().catch(() => {});
    await wal.close().catch(() => {});
    await view.dispose();
  }
}
