// The engine: opens the WAL and the archive, rebuilds every shard (recovery.ts: snapshot + tail
// through the one apply), routes commands to shards (prepare.ts screens them on the way) and
// serves reads from the shards' state, with the indexes effects and auth need (agent keys,
// Operator tokens and photos, Pass tokens; kept from committed records); reads that fall back to
// the archive for settled history are in reads.ts. A shard's state may hold records not yet
// durable: whatever is shown outside the process waits for `barrier()` (docs/design.md). The
// start, on this thread or on engine threads, is engine-start.ts.
import type { Wal } from '../../wal/wal.ts';
import { Archiver } from '../archive/archiver.ts';
import { defaultArchiveFor } from '../archive/default-store.ts';
import type { ArchiveStore } from '../archive/store.ts';
import { ArchiveCheckpoints } from '../archive/watermarks.ts';
import { routingKeyOf, type Command } from '../core/commands.ts';
import type { DecideContext } from '../core/decide-context.ts';
import type { CommandRecord } from '../core/events.ts';
import type { ResultOf } from '../core/results.ts';
import type { Evicted, ShardState, Task } from '../core/state.ts';
import { FEE_BPS_DEFAULT } from '../domain/catalogue.ts';
import { DomainError, refusedForLoad, shardMoving } from '../errors/problem.ts';
import { systemClock, type Clock } from './clock.ts';
import { mintId } from './ids.ts';
import { inlineScreener, ScreenedSubmit, type Screener } from './screener.ts';
import { rebuildHere, startOnThreads, type OpenReport } from './engine-start.ts';
import { CommittedIndexes } from './committed-indexes.ts';
import type { Shard } from './shard.ts';
import type { ShardHost } from './shard-host.ts';
import { shardOf } from './shard-router.ts';
import type { EngineThreads } from '../engine-thread/threads.ts';
import { ThreadedWal } from '../engine-thread/threaded-wal.ts';
import type { DoorAnswer, DoorJob } from '../engine-thread/door-types.ts';

export type { OpenReport } from './engine-start.ts';

export interface EngineOptions {
  wal: Wal;
  /** Where settled history goes; by default beside the log (LevelDB: DIR/archive). */
  archive?: ArchiveStore;
  /** Used when the log is new; an existing log keeps the count it was written with. */
  shardCount?: number;
  clock?: Clock;
  feeBps?: bigint;
  mint?: (prefix: string) => string;
  snapshotEvery?: number;
  mailboxDepthMax?: number;
  /** Where the safety filter runs (screener.ts); on this thread when absent. */
  screener?: Screener;
  /** Told once, with the first cause, when the engine fails (the service logs it). */
  onFailed?: (cause: unknown) => void;
  onCommitted?: (shard: number, seq: number, record: CommandRecord) => void;
  /**
   * Several nodes on one shared log (src/cluster/shared-node.ts): which shards this node owns,
   * and how a command for another node's shard reaches it. Absent: this node owns every shard.
   */
  ownership?: ShardOwnership;
  /**
   * The archive lives apart from the log (this node's disk, the log on JetStream): keep per-shard
   * watermarks in it and start from no snapshot past them (src/archive/watermarks.ts).
   */
  archiveApart?: boolean;
  /**
   * Engine threads (docs/threads.md): the shards are decided there, each with a replica here fed
   * by what its thread made durable; `wal` is then the threads' ThreadedWal.
   */
  threads?: EngineThreads;
}

/** What the engine needs from the layer that shares shards between nodes. */
export interface ShardOwnership {
  /** Called once the shards are rebuilt, before open resolves: start following them. */
  attach(engine: Engine): Promise<void>;
  /** Sends a command to the owner of `shard` and resolves with its answer, once applied here. */
  forward(shard: number, command: Command): Promise<unknown>;
  /** Resolves once every followed shard has applied what its owner had committed when called. */
  catchUp(): Promise<void>;
  /** Stops following and serving: before the engine's shards settle on close. */
  close(): Promise<void>;
  /**
   * With engine threads: whether this node decides `shard` now, on its thread (its replica here
   * is a follower either way; docs/threads.md, "WAL=jetstream-shared on engine threads").
   */
  onThread?(shard: number): boolean;
}

