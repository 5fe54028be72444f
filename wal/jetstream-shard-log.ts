// Records of each shard in a stream of its own, a batch's records of a shard packed into one
// message (jetstream-envelope.ts): a publish and its raft round, not bytes, is what costs.
//
// Writes are fenced: every publish names the stream sequence it must follow
// (expect.lastSequence), so a writer whose view of the shard is stale is refused by the server.
// A node that takes the log over first publishes a fence message into every shard stream (on a
// subject of its own, which readers filter out), so a writer that missed the takeover is refused
// on every shard at once, not only on those the new holder has written since. A publish that
// fails without an answer (timeout, leader election) may still have landed, so nothing is
// republished before the stream's tail has been read back and matched to our messages.
// Finding a record by its seq in a shard stream is jetstream-shard-find.ts.

import type { StoredRecord } from './storage.ts';
import {
  FencedError,
  isWrongLastSequence,
  streamConfig,
  toBuffer,
  untilDeadline,
  type JetStreamContext,
} from './jetstream-context.ts';
import {
  decodeEnvelope,
  encodeEnvelope,
  packRecords,
  type Envelope,
  type Pack,
} from './jetstream-envelope.ts';
import {
  lastRecordBefore,
  lastRecordSeq,
  locate,
  seekBelow,
  type FenceBody,
  type Found,
} from './jetstream-shard-find.ts';
import { readMessages } from './jetstream-shard-scan.ts';

interface ShardState {
  /** The stream's last sequence as this writer knows it: what the next publish expects. */
  last: number;
  /** Stream sequence of the last record message (or an upper bound, after a cut); 0: none. */
  lastRecordAt: number;
}

export interface WriteRecord {
  readonly shard: number;
  readonly seq: number;
  readonly frame: Buffer;
}

export interface FenceTag {
  readonly owner: string;
  readonly token: string;
}

/** What the shard logs need of the whole-log write lease. */
export interface Holder {
  /** Who took the log over; goes into the fence messages. */
  readonly fenceTag: FenceTag;
  /** Throws unless the lease stream still names us (see write: a shard no fence guards). */
  confirm(): Promise<void>;
}

export class ShardLogs {
  private readonly shards = new Map<number, ShardState>();

  /**
   * holder: the whole-log lease; undefined when nodes share the log and each shard is taken alone
   * (take).
   */
  constructor(
    private readonly ctx: JetStreamContext,
    private readonly holder: Holder | undefined,
    /**
     * An engine thread writing under the main thread's lease (jetstream-lease-share.ts): only its
     * shards, which the main thread fenced when it took the log, so they are looked at, not fenced.
     */
    private readonly lent?: { readonly shards: ReadonlySet<number> },
  ) {}

  private stream(shard: number): string {
    return this.ctx.names.recordStream(shard);
  }

  /**
   * Learns where each shard stream ends. With the whole-log lease it fences every one (the
   * takeover); a node sharing the log only looks, and fences a shard when it takes it (take).
   */
  async load(): Promise<void> {
    const found: number[] = [];
    for await (const name of this.ctx.jsm.streams.names(this.ctx.names.recordSubjects)) {
      const shard = this.ctx.names.shardOfStream(name);
      if (shard !== undefined && (this.lent?.shards.has(shard) ?? true)) found.push(shard);
    }
    const holder = this.lent === undefined ? this.holder : undefined;
    await Promise.all(
      found.map((shard) =>
        holder === undefined ? this.look(shard) : this.fence(shard, holder.fenceTag),
      ),
    );
  }

  /**
   * An engine thread's part of a shared log (jetstream-thread-shared-wal.ts): the main thread has
   * just taken and fenced `shard`; its writes here follow where the stream ends now.
   */
  adopt(shard: number): Promise<void> {
    return this.look(shard);
  }

  /** Where a shard stream ends now, without writing: a follower's bound for reads. */
  private async look(shard: number): Promise<void> {
    const deadline = performance.now() + this.ctx.writeRetryMs;
    const state = await untilDeadline(deadline, async () => {
      const info = await this.ctx.jsm.streams.info(this.stream(shard));
      return {
        last: info.state.last_seq,
        lastRecordAt: await lastRecordBefore(
          this.ctx,
          shard,
          info.state.first_seq,
          info.state.last_seq,
        ),
      };
    });
    this.shards.set(shard, state);
  }

  /**
   * Takes one shard (its lease just acquired): makes its stream if there is none, then fences it,
   * so the previous owner's publishes still in flight or yet to come are refused by the server.
   */
  async take(shard: number, tag: FenceTag): Promise<void> {
    const deadline = performance.now() + this.ctx.writeRetryMs;
    const subjects = [this.ctx.names.recordSubject(shard), this.ctx.names.fenceSubject(shard)];
    await untilDeadline(deadline, () =>
      this.ctx.jsm.streams.add(streamConfig(this.ctx, this.stream(shard), subjects)),
    );
    await this.fence(shard, tag);
  }

