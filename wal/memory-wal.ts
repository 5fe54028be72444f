// The log in memory, for engine tests that want speed. Same codec, checks and group commit as
// LevelWal (both are BaseWal); only the medium differs. The store outlives a MemoryWal so a test
// can close and reopen "the same directory" in-process.

import assert from 'node:assert/strict';
import { BaseWal, type WalOptions } from './base-wal.ts';
import { damageFrame, type DamageMode } from './codec.ts';
import { SCAN_BATCH_RECORDS, type StoredRecord, type WalStorage } from './storage.ts';

export class MemoryWalStore {
  /** shard → seq → frame. */
  readonly records = new Map<number, Map<number, Buffer>>();
  readonly snapshots = new Map<number, Buffer>();
  readonly meta = new Map<string, string>();
  /** Like LevelDB's lock: one open MemoryWal per store. */
  locked = false;

  /** Test hook with LevelWal.damage's meaning; call only while no MemoryWal has the store open. */
  async damage(shard: number, seq: number, mode: DamageMode): Promise<void> {
    assert(!this.locked, 'damage the store only while no MemoryWal has it open');
    const frames = this.records.get(shard);
    const frame = frames?.get(seq);
    assert(
      frames !== undefined && frame !== undefined,
      `no record at shard ${shard} seq ${seq} to damage`,
    );
    if (mode === 'delete') frames.delete(seq);
    else frames.set(seq, damageFrame(frame, mode));
  }

  /** Test hook: flips a byte in the middle of a shard's stored snapshot. */
  async damageSnapshot(shard: number): Promise<void> {
    assert(!this.locked, 'damage the store only while no MemoryWal has it open');
    const frame = this.snapshots.get(shard);
    assert(frame !== undefined, `no snapshot of shard ${shard} to damage`);
    this.snapshots.set(shard, damageFrame(frame, 'flip'));
  }
}

/** One macrotask per write, so appends made meanwhile pile up as they would behind a disk. */
function simulatedIo(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function sortedKeys<K extends number>(map: ReadonlyMap<K, unknown>): K[] {
  return [...map.keys()].sort((a, b) => a - b);
}

class MemoryStorage implements WalStorage {
  private open_ = false;

  constructor(private readonly store: MemoryWalStore) {}

  async open(): Promise<void> {
    if (this.store.locked) throw new Error('MemoryWalStore is already open in another MemoryWal');
    this.store.locked = true;
    this.open_ = true;
  }

  async close(): Promise<void> {
    assert(this.open_, 'close of a MemoryStorage that is not open');
    this.open_ = false;
    this.store.locked = false;
  }

  async *scanAll(): AsyncIterable<readonly StoredRecord[]> {
    for (const shard of sortedKeys(this.store.records)) {
      const frames = this.store.records.get(shard)!;
      const seqs = sortedKeys(frames);
      for (let at = 0; at < seqs.length; at += SCAN_BATCH_RECORDS) {
        yield seqs
          .slice(at, at + SCAN_BATCH_RECORDS)
          .map((seq) => ({ shard, seq, frame: frames.get(seq)! }));
      }
    }
  }

  async shardsWithRecords(): Promise<number[]> {
    return sortedKeys(this.store.records).filter(
      (shard) => this.store.records.get(shard)!.size > 0,
    );
  }

  async *scanShardRecords(shard: number, fromSeq: number): AsyncIterable<readonly StoredRecord[]> {
    const frames = this.store.records.get(shard);
    if (frames === undefined) return;
    const seqs = sortedKeys(frames).filter((seq) => seq >= fromSeq);
    for (let at = 0; at < seqs.length; at += SCAN_BATCH_RECORDS) {
      yield seqs
        .slice(at, at + SCAN_BATCH_RECORDS)
        .map((seq) => ({ shard, seq, frame: frames.get(seq)! }));
    }
  }

  async *scanShard(shard: number, fromSeq: number): AsyncIterable<readonly Buffer[]> {
    const frames = this.store.records.get(shard);
    if (frames === undefined) return;
    const seqs = sortedKeys(frames).filter((seq) => seq >= fromSeq);
    for (let at = 0; at < seqs.length; at += SCAN_BATCH_RECORDS) {
      // Copies, as LevelDB hands out: a caller writing into a payload must not edit the log.
      yield seqs.slice(at, at + SCAN_BATCH_RECORDS).map((seq) => Buffer.from(frames.get(seq)!));
    }
  }

  async getRecord(shard: number, seq: number): Promise<Buffer | undefined> {
    const frame = this.store.records.get(shard)?.get(seq);
    return frame === undefined ? undefined : Buffer.from(frame);
  }

  async writeBatch(records: readonly StoredRecord[]): Promise<void> {
    assert(this.open_, 'write to a MemoryStorage that is not open');
    await simulatedIo();
    for (const record of records) {
      let frames = this.store.records.get(record.shard);
      if (frames === undefined) {
        frames = new Map();
        this.store.records.set(record.shard, frames);
      }
      frames.set(record.seq, record.frame);
    }
  }

  async deleteRecord(shard: number, seq: number): Promise<void> {
    this.store.records.get(shard)?.delete(seq);
  }

  async getSnapshot(shard: number): Promise<Buffer | undefined> {
    const frame = this.store.snapshots.get(shard);
    return frame === undefined ? undefined : Buffer.from(frame);
  }

  async putSnapshot(shard: number, frame: Buffer): Promise<void> {
    await simulatedIo();
    this.store.snapshots.set(shard, Buffer.from(frame));
  }

  async getMeta(key: string): Promise<string | undefined> {
    return this.store.meta.get(key);
  }

  async putMeta(key: string, value: string): Promise<void> {
    await simulatedIo();
    this.store.meta.set(key, value);
  }
}

export class MemoryWal extends BaseWal {
  constructor(
    readonly store: MemoryWalStore,
    options: WalOptions = {},
  ) {
    super(new MemoryStorage(store), options);
  }
}
