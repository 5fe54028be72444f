// A shard's pipeline of commands (src/runtime/shard.ts adds what a shared log needs). A command is
// decided at once against the shard's one state, which already holds every record still on its way
// to disk, so many commands of one shard share one synced WAL batch instead of taking turns with
// the disk. Nothing outside the shard sees a record before it is durable, because every answer
// waits for it (a commit barrier, like PostgreSQL's reply waiting for the flush LSN that covers
// it): a command's answer waits until everything it was decided against is durable, and a read,
// computed from the same state synchronously, is held until every record decided when it was
// computed is durable (`barrier`: the HTTP layer's onSend, the MCP tool call, a webhook's send).
// Effects (the host's `committed`) run once a record is durable, in seq order.
// A failed write fails the shard for good: no later write is acknowledged, the records in flight
// are dropped, the state is built again from the log up to the last durable record (what restart
// would do), and until restart only reads and answers already stored (an idempotent retry) are
// served, decided against that state; every other command is refused.
import { NotOwnerError } from '../../wal/not-owner.ts';
import type { WalPosition } from '../../wal/wal.ts';
import { applyDecision } from '../core/apply-decision.ts';
import type { Command } from '../core/commands.ts';
import { decide } from '../core/decide.ts';
import type { Decision } from '../core/decide-context.ts';
import type { CommandRecord } from '../core/events.ts';
import type { ResultOf } from '../core/results.ts';
import { encodeRecord } from '../core/record-codec.ts';
import { encodeState } from '../core/state-codec.ts';
import type { Evicted, ShardState } from '../core/state.ts';
import {
  DomainError,
  outcomeUnknown,
  refusedForLoad,
  shardMoving,
  writesStopped,
} from '../errors/problem.ts';
import type { Fetched } from '../archive/archiver.ts';
import { ArchiveMiss, ShardLookup } from '../archive/lookup.ts';
import { AnswerQueue, ownAnswer } from './answer-queue.ts';
import { Fifo } from './fifo.ts';
import { InDoubt, type InFlight } from './in-flight.ts';
import { rebuildShardPatiently } from './recovery.ts';
import type { ShardHost } from './shard-host.ts';
import { SeqWaiters } from './seq-waiters.ts';
import { SnapshotWriter } from './snapshot-writer.ts';

/** Archive look-ups one command may need while failed (each finds one more settled object). */
const FAILED_LOOKUPS_MAX = 8;

export abstract class ShardPipeline {
  /** The one state: every durable record and every record on its way to disk. */
  protected current: ShardState;
  /** The last seq decided: applied to `current` and appended, durable or not yet. */
  protected decidedSeq: number;
  /** Where the log stands for this shard: the last record known durable (or followed). */
  protected durablePos: WalPosition;
  protected readonly inFlight = new Fifo<InFlight>();
  protected readonly answers = new AnswerQueue();
  /** Reads held until what their answer was computed from is durable (not counted in `depth`). */
  private readonly reads = new AnswerQueue();
  /** A record apply refused left the state half-applied (fail builds it again). */
  private torn = false;
  /** Set while the state is built again from the log (after a failure, or on losing ownership). */
  protected rebuilding: Promise<void> | undefined;
  /** The rebuild failed: the state cannot be shown (reads answer 503 until restart). */
  private unreadable: unknown;
  private readonly lookup: ShardLookup;
  /** Commands waiting for an archive look-up before they can be decided. */
  private fetching = 0;
  protected sinceSnapshot = 0;
  private readonly snapshots: SnapshotWriter;
  private idle: Array<() => void> = [];
  /** False while following another node's records (shared log): nothing is decided here then. */
  protected owner = true;
  /** Being handed to another node: decides nothing new, answers what it decided (`drain`). */
  protected draining = false;
  /** Bumped on losing ownership: answers of appends made before it are no longer ours to apply. */
  protected generation = 0;
  /** Callers waiting until a seq is durable here (read-your-writes after a forward). */
  protected readonly seqWaiters = new SeqWaiters();
  /** The commands in doubt after a failed write: their retries are answered "outcome unknown". */
  private readonly inDoubt = new InDoubt();

  constructor(
    readonly id: number,
    state: ShardState,
    protected readonly host: ShardHost,
    head: WalPosition,
  ) {
    this.current = state;
    this.decidedSeq = head.seq;
    this.durablePos = head;
    this.lookup = new ShardLookup(host.archiver.pending);
    this.snapshots = new SnapshotWriter(
      id,
      host.wal,
      host.archiver,
      () => host.isFailed(),
      (error) => host.failed(error),
    );
  }

  /** Whether the state holds anything not durable (records in flight, or a half-applied one). */
  protected get ahead(): boolean {
    return this.decidedSeq > this.durablePos.seq || this.torn;
  }

  /**
   * The shard's state, which may hold records not yet durable: whoever shows anything of it
   * outside the process waits for `barrier()` first (or reads only what is durable by then).
   */
  get state(): ShardState {
    return this.current;
  }

  /** Commands taken and not yet answered. */
  get depth(): number {
    return this.answers.size + this.fetching;
  }

