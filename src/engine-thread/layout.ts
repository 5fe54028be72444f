// Where a LevelDB log lives in DATA_DIR, by layout version (docs/threads.md, "The log per
// partition"). Version 1: one LevelDB in DATA_DIR itself (every directory made before engine
// threads). Version 2: P partitions, each its own LevelDB in DATA_DIR/log/p<k>, the count in
// DATA_DIR/log/LAYOUT, written last when a log is made, so a directory without it is version 1.
import { existsSync, mkdirSync, openSync, fsyncSync, closeSync, readFileSync } from 'node:fs';
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LevelWal, WriteLatch, type Wal } from '../../wal/index.ts';
import { PartitionedWal } from '../../wal/partitioned-wal.ts';

export interface LogLayout {
  readonly version: 1 | 2;
  /** Partitions; a version-1 log is one partition holding every shard. */
  readonly partitions: number;
  /** Each partition's LevelDB directory, by partition number. */
  readonly dirs: readonly string[];
}

const LAYOUT_FILE = 'LAYOUT';

function logDir(dataDir: string): string {
  return join(dataDir, 'log');
}

function v2(dataDir: string, partitions: number): LogLayout {
  const dirs = Array.from({ length: partitions }, (_, k) => join(logDir(dataDir), `p${k}`));
  return { version: 2, partitions, dirs };
}

/** The layout DATA_DIR holds; undefined when it holds no log yet. */
export function readLayout(dataDir: string): LogLayout | undefined {
  const file = join(logDir(dataDir), LAYOUT_FILE);
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as {
      version: number;
      partitions: number;
    };
    if (parsed.version !== 2 || !Number.isSafeInteger(parsed.partitions) || parsed.partitions < 1)
      throw new Error(`${file}: not a log layout this version reads`);
    return v2(dataDir, parsed.partitions);
  }
  // LevelDB's CURRENT file: today's log is in DATA_DIR itself.
  if (existsSync(join(dataDir, 'CURRENT'))) return { version: 1, partitions: 1, dirs: [dataDir] };
  return undefined;
}

/**
 * The layout to open: the one DATA_DIR holds, else a new one: version 2 with `partitions` when
 * engine threads are on, version 1 when they are off (today's directory, unchanged).
 */
export function layoutFor(dataDir: string, threads: number, partitions?: number): LogLayout {
  const found = readLayout(dataDir);
  if (found) return found;
  if (threads === 0) return { version: 1, partitions: 1, dirs: [dataDir] };
  const count = partitions ?? threads;
  const layout = v2(dataDir, count);
  for (const dir of layout.dirs) mkdirSync(dir, { recursive: true });
  writeLayout(dataDir, count);
  return layout;
}

/** The partitions' directories of a version-2 layout of `partitions` (not made here). */
export function partitionDirs(dataDir: string, partitions: number): readonly string[] {
  return v2(dataDir, partitions).dirs;
}

/**
 * Makes DATA_DIR a version-2 log of `partitions`: the last step of making one, after its
 * partitions are whole. Written aside, synced and renamed: a crash leaves either no layout (the
 * directory is what it was) or a whole one.
 */
export function writeLayout(dataDir: string, partitions: number): void {
  const file = join(logDir(dataDir), LAYOUT_FILE);
  const partial = `${file}.tmp`;
  writeFileSync(partial, `${JSON.stringify({ version: 2, partitions })}\n`);
  const fd = openSync(partial, 'r');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(partial, file);
  const dirFd = openSync(logDir(dataDir), 'r');
  fsyncSync(dirFd);
  closeSync(dirFd);
}

/** The engine thread (of `threads`) that serves partition `k`. */
export function threadOfPartition(k: number, threads: number): number {
  return k % threads;
}

/**
 * The log in `dir` for a tool that reads a stopped directory (verify, replay): today's LevelDB,
 * or the partitions of a version-2 layout behind one Wal.
 */
export function logOfDir(dir: string): Wal {
  const layout = readLayout(dir);
  if (layout === undefined || layout.version === 1) return new LevelWal(dir);
  const latch = new WriteLatch();
  const parts = new Map<number, Wal>(layout.dirs.map((d, k) => [k, new LevelWal(d, { latch })]));
  return new PartitionedWal(latch, layout.partitions, parts);
}
