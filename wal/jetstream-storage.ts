// WalStorage on NATS JetStream: records in a stream per shard (jetstream-shard-log.ts), the
// write lease (jetstream-lease.ts), meta values and snapshots as the last message of a subject
// in one keyed stream (max one message per subject). base-wal.ts keeps the checks.

import { headers } from '@nats-io/transport-node';
import type { StoredMsg } from '@nats-io/jetstream';
import { Lease, type LeaseOptions } from './jetstream-lease.ts';
import {
  FencedError,
  isStreamNotFound,
  isWrongLastSequence,
  openContext,
  sleep,
  streamConfig,
  toBuffer,
  untilDeadline,
  type JetStreamContext,
  type JetStreamLogOptions,
} from './jetstream-context.ts';
import { ShardLogs, type FenceTag } from './jetstream-shard-log.ts';
import { BorrowedHolder, LeaseShare } from './jetstream-lease-share.ts';
import { ShardsRefusedError, type StoredRecord, type WalStorage } from './storage.ts';
import { NotOwnerError } from './not-owner.ts';

/** Under the server's default max_payload of 1 MiB, headers included. */
const CHUNK_BYTES = 512 * 1024;
const CHUNKS_HEADER = 'Errand-Chunks';

export interface JetStreamStorageOptions extends JetStreamLogOptions {
  /** The whole-log lease (one writer); absent when several nodes share the log, shard by shard. */
  readonly lease?: LeaseOptions;
  /**
   * Shared log: throws unless this node holds `shard`'s lease; asked before a shard's records,
   * snapshot or torn-tail cut are written (the server's fence is the hard stop behind it).
   */
  readonly checkOwner?: (shard: number) => void;
  /**
   * Shared log: hands the shard leases back, after the last writes and before the connection ends.
   */
  readonly beforeClose?: () => Promise<void>;
  /**
   * An engine thread's part of the log: these shards only, written while the main thread's lease
   * holds (jetstream-lease-share.ts; docs/threads.md, "Step 8").
   */
  readonly lent?: LentLease;
  /**
   * An engine thread's part of a shared log: no shard at open, each adopted (`adoptShard`) once
   * the main thread has taken and fenced it; `checkOwner` says whether its lent lease holds.
   */
  readonly adopts?: boolean;
}

/** The main thread's lease as it lends it to an engine thread (structured-clone safe). */
export interface LentLease {
  readonly buffer: SharedArrayBuffer;
  readonly tag: FenceTag;
  readonly shards: readonly number[];
}

export class JetStreamStorage implements WalStorage {
  private ctx: JetStreamContext | undefined;
  private logs: ShardLogs | undefined;
  private lease: Lease | undefined;
  private readonly share: LeaseShare | undefined;
  private keyedReady = false;

  constructor(
    private readonly options: JetStreamStorageOptions,
    /**
     * Told when the lease is lost between writes, so the log fails at once rather than at its next
     * write.
     */
    private readonly onFenced: (error: Error) => void,
  ) {
    if (options.lent !== undefined) this.share = new LeaseShare(options.lent.buffer);
  }

  /** Throws unless this handle may write: its own lease, or the one lent to it, holds. */
  private checkLease(): void {
    this.lease?.check();
    this.share?.check();
  }

  private get c(): JetStreamContext {
    if (this.ctx === undefined) throw new Error('JetStreamStorage used before open');
    return this.ctx;
  }

  private get shardLogs(): ShardLogs {
    if (this.logs === undefined) throw new Error('JetStreamStorage used before open');
    return this.logs;
  }

  /**
   * The connection and shard logs, for the shared log's leases and followers (see
   * jetstream-shared-wal.ts).
   */
  get shared(): { readonly ctx: JetStreamContext; readonly logs: ShardLogs } {
    return { ctx: this.c, logs: this.shardLogs };
  }

  /** Who holds the whole-log lease for this handle (after open): lent to engine threads. */
  get leaseTag(): FenceTag | undefined {
    return this.lease?.fenceTag;
  }

  async open(): Promise<void> {
    const ctx = await openContext(this.options);
    try {
      let lease: Lease | undefined;
      if (this.options.lease !== undefined) {
        lease = new Lease(ctx, this.options.lease, this.onFenced);
        await lease.acquire();
        this.lease = lease;
      }
      // With the lease, fences every shard stream, so a writer that missed this takeover is
      // refused everywhere; shared, only learns where each shard ends.
      const { lent } = this.options;
      const logs =
        lent === undefined || this.share === undefined
          ? new ShardLogs(ctx, lease, this.options.adopts ? { shards: new Set() } : undefined)
          : new ShardLogs(ctx, new BorrowedHolder(ctx, this.share, lent.tag), {
              shards: new Set(lent.shards),
            });
      await logs.load();
      this.ctx = ctx;
      this.logs = logs;
    } catch (error) {
      await this.lease?.release();
      await ctx.nc.close();
      throw error;
    }
  }

