// Takes a backup of DATA_DIR into a file: from the running service through its socket when one
// answers, else from the stopped directory itself. The bytes are checked as they arrive (every
// checksum, every record's chain) and land under a temporary name, renamed to the file only once
// whole, checked and synced.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LevelWal } from '../../wal/index.ts';
import { ConsoleStore } from '../console/store.ts';
import type { BackupHeader } from './format.ts';
import { produceBackup } from './producer.ts';
import { readBackup } from './reader.ts';
import { requestBackup, SOCKET_NAME } from './socket.ts';

export interface BackupTaken {
  readonly header: BackupHeader;
  readonly bytes: number;
  readonly sha256: string;
}

export interface Progress {
  start(records: number): void;
  update(records: number): void;
}

async function fromDirectory(dataDir: string): Promise<{ stream: AsyncIterable<Buffer>; done: () => Promise<void> }> {
  if (!existsSync(join(dataDir, 'CURRENT'))) throw new Error(`${dataDir} holds no errand data`);
  const wal = new LevelWal(dataDir);
  try {
    await wal.open();
  } catch (error) {
    if ((error as { code?: string }).code === 'LEVEL_LOCKED' || (error as { cause?: { code?: string } }).cause?.code === 'LEVEL_LOCKED') {
      throw new Error(`${dataDir} is in use by a running errand that does not answer on ${join(dataDir, SOCKET_NAME)}; stop it, or back up through its socket`);
    }
    throw error;
  }
  const shardCount = Number((await wal.getMeta('engine.shard_count')) ?? '16');
  const view = wal.pointInTime();
  const store = existsSync(join(dataDir, 'console', 'CURRENT')) ? new ConsoleStore(join(dataDir, 'console')) : undefined;
  await store?.open();
  const console = store?.pointInTime();
  const stream = produceBackup({ view, ...(console ? { console } : {}), shardCount, source: 'directory', mediaDir: join(dataDir, 'media'), dataDir, nowMs: Date.now() });
  return { stream, done: async () => { await view.close(); await console?.close(); await store?.close(); await wal.close(); } };
}

export async function takeBackup(dataDir: string, outFile: string, progress?: Progress): Promise<BackupTaken> {
  if (existsSync(outFile)) throw new Error(`${outFile} exists already; a backup never overwrites a file`);
  const socket = await requestBackup(dataDir);
  const source = socket ? { stream: socket as AsyncIterable<Buffer>, done: async () => { socket.destroy(); } } : await fromDirectory(dataDir);
  const partial = `${outFile}.partial`;
  // Owner-only: the file holds webhook secrets, signing keys and the console secret.
  const file = await open(partial, 'wx', 0o600);
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
      } else if (item.section.kind === 'records' && ++records % 1000 === 0) progress?.update(records);
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
