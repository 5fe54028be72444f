// A read-only view of a data directory for the tools that only read it (verify, replay, rebuild
// --check, dump, backup of a stopped directory). LevelDB has no read-only open: any open may
// drop a corrupt log block, compact the log into a table and delete the old .log, and errand's
// own open cuts a torn tail. So the tools open a scratch copy instead and leave every original
// byte as it was (docs/reliability.md, "Forensics"). Tables (.ldb, .sst) are immutable once
// written, so they are hard-linked when the scratch directory is on the same file system (LevelDB
// only ever unlinks them, which leaves the original); every other file (the .log, MANIFEST,
// CURRENT, OPTIONS, LOG) is copied, since LevelDB appends to or rewrites those.
import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ScratchView {
  /** Where the copy is: open this instead of the data directory. */
  readonly dir: string;
  /** The data directory it copies. */
  readonly source: string;
  /** A message or path naming the copy, rewritten to name the data directory instead. */
  original(text: string): string;
  dispose(): Promise<void>;
}

/** Subdirectories a tool never opens as LevelDB (photos are read in place, read-only). */
const NOT_COPIED = new Set(['media']);
const IMMUTABLE = /\.(ldb|sst)$/;

/** LevelDB's lock file, and the socket of a running service: never copied. */
const SKIPPED = new Set(['LOCK', 'errand.sock']);

async function copyTree(from: string, to: string, top: boolean): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || (top && NOT_COPIED.has(entry.name))) continue;
    const src = join(from, entry.name);
    const dst = join(to, entry.name);
    if (entry.isDirectory()) await copyTree(src, dst, false);
    else if (entry.isFile()) {
      if (IMMUTABLE.test(entry.name)) {
        try {
          await link(src, dst);
          continue;
        } catch {
          // Another file system (EXDEV) or no links allowed: a copy reads the same bytes.
        }
      }
      await copyFile(src, dst);
    }
  }
}

/**
 * Whether another process holds LevelDB's lock on `dir` (a running `errand serve`): read from
 * /proc/locks by the LOCK file's inode, which takes no lock and writes nothing. False where
 * /proc/locks cannot be read (not Linux): the copy is then taken as is.
 */
export async function lockedByAnother(dir: string): Promise<boolean> {
  let inode: number;
  try {
    inode = (await stat(join(dir, 'LOCK'))).ino;
  } catch {
    return false;
  }
  const locks = await readFile('/proc/locks', 'utf8').catch(() => '');
  // A line reads "1: POSIX ADVISORY WRITE <pid> <major>:<minor>:<inode> 0 EOF".
  const held = (field: string) =>
    /^[0-9a-f]+:[0-9a-f]+:\d+$/.test(field) && field.endsWith(`:${inode}`);
  return locks.split('\n').some((line) => line.split(/\s+/).some(held));
}

/**
 * Copies `source` into a fresh scratch directory under the system's temporary directory (TMPDIR).
 * Refuses a directory a running service holds: its files change while they are copied.
 */
export async function openScratchView(source: string, tool: string): Promise<ScratchView> {
  if (await lockedByAnother(source)) {
    throw new Error(
      `the data directory is in use by another process (a running \`errand serve\`?): ${source}: ` +
        `stop it first, or take a backup through it (errand backup --data ${source} --out FILE) ` +
        `and ${tool} a restored copy`,
    );
  }
  const base = await mkdtemp(join(tmpdir(), `errand-${tool}-`));
  const dir = join(base, 'data');
  try {
    await copyTree(source, dir, true);
  } catch (error) {
    await rm(base, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOSPC' ? 'no space left there' : (code ?? (error as Error).message);
    throw new Error(
      `could not copy ${source} to a scratch directory under ${tmpdir()} (${why}): ${tool} reads ` +
        'a copy so that the data directory is never changed; set TMPDIR to a directory with room',
    );
  }
  return {
    dir,
    source,
    original: (text) => text.split(dir).join(source),
    dispose: () => rm(base, { recursive: true, force: true }),
  };
}
