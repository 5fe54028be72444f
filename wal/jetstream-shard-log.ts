// Records of each shard in a stream of its own, one record per message, its seq in a header.
//
// Writes are fenced: every publish names the stream sequence it must follow
// (expect.lastSequence), so a writer whose view of the shard is stale is refused by the server.
// A publish that fails without an answer (timeout, leader election) may still have landed, so
// nothing is republished before the stream's tail has been read back and matched to our frames.
//
// Stream sequence and record seq differ once a tail record has been cut (a deleted message keeps
// its stream sequence), so reads find a record by its header; visible messages carry strictly
// increasing record seqs, which makes a binary search over stream sequences possible.

import { headers, type MsgHdrs } from '@nats-io/transport-node';
import type { StoredMsg } from '@nats-io/jetstream';
import type { StoredRecord } from './storage.ts';
import {
  FencedError,
  isStreamNotFound,
  isWrongLastSequence,
  streamConfig,
  toBuffer,
  untilDeadline,
  type JetStreamContext,
} from './jetstream-context.ts';
import { WalCorruptionError } from './wal.ts';

export const SEQ_HEADER = 'Errand-Seq';
/** Gets in flight while scanning a shard: the server answers them in parallel. */
const READ_WINDOW = 256;

interface ShardState {
  /** The stream's last sequence as this writer knows it: what the next publish expects. */
  last: number;
  /** Visible messages at open; 0 means the shard has no records. */
  msgs: number;
  /** streamSeq - recordSeq as last seen, to find a record in one get when no cut moved it. */
  offset: number;
}

export interface WriteRecord {
  readonly shard: number;
  readonly seq: number;
  readonly frame: Buffer;
}

export function recordHeaders(seq: number): MsgHdrs {
  const h = headers();
  h.set(SEQ_HEADER, String(seq));
  return h;
}

export function recordSeqOf(msg: StoredMsg, shard: number): number {
  const seq = Number(msg.header?.get(SEQ_HEADER));
  if (!Number.isSafeInteger(seq) || seq < 1) {
    throw new WalCorruptionError(shard, 0, `message ${msg.seq} of the shard's stream has no record seq header`);
  }
  return seq;
}

export class ShardLogs {
  private readonly shards = new Map<number, ShardState>();

  constructor(private readonly ctx: JetStreamContext) {}

  /** Learns every shard stream's last sequence: the fence each first publish must name. */
  async load(): Promise<void> {
    const found: number[] = [];
    for await (const name of this.ctx.jsm.streams.names(this.ctx.names.recordSubjects)) {
      const shard = this.ctx.names.shardOfStream(name);
      if (shard !== undefined) found.push(shard);
    }
    await Promise.all(
      found.map(async (shard) => {
        const info = await this.ctx.jsm.streams.info(this.ctx.names.recordStream(shard));
        this.shards.set(shard, { last: info.state.last_seq, msgs: info.state.messages, offset: info.state.first_seq - 1 });
      }),
    );
  }

  withRecords(): number[] {
    return [...this.shards].filter(([, s]) => s.msgs > 0).map(([shard]) => shard).sort((a, b) => a - b);
  }

  /** One shard's records of a batch, in seq order; resolves once all are acknowledged. */
  async write(shard: number, records: readonly WriteRecord[]): Promise<void> {
    const deadline = performance.now() + this.ctx.writeRetryMs;
    let state = this.shards.get(shard);
    if (state === undefined) {
      await untilDeadline(deadline, () => this.ctx.jsm.streams.add(streamConfig(this.ctx, this.ctx.names.recordStream(shard), [this.ctx.names.recordSubject(shard)])));
      state = { last: 0, msgs: 0, offset: 0 };
      this.shards.set(shard, state);
    }
    let pending = records;
    for (;;) {
      const first = state.last;
      const results = await Promise.allSettled(
        pending.map((record, i) =>
          this.ctx.js.publish(this.ctx.names.recordSubject(shard), record.frame, {
            expect: { lastSequence: first + i },
            headers: recordHeaders(record.seq),
            timeout: this.ctx.publishTimeoutMs,
          }),
        ),
      );
      let acked = 0;
      while (acked < results.length && results[acked]!.status === 'fulfilled') acked += 1;
      if (acked > 0) this.advance(state, pending[acked - 1]!, first + acked);
      if (acked === results.length) return;
      const failure = (results[acked] as PromiseRejectedResult).reason;
      pending = pending.slice(acked);
      pending = await this.reconcile(shard, state, pending, failure, deadline);
      if (pending.length === 0) return;
      if (performance.now() > deadline) throw failure;
    }
  }

  private advance(state: ShardState, record: WriteRecord, streamSeq: number): void {
    state.last = streamSeq;
    state.msgs += 1;
    state.offset = streamSeq - record.seq;
  }

