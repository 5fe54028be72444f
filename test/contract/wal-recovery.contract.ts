// The damage half of the WAL contract: what open() cuts, what it refuses, and fail-stop writes.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  WalCorruptionError,
  WalFailedError,
  type BatchFn,
  type DamageMode,
} from '../../wal/index.ts';
import {
  bytes,
  fill,
  openFresh,
  readAll,
  readTexts,
  tracking,
  type WalHarnessFactory,
} from './wal-harness.ts';

export function walRecoveryContract(name: string, factory: WalHarnessFactory): void {
  describe(`${name}: Wal contract, damage and failure`, () => {
    let harness: ReturnType<typeof tracking>;
    beforeEach(async () => {
      harness = tracking(await factory());
    });
    afterEach(async () => {
      await harness.closeAll();
      await harness.dispose();
    });

    /** Five records on shards 1 and 2, then closed. */
    async function fiveRecordsEach() {
      const wal = await openFresh(harness);
      await fill(wal, [1, 2], 5);
      const entries = await readAll(wal, 1);
      await wal.close();
      return entries;
    }

    async function openError(): Promise<WalCorruptionError> {
      const error: unknown = await harness
        .open()
        .open()
        .then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
      expect(error).toBeInstanceOf(WalCorruptionError);
      return error as WalCorruptionError;
    }

    for (const [mode, reason] of [
      ['truncate', /truncated frame/],
      ['flip', /checksum mismatch/],
    ] as const) {
      const title = `cuts a torn tail (${mode}) and continues the chain from the last good record`;
      it(title, async () => {
        const before = await fiveRecordsEach();
        await harness.damage(1, 5, mode);

        const wal = harness.open();
        const report = await wal.open();
        expect(report.tornTails).toEqual([
          { shard: 1, seq: 5, reason: expect.stringMatching(reason) },
        ]);
        expect(report.records).toBe(9);
        expect(report.heads.get(1)).toEqual({ seq: 4, hash: before[3]!.hash });
        expect(report.heads.get(2)?.seq).toBe(5);
        await wal.close();

        // The cut is durable: the next open finds a clean log.
        const cut = harness.open();
        expect((await cut.open()).tornTails).toEqual([]);
        expect(cut.head(1)).toEqual({ seq: 4, hash: before[3]!.hash });
        const pos = await cut.append(1, bytes('1:5 again'));
        expect(pos.seq).toBe(5);
        const entries = await readAll(cut, 1);
        expect(entries[4]!.prevHash).toBe(before[3]!.hash);
        await cut.close();

        const again = await openFresh(harness);
        expect(await readTexts(again, 1)).toEqual(['1:1', '1:2', '1:3', '1:4', '1:5 again']);
      });
    }

    it('forgets a snapshot whose record was cut as a torn tail', async () => {
      const wal = await openFresh(harness);
      await fill(wal, [1], 3);
      await wal.writeSnapshot(1, wal.head(1), bytes('as of 3'));
      await wal.close();
      await harness.damage(1, 3, 'truncate');
      const again = await openFresh(harness);
      expect(again.head(1).seq).toBe(2);
      expect(await again.readSnapshot(1)).toBeUndefined();
    });

    const refusals: [DamageMode, number, RegExp][] = [
      ['flip', 3, /^checksum mismatch$/],
      ['truncate', 1, /^truncated frame/],
      ['delete', 3, /^missing record \(gap\): expected seq 3, found 4$/],
      ['delete', 1, /^missing record \(gap\): expected seq 1, found 2$/],
      ['relink', 3, /^hash chain broken/],
      ['relink', 5, /^hash chain broken/],
    ];
    for (const [mode, seq, reason] of refusals) {
      it(`refuses to open when record ${seq} of 5 is damaged (${mode})`, async () => {
        await fiveRecordsEach();
        await harness.damage(2, seq, mode);
        const error = await openError();
        expect({ shard: error.shard, seq: error.seq }).toEqual({ shard: 2, seq });
        expect(error.reason).toMatch(reason);
        expect(error.message).toContain(`shard 2 record ${seq}`);
      });
    }

    it('refuses two bad records at the end: only the last one may be torn', async () => {
      await fiveRecordsEach();
      await harness.damage(1, 4, 'truncate');
      await harness.damage(1, 5, 'truncate');
      const error = await openError();
      expect({ shard: error.shard, seq: error.seq }).toEqual({ shard: 1, seq: 4 });
    });

    it(
      'rejects a failed batch and every later ' + 'write, and the failed batch leaves no trace',
      async () => {
        let batches = 0;
        const failSecond: BatchFn = async (write) => {
          batches += 1;
          if (batches === 2) throw new Error('simulated EIO');
          await write();
        };
        const wal = await openFresh(harness, { batchFn: failSecond, lanes: 1 });
        await wal.append(1, bytes('durable'));

        const doomed = [wal.append(1, bytes('lost a')), wal.append(2, bytes('lost b'))];
        for (const append of doomed) await expect(append).rejects.toBeInstanceOf(WalFailedError);
        const failure = await doomed[0]!.catch((error: unknown) => error);
        expect((failure as WalFailedError).cause).toEqual(new Error('simulated EIO'));

        await expect(wal.append(3, bytes('later'))).rejects.toBeInstanceOf(WalFailedError);
        await expect(wal.putMeta('k', 'v')).rejects.toBeInstanceOf(WalFailedError);
        expect(wal.head(1).seq).toBe(1);
        expect(batches).toBe(2);
        await wal.close();

        const again = harness.open();
        const report = await again.open();
        expect(report.records).toBe(1);
        expect(await readTexts(again, 1)).toEqual(['durable']);
        expect(again.shards()).toEqual([1]);
      },
    );

    it(
      'tells the batch observer of each durable batch, with its records and write time, and ' +
        'never of a failed one',
      async () => {
        const seen: Array<{ records: number; seconds: number }> = [];
        let batches = 0;
        const failThird: BatchFn = async (write) => {
          batches += 1;
          if (batches === 3) throw new Error('simulated EIO');
          await write();
        };
        const wal = await openFresh(harness, {
          batchFn: failThird,
          lanes: 1,
          onBatch: (records, seconds) => seen.push({ records, seconds }),
        });
        await wal.append(1, bytes('alone'));
        await Promise.all([1, 2, 3].map((shard) => wal.append(shard, bytes('together'))));
        await expect(wal.append(1, bytes('lost'))).rejects.toBeInstanceOf(WalFailedError);
        expect(seen.map((b) => b.records)).toEqual([1, 3]);
        for (const b of seen) expect(b.seconds).toBeGreaterThanOrEqual(0);
        expect(wal.stats()).toEqual({ batches: 2, records: 4 });
        await wal.close();
      },
    );

    it('acknowledges nothing in the other lane once one lane has failed', async () => {
      const gates: Array<{ write: () => Promise<void>; release: (fail: boolean) => void }> = [];
      const gated: BatchFn = (write) =>
        new Promise<void>((resolve, reject) => {
          gates.push({
            write,
            release: (fail) =>
              fail ? reject(new Error('simulated EIO')) : write().then(resolve, reject),
          });
        });
      const wal = await openFresh(harness, { batchFn: gated, lanes: 2 });
      const even = wal.append(0, bytes('even'));
      const odd = wal.append(1, bytes('odd'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(gates).toHaveLength(2);
      gates[0]!.release(true);
      await expect(even).rejects.toBeInstanceOf(WalFailedError);
      gates[1]!.release(false);
      await expect(odd).rejects.toBeInstanceOf(WalFailedError);
      expect(wal.head(1).seq).toBe(0);
    });

    it('rejects appends that arrived while the failing batch was in flight', async () => {
      let failNow: (error: Error) => void = () => undefined;
      const stalled: BatchFn = () => new Promise((_, reject) => (failNow = reject));
      const wal = await openFresh(harness, { batchFn: stalled });
      const first = wal.append(1, bytes('a'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      const waiting = wal.append(1, bytes('b'));
      failNow(new Error('simulated fsync failure'));
      await expect(first).rejects.toBeInstanceOf(WalFailedError);
      await expect(waiting).rejects.toBeInstanceOf(WalFailedError);
      expect(wal.stats()).toEqual({ batches: 0, records: 0 });
    });
  });
}
