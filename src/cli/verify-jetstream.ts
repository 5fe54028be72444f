// `errand verify` with WAL=jetstream or jetstream-shared: the log on the NATS cluster (NATS_URLS,
// NATS_PREFIX, as the nodes have them) read from its first record by a handle that takes no lease
// and writes nothing, so it runs beside live nodes; with --data DIR, that stopped node's archive
// is checked against the log too (src/cluster/verify-jetstream.ts; docs/scale.md, "Maintainer
// tools on a shared log"). Exit 0 when every invariant holds, 1 when any fails.
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { verifyJetStreamLog } from '../cluster/verify-jetstream.ts';
import { table } from './table.ts';

export async function verifyJetStreamCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { data: { type: 'string', short: 'd' } } });
  const config = loadConfig(process.env);
  const dataDir = values.data;
  if (dataDir !== undefined && !existsSync(join(dataDir, 'archive'))) {
    throw new Error(`no errand node directory at ${dataDir} (no archive there)`);
  }
  const where = `${config.NATS_PREFIX} on ${config.NATS_URLS.join(',')}`;
  const started = performance.now();
  let shown = 0;
  const report = await verifyJetStreamLog({
    urls: config.NATS_URLS,
    prefix: config.NATS_PREFIX,
    replicas: config.NATS_REPLICAS,
    ...(dataDir === undefined ? {} : { dataDir }),
    onProgress: (records, total) => {
      if (records - shown < 100_000 && records < total) return;
      shown = records;
      console.log(`replaying ${records}/${total} records`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const archive = dataDir === undefined ? '' : `, the archive of ${dataDir}`;
  const counted = `${report.records} records in ${report.shards} shards, ${seconds} s`;
  console.log(`errand verify: the log ${where}${archive} — ${counted}`);
  const result = (n: number) => (n === 0 ? 'ok' : `FAIL (${n}${n >= 20 ? '+' : ''})`);
  const rows = report.invariants.map((r) => [
    r.name,
    result(r.failures.length),
    String(r.checked),
    r.failures[0] ?? '',
  ]);
  console.log(table(['invariant', 'result', 'checked', 'first failure'], rows));
  console.log(report.ok ? 'all invariants hold' : 'INVARIANTS FAILED');
  return report.ok ? 0 : 1;
}
