// Proves what a read still checks in records open() already proved: a frame changed under the open
// log fails its crc, the last proven record must still hash to the verified head, and hashes read
// back are the ones open() proved.
import { describe, expect, it } from 'vitest';
import { damageFrame } from '../../wal/codec.ts';
import { MemoryWal, MemoryWalStore, WalCorruptionError, type WalEntry } from '../../wal/index.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

async function provenLog(): Promise<{ store: MemoryWalStore; wal: MemoryWal; before: WalEntry[] }> {
  const store = new MemoryWalStore();
  const first = new MemoryWal(store);
  await first.open();
  for (let i = 1; i <= 6; i++) await first.append(1, bytes(`1:${i}`));
  const before: WalEntry[] = [];
  for await (const e of first.read(1)) before.push(e);
  await first.close();
  const wal = new MemoryWal(store);
  await wal.open();
  return { store, wal, before };
}

async function readAll(wal: MemoryWal, afterSeq = 0): Promise<WalEntry[]> {
  const out: WalEntry[] = [];
  for await (const e of wal.read(1, afterSeq)) out.push(e);
  return out;
}

describe('reading records open() proved', () => {
  it('gives the same entries (hashes included) as a read that hashes every record', async () => {
    const { wal, before } = await provenLog();
    expect(await readAll(wal)).toEqual(before);
    expect(await readAll(wal, 3)).toEqual(before.slice(3));
    await wal.append(1, bytes('1:7'));
    const after = await readAll(wal, 5);
    expect(after.map((e) => e.seq)).toEqual([6, 7]);
    expect(after[1]!.prevHash).toBe(before[5]!.hash);
    await wal.close();
  });

  it('refuses a proven frame flipped under the open log (crc)', async () => {
    const { store, wal } = await provenLog();
    const frames = store.records.get(1)!;
    frames.set(3, damageFrame(frames.get(3)!, 'flip'));
    await expect(readAll(wal)).rejects.toThrow(WalCorruptionError);
    await expect(readAll(wal)).rejects.toThrow(/record 3: checksum mismatch/);
    await wal.close();
  });

  it(
    'refuses a re-sealed last proven record ' + 'that no longer hashes to the verified head',
    async () => {
      const { store, wal } = await provenLog();
      const frames = store.records.get(1)!;
      frames.set(6, damageFrame(frames.get(6)!, 'relink'));
      await expect(readAll(wal)).rejects.toThrow(
        /record 6 no longer hashes to the head open\(\) verified/,
      );
      await wal.close();
    },
  );

  it('refuses a proven record deleted under the open log (gap)', async () => {
    const { store, wal } = await provenLog();
    store.records.get(1)!.delete(2);
    await expect(readAll(wal)).rejects.toThrow(
      /missing record \(gap\): expected seq 2, found seq 3/,
    );
    await wal.close();
  });
});
