// Proves that replay, verify and rebuild on threads (src/replay-threads/, docs/threads.md step 7)
// answer what the single thread answers: on the golden fixtures and on random logs written by the
// engine property suite, with 2 and 3 threads, the same invariant report (counts and failures, in
// order), byte-identical shard state digests and archive entries; a broken invariant and damage
// read before a snapshot are reported the same way.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LevelWal } from '../../wal/index.ts';
import { verifyLog } from '../../src/runtime/verify.ts';
import { replayInto } from '../../src/runtime/recovery.ts';
import { emptyShardState, type ShardState } from '../../src/core/state.ts';
import { encodeState } from '../../src/core/state-codec.ts';
import { decodeRecord, encodeRecord } from '../../src/core/record-codec.ts';
import { archiveDir } from '../../src/archive/default-store.ts';
import { LevelArchiveStore } from '../../src/archive/level-store.ts';
import { MemoryArchiveStore } from '../../src/archive/store.ts';
import { rebuildArchive } from '../../src/archive/rebuild.ts';
import { levelFrameSource } from '../../src/replay-threads/frames.ts';
import {
  rebuildOnThreads,
  replayOnThreads,
  verifyOnThreads,
} from '../../src/replay-threads/run.ts';
import { levelHome, tempDir, type LogHome } from '../support/harness.ts';
import { engineSuite } from '../property/engine-suite.ts';
import { suiteProperty } from '../property/suite.ts';

const FIXTURES = new URL('../fixtures/', import.meta.url).pathname;
const GENERATIONS = readdirSync(FIXTURES).filter(
  (d) => d.startsWith('golden-v') && existsSync(join(FIXTURES, d, 'data')),
);

const digestOf = (state: ShardState) =>
  createHash('sha256').update(encodeState(state)).digest('hex');

function copyOf(from: string): string {
  const dir = join(tempDir('errand-replay-threads-'), 'data');
  cpSync(from, dir, { recursive: true });
  return dir;
}

/** What a verify answered: its report's parts both modes share, or the error it threw. */
async function outcome(run: () => Promise<{ ok: boolean; records: number; invariants: unknown }>) {
  try {
    const { ok, records, invariants } = await run();
    return { ok, records, invariants };
  } catch (error) {
    return { threw: `${(error as Error).name}: ${(error as Error).message}` };
  }
}

/**
 * verifyLog against verifyOnThreads with `threads`, on one opened directory: the same report, or
 * the same error (verifyLog throws where a snapshot's own check cannot read the log).
 */
async function compareVerify(dir: string, threads: number[]) {
  const wal = new LevelWal(dir);
  await wal.open();
  const archive = new LevelArchiveStore(archiveDir(dir));
  await archive.open();
  try {
    const shardCount = Number((await wal.getMeta('engine.shard_count')) ?? '16');
    const options = { shardCount, checkSnapshots: true, archive };
    let digests = new Map<number, string>();
    const one = await outcome(async () => {
      const report = await verifyLog(wal, options);
      const held = [...report.states].filter(([s]) => wal.shards().includes(s));
      digests = new Map(held.map(([s, st]) => [s, digestOf(st)]));
      return report;
    });
    for (const n of threads) {
      let many = new Map<number, string>();
      const source = levelFrameSource(wal);
      const other = await outcome(async () => {
        const report = await verifyOnThreads(wal, source, {
          ...options,
          threads: n,
          digests: true,
        });
        many = report.digests;
        return report;
      });
      expect(other, `${n} threads`).toEqual(one);
      if (!('threw' in one)) expect(many).toEqual(digests);
    }
    return one;
  } finally {
    await archive.close();
    await wal.close();
  }
}

/** replayInto of every shard against replayOnThreads: counts and state digests. */
async function compareReplay(dir: string, threads: number[]) {
  const wal = new LevelWal(dir);
  await wal.open();
  try {
    const digests = new Map<number, string>();
    let records = 0;
    let events = 0;
    for (const shard of wal.shards()) {
      const state = emptyShardState();
      const counts = await replayInto(wal, shard, state, 0);
      records += counts.records;
      events += counts.events;
      digests.set(shard, digestOf(state));
    }
    for (const n of threads) {
      const many = await replayOnThreads(wal, levelFrameSource(wal), { threads: n, digests: true });
      expect({ records: many.records, events: many.events }).toEqual({ records, events });
      expect(many.digests).toEqual(digests);
    }
  } finally {
    await wal.close();
  }
}

