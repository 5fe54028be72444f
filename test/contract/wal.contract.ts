// The contract every Wal implementation must pass (shape of emmett's shared event-store suite):
// one function per implementation's test file, one fresh storage per case.

import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GENESIS_HASH, type Wal, type WalPosition } from '../../wal/index.ts';
import { walRecoveryContract } from './wal-recovery.contract.ts';
import {
  bytes,
  expectedHash,
  fill,
  nextTurn,
  openFresh,
  readAll,
  readTexts,
  text,
  tracking,
  type WalHarness,
  type WalHarnessFactory,
} from './wal-harness.ts';

export function walContract(name: string, factory: WalHarnessFactory): void {
  describe(`${name}: Wal contract`, () => {
    let harness: ReturnType<typeof tracking>;
    beforeEach(async () => {
      harness = tracking(await factory());
    });
    afterEach(async () => {
      await harness.closeAll();
      await harness.dispose();
    });

    it('reads back what was appended, with the positions append returned', async () => {
      const wal = await openFresh(harness);
      const positions = [];
      for (const word of ['alpha', 'beta', '']) positions.push(await wal.append(7, bytes(word)));
      const entries = await readAll(wal, 7);
      expect(entries.map((e) => text(e.payload))).toEqual(['alpha', 'beta', '']);
      expect(entries.map((e) => ({ seq: e.seq, hash: e.hash }))).toEqual(positions);
      expect(entries.every((e) => e.shard === 7)).toBe(true);
      expect(wal.head(7)).toEqual(positions[2]);
    });

    it('numbers records from 1 per shard, independently across shards', async () => {
      const wal = await openFresh(harness);
      const seqs: [number, number][] = [];
      for (const shard of [2, 1, 2, 2, 1, 0])
        seqs.push([shard, (await wal.append(shard, bytes('x'))).seq]);
      expect(seqs).toEqual([
        [2, 1],
        [1, 1],
        [2, 2],
        [2, 3],
        [1, 2],
        [0, 1],
      ]);
      expect(wal.shards()).toEqual([0, 1, 2]);
      expect(wal.head(2).seq).toBe(3);
      expect(wal.head(99)).toEqual({ seq: 0, hash: GENESIS_HASH });
      expect(await readAll(wal, 99)).toEqual([]);
    });

    it(
      'links every record to the one before by ' + 'sha256(prevHash || shard || seq || payload)',
      async () => {
        const wal = await openFresh(harness);
        await fill(wal, [3, 0xffff_ffff], 4);
        for (const shard of [3, 0xffff_ffff]) {
          const entries = await readAll(wal, shard);
          expect(entries[0]!.prevHash).toBe(GENESIS_HASH);
          entries.forEach((entry, i) => {
            if (i > 0) expect(entry.prevHash).toBe(entries[i - 1]!.hash);
            expect(entry.hash).toBe(expectedHash(entry));
          });
        }
      },
    );

    it('gathers concurrent appends of 64 shards into fewer batches than records', async () => {
      const wal = await openFresh(harness);
      await Promise.all(
        Array.from({ length: 64 }, (_, shard) => wal.append(shard, bytes(`${shard}:0`))),
      );
      // One batch per group-commit lane (two by default).
      expect(wal.stats()).toEqual({ batches: 2, records: 64 });
      const writers = Array.from({ length: 64 }, async (_, shard) => {
        for (let i = 1; i <= 4; i += 1)
          expect((await wal.append(shard, bytes(`${shard}:${i}`))).seq).toBe(i + 1);
      });
      await Promise.all(writers);
      const stats = wal.stats();
      expect(stats.records).toBe(320);
      expect(stats.batches).toBeLessThan(stats.records);
      expect(stats.batches).toBeLessThanOrEqual(16);
      expect(await readTexts(wal, 63)).toEqual(['63:0', '63:1', '63:2', '63:3', '63:4']);
    });

    it('keeps call order for appends of one shard issued at once', async () => {
      const wal = await openFresh(harness);
      const words = Array.from({ length: 100 }, (_, i) => `w${i}`);
      const positions = await Promise.all(words.map((word) => wal.append(5, bytes(word))));
      expect(positions.map((p) => p.seq)).toEqual(words.map((_, i) => i + 1));
      expect(await readTexts(wal, 5)).toEqual(words);
    });

    it('reads after a given seq, linked to the record at that seq', async () => {
      const wal = await openFresh(harness);
      await fill(wal, [1], 10);
      const all = await readAll(wal, 1);
      const tail = await readAll(wal, 1, 4);
      expect(tail.map((e) => e.seq)).toEqual([5, 6, 7, 8, 9, 10]);
      expect(tail).toEqual(all.slice(4));
      expect(tail[0]!.prevHash).toBe(all[3]!.hash);
      expect(await readAll(wal, 1, 10)).toEqual([]);
      expect(await readAll(wal, 1, 50)).toEqual([]);
    });

    it('reopens to the same heads and the same records', async () => {
      const wal = await openFresh(harness);
      await fill(wal, [1, 2, 40], 5);
      const heads = new Map(wal.shards().map((shard) => [shard, wal.head(shard)] as const));
      const before = await readAll(wal, 40);
      await wal.close();

      const again = harness.open();
      const report = await again.open();
      expect(report).toEqual({ heads, tornTails: [], records: 15 });
      expect(again.shards()).toEqual([1, 2, 40]);
      expect(again.head(2)).toEqual(heads.get(2));
      expect(await readAll(again, 40)).toEqual(before);
      expect(again.stats()).toEqual({ batches: 0, records: 0 });
      expect((await again.append(40, bytes('40:6'))).seq).toBe(6);
    });

    it('waits on close for appends still in flight', async () => {
      const wal = await openFresh(harness);
      const appended = Promise.all([wal.append(1, bytes('a')), wal.append(2, bytes('b'))]);
      await wal.close();
      expect((await appended).map((p) => p.seq)).toEqual([1, 1]);
      const again = await openFresh(harness);
      expect(await readTexts(again, 2)).toEqual(['b']);
    });

    it('refuses a second open of the same storage while one is open', async () => {
      await openFresh(harness);
      await expect(harness.open().open()).rejects.toThrow();
    });

    it('keeps snapshots: round trip, newest wins, survives reopen', async () => {
      const wal = await openFresh(harness);
      expect(await wal.readSnapshot(1)).toBeUndefined();
      await wal.writeSnapshot(1, { seq: 0, hash: GENESIS_HASH }, bytes('empty'));
      expect(text((await wal.readSnapshot(1))!.state)).toBe('empty');
      await fill(wal, [1], 3);
      const second = (await readAll(wal, 1))[1]!;
      await wal.writeSnapshot(1, { seq: 2, hash: second.hash }, bytes('two'));
      await wal.writeSnapshot(1, wal.head(1), bytes('three'));
      await wal.close();

      const again = await openFresh(harness);
      const snapshot = await again.readSnapshot(1);
      expect(snapshot?.pos).toEqual(again.head(1));
      expect(text(snapshot!.state)).toBe('three');
      expect(await again.readSnapshot(2)).toBeUndefined();
    });

    it('answers undefined for a snapshot that fails its checksum', async () => {
      const wal = await openFresh(harness);
      await fill(wal, [4], 2);
      await wal.writeSnapshot(4, wal.head(4), bytes('state of shard 4'));
      await wal.close();
      await harness.damageSnapshot(4);
      const again = await openFresh(harness);
      expect(await again.readSnapshot(4)).toBeUndefined();
    });

    it('keeps meta values across reopen', async () => {
      const wal = await openFresh(harness);
      expect(await wal.getMeta('schema')).toBeUndefined();
      await wal.putMeta('schema', '1');
      await wal.putMeta('schema', '2');
      await wal.putMeta('node', 'naïve ✓');
      await wal.close();
      const again = await openFresh(harness);
      expect(await again.getMeta('schema')).toBe('2');
      expect(await again.getMeta('node')).toBe('naïve ✓');
    });

    it(
      'swaps a meta value only from what it holds, ' +
        'and one of two racing creators wins for both',
      async () => {
        const wal = await openFresh(harness);
        expect(await wal.swapMeta('keys', undefined, 'k1')).toBe('k1');
        expect(await wal.swapMeta('keys', undefined, 'k2')).toBe('k1');
        expect(await wal.swapMeta('keys', 'stale', 'k3')).toBe('k1');
        expect(await wal.swapMeta('keys', 'k1', 'k4')).toBe('k4');
        const [x, y] = await Promise.all([
          wal.swapMeta('token', undefined, 'x'),
          wal.swapMeta('token', undefined, 'y'),
        ]);
        expect(x).toBe(y);
        await wal.close();
        const again = await openFresh(harness);
        expect(await again.getMeta('keys')).toBe('k4');
        expect(await again.getMeta('token')).toBe(x);
      },
    );

    it(
      'property: any interleaving of appends over ' + 'a few shards reopens to the same records',
      async () => {
        const step = fc.oneof(
          fc.record({
            shard: fc.integer({ min: 0, max: 3 }),
            size: fc.integer({ min: 0, max: 40 }),
          }),
          fc.constantFrom('tick' as const, 'settle' as const),
        );
        await fc.assert(
          fc.asyncProperty(fc.array(step, { maxLength: 60 }), async (steps) => {
            const storage = tracking(await factory());
            try {
              await checkInterleaving(storage, steps);
            } finally {
              await storage.closeAll();
              await storage.dispose();
            }
          }),
          { numRuns: 25 },
        );
      },
    );
  });

  walRecoveryContract(name, factory);
}