type RecordListener = (shard: number, seq: number, record: CommandRecord) => void;

export class Engine implements ShardHost {
  readonly shards: Shard[] = [];
  readonly snapshotEvery: number;
  readonly mailboxDepthMax: number;
  private readonly clock: Clock;
  private readonly feeBps: bigint;
  private readonly mint: (prefix: string) => string;
  /** Agents, Operators, offers, Passes and zone overrides, found other than by shard. */
  readonly indexes = new CommittedIndexes(this);
  private failure: unknown;
  private closing = false;
  report!: OpenReport;
  readonly archiver: Archiver;
  /** Creates go to their shards once screened (screener.ts). */
  private readonly screened: ScreenedSubmit;
  private checkpoints: ArchiveCheckpoints | undefined;

  private constructor(
    readonly wal: Wal,
    private readonly options: EngineOptions,
  ) {
    this.archiver = new Archiver(options.archive ?? defaultArchiveFor(wal), wal.latch);
    // Whichever handle fails first (log, snapshot, meta, archive), the engine fails with it.
    wal.latch.onTrip((error) => this.failed(error));
    this.clock = options.clock ?? systemClock;
    this.feeBps = options.feeBps ?? FEE_BPS_DEFAULT;
    this.mint = options.mint ?? mintId;
    this.snapshotEvery = options.snapshotEvery ?? 20_000;
    this.mailboxDepthMax = options.mailboxDepthMax ?? 10_000;
    this.screened = new ScreenedSubmit(options.screener ?? inlineScreener);
  }

  static async open(options: EngineOptions): Promise<Engine> {
    const engine = new Engine(options.wal, options);
    const { threads, wal } = options;
    const onThreads = threads !== undefined && wal instanceof ThreadedWal;
    const { report, refuse } = onThreads
      ? await startOnThreads(engine, threads, wal, options.archiveApart)
      : await rebuildHere(engine, wal, options);
    engine.report = report;
    // On threads too (WAL=jetstream): the replicas' evictions are archived here, and marked here.
    if (options.archiveApart) await engine.startCheckpoints().catch(refuse);
    if (!onThreads) await options.ownership?.attach(engine);
    return engine;
  }

  /** Everything up to each head is archived now (archiveApart): said at once, then kept current. */
  private async startCheckpoints(): Promise<void> {
    const applied = () => this.shards.map((s) => s.durableSeq);
    this.checkpoints = new ArchiveCheckpoints(this.archiver, this.wal.latch, applied);
    await this.checkpoints.write();
    this.checkpoints.start();
  }

  /** The engine threads the shards are decided on, if any (docs/threads.md). */
  get threads(): EngineThreads | undefined {
    return this.options.threads;
  }

  get shardCount(): number {
    return this.shards.length;
  }

  shardFor(routingKey: string): Shard {
    return this.shards[shardOf(routingKey, this.shards.length)]!;
  }

  /** ScreenTasks names its shard; every other command is routed by its key. */
  private shardOfCommand(command: Command): Shard | undefined {
    if (command.type === 'ScreenTasks') return this.shards[command.shard];
    return this.shardFor(routingKeyOf(command));
  }

  /** Decides `command` in its shard; resolves with its answer (results.ts) once it is durable. */
  execute<C extends Command>(command: C): Promise<ResultOf<C>> {
    if (this.closing) return Promise.reject(refusedForLoad('shutting_down'));
    const shard = this.shardOfCommand(command);
    if (!shard)
      return Promise.reject(new Error(`no shard ${String((command as { shard?: number }).shard)}`));
    // The owner decided this same command: the answer forwarded back is its answer, as JSON.
    const { threads, ownership } = this.options;
    if (!shard.isOwner && ownership && !ownership.onThread?.(shard.id))
      return ownership.forward(shard.id, command) as Promise<ResultOf<C>>;
    if (threads) {
      const id = shard.id;
      const atMs = this.clock.now();
      return this.screened.submit({ submit: (c) => threads.submit(id, atMs, c) }, command);
    }
    return this.screened.submit(shard, command);
  }