describe.each(GENERATIONS)('the %s fixture on threads', (generation) => {
  const data = join(FIXTURES, generation, 'data');

  it('verifies with the same report and state digests on 2 and 3 threads', async () => {
    const one = await compareVerify(copyOf(data), [2, 3]);
    expect(one).toMatchObject({ ok: true });
    expect(one.records).toBeGreaterThan(0);
  }, 120_000);

  it('replays to byte-identical states on 2 and 3 threads', async () => {
    await compareReplay(copyOf(data), [2, 3]);
  }, 120_000);

  it('rebuilds a byte-identical archive on 2 threads', async () => {
    const wal = new LevelWal(copyOf(data));
    await wal.open();
    try {
      const shardCount = Number((await wal.getMeta('engine.shard_count')) ?? '16');
      const one = new MemoryArchiveStore();
      const many = new MemoryArchiveStore();
      const a = await rebuildArchive(wal, shardCount, one);
      const b = await rebuildOnThreads(wal, levelFrameSource(wal), shardCount, many, {
        threads: 2,
      });
      expect(b).toEqual(a);
      expect(a.entries).toBeGreaterThan(0);
      expect([...many.data].sort()).toEqual([...one.data].sort());
    } finally {
      await wal.close();
    }
  }, 120_000);

  it('reports a broken invariant the same way', async () => {
    const dir = copyOf(data);
    const wal = new LevelWal(dir);
    await wal.open();
    // A wallet credited by a posting marked as a lock: apply takes it, wallet_reconciles does not.
    let moved: { shard: number; payload: Uint8Array } | undefined;
    for (const shard of wal.shards())
      for await (const entry of wal.read(shard, 0)) {
        const record = decodeRecord(entry.payload);
        for (const e of record.events) {
          if (e.type !== 'Posted' || !e.transfers.some((t) => t.credit.startsWith('wallet:')))
            continue;
          const forged = { ...e, entryId: `${e.entryId}_forged`, memo: 'lock' as const };
          moved = { shard, payload: encodeRecord({ ...record, events: [forged] }) };
        }
      }
    await wal.append(moved!.shard, moved!.payload);
    await wal.close();
    const one = await compareVerify(dir, [2]);
    expect(one.ok).toBe(false);
    const results = one.invariants as { name: string; failures: string[] }[];
    expect(results.find((r) => r.name === 'wallet_reconciles')!.failures).not.toEqual([]);
  }, 120_000);

  // The golden snapshots may be of an older layout: then the snapshot's own check replays from the
  // first record too and verifyLog throws the read's error, which the threads must throw as well.
  it('reports damage before a snapshot the same way (the full read fails part way)', async () => {
    const dir = copyOf(data);
    const wal = new LevelWal(dir);
    await wal.open();
    const withSnapshot = [];
    for (const shard of wal.shards()) {
      const snap = await wal.readSnapshot(shard);
      // Before the record the snapshot's own check reads (recoverShard links from seq - 1).
      if (snap && snap.pos.seq > 2) withSnapshot.push({ shard, seq: 1 });
    }
    await wal.close();
    expect(withSnapshot).not.toEqual([]);
    await LevelWal.damage(dir, withSnapshot[0]!.shard, withSnapshot[0]!.seq, 'flip');
    const one = await compareVerify(dir, [2]);
    if ('threw' in one) expect(one.threw).toMatch(/WalCorruptionError: .* shard \d+ record 1:/);
    else {
      const results = one.invariants as { name: string; failures: string[] }[];
      expect(results.find((r) => r.name === 'wal_intact')!.failures).not.toEqual([]);
    }
  }, 120_000);
});

describe('random logs of the engine property suite on threads', () => {
  it('verify and replay answer as on one thread', async () => {
    const dirs: string[] = [];
    const homeFor = (): LogHome => {
      const dir = tempDir('errand-replay-threads-random-');
      dirs.push(dir);
      return levelHome(dir);
    };
    await fc.assert(suiteProperty(engineSuite, homeFor, { maxCommands: 40 }), {
      numRuns: 3,
      seed: 39,
    });
    expect(dirs.length).toBe(3);
    for (const [i, dir] of dirs.entries()) {
      await compareVerify(dir, [i === 0 ? 3 : 2]);
      await compareReplay(dir, [2]);
    }
  }, 300_000);
});
