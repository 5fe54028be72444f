// Takes a backup of DATA_DIR into a file: from the running service through its socket when one
// answers, else from a scratch copy of the stopped directory (wal/scratch-view.ts: opening
// LevelDB may rewrite its files, and a backup never changes its source). The bytes are checked as
// they arrive (every checksum, every record's chain) and land under a temporary name, renamed to
// the file only once whole, checked and synced. The output is opened before the source is read,
// so a path that cannot be written fails before anything else happens.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LevelWal } from '../../wal/index.ts';
import type { PointInTime } from '../../wal/leveldb-wal.ts';
import { lockedByAnother, openScratchView, type ScratchView } from '../../wal/scratch-view.ts';
import { damageSentence, refuseDamaged, type Store } from '../stores/damage.ts';
import type { BackupHeader } from './format.ts';
import { readLayout } from '../engine-thread/layout.ts';
import { mergedPointInTime } from './merged-view.ts';
import { produceBackup } from './producer.ts';
import { readBackup } from './reader.ts';
import { requestBackup, SOCKET_NAME } from './socket.ts';

export interface BackupTaken {
  readonly header: BackupHeader;
  readonly bytes: number;
  readonly sha256: string;
}

/**
 * A store beside the log that a backup of a stopped directory carries in a section of its own.
 * The composition names them (src/cli/backup.ts: the console store), so backup/ knows none.
 */
export interface ExtraStore {
  /** The section it is written as (format.ts) and the store a damage sentence names. */
  readonly section: 'console' | 'operator_app';
  /** Its folder in DATA_DIR (format.ts SIDE_STORES). */
  readonly dir: string;
  /** Opens the store in `dir` (DATA_DIR/<dir>) to read it at one point in time. */
  open(dir: string): Promise<{ pointInTime(): PointInTime; close(): Promise<void> }>;
}

export interface Progress {
  start(records: number): void;
  update(records: number): void;
}

async function fromDirectory(
  dataDir: string,
  extraStores: readonly ExtraStore[],
): Promise<{ stream: AsyncIterable<Buffer>; done: () => Promise<void> }> {
  const layout = readLayout(dataDir);
  if (layout === undefined) throw new Error(`${dataDir} holds no errand data`);
  const locked = await Promise.all([dataDir, ...layout.dirs].map((d) => lockedByAnother(d)));
  if (locked.some(Boolean)) {
    throw new Error(
      `${dataDir} is in use by a running errand that does not answer on ` +
        `${join(dataDir, SOCKET_NAME)}; stop it, or back up through its socket`,
    );
  }
  await refuseDamaged('backup', dataDir);
  const scratch = await openScratchView(dataDir, 'backup');
  // A partitioned log (docs/threads.md) is read partition by partition, merged in key order.
  const scratchLayout = readLayout(scratch.dir)!;
  const wals = scratchLayout.dirs.map((dir) => new LevelWal(dir));
  const extras = extraStores.filter((e) => existsSync(join(scratch.dir, e.dir, 'CURRENT')));
  const opened = new Map<ExtraStore['section'], Awaited<ReturnType<ExtraStore['open']>>>();
  const closeAll = async () => {
    for (const store of opened.values()) await store.close().catch(() => {});
    for (const wal of wals) await wal.close().catch(() => {});
    await scratch.dispose();
  };
  let at: Store = 'log';
  try {
    for (const wal of wals) await wal.open();
    for (const extra of extras) {
      at = extra.section;
      opened.set(extra.section, await extra.open(join(scratch.dir, extra.dir)));
    }
  } catch (error) {
    await closeAll();
    throw new Error(await damageSentence('backup', dataDir, at, error, scratch));
  }
  // Meta lives in partition 0 (wal/partitioned-wal.ts).
  const shardCount = Number((await wals[0]!.getMeta('engine.shard_count')) ?? '16');
  const view = mergedPointInTime(wals.map((wal) => wal.pointInTime()));
  const console = opened.get('console')?.pointInTime();
  const operatorApp = opened.get('operator_app')?.pointInTime();
  const stream = produceBackup({
    view,
    ...(console ? { console } : {}),
    ...(operatorApp ? { operatorApp } : {}),
    shardCount,
    source: 'directory',
    mediaDir: join(dataDir, 'media'),
    dataDir,
    nowMs: Date.now(),
  });
  return {
    stream: said(stream, dataDir, scratch),
    done: async () => {
      await view.close();
      await console?.close();
      await operatorApp?.close();
      await closeAll();
    },
  };
}

/** The stream, its read failures said of the data directory (store, file, what to do). */
async function* said(
  stream: AsyncIterable<Buffer>,
  dataDir: string,
  scratch: ScratchView,
): AsyncIterable<Buffer> {
  try {
    yield* stream;
  } catch (error) {
    throw new Error(await damageSentence('backup', dataDir, 'log', error, scratch));
  }
}

export async function takeBackup(
  dataDir: string,
  outFile: string,
  progress?: Progress,
  extraStores: readonly ExtraStore[] = [],
): Promise<BackupTaken> {
  if (existsSync(outFile))
    throw new Error(`${outFile} exists already; a backup never overwrites a file`);
  const partial = `${outFile}.partial`;
  if (existsSync(partial)) {
    throw new Error(
      `${partial} is left from a backup that did not finish (or one is running now): once no ` +
        `backup runs, remove it (rm '${partial}') and back up again`,
    );
  }
  // Owner-only: the file holds webhook secrets, signing keys and the console secret. Opened
  // first: an output that cannot be written fails before the source is touched.
  const file = await open(partial, 'wx', 0o600);
  let source: { stream: AsyncIterable<Buffer>; done: () => Promise<void> };
  try {
    const socket = await requestBackup(dataDir);
    source = socket
      ? {
          stream: socket as AsyncIterable<Buffer>,
          done: async () => {
            socket.destroy();
          },
        }
      : await fromDirectory(dataDir, extraStores);
  } catch (error) {
    await file.close().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  const hash = createHash('sha256');
  let bytes = 0;
  let header: BackupHeader | undefined;
  let records = 0;
  async function* saved(): AsyncIterable<Buffer> {
    for await (const chunk of source.stream) {
      await file.write(chunk);
      hash.update(chunk);
      bytes += chunk.length;
      yield chunk;
    }
  }
  try {
    for await (const item of readBackup(saved())) {
      if (item.type === 'header') {
        header = item.header;
        progress?.start(header.records);
      } else if (item.section.kind === 'records' && ++records % 1000 === 0)
        progress?.update(records);
    }
    progress?.update(records);
    await file.sync();
    await file.close();
    await rename(partial, outFile);
    const dir = await open(dirname(outFile), 'r');
    await dir.sync().finally(() => dir.close());
  } catch (error) {
    await file.close().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  } finally {
    await source.done();
  }
  return { header: header!, bytes, sha256: hash.digest('hex') };
}
