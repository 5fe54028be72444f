// `errand upgrade-log`: a version-1 log (one LevelDB in DATA_DIR) copied into the partitions of
// a version-2 one (docs/threads.md, "The log per partition"). Every key is copied as bytes to the
// partition of its shard (records r!<shard>!<seq> and snapshots s!<shard>; meta m! and anything
// else to partition 0), so chains, hashes and snapshots are unchanged. The layout file is written
// last: a crash before it leaves the version-1 log in charge, and a second run starts the copy
// over. The version-1 files stay in DATA_DIR, unread once the layout exists.
import { rmSync } from 'node:fs';
import { openLevel } from '../../wal/guarded-level.ts';
import { partitionDirs, readLayout, writeLayout } from './layout.ts';

/** Keys written per synced batch into a partition. */
const BATCH_KEYS = 1_024;
const SHARD_KEY = /^[rs]!([0-9a-f]{8})/;

export interface UpgradeReport {
  readonly partitions: number;
  readonly keys: number;
  readonly keysByPartition: readonly number[];
}

export async function upgradeLog(dataDir: string, partitions: number): Promise<UpgradeReport> {
  if (!Number.isSafeInteger(partitions) || partitions < 1)
    throw new Error('give --partitions N, a whole number of at least 1');
  const layout = readLayout(dataDir);
  if (layout === undefined) throw new Error(`no errand log in ${dataDir}`);
  if (layout.version === 2)
    throw new Error(`${dataDir} holds a partitioned log already (${layout.partitions} partitions)`);
  const source = openLevel(dataDir);
  // Its lock: a running `errand serve` on the directory makes this fail before anything is made.
  await source.open();
  const dirs = partitionDirs(dataDir, partitions);
  // What an interrupted run left: no layout names it, so it is nobody's log.
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const targets = dirs.map((dir) => openLevel(dir));
  const keysByPartition = dirs.map(() => 0);
  try {
    await Promise.all(targets.map((t) => t.open()));
    const pending = targets.map(() => [] as Array<[string, Buffer]>);
    const flush = async (k: number) => {
      const batch = targets[k]!.batch();
      for (const [key, value] of pending[k]!.splice(0)) batch.put(key, value);
      await batch.write({ sync: true });
    };
    for await (const [key, value] of source.iterator()) {
      const match = SHARD_KEY.exec(key);
      const k = match === null ? 0 : Number.parseInt(match[1]!, 16) % partitions;
      pending[k]!.push([key, value]);
      keysByPartition[k]! += 1;
      if (pending[k]!.length >= BATCH_KEYS) await flush(k);
    }
    for (let k = 0; k < partitions; k++) await flush(k);
  } finally {
    await Promise.all(targets.map((t) => t.close().catch(() => {})));
    await source.close();
  }
  writeLayout(dataDir, partitions);
  const keys = keysByPartition.reduce((a, b) => a + b, 0);
  return { partitions, keys, keysByPartition };
}