  /** An adopting handle (`adopts`): learns where the just-fenced shard's stream ends. */
  adoptShard(shard: number): Promise<void> {
    return this.shardLogs.adopt(shard);
  }

  async close(): Promise<void> {
    await this.options.beforeClose?.();
    await this.lease?.release();
    await this.ctx?.nc.close();
    this.ctx = undefined;
  }

  async *scanAll(): AsyncIterable<readonly StoredRecord[]> {
    for (const shard of this.shardLogs.withRecords()) yield* this.shardLogs.scan(shard, 1);
  }

  async shardsWithRecords(): Promise<number[]> {
    return this.shardLogs.withRecords();
  }

  scanShardRecords(shard: number, fromSeq: number): AsyncIterable<readonly StoredRecord[]> {
    return this.shardLogs.scan(shard, fromSeq);
  }

  async *scanShard(shard: number, fromSeq: number): AsyncIterable<readonly Buffer[]> {
    for await (const batch of this.shardLogs.scan(shard, fromSeq)) yield batch.map((r) => r.frame);
  }

  getRecord(shard: number, seq: number): Promise<Buffer | undefined> {
    return this.shardLogs.get(shard, seq);
  }

  /**
   * Each shard's records go to its own stream, all shards at once; the batch is durable (as
   * JetStream means it: on a majority of replicas) when every shard's publishes are acknowledged.
   * Not atomic across shards: a failed batch may leave whole records of some shards, which
   * restart treats like a crash between write and answer (unacknowledged, never partial).
   */
  /** Shards with publishes under way (past the owner check): their records may land any moment. */
  private readonly publishingShards = new Map<number, number>();

  /** Whether records of `shard` are being published now (a lease lost then: outcome unknown). */
  publishing(shard: number): boolean {
    return this.publishingShards.has(shard);
  }

  async writeBatch(records: readonly StoredRecord[]): Promise<void> {
    this.checkLease();
    const byShard = new Map<number, StoredRecord[]>();
    for (const record of records) {
      const list = byShard.get(record.shard);
      if (list === undefined) byShard.set(record.shard, [record]);
      else list.push(record);
    }
    // Checked before anything is published: a shard whose lease ran out is refused alone.
    const refused = new Map<number, Error>();
    for (const shard of byShard.keys()) {
      try {
        this.options.checkOwner?.(shard);
      } catch (error) {
        refused.set(shard, error instanceof Error ? error : new Error(String(error)));
      }
    }
    if (refused.size > 0) throw new ShardsRefusedError(refused);
    const shards = [...byShard.keys()];
    const publishing = this.publishingShards;
    for (const shard of shards) publishing.set(shard, (publishing.get(shard) ?? 0) + 1);
    const writes = shards.map((shard) => this.shardLogs.write(shard, byShard.get(shard)!));
    const results = await Promise.allSettled(writes).finally(() => {
      for (const shard of shards) {
        const left = (this.publishingShards.get(shard) ?? 1) - 1;
        if (left === 0) this.publishingShards.delete(shard);
        else this.publishingShards.set(shard, left);
      }
    });
    const failed = new Map<number, unknown>();
    results.forEach((r, i) => {
      if (r.status === 'rejected') failed.set(shards[i]!, r.reason);
    });
    if (failed.size === 0) return;
    // Shared log: a shard another node fenced while we published is that node's now (it read
    // whatever of ours landed before its fence); each shard's publishes settle apart, so the
    // others' records are written and the log goes on. Any other failure fails the log.
    if (
      this.options.checkOwner !== undefined &&
      [...failed.values()].every((e) => e instanceof FencedError)
    ) {
      throw new ShardsRefusedError(
        new Map(
          [...failed].map(([shard, e]) => [
            shard,
            new NotOwnerError(shard, (e as Error).message, true),
          ]),
        ),
        true,
      );
    }
    throw failed.values().next().value;
  }

  async deleteRecord(shard: number, seq: number): Promise<void> {
    this.checkLease();
    // Shared: a torn tail found at open is nobody's to cut yet, so open fails (see docs/scale.md).
    this.options.checkOwner?.(shard);
    await this.shardLogs.delete(shard, seq);
  }