  /**
   * A create handed to its shard's engine thread with the door's work (body parse, validation,
   * fingerprint, verdict: src/engine-thread/thread-door.ts); only with engine threads.
   */
  executeDoor(job: DoorJob): Promise<DoorAnswer> {
    const { threads } = this.options;
    if (!threads) return Promise.reject(new Error('executeDoor needs engine threads'));
    if (this.closing) return Promise.reject(refusedForLoad('shutting_down'));
    return threads.submitDoor(this.shardFor(job.agent.orgId).id, this.clock.now(), job);
  }

  /**
   * A forwarded command: decided here if this node owns its shard, refused (shard_moving) if not.
   */
  executeOwned<C extends Command>(command: C, shardId: number): Promise<ResultOf<C>> {
    if (this.closing) return Promise.reject(refusedForLoad('shutting_down'));
    const shard = this.shardOfCommand(command);
    if (!shard || shard.id !== shardId)
      return Promise.reject(new DomainError('internal', { reason: 'wrong_shard' }));
    const { threads } = this.options;
    if (threads) {
      if (!this.options.ownership?.onThread?.(shardId)) return Promise.reject(shardMoving());
      const atMs = this.clock.now();
      return this.screened.submit({ submit: (c) => threads.submit(shardId, atMs, c) }, command);
    }
    return this.screened.submit(shard, command);
  }

  /**
   * Whether some shards here are followed (a shared log): their state may trail their owner's by a
   * moment.
   */
  get follows(): boolean {
    return this.options.ownership !== undefined && this.shards.some((s) => !s.isOwner);
  }

  /**
   * Waits until the followed shards have applied what their owners had committed now, so a
   * read that found nothing (a key or task made through another node a moment ago) may look again.
   */
  async catchUpFollowers(): Promise<void> {
    await this.options.ownership?.catchUp();
  }

  /**
   * Runs `read`; when it fails with an error that `mayTrail` says a follower may give before it
   * has what another node just wrote (a key or task not found), and some shards here are
   * followed, waits for them to catch up and reads once more. The doors call this through
   * ops/invoke.ts and auth/bearer.ts and never learn whether the log is shared.
   */
  async readCaughtUp<T>(
    read: () => T | Promise<T>,
    mayTrail: (error: unknown) => boolean,
  ): Promise<T> {
    if (!this.follows) return read();
    try {
      return await read();
    } catch (error) {
      if (!mayTrail(error)) throw error;
      await this.catchUpFollowers();
      return read();
    }
  }

  owns(shard: number): boolean {
    // A replica of a shard on an engine thread is this node's own.
    if (this.options.threads) {
      if (this.options.ownership) return this.options.ownership.onThread?.(shard) ?? false;
      return shard >= 0 && shard < this.shards.length;
    }
    return this.shards[shard]?.isOwner ?? false;
  }

  /** The state of `routingKey`'s shard (an org id, or the system key); see `barrier()`. */
  stateOf(routingKey: string): ShardState {
    return this.shardFor(routingKey).state;
  }

  /**
   * The task with this id in whichever shard holds it, or on its way to the archive (what a
   * committed record just ended): what effects need, synchronously. Reads of settled history
   * use readTask, which also looks in the archive store.
   */
  findTask(taskId: string): Task | undefined {
    return this.findOpenTask(taskId) ?? this.archiver.pending.tasks.get(taskId)?.task;
  }

  /** The task with this id in committed memory of any shard. */
  findOpenTask(taskId: string): Task | undefined {
    for (const shard of this.shards) {
      const task = shard.state.tasks.get(taskId);
      if (task) return task;
    }
    return undefined;
  }

  states(): Map<number, ShardState> {
    return new Map(this.shards.map((s) => [s.id, s.state]));
  }

