// The log over any WalStorage: group commit, fail-stop, verified reads, snapshots; meta in
// wal-meta.ts. Programmer errors (bad arguments, use before open or after close) are asserts and
// throw at once; operating errors (disk, damage) are WalFailedError and WalCorruptionError.
// Over 400 lines: group commit, the fail-stop latch and verified reads share one queue's state.

import assert from 'node:assert/strict';
import {
  decodeRecord,
  encodeRecord,
  encodeSnapshot,
  GENESIS_HASH_BYTES,
  hashFrame,
  hashToBytes,
  SHARD_MAX,
} from './codec.ts';
import { readShard, recover, type Head, type Recovered } from './recovery.ts';
import { ShardsRefusedError, type StoredRecord, type WalStorage } from './storage.ts';
import { WalMeta } from './wal-meta.ts';
import { WriteLatch } from './write-latch.ts';
import {
  GENESIS_HASH,
  type WalFailedError,
  type RecoveryReport,
  type Wal,
  type WalEntry,
  type WalPosition,
  type WalSnapshot,
} from './wal.ts';

/**
 * Wraps each batch write. Tests pass one that throws instead of calling `write` to simulate a
 * failed disk.
 */
export type BatchFn = (write: () => Promise<void>) => Promise<void>;

/**
 * Told of each batch once it is durable: how many records it held and how long its write took,
 * sync included. Called on the write path, so it must only count (the service's metrics).
 */
export type BatchObserver = (records: number, writeSeconds: number) => void;

export interface WalOptions {
  /**
   * false skips fsync per batch: for benchmarks only, a crash may then lose acknowledged records.
   */
  readonly syncWrites?: boolean;
  readonly batchFn?: BatchFn;
  /** Upper bound on records per batch, so one batch never holds the whole backlog in memory. */
  readonly batchRecordsMax?: number;
  /** Group-commit lanes written concurrently (shard mod lanes); see scheduleFlush. Default 2. */
  readonly lanes?: number;
  /** The service's fail-stop latch, shared with the archive; a log of its own when not given. */
  readonly latch?: WriteLatch;
  readonly onBatch?: BatchObserver;
}

interface Pending extends StoredRecord {
  readonly hash: Buffer;
  readonly resolve: (pos: WalPosition) => void;
  readonly reject: (error: unknown) => void;
}

interface Lane {
  pending: Pending[];
  inFlight: boolean;
  queued: boolean;
}

interface DurableHead {
  readonly pos: WalPosition;
  readonly hash: Buffer;
}

type State = 'new' | 'opening' | 'open' | 'closing' | 'closed';

/** Shard mailboxes keep one command in flight each, so a backlog this deep is a caller bug. */
const PENDING_RECORDS_MAX = 1_000_000;
const directWrite: BatchFn = (write) => write();
const GENESIS: DurableHead = { pos: { seq: 0, hash: GENESIS_HASH }, hash: GENESIS_HASH_BYTES };
const GENESIS_TAIL: Head = { seq: 0, hash: GENESIS_HASH_BYTES };

export abstract class BaseWal implements Wal {
  private state: State = 'new';
  /** Durable positions: what head() reports and snapshots may refer to. */
  private readonly heads = new Map<number, DurableHead>();
  /** Where open() proved each shard's chain: reads need not hash records up to it again. */
  private readonly verified = new Map<number, Head>();
  /** Where open() began proving each shard's chain: reads from before it are checked in full. */
  private readonly provenFrom = new Map<number, number>();
  /** Positions handed out to appends, durable or not: the next append links to these. */
  private readonly tails = new Map<number, Head>();
  private readonly lanes: Lane[];
  private readonly idleWaiters: (() => void)[] = [];
  /** Fail-stop: tripped by this log's first failed write or by any other handle of the service. */
  readonly latch: WriteLatch;
  private batches = 0;
  private records = 0;
  private readonly syncWrites: boolean;
  private readonly batchFn: BatchFn;
  private readonly batchRecordsMax: number;
  private readonly onBatch: BatchObserver | undefined;
  private readonly meta: WalMeta;

