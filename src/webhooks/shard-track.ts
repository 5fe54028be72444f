// Per shard, how far the dispatcher has got: which records have had their deliveries enqueued,
// which are still unfinished, and the cursor that follows from them (the seq below which every
// delivery has finished), stored in WAL meta under `cursorKey`.
import type { Wal } from '../../wal/wal.ts';

export const cursorKey = (shard: number) => `webhooks.cursor.${shard}`;

export interface ShardTrack {
  /** Every record up to here has had its deliveries enqueued (or had none). */
  handled: number;
  /** The highest record applied to state (what may be read back from the WAL). */
  applied: number;
  /** The cursor last stored. */
  persisted: number;
  /** Records after `handled` are left in the WAL, to be read back by catchUp. */
  spilling: boolean;
  catching: boolean;
  /** Record seq → deliveries of it not yet finished. */
  pending: Map<number, number>;
  /** Whether this node has taken up the shard's deliveries (loaded its cursor), and which time. */
  adopted: boolean;
  epoch: number;
}

/** A shard before start(): spilling until what the last run left unfinished is read back. */
export function newTrack(head: number): ShardTrack {
  return {
    handled: head,
    applied: head,
    persisted: head,
    spilling: true,
    catching: false,
    pending: new Map(),
    adopted: false,
    epoch: 0,
  };
}

/** The seq below which every delivery of the shard has finished, spilled endpoints included. */
export function cursorOf(
  track: ShardTrack,
  shard: number,
  spills: Iterable<{ shard: number; fromSeq: number }>,
): number {
  let cursor = track.handled;
  for (const seq of track.pending.keys()) if (seq - 1 < cursor) cursor = seq - 1;
  for (const s of spills) if (s.shard === shard && s.fromSeq - 1 < cursor) cursor = s.fromSeq - 1;
  return cursor;
}

/**
 * The cursor to start a shard from: the one its last owner stored, never past `head`; the head
 * itself (stored now) on a log that never had one, so history from before webhooks is not sent.
 */
export async function startCursor(wal: Wal, shard: number, head: number): Promise<number> {
  const stored = await wal.getMeta(cursorKey(shard));
  if (stored === undefined) {
    await wal.putMeta(cursorKey(shard), String(head));
    return head;
  }
  const n = Number(stored);
  return Number.isSafeInteger(n) && n >= 0 ? Math.min(n, head) : 0;
}
