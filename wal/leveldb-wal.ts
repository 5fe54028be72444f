// The production log on LevelDB (level 10 / classic-level). Keys sort as bytes, so shard and
// seq are fixed-width lowercase hex: r!<shard 8 hex>!<seq 16 hex>, s!<shard 8 hex>, m!<key>.

import assert from 'node:assert/strict';
import { BaseWal, type WalOptions } from './base-wal.ts';
import { damageFrame, SHARD_MAX, type DamageMode } from './codec.ts';
import {
  SCAN_BATCH_BYTES,
  SCAN_BATCH_RECORDS,
  type StoredRecord,
  type WalStorage,
} from './storage.ts';
import { GuardedLevel, openLevel, type OpenLevel } from './guarded-level.ts';
import type { Level } from 'level';
import { WalCorruptionError } from './wal.ts';
import { WriteLatch } from './write-latch.ts';

const RECORD_KEYS_FROM = 'r!';
/** '"' is the byte after '!', so this bounds every key starting with 'r!'. */
const RECORD_KEYS_BEFORE = 'r"';
const RECORD_KEY = /^r!([0-9a-f]{8})!([0-9a-f]{16})$/;

function hex8(shard: number): string {
  return shard.toString(16).padStart(8, '0');
}

export function recordKey(shard: number, seq: number): string {
  return `r!${hex8(shard)}!${seq.toString(16).padStart(16, '0')}`;
}

/** Bounds of one shard's record keys. */
export function shardRecordRange(shard: number): { gte: string; lt: string } {
  return { gte: `r!${hex8(shard)}!`, lt: `r!${hex8(shard)}"` };
}

export function parseRecordKey(key: string): { shard: number; seq: number } {
  const match = RECORD_KEY.exec(key);
  const seq = match === null ? NaN : parseInt(match[2]!, 16);
  if (match === null || !Number.isSafeInteger(seq)) {
    throw new WalCorruptionError(0, 0, `malformed record key ${JSON.stringify(key)}`);
  }
  return { shard: parseInt(match[1]!, 16), seq };
}

/**
 * Batches of an iterator, asking LevelDB for the next batch before handing out the current one,
 * so its read thread works while the caller verifies (a third of replay time was waiting).
 */
async function* prefetched<T>(iterator: {
  nextv(size: number): Promise<T[]>;
  close(): Promise<void>;
}): AsyncIterable<T[]> {
  let next = iterator.nextv(SCAN_BATCH_RECORDS);
  try {
    for (;;) {
      const batch = await next;
      if (batch.length === 0) return;
      next = iterator.nextv(SCAN_BATCH_RECORDS);
      yield batch;
    }
  } finally {
    // An early exit leaves one read in flight: let it settle so its outcome is not unhandled.
    await next.catch(() => undefined);
    await iterator.close();
  }
}

/** Every key of the log as it stood at one moment, whatever is written meanwhile. */
export interface PointInTime {
  scan(range: {
    gt?: string;
    gte?: string;
    lt?: string;
    lte?: string;
    reverse?: boolean;
    limit?: number;
  }): AsyncIterable<Array<[string, Buffer]>>;
  close(): Promise<void>;
}

/** A point-in-time view of any LevelDB handle (the log's, the console store's), values as bytes. */
export function levelPointInTime<V>(
  db: Pick<Level<string, V>, 'snapshot' | 'iterator'>,
): PointInTime {
  const snapshot = db.snapshot();
  return {
    scan: (range) =>
      prefetched(
        db.iterator<string, Buffer>({
          ...range,
          snapshot,
          keyEncoding: 'utf8',
          valueEncoding: 'buffer',
          highWaterMarkBytes: SCAN_BATCH_BYTES,
        }),
      ),
    close: () => snapshot.close(),
  };
}

class LevelStorage implements WalStorage {
  private readonly db;

  /** Every write goes through `handle` (the latch); reads go straight to LevelDB. */
  constructor(private readonly handle: GuardedLevel) {
    this.db = handle.reads;
  }

  pointInTime(): PointInTime {
    // A LevelDB snapshot: iterators over it see no write made after it was taken.
    return levelPointInTime(this.db);
  }

  open(): Promise<void> {
    return this.handle.open();
  }

  close(): Promise<void> {
    return this.handle.close();
  }

  async *scanAll(): AsyncIterable<readonly StoredRecord[]> {
    const iterator = this.db.iterator({
      gte: RECORD_KEYS_FROM,
      lt: RECORD_KEYS_BEFORE,
      highWaterMarkBytes: SCAN_BATCH_BYTES,
    });
    for await (const entries of prefetched(iterator)) {
      yield entries.map(([key, frame]) => ({ ...parseRecordKey(key), frame }));
    }
  }

  async shardsWithRecords(): Promise<number[]> {
    const out: number[] = [];
    let from = RECORD_KEYS_FROM;
    for (;;) {
      const [key] = await this.db.keys({ gte: from, lt: RECORD_KEYS_BEFORE, limit: 1 }).all();
      if (key === undefined) return out;
      const { shard } = parseRecordKey(key);
      out.push(shard);
      if (shard >= SHARD_MAX) return out;
      from = `r!${hex8(shard + 1)}`;
    }
  }

