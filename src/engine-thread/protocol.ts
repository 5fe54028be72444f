// What crosses between the main thread and an engine thread (docs/threads.md, "What crosses"):
// arrays of plain objects, one postMessage per side per turn of the event loop (`Outbox`), the
// cheapest crossing measured (bench/threads/handoff.ts). Errors cross as data and are made again.
import type { MessagePort } from 'node:worker_threads';
import type { Command } from '../core/commands.ts';
import type { CommandRecord } from '../core/events.ts';
import type { Evicted } from '../core/state.ts';
import type { ZoneStatus } from '../domain/zones.ts';
import { DomainError } from '../errors/problem.ts';
import type { ErrorCode } from '../errors/codes.ts';
import type { DoorJob } from './door-types.ts';

/** Calls the main thread makes of a thread, answered by `reply` with the same id. */
export type ThreadCall =
  | { op: 'read'; shard: number; afterSeq: number; limit: number }
  | { op: 'getMeta'; key: string }
  | { op: 'putMeta'; key: string; value: string }
  | { op: 'swapMeta'; key: string; expected: string | undefined; value: string }
  /** A LevelDB snapshot of each of the thread's partitions, for a backup (remote-view.ts). */
  | { op: 'viewOpen' }
  /** A page of one partition's snapshot: at most `range.limit` entries. */
  | { op: 'viewScan'; view: number; partition: number; range: ViewRange }
  | { op: 'viewClose'; view: number }
  /** A full GC where the process runs with --expose-gc (bench/memory measures RSS after it). */
  | { op: 'gc' }
  /**
   * WAL=jetstream-shared: the main thread took `shard` (lease, fence, records read to `seq`):
   * decide it here from `state` (the state codec) on (docs/threads.md, "WAL=jetstream-shared").
   */
  | { op: 'adopt'; shard: number; state: Uint8Array; seq: number; hash: string }
  /** Stop deciding `shard`: answer what is decided, then write it no more; replies its head. */
  | { op: 'drop'; shard: number }
  | { op: 'close' };

/** A scan's bounds over a partition's snapshot (LevelDB's iterator options). */
export interface ViewRange {
  readonly gt?: string;
  readonly gte?: string;
  readonly lt?: string;
  readonly lte?: string;
  readonly reverse?: boolean;
  readonly limit: number;
}

/** Calls a thread makes of the main thread (the archive store lives there). */
export type MainCall = { op: 'archiveWritten' } | { op: 'archiveGet'; keys: readonly string[] };

export type ToThread =
  /** A command for one of the thread's shards, with the main clock's reading at submit. */
  | { t: 'cmd'; id: number; shard: number; atMs: number; command: Command }
  /** A create with the door's work left to do on the thread (thread-door.ts). */
  | { t: 'door'; id: number; shard: number; atMs: number; job: DoorJob }
  | { t: 'call'; id: number; call: ThreadCall }
  | { t: 'reply'; id: number; value?: unknown; error?: WireError }
  /** The durable zone overrides changed (the system shard's, on whichever thread it is). */
  | { t: 'zones'; zones: ReadonlyArray<readonly [string, ZoneStatus]> }
  /** Another thread or the main thread failed: acknowledge nothing more (fail-stop). */
  | { t: 'trip'; error: WireError };

export type ToMain =
  | { t: 'answer'; id: number; value?: unknown; error?: WireError }
  /** A durable record, in seq order per shard: the replica applies it, then the effects hear it. */
  | { t: 'committed'; shard: number; seq: number; hash: string; record: CommandRecord }
  /** Settled history a start's replay ended (the records' own evictions come with them). */
  | { t: 'evicted'; evicted: Evicted[] }
  | { t: 'call'; id: number; call: MainCall }
  | { t: 'reply'; id: number; value?: unknown; error?: WireError }
  | { t: 'failed'; error: WireError }
  /** A synced batch of the thread's log (the service's log metrics, `wal.stats()`). */
  | { t: 'batch'; records: number; seconds: number };

export interface WireError {
  readonly code?: ErrorCode;
  readonly detail?: Record<string, unknown>;
  readonly message: string;
  readonly name: string;
  /**
   * A storage error's own code (LEVEL_IO_ERROR, ENOSPC) and its cause chain: the fail-stop line
   * names both (src/runtime/failure-report.ts), as it does when the log is on the main thread.
   */
  readonly storageCode?: string;
  readonly cause?: WireError;
}

/** Bound on the cause chain carried across (as failure-report.ts walks it). */
const CAUSES_MAX = 8;

export function toWire(error: unknown): WireError {
  if (error instanceof DomainError)
    return {
      code: error.code,
      ...(error.detail ? { detail: error.detail } : {}),
      message: error.message,
      name: error.name,
    };
  if (error instanceof Error) return storageToWire(error, CAUSES_MAX);
  return { message: String(error), name: 'Error' };
}

function storageToWire(error: Error, depth: number): WireError {
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    message: error.message,
    name: error.name,
    ...(typeof code === 'string' ? { storageCode: code } : {}),
    ...(depth > 1 && cause instanceof Error ? { cause: storageToWire(cause, depth - 1) } : {}),
  };
}

export function fromWire(wire: WireError): Error {
  if (wire.code !== undefined) return new DomainError(wire.code, wire.detail);
  const error = new Error(wire.message, wire.cause ? { cause: fromWire(wire.cause) } : undefined);
  error.name = wire.name;
  if (wire.storageCode !== undefined) Object.assign(error, { code: wire.storageCode });
  return error;
}

/** Messages gathered during one turn of the event loop and posted as one array. */
export class Outbox<T> {
  private items: T[] = [];
  private scheduled = false;

  constructor(private readonly port: Pick<MessagePort, 'postMessage'>) {}

  push(item: T): void {
    this.items.push(item);
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate: after this turn's I/O callbacks, so a turn's answers go in one message.
    setImmediate(() => this.flush());
  }

  flush(): void {
    this.scheduled = false;
    if (this.items.length === 0) return;
    const items = this.items;
    this.items = [];
    this.port.postMessage(items);
  }
}
