// Finding records in a shard stream (jetstream-shard-log.ts) by their seq. Stream sequences and
// record seqs differ (a message holds many records; fences and cut tails take sequences too), so
// a record is found by a binary search over stream sequences on the envelopes' seq ranges, which
// increase along the stream.
import type { StoredMsg, StreamInfo } from '@nats-io/jetstream';
import { isStreamNotFound, type JetStreamContext } from './jetstream-context.ts';
import { decodeEnvelope, envelopeRange } from './jetstream-envelope.ts';

/** What a fence message says (jetstream-shard-log.ts `fence`). */
export interface FenceBody {
  readonly owner: string;
  readonly token: string;
  readonly at: string;
  /** Where the shard's records ended when the fence was written (an upper bound after a cut). */
  readonly lastRecordAt: number;
}

export interface Found {
  readonly msg: StoredMsg;
  readonly firstSeq: number;
  readonly lastSeq: number;
}

/**
 * Stream sequence of the last record message at or before `from`, or an upper bound on it.
 * Not a get by last_by_subj: on 2.9.10 it answers "no message" for a subject whose last
 * message was deleted (a cut tail), which would make a shard look empty. Walking back passes
 * only deleted sequences (cut tails: rare) and stops at a record or at a fence, which says
 * where the records ended when it was written.
 */
export async function lastRecordBefore(
  ctx: JetStreamContext,
  shard: number,
  first: number,
  from: number,
): Promise<number> {
  // A new stream says first 0, last 0: no sequence 0 to ask for.
  for (let seq = from; seq >= Math.max(first, 1); seq -= 1) {
    const msg = await ctx.jsm.streams.getMessage(ctx.names.recordStream(shard), { seq });
    if (msg === null) continue;
    if (msg.subject === ctx.names.recordSubject(shard)) return seq;
    return msg.json<FenceBody>().lastRecordAt;
  }
  return 0;
}

/** The first record message at or after a stream sequence, or null past the end. */
function nextAt(
  ctx: JetStreamContext,
  shard: number,
  streamSeq: number,
): Promise<StoredMsg | null> {
  return ctx.jsm.streams.getMessage(ctx.names.recordStream(shard), {
    seq: streamSeq,
    next_by_subj: ctx.names.recordSubject(shard),
  } as { seq: number });
}

export async function seekBelow(
  ctx: JetStreamContext,
  shard: number,
  seq: number,
  upper: number,
): Promise<Found | null> {
  // Smallest stream sequence whose next record message ends at or after seq.
  let lo = 1;
  let hi = upper;
  let found: Found | null = null;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const msg = await nextAt(ctx, shard, mid);
    if (msg === null) {
      hi = mid - 1;
      continue;
    }
    const range = envelopeRange(msg.data, shard, msg.seq);
    if (range.lastSeq >= seq) {
      found = { msg, ...range };
      hi = mid - 1;
    } else lo = msg.seq + 1;
  }
  return found;
}

/**
 * The seq of the last record committed to a shard's stream now (0: none), for a follower to catch
 * up to.
 */
export async function lastRecordSeq(ctx: JetStreamContext, shard: number): Promise<number> {
  let info: StreamInfo;
  try {
    info = await ctx.jsmQuick.streams.info(ctx.names.recordStream(shard));
  } catch (error) {
    if (isStreamNotFound(error)) return 0;
    throw error;
  }
  const at = await lastRecordBefore(ctx, shard, info.state.first_seq, info.state.last_seq);
  if (at === 0) return 0;
  const msg = await ctx.jsmQuick.streams.getMessage(ctx.names.recordStream(shard), { seq: at });
  if (msg === null) return 0;
  const env = decodeEnvelope(msg.data, shard, msg.seq);
  return env.firstSeq + env.frames.length - 1;
}

/**
 * For a follower, which knows no bound: the message holding record `seq` (or the first after
 * it) as the stream stands now, and the stream sequence to tail from; null when the shard has
 * no stream or no record at or after seq yet.
 */
export async function locate(
  ctx: JetStreamContext,
  shard: number,
  seq: number,
): Promise<{ readonly found: Found | null; readonly lastSeq: number }> {
  let lastSeq: number;
  try {
    lastSeq = (await ctx.jsm.streams.info(ctx.names.recordStream(shard))).state.last_seq;
  } catch (error) {
    if (isStreamNotFound(error)) return { found: null, lastSeq: 0 };
    throw error;
  }
  return { found: lastSeq === 0 ? null : await seekBelow(ctx, shard, seq, lastSeq), lastSeq };
}
