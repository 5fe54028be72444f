// Reading a shard's record messages in order, fast: replay reads whole streams, and one message
// get per round trip (~5,000/s here) made opening a long log slow. A pull consumer delivers
// messages in large batches instead. nats-server 2.9.10 has no batched direct get (2.11), and
// ordered consumers stalled here with a replica down, so this is an ephemeral pull consumer
// (R1, memory, no acks, deleted after use and by the server when idle), and anything it does not
// deliver is read with message gets as before: a consumer that cannot be made, stalls, or stops
// short of the tail the stream leader reported (a lagging replica's view) never shortens a read.

import { AckPolicy, DeliverPolicy, type StoredMsg } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import type { JetStreamContext } from './jetstream-context.ts';

/** What a reader needs of a stored message. */
export interface RawMsg {
  readonly seq: number;
  readonly data: Uint8Array;
}

/**
 * Messages each path delivered in this process. The fallback is silent by design, so tests and
 * benches read these to prove the consumer path is the one that served.
 */
export const scanCounters = { viaConsumer: 0, viaGets: 0 };

/**
 * Messages per pull: a round trip per 256 messages costs little, and it bounds what a pull
 * buffers (packs are at most 512 KiB). Not max_bytes: the client then asks for a batch of 100
 * (max_messages and max_bytes are refused together), and on 2.9.10 such a pull never ended
 * after its batch, it waited for idle heartbeats that never came and failed.
 */
const FETCH_MESSAGES = 256;
/** A pull that delivers nothing for this long is a stall: the rest is read with gets. */
const FETCH_EXPIRES_MS = 2_000;
/** Gets in flight on the fallback path: the server answers them in parallel. */
const GET_WINDOW = 256;

/**
 * Record messages (subject `subject`) of `stream` with stream sequences from..to, in order, in
 * batches. `to` must be a sequence the stream leader reported, so the read is complete.
 */
export async function* readMessages(
  ctx: JetStreamContext,
  stream: string,
  subject: string,
  from: number,
  to: number,
): AsyncIterable<readonly RawMsg[]> {
  let next = from;
  if (to - from >= 64) {
    for await (const batch of viaConsumer(ctx, stream, subject, from, to)) {
      next = batch[batch.length - 1]!.seq + 1;
      yield batch;
    }
  }
  if (next <= to) yield* viaGets(ctx, stream, subject, next, to);
}

/**
 * Asks for the consumer with a short timeout, a few times: with a server down, 2.9.10 sometimes
 * places the R1 consumer on the dead peer and the create times out (here 1 in 3 shards or so);
 * another try usually lands on a live one, and the gets remain if none does.
 */
async function createConsumer(
  ctx: JetStreamContext,
  stream: string,
  subject: string,
  from: number,
): Promise<string | undefined> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const info = await ctx.jsmQuick.consumers.add(stream, {
        filter_subject: subject,
        deliver_policy: DeliverPolicy.StartSequence,
        opt_start_seq: from,
        ack_policy: AckPolicy.None,
        mem_storage: true,
        num_replicas: 1,
        inactive_threshold: nanos(30_000),
      });
      return info.name;
    } catch {
      // Timed out or refused: try again, then leave it to the gets.
    }
  }
  return undefined;
}

async function* viaConsumer(
  ctx: JetStreamContext,
  stream: string,
  subject: string,
  from: number,
  to: number,
): AsyncIterable<readonly RawMsg[]> {
  const name = await createConsumer(ctx, stream, subject, from);
  if (name === undefined) return;
  try {
    const consumer = await ctx.js.consumers.get(stream, name);
    // Each message bears the consumer's next delivery sequence; one skipped was lost on the way
    // (core NATS drops what is in flight while the client reconnects): the gets read from there.
    let delivered = 0;
    for (;;) {
      const messages = await consumer.fetch({
        max_messages: FETCH_MESSAGES,
        expires: FETCH_EXPIRES_MS,
      });
      const batch: RawMsg[] = [];
      let ended = false;
      let lost = false;
      for await (const m of messages) {
        if (m.info.deliverySequence !== delivered + 1) {
          lost = true;
          break;
        }
        delivered = m.info.deliverySequence;
        if (m.seq > to) {
          ended = true;
          break;
        }
        batch.push({ seq: m.seq, data: m.data });
        // Nothing matching after this one (as this consumer's replica sees it): end the pull
        // now rather than wait out its expiry; viaGets reads anything a lagging replica missed.
        if (m.seq === to || m.info.pending === 0) {
          ended = true;
          break;
        }
      }
      messages.stop();
      scanCounters.viaConsumer += batch.length;
      if (batch.length > 0) yield batch;
      // An empty pull is a stall: the gets take over from the last message delivered.
      if (ended || lost || batch.length === 0) return;
    }
  } catch {
    // A stalled or lost consumer: the caller reads the rest with gets.
    return;
  } finally {
    ctx.jsm.consumers.delete(stream, name).catch(() => undefined);
  }
}

async function* viaGets(
  ctx: JetStreamContext,
  stream: string,
  subject: string,
  from: number,
  to: number,
): AsyncIterable<readonly RawMsg[]> {
  for (let at = from; at <= to; at += GET_WINDOW) {
    const seqs = Array.from({ length: Math.min(GET_WINDOW, to - at + 1) }, (_, i) => at + i);
    const msgs = await Promise.all(seqs.map((seq) => getAt(ctx, stream, seq)));
    const batch = msgs
      .filter((m): m is StoredMsg => m !== null && m.subject === subject)
      .map((m) => ({ seq: m.seq, data: m.data }));
    scanCounters.viaGets += batch.length;
    if (batch.length > 0) yield batch;
  }
}

/** A deleted sequence (a cut tail) reads as null (the client maps "no message found"). */
function getAt(ctx: JetStreamContext, stream: string, seq: number): Promise<StoredMsg | null> {
  return ctx.jsm.streams.getMessage(stream, { seq });
}
