// One errand node among several on a shared JetStream log (docs/scale.md, "Several nodes"): the
// engine's shards are followers (their state kept up to date from the owner's records)
// except those this node has taken with `acquire`, which it decides, appends to and serves to the
// other nodes over NATS request/reply on `<prefix>.cmd.<shard>`. A command for a shard owned
// elsewhere is forwarded there; its answer carries the seq it was committed at and the caller
// waits until its own follower has applied that seq, so a node's next read sees what it was told
// (read-your-writes). Opt-in: the engine uses this only when EngineOptions.ownership is given.
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import type { SharedJetStreamWal } from '../../wal/jetstream-shared-wal.ts';
import type { WalPosition } from '../../wal/wal.ts';
import type { Command } from '../core/commands.ts';
import { shardMoving } from '../errors/problem.ts';
import type { Engine, ShardOwnership } from '../runtime/engine.ts';
import type { ThreadShards } from './thread-shards.ts';
import { decodeCommand, encodeForward, replyForError, type ForwardReply } from './forward-codec.ts';
import { Forwarder } from './forwarder.ts';

export interface SharedNodeOptions {
  /** The log's prefix: names the command subjects beside its streams. */
  readonly prefix: string;
  /** How long a forwarded command may take at the owner, commit included. Default 5 s. */
  readonly forwardTimeoutMs?: number;
  /** How long the caller waits for its follower to reach the answer's seq. Default 5 s. */
  readonly catchUpTimeoutMs?: number;
  /** How often owned shards' leases are checked against our clock. Default 250 ms. */
  readonly leaseCheckEveryMs?: number;
  /** Engine threads decide the shards taken here (thread-shards.ts); else this thread does. */
  readonly threads?: ThreadShards;
}

interface Following {
  stop(): Promise<void>;
}

export class SharedNode implements ShardOwnership {
  private engine: Engine | undefined;
  /** The log's connection: it exists once the log is open, which Engine.open does before attach. */
  private nc!: NatsConnection;
  private readonly following = new Map<number, Following>();
  private readonly serving = new Map<number, Subscription>();
  /** Per owned shard: where other nodes ask for it (shards go home: shard-assigner.ts). */
  private readonly handovers = new Map<number, Subscription>();
  /** Whether to hand an owned shard to the node that asks (set by the assigner; default never). */
  private grantHandover: (shard: number, asker: string) => boolean = () => false;
  /** Told after an owned shard was handed to another node at its request. */
  private onHandedOver: ((shard: number, asker: string, tookMs: number) => void) | undefined;
  /** Shards being taken: not followed, not yet served. */
  private readonly taking = new Set<number>();
  /** Shards being taken → the step under way here (the log's own steps come from the wal). */
  private readonly takeSteps = new Map<number, string>();
  private closed = false;
  private catchingUp: Promise<void> | undefined;
  private readonly forwarder: Forwarder;
  private nextCatchUp: Promise<void> | undefined;
  private checker: NodeJS.Timeout | undefined;
  private readonly stopListening: () => void;

  constructor(
    readonly wal: SharedJetStreamWal,
    private readonly options: SharedNodeOptions,
  ) {
    this.stopListening = wal.addShardLostListener((shard, error) => this.lost(shard, error));
    this.forwarder = new Forwarder({
      connection: () => this.nc,
      subject: (shard) => this.subject(shard),
      forwardTimeoutMs: options.forwardTimeoutMs ?? 5_000,
      catchUpTimeoutMs: options.catchUpTimeoutMs ?? 5_000,
      waitDurable: (shard, seq, timeoutMs) =>
        this.theEngine.shards[shard]!.waitDurable(seq, timeoutMs),
    });
  }

