// The running service's backup door: a Unix socket in DATA_DIR (owner-only, like the data it
// copies). A running `errand serve` holds LevelDB's lock on DATA_DIR, so `errand backup` cannot
// open the directory itself; it asks the service here, which streams a backup read from a LevelDB
// snapshot while it goes on serving. Protocol: the client sends "backup\n", the server answers
// with the backup file's bytes and closes. "org ORG_ID\n" answers "yes\n" or "no\n": whether the
// org exists (`errand console-user --org` checks it before printing a link).
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PointInTime } from '../../wal/leveldb-wal.ts';
import { produceBackup } from './producer.ts';

export const SOCKET_NAME = 'errand.sock';
/** sun_path holds 108 bytes on Linux, 104 on macOS. */
const SOCKET_PATH_MAX = 100;
const REQUEST_BYTES_MAX = 64;

const socketPath = (dataDir: string) => join(dataDir, SOCKET_NAME);

export interface BackupDoor {
  close(): Promise<void>;
}

export interface BackupSources {
  /**
   * The log at one point in time: a LevelDB snapshot, or one per partition merged in key order
   * (merged-view.ts; on engine threads each thread takes its own, docs/threads.md).
   */
  readonly log: () => PointInTime | Promise<PointInTime>;
  /** The console store beside the log (DATA_DIR/console). */
  readonly console?: { pointInTime(): PointInTime };
  /** The Operator app's store (DATA_DIR/operator-app), once the app has opened it. */
  readonly operatorApp?: () => { pointInTime(): PointInTime } | undefined;
  /** Whether an org exists (the engine's state). */
  readonly orgExists?: (orgId: string) => boolean;
}

export async function openBackupDoor(
  sources: BackupSources,
  dataDir: string,
  shardCount: number,
  now: () => number,
  log: (line: string) => void,
): Promise<BackupDoor | undefined> {
  const path = socketPath(dataDir);
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX) {
    log(
      `errand: no backup socket: ${path} is too long for a Unix socket; stop the service to ` +
        `back up this directory`,
    );
    return undefined;
  }
  // Left by a process that died: this one holds the directory's LevelDB lock, so no live errand
  // uses it.
  await rm(path, { force: true });
  const connections = new Set<Socket>();
  const server: Server = createServer((socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    socket.on('error', () => socket.destroy());
    let request = '';
    const onData = (chunk: Buffer) => {
      request += chunk.toString('latin1');
      if (!request.includes('\n')) {
        if (request.length > REQUEST_BYTES_MAX) socket.destroy();
        return;
      }
      socket.off('data', onData);
      socket.pause();
      const line = request.split('\n')[0]!;
      const org = /^org ([\w-]{1,60})$/.exec(line);
      if (org && sources.orgExists) {
        socket.end(sources.orgExists(org[1]!) ? 'yes\n' : 'no\n');
        return;
      }
      if (line !== 'backup') {
        socket.end('unknown request\n');
        return;
      }
      void stream(socket);
    };
    socket.on('data', onData);
  });
  /** Writes a backup to the socket; a failure ends the stream early and the client refuses it. */
  async function stream(socket: Socket): Promise<void> {
    let view: PointInTime;
    try {
      view = await sources.log();
    } catch {
      socket.destroy();
      return;
    }
    const console = sources.console?.pointInTime();
    const operatorApp = sources.operatorApp?.()?.pointInTime();
    const backup = produceBackup({
      view,
      ...(console ? { console } : {}),
      ...(operatorApp ? { operatorApp } : {}),
      shardCount,
      source: 'service',
      mediaDir: join(dataDir, 'media'),
      dataDir,
      nowMs: now(),
    });
    // An error ends the stream early; the client's reader then refuses the file.
    void pipeline(Readable.from(backup), socket)
      .catch(() => socket.destroy())
      .finally(async () => {
        await view.close().catch(() => {});
        await console?.close().catch(() => {});
        await operatorApp?.close().catch(() => {});
      });
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return {
    close: async () => {
      for (const c of connections) c.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(path, { force: true });
    },
  };
}

/** Asks the service on dataDir for a backup; undefined when no service answers there. */
export async function requestBackup(dataDir: string): Promise<Socket | undefined> {
  const path = socketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.write('backup\n');
      resolve(socket);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (['ENOENT', 'ECONNREFUSED', 'ENAMETOOLONG'].includes(error.code ?? '')) resolve(undefined);
      else reject(error);
    });
  });
}

/** Asks the service on dataDir whether an org exists; undefined when no service answers there. */
export async function askOrgExists(dataDir: string, orgId: string): Promise<boolean | undefined> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath(dataDir));
    let answer = '';
    socket.once('connect', () => socket.write(`org ${orgId}\n`));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.once('end', () =>
      resolve(answer === 'yes\n' ? true : answer === 'no\n' ? false : undefined),
    );
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (['ENOENT', 'ECONNREFUSED', 'ENAMETOOLONG'].includes(error.code ?? '')) resolve(undefined);
      else reject(error);
    });
  });
}
