// The JetStream log shared by several errand nodes (docs/scale.md, "Several nodes"): every node
// opens the whole log and can follow any shard; a node appends to a shard only while it holds
// that shard's lease. JetStreamWal (one writer, one whole-log lease) is unchanged beside it.
//
// Taking a shard: acquire its lease (refused while another holder's is live, taken once it has
// expired), fence its stream (so the previous owner's publishes in flight or yet to come are
// refused by the server), read its records to the end with the chain checked, and move the
// shard's head there. Losing a shard's lease (a renewal finds it taken, or our clock says it ran
// out) drops that shard alone: its later appends are refused with NotOwnerError, and so are its
// records already queued when a batch finds the lease gone before publishing anything (the batch
// goes on with the other shards'; ShardsRefusedError). A shard the server fences mid-batch
// (another node took it while we published) is refused the same way: each shard's publishes
// settle apart, so the other shards' records are written and acknowledged, and the fenced one's
// are answered 503 (outcome unknown: the new owner read whatever of ours landed before its
// fence). Any other failed write fails the whole log (fail-stop, then rejoin).

import assert from 'node:assert/strict';
import type { NatsConnection } from '@nats-io/transport-node';
import { BaseWal, type WalOptions } from './base-wal.ts';
import { breakLease, Lease } from './jetstream-lease.ts';
import {
  FencedError,
  openContext,
  type JetStreamContext,
  type JetStreamLogOptions,
} from './jetstream-context.ts';
import { ShardFollower, type FollowHandlers } from './jetstream-follow.ts';
import { JetStreamStorage } from './jetstream-storage.ts';
import { WriteLatch } from './write-latch.ts';
import { NotOwnerError } from './not-owner.ts';
import type { ShardLeaseShares } from './jetstream-shard-shares.ts';
import type { WalEntry, WalPosition } from './wal.ts';

export { NotOwnerError };

export interface SharedJetStreamWalOptions extends WalOptions, JetStreamLogOptions {
  /** Names this node in its shard leases and fences. */
  readonly nodeId: string;
  /** A shard whose owner has not renewed its lease for this long may be taken. Default 10 s. */
  readonly leaseTtlMs?: number;
  /** Default a third of the TTL. */
  readonly leaseRenewEveryMs?: number;
  /** Told when this node loses a shard it owned (taken over, or not renewed in time). */
  readonly onShardLost?: (shard: number, error: Error) => void;
  /**
   * Engine threads write the shards (docs/threads.md, "WAL=jetstream-shared on engine threads"):
   * each lease's renewals go to its slot here, and a lost or handed-back lease empties it.
   */
  readonly shares?: ShardLeaseShares;
}

export class SharedJetStreamWal extends BaseWal {
  private readonly store: JetStreamStorage;
  private readonly leases = new Map<number, Lease>();
  /** Shards being taken: no second take, no appends until the head has moved. */
  private readonly taking = new Set<number>();
  /** Shards being taken → the step under way (lease, fence, read): what a slow take reports. */
  private readonly takeSteps = new Map<number, string>();
  private readonly followers = new Set<ShardFollower>();
  /**
   * Besides options.onShardLost: the engine's ownership layer registers here after the log is made.
   */
  private readonly lostListeners = new Set<(shard: number, error: Error) => void>();

  constructor(readonly options: SharedJetStreamWalOptions) {
    const latch = options.latch ?? new WriteLatch();
    // The owner check needs `this`, which the storage must exist before: late-bound.
    const self: { wal?: SharedJetStreamWal } = {};
    const store = new JetStreamStorage(
      {
        ...options,
        checkOwner: (shard) => self.wal!.checkOwnerToWrite(shard),
        beforeClose: () => self.wal!.releaseAll(),
      },
      (error) => latch.trip(error),
    );
    super(store, { ...options, latch });
    this.store = store;
    self.wal = this;
    // Fail-stop: once anything of the service has failed, no thread writes a shard again.
    const { shares } = options;
    if (shares !== undefined) this.latch.onTrip(() => shares.loseAll());
  }

  private checkOwner(shard: number): void {
    const lease = this.leases.get(shard);
    if (lease === undefined || this.taking.has(shard)) throw new NotOwnerError(shard);
    lease.check();
  }

  /** As checkOwner, always as NotOwnerError: what a shard's refused records are rejected with. */
  private checkOwnerToWrite(shard: number): void {
    try {
      this.checkOwner(shard);
    } catch (error) {
      throw error instanceof FencedError ? new NotOwnerError(shard, error.message) : error;
    }
  }