  async attach(engine: Engine): Promise<void> {
    this.engine = engine;
    this.nc = this.wal.connection();
    engine.ownershipListener = (shard) => this.lost(shard);
    for (const shard of engine.shards) {
      shard.becomeFollower();
      this.follow(shard.id);
    }
    // A lease that ran out by our clock is only noticed when checked: check owned shards often,
    // so a node that hung and woke stops serving and follows again without waiting for a write.
    this.checker = setInterval(() => {
      for (const shard of this.serving.keys()) if (!this.wal.owns(shard)) this.lost(shard);
    }, this.options.leaseCheckEveryMs ?? 250);
    this.checker.unref();
  }

  private get theEngine(): Engine {
    if (this.engine === undefined) throw new Error('SharedNode used before the engine attached it');
    return this.engine;
  }

  /** With engine threads: whether `shard` is decided on this node's thread now. */
  onThread(shard: number): boolean {
    return this.options.threads?.has(shard) ?? false;
  }

  /** Whether this node decides `shard` now (here, or on its engine thread). */
  private decides(shard: number): boolean {
    const { threads } = this.options;
    return threads ? threads.has(shard) : this.theEngine.shards[shard]!.isOwner;
  }

  /** Shards this node decides now. */
  ownedShards(): number[] {
    return [...this.serving.keys()].sort((a, b) => a - b);
  }

  private follow(shard: number): void {
    const engine = this.theEngine;
    const actor = engine.shards[shard]!;
    const follower = this.wal.follow(shard, actor.durableSeq, {
      onEntries: (entries) => actor.followed(entries),
      // A broken chain or a record memory refuses: this node's state no longer matches the log.
      onError: (error) => {
        if (!this.closed) engine.failed(error);
      },
    });
    this.following.set(shard, follower);
  }

  /**
   * Takes a shard: take its lease (LeaseHeldError while another node's is live), stop following
   * it, apply what the follower had not yet applied up to the head the take read to, then
   * decide its commands and answer forwarded ones. On failure the shard is followed again.
   */
  async acquire(shard: number): Promise<WalPosition> {
    const engine = this.theEngine;
    const actor = engine.shards[shard]!;
    const { threads } = this.options;
    if (actor.isOwner || this.taking.has(shard) || threads?.busy(shard))
      throw new Error(`shard ${shard} is already owned or being taken`);
    this.taking.add(shard);
    try {
      // The lease first, while the follower goes on applying: a refused take leaves it running.
      const head = await this.wal.acquireShard(shard);
      try {
        this.takeSteps.set(shard, 'stopping its follower');
        await this.following.get(shard)?.stop();
        this.following.delete(shard);
        // Nothing is committed past the fence but by us: the follower stopped at or before head.
        this.takeSteps.set(shard, 'applying its records to the fence');
        await actor.whenConsistent();
        for await (const batch of this.wal.readBatches(shard, actor.durableSeq))
          actor.followed(batch);
        if (actor.durableSeq !== head.seq)
          throw new Error(
            `shard ${shard}: applied ${actor.durableSeq} after taking it at ${head.seq}`,
          );
        // On engine threads the replica stays a follower: its thread decides from here on.
        this.takeSteps.set(shard, 'sending it to its engine thread');
        if (threads) await threads.adopt(shard, actor, head);
      } catch (error) {
        await this.wal.releaseShard(shard).catch(() => undefined);
        if (!this.closed && !this.following.has(shard)) this.follow(shard);
        throw error;
      }
      if (!threads) actor.becomeOwner();
      // Commands forwarded to the old owner and still unanswered: their outcome is unknown (503).
      this.forwarder.abandon(shard);
      this.serving.set(
        shard,
        this.nc.subscribe(this.subject(shard), {
          callback: (error, msg) => void this.serve(shard, error, msg),
        }),
      );
      const handOver = (error: Error | null, msg: Msg) => void this.handOver(shard, error, msg);
      this.handovers.set(
        shard,
        this.nc.subscribe(this.handoverSubject(shard), { callback: handOver }),
      );
      // The subscription is known to the server before anyone is told this node owns the shard.
      this.takeSteps.set(shard, 'subscribing to its commands');
      await this.nc.flush();
      return head;
    } finally {
      this.taking.delete(shard);
      this.takeSteps.delete(shard);
    }
  }

