// Following a shard another node owns: its records as they are committed, in order, each checked
// (frame crc, seq, hash chain) as read() checks them. Built on an ephemeral pull consumer that
// long-polls the shard's record subject, not an ordered or push consumer: on nats-server 2.9.10
// ordered consumers stalled with a replica down, and a pull consumer is a thing we can ask after
// (consumer info) and make again from where we are. A consumer lost with its server (it is R1, in
// memory), or one that cannot be made while a stream leader is elected, is made again from the
// next stream sequence after a short wait; nothing is skipped or delivered twice, since the
// position is ours, not the server's. So is a consumer whose message never reached us (core NATS
// drops what is in flight across a client's reconnect; the consumer, without acks, counts it
// delivered and goes on): each message bears the consumer's next delivery sequence, and one
// skipped means the consumer is made again from the message we lack.

import { AckPolicy, DeliverPolicy, type Consumer } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { decodeRecord, GENESIS_HASH_BYTES, hashFrame } from './codec.ts';
import { sleep, type JetStreamContext } from './jetstream-context.ts';
import { decodeEnvelope } from './jetstream-envelope.ts';
import type { ShardLogs } from './jetstream-shard-log.ts';
import { WalCorruptionError, type WalEntry } from './wal.ts';

export interface FollowHandlers {
  /** Records after the last ones delivered, in order; the next batch waits for this to settle. */
  onEntries(entries: readonly WalEntry[]): void | Promise<void>;
  /** The chain is broken or the start is not in the log: following has stopped. */
  onError?(error: Error): void;
}

/** Messages per pull, and the long-poll: a pull that ends empty asks whether its consumer lives. */
const FETCH_MESSAGES = 256;
const FETCH_EXPIRES_MS = 1_000;
/** Records per delivery while catching up a backlog. */
const DELIVER_RECORDS = 1_024;
const RETRY_MS = 250;
const WATCHDOG_GRACE_MS = 2_000;
/**
 * Empty polls in a row, with a record past our position, after which a consumer is taken as stuck.
 */
const STALLED_POLLS = 2;

/** The caller's handler failed: following stops (its records were taken off the stream already). */
class HandlerError extends Error {}

export class ShardFollower {
  private stopped = false;
  /**
   * The long-poll under way: stop() ends it, so a stop (a shard being taken) need not wait out the
   * poll.
   */
  private fetching: { stop(): void } | undefined;
  private consumer: { name: string; api: Consumer } | undefined;
  /** The last record delivered (or the anchor at afterSeq). */
  private last = { seq: 0, hash: GENESIS_HASH_BYTES };
  /** The next stream sequence to read. */
  private streamSeq = 1;
  private stalls = 0;
  /**
   * The consumer's delivery sequence of the last message it gave us: each message bears the next.
   */
  private delivered = 0;
  readonly done: Promise<void>;

  constructor(
    private readonly ctx: JetStreamContext,
    private readonly logs: ShardLogs,
    private readonly shard: number,
    private readonly afterSeq: number,
    private readonly handlers: FollowHandlers,
  ) {
    this.done = this.run().catch((error: unknown) => {
      const cause = error instanceof HandlerError ? error.cause : error;
      if (!this.stopped)
        this.handlers.onError?.(cause instanceof Error ? cause : new Error(String(cause)));
    });
  }

  /** The last record seq delivered: how far this follower lags the owner. */
  get position(): number {
    return this.last.seq;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.fetching?.stop();
    await this.done;
    await this.dropConsumer();
  }

  private get stream(): string {
    return this.ctx.names.recordStream(this.shard);
  }

  private async run(): Promise<void> {
    if (this.afterSeq > 0) await this.anchor();
    while (!this.stopped) {
      try {
        if (this.consumer === undefined) this.consumer = await this.makeConsumer();
        const pulled = await this.pull(this.consumer.api);
        if (pulled === 'lost') throw new Error('a delivery was lost on the way');
        if (pulled) this.stalls = 0;
        else if (await this.stalled(this.consumer.name)) throw new Error('consumer left behind');
      } catch (error) {
        if (error instanceof WalCorruptionError || error instanceof HandlerError) throw error;
        // No stream yet, a leader election, a consumer gone with its server: make it again.
        await this.dropConsumer();
        if (!this.stopped) await sleep(RETRY_MS);
      }
    }
  }

  /**
   * After an empty long-poll: is the consumer gone, or alive but left behind? A stream leader
   * killed under load on 2.9.10 left a consumer that had sent a message that never arrived and
   * then said nothing was pending while records went on landing. A record message at or past our
   * position, found by a stream get, on two empty polls in a row means the consumer is made again.
   */
  private async stalled(name: string): Promise<boolean> {
    const info = await this.ctx.jsmQuick.consumers.info(this.stream, name);
    if (info.delivered.stream_seq >= this.streamSeq) return true;
    const next = await this.ctx.jsmQuick.streams.getMessage(this.stream, {
      seq: this.streamSeq,
      next_by_subj: this.ctx.names.recordSubject(this.shard),
    } as { seq: number });
    this.stalls = next === null ? 0 : this.stalls + 1;
    return this.stalls >= STALLED_POLLS;
  }

