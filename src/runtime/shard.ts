// One shard: the state it owns and a pipeline of commands. A command is decided at once against
// the shard's one state, which already holds every record still on its way to disk, so many
// commands of one shard share one synced WAL batch instead of taking turns with the disk.
// Nothing outside the shard sees a record before it is durable, because every answer waits for
// it (a commit barrier, like PostgreSQL's reply waiting for the flush LSN that covers it): a
// command's answer waits until everything it was decided against is durable, and a read, computed
// from the same state synchronously, is held until every record decided when it was computed is
// durable (`barrier`: the HTTP layer's onSend, the MCP tool call, a webhook's send). Effects
// (the host's `committed`) run once a record is durable, in seq order.
// A failed write fails the shard for good: no later write is acknowledged, the records in flight
// are dropped, the state is built again from the log up to the last durable record (what
// restart would do), and until restart only reads and answers already stored (an idempotent
// retry) are served, decided against that state; every other command is refused.
//
// On a log shared by several nodes (src/runtime/shared-node.ts) a shard this node does not own is
// a follower: the owner's committed records come in through `followed` and take the same apply
// path as durable ones (evictions, the host's committed indexes), and nothing is decided or
// appended here. `becomeOwner` and `becomeFollower` switch between the two; a shard that stops
// owning with records in flight builds its state again from the log before it follows
// (`whenConsistent`).
import type { Wal, WalEntry, WalPosition } from '../../wal/wal.ts';
import { applyRecord } from '../core/apply.ts';
import type { Command } from '../core/commands.ts';
import { decide } from '../core/decide.ts';
import type { DecideContext, Decision } from '../core/decide-context.ts';
import type { CommandRecord } from '../core/events.ts';
import { decodeRecord, encodeRecord } from '../core/record-codec.ts';
import { encodeState } from '../core/state-codec.ts';
import type { Evicted, ShardState } from '../core/state.ts';
import { DomainError, refusedForLoad } from '../errors/problem.ts';
import type { Archiver, Fetched } from '../archive/archiver.ts';
import { ArchiveMiss, ShardLookup } from '../archive/lookup.ts';
import { AnswerQueue } from './answer-queue.ts';

/** Archive look-ups one command may need while failed (each finds one more settled object). */
const FAILED_LOOKUPS_MAX = 8;
/** Reads of the log to build a shard's state again after it lost its lease: a minute's worth. */
const REBUILD_ATTEMPTS_MAX = 120;
const REBUILD_RETRY_MS = 500;

export interface ShardHost {
  readonly wal: Wal;
  readonly snapshotEvery: number;
  /** Bound on commands of one shard decided but not yet answered (503 shard_busy beyond it). */
  readonly mailboxDepthMax: number;
  /** Test-only fault: answer before the record is durable. Exists so the crash checker can be shown to catch loss. */
  readonly ackBeforeWrite: boolean;
  readonly archiver: Archiver;
  context(archived?: DecideContext['archived']): DecideContext;
  /** Settled history left the state at decide: readers find it in the archiver's index from now. */
  staged(evicted: readonly Evicted[]): void;
  /** The record that staged it never became durable: it is not history after all. */
  unstaged(evicted: readonly Evicted[]): void;
  /** Settled history left memory for good (its record is durable): archive it. */
  evicted(evicted: readonly Evicted[], staged: boolean): void;
  /** The shard's state as of `seq`, built from the log (snapshot and records up to it). */
  rebuild(shard: number, seq: number): Promise<ShardState>;
  committed(shard: number, seq: number, record: CommandRecord): void;
  /** A record was decided as `seq` and is on its way to disk (its effects wait for `committed`). */
  decided(shard: number, seq: number, record: CommandRecord): void;
  failed(error: unknown): void;
  /** An append was refused because this node no longer owns the shard (shared log only). */
  ownershipLost?(shard: number): void;
  isFailed(): boolean;
}

interface InFlight {
  readonly seq: number;
  readonly record: CommandRecord;
  /** What applying it moved out of memory: archived once the record is durable. */
  readonly evicted: Evicted[] | undefined;
  /** The state encoded right after it, written as a snapshot once it is durable. */
  readonly snapshot: Uint8Array | undefined;
}

