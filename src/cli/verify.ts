// `errand verify --data DIR`: replays a data directory from its first record in this fresh
// process and checks every invariant by name. Exit 0 when all hold, 1 when any fails. It reads a
// scratch copy (wal/scratch-view.ts), so the directory is byte for byte as it was afterwards, and
// every way it can fail ends the process with a sentence naming the store, the file and what to do.
// `--threads N` spreads the shards over N threads (src/replay-threads/; 0 or 1: this thread).
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import type { LevelWal } from '../../wal/index.ts';
import { WalCorruptionError } from '../../wal/wal.ts';
import { openScratchView, type ScratchView } from '../../wal/scratch-view.ts';
import { INVARIANTS } from '../core/invariants.ts';
import { verifyLog } from '../runtime/verify.ts';
import { dataDirOf, existingDataDir } from './args.ts';
import { frameSourceOf } from '../replay-threads/frames.ts';
import { verifyOnThreads } from '../replay-threads/run.ts';
import { threadsFrom } from '../replay-threads/threads-flag.ts';
import { logOfDir } from '../engine-thread/layout.ts';
import { archiveDir } from '../archive/default-store.ts';
import { LevelArchiveStore } from '../archive/level-store.ts';
import { damageSentence, foundSentence, scanStores, type Store } from '../stores/damage.ts';
import { describeLogDamage } from '../../wal/log-scan.ts';
import { table } from './table.ts';
import { verifyJetStreamCommand } from './verify-jetstream.ts';

/** What `errand serve` does with a directory verify fails: it checks from each snapshot. */
const SERVE_NOTE =
  'Note: errand serve checks each shard only from its newest snapshot, so it may still start on ' +
  'this directory; do not serve it: keep it as evidence and restore the newest backup ' +
  '(docs/reliability.md, "Runbook").';

export async function verifyCommand(argv: string[]): Promise<number> {
  // A log on JetStream is checked on the cluster (with --data: a stopped node's archive too).
  if (process.env.WAL === 'jetstream' || process.env.WAL === 'jetstream-shared') {
    return verifyJetStreamCommand(argv);
  }
  const { values } = parseArgs({
    args: argv,
    options: { data: { type: 'string', short: 'd' }, threads: { type: 'string' } },
    allowPositionals: false,
  });
  const dir = existingDataDir(dataDirOf(values.data));
  // Checked before anything is read: a mistyped flag is refused at once.
  if (values.threads !== undefined) threadsFrom(values.threads, 0);
  // The files first, as they are: what LevelDB's open would drop without a word (a damaged
  // block of a .log, a torn tail) and tables whose checksums fail.
  const found = await scanStores(dir, true);
  for (const torn of found.torn) console.log(`torn tail: ${describeLogDamage(torn)}`);
  for (const line of found.damaged) console.log(`DAMAGED: ${line}`);
  const view = await openScratchView(dir, 'verify');
  let code: number;
  try {
    code = await verifyView(dir, view, values.threads);
  } finally {
    await view.dispose();
  }
  if (found.damaged.length === 0) return code;
  // A damaged .log: serve refuses it too (it reads the same files first). A damaged table only:
  // serve reads tables as it needs them, so it may start (the note is printed once).
  const refused = '\nerrand serve refuses this directory too (it reads the same .log files first).';
  const logDamaged = found.damaged.some((l) => l.includes('.log:'));
  const serve = logDamaged ? refused : code === 0 ? `\n${SERVE_NOTE}` : '';
  console.log(`${foundSentence('verify', dir, found)}${serve}`);
  return 1;
}

async function verifyView(
  dir: string,
  view: ScratchView,
  threadsFlag: string | undefined,
): Promise<number> {
  let store: Store = 'log';
  const wal = logOfDir(view.dir);
  let recovery: Awaited<ReturnType<LevelWal['open']>>;
  try {
    recovery = await wal.open();
  } catch (error) {
    await wal.close().catch(() => {});
    if (!(error instanceof WalCorruptionError)) {
      throw new Error(await damageSentence('verify', dir, 'log', error, view));
    }
    console.log(`errand verify: ${dir}`);
    console.log(
      table(
        ['invariant', 'result', 'checked', 'first failure'],
        INVARIANTS.map((name) =>
          name === 'wal_intact'
            ? [name, 'FAIL', '-', `shard ${error.shard} record ${error.seq}: ${error.reason}`]
            : [name, 'not checked', '-', 'the log must be intact first'],
        ),
      ),
    );
    console.log(
      `the write-ahead log in ${dir} is damaged at shard ${error.shard} record ${error.seq}; ` +
        `errand serve refuses this directory too. ${dir} was not changed (verify read a scratch ` +
        'copy). What to do: keep it as evidence, restore the newest backup into an empty ' +
        'directory (errand restore --in FILE --data EMPTY_DIR), verify and serve that; ' +
        'see docs/reliability.md.',
    );
    return 1;
  }
  for (const cut of recovery.tornTails) {
    const what = `torn tail: shard ${cut.shard} record ${cut.seq} (${cut.reason})`;
    console.log(`${what}; errand serve drops it at start (never acknowledged)`);
  }
  const bar = new SingleBar(
    { format: 'replaying {bar} {value}/{total} records', noTTYOutput: true, notTTYSchedule: 2000 },
    Presets.shades_classic,
  );
  const archive = new LevelArchiveStore(archiveDir(view.dir));
  try {
    const shardCount = Number((await wal.getMeta('engine.shard_count')) ?? '16');
    const total = wal.shards().reduce((n, s) => n + wal.head(s).seq, 0);
    const threads = threadsFrom(threadsFlag, total);
    bar.start(total, 0);
    const started = performance.now();
    store = 'archive';
    await archive.open();
    store = 'log';
    const options = { shardCount, checkSnapshots: true, archive };
    const onProgress = (n: number) => bar.update(n);
    const report =
      threads >= 2
        ? await verifyOnThreads(wal, frameSourceOf(wal), { ...options, threads, onProgress })
        : await verifyLog(wal, { ...options, onProgress });
    bar.stop();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `errand verify: ${dir} — ${report.records} records in ${shardCount} shards, ` +
        `${seconds.toFixed(2)} s${threads >= 2 ? ` on ${threads} threads` : ''}`,
    );
    console.log(
      table(
        ['invariant', 'result', 'checked', 'first failure'],
        report.invariants.map((r) => [
          r.name,
          r.failures.length === 0
            ? 'ok'
            : `FAIL (${r.failures.length}${r.failures.length >= 20 ? '+' : ''})`,
          String(r.checked),
          r.failures[0] ?? '',
        ]),
      ),
    );
    console.log(report.ok ? 'all invariants hold' : `INVARIANTS FAILED\n${SERVE_NOTE}`);
    return report.ok ? 0 : 1;
  } catch (error) {
    throw new Error(`${await damageSentence('verify', dir, store, error, view)}\n${SERVE_NOTE}`);
  } finally {
    // Stopped on every path: a bar left running keeps the process alive (docs/reliability.md).
    bar.stop();
    await archive.close().catch(() => {});
    await wal.close().catch(() => {});
  }
}
