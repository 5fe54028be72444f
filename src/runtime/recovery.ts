// Rebuilding a shard from the log: the snapshot, if it still matches the chain, plus the tail
// folded through the one apply. Apart from the engine because the verifier and `errand replay`
// rebuild shards too, without an engine.
import type { Wal } from '../../wal/wal.ts';
import { applyRecord } from '../core/apply.ts';
import { decodeRecord } from '../core/record-codec.ts';
import { decodeState, SnapshotVersionError } from '../core/state-codec.ts';
import { emptyShardState, type Evicted, type ShardState } from '../core/state.ts';

/**
 * Snapshot (if it still matches the chain and has this version's layout) plus the tail, through
 * the same apply as live commands. What the tail ended is left in `state.evicted` for the caller.
 */
/**
 * Where a replay's evictions may go as they happen instead of being collected (the engine's
 * archiver): a replay from the first record would otherwise hold a shard's whole settled history.
 * `pause` is awaited after each batch read: a promise while the sink is too far behind.
 */
export interface EvictionSink {
  add(evicted: Evicted[]): void;
  pause(): Promise<void> | undefined;
}

export interface Recovered {
  state: ShardState;
  fromSnapshot: boolean;
  replayed: number;
  /** The log's snapshot, when it was past what the caller's archive holds (so not used). */
  snapshotPastArchive?: number;
}

export async function recoverShard(
  wal: Wal,
  shard: number,
  upToSeq?: number,
  snapshotAtMost = Infinity,
  sink?: EvictionSink,
): Promise<Recovered> {
  const snap = await wal.readSnapshot(shard);
  let state = emptyShardState();
  let after = 0;
  const head = wal.shards().includes(shard) ? wal.head(shard).seq : 0;
  // A snapshot past what the caller's archive holds (`snapshotAtMost`, src/archive/watermarks.ts)
  // is not used: the replay from the first record archives what the records before it ended.
  const pastArchive =
    snap !== undefined && snap.pos.seq > snapshotAtMost ? snap.pos.seq : undefined;
  const usable = snap && pastArchive === undefined && snap.pos.seq > 0;
  if (snap && usable && snap.pos.seq <= Math.min(head, upToSeq ?? head)) {
    const anchor = await firstEntry(wal, shard, snap.pos.seq - 1);
    if (anchor && anchor.hash === snap.pos.hash) {
      try {
        state = decodeState(snap.state);
        after = snap.pos.seq;
      } catch (error) {
        if (!(error instanceof SnapshotVersionError)) throw error;
      }
    }
  }
  // Collected one by one: a spread of a long replay's evictions would overflow the call stack.
  const evicted: Evicted[] = [];
  const collect = (e: Evicted[]) => {
    for (const x of e) evicted.push(x);
  };
  const onEvicted = sink ? (e: Evicted[]) => sink.add(e) : collect;
  const pause = sink ? () => sink.pause() : undefined;
  const { records } = await replayInto(wal, shard, state, after, onEvicted, upToSeq, pause);
  state.evicted = evicted;
  const past = pastArchive === undefined ? {} : { snapshotPastArchive: pastArchive };
  return { state, fromSnapshot: after > 0, replayed: records, ...past };
}

/**
 * Folds a shard's records after `afterSeq` into `state` through the one apply. What apply ends
 * goes to `onEvicted` after each record (dropped when none is given), so a long replay holds only
 * open work.
 */
export async function replayInto(
  wal: Wal,
  shard: number,
  state: ShardState,
  afterSeq = 0,
  onEvicted?: (evicted: Evicted[], seq: number) => void,
  upToSeq = Infinity,
  afterBatch?: () => Promise<void> | undefined,
): Promise<{ records: number; events: number }> {
  let records = 0;
  let events = 0;
  if (!wal.shards().includes(shard)) return { records, events };
  // Batches where the log offers them: replay would otherwise pay a promise per record.
  const batches = wal.readBatches
    ? wal.readBatches(shard, afterSeq)
    : singles(wal.read(shard, afterSeq));
  for await (const batch of batches) {
    for (const entry of batch) {
      if (entry.seq > upToSeq) return { records, events };
      const record = decodeRecord(entry.payload);
      applyRecord(state, record);
      if (state.evicted.length > 0) {
        const evicted = state.evicted.splice(0);
        onEvicted?.(evicted, entry.seq);
      }
      records += 1;
      events += record.events.length;
    }
    const paused = afterBatch?.();
    if (paused !== undefined) await paused;
  }
  return { records, events };
}

async function* singles<T>(entries: AsyncIterable<T>): AsyncIterable<readonly T[]> {
  for await (const entry of entries) yield [entry];
}

async function firstEntry(wal: Wal, shard: number, afterSeq: number) {
  for await (const entry of wal.read(shard, afterSeq)) return entry;
  return undefined;
}

/**
 * A running shard's state as of `seq`, from the log: after a failed write, or when it stops
 * owning its shard, the records it had in flight are in its state but may never be in the log.
 * What the replayed records ended was archived when they became durable, so it is dropped here.
 */
async function rebuildShard(wal: Wal, shard: number, seq: number): Promise<ShardState> {
  const { state } = await recoverShard(wal, shard, seq);
  state.evicted = [];
  return state;
}

/** Reads of the log to build a shard's state again, while `retry` allows: a minute's worth. */
const REBUILD_ATTEMPTS_MAX = 120;
const REBUILD_RETRY_MS = 500;

/** rebuildShard, read again every REBUILD_RETRY_MS while `retry()` holds; throws the last error. */
export async function rebuildShardPatiently(
  wal: Wal,
  shard: number,
  seq: number,
  retry: () => boolean,
): Promise<ShardState> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await rebuildShard(wal, shard, seq);
    } catch (error) {
      if (!retry() || attempt >= REBUILD_ATTEMPTS_MAX) throw error;
      // Unref'd: a process closing meanwhile does not wait for the next try.
      await new Promise((resolve) => setTimeout(resolve, REBUILD_RETRY_MS).unref());
    }
  }
}
