// What a shard needs from the engine that holds it (src/runtime/engine.ts): the log, the archive,
// decide's context, and where it reports what became durable and what failed.
import type { Wal } from '../../wal/wal.ts';
import type { Archiver } from '../archive/archiver.ts';
import type { DecideContext } from '../core/decide-context.ts';
import type { CommandRecord } from '../core/events.ts';
import type { Evicted } from '../core/state.ts';

export interface ShardHost {
  readonly wal: Wal;
  readonly snapshotEvery: number;
  /** Bound on commands of one shard decided but not yet answered (503 shard_busy beyond it). */
  readonly mailboxDepthMax: number;
  readonly archiver: Archiver;
  context(archived?: DecideContext['archived']): DecideContext;
  /** Settled history left memory for good (its record is durable): archive it. */
  evicted(evicted: readonly Evicted[], staged: boolean): void;
  /** `hash`: the record's chain hash, given where the shard appended it. */
  committed(shard: number, seq: number, record: CommandRecord, hash?: string): void;
  /** A record was decided as `seq` and is on its way to disk (its effects wait for `committed`). */
  decided(shard: number, seq: number, record: CommandRecord): void;
  failed(error: unknown): void;
  /** An append was refused because this node no longer owns the shard (shared log only). */
  ownershipLost?(shard: number): void;
  isFailed(): boolean;
}
