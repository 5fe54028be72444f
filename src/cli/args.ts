// The data directory a subcommand reads: --data, else DATA_DIR, else ./data; refused with no log.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `--data` when given, else DATA_DIR, else ./data: where every command finds the service's
 * directory.
 */
export function dataDirOf(flag: string | undefined): string {
  return flag ?? process.env.DATA_DIR ?? './data';
}

/**
 * The data directory a maintainer command reads, refused when no log is there: opening it would
 * create an empty one, and `errand verify` of a mistyped path would report every invariant holding.
 */
export function existingDataDir(dir: string): string {
  // Today's log in DATA_DIR, or its partitions in DATA_DIR/log (docs/threads.md).
  if (existsSync(join(dir, 'CURRENT')) || existsSync(join(dir, 'log', 'LAYOUT'))) return dir;
  // A node of a log on JetStream keeps its archive here, not its log (docs/scale.md).
  if (existsSync(join(dir, 'archive'))) {
    throw new Error(
      `${dir} has no log of its own: it is a node's directory of a log on JetStream. ` +
        'With WAL, NATS_URLS and NATS_PREFIX set as the node has them, errand verify checks ' +
        'the log ' +
        'on the cluster (and this archive once the node is stopped), and errand copy-log ' +
        '--to DIR ' +
        'copies the log into a directory the other commands read (docs/scale.md)',
    );
  }
  if (process.env.WAL?.startsWith('jetstream')) {
    throw new Error(
      `no errand data directory at ${dir}: this command reads a log on disk, and ` +
        `WAL=${process.env.WAL} keeps the log on the cluster. Copy it first with ` +
        '`errand copy-log --to DIR`, then give --data DIR (docs/scale.md)',
    );
  }
  throw new Error(
    `no errand data directory at ${dir} (no log there): give --data DIR or set DATA_DIR`,
  );
}
