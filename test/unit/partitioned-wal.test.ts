// Proves the partitioned log of engine threads (wal/partitioned-wal.ts): each shard's records,
// snapshot and chain live in the partition s mod P and read back whole after a reopen, meta lives
// in partition 0, and a failed write in one partition stops writes to every partition (one latch).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LevelWal, WriteLatch, type BatchFn, type Wal } from '../../wal/index.ts';
import { PartitionedWal } from '../../wal/partitioned-wal.ts';

const P = 3;
const dirs: string[] = [];

async function home(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'errand-pwal-'));
  dirs.push(dir);
  return dir;
}

function open(dir: string, batchFnOf: (k: number) => BatchFn | undefined = () => undefined) {
  const latch = new WriteLatch();
  const parts = new Map<number, Wal>(
    Array.from({ length: P }, (_, k) => {
      const batchFn = batchFnOf(k);
      return [k, new LevelWal(path.join(dir, `p${k}`), { latch, ...(batchFn ? { batchFn } : {}) })];
    }),
  );
  return new PartitionedWal(latch, P, parts);
}

const text = (payload: Uint8Array) => Buffer.from(payload).toString('utf8');

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('PartitionedWal', () => {
  it('keeps each shard in partition s mod P, meta in partition 0, over a reopen', async () => {
    const dir = await home();
    let wal = open(dir);
    await wal.open();
    await Promise.all(
      Array.from({ length: 8 }, async (_, shard) => {
        for (let i = 1; i <= 3; i++) await wal.append(shard, Buffer.from(`${shard}:${i}`));
      }),
    );
    await wal.writeSnapshot(4, wal.head(4), Buffer.from('state of 4'));
    await wal.putMeta('service.key', 'value');
    await wal.close();

    // Each partition alone holds its shards and nothing else.
    for (let k = 0; k < P; k++) {
      const part = new LevelWal(path.join(dir, `p${k}`));
      await part.open();
      expect(part.shards()).toEqual([0, 1, 2, 3, 4, 5, 6, 7].filter((s) => s % P === k));
      expect(await part.getMeta('service.key')).toBe(k === 0 ? 'value' : undefined);
      await part.close();
    }

    wal = open(dir);
    const report = await wal.open();
    expect([...report.heads.values()].map((h) => h.seq)).toEqual(Array(8).fill(3));
    expect(wal.shards()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const read: string[] = [];
    for await (const entry of wal.read(7)) read.push(text(entry.payload));
    expect(read).toEqual(['7:1', '7:2', '7:3']);
    const snapshot = await wal.readSnapshot(4);
    expect(snapshot?.pos).toEqual(wal.head(4));
    expect(text(snapshot!.state)).toBe('state of 4');
    expect(await wal.getMeta('service.key')).toBe('value');
    await wal.close();
  });

  it('a failed write in one partition refuses every later write, in every partition', async () => {
    const dir = await home();
    const failing: BatchFn = () => Promise.reject(new Error('simulated EIO'));
    const wal = open(dir, (k) => (k === 1 ? failing : undefined));
    await wal.open();
    await wal.append(0, Buffer.from('before'));
    await expect(wal.append(1, Buffer.from('fails'))).rejects.toThrow();
    expect(wal.latch.tripped).toBe(true);
    await expect(wal.append(0, Buffer.from('after'))).rejects.toThrow();
    await expect(wal.putMeta('k', 'v')).rejects.toThrow();
    await wal.close();
  });
});