  /** The last seq durable here (appended by this node, or followed from the owner). */
  get durableSeq(): number {
    return this.durablePos.seq;
  }

  /** The last record durable here, with its chain hash. */
  get durablePosition(): WalPosition {
    return this.durablePos;
  }

  get isOwner(): boolean {
    return this.owner;
  }

  submit<C extends Command>(command: C): Promise<ResultOf<C>> {
    if (!this.owner || this.draining) return Promise.reject(shardMoving());
    if (this.host.isFailed()) return this.replyWhileFailed(command, undefined);
    if (this.depth >= this.host.mailboxDepthMax)
      return Promise.reject(refusedForLoad('shard_busy'));
    return this.decideAndAppend(command, undefined);
  }

  private decideAndAppend<C extends Command>(
    command: C,
    fetched: Fetched | undefined,
  ): Promise<ResultOf<C>> {
    const ctx = this.host.context(this.lookup);
    let decision: Decision<ResultOf<C>>;
    this.lookup.fetched = fetched;
    try {
      decision = decide(this.current, command, ctx);
    } catch (error) {
      if (error instanceof ArchiveMiss) return this.fetchThenDecide(command, error.key, fetched);
      return this.answers.push(this.decidedSeq, this.durablePos.seq, { error });
    } finally {
      this.lookup.fetched = undefined;
    }
    if (decision.kind === 'reply')
      return this.answers.push(this.decidedSeq, this.durablePos.seq, {
        value: ownAnswer(decision.result),
      });
    let record: CommandRecord;
    let result: ResultOf<C>;
    try {
      ({ record, result } = applyDecision(this.current, ctx.atMs, command.type, decision));
    } catch (error) {
      this.torn = true;
      // decide produced a record apply refuses: a programmer error, and the state is now
      // half-applied. Stop before anything of it reaches the log (fail builds the state again).
      this.host.failed(error);
      this.fail(undefined);
      return Promise.reject(new DomainError('internal'));
    }
    let evicted: Evicted[] | undefined;
    if (this.current.evicted.length > 0) {
      evicted = this.current.evicted.splice(0);
      this.host.archiver.stage(evicted);
    }
    const payload = encodeRecord(record);
    const seq = ++this.decidedSeq;
    this.sinceSnapshot += 1;
    let snapshot: Uint8Array | undefined;
    if (this.host.snapshotEvery > 0 && this.sinceSnapshot >= this.host.snapshotEvery) {
      // The state is exactly at `seq` now; it is written once `seq` is durable.
      this.sinceSnapshot = 0;
      snapshot = encodeState(this.current);
    }
    const entry: InFlight = {
      seq,
      record,
      evicted,
      snapshot,
      keyed: record.idem ? command : undefined,
    };
    this.host.decided(this.id, seq, record);
    const answer = this.answers.push(seq, this.durablePos.seq, { value: ownAnswer(result) });
    this.append(entry, payload);
    return answer;
  }

  /**
   * Settled history the command needs is in the archive store: fetch it, then decide again (the
   * command may have lost its place in line meanwhile, like any command that arrived later).
   */
  private async fetchThenDecide<C extends Command>(
    command: C,
    key: string,
    before: Fetched | undefined,
  ): Promise<ResultOf<C>> {
    this.fetching += 1;
    let fetched: Fetched;
    try {
      fetched = new Map(await this.host.archiver.fetchSoon(key));
    } catch {
      throw new DomainError('internal');
    } finally {
      this.fetching -= 1;
      this.wakeIfIdle();
    }
    if (this.host.isFailed()) return this.replyWhileFailed(command, undefined);
    if (!this.owner || this.draining) throw shardMoving();
    if (before) for (const [k, v] of before) if (!fetched.has(k)) fetched.set(k, v);
    return this.decideAndAppend(command, fetched);
  }

  /**
   * After a failure only the state built again from the durable records is asked. A stored
   * reply (an idempotent retry, a repeated deposit) is answered; anything that would write is
   * refused with 503 (not applied: retry after restart), except a retry of a command that was in
   * flight at the failure: 500, its outcome is unknown.
   */
  private async replyWhileFailed<C extends Command>(
    command: C,
    fetched: Fetched | undefined,
    misses = 0,
  ): Promise<ResultOf<C>> {
    const refused = () =>
      this.inDoubt.has(command, this.inFlight) ? outcomeUnknown() : writesStopped();
    // The records in flight at the failure may never have reached the disk: decide only against
    // the state built again from what did.
    if (this.rebuilding) await this.rebuilding;
    if (this.ahead) throw refused();
    this.lookup.fetched = fetched;
    let decision: Decision<ResultOf<C>>;
    try {
      decision = decide(this.current, command, this.host.context(this.lookup));
    } catch (error) {
      // A refusal is not stored and may depend on records whose outcome is unknown: refused too.
      if (!(error instanceof ArchiveMiss)) throw refused();
      if (misses >= FAILED_LOOKUPS_MAX) throw refused();
      const more = await this.host.archiver.fetch([error.key]).catch(() => undefined);
      if (!more) throw refused();
      for (const [k, v] of fetched ?? []) more.set(k, v);
      return this.replyWhileFailed(command, more, misses + 1);
    } finally {
      this.lookup.fetched = undefined;
    }
    if (decision.kind === 'reply') return decision.result;
    throw refused();
  }