export class Shard {
  /** The one state: every durable record and every record on its way to disk. */
  private current: ShardState;
  /** Last seq appended (durable or not) and last seq durable. */
  private specSeq: number;
  private appliedPos: WalPosition;
  private readonly inFlight: InFlight[] = [];
  private inFlightHead = 0;
  private readonly answers = new AnswerQueue();
  /** Reads held until what their answer was computed from is durable (not counted in `depth`). */
  private readonly reads = new AnswerQueue();
  /** Whether the state holds anything not durable (records in flight, or a half-applied one). */
  private ahead = false;
  /** Set while the state is built again from the log (after a failure, or on losing ownership). */
  private rebuilding: Promise<void> | undefined;
  /** The rebuild failed: the state cannot be shown (reads answer 503 until restart). */
  private unreadable: unknown;
  private readonly lookup: ShardLookup;
  /** Commands waiting for an archive look-up before they can be decided. */
  private fetching = 0;
  /** Keys missed since the last fetch went out: one look-up for all of them. */
  private misses: { keys: Set<string>; result: Promise<Fetched> } | undefined;
  private sinceSnapshot = 0;
  private snapshotting: Promise<void> | undefined;
  private idle: Array<() => void> = [];
  /** False while following another node's records (shared log): nothing is decided here then. */
  private owner = true;
  /** Bumped on losing ownership: answers of appends made before it are no longer ours to apply. */
  private generation = 0;
  /** Callers waiting until a seq is durable here (read-your-writes after a forward). */
  private seqWaiters: Array<{ seq: number; resolve: () => void }> = [];

