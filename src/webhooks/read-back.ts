// Reading committed records back from the WAL for the webhook dispatcher: after a restart (from
// the stored cursor), for a shard that spilled, or for one endpoint that spilled alone. Apart from
// the dispatcher because it only walks the log; what each record means is the caller's `step`.
import type { CommandRecord } from '../core/events.ts';
import { decodeRecord } from '../core/record-codec.ts';
import type { Engine } from '../runtime/engine.ts';
import type { RecordObjects } from './record-objects.ts';

export interface ReadBack {
  shard: number;
  afterSeq: number;
  /** Re-read as the walk goes: the log may grow meanwhile. */
  until: () => number;
  /** Handles one record; false stops the walk (no room left). */
  step: (seq: number, record: CommandRecord) => boolean;
  /** Rules a record out from its payload bytes, before decoding (and before any archive fetch). */
  want?: (payload: Uint8Array) => boolean;
}

/**
 * Records of `shard` after `afterSeq`, up to `until()`, through `step` until it answers false.
 * True when the walk reached `until()` and the dispatcher is not stopping.
 */
export async function readBack(
  engine: Engine,
  objects: RecordObjects,
  stopped: () => boolean,
  { shard, afterSeq, until, step, want }: ReadBack,
): Promise<boolean> {
  let last = afterSeq;
  while (!stopped() && last < until()) {
    const before = last;
    for await (const entry of engine.wal.read(shard, last)) {
      if (stopped() || entry.seq > until()) break;
      if (want && !want(entry.payload)) {
        last = entry.seq;
        continue;
      }
      const record = decodeRecord(entry.payload);
      const fetched = want ? undefined : await objects.prefetch(shard, record);
      const going = objects.with(fetched, () => step(entry.seq, record));
      if (!going) return false;
      last = entry.seq;
    }
    if (last === before) break;
  }
  return !stopped();
}
