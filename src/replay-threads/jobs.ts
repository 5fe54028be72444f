// What the main thread asks of a replay thread for one shard, what comes back as the fold goes,
// and the fold a thread runs (docs/threads.md, step 7). Plain data only: it crosses threads by
// structured clone (bigints and Maps survive it).
import type { WalEntry } from '../../wal/wal.ts';
import type { InvariantResult } from '../core/invariant-results.ts';
import type { DigestParts } from '../archive/digest.ts';
import type { FrameBatch } from './frames.ts';

export type Mode = 'replay' | 'verify' | 'rebuild';

/** The shard's newest snapshot, as `Wal.readSnapshot` gave it to the main thread. */
interface SnapshotAt {
  readonly seq: number;
  readonly hash: string;
  readonly state: Uint8Array;
}

export interface ShardJob {
  readonly shard: number;
  readonly mode: Mode;
  /** The shard's durable head: a log ending before it is damage (wal/recovery.ts, readShard). */
  readonly head: number;
  /** Also answer sha256 of the replayed state's encoding (tests compare the modes with it). */
  readonly digest: boolean;
  /** verify: rebuild from the snapshot + tail too and compare (`checkSnapshots`). */
  readonly snapshot?: SnapshotAt;
  readonly checkSnapshots?: boolean;
  /** verify with an archive: evictions up to this seq must be in it; after it, the tail. */
  readonly archiveAnchor?: number;
}

/** Counted since the last batch: the progress bar sums them over the threads. */
export interface Progress {
  records: number;
  events: number;
  /** rebuild: archive entries in `archive`. */
  entries: number;
}

/** Archive entries as they cross: the value's bytes arrive as a Uint8Array. */
export type CrossedEntry = readonly [key: string, value: Uint8Array];

export interface ReplayDone {
  readonly records: number;
  readonly events: number;
  readonly digest?: string;
}

export interface RebuildDone {
  readonly records: number;
  readonly lastSeq: number;
}

/**
 * One shard's part of `errand verify`, in the order verifyLog checks things (src/runtime/verify.ts)
 * so the main thread can put the shards' parts together into the same report.
 */
export interface ShardVerdict {
  readonly shard: number;
  readonly records: number;
  /** Checked while folding the records, the settled history included. */
  readonly recordPhase: InvariantResult[];
  /** replay_identical of the snapshot + tail; undefined: the main thread checks it itself. */
  readonly snapshotPhase?: InvariantResult[];
  /** With snapshotPhase undefined: the full replay's encoding, for the main thread's check. */
  readonly replayed?: Uint8Array;
  /** Per currency, the sum of every posting folded (Tally.finish's first check). */
  readonly currencyTotals: ReadonlyMap<string, bigint>;
  readonly walletFlows: ReadonlyMap<string, bigint>;
  /** Postings by account, escrow accounts left out (one a lock: checked on the thread). */
  readonly ledger: ReadonlyMap<string, bigint>;
  /** The state's balances but the escrow of its locks, in order (allBalances yields them first). */
  readonly memory: ReadonlyMap<string, bigint>;
  /** Each lock in memory against its escrow account's postings, checked on the thread. */
  readonly escrowPhase: InvariantResult[];
  readonly statePhase: InvariantResult[];
  readonly qualityHeld: InvariantResult[];
  readonly qualityUnseen: InvariantResult[];
  readonly derived: DigestParts;
  readonly tail: ReadonlyMap<string, bigint>;
  readonly digest?: string;
}

export type JobDone = ReplayDone | RebuildDone | ShardVerdict;

/** A thread's fold of one shard's records, fed batch by batch as readShard checks them. */
export interface ShardFold {
  entries(batch: readonly WalEntry[]): void;
  /** The read or the fold threw: true when the fold reports it as its result (verify does). */
  failed(error: unknown): boolean;
  /** Counters since the last call, and rebuild's archive entries. */
  take(): { progress: Progress; archive?: CrossedEntry[] };
  finish(): JobDone;
}

/** Messages to a replay thread (src/workers/replay-shard.ts): a job, its frames, its end. */
export type ToThread =
  | { readonly t: 'job'; readonly job: ShardJob }
  | { readonly t: 'frames'; readonly batch: FrameBatch }
  | { readonly t: 'end' };

export type FromThread =
  | { readonly t: 'ack'; readonly progress: unknown; readonly archive?: unknown }
  | {
      readonly t: 'done';
      readonly shard: number;
      readonly result: unknown;
      /** This thread's CPU so far (thread-cpu.ts), for the benches. */
      readonly cpuMs?: number;
    }
  | {
      readonly t: 'error';
      readonly shard: number;
      readonly message: string;
      readonly corruption?: { shard: number; seq: number; reason: string };
    };