  constructor(
    readonly id: number,
    state: ShardState,
    private readonly host: ShardHost,
    head: WalPosition,
  ) {
    this.current = state;
    this.specSeq = head.seq;
    this.appliedPos = head;
    this.lookup = new ShardLookup(host.archiver.pending);
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
  get appliedSeq(): number {
    return this.appliedPos.seq;
  }

  get isOwner(): boolean {
    return this.owner;
  }

  submit(command: Command): Promise<unknown> {
    if (!this.owner) return Promise.reject(shardMoving());
    if (this.host.isFailed()) return this.replyWhileFailed(command, undefined);
    if (this.depth >= this.host.mailboxDepthMax) return Promise.reject(refusedForLoad('shard_busy'));
    return this.decideAndAppend(command, undefined);
  }

  private decideAndAppend(command: Command, fetched: Fetched | undefined): Promise<unknown> {
    const ctx = this.host.context(this.lookup);
    let decision: Decision;
    this.lookup.fetched = fetched;
    try {
      decision = decide(this.current, command, ctx);
    } catch (error) {
      if (error instanceof ArchiveMiss) return this.fetchThenDecide(command, error.key, fetched);
      return this.answers.push(this.specSeq, this.appliedPos.seq, { error });
    } finally {
      this.lookup.fetched = undefined;
    }
    if (decision.kind === 'reply') return this.answers.push(this.specSeq, this.appliedPos.seq, { value: decision.result });
    const record: CommandRecord = { v: 1, atMs: ctx.atMs, command: command.type, events: decision.events };
    if (decision.idem) record.idem = decision.idem;
    this.ahead = true;
    try {
      applyRecord(this.current, record);
    } catch (error) {
      // decide produced a record apply refuses: a programmer error, and the state is now
      // half-applied. Stop before anything of it reaches the log (fail builds the state again).
      this.host.failed(error);
      this.fail(undefined);
      return Promise.reject(new DomainError('internal'));
    }
    let evicted: Evicted[] | undefined;
    if (this.current.evicted.length > 0) {
      evicted = this.current.evicted.splice(0);
      this.host.staged(evicted);
    }
    const payload = encodeRecord(record);
    const seq = ++this.specSeq;
    this.sinceSnapshot += 1;
    let snapshot: Uint8Array | undefined;
    if (this.host.snapshotEvery > 0 && this.sinceSnapshot >= this.host.snapshotEvery) {
      // The state is exactly at `seq` now; it is written once `seq` is durable.
      this.sinceSnapshot = 0;
      snapshot = encodeState(this.current);
    }
    const entry: InFlight = { seq, record, evicted, snapshot };
    this.host.decided(this.id, seq, record);
    if (this.host.ackBeforeWrite) {
      setTimeout(() => this.append(entry, payload), 25);
      return Promise.resolve(decision.result);
    }
    const answer = this.answers.push(seq, this.appliedPos.seq, { value: decision.result });
    this.append(entry, payload);
    return answer;
  }

  /**
   * Settled history the command needs is in the archive store: fetch it, then decide again (the
   * command may have lost its place in line meanwhile, like any command that arrived later).
   */
  private async fetchThenDecide(command: Command, key: string, before: Fetched | undefined): Promise<unknown> {
    this.fetching += 1;
    let fetched: Fetched;
    try {
      fetched = new Map(await this.fetchBatched(key));
    } catch {
      throw new DomainError('internal');
    } finally {
      this.fetching -= 1;
      this.wakeIfIdle();
    }
    if (this.host.isFailed()) return this.replyWhileFailed(command, undefined);
    if (!this.owner) throw shardMoving();
    if (before) for (const [k, v] of before) if (!fetched.has(k)) fetched.set(k, v);
    return this.decideAndAppend(command, fetched);
  }

  /**
   * After a failure only the state built again from the durable records is asked. A stored reply (an idempotent retry, a repeated deposit)
   * is answered; anything that would write is refused with 503 (not applied: retry after restart).
   */
  private async replyWhileFailed(command: Command, fetched: Fetched | undefined, misses = 0): Promise<unknown> {
    const refused = new DomainError('unavailable', { reason: 'writes_stopped' });
    // The records in flight at the failure may never have reached the disk: decide only against
    // the state built again from what did.
    if (this.rebuilding) await this.rebuilding;
    if (this.ahead) throw refused;
    this.lookup.fetched = fetched;
    let decision: Decision;
    try {
      decision = decide(this.current, command, this.host.context(this.lookup));
    } catch (error) {
      // A refusal is not stored and may depend on records whose outcome is unknown: refused too.
      if (!(error instanceof ArchiveMiss)) throw refused;
      if (misses >= FAILED_LOOKUPS_MAX) throw refused;
      const more = await this.host.archiver.fetch([error.key]).catch(() => undefined);
      if (!more) throw refused;
      for (const [k, v] of fetched ?? []) more.set(k, v);
      return this.replyWhileFailed(command, more, misses + 1);
    } finally {
      this.lookup.fetched = undefined;
    }
    if (decision.kind === 'reply') return decision.result;
    throw refused;
  }

  /** Misses of one turn of the event loop share one archive look-up. */
  private fetchBatched(key: string): Promise<Fetched> {
    if (!this.misses) {
      const keys = new Set<string>();
      const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.misses = undefined;
        return this.host.archiver.fetch([...keys]);
      });
      this.misses = { keys, result };
    }
    this.misses.keys.add(key);
    return this.misses.result;
  }

  /** Resolves once every decided command is answered and nothing is in flight. */
  settled(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private isIdle(): boolean {
    return this.answers.size === 0 && this.fetching === 0 && this.inFlightHead === this.inFlight.length;
  }

  private append(entry: InFlight, payload: Uint8Array): void {
    this.inFlight.push(entry);
    const generation = this.generation;
    this.host.wal.append(this.id, payload).then(
      (pos) => {
        // Made while we owned the shard, answered after we lost it: the follower delivers it, if committed.
        if (generation === this.generation) this.durable(pos);
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        // Refused before anything was sent (the lease ran out by our clock): this shard alone
        // stops being ours, the node carries on. Any other failed write fails the node.
        if (error instanceof Error && error.name === 'NotOwnerError') {
          this.becomeFollower();
          this.host.ownershipLost?.(this.id);
        } else this.fail(error);
      },
    );
  }

  /**
   * Records the owner committed, in seq order, each applied as a durable one is (shared log,
   * follower only). A gap or a record apply refuses means memory no longer matches the log: throws.
   */
  followed(entries: readonly WalEntry[]): void {
    if (this.owner) throw new Error(`shard ${this.id}: followed records given to the owner`);
    if (this.ahead) throw new Error(`shard ${this.id}: followed records given before its state was built again`);
    for (const entry of entries) {
      if (entry.seq <= this.appliedPos.seq) continue;
      if (entry.seq !== this.appliedPos.seq + 1) throw new Error(`shard ${this.id}: followed seq ${entry.seq} after ${this.appliedPos.seq}`);
      const record = decodeRecord(entry.payload);
      applyRecord(this.current, record);
      this.appliedPos = { seq: entry.seq, hash: entry.hash };
      this.specSeq = entry.seq;
      if (this.current.evicted.length > 0) this.host.evicted(this.current.evicted.splice(0), false);
      this.host.committed(this.id, entry.seq, record);
    }
    this.wakeSeqWaiters();
  }

  /**
   * Resolves once seq `seq` is durable here; rejects with 503 after `timeoutMs` (a forwarded
   * command's caller waits here so that its own next read sees what it was answered).
   */
  waitApplied(seq: number, timeoutMs: number): Promise<void> {
    if (this.appliedPos.seq >= seq) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter = { seq, resolve: () => (clearTimeout(timer), resolve()) };
      const timer = setTimeout(() => {
        this.seqWaiters = this.seqWaiters.filter((w) => w !== waiter);
        reject(new DomainError('unavailable', { reason: 'catching_up', retry_after_seconds: 1 }));
      }, timeoutMs);
      this.seqWaiters.push(waiter);
    });
  }

  private wakeSeqWaiters(): void {
    if (this.seqWaiters.length === 0) return;
    const due = this.seqWaiters.filter((w) => w.seq <= this.appliedPos.seq);
    if (due.length === 0) return;
    this.seqWaiters = this.seqWaiters.filter((w) => w.seq > this.appliedPos.seq);
    for (const w of due) w.resolve();
  }

  /**
   * The commit barrier of a read: undefined when the state holds nothing that is not durable
   * (the answer may go now), else a promise that resolves once everything decided so far is
   * durable, and rejects (503) if it never will be. Reads after a failure wait for the state to
   * be built again from the log, then go.
   */
  barrier(): Promise<void> | undefined {
    if (this.unreadable !== undefined) return Promise.reject(unavailable());
    if (this.rebuilding) return this.rebuilding.then(() => this.barrier());
    if (!this.ahead) return undefined;
    return this.reads.push(this.specSeq, this.appliedPos.seq, { value: undefined }) as Promise<void>;
  }

  /** Resolves once the state holds only what is durable: a follower's records may then be applied. */
  whenConsistent(): Promise<void> {
    return this.rebuilding ?? Promise.resolve();
  }

  /** Starts deciding: the log's head is `appliedSeq` (the caller applied everything up to the head acquireShard returned). */
  becomeOwner(): void {
    if (this.owner) return;
    this.specSeq = this.appliedPos.seq;
    this.sinceSnapshot = 0;
    this.owner = true;
  }

  /**
   * Stops deciding: answers not yet given fail with 503 (their records may or may not be
   * committed; the follower will apply whichever were), and appends still out are disowned.
   * Their records are in the state: it is built again from the log before anything is followed.
   */
  becomeFollower(): void {
    if (!this.owner) return;
    this.owner = false;
    this.generation += 1;
    this.answers.failAll(shardMoving);
    this.dropInFlight();
    this.sinceSnapshot = 0;
    this.rebuildIfAhead(shardMoving);
    this.wakeIfIdle();
  }

  /** Appends of one shard resolve in seq order: the record is durable, so its effects run and its answers go. */
  private durable(pos: WalPosition): void {
    if (this.host.isFailed()) return this.fail(undefined);
    const next = this.inFlight[this.inFlightHead];
    if (!next || next.seq !== pos.seq) return this.fail(new Error(`shard ${this.id}: seq ${pos.seq} became durable out of order`));
    this.inFlight[this.inFlightHead++] = undefined as never;
    if (this.inFlightHead > 1024 && this.inFlightHead * 2 > this.inFlight.length) {
      this.inFlight.splice(0, this.inFlightHead);
      this.inFlightHead = 0;
    }
    this.appliedPos = pos;
    if (this.inFlightHead === this.inFlight.length && this.specSeq === pos.seq) this.ahead = false;
    if (next.evicted) this.host.evicted(next.evicted, true);
    this.host.committed(this.id, pos.seq, next.record);
    this.answers.release(pos.seq);
    this.reads.release(pos.seq);
    this.wakeSeqWaiters();
    if (next.snapshot) this.writeSnapshot(pos, next.snapshot);
    this.wakeIfIdle();
  }

  private fail(error: unknown): void {
    if (error !== undefined) this.host.failed(error);
    this.answers.failAll(() => new DomainError('internal'));
    this.dropInFlight();
    this.rebuildIfAhead(unavailable);
    this.wakeIfIdle();
  }

  /** The records in flight will not be answered here: what they staged for the archive is withdrawn. */
  private dropInFlight(): void {
    for (let i = this.inFlightHead; i < this.inFlight.length; i++) {
      const evicted = this.inFlight[i]!.evicted;
      if (evicted) this.host.unstaged(evicted);
    }
    this.inFlight.length = 0;
    this.inFlightHead = 0;
  }

  /**
   * The state holds records that will not become durable here: build it again from the log up to
   * the last durable seq. Reads wait for it (`barrier`); those already waiting for the dropped
   * records are refused with `refusal`.
   */
  private rebuildIfAhead(refusal: () => DomainError): void {
    this.reads.failAll(refusal);
    if (!this.ahead || this.rebuilding) return;
    this.rebuilding = this.rebuildFromLog(this.appliedPos.seq).finally(() => {
      this.rebuilding = undefined;
    });
  }

  private async rebuildFromLog(seq: number): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        this.current = await this.host.rebuild(this.id, seq);
        this.specSeq = seq;
        this.ahead = false;
        return;
      } catch (error) {
        // After a fail-stop the log may be what failed: this shard's reads answer 503 until
        // restart. A shard that only lost its lease reads again: a cluster electing a leader
        // refuses reads for a moment, and the node need not stop for that.
        if (this.host.isFailed() || attempt >= REBUILD_ATTEMPTS_MAX) {
          this.unreadable = error;
          this.host.failed(error);
          return;
        }
        // Unref'd: a process closing meanwhile does not wait for the next try.
        await new Promise((resolve) => setTimeout(resolve, REBUILD_RETRY_MS).unref());
      }
    }
  }

  private wakeIfIdle(): void {
    if (this.isIdle()) for (const wake of this.idle.splice(0)) wake();
  }

  /** A snapshot of the state as of `pos`, once what was archived up to it is durable. One write at a time. */
  private writeSnapshot(pos: WalPosition, bytes: Uint8Array): void {
    const previous = this.snapshotting ?? Promise.resolve();
    const write = previous
      .then(() => this.host.archiver.barrier())
      .then(() => {
        if (!this.host.isFailed()) return this.host.wal.writeSnapshot(this.id, pos, bytes);
      });
    this.snapshotting = write;
    void write.catch((error) => this.host.failed(error)).finally(() => {
      if (this.snapshotting === write) this.snapshotting = undefined;
    });
  }

  /** A snapshot now, if records were decided since the last and nothing is in flight (on close). */
  async snapshot(): Promise<void> {
    if (this.snapshotting) await this.snapshotting.catch(() => {});
    if (this.sinceSnapshot === 0 || this.ahead || this.host.isFailed()) return;
    this.sinceSnapshot = 0;
    this.writeSnapshot(this.appliedPos, encodeState(this.current));
    await this.snapshotting;
  }
}

function unavailable(): DomainError {
  return new DomainError('unavailable', { reason: 'writes_stopped' });
}

/** The shard is changing hands, or this node does not own it: retry shortly (through any node). */
export function shardMoving(): DomainError {
  return new DomainError('unavailable', { reason: 'shard_moving', retry_after_seconds: 1 });
}