  /**
   * Publishes a fence expecting the stream's current last sequence; refused only when a stale
   * writer slipped a message in meanwhile, so it reads the tail again and retries. Once it lands,
   * every publish of the old holder names a sequence the stream has moved past.
   */
  private async fence(shard: number, tag: FenceTag): Promise<void> {
    const deadline = performance.now() + this.ctx.writeRetryMs;
    const stream = this.stream(shard);
    const state = await untilDeadline(deadline, async () => {
      const info = await this.ctx.jsm.streams.info(stream);
      const lastRecordAt = await lastRecordBefore(
        this.ctx,
        shard,
        info.state.first_seq,
        info.state.last_seq,
      );
      const body: FenceBody = { ...tag, at: new Date().toISOString(), lastRecordAt };
      const ack = await this.ctx.js.publish(
        this.ctx.names.fenceSubject(shard),
        JSON.stringify(body),
        {
          expect: { lastSequence: info.state.last_seq },
          timeout: this.ctx.publishTimeoutMs,
        },
      );
      return { last: ack.seq, lastRecordAt };
    });
    this.shards.set(shard, state);
  }

  withRecords(): number[] {
    return [...this.shards]
      .filter(([, s]) => s.lastRecordAt > 0)
      .map(([shard]) => shard)
      .sort((a, b) => a - b);
  }

  /** One shard's records of a batch, in seq order; resolves once all are acknowledged. */
  async write(shard: number, records: readonly WriteRecord[]): Promise<void> {
    const deadline = performance.now() + this.ctx.writeRetryMs;
    let state = this.shards.get(shard);
    if (state === undefined) {
      // Shared log: every shard a node writes was taken (fenced) first, so this is a bug.
      if (this.holder === undefined)
        throw new FencedError(`shard ${shard} was not taken by this node`);
      // No stream when we took over, so no fence of ours guards it: a writer that missed the
      // takeover could create it too. Ask the lease stream first (rare: a shard's first record).
      await this.holder.confirm();
      const subjects = [this.ctx.names.recordSubject(shard), this.ctx.names.fenceSubject(shard)];
      await untilDeadline(deadline, () =>
        this.ctx.jsm.streams.add(streamConfig(this.ctx, this.stream(shard), subjects)),
      );
      state = { last: 0, lastRecordAt: 0 };
      this.shards.set(shard, state);
    }
    let pending: readonly Pack[] = packRecords(records);
    // One pack at a time, each expecting the sequence our previous pack landed at. Not pipelined
    // (pack i expecting first + i): a fence landing where pack 0 was to go would let pack 1 land
    // right after it, a record gap in the log (seen in a NATS-kill run: a follower found the
    // chain broken). A batch holds more than one pack only past 512 KiB of one shard's records.
    for (;;) {
      let sent = 0;
      let failure: unknown;
      for (const pack of pending) {
        try {
          const ack = await this.ctx.js.publish(this.ctx.names.recordSubject(shard), pack.data, {
            expect: { lastSequence: state.last },
            timeout: this.ctx.publishTimeoutMs,
          });
          advance(state, ack.seq);
          sent += 1;
        } catch (error) {
          failure = error;
          break;
        }
      }
      if (sent === pending.length) return;
      pending = await this.reconcile(shard, state, pending.slice(sent), failure, deadline);
      if (pending.length === 0) return;
      if (performance.now() > deadline) throw failure;
    }
  }

  /**
   * After a failed publish: reads the stream's tail and drops from `pending` what landed. The tail
   * is either where we left it (nothing landed: publish the rest again) or one of our messages
   * (those up to it landed). Anything else was written by another writer: fenced.
   */
  private async reconcile(
    shard: number,
    state: ShardState,
    pending: readonly Pack[],
    failure: unknown,
    deadline: number,
  ): Promise<readonly Pack[]> {
    const stream = this.stream(shard);
    const tail = await untilDeadline(deadline, async () => {
      const info = await this.ctx.jsm.streams.info(stream);
      const msg =
        info.state.messages > 0
          ? await this.ctx.jsm.streams.getMessage(stream, { seq: info.state.last_seq })
          : null;
      return { lastSeq: info.state.last_seq, msg };
    });
    if (tail.lastSeq === state.last) {
      // Nothing of ours landed and nobody else wrote: a refusal here cannot be a fence.
      if (isWrongLastSequence(failure))
        throw new FencedError(
          `shard ${shard}: refused at stream sequence ${state.last} although the tail is there`,
        );
      return pending;
    }
    const ours =
      tail.msg !== null &&
      tail.msg.seq === tail.lastSeq &&
      tail.msg.subject === this.ctx.names.recordSubject(shard);
    const data = ours ? toBuffer(tail.msg!.data) : undefined;
    // A pack's bytes start with its first seq, so at most one pending pack can match.
    const landed = data === undefined ? -1 : pending.findIndex((pack) => pack.data.equals(data));
    if (landed < 0 || tail.lastSeq !== state.last + landed + 1) {
      throw new FencedError(
        `shard ${shard}: another writer appended (stream sequence ${tail.lastSeq}, expected ` +
          `${state.last})`,
      );
    }
    advance(state, tail.lastSeq);
    return pending.slice(landed + 1);
  }

