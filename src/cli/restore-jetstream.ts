// `errand restore --in FILE` with WAL=jetstream or jetstream-shared (NATS_URLS, NATS_PREFIX): the
// backup checked whole, then written into an empty log on the cluster under NATS_PREFIX
// (src/cluster/jetstream-restore.ts; docs/scale.md, "Maintainer tools on a shared log"). Nodes
// then start on that prefix with empty DATA_DIRs; `errand verify` with the same settings checks it.
// `--from DIR` restores a LevelDB data directory (an `errand copy-log` copy, or a single node's
// DATA_DIR, stopped or serving) by taking its backup into a scratch file first: the same checks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSOLE_STORE_IN_BACKUP } from '../accounts/backup-store.ts';
import { OPERATOR_APP_STORE_IN_BACKUP } from '../operator-app/backup-store.ts';
import { takeBackup } from '../backup/take.ts';
import { loadConfig } from '../config.ts';
import { BackupDamagedError } from '../backup/format.ts';
import { RestoreRefusedError } from '../backup/restore.ts';
import { restoreIntoJetStream } from '../cluster/jetstream-restore.ts';
import { existingDataDir } from './args.ts';
import { progressBar } from './backup.ts';

export async function restoreJetStreamCommand(
  source: { file: string } | { dir: string },
): Promise<number> {
  if ('file' in source) return restoreFile(source.file);
  const dir = existingDataDir(source.dir);
  const scratch = mkdtempSync(join(tmpdir(), 'errand-restore-'));
  try {
    const file = join(scratch, 'errand.backup');
    const bar = progressBar(`reading ${dir}`);
    await takeBackup(dir, file, bar, [
      CONSOLE_STORE_IN_BACKUP,
      OPERATOR_APP_STORE_IN_BACKUP,
    ]).finally(() => bar.stop());
    return await restoreFile(file, dir);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function restoreFile(file: string, from = file): Promise<number> {
  const config = loadConfig(process.env);
  const where = `${config.NATS_PREFIX} on ${config.NATS_URLS.join(',')}`;
  const bar = progressBar('restoring');
  try {
    const done = await restoreIntoJetStream(file, {
      urls: config.NATS_URLS,
      prefix: config.NATS_PREFIX,
      replicas: config.NATS_REPLICAS,
      progress: bar,
    });
    bar.stop();
    const heads = Object.entries(done.header.heads)
      .map(([s, h]) => `${s}:${h.seq}`)
      .join(' ');
    const left =
      done.photosLeft + done.consoleEntriesLeft === 0
        ? ''
        : ` Left in the file (each node keeps its own): ${done.photosLeft} photos, ` +
          `${done.consoleEntriesLeft} console entries.`;
    console.log(
      `errand restore: ${from} -> the log ${where}: ${done.records} records in ` +
        `${done.header.shard_count} shards at ${heads || '(empty log)'}, ${done.snapshots} ` +
        `snapshots, ${done.metaValues} meta values.${left} Next: start the nodes on it with ` +
        `empty ` +
        'DATA_DIRs, and errand verify with these settings',
    );
    return 0;
  } catch (error) {
    bar.stop();
    if (error instanceof BackupDamagedError || error instanceof RestoreRefusedError) {
      console.error(`errand restore: refusing ${from}: ${error.message}. Nothing was written.`);
      return 1;
    }
    throw error;
  }
}
