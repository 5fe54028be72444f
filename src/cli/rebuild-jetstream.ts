// `errand rebuild --data NODE_DIR [--check]` with WAL=jetstream or jetstream-shared (NATS_URLS,
// NATS_PREFIX as the nodes have them): the stopped node's archive derived again from the log on
// the cluster, in place (src/cluster/jetstream-rebuild.ts; docs/scale.md, "Maintainer tools on a
// shared log"). With --check it is rebuilt into a scratch directory and NODE_DIR is left alone.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../config.ts';
import { archiveDir } from '../archive/default-store.ts';
import { rebuildJetStreamArchive } from '../cluster/jetstream-rebuild.ts';

export async function rebuildJetStreamCommand(dir: string, check: boolean): Promise<number> {
  if (!existsSync(archiveDir(dir))) {
    throw new Error(`no errand node directory at ${dir} (no archive there): give --data NODE_DIR`);
  }
  const config = loadConfig(process.env);
  const scratch = check ? mkdtempSync(join(tmpdir(), 'errand-rebuild-')) : undefined;
  const into = scratch === undefined ? archiveDir(dir) : join(scratch, 'archive');
  const format = 'rebuilding the archive {bar} {value}/{total} records, {entries} entries';
  const bar = new SingleBar(
    { format, noTTYOutput: true, notTTYSchedule: 2000 },
    Presets.shades_classic,
  );
  let started = false;
  const since = performance.now();
  try {
    const built = await rebuildJetStreamArchive(
      {
        urls: config.NATS_URLS,
        prefix: config.NATS_PREFIX,
        replicas: config.NATS_REPLICAS,
        onProgress: (records, entries, total) => {
          if (!started) bar.start(total, 0, { entries: 0 });
          started = true;
          bar.update(records, { entries });
        },
      },
      into,
    );
    bar.stop();
    const seconds = ((performance.now() - since) / 1000).toFixed(2);
    const marks = built.watermarks.map((seq, shard) => `${shard}:${seq}`).join(' ');
    const what =
      `${built.entries} archive entries from ${built.records} records of the log ` +
      `${config.NATS_PREFIX} in ${seconds} s, derived to ${marks}`;
    if (check) {
      console.log(
        `errand rebuild --check: ${dir}: the log rebuilds ${what} ` +
          `(into a scratch directory; ${dir} was not changed)`,
      );
    } else console.log(`errand rebuild: ${dir}: ${what}`);
    return 0;
  } finally {
    bar.stop();
    if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  }
}
