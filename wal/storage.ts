// What a durable medium must offer the log. The checks (crc, contiguity, hash chain), group
// commit and fail-stop live once in base-wal.ts, so LevelDB and memory cannot drift apart.

export interface StoredRecord {
  /** shard and seq as the storage key says; recovery checks them against the frame body. */
  readonly shard: number;
  readonly seq: number;
  readonly frame: Buffer;
}

export interface WalStorage {
  open(): Promise<void>;
  close(): Promise<void>;
  /** Every record ordered by (shard, seq), in batches. */
  scanAll(): AsyncIterable<readonly StoredRecord[]>;
  /** Shards that hold at least one record, ascending: found by seeks, not by reading records. */
  shardsWithRecords(): Promise<number[]>;
  /** Records of one shard with seq >= fromSeq, with their keys, in seq order, in batches. */
  scanShardRecords(shard: number, fromSeq: number): AsyncIterable<readonly StoredRecord[]>;
  /**
   * Frames of one shard with seq >= fromSeq, in seq order, in batches; each a buffer of its own.
   */
  scanShard(shard: number, fromSeq: number): AsyncIterable<readonly Buffer[]>;
  getRecord(shard: number, seq: number): Promise<Buffer | undefined>;
  /** All records or none; durable on return when sync. */
  writeBatch(records: readonly StoredRecord[], sync: boolean): Promise<void>;
  /** Durable on return. */
  deleteRecord(shard: number, seq: number): Promise<void>;
  getSnapshot(shard: number): Promise<Buffer | undefined>;
  /** Atomic (one put); need not be synced: a lost snapshot only means a longer replay. */
  putSnapshot(shard: number, frame: Buffer): Promise<void>;
  getMeta(key: string): Promise<string | undefined>;
  /** Durable on return. */
  putMeta(key: string, value: string): Promise<void>;
  /**
   * As Wal.swapMeta, where other processes may write the same keys; absent: one writer, compared
   * here.
   */
  swapMeta?(key: string, expected: string | undefined, value: string): Promise<string | undefined>;
}

/**
 * writeBatch refused some shards' records (a shared log's shard whose lease ran out, or that
 * another node fenced while we published): the log goes on for the other shards instead of
 * failing whole. `othersWritten`: the other shards' records were written (else nothing was).
 */
export class ShardsRefusedError extends Error {
  constructor(
    readonly causes: ReadonlyMap<number, Error>,
    readonly othersWritten = false,
  ) {
    super(
      `shards ${[...causes.keys()].join(', ')} refused: ${[...causes.values()][0]?.message ?? ''}`,
    );
    this.name = 'ShardsRefusedError';
  }
}

/**
 * Records per scan batch: large enough to amortise the native hop, small enough to bound memory.
 */
export const SCAN_BATCH_RECORDS = 1024;

/**
 * Bytes LevelDB may gather for one scan batch. classic-level stops a `nextv` at 16 KiB by default,
 * about 20 records of ours, so a batch of SCAN_BATCH_RECORDS took ~50 native hops; room for the
 * whole batch raised a bare scan from ~250k to ~400k records/s here (docs/performance.md).
 */
export const SCAN_BATCH_BYTES = 1 << 20;