  async getSnapshot(shard: number): Promise<Buffer | undefined> {
    const head = await this.lastOf(this.c.names.snapshotSubject(shard));
    if (head === null) return undefined;
    const chunks = Number(head.header?.get(CHUNKS_HEADER) ?? '0');
    if (chunks === 0) return toBuffer(head.data);
    const parts: Buffer[] = [];
    for (let i = 0; i < chunks; i += 1) {
      const part = await this.lastOf(this.c.names.snapshotChunkSubject(shard, i));
      // A snapshot whose chunks were overwritten midway fails its crc: a longer replay, no harm.
      if (part === null) return undefined;
      parts.push(toBuffer(part.data));
    }
    return Buffer.concat(parts);
  }

  /**
   * Large frames go in chunks first, then the head naming how many; see getSnapshot for a torn one.
   */
  async putSnapshot(shard: number, frame: Buffer): Promise<void> {
    this.checkLease();
    this.options.checkOwner?.(shard);
    if (frame.length <= CHUNK_BYTES)
      return this.putKeyed(this.c.names.snapshotSubject(shard), frame);
    const chunks = Math.ceil(frame.length / CHUNK_BYTES);
    for (let i = 0; i < chunks; i += 1) {
      await this.putKeyed(
        this.c.names.snapshotChunkSubject(shard, i),
        frame.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES),
      );
    }
    const h = headers();
    h.set(CHUNKS_HEADER, String(chunks));
    await this.putKeyed(this.c.names.snapshotSubject(shard), new Uint8Array(0), h);
  }

  async getMeta(key: string): Promise<string | undefined> {
    const msg = await this.lastOf(this.c.names.metaSubject(key));
    return msg === null ? undefined : msg.string();
  }

  async putMeta(key: string, value: string): Promise<void> {
    this.checkLease();
    await this.putKeyed(this.c.names.metaSubject(key), new TextEncoder().encode(value));
  }

  /**
   * Retried like a write: a stream another node is making at this moment (two nodes started
   * together) has no leader for a few seconds, and a get then times out rather than failing.
   */
  private lastOf(subject: string): Promise<StoredMsg | null> {
    return untilDeadline(performance.now() + this.c.writeRetryMs, async () => {
      try {
        return await this.c.jsm.streams.getMessage(this.c.names.keyedStream, {
          last_by_subj: subject,
        });
      } catch (error) {
        if (isStreamNotFound(error)) return null;
        throw error;
      }
    });
  }

  /**
   * Compare-and-set on the keyed stream, fenced as a shard's appends are: by the stream's last
   * sequence (per-subject expectations let two writers both win on 2.9.10). Any write to the
   * stream meanwhile (a webhook cursor) refuses the publish; the value is then read again.
   */
  async swapMeta(
    key: string,
    expected: string | undefined,
    value: string,
  ): Promise<string | undefined> {
    this.checkLease();
    const deadline = performance.now() + this.c.writeRetryMs;
    const subject = this.c.names.metaSubject(key);
    await this.ensureKeyed(deadline);
    for (let wait = 50; ; wait = Math.min(wait * 2, 1_000)) {
      try {
        const last = (await this.c.jsm.streams.info(this.c.names.keyedStream)).state.last_seq;
        const current = (await this.lastOf(subject))?.string();
        // A publish whose answer was lost may have landed: our value there means it did.
        if (current !== expected) return current;
        await this.c.js.publish(subject, new TextEncoder().encode(value), {
          expect: { lastSequence: last },
          timeout: this.c.publishTimeoutMs,
        });
        return value;
      } catch (error) {
        if (isWrongLastSequence(error)) continue;
        if (performance.now() + wait > deadline) throw error;
        await sleep(wait);
      }
    }
  }

  private async ensureKeyed(deadline: number): Promise<void> {
    if (this.keyedReady) return;
    const { names } = this.c;
    const config = streamConfig(
      this.c,
      names.keyedStream,
      [`${names.prefix}.meta.>`, `${names.prefix}.snap.>`, `${names.prefix}.snapc.>`],
      { max_msgs_per_subject: 1 },
    );
    await untilDeadline(deadline, () => this.c.jsm.streams.add(config));
    this.keyedReady = true;
  }

  private async putKeyed(subject: string, data: Uint8Array, h = headers()): Promise<void> {
    const deadline = performance.now() + this.c.writeRetryMs;
    await this.ensureKeyed(deadline);
    // A value write is idempotent, so a retry after a lost acknowledgement is harmless.
    await untilDeadline(deadline, () =>
      this.c.js.publish(subject, data, { headers: h, timeout: this.c.publishTimeoutMs }),
    );
  }
}