  /** Where a take of this shard is, if one is under way: for a take that is slow to say so. */
  takeStep(shard: number): string | undefined {
    return this.takeSteps.get(shard) ?? this.wal.takeStep(shard);
  }

  /** Hands a shard back once its decided commands are answered; it is followed again. */
  async release(shard: number): Promise<void> {
    const { threads } = this.options;
    if (threads) {
      if (!threads.has(shard)) return;
      this.stopServing(shard);
      // Its thread answers what it decided, then writes it no more; then the lease goes back.
      await threads.drop(shard);
      await this.wal.releaseShard(shard);
      if (!this.closed && !this.following.has(shard)) this.follow(shard);
      return;
    }
    const actor = this.theEngine.shards[shard]!;
    if (!actor.isOwner) return;
    this.stopServing(shard);
    // Nothing new is decided here; what was decided is answered, then the lease goes back.
    actor.drain();
    await actor.settled();
    actor.becomeFollower();
    await this.wal.releaseShard(shard);
    this.follow(shard);
  }

  /** The lease is gone (taken, or run out by our clock): answer nothing more, follow again. */
  private lost(shard: number, cause?: Error): void {
    if (this.engine === undefined || this.taking.has(shard)) return;
    if (this.options.threads) {
      this.lostOnThread(shard, this.options.threads);
      return;
    }
    const actor = this.engine.shards[shard]!;
    this.stopServing(shard);
    // The shard may have stopped owning by itself (an append refused for want of the lease):
    // what decides whether anything is left to do is whether it is followed yet.
    // Answers waiting say shard_moving only if none of their records can be landing now, nor
    // landed before a fence refused the rest (a NotOwnerError that says so).
    const landed = (cause as { mayHaveLanded?: boolean } | undefined)?.mayHaveLanded === true;
    if (actor.isOwner) actor.becomeFollower(!landed && !this.wal.publishing(shard));
    else if (this.following.has(shard)) return;
    // The wal may still hold the lost lease (an append refused by our clock): hand it back, so
    // taking the shard again later is possible. Refused by the server if another node took it.
    void this.wal.releaseShard(shard).catch(() => undefined);
    // Its records in flight are in its state: that is built again from the log first.
    // A take of the shard started meanwhile stops the follower itself, or follows again if it
    // fails.
    void actor.whenConsistent().then(() => {
      if (!this.closed && !actor.isOwner && !this.taking.has(shard) && !this.following.has(shard))
        this.follow(shard);
    });
  }

  /**
   * The lease of a shard on an engine thread is gone (its slot emptied with it: the thread writes
   * nothing more of it): the thread answers what it holds and lets go, then the replica, which
   * has every record the thread made durable, follows the log from there.
   */
  private lostOnThread(shard: number, threads: ThreadShards): void {
    if (!threads.has(shard)) return;
    this.stopServing(shard);
    void this.wal.releaseShard(shard).catch(() => undefined);
    void threads.drop(shard).then(
      () => {
        if (!this.closed && !this.taking.has(shard) && !this.following.has(shard))
          this.follow(shard);
      },
      () => undefined,
    );
  }

  /**
   * Drained, not just unsubscribed: a request the server routed here before it heard of the
   * unsubscribe is still answered (shard_moving), instead of being dropped and timing out.
   */
  private stopServing(shard: number): Promise<void> {
    const sub = this.serving.get(shard);
    this.serving.delete(shard);
    this.handovers.get(shard)?.unsubscribe();
    this.handovers.delete(shard);
    return sub === undefined ? Promise.resolve() : sub.drain().catch(() => undefined);
  }

  private async serve(shard: number, error: Error | null, msg: Msg): Promise<void> {
    if (error !== null) return;
    let reply: ForwardReply;
    try {
      const engine = this.theEngine;
      const actor = engine.shards[shard]!;
      if (!this.decides(shard) || !this.wal.owns(shard)) {
        this.lost(shard);
        throw shardMoving();
      }
      const result = await engine.executeOwned(decodeCommand(msg.data), shard);
      // Answers are given once their record is applied: the applied seq covers it.
      reply = { ok: true, result, seq: actor.durableSeq };
    } catch (failure) {
      reply = replyForError(failure);
    }
    msg.respond(encodeForward(reply));
  }

