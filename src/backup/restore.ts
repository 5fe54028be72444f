// Restores a backup file into an empty directory: the whole file is read and checked first
// (nothing is written if any checksum, count or chain fails), then read again and written, then
// opened as a log (recovery's own checks; the heads must be the file's) and the archive of
// settled history rebuilt from it. The archive is not in the file: it is derived from the log,
// and rebuilding it makes it agree with the restored log by construction (docs/design.md).
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Level } from 'level';
import { LevelWal } from '../../wal/index.ts';
import { archiveDir } from '../archive/default-store.ts';
import { LevelArchiveStore } from '../archive/level-store.ts';
import { rebuildArchive } from '../archive/rebuild.ts';
import { levelFrameSource } from '../replay-threads/frames.ts';
import { rebuildOnThreads } from '../replay-threads/run.ts';
import { threadsFrom } from '../replay-threads/threads-flag.ts';
import { type BackupHeader, SIDE_STORES } from './format.ts';
import { readBackup } from './reader.ts';
import type { Progress } from './take.ts';

const WRITE_ENTRIES = 1024;

export class RestoreRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RestoreRefusedError';
  }
}

export interface Restored {
  readonly header: BackupHeader;
  readonly entries: number;
  readonly photos: number;
  readonly archiveEntries: number;
}

const fileItems = (file: string) =>
  readBackup(createReadStream(file, { highWaterMark: 1024 * 1024 }));

async function checkEmpty(dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  const present = await readdir(dir).catch(() => {
    throw new RestoreRefusedError(`${dir} is not a directory`);
  });
  if (present.length > 0)
    throw new RestoreRefusedError(
      `${dir} is not empty (${present.length} entries); restore writes only into an empty ` +
        `directory`,
    );
}

export async function restoreBackup(
  file: string,
  dir: string,
  progress?: Progress,
): Promise<Restored> {
  await checkEmpty(dir);
  let header: BackupHeader | undefined;
  for await (const item of fileItems(file)) if (item.type === 'header') header = item.header;
  await mkdir(dir, { recursive: true });
  try {
    return await write(file, dir, header!, progress);
  } catch (error) {
    // The directory was empty: whatever is in it now is this restore's, half done.
    for (const name of await readdir(dir))
      await rm(join(dir, name), { recursive: true, force: true });
    throw error;
  }
}

async function write(
  file: string,
  dir: string,
  header: BackupHeader,
  progress?: Progress,
): Promise<Restored> {
  const db = new Level<string, Buffer>(dir, { keyEncoding: 'utf8', valueEncoding: 'buffer' });
  await db.open();
  const media = join(dir, 'media');
  await mkdir(media, { recursive: true });
  type Side = { db: Level<string, Buffer>; batch: ReturnType<Level<string, Buffer>['batch']> };
  const sides = new Map<keyof typeof SIDE_STORES, Side>();
  let batch = db.batch();
  let inBatch = 0;
  let entries = 0;
  let photos = 0;
  let records = 0;
  progress?.start(header.records);
  try {
    // Read and checked again: the file could have changed since the first pass.
    for await (const item of fileItems(file)) {
      if (item.type === 'header') continue;
      const kind = item.section.kind;
      if (kind === 'console' || kind === 'operator_app') {
        let side = sides.get(kind);
        if (!side) {
          const sideDb = new Level<string, Buffer>(join(dir, SIDE_STORES[kind]), {
            keyEncoding: 'utf8',
            valueEncoding: 'buffer',
          });
          await sideDb.open();
          side = { db: sideDb, batch: sideDb.batch() };
          sides.set(kind, side);
        }
        side.batch.put(item.key, Buffer.from(item.value));
        if (side.batch.length >= WRITE_ENTRIES) {
          await side.batch.write({ sync: true });
          side.batch = side.db.batch();
        }
        continue;
      }
      if (item.section.kind === 'files') {
        const out = await open(join(dir, item.key), 'wx', 0o600);
        await out
          .writeFile(item.value)
          .then(() => out.sync())
          .finally(() => out.close());
        continue;
      }
      if (item.section.kind === 'media') {
        const out = await open(join(media, item.key), 'wx');
        await out
          .writeFile(item.value)
          .then(() => out.sync())
          .finally(() => out.close());
        photos += 1;
        continue;
      }
      batch.put(item.key, Buffer.from(item.value));
      entries += 1;
      if (item.section.kind === 'records' && ++records % 1000 === 0) progress?.update(records);
      if (++inBatch >= WRITE_ENTRIES) {
        await batch.write({ sync: true });
        batch = db.batch();
        inBatch = 0;
      }
    }
    await batch.write({ sync: true });
    for (const side of sides.values()) await side.batch.write({ sync: true });
    progress?.update(records);
  } finally {
    await db.close();
    for (const side of sides.values()) await side.db.close();
  }
  const wal = new LevelWal(dir);
  const recovery = await wal.open();
  try {
    for (const [shard, want] of Object.entries(header.heads)) {
      const got = wal.head(Number(shard));
      if (got.seq !== want.seq || got.hash !== want.hash)
        throw new Error(`restored shard ${shard} ends at ${got.seq}, the backup at ${want.seq}`);
    }
    if (recovery.tornTails.length > 0 || wal.shards().length !== Object.keys(header.heads).length)
      throw new Error("the restored log is not the backup's log");
    const archive = new LevelArchiveStore(archiveDir(dir));
    await archive.open();
    // On threads for a log large enough to repay them (docs/threads.md, step 7): the same archive.
    const threads = threadsFrom(undefined, header.records);
    const rebuilding =
      threads >= 2
        ? rebuildOnThreads(wal, levelFrameSource(wal), header.shard_count, archive, { threads })
        : rebuildArchive(wal, header.shard_count, archive);
    const rebuilt = await rebuilding.finally(() => archive.close());
    return { header, entries, photos, archiveEntries: rebuilt.entries };
  } finally {
    await wal.close();
  }
}
