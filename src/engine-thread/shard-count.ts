// The shard count a log was made with, read before its threads start (each must know which
// shards are its own): from the meta of partition 0's LevelDB, opened for that read alone.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openLevel } from '../../wal/guarded-level.ts';
import type { LogLayout } from './layout.ts';
import { SHARD_COUNT_META } from './thread-engine.ts';

export async function storedShardCount(layout: LogLayout): Promise<number | undefined> {
  const dir = layout.dirs[0]!;
  if (!existsSync(join(dir, 'CURRENT'))) return undefined;
  const db = openLevel(dir);
  await db.open();
  try {
    const value = await db.get<string, string>(`m!${SHARD_COUNT_META}`, { valueEncoding: 'utf8' });
    return value === undefined ? undefined : Number(value);
  } finally {
    await db.close();
  }
}