  protected constructor(
    private readonly storage: WalStorage,
    options: WalOptions = {},
  ) {
    this.latch = options.latch ?? new WriteLatch();
    this.syncWrites = options.syncWrites ?? true;
    this.batchFn = options.batchFn ?? directWrite;
    this.batchRecordsMax = options.batchRecordsMax ?? 16_384;
    this.onBatch = options.onBatch;
    const lanes = options.lanes ?? 2;
    assert(
      Number.isInteger(lanes) && lanes >= 1 && lanes <= 64,
      'lanes must be an integer in [1, 64]',
    );
    this.lanes = Array.from({ length: lanes }, () => ({
      pending: [],
      inFlight: false,
      queued: false,
    }));
    assert(
      Number.isInteger(this.batchRecordsMax) && this.batchRecordsMax > 0,
      'batchRecordsMax must be positive',
    );
    this.latch.onTrip((error) => this.rejectPending(error));
    this.meta = new WalMeta(storage, (write) => this.guardedWrite(write));
  }

  async open(): Promise<RecoveryReport> {
    assert(this.state === 'new', 'a Wal instance is opened once');
    this.state = 'opening';
    let recovered: Recovered;
    try {
      await this.storage.open();
      recovered = await recover(this.storage).catch(async (error: unknown) => {
        await this.storage.close();
        throw error;
      });
    } catch (error) {
      this.state = 'closed';
      throw error;
    }
    const heads = new Map<number, WalPosition>();
    for (const [shard, head] of recovered.heads) {
      const pos = { seq: head.seq, hash: head.hash.toString('hex') };
      heads.set(shard, pos);
      this.heads.set(shard, { pos, hash: head.hash });
      this.tails.set(shard, head);
      this.verified.set(shard, head);
      this.provenFrom.set(shard, recovered.provenFrom.get(shard) ?? 0);
    }
    this.state = 'open';
    return { heads, tornTails: recovered.tornTails, records: recovered.records };
  }

  append(shard: number, payload: Uint8Array): Promise<WalPosition> {
    assert(this.state === 'open', 'append on a Wal that is not open');
    assertShard(shard);
    assert(payload instanceof Uint8Array, 'payload must be bytes');
    if (this.latch.tripped) return Promise.reject(this.latch.failure);
    const lane = this.lanes[shard % this.lanes.length]!;
    assert(
      lane.pending.length < PENDING_RECORDS_MAX,
      'too many appends in flight: callers must bound them',
    );
    // seq and link are fixed now, synchronously, so a shard's appends keep their call order.
    const tail = this.tails.get(shard) ?? GENESIS_TAIL;
    const seq = tail.seq + 1;
    const { frame, hash } = encodeRecord(shard, seq, tail.hash, payload);
    this.tails.set(shard, { seq, hash });
    return new Promise<WalPosition>((resolve, reject) => {
      lane.pending.push({ shard, seq, frame, hash, resolve, reject });
      this.scheduleFlush(lane);
    });
  }

  /**
   * Group commit in lanes. Shards are split over `lanes` (shard mod lanes); each lane gathers
   * its shards' appends and has at most one batch in flight, and the lanes' batches are
   * written concurrently. While one lane's batch syncs, the shards of the other lane do their
   * CPU work and queue their next records, so disk and CPU overlap instead of taking turns.
   * A shard never has two batches in flight, so each shard's chain stays a durable prefix
   * whatever order the lanes' writes finish in.
   *
   * A lane flushes on process.nextTick: after the current burst of promise continuations
   * (every shard woken by the last batch deciding its next command), before other I/O
   * callbacks, so a batch holds everything that burst appended.
   */
  private scheduleFlush(lane: Lane): void {
    if (lane.queued || lane.inFlight || this.latch.tripped) return;
    lane.queued = true;
    process.nextTick(() => {
      lane.queued = false;
      this.startBatch(lane);
    });
  }

  private startBatch(lane: Lane): void {
    if (lane.inFlight || lane.pending.length === 0 || this.latch.tripped) {
      this.wakeIfIdle();
      return;
    }
    const batch =
      lane.pending.length <= this.batchRecordsMax
        ? lane.pending
        : lane.pending.slice(0, this.batchRecordsMax);
    lane.pending = batch === lane.pending ? [] : lane.pending.slice(this.batchRecordsMax);
    lane.inFlight = true;
    void this.writeBatch(lane, batch);
  }