  /**
   * One catch-up for all who ask while none has started: a caller that arrives while one runs
   * waits for the next, which starts after it (the heads it reads are at least as new as the call).
   */
  catchUp(): Promise<void> {
    if (this.nextCatchUp !== undefined) return this.nextCatchUp;
    const after = this.catchingUp ?? Promise.resolve();
    const next = after.then(() => {
      this.nextCatchUp = undefined;
      const run = this.catchUpOnce().finally(() => {
        if (this.catchingUp === run) this.catchingUp = undefined;
      });
      this.catchingUp = run;
      return run;
    });
    this.nextCatchUp = next;
    return next;
  }

  private async catchUpOnce(): Promise<void> {
    const engine = this.theEngine;
    const timeout = this.options.catchUpTimeoutMs ?? 5_000;
    await Promise.all(
      [...this.following.keys()].map(async (shard) => {
        // A head we cannot read, or a follower slower than the timeout: the read answers from what
        // it has.
        const seq = await this.wal.lastRecordSeq(shard).catch(() => 0);
        await engine.shards[shard]!.waitDurable(seq, timeout).catch(() => undefined);
      }),
    );
  }

  forward(shard: number, command: Command): Promise<unknown> {
    return this.forwarder.send(shard, command);
  }

  private subject(shard: number): string {
    return `${this.options.prefix}.cmd.${shard}`;
  }

  private handoverSubject(shard: number): string {
    return `${this.options.prefix}.handover.${shard}`;
  }

  /**
   * How this node answers requests for its shards (the assigner's rule); who hears of a handover.
   */
  setHandoverPolicy(
    grant: (shard: number, asker: string) => boolean,
    onHandedOver?: (shard: number, asker: string, tookMs: number) => void,
  ): void {
    this.grantHandover = grant;
    this.onHandedOver = onHandedOver;
  }

  /**
   * Another node asks for an owned shard: if the policy grants it, the shard is released (its
   * decided commands answered first, its lease handed back) and the answer says so; the asker
   * then takes it at once. Commands meanwhile find no responder: shard_moving, nothing applied.
   */
  private async handOver(shard: number, error: Error | null, msg: Msg): Promise<void> {
    if (error !== null) return;
    const asker = new TextDecoder().decode(msg.data);
    const startedMs = performance.now();
    let granted = false;
    try {
      if (this.serving.has(shard) && this.grantHandover(shard, asker)) {
        await this.release(shard);
        granted = true;
      }
    } catch {
      granted = false;
    }
    msg.respond(new TextEncoder().encode(granted ? 'granted' : 'refused'));
    if (granted) this.onHandedOver?.(shard, asker, performance.now() - startedMs);
  }

  /**
   * Asks the owner of `shard` to hand it over; true once it has released it. False when refused,
   * when nobody owns it, or when no answer came within `timeoutMs` (it may release it later).
   */
  async requestHandover(shard: number, asker: string, timeoutMs = 10_000): Promise<boolean> {
    try {
      const asking = new TextEncoder().encode(asker);
      const answer = await this.nc.request(this.handoverSubject(shard), asking, {
        timeout: timeoutMs,
      });
      return new TextDecoder().decode(answer.data) === 'granted';
    } catch {
      return false;
    }
  }

  /** What the shard's lease was before this node took it: for the log line of a take. */
  takenFrom(shard: number): string | undefined {
    return this.wal.takenFrom(shard);
  }

  /** Stops serving and following; leases are handed back when the log closes. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.checker !== undefined) clearInterval(this.checker);
    this.stopListening();
    await Promise.all([...this.serving.keys()].map((shard) => this.stopServing(shard)));
    await Promise.all([...this.following.values()].map((f) => f.stop()));
    this.following.clear();
  }
}