type Step = { shard: number; size: number } | 'tick' | 'settle';

async function checkInterleaving(harness: WalHarness, steps: readonly Step[]): Promise<void> {
  const wal: Wal = await openFresh(harness);
  const model = new Map<number, string[]>();
  const inFlight: Promise<void>[] = [];
  for (const step of steps) {
    if (step === 'tick') await nextTurn();
    else if (step === 'settle') await Promise.all(inFlight.splice(0));
    else {
      const texts = model.get(step.shard) ?? [];
      model.set(step.shard, texts);
      const payload = `${step.shard}:${texts.length + 1}:${'p'.repeat(step.size)}`;
      texts.push(payload);
      const expectedSeq = texts.length;
      inFlight.push(
        wal.append(step.shard, bytes(payload)).then((pos: WalPosition) => {
          expect(pos.seq).toBe(expectedSeq);
        }),
      );
    }
  }
  await Promise.all(inFlight);
  await wal.close();

  const again = harness.open();
  const report = await again.open();
  expect([...report.heads.keys()].sort((a, b) => a - b)).toEqual(
    [...model.keys()].sort((a, b) => a - b),
  );
  for (const [shard, texts] of model) {
    expect(report.heads.get(shard)?.seq).toBe(texts.length);
    expect(await readTexts(again, shard)).toEqual(texts);
  }
  await again.close();
}