  /** The first message holding a record seq >= seq, or null when there is none. */
  private async seek(shard: number, seq: number): Promise<Found | null> {
    const state = this.shards.get(shard);
    if (state === undefined || state.lastRecordAt === 0) return null;
    return seekBelow(this.ctx, shard, seq, state.lastRecordAt);
  }

  /** The seq of the last record committed to a shard's stream now (0: none; a follower's aim). */
  lastRecordSeq(shard: number): Promise<number> {
    return lastRecordSeq(this.ctx, shard);
  }

  /** Where a follower starts reading record `seq` (jetstream-shard-find.ts `locate`). */
  locate(shard: number, seq: number): ReturnType<typeof locate> {
    return locate(this.ctx, shard, seq);
  }

  async get(shard: number, seq: number): Promise<Buffer | undefined> {
    const found = await this.seek(shard, seq);
    if (found === null || found.firstSeq > seq) return undefined;
    return Buffer.from(
      decodeEnvelope(found.msg.data, shard, found.msg.seq).frames[seq - found.firstSeq]!,
    );
  }

  /**
   * Cuts a torn tail: record seq, the shard's last. Alone in its message, the message is deleted.
   * Packed behind good records, those are published again first as a message of their own
   * (fenced like any write), then the old message is deleted; a crash between the two leaves
   * both, and readers let a message that starts at or before the previous one's end replace that
   * end (see scan), so the cut is whole either way and no good record is lost.
   */
  async delete(shard: number, seq: number): Promise<void> {
    const found = await this.seek(shard, seq);
    const state = this.shards.get(shard);
    if (found === null || found.firstSeq > seq || state === undefined) return;
    // Recovery cuts only a shard's last record, so nothing after it in its message is lost.
    if (found.lastSeq !== seq)
      throw new Error(`shard ${shard}: only the last record is ever cut, not ${seq}`);
    if (found.firstSeq < seq) {
      const env = decodeEnvelope(found.msg.data, shard, found.msg.seq);
      const keep = env.frames
        .slice(0, seq - env.firstSeq)
        .map((frame, i) => ({ seq: env.firstSeq + i, frame }));
      const ack = await this.ctx.js.publish(
        this.ctx.names.recordSubject(shard),
        encodeEnvelope(keep),
        {
          expect: { lastSequence: state.last },
          timeout: this.ctx.publishTimeoutMs,
        },
      );
      advance(state, ack.seq);
    }
    // lastRecordAt may now name the deleted message: an upper bound is all reads need.
    await this.ctx.jsm.streams.deleteMessage(this.stream(shard), found.msg.seq, false);
  }

  /**
   * Records with seq >= fromSeq up to the tail known now, in batches, streamed (see readMessages).
   */
  async *scan(shard: number, fromSeq: number): AsyncIterable<readonly StoredRecord[]> {
    const state = this.shards.get(shard);
    const start = await this.seek(shard, Math.max(1, fromSeq));
    if (start === null || state === undefined) return;
    // Each message is held until the next one is seen: a next one starting at or before its end
    // (a cut interrupted by a crash, see delete) replaces that end.
    let held: Envelope | undefined;
    const release = (out: StoredRecord[], before: number) => {
      const env = held!;
      env.frames.forEach((frame, i) => {
        const seq = env.firstSeq + i;
        if (seq >= fromSeq && seq < before) out.push({ shard, seq, frame });
      });
    };
    for await (const msgs of readMessages(
      this.ctx,
      this.stream(shard),
      this.ctx.names.recordSubject(shard),
      start.msg.seq,
      state.lastRecordAt,
    )) {
      const out: StoredRecord[] = [];
      for (const m of msgs) {
        const env = decodeEnvelope(m.data, shard, m.seq);
        if (held !== undefined) release(out, env.firstSeq);
        held = env;
      }
      if (out.length > 0) yield out;
    }
    if (held !== undefined) {
      const out: StoredRecord[] = [];
      release(out, Number.POSITIVE_INFINITY);
      if (out.length > 0) yield out;
    }
  }
}

function advance(state: ShardState, streamSeq: number): void {
  state.last = streamSeq;
  state.lastRecordAt = streamSeq;
}
