// A throwaway PostgreSQL server for the peer benchmark: initdb into a fresh temp dir, its own port
// and unix-socket dir, started with pg_ctl, stopped and deleted by `stop()` or at process exit.
import { execFileSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const PG_BIN_DIRS = [
  '/usr/lib/postgresql/15/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/17/bin',
];

export interface PgServer {
  socketDir: string;
  port: number;
  user: string;
  binDir: string;
  /**
   * CPU seconds the server's processes have used so far (postmaster, backends, background workers).
   */
  cpuSeconds(): number;
  stop(): void;
}

/** Where initdb lives, or undefined: the caller reports the benchmark as skipped. */
export function findPgBin(): string | undefined {
  return PG_BIN_DIRS.find(
    (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  );
}

/** A port nothing listens on right now; the kernel picks it. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startPg(binDir: string, log: (line: string) => void): Promise<PgServer> {
  // PostgreSQL refuses to run as root: as root, every server binary runs as `postgres` on a
  // directory that user owns.
  const asRoot = process.getuid?.() === 0;
  const runAs = asRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  const user = asRoot ? 'postgres' : userInfo().username;
  const root = mkdtempSync(join(tmpdir(), 'errand-peer-pg-'));
  const dataDir = join(root, 'data');
  const socketDir = join(root, 'sock');
  mkdirSync(socketDir);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
    chownSync(socketDir, uid, gid);
  }
  const run = (bin: string, args: string[]) => {
    const [cmd, ...pre] = [...runAs, join(binDir, bin)];
    return execFileSync(cmd!, [...pre, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  };

  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stop);
    try {
      if (started) run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Fast shutdown failed (already gone, or stuck): make sure nothing keeps the dir open.
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* not running */
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  // 'exit' handlers must be synchronous: pg_ctl and rmSync are.
  process.on('exit', stop);

  try {
    const port = await freePort();
    // Trust auth on a private socket dir: the bench measures transactions, not password hashing.
    // Durability stays at the defaults (fsync on, synchronous_commit on, full_page_writes on);
    // --no-sync only skips flushing initdb's own template files, which the run never relies on.
    // max_connections is raised only so a --pool above the default 100 still connects.
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      user,
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    log(`peer-postgres: initdb done in ${dataDir}`);
    started = true; // from here on a failure may leave a server half up: stop() tries either way
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(root, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      'start',
    ]);
    log(`peer-postgres: server up on port ${port}, socket dir ${socketDir}`);
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { socketDir, port, user, binDir, stop, cpuSeconds: () => treeCpuSeconds(postmaster) };
  } catch (error) {
    const logFile = join(root, 'server.log');
    if (existsSync(logFile)) log(readFileSync(logFile, 'utf8').slice(-2000));
    stop();
    throw error;
  }
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** /proc/PID/stat fields after the command name: [ppid, utime, stime, cutime, cstime]. */
function procTimes(pid: number): [number, number, number, number, number] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [Number(f[1]), Number(f[11]), Number(f[12]), Number(f[13]), Number(f[14])];
  } catch {
    return undefined;
  }
}

/**
 * The postmaster's own time, its reaped children's (cutime/cstime) and its live children's.
 * Taken while the pool's backends are connected, a difference of two readings is the server's
 * CPU for what ran in between; on other systems than Linux it reads 0.
 */
function treeCpuSeconds(postmaster: number): number {
  const own = procTimes(postmaster);
  if (!own) return 0;
  let ticks = own[1] + own[2] + own[3] + own[4];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const t = procTimes(Number(name));
    if (t && t[0] === postmaster) ticks += t[1] + t[2];
  }
  return ticks / CLOCK_TICKS;
}
