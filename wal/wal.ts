// The write-ahead log contract. Small on purpose: the LevelDB log and the in-memory log both
// implement it, and any other durable log (a file segment log, a replicated log) can stand
// behind the engine by implementing these few methods and passing test/contract/wal.contract.ts.

import type { WriteLatch } from './write-latch.ts';

/** Where a shard's chain stands: the last sequence number and that record's hash (hex). */
export interface WalPosition {
  readonly seq: number;
  readonly hash: string;
}

/** One verified record as read back. `seq` is contiguous per shard, starting at 1. */
export interface WalEntry {
  readonly shard: number;
  readonly seq: number;
  readonly prevHash: string;
  readonly hash: string;
  readonly payload: Uint8Array;
}

export interface TornTail {
  readonly shard: number;
  readonly seq: number;
  readonly reason: string;
}

export interface RecoveryReport {
  /** Head of every shard that has at least one record. */
  readonly heads: ReadonlyMap<number, WalPosition>;
  /**
   * Records cut from the end of a shard because their frame was incomplete or failed its checksum.
   */
  readonly tornTails: readonly TornTail[];
  readonly records: number;
}

export interface WalSnapshot {
  readonly pos: WalPosition;
  readonly state: Uint8Array;
}

/** Chain hash of the record before seq 1. */
export const GENESIS_HASH = '0'.repeat(64);

export interface Wal {
  /**
   * Fail-stop for the whole service: the log trips it on its first failed write, and refuses
   * every write once anything sharing it (the archive) has tripped it. See write-latch.ts.
   */
  readonly latch: WriteLatch;
  /**
   * Opens the log and checks every shard: contiguous sequence, frame checksum, hash chain.
   * A bad or truncated record at the very end of a shard is a torn tail: it is deleted and
   * reported. A gap, or a bad record followed by good ones, throws WalCorruptionError naming
   * the shard and seq — the service must not start on such a log.
   */
  open(): Promise<RecoveryReport>;
  /**
   * Appends one record to a shard. The promise resolves only once the record is durable:
   * appends from all shards are gathered into one synced batch (group commit). After a
   * failed write the log is failed for good and every later append rejects (fail-stop).
   */
  append(shard: number, payload: Uint8Array): Promise<WalPosition>;
  /** Records of a shard with seq > afterSeq (default 0), in order, each verified as read. */
  read(shard: number, afterSeq?: number): AsyncIterable<WalEntry>;
  /**
   * The same records as read(), in batches: for replay, which would otherwise pay a promise per
   * record.
   */
  readBatches?(shard: number, afterSeq?: number): AsyncIterable<readonly WalEntry[]>;
  /** Shards that hold at least one record. */
  shards(): number[];
  head(shard: number): WalPosition;
  /** Stores a shard's state as of `pos`; the newest one wins. */
  writeSnapshot(shard: number, pos: WalPosition, state: Uint8Array): Promise<void>;
  /** The newest snapshot, or undefined when there is none or it fails its checksum. */
  readSnapshot(shard: number): Promise<WalSnapshot | undefined>;
  getMeta(key: string): Promise<string | undefined>;
  putMeta(key: string, value: string): Promise<void>;
  /**
   * Compare-and-set: stores `value` only if the key holds `expected` now (undefined: absent), and
   * answers what the key holds afterwards (`value`, or what another writer put there first). For
   * values several nodes of a shared log may create or change at one moment (signing keys).
   */
  swapMeta(key: string, expected: string | undefined, value: string): Promise<string | undefined>;
  /** Batches written so far and records in them, for benchmarks and progress output. */
  stats(): { batches: number; records: number };
  close(): Promise<void>;
}

export class WalCorruptionError extends Error {
  constructor(
    readonly shard: number,
    readonly seq: number,
    readonly reason: string,
  ) {
    super(
      `write-ahead log is damaged at shard ${shard} record ${seq}: ${reason}. ` +
        'Refusing to start: run `errand verify --data DIR` and restore from a backup.',
    );
    this.name = 'WalCorruptionError';
  }
}

/**
 * Defined beside the latch that trips with it (write-latch.ts), named here with the log's errors.
 */
export { WalFailedError } from './write-latch.ts';