  /**
   * The states of the shards this node owns (all of them on a log of its own), or of `only` if
   * owned: what effects act on, so that on a shared log only a shard's owner acts on its state.
   */
  ownedStates(only?: number): Map<number, ShardState> {
    return new Map(
      this.shards
        .filter((s) => this.owns(s.id) && (only === undefined || s.id === only))
        .map((s) => [s.id, s.state]),
    );
  }

  now(): number {
    return this.clock.now();
  }

  context(archived?: DecideContext['archived']): DecideContext {
    // Built for every command: one object. The zone overrides are the durable ones: a command is
    // answered once its own shard's records are durable, not the system shard's.
    return {
      atMs: this.clock.now(),
      feeBps: this.feeBps,
      zoneOverrides: this.indexes.zoneOverrides,
      mint: this.mint,
      archived,
    };
  }

  /**
   * The commit barrier of a read (docs/design.md): undefined when no shard holds anything not yet
   * durable, else a promise that resolves once every record decided on this node so far is
   * durable; rejects (503) if one never will be. Whatever is shown outside the process waits for
   * it: an HTTP response (onSend), an MCP tool's answer, a webhook's send.
   */
  barrier(): Promise<void> | undefined {
    let one: Promise<void> | undefined;
    let all: Promise<void>[] | undefined;
    for (const shard of this.shards) {
      const wait = shard.barrier();
      if (wait === undefined) continue;
      if (one === undefined) one = wait;
      else {
        all ??= [one];
        all.push(wait);
      }
    }
    return all === undefined ? one : Promise.all(all).then(() => {});
  }

  /**
   * Settled history left a shard's state for good (its record is durable): its ids leave the
   * indexes that point into memory.
   */
  evicted(evicted: readonly Evicted[], staged = false): void {
    this.indexes.evicted(evicted);
    this.archiver.add(evicted, staged);
  }

  /**
   * Told of every record this node decides, with its seq, before it is durable: for whoever must
   * place later records against it (the webhook dispatcher: an endpoint gets only the events
   * after the record that created it, and the state may show the endpoint before that record is
   * durable). Nothing may be shown outside the process from here.
   */
  addDecidedListener(listener: RecordListener): void {
    this.decidedListeners.push(listener);
  }

  private readonly decidedListeners: RecordListener[] = [];

  decided(shard: number, seq: number, record: CommandRecord): void {
    for (const listener of this.decidedListeners) listener(shard, seq, record);
  }

  committed(shard: number, seq: number, record: CommandRecord): void {
    this.indexes.committed(record);
    this.options.onCommitted?.(shard, seq, record);
  }

  /** A shard's append was refused for want of its lease: the ownership layer follows it again. */
  ownershipLost(shard: number): void {
    this.ownershipListener?.(shard);
  }

  /** Set by the ownership layer (one listener: there is one such layer). */
  ownershipListener: ((shard: number) => void) | undefined;

  /** Fail-stop: also trips the write latch, so no handle of the service is written again. */
  failed(error: unknown): void {
    if (this.failure !== undefined) return;
    this.failure = error;
    this.wal.latch.trip(error);
    this.options.threads?.trip(error);
    this.options.onFailed?.(error);
  }

  isFailed(): boolean {
    return this.failure !== undefined;
  }

  get failureCause(): unknown {
    return this.failure;
  }

  /** Stops taking commands, lets in-flight ones finish, snapshots, closes the log. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await this.options.ownership?.close();
    await this.screened.settled();
    // The threads answer what they hold, snapshot and close their partitions.
    await this.options.threads?.close();
    await Promise.all(this.shards.map((s) => s.settled()));
    if (!this.isFailed()) {
      for (const s of this.shards) await s.snapshot();
    }
    await this.archiver.barrier().catch(() => {});
    await this.checkpoints?.stop();
    if (!this.isFailed()) await this.checkpoints?.write().catch(() => {});
    await this.archiver.store.close();
    await this.wal.close();
  }
}