  /**
   * Finds the record at afterSeq: its hash links the first record delivered, its message is where
   * the tail starts.
   */
  private async anchor(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const located = await this.logs.locate(this.shard, this.afterSeq).catch(() => undefined);
      if (located === undefined) {
        await sleep(RETRY_MS);
        continue;
      }
      const found = located.found;
      if (found === null || found.firstSeq > this.afterSeq) {
        throw new WalCorruptionError(
          this.shard,
          this.afterSeq,
          'following from a record that is not in the log',
        );
      }
      const env = decodeEnvelope(found.msg.data, this.shard, found.msg.seq);
      const frame = env.frames[this.afterSeq - env.firstSeq]!;
      const decoded = decodeRecord(frame);
      if (!decoded.ok) throw new WalCorruptionError(this.shard, this.afterSeq, decoded.error);
      this.last = { seq: this.afterSeq, hash: hashFrame(frame) };
      this.streamSeq = found.msg.seq;
      return;
    }
  }

  private async makeConsumer(): Promise<{ name: string; api: Consumer }> {
    const info = await this.ctx.jsmQuick.consumers.add(this.stream, {
      filter_subject: this.ctx.names.recordSubject(this.shard),
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: this.streamSeq,
      ack_policy: AckPolicy.None,
      mem_storage: true,
      num_replicas: 1,
      inactive_threshold: nanos(30_000),
    });
    return { name: info.name, api: await this.ctx.js.consumers.get(this.stream, info.name) };
  }

  private async dropConsumer(): Promise<void> {
    const name = this.consumer?.name;
    this.consumer = undefined;
    this.stalls = 0;
    this.delivered = 0;
    if (name !== undefined)
      await this.ctx.jsmQuick.consumers.delete(this.stream, name).catch(() => undefined);
  }

  /**
   * One long-poll. Delivers as soon as the consumer says nothing is pending after a message
   * (a tail), not at the poll's end, so the lag is a push, not a poll interval. False: empty.
   * 'lost': a message the consumer sent never arrived (its delivery sequence was skipped: core
   * NATS drops what is in flight while the client reconnects after its server died, and the
   * consumer, without acks, counts it delivered). What came before it is delivered; the caller
   * makes the consumer again from our position, so the lost record is read again, not skipped.
   */
  private async pull(consumer: Consumer): Promise<boolean | 'lost'> {
    const messages = await consumer.fetch({
      max_messages: FETCH_MESSAGES,
      expires: FETCH_EXPIRES_MS,
    });
    this.fetching = messages;
    if (this.stopped) messages.stop();
    // A pull whose server died can wait forever for the end it was promised (seen under load on
    // 2.9.10): a pull still open past its expiry, with nothing arriving, is ended here.
    const watchdog = setTimeout(() => messages.stop(), FETCH_EXPIRES_MS + WATCHDOG_GRACE_MS);
    let out: WalEntry[] = [];
    let any = false;
    let lost = false;
    try {
      for await (const m of messages) {
        watchdog.refresh();
        if (m.info.deliverySequence !== this.delivered + 1) {
          lost = true;
          break;
        }
        this.delivered = m.info.deliverySequence;
        any = true;
        this.take(m.seq, m.data, out);
        this.streamSeq = m.seq + 1;
        if (out.length >= DELIVER_RECORDS || m.info.pending === 0) {
          if (out.length > 0) await this.deliver(out);
          out = [];
        }
        if (this.stopped) break;
      }
    } finally {
      clearTimeout(watchdog);
      this.fetching = undefined;
      messages.stop();
    }
    if (out.length > 0) await this.deliver(out);
    return lost ? 'lost' : any;
  }

  private async deliver(entries: readonly WalEntry[]): Promise<void> {
    try {
      await this.handlers.onEntries(entries);
    } catch (error) {
      throw new HandlerError("the follower's handler failed", { cause: error });
    }
  }

  /** Checks a message's records against the chain and adds the new ones to `out`. */
  private take(streamSeq: number, data: Uint8Array, out: WalEntry[]): void {
    const env = decodeEnvelope(data, this.shard, streamSeq);
    env.frames.forEach((frame, i) => {
      const seq = env.firstSeq + i;
      if (seq < this.last.seq) return;
      if (seq === this.last.seq) {
        // The message holding the anchor, or one written again by an interrupted cut (see
        // ShardLogs.delete): the record must be the one already delivered, never a fork.
        if (!hashFrame(frame).equals(this.last.hash))
          throw new WalCorruptionError(
            this.shard,
            seq,
            'a second, different record at this seq (forked chain)',
          );
        return;
      }
      const decoded = decodeRecord(frame);
      if (!decoded.ok) throw new WalCorruptionError(this.shard, seq, decoded.error);
      if (
        decoded.shard !== this.shard ||
        decoded.seq !== this.last.seq + 1 ||
        seq !== decoded.seq
      ) {
        throw new WalCorruptionError(
          this.shard,
          this.last.seq + 1,
          `missing record (gap): found seq ${decoded.seq}`,
        );
      }
      if (!decoded.prevHash.equals(this.last.hash)) {
        throw new WalCorruptionError(
          this.shard,
          seq,
          `hash chain broken: prevHash does not match the hash of seq ${seq - 1}`,
        );
      }
      const hash = hashFrame(frame);
      out.push({
        shard: this.shard,
        seq,
        prevHash: this.last.hash.toString('hex'),
        hash: hash.toString('hex'),
        payload: decoded.payload,
      });
      this.last = { seq, hash };
    });
  }
}