  async *scanShardRecords(shard: number, fromSeq: number): AsyncIterable<readonly StoredRecord[]> {
    const iterator = this.db.iterator({
      gte: recordKey(shard, fromSeq),
      lt: `r!${hex8(shard)}"`,
      highWaterMarkBytes: SCAN_BATCH_BYTES,
    });
    for await (const entries of prefetched(iterator)) {
      yield entries.map(([key, frame]) => ({ ...parseRecordKey(key), frame }));
    }
  }

  scanShard(shard: number, fromSeq: number): AsyncIterable<readonly Buffer[]> {
    // Values only: readShard checks the seq in each body, which also catches a missing key.
    return prefetched(
      this.db.values({
        gte: recordKey(shard, fromSeq),
        lt: `r!${hex8(shard)}"`,
        highWaterMarkBytes: SCAN_BATCH_BYTES,
      }),
    );
  }

  getRecord(shard: number, seq: number): Promise<Buffer | undefined> {
    return this.db.get(recordKey(shard, seq));
  }

  writeBatch(records: readonly StoredRecord[], sync: boolean): Promise<void> {
    return this.handle.putMany(
      records.map((r) => [recordKey(r.shard, r.seq), r.frame] as const),
      sync,
    );
  }

  deleteRecord(shard: number, seq: number): Promise<void> {
    return this.handle.del(recordKey(shard, seq), true);
  }

  getSnapshot(shard: number): Promise<Buffer | undefined> {
    return this.db.get(`s!${hex8(shard)}`);
  }

  putSnapshot(shard: number, frame: Buffer): Promise<void> {
    return this.handle.put(`s!${hex8(shard)}`, frame, false);
  }

  getMeta(key: string): Promise<string | undefined> {
    return this.db.get<string, string>(`m!${key}`, { valueEncoding: 'utf8' });
  }

  putMeta(key: string, value: string): Promise<void> {
    return this.handle.put(`m!${key}`, value, true);
  }
}

export interface LevelWalOptions extends WalOptions {
  /** Test seam: where the handle comes from (one that counts or fails calls). */
  readonly openLevel?: OpenLevel;
}

export class LevelWal extends BaseWal {
  private readonly level: LevelStorage;

  /**
   * `dir` is LevelDB's directory, created when missing; one open Wal per directory
   * (a second open fails with LEVEL_LOCKED). `options.batchFn` is the test seam for failed writes.
   */
  constructor(
    readonly dir: string,
    options: LevelWalOptions = {},
  ) {
    const latch = options.latch ?? new WriteLatch();
    const level = new LevelStorage(new GuardedLevel(dir, latch, options.openLevel));
    super(level, { ...options, latch });
    this.level = level;
  }

  /**
   * Records, snapshots and meta as they stand now, for a backup taken while the service runs: a
   * LevelDB snapshot, so appends made meanwhile are not seen and each shard is a whole prefix
   * (a shard never has two batches in flight). Reads only; close it when done.
   */
  pointInTime(): PointInTime {
    return this.level.pointInTime();
  }

  /**
   * A shard's frames as stored, from its first record, unchecked: for a replay on threads, whose
   * threads check crc, sequence and chain themselves (src/replay-threads/frames.ts). Not a
   * point-in-time view: for a directory nothing writes meanwhile (a scratch copy).
   */
  frames(shard: number): AsyncIterable<readonly Buffer[]> {
    return this.level.scanShard(shard, 1);
  }

  /**
   * Test hook: damages one stored record the way a disk would (see damageFrame), or deletes it.
   * Call only while no Wal has `dir` open; LevelDB's lock makes a concurrent call fail anyway.
   */
  static async damage(dir: string, shard: number, seq: number, mode: DamageMode): Promise<void> {
    assert(Number.isInteger(shard) && shard >= 0 && shard <= SHARD_MAX, 'shard out of range');
    const db = openLevel(dir);
    await db.open();
    try {
      const key = recordKey(shard, seq);
      const frame = await db.get(key);
      assert(frame !== undefined, `no record at shard ${shard} seq ${seq} to damage`);
      if (mode === 'delete') await db.del(key, { sync: true });
      else await db.put(key, damageFrame(frame, mode), { sync: true });
    } finally {
      await db.close();
    }
  }

  /** Test hook: flips a byte in the middle of a shard's stored snapshot. Same rules as damage(). */
  static async damageSnapshot(dir: string, shard: number): Promise<void> {
    const db = openLevel(dir);
    await db.open();
    try {
      const frame = await db.get(`s!${hex8(shard)}`);
      assert(frame !== undefined, `no snapshot of shard ${shard} to damage`);
      await db.put(`s!${hex8(shard)}`, damageFrame(frame, 'flip'), { sync: true });
    } finally {
      await db.close();
    }
  }
}
