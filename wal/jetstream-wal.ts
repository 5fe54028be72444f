// The log on a NATS JetStream cluster: the same BaseWal (codec, chain checks, group commit,
// fail-stop) over JetStreamStorage. One writer per log, kept by a lease; see docs/scale.md.

import assert from 'node:assert/strict';
import { BaseWal, type WalOptions } from './base-wal.ts';
import { damageFrame, type DamageMode } from './codec.ts';
import {
  openContext,
  type JetStreamContext,
  type JetStreamLogOptions,
} from './jetstream-context.ts';
import { decodeEnvelope, encodeEnvelope, type PackedRecord } from './jetstream-envelope.ts';
import { breakLease, wholeLogLease, type WholeLogLeaseSettings } from './jetstream-lease.ts';
import { JetStreamStorage, type LentLease } from './jetstream-storage.ts';
import { WriteLatch } from './write-latch.ts';

export interface JetStreamWalOptions
  extends WalOptions,
    JetStreamLogOptions,
    WholeLogLeaseSettings {
  /**
   * An engine thread's handle: these shards only, under the main thread's lease, which it holds
   * and renews (jetstream-lease-share.ts); no lease of its own is taken.
   */
  readonly lent?: LentLease;
}

export class JetStreamWal extends BaseWal {
  constructor(readonly options: JetStreamWalOptions) {
    const latch = options.latch ?? new WriteLatch();
    const storage = new JetStreamStorage(
      options.lent !== undefined ? options : { ...options, lease: wholeLogLease(options) },
      // A lost lease ends writing at once: appends already queued are refused, never sent.
      (error) => latch.trip(error),
    );
    super(storage, { ...options, latch });
  }

  /**
   * Test hook with LevelWal.damage's meaning. A stored message cannot be edited, so the shard's
   * messages from the one holding the record on are deleted and published again: that message as
   * up to three (the records before the damaged one, the damaged one alone, changed or left out
   * for `delete`, the records after it), the later ones as they were. Call only while no
   * JetStreamWal has the log open.
   */
  static async damage(
    options: JetStreamLogOptions,
    shard: number,
    seq: number,
    mode: DamageMode,
  ): Promise<void> {
    await withContext(options, async (ctx) => {
      const stream = ctx.names.recordStream(shard);
      const subject = ctx.names.recordSubject(shard);
      const info = await ctx.jsm.streams.info(stream);
      const msgs: { seq: number; records: PackedRecord[] }[] = [];
      for (let s = info.state.first_seq; s <= info.state.last_seq; s += 1) {
        const msg = await ctx.jsm.streams.getMessage(stream, { seq: s });
        if (msg === null || msg.subject !== subject) continue;
        const env = decodeEnvelope(msg.data, shard, msg.seq);
        msgs.push({
          seq: msg.seq,
          records: env.frames.map((frame, i) => ({
            seq: env.firstSeq + i,
            frame: Buffer.from(frame),
          })),
        });
      }
      const at = msgs.findIndex((m) => m.records.some((r) => r.seq === seq));
      assert(at >= 0, `no record at shard ${shard} seq ${seq} to damage`);
      const tail = msgs.slice(at);
      for (const m of tail) await ctx.jsm.streams.deleteMessage(stream, m.seq, false);
      const hit = tail[0]!.records;
      const target = hit.find((r) => r.seq === seq)!;
      const again = [
        hit.filter((r) => r.seq < seq),
        mode === 'delete' ? [] : [{ seq, frame: damageFrame(target.frame, mode) }],
        hit.filter((r) => r.seq > seq),
        ...tail.slice(1).map((m) => m.records),
      ];
      for (const records of again)
        if (records.length > 0) await ctx.js.publish(subject, encodeEnvelope(records));
    });
  }

  /** Test hook: flips a byte in the middle of a shard's stored snapshot (unchunked ones). */
  static async damageSnapshot(options: JetStreamLogOptions, shard: number): Promise<void> {
    await withContext(options, async (ctx) => {
      const subject = ctx.names.snapshotSubject(shard);
      const msg = await ctx.jsm.streams.getMessage(ctx.names.keyedStream, {
        last_by_subj: subject,
      });
      assert(msg !== null && msg.data.length > 0, `no snapshot of shard ${shard} to damage`);
      await ctx.js.publish(subject, damageFrame(msg.data, 'flip'));
    });
  }

  /** Ends the log's write lease at once (the holder is known dead); see breakLease. */
  static async breakLease(options: JetStreamLogOptions): Promise<void> {
    await withContext(options, breakLease);
  }

  /** Deletes every stream of the log named by options.prefix: records, lease, meta, snapshots. */
  static async destroy(options: JetStreamLogOptions): Promise<void> {
    await withContext(options, async (ctx) => {
      await Promise.all((await streamsOf(ctx)).map((n) => ctx.jsm.streams.delete(n)));
    });
  }

  /**
   * Empties every stream of the log but keeps the streams: the log then opens as new. Much
   * cheaper than destroy and create on R3 (a raft group each), which is why tests reuse logs.
   */
  static async clear(options: JetStreamLogOptions): Promise<void> {
    await withContext(options, async (ctx) => {
      await Promise.all((await streamsOf(ctx)).map((n) => ctx.jsm.streams.purge(n)));
    });
  }
}

async function streamsOf(ctx: JetStreamContext): Promise<string[]> {
  const names: string[] = [];
  for await (const name of ctx.jsm.streams.names(ctx.names.allSubjects)) names.push(name);
  return names.filter((n) => n.startsWith(`${ctx.names.prefix}_`));
}

async function withContext(
  options: JetStreamLogOptions,
  use: (ctx: JetStreamContext) => Promise<void>,
): Promise<void> {
  const ctx = await openContext(options);
  try {
    await use(ctx);
  } finally {
    await ctx.nc.close();
  }
}
