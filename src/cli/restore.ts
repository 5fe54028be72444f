// `errand restore --in FILE --data EMPTY_DIR`: checks the whole backup first and writes nothing
// unless every checksum holds; refuses a directory that is not empty; rebuilds the archive of
// settled history from the restored log. Run `errand verify --data EMPTY_DIR` afterwards.
// With WAL=jetstream or jetstream-shared and no --data, the backup goes into an empty log on the
// cluster instead (restore-jetstream.ts).
import { parseArgs } from 'node:util';
import { BackupDamagedError } from '../backup/format.ts';
import { restoreBackup, RestoreRefusedError } from '../backup/restore.ts';
import { progressBar } from './backup.ts';

export async function restoreCommand(argv: string[]): Promise<number> {
  const options = {
    in: { type: 'string', short: 'i' },
    data: { type: 'string', short: 'd' },
    from: { type: 'string' },
  } as const;
  const { values } = parseArgs({ args: argv, options, allowPositionals: false });
  const jetstream = process.env.WAL === 'jetstream' || process.env.WAL === 'jetstream-shared';
  if (jetstream && !values.data && (values.in === undefined) !== (values.from === undefined)) {
    const { restoreJetStreamCommand } = await import('./restore-jetstream.ts');
    const source = values.in === undefined ? { dir: values.from! } : { file: values.in };
    return restoreJetStreamCommand(source);
  }
  if (!values.in || !values.data) {
    console.error(
      'usage: errand restore --in FILE --data EMPTY_DIR\n' +
        '   or: WAL=jetstream-shared NATS_URLS=… NATS_PREFIX=NEW errand restore --in FILE\n' +
        '   or: WAL=jetstream-shared NATS_URLS=… NATS_PREFIX=NEW errand restore --from DIR',
    );
    return 2;
  }
  const bar = progressBar('restoring');
  try {
    const restored = await restoreBackup(values.in, values.data, bar);
    bar.stop();
    const heads = Object.entries(restored.header.heads)
      .map(([s, h]) => `${s}:${h.seq}`)
      .join(' ');
    console.log(
      `errand restore: ${values.in} -> ${values.data}: ${restored.header.records} records in ` +
        `${restored.header.shard_count} shards at ${heads || '(empty log)'}, ${restored.photos} ` +
        `photos, archive rebuilt (${restored.archiveEntries} entries). Next: errand verify ` +
        `--data ${values.data}`,
    );
    return 0;
  } catch (error) {
    bar.stop();
    if (error instanceof BackupDamagedError || error instanceof RestoreRefusedError) {
      console.error(
        `errand restore: refusing ${values.in}: ${error.message}. Nothing was written.`,
      );
      return 1;
    }
    throw error;
  }
}
