// The log on a NATS JetStream cluster: the same BaseWal (codec, chain checks, group commit,
// fail-stop) over JetStreamStorage. One writer per log, kept by a lease; see docs/scale.md.

import assert from 'node:assert/strict';
import os from 'node:os';
import { BaseWal, type WalOptions } from './base-wal.ts';
import { damageFrame, type DamageMode } from './codec.ts';
import { openContext, type JetStreamContext, type JetStreamLogOptions } from './jetstream-context.ts';
import { recordHeaders, recordSeqOf } from './jetstream-shard-log.ts';
import { breakLease } from './jetstream-lease.ts';
import { JetStreamStorage } from './jetstream-storage.ts';
import { WriteLatch } from './write-latch.ts';

export interface JetStreamWalOptions extends WalOptions, JetStreamLogOptions {
  /** Names this node in the lease; default host:pid. */
  readonly nodeId?: string;
  /** A writer that has not renewed its lease for this long is presumed dead. Default 10 s. */
  readonly leaseTtlMs?: number;
  /** Default a third of the TTL. */
  readonly leaseRenewEveryMs?: number;
}

export class JetStreamWal extends BaseWal {
  constructor(readonly options: JetStreamWalOptions) {
    const latch = options.latch ?? new WriteLatch();
    const storage = new JetStreamStorage(
      {
        ...options,
        lease: {
          owner: options.nodeId ?? `${os.hostname()}:${process.pid}`,
          ttlMs: options.leaseTtlMs ?? 10_000,
          ...(options.leaseRenewEveryMs === undefined ? {} : { renewEveryMs: options.leaseRenewEveryMs }),
        },
      },
      // A lost lease ends writing at once: appends already queued are refused, never sent.
      (error) => latch.trip(error),
    );
    super(storage, { ...options, latch });
  }

  /**
   * Test hook with LevelWal.damage's meaning. A stored message cannot be edited, so the shard's
   * messages from the damaged record on are deleted and published again, the damaged one changed
   * (or left out for `delete`). Call only while no JetStreamWal has the log open.
   */
  static async damage(options: JetStreamLogOptions, shard: number, seq: number, mode: DamageMode): Promise<void> {
    await withContext(options, async (ctx) => {
      const stream = ctx.names.recordStream(shard);
      const info = await ctx.jsm.streams.info(stream);
      const tail = [];
      for (let s = info.state.first_seq; s <= info.state.last_seq; s += 1) {
        const msg = await ctx.jsm.streams.getMessage(stream, { seq: s });
        if (msg !== null && recordSeqOf(msg, shard) >= seq) tail.push(msg);
      }
      assert(tail.length > 0 && recordSeqOf(tail[0]!, shard) === seq, `no record at shard ${shard} seq ${seq} to damage`);
      for (const msg of tail) await ctx.jsm.streams.deleteMessage(stream, msg.seq, false);
      for (const [i, msg] of tail.entries()) {
        if (i === 0 && mode === 'delete') continue;
        const frame = i === 0 ? damageFrame(msg.data, mode as Exclude<DamageMode, 'delete'>) : msg.data;
        await ctx.js.publish(ctx.names.recordSubject(shard), frame, { headers: recordHeaders(recordSeqOf(msg, shard)) });
      }
    });
  }

  /** Test hook: flips a byte in the middle of a shard's stored snapshot (unchunked ones). */
  static async damageSnapshot(options: JetStreamLogOptions, shard: number): Promise<void> {
    await withContext(options, async (ctx) => {
      const subject = ctx.names.snapshotSubject(shard);
      const msg = await ctx.jsm.streams.getMessage(ctx.names.keyedStream, { last_by_subj: subject });
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

async function withContext(options: JetStreamLogOptions, use: (ctx: JetStreamContext) => Promise<void>): Promise<void> {
  const ctx = await openContext(options);
  try {
    await use(ctx);
  } finally {
    await ctx.nc.close();
  }
}