  private async writeBatch(lane: Lane, whole: Pending[]): Promise<void> {
    const startedMs = performance.now();
    let batch = whole;
    for (;;) {
      try {
        await this.batchFn(() => this.storage.writeBatch(batch, this.syncWrites));
      } catch (error) {
        if (error instanceof ShardsRefusedError) {
          // The refused shards' records are refused; the others' were written, or (nothing was
          // written) go again without the refused ones.
          for (const [shard, cause] of error.causes) this.dropShard(shard, cause, batch);
          batch = batch.filter((r) => !error.causes.has(r.shard));
          if (batch.length > 0 && !error.othersWritten) continue;
        } else this.fail(error, batch);
      }
      break;
    }
    // Another lane or handle may have failed while this one wrote: fail-stop means no
    // acknowledgement after a failure, even for records that reached the disk (they surface at
    // restart as unacknowledged but whole commands, like a crash between write and answer).
    const failure = this.latch.failure;
    if (failure === undefined) {
      this.onBatch?.(batch.length, (performance.now() - startedMs) / 1000);
      this.commit(batch);
    } else for (const record of batch) record.reject(failure);
    lane.inFlight = false;
    if (lane.pending.length > 0) this.scheduleFlush(lane);
    this.wakeIfIdle();
  }

  private isIdle(): boolean {
    return this.lanes.every(
      (l) => !l.inFlight && !l.queued && (l.pending.length === 0 || this.latch.tripped),
    );
  }

  private wakeIfIdle(): void {
    if (this.isIdle()) for (const wake of this.idleWaiters.splice(0)) wake();
  }

  private commit(batch: readonly Pending[]): void {
    this.batches += 1;
    this.records += batch.length;
    for (const record of batch) {
      const pos: WalPosition = { seq: record.seq, hash: record.hash.toString('hex') };
      this.heads.set(record.shard, { pos, hash: record.hash });
      record.resolve(pos);
    }
  }

  /**
   * A shard the storage refused before writing anything (a shared log's shard whose lease ran
   * out with records queued): its records in `batch` and queued behind them are refused, and its
   * tail goes back to its durable head, so a later take links to what the log really holds.
   */
  private dropShard(shard: number, cause: Error, batch: readonly Pending[]): void {
    for (const record of batch) if (record.shard === shard) record.reject(cause);
    for (const lane of this.lanes) {
      const kept = lane.pending.filter((record) => record.shard !== shard);
      if (kept.length === lane.pending.length) continue;
      for (const record of lane.pending) if (record.shard === shard) record.reject(cause);
      lane.pending = kept;
    }
    const head = this.heads.get(shard);
    if (head === undefined) this.tails.delete(shard);
    else this.tails.set(shard, { seq: head.pos.seq, hash: head.hash });
    this.shardRefused(shard, cause);
  }

  /**
   * A shard's records were refused by the storage (see dropShard): a shared log lets the shard go.
   */
  protected shardRefused(_shard: number, _cause: Error): void {}

  /**
   * Fail-stop: never retry (a retry could reorder, and LevelDB may lose acknowledged writes made
   * on a handle after an error). Tripping the latch rejects everything queued (rejectPending).
   */
  private fail(cause: unknown, batch: readonly Pending[]): WalFailedError {
    const error = this.latch.trip(cause);
    for (const record of batch) record.reject(error);
    return error;
  }

  private rejectPending(error: WalFailedError): void {
    for (const lane of this.lanes)
      for (const record of lane.pending.splice(0)) record.reject(error);
    this.wakeIfIdle();
  }

  private guardedWrite<T>(write: () => Promise<T>): Promise<T> {
    return this.latch.guard(write);
  }

  /**
   * Whether some of the shard's appends are still queued or being written (its tail is past its
   * durable head).
   */
  protected hasAppendsInFlight(shard: number): boolean {
    return (this.tails.get(shard) ?? GENESIS_TAIL).seq !== (this.heads.get(shard)?.pos.seq ?? 0);
  }

  /**
   * For a log several nodes share (jetstream-shared-wal.ts): a shard this node has just taken
   * may have grown under its previous owner since open. The taker reads those records, chain
   * checked, and moves the shard's head here so its appends link to the stream's real end.
   */
  protected adoptHead(shard: number, seq: number, hash: Buffer): void {
    assert(this.state === 'open', 'adoptHead on a Wal that is not open');
    const head = this.heads.get(shard) ?? GENESIS;
    const tail = this.tails.get(shard) ?? GENESIS_TAIL;
    assert(
      tail.seq === head.pos.seq,
      `shard ${shard} has appends in flight; it cannot be taken over`,
    );
    assert(
      seq >= head.pos.seq,
      `shard ${shard}: a taken head never goes back (${seq} < ${head.pos.seq})`,
    );
    if (seq === 0) return;
    const pos = { seq, hash: hash.toString('hex') };
    this.heads.set(shard, { pos, hash });
    this.tails.set(shard, { seq, hash });
    // Every record up to it was hashed in this process (by open or by the taker's read).
    this.verified.set(shard, { seq, hash });
    if (!this.provenFrom.has(shard)) this.provenFrom.set(shard, 0);
  }

