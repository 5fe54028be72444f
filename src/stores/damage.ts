// One sentence for a store that could not be opened or read: which store, which file, what to do
// (docs/reliability.md, "Runbook"). LevelDB's own words ("Database failed to open", "Corruption:
// block checksum mismatch") name neither the store nor, often, the file; Node's (ENOENT, EROFS,
// EEXIST) name a path but not what to do about it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeLogDamage, scanLogs, type LogDamage } from '../../wal/log-scan.ts';
import type { ScratchView } from '../../wal/scratch-view.ts';
import { checkTables } from '../../wal/table-scan.ts';

export type Store = 'log' | 'archive' | 'console' | 'operator_app';

const FILE = /(?:\/[^\s:'"()]*\/)?(?:\d{6}\.(?:ldb|sst|log)|MANIFEST-\d{6}|CURRENT)\b/;

/** Every message down the error's chain of causes, joined. */
export function causeChain(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e !== undefined && e !== null && depth < 5; depth++) {
    const message = e instanceof Error ? e.message : String(e);
    if (!parts.includes(message)) parts.push(message);
    e = e instanceof Error ? e.cause : undefined;
  }
  return parts.join(': ');
}

function storeDir(dataDir: string, store: Store): string {
  if (store === 'operator_app') return join(dataDir, 'operator-app');
  return store === 'log' ? dataDir : join(dataDir, store);
}

const WHAT: Record<Store, string> = {
  log: 'the write-ahead log',
  archive: 'the archive of settled history',
  console: 'the console store',
  operator_app: "the Operator app's store",
};

const RESTORE =
  'restore the newest backup into an empty directory ' +
  '(errand restore --in FILE --data EMPTY_DIR)';

const ACTION: Record<Store, string> = {
  log:
    `keep the directory as it is (evidence), ${RESTORE}, ` +
    'check it with errand verify --data EMPTY_DIR and serve that',
  archive:
    'keep a copy of the directory, then rebuild the archive from the log ' +
    '(errand rebuild --data DIR, service stopped), or restore the newest backup (errand restore)',
  console: `keep the directory as it is, ${RESTORE} and serve that`,
  operator_app: `keep the directory as it is, ${RESTORE} and serve that`,
};

/**
 * The file LevelDB left unnamed, found by reading the store's files (read only): a table whose
 * block checksum fails, a .log block that does not check, or the MANIFEST CURRENT names.
 */
async function findDamaged(dir: string, chain: string): Promise<string | undefined> {
  if (/descriptor|manifest/i.test(chain)) {
    const current = await readFile(join(dir, 'CURRENT'), 'utf8').catch(() => undefined);
    return current ? join(dir, current.trim()) : join(dir, 'CURRENT');
  }
  const table = (await checkTables(dir))[0];
  if (table) return `${table.file} (block at byte ${table.offset}: ${table.reason})`;
  const log = (await scanLogs(dir)).find((d) => d.kind === 'damaged');
  return log ? `${log.file} (byte ${log.offset}: ${log.reason})` : undefined;
}

/**
 * The sentence for `error`, met opening or reading `store` of `dataDir` through `view` (whose
 * paths are rewritten to the data directory's). The store is taken from the file's path when
 * LevelDB names one under archive/ or console/; when it names none, the files are read to find it.
 */
export async function damageSentence(
  tool: string,
  dataDir: string,
  store: Store,
  error: unknown,
  view?: ScratchView,
): Promise<string> {
  const chain = view ? view.original(causeChain(error)) : causeChain(error);
  let named = FILE.exec(chain)?.[0];
  if (named === undefined && /corrupt|checksum|descriptor/i.test(chain)) {
    const others = (['log', 'archive', 'console'] as const).filter((s) => s !== store);
    for (const at of [store, ...others]) {
      const found = await findDamaged(storeDir(dataDir, at), chain);
      if (found !== undefined) {
        named = found;
        store = at;
        break;
      }
    }
  }
  let at: Store = store;
  if (named?.startsWith(`${join(dataDir, 'archive')}/`)) at = 'archive';
  else if (named?.startsWith(`${join(dataDir, 'console')}/`)) at = 'console';
  const dir = storeDir(dataDir, at);
  const file =
    named === undefined
      ? `${dir} (LevelDB named no file)`
      : named.includes('/')
        ? named
        : join(dir, named);
  const damaged = /corrupt|checksum|bad (block|record)|missing|truncated|damaged/i.test(chain);
  const state = damaged ? 'is damaged' : 'could not be read';
  const untouched = view ? ` ${tool} read a scratch copy: ${dataDir} was not changed.` : '';
  return (
    `${WHAT[at]} in ${dir} ${state} (file ${file}: ${chain}).${untouched} ` +
    `What to do: ${ACTION[at]}; see docs/reliability.md.`
  );
}

/** Node's errno codes for a path a tool writes, said as what to do. */
export function pathProblem(error: unknown): string | undefined {
  const e = error as NodeJS.ErrnoException;
  if (typeof e?.code !== 'string' || typeof e.path !== 'string') return undefined;
  const why: Record<string, string> = {
    ENOENT: 'no such file or directory: check the path, or create the directory it goes in',
    EROFS: 'it is on a read-only file system: choose a writable path',
    EACCES: 'permission denied: choose a path this user may write, or fix its permissions',
    EPERM: 'permission denied: choose a path this user may write, or fix its permissions',
    EEXIST: 'it exists already: move it away or choose another path',
    ENOSPC: 'no space left on that device: free space, or choose another device',
    EISDIR: 'it is a directory: give a file name',
    ENOTDIR: 'a part of the path is not a directory: check the path',
  };
  const what = why[e.code];
  if (what === undefined) return undefined;
  return `cannot ${e.syscall ?? 'use'} ${e.path} (${e.code}): ${what}.`;
}

export interface Found {
  /** A torn tail per .log file: dropped at open, never acknowledged. */
  readonly torn: readonly LogDamage[];
  /** Lines naming damage in the middle of a .log or in a table: records would be lost. */
  readonly damaged: readonly string[];
}

/**
 * What the files of the three stores show before anything opens them (read only): .log files
 * always, tables with `tables` (they can be large: the tools that read everything check them).
 */
export async function scanStores(dataDir: string, tables: boolean): Promise<Found> {
  const torn: LogDamage[] = [];
  const damaged: string[] = [];
  for (const store of ['log', 'archive', 'console'] as const) {
    for (const d of await scanLogs(storeDir(dataDir, store))) {
      if (d.kind === 'torn_tail') torn.push(d);
      else damaged.push(`${WHAT[store]}: ${describeLogDamage(d)}`);
    }
    if (!tables) continue;
    for (const t of await checkTables(storeDir(dataDir, store))) {
      damaged.push(`${WHAT[store]}: ${t.file}: block at byte ${t.offset}: ${t.reason}`);
    }
  }
  return { torn, damaged };
}

/** The sentence for damage found by scanStores: what is damaged and what to do. */
export function foundSentence(tool: string, dataDir: string, found: Found): string {
  return (
    `${dataDir} is damaged: ${found.damaged.join('; ')}. ${tool} left it as it was. ` +
    `What to do: ${ACTION.log}; see docs/reliability.md.`
  );
}

/**
 * Before a tool that reads the whole log opens a copy: damage LevelDB would drop without a word
 * ends the tool with the sentence (its output would be computed from a log missing records), and
 * each torn tail is told on stderr (dropped at open as a crash leaves it; never acknowledged).
 */
export async function refuseDamaged(tool: string, dataDir: string): Promise<void> {
  const found = await scanStores(dataDir, true);
  for (const torn of found.torn) console.error(`errand ${tool}: ${describeLogDamage(torn)}`);
  if (found.damaged.length > 0) throw new Error(foundSentence(tool, dataDir, found));
}