  /**
   * Whether records of `shard` are being published now: a lease lost meanwhile leaves their
   * outcome unknown; lost between batches, nothing of the shard's queued records was written.
   */
  publishing(shard: number): boolean {
    return this.store.publishing(shard);
  }

  /** Shards whose lease this node holds now (by its own clock). */
  ownedShards(): number[] {
    return [...this.leases.keys()].filter((shard) => this.owns(shard)).sort((a, b) => a - b);
  }

  owns(shard: number): boolean {
    try {
      this.checkOwner(shard);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Refused at once, without failing the log, for a shard this node does not own; see the top of
   * this file for what happens when the lease is lost with appends queued.
   */
  override append(shard: number, payload: Uint8Array): Promise<WalPosition> {
    try {
      this.checkOwner(shard);
    } catch (error) {
      return Promise.reject(
        error instanceof FencedError ? new NotOwnerError(shard, error.message) : error,
      );
    }
    return super.append(shard, payload);
  }

  /**
   * Takes a shard: its lease (LeaseHeldError while another node's is live), its stream's fence,
   * and its records up to the fence, chain checked; resolves with the head appends will follow.
   */
  async acquireShard(shard: number): Promise<WalPosition> {
    assert(
      !this.leases.has(shard) && !this.taking.has(shard),
      `shard ${shard} is already owned or being taken`,
    );
    if (this.latch.tripped) throw this.latch.failure;
    // Appends made while this node last owned the shard and not yet settled (a slow publish when
    // the lease lapsed): taken now, they could land after the take, in the log but in nobody's
    // state. They settle (written, or refused for want of the lease) before the next try.
    if (this.hasAppendsInFlight(shard))
      throw new NotOwnerError(shard, 'appends from its last ownership are still being written');
    const { ctx, logs } = this.store.shared;
    const lease = new Lease(
      ctx,
      {
        owner: this.options.nodeId,
        ttlMs: this.options.leaseTtlMs ?? 10_000,
        ...(this.options.leaseRenewEveryMs === undefined
          ? {}
          : { renewEveryMs: this.options.leaseRenewEveryMs }),
        target: shardLeaseTarget(ctx, shard),
        ...(this.options.shares === undefined
          ? {}
          : { onValidUntil: (until: number) => this.options.shares?.renewed(shard, until) }),
      },
      (error) => this.lost(shard, lease, error),
    );
    this.taking.add(shard);
    try {
      this.takeSteps.set(shard, 'taking its lease');
      await lease.acquire();
      this.leases.set(shard, lease);
      this.takeSteps.set(shard, 'fencing its stream');
      await logs.take(shard, lease.fenceTag);
      this.takeSteps.set(shard, 'reading its records to the fence');
      // Everything the previous owner got in before the fence, from where this node stands.
      let last: { seq: number; hash: Buffer } | undefined;
      for await (const batch of this.readBatches(shard, this.head(shard).seq)) {
        const end = batch[batch.length - 1]!;
        last = { seq: end.seq, hash: Buffer.from(end.hash, 'hex') };
      }
      if (last !== undefined) this.adoptHead(shard, last.seq, last.hash);
      lease.check();
    } catch (error) {
      this.leases.delete(shard);
      this.options.shares?.lose(shard);
      await lease.release();
      throw error;
    } finally {
      this.taking.delete(shard);
      this.takeSteps.delete(shard);
    }
    return this.head(shard);
  }

  /**
   * With engine threads (`shares`), a shard this node holds is written by its thread, so this
   * handle's bound on the shard's stream is the one its take read: a read of it (the webhooks'
   * catch-up from their cursor, say) first learns where the stream ends now.
   */
  override readBatches(shard: number, afterSeq = 0): AsyncIterable<readonly WalEntry[]> {
    if (this.options.shares === undefined || !this.leases.has(shard))
      return super.readBatches(shard, afterSeq);
    const read = () => super.readBatches(shard, afterSeq);
    const { logs } = this.store.shared;
    return (async function* () {
      await logs.adopt(shard);
      yield* read();
    })();
  }

  /** The keys of every meta value of this log (to copy it: src/runtime/jetstream-export.ts). */
  async metaKeys(): Promise<string[]> {
    const { ctx } = this.store.shared;
    const prefix = `${ctx.names.prefix}.meta.`;
    const filter = { subjects_filter: `${prefix}>` };
    const info = await ctx.jsm.streams.info(ctx.names.keyedStream, filter).catch(() => undefined);
    const subjects = Object.keys(info?.state.subjects ?? {});
    const keyOf = (subject: string) => Buffer.from(subject.slice(prefix.length), 'base64url');
    return subjects.map((subject) => keyOf(subject).toString('utf8')).sort();
  }

  /** What the shard's lease was before this node took it (for the log line of a take). */
  takenFrom(shard: number): string | undefined {
    return this.leases.get(shard)?.takenFrom;
  }

  /** The step a take of this shard is at, if one is under way. */
  takeStep(shard: number): string | undefined {
    return this.takeSteps.get(shard);
  }

  /**
   * Hands a shard back (after its appends have been written), so another node need not wait out the
   * TTL.
   */
  async releaseShard(shard: number): Promise<void> {
    const lease = this.leases.get(shard);
    if (lease === undefined) return;
    this.leases.delete(shard);
    this.options.shares?.lose(shard);
    await lease.release();
  }

  /**
   * Refused at write time (lease run out, or fenced by the node that took it): not ours any more.
   */
  protected override shardRefused(shard: number, cause: Error): void {
    const lease = this.leases.get(shard);
    if (lease === undefined) return;
    this.lost(shard, lease, cause);
    void lease.release().catch(() => undefined);
  }

  private lost(shard: number, lease: Lease, error: Error): void {
    if (this.leases.get(shard) !== lease) return;
    this.leases.delete(shard);
    this.options.shares?.lose(shard);
    this.options.onShardLost?.(shard, error);
    for (const listener of this.lostListeners) listener(shard, error);
  }

  /** Also told when a shard is lost (see onShardLost); returns the way to stop being told. */
  addShardLostListener(listener: (shard: number, error: Error) => void): () => void {
    this.lostListeners.add(listener);
    return () => this.lostListeners.delete(listener);
  }

  /**
   * The log's NATS connection, for request/reply between nodes (command forwarding): one
   * connection per node, and it lives exactly as long as the log.
   */
  connection(): NatsConnection {
    return this.store.shared.ctx.nc;
  }

  /** The seq of the last record committed to a shard now, by whichever node owns it. */
  lastRecordSeq(shard: number): Promise<number> {
    return this.store.shared.logs.lastRecordSeq(shard);
  }

  /**
   * Tails a shard's committed records after `afterSeq` (0: from the first), as its owner appends
   * them, chain checked; see jetstream-follow.ts. Resolves the returned stop once it has stopped.
   */
  follow(
    shard: number,
    afterSeq: number,
    handlers: FollowHandlers,
  ): { stop: () => Promise<void>; position: () => number } {
    const { ctx, logs } = this.store.shared;
    const follower = new ShardFollower(ctx, logs, shard, afterSeq, handlers);
    this.followers.add(follower);
    return {
      stop: async () => {
        this.followers.delete(follower);
        await follower.stop();
      },
      position: () => follower.position,
    };
  }

  /**
   * Stops the followers, then BaseWal.close: appends already made are written, then the storage
   * hands every shard lease back (releaseAll) before the connection ends.
   */
  override async close(): Promise<void> {
    await Promise.all([...this.followers].map((f) => f.stop()));
    this.followers.clear();
    await super.close();
  }

  private async releaseAll(): Promise<void> {
    const leases = [...this.leases.values()];
    this.leases.clear();
    this.options.shares?.loseAll();
    await Promise.all(leases.map((l) => l.release()));
  }

  /**
   * Test hook: stops renewing every shard lease, as a node that hung would. Its appends are
   * still taken until its own clock says a lease ran out; then the shard is lost.
   */
  hang(): void {
    for (const lease of this.leases.values()) lease.pauseRenewals();
  }

  /** Ends a shard's lease at once (its owner is known dead); its fence still stops a live one. */
  static async breakShardLease(options: JetStreamLogOptions, shard: number): Promise<void> {
    const ctx = await openContext(options);
    try {
      await breakLease(ctx, shardLeaseTarget(ctx, shard));
    } finally {
      await ctx.nc.close();
    }
  }
}

function shardLeaseTarget(
  ctx: JetStreamContext,
  shard: number,
): { stream: string; subject: string; what: string } {
  return {
    stream: ctx.names.shardLeaseStream(shard),
    subject: ctx.names.shardLeaseSubject(shard),
    what: `shard ${shard}`,
  };
}