  /** See readShard for how the first record read is linked. */
  read(shard: number, afterSeq = 0): AsyncIterable<WalEntry> {
    return flatten(this.readBatches(shard, afterSeq));
  }

  readBatches(shard: number, afterSeq = 0): AsyncIterable<readonly WalEntry[]> {
    assert(this.state === 'open', 'read on a Wal that is not open');
    assertShard(shard);
    assert(
      Number.isSafeInteger(afterSeq) && afterSeq >= 0,
      'afterSeq must be a non-negative integer',
    );
    const proven =
      afterSeq >= (this.provenFrom.get(shard) ?? 0) ? this.verified.get(shard) : undefined;
    return readShard(this.storage, shard, afterSeq, this.head(shard).seq, proven);
  }

  shards(): number[] {
    assert(this.state === 'open', 'shards on a Wal that is not open');
    return [...this.heads.keys()].sort((a, b) => a - b);
  }

  /** The last durable position; appends still in flight are not included. */
  head(shard: number): WalPosition {
    assertShard(shard);
    return (this.heads.get(shard) ?? GENESIS).pos;
  }

  async writeSnapshot(shard: number, pos: WalPosition, state: Uint8Array): Promise<void> {
    assert(this.state === 'open', 'writeSnapshot on a Wal that is not open');
    const head = this.heads.get(shard) ?? GENESIS;
    assert(
      Number.isSafeInteger(pos.seq) && pos.seq >= 0 && pos.seq <= head.pos.seq,
      'snapshot must be at a durable position',
    );
    assert(
      pos.seq !== head.pos.seq || pos.hash === head.pos.hash,
      'snapshot position hash differs from the head',
    );
    const frame = encodeSnapshot(shard, pos.seq, hashToBytes(pos.hash), state);
    await this.guardedWrite(() => this.storage.putSnapshot(shard, frame));
  }

  /**
   * Also undefined when the snapshot's position is not in the log (e.g. its record was cut as
   * torn).
   */
  async readSnapshot(shard: number): Promise<WalSnapshot | undefined> {
    assert(this.state === 'open', 'readSnapshot on a Wal that is not open');
    assertShard(shard);
    const stored = await this.storage.getSnapshot(shard);
    if (stored === undefined) return undefined;
    const decoded = decodeRecord(stored);
    if (!decoded.ok || decoded.shard !== shard) return undefined;
    const seq = decoded.seq;
    const hash = decoded.prevHash;
    if (!(await this.isInLog(shard, seq, hash))) return undefined;
    return { pos: { seq, hash: hash.toString('hex') }, state: decoded.payload };
  }

  private async isInLog(shard: number, seq: number, hash: Buffer): Promise<boolean> {
    const head = this.heads.get(shard) ?? GENESIS;
    if (seq > head.pos.seq) return false;
    if (seq === head.pos.seq) return hash.equals(head.hash);
    if (seq === 0) return hash.equals(GENESIS.hash);
    const frame = await this.storage.getRecord(shard, seq);
    return frame !== undefined && decodeRecord(frame).ok && hashFrame(frame).equals(hash);
  }

  getMeta(key: string): Promise<string | undefined> {
    assert(this.state === 'open', 'getMeta on a Wal that is not open');
    return this.meta.get(key);
  }

  putMeta(key: string, value: string): Promise<void> {
    assert(this.state === 'open', 'putMeta on a Wal that is not open');
    return this.meta.put(key, value);
  }

  swapMeta(key: string, expected: string | undefined, value: string): Promise<string | undefined> {
    assert(this.state === 'open', 'swapMeta on a Wal that is not open');
    return this.meta.swap(key, expected, value);
  }

  stats(): { batches: number; records: number } {
    return { batches: this.batches, records: this.records };
  }

  /** Waits for every append already made to be written (or failed), then closes the storage. */
  async close(): Promise<void> {
    assert(this.state === 'open', 'close on a Wal that is not open');
    this.state = 'closing';
    if (!this.isIdle()) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    assert(
      this.lanes.every((l) => l.pending.length === 0),
      'pending appends left after the flusher went idle',
    );
    await this.storage.close();
    this.state = 'closed';
  }
}

async function* flatten<T>(batches: AsyncIterable<readonly T[]>): AsyncIterable<T> {
  for await (const batch of batches) yield* batch;
}

function assertShard(shard: number): void {
  assert(
    Number.isInteger(shard) && shard >= 0 && shard <= SHARD_MAX,
    `shard must be an integer in [0, ${SHARD_MAX}]`,
  );
}