  /** Resolves once every decided command is answered and nothing is in flight. */
  settled(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private isIdle(): boolean {
    return this.answers.size === 0 && this.fetching === 0 && this.inFlight.size === 0;
  }

  private append(entry: InFlight, payload: Uint8Array): void {
    this.inFlight.push(entry);
    const generation = this.generation;
    this.host.wal.append(this.id, payload).then(
      (pos) => {
        // Made while we owned the shard, answered after we lost it: the follower delivers it, if
        // committed.
        if (generation === this.generation) this.durable(pos);
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        // Refused before anything was sent (the lease ran out by our clock): this shard alone
        // stops being ours, the node carries on. Any other failed write fails the node.
        if (error instanceof NotOwnerError) {
          this.becomeFollower(!error.mayHaveLanded);
          this.host.ownershipLost?.(this.id);
        } else this.fail(error);
      },
    );
  }

  /**
   * The commit barrier of a read: undefined when the state holds nothing that is not durable
   * (the answer may go now), else a promise that resolves once everything decided so far is
   * durable, and rejects (503) if it never will be. Reads after a failure wait for the state to
   * be built again from the log, then go.
   */
  barrier(): Promise<void> | undefined {
    if (this.unreadable !== undefined) return Promise.reject(writesStopped());
    if (this.rebuilding) return this.rebuilding.then(() => this.barrier());
    if (!this.ahead) return undefined;
    return this.reads.push(this.decidedSeq, this.durablePos.seq, {
      value: undefined,
    }) as Promise<void>;
  }

  /**
   * Appends of one shard resolve in seq order: the record is durable, so its effects run and its
   * answers go.
   */
  private durable(pos: WalPosition): void {
    if (this.host.isFailed()) {
      this.fail(undefined);
      return;
    }
    const next = this.inFlight.peek();
    if (!next || next.seq !== pos.seq) {
      this.fail(new Error(`shard ${this.id}: seq ${pos.seq} became durable out of order`));
      return;
    }
    this.inFlight.shift();
    this.durablePos = pos;
    if (next.evicted) this.host.evicted(next.evicted, true);
    this.host.committed(this.id, pos.seq, next.record, pos.hash);
    this.answers.release(pos.seq);
    this.reads.release(pos.seq);
    this.seqWaiters.wake(pos.seq);
    // A record made while we owned the shard, durable after we lost it: its snapshot is not ours.
    if (next.snapshot && this.owner) this.snapshots.write(pos, next.snapshot);
    this.wakeIfIdle();
  }

  private fail(error: unknown): void {
    if (error !== undefined) this.host.failed(error);
    // Their records may or may not have reached the disk: neither "applied" nor "not applied".
    this.answers.failAll(outcomeUnknown);
    this.dropInFlight(true);
    this.rebuildIfAhead(writesStopped);
    this.wakeIfIdle();
  }

  /** Records in flight that will not be answered here: what they staged for the archive goes. */
  protected dropInFlight(inDoubt = false): void {
    for (const { evicted, keyed } of this.inFlight.drain()) {
      if (evicted) this.host.archiver.unstage(evicted);
      if (inDoubt && keyed !== undefined) this.inDoubt.add(keyed);
    }
  }

  /**
   * The state holds records that will not become durable here: build it again from the log up to
   * the last durable seq. Reads wait for it (`barrier`); those already waiting for the dropped
   * records are refused with `refusal`.
   */
  protected rebuildIfAhead(refusal: () => DomainError): void {
    this.reads.failAll(refusal);
    if (!this.ahead || this.rebuilding) return;
    const seq = this.durablePos.seq;
    // After a fail-stop the log may be what failed: no second read, this shard's reads answer
    // 503 until restart. A shard that only lost its lease reads again (a cluster electing a leader
    // refuses reads for a moment, and the node need not stop for that).
    this.rebuilding = rebuildShardPatiently(
      this.host.wal,
      this.id,
      seq,
      () => !this.host.isFailed(),
    )
      .then(
        (state) => {
          this.current = state;
          this.decidedSeq = seq;
          this.torn = false;
        },
        (error: unknown) => {
          this.unreadable = error;
          this.host.failed(error);
        },
      )
      .finally(() => {
        this.rebuilding = undefined;
      });
  }

  protected wakeIfIdle(): void {
    if (this.isIdle()) for (const wake of this.idle.splice(0)) wake();
  }

  /** A snapshot now, if records were decided since the last and nothing is in flight (on close). */
  async snapshot(): Promise<void> {
    await this.snapshots.idle();
    if (this.sinceSnapshot === 0 || this.ahead || this.host.isFailed()) return;
    this.sinceSnapshot = 0;
    this.snapshots.write(this.durablePos, encodeState(this.current));
    await this.snapshots.flushed();
  }

  /** Stops deciding (an append was refused for want of the shard's lease): src/runtime/shard.ts. */
  abstract becomeFollower(nothingWritten?: boolean): void;
}