  /**
   * After a failed publish: reads the stream's tail and drops from `pending` what landed. The tail
   * is either where we left it (nothing landed: publish the rest again) or one of our frames
   * (those up to it landed). Anything else was written by another writer: fenced.
   */
  private async reconcile(shard: number, state: ShardState, pending: readonly WriteRecord[], failure: unknown, deadline: number): Promise<readonly WriteRecord[]> {
    const stream = this.ctx.names.recordStream(shard);
    const tail = await untilDeadline(deadline, async () => {
      const info = await this.ctx.jsm.streams.info(stream);
      const msg = info.state.messages > 0 ? await this.ctx.jsm.streams.getMessage(stream, { last_by_subj: this.ctx.names.recordSubject(shard) }) : null;
      return { lastSeq: info.state.last_seq, msg };
    });
    if (tail.lastSeq === state.last) {
      // Nothing of ours landed and nobody else wrote: a refusal here cannot be a fence.
      if (isWrongLastSequence(failure)) throw new FencedError(`shard ${shard}: refused at stream sequence ${state.last} although the tail is there`);
      return pending;
    }
    const landed = tail.msg !== null && tail.msg.seq === tail.lastSeq ? pending.findIndex((r) => r.seq === recordSeqOf(tail.msg!, shard)) : -1;
    if (landed < 0 || !toBuffer(tail.msg!.data).equals(pending[landed]!.frame) || tail.lastSeq !== state.last + landed + 1) {
      throw new FencedError(`shard ${shard}: another writer appended (stream sequence ${tail.lastSeq}, expected ${state.last})`);
    }
    this.advance(state, pending[landed]!, tail.lastSeq);
    return pending.slice(landed + 1);
  }

  /** The first visible message at or after a stream sequence, or null past the end. */
  private async nextAt(shard: number, streamSeq: number): Promise<StoredMsg | null> {
    try {
      return await this.ctx.jsm.streams.getMessage(this.ctx.names.recordStream(shard), { seq: streamSeq, next_by_subj: this.ctx.names.recordSubject(shard) } as { seq: number });
    } catch (error) {
      if (isStreamNotFound(error)) return null;
      throw error;
    }
  }

  /** The first message holding a record seq >= seq, or null when there is none. */
  private async seek(shard: number, seq: number): Promise<StoredMsg | null> {
    const state = this.shards.get(shard);
    if (state === undefined || state.last === 0) return null;
    const guess = await this.nextAt(shard, seq + state.offset);
    if (guess !== null && recordSeqOf(guess, shard) === seq) return guess;
    // Smallest stream sequence whose next visible record is >= seq; a record sits at or after its seq.
    let lo = Math.min(seq, state.last);
    let hi = state.last;
    let found: StoredMsg | null = null;
    while (lo <= hi) {
      const mid = Math.floor((lo + hi) / 2);
      const msg = await this.nextAt(shard, mid);
      if (msg === null) hi = mid - 1;
      else if (recordSeqOf(msg, shard) >= seq) {
        found = msg;
        hi = mid - 1;
      } else lo = msg.seq + 1;
    }
    return found;
  }

  async get(shard: number, seq: number): Promise<Buffer | undefined> {
    const msg = await this.seek(shard, seq);
    return msg !== null && recordSeqOf(msg, shard) === seq ? toBuffer(msg.data) : undefined;
  }

  /** Deletes the message holding record seq (a torn tail being cut). */
  async delete(shard: number, seq: number): Promise<void> {
    const msg = await this.seek(shard, seq);
    if (msg === null || recordSeqOf(msg, shard) !== seq) return;
    await this.ctx.jsm.streams.deleteMessage(this.ctx.names.recordStream(shard), msg.seq, false);
    const state = this.shards.get(shard);
    if (state !== undefined) state.msgs -= 1;
  }

  /** Records with seq >= fromSeq up to the tail known now, in batches of the read window. */
  async *scan(shard: number, fromSeq: number): AsyncIterable<readonly StoredRecord[]> {
    const start = await this.seek(shard, Math.max(1, fromSeq));
    const end = this.shards.get(shard)?.last ?? 0;
    if (start === null) return;
    for (let at = start.seq; at <= end; at += READ_WINDOW) {
      const seqs = Array.from({ length: Math.min(READ_WINDOW, end - at + 1) }, (_, i) => at + i);
      const msgs = await Promise.all(seqs.map((s) => this.ctx.jsm.streams.getMessage(this.ctx.names.recordStream(shard), { seq: s })));
      const batch = msgs.filter((m): m is StoredMsg => m !== null).map((m) => ({ shard, seq: recordSeqOf(m, shard), frame: toBuffer(m.data) }));
      if (batch.length > 0) yield batch;
    }
  }
}
