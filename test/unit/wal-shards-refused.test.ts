// Proves that a batch the storage refuses for some shards before writing anything (a shared log's
// shard whose lease ran out with records queued) costs those shards alone: their records are
// refused, the others' are written, the log stays open, and the refused shard's next append links
// to what the log holds.
import { describe, expect, it } from 'vitest';
import { MemoryWal, MemoryWalStore } from '../../wal/index.ts';
import { ShardsRefusedError } from '../../wal/storage.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('ShardsRefusedError', () => {
  it("refuses one shard's queued records, writes the others', and keeps the log open", async () => {
    let refuse = false;
    const wal = new MemoryWal(new MemoryWalStore(), {
      lanes: 1,
      batchFn: async (write) => {
        if (refuse) {
          refuse = false;
          throw new ShardsRefusedError(
            new Map([
              [1, Object.assign(new Error('shard 1: lease ran out'), { name: 'NotOwnerError' })],
            ]),
          );
        }
        return write();
      },
    });
    await wal.open();
    await wal.append(1, bytes('before'));
    refuse = true;
    const results = await Promise.allSettled([
      wal.append(0, bytes('a')),
      wal.append(1, bytes('b')),
      wal.append(1, bytes('c')),
      wal.append(0, bytes('d')),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ name: 'NotOwnerError' });
    expect(wal.head(0).seq).toBe(2);
    expect(wal.head(1).seq).toBe(1);
    // Taken again later: the next record follows the durable head, not the refused ones.
    expect((await wal.append(1, bytes('after'))).seq).toBe(2);
    const shard1: string[] = [];
    for await (const e of wal.read(1)) shard1.push(new TextDecoder().decode(e.payload));
    expect(shard1).toEqual(['before', 'after']);
    await wal.close();
  });

  it(
    'with the others written (a shard fenced mid-batch), acknowledges theirs and refuses the ' +
      "fenced shard's",
    async () => {
      let fence = false;
      const wal = new MemoryWal(new MemoryWalStore(), {
        lanes: 1,
        batchFn: async (write) => {
          await write();
          if (fence) {
            fence = false;
            throw new ShardsRefusedError(
              new Map([
                [
                  1,
                  Object.assign(new Error('shard 1: another writer appended'), {
                    name: 'NotOwnerError',
                  }),
                ],
              ]),
              true,
            );
          }
        },
      });
      await wal.open();
      fence = true;
      const results = await Promise.allSettled([
        wal.append(0, bytes('a')),
        wal.append(1, bytes('b')),
        wal.append(0, bytes('c')),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(wal.head(0).seq).toBe(2);
      // Not acknowledged here: whether it landed is the new owner's to find (it reads to its
      // fence).
      expect(wal.head(1).seq).toBe(0);
      expect((await wal.append(0, bytes('d'))).seq).toBe(3);
      await wal.close();
    },
  );
});
