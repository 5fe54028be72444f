// `errand copy-log --to DIR` with WAL=jetstream or jetstream-shared: the log on the NATS cluster
// (NATS_URLS, NATS_PREFIX) copied into a new LevelDB data directory, beside live nodes, with its
// snapshots, meta values and an archive built from it (src/cluster/jetstream-export.ts). verify,
// replay, dump, backup and rebuild then work on DIR, and `errand serve` on it is a single node
// restored from the cluster (docs/scale.md, "Maintainer tools on a shared log").
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { exportJetStreamLog } from '../cluster/jetstream-export.ts';

export async function copyLogCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { to: { type: 'string' } } });
  if (values.to === undefined) throw new Error('give --to DIR: a new directory for the copy');
  if (process.env.WAL !== 'jetstream' && process.env.WAL !== 'jetstream-shared') {
    throw new Error(
      'copy-log reads a log on JetStream: ' +
        'set WAL, NATS_URLS and NATS_PREFIX as the nodes have them',
    );
  }
  const config = loadConfig(process.env);
  let shown = 0;
  const report = await exportJetStreamLog(
    {
      urls: config.NATS_URLS,
      prefix: config.NATS_PREFIX,
      replicas: config.NATS_REPLICAS,
      onProgress: (records, total) => {
        if (records - shown < 100_000 && records < total) return;
        shown = records;
        console.log(`copying ${records}/${total} records`);
      },
    },
    values.to,
  );
  console.log(
    `errand copy-log: ${report.records} records of ${report.shards} shards, ` +
      `${report.snapshots} snapshots, ${report.metaValues} meta values and ${report.archived} ` +
      `archive entries in ${values.to}`,
  );
  return 0;
}
