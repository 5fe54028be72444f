// `errand verify --data DIR`: replays a data directory from its first record in this fresh
// process and checks every invariant by name. Exit 0 when all hold, 1 when any fails.
import { SingleBar, Presets } from 'cli-progress';
import { LevelWal } from '../../wal/index.ts';
import { WalCorruptionError } from '../../wal/wal.ts';
import { INVARIANTS } from '../core/invariants.ts';
import { verifyLog } from '../runtime/verify.ts';
import { dataDirFrom, existingDataDir } from './args.ts';
import { archiveDir } from '../archive/default-store.ts';
import { LevelArchiveStore } from '../archive/level-store.ts';
import { table } from './table.ts';

export async function verifyCommand(argv: string[]): Promise<number> {
  const dir = existingDataDir(dataDirFrom(argv));
  const wal = new LevelWal(dir);
  let recovery;
  try {
    recovery = await wal.open();
  } catch (error) {
    await wal.close().catch(() => {});
    if (!(error instanceof WalCorruptionError)) throw error;
    console.log(`errand verify: ${dir}`);
    console.log(table(['invariant', 'result', 'checked', 'first failure'], INVARIANTS.map((name) =>
      name === 'wal_intact'
        ? [name, 'FAIL', '-', `shard ${error.shard} record ${error.seq}: ${error.reason}`]
        : [name, 'not checked', '-', 'the log must be intact first'])));
    return 1;
  }
  for (const cut of recovery.tornTails) console.log(`torn tail cut: shard ${cut.shard} record ${cut.seq} (${cut.reason})`);
  const shardCount = Number((await wal.getMeta('engine.shard_count')) ?? '16');
  const bar = new SingleBar({ format: 'replaying {bar} {value}/{total} records', noTTYOutput: true, notTTYSchedule: 2000 }, Presets.shades_classic);
  bar.start(wal.shards().reduce((n, s) => n + wal.head(s).seq, 0), 0);
  const started = performance.now();
  const archive = new LevelArchiveStore(archiveDir(dir));
  await archive.open();
  const report = await verifyLog(wal, { shardCount, checkSnapshots: true, archive, onProgress: (n) => bar.update(n) }).finally(() => archive.close());
  bar.stop();
  await wal.close();
  const seconds = (performance.now() - started) / 1000;
  console.log(`errand verify: ${dir} — ${report.records} records in ${shardCount} shards, ${seconds.toFixed(2)} s`);
  console.log(table(['invariant', 'result', 'checked', 'first failure'], report.invariants.map((r) => [
    r.name,
    r.failures.length === 0 ? 'ok' : `FAIL (${r.failures.length}${r.failures.length >= 20 ? '+' : ''})`,
    String(r.checked),
    r.failures[0] ?? '',
  ])));
  console.log(report.ok ? 'all invariants hold' : 'INVARIANTS FAILED');
  return report.ok ? 0 : 1;
}
