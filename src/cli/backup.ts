// `errand backup --data DIR --out FILE`: a consistent copy of DIR's log (records, snapshots, meta)
// and proof photos, from the running service through DIR/errand.sock or from the stopped
// directory. Progress on stderr; one line on stdout naming the file, its log position and sha256.
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { CONSOLE_STORE_IN_BACKUP } from '../accounts/backup-store.ts';
import { OPERATOR_APP_STORE_IN_BACKUP } from '../operator-app/backup-store.ts';
import { takeBackup } from '../backup/take.ts';
import { dataDirOf, existingDataDir } from './args.ts';

export function progressBar(what: string) {
  const bar = new SingleBar(
    { format: `${what} {bar} {value}/{total} records`, noTTYOutput: true, notTTYSchedule: 2000 },
    Presets.shades_classic,
  );
  return {
    start: (total: number) => bar.start(total, 0),
    update: (n: number) => bar.update(n),
    stop: () => bar.stop(),
  };
}

export async function backupCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { data: { type: 'string', short: 'd' }, out: { type: 'string', short: 'o' } },
    allowPositionals: false,
  });
  if (!values.out) {
    console.error('usage: errand backup --data DIR --out FILE');
    return 2;
  }
  const dir = existingDataDir(dataDirOf(values.data));
  const bar = progressBar('backing up');
  const taken = await takeBackup(dir, values.out, bar, [
    CONSOLE_STORE_IN_BACKUP,
    OPERATOR_APP_STORE_IN_BACKUP,
  ]).finally(() => bar.stop());
  const heads = Object.entries(taken.header.heads)
    .map(([s, h]) => `${s}:${h.seq}`)
    .join(' ');
  console.log(
    `errand backup: ${dir} -> ${values.out}: ${taken.header.records} records in ` +
      `${taken.header.shard_count} shards at ${heads || '(empty log)'}, from the ` +
      `${taken.header.source}, ${taken.bytes} bytes, sha256 ${taken.sha256}`,
  );
  return 0;
}
