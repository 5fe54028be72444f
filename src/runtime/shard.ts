// One shard: the state it owns and a pipeline of commands. A command is decided at once against
// the shard's speculative state (committed state plus every record still on its way to disk), so
// many commands of one shard share one synced WAL batch instead of taking turns with the disk.
// Nothing outside the shard sees a record before it is durable: `state` (what every read, effect
// and snapshot uses) only gets a record once its append resolved, and every answer, whether a
// commit, a stored idempotent reply or an error, waits until everything it was decided against
// is durable (a commit barrier, like PostgreSQL's reply waiting for the flush LSN that covers it).
// A failed write fails the shard for good: no later write is acknowledged and restart replays the
// log. Until then a retry whose answer is already durable (a stored idempotent reply) still gets
// it, decided against the committed state; every other command is refused.
//
// On a log shared by several nodes (src/runtime/shared-node.ts) a shard this node does not own is
// a follower: the owner's committed records come in through `followed` and take the same apply
// path as durable ones (committed state, evictions, the host's committed indexes), and nothing is
// decided or appended here. `becomeOwner` and `becomeFollower` switch between the two.
import type { Wal, WalEntry, WalPosition } from '../../wal/wal.ts';
import { applyRecord } from '../core/apply.ts';
import type { Command } from '../core/commands.ts';
import { decide } from '../core/decide.ts';
import type { DecideContext, Decision } from '../core/decide-context.ts';
import type { CommandRecord } from '../core/events.ts';
import { decodeRecord, encodeRecord } from '../core/record-codec.ts';
import { cloneState, encodeState } from '../core/state-codec.ts';
import { shareRuns } from '../core/idem-filter.ts';
import type { Evicted, ShardState } from '../core/state.ts';
import { DomainError, refusedForLoad } from '../errors/problem.ts';
import type { Archiver, Fetched } from '../archive/archiver.ts';
import { EvictedIndex } from '../archive/evicted-index.ts';
import { ArchiveMiss, ShardLookup } from '../archive/lookup.ts';
import { AnswerQueue } from './answer-queue.ts';

/** Archive look-ups one command may need while failed (each finds one more settled object). */
const FAILED_LOOKUPS_MAX = 8;

export interface ShardHost {
  readonly wal: Wal;
  readonly snapshotEvery: number;
  /** Bound on commands of one shard decided but not yet answered (503 shard_busy beyond it). */
  readonly mailboxDepthMax: number;
  /** Test-only fault: answer before the record is durable. Exists so the crash checker can be shown to catch loss. */
  readonly ackBeforeWrite: boolean;
  readonly archiver: Archiver;
  context(archived?: DecideContext['archived']): DecideContext;
  /** Settled history left the committed state: archive it. */
  evicted(evicted: readonly Evicted[]): void;
  committed(shard: number, seq: number, record: CommandRecord): void;
  failed(error: unknown): void;
  /** An append was refused because this node no longer owns the shard (shared log only). */
  ownershipLost?(shard: number): void;
  isFailed(): boolean;
}

interface InFlight {
  readonly seq: number;
  readonly record: CommandRecord;
}

export class Shard {
  /** Records built on top of `state`: decide reads this, nobody else does. */
  private spec: ShardState;
  /** Last seq appended (durable or not) and last seq applied to `state`. */
  private specSeq: number;
  private appliedPos: WalPosition;
  private readonly inFlight: InFlight[] = [];
  private inFlightHead = 0;
  private readonly answers = new AnswerQueue();
  /** What the speculative state moved out of memory, until the committed state does the same. */
  private specEvicted = new EvictedIndex();
  private lookup: ShardLookup;
  /** decide's view of settled history for the committed state: used only once failed. */
  private readonly committedLookup: ShardLookup;
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
  /** Callers waiting until a seq is applied to committed state (read-your-writes after a forward). */
  private seqWaiters: Array<{ seq: number; resolve: () => void }> = [];

  constructor(
    readonly id: number,
    readonly state: ShardState,
    private readonly host: ShardHost,
    head: WalPosition,
  ) {
    this.spec = cloneState(state);
    shareRuns(this.spec.idemArchived, state.idemArchived);
    this.specSeq = head.seq;
    this.appliedPos = head;
    this.lookup = new ShardLookup(this.specEvicted, host.archiver.pending);
    this.committedLookup = new ShardLookup(new EvictedIndex(), host.archiver.pending);
  }

  /** Commands taken and not yet answered. */
  get depth(): number {
    return this.answers.size + this.fetching;
  }

  /** The last seq applied to committed state: what every read of this shard reflects. */
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
      decision = decide(this.spec, command, ctx);
    } catch (error) {
      if (error instanceof ArchiveMiss) return this.fetchThenDecide(command, error.key, fetched);
      return this.answers.push(this.specSeq, this.appliedPos.seq, { error });
    } finally {
      this.lookup.fetched = undefined;
    }
    if (decision.kind === 'reply') return this.answers.push(this.specSeq, this.appliedPos.seq, { value: decision.result });
    const record: CommandRecord = { v: 1, atMs: ctx.atMs, command: command.type, events: decision.events };
    if (decision.idem) record.idem = decision.idem;
    try {
      applyRecord(this.spec, record);
    } catch (error) {
      // decide produced a record apply refuses: a programmer error, and the speculative state is
      // now half-applied. Stop before anything of it reaches the log.
      this.host.failed(error);
      return Promise.reject(new DomainError('internal'));
    }
    if (this.spec.evicted.length > 0) for (const e of this.spec.evicted.splice(0)) this.specEvicted.add(e);
    const payload = encodeRecord(record);
    const seq = ++this.specSeq;
    if (this.host.ackBeforeWrite) {
      setTimeout(() => this.append(seq, record, payload), 25);
      return Promise.resolve(decision.result);
    }
    const answer = this.answers.push(seq, this.appliedPos.seq, { value: decision.result });
    this.append(seq, record, payload);
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
   * After a failure the speculative state holds records that may never have reached the disk, so
   * only the committed state is asked. A stored reply (an idempotent retry, a repeated deposit)
   * is answered; anything that would write is refused with 503 (not applied: retry after restart).
   */
  private async replyWhileFailed(command: Command, fetched: Fetched | undefined, misses = 0): Promise<unknown> {
    const refused = new DomainError('unavailable', { reason: 'writes_stopped' });
    this.committedLookup.fetched = fetched;
    let decision: Decision;
    try {
      decision = decide(this.state, command, this.host.context(this.committedLookup));
    } catch (error) {
      // A refusal is not stored and may depend on records whose outcome is unknown: refused too.
      if (!(error instanceof ArchiveMiss)) throw refused;
      if (misses >= FAILED_LOOKUPS_MAX) throw refused;
      const more = await this.host.archiver.fetch([error.key]).catch(() => undefined);
      if (!more) throw refused;
      for (const [k, v] of fetched ?? []) more.set(k, v);
      return this.replyWhileFailed(command, more, misses + 1);
    } finally {
      this.committedLookup.fetched = undefined;
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

  private append(seq: number, record: CommandRecord, payload: Uint8Array): void {
    this.inFlight.push({ seq, record });
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
    for (const entry of entries) {
      if (entry.seq <= this.appliedPos.seq) continue;
      if (entry.seq !== this.appliedPos.seq + 1) throw new Error(`shard ${this.id}: followed seq ${entry.seq} after ${this.appliedPos.seq}`);
      const record = decodeRecord(entry.payload);
      applyRecord(this.state, record);
      this.appliedPos = { seq: entry.seq, hash: entry.hash };
      if (this.state.evicted.length > 0) this.host.evicted(this.state.evicted.splice(0));
      this.host.committed(this.id, entry.seq, record);
    }
    this.wakeSeqWaiters();
  }

  /**
   * Resolves once committed state holds seq `seq`; rejects with 503 after `timeoutMs` (a forwarded
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
   * Starts deciding: the log's head is `appliedSeq` (the caller applied everything up to the head
   * acquireShard returned), so speculative state starts as a copy of committed state.
   */
  becomeOwner(): void {
    if (this.owner) return;
    this.spec = cloneState(this.state);
    shareRuns(this.spec.idemArchived, this.state.idemArchived);
    this.specSeq = this.appliedPos.seq;
    this.specEvicted = new EvictedIndex();
    this.lookup = new ShardLookup(this.specEvicted, this.host.archiver.pending);
    this.owner = true;
  }

  /**
   * Stops deciding: answers not yet given fail with 503 (their records may or may not be
   * committed; the follower will apply whichever were), and appends still out are disowned.
   */
  becomeFollower(): void {
    if (!this.owner) return;
    this.owner = false;
    this.generation += 1;
    this.answers.failAll(shardMoving);
    this.inFlight.length = 0;
    this.inFlightHead = 0;
    this.sinceSnapshot = 0;
    this.wakeIfIdle();
  }

  /** Appends of one shard resolve in seq order: apply each to committed state, then answer. */
  private durable(pos: WalPosition): void {
    if (this.host.isFailed()) return this.fail(undefined);
    const next = this.inFlight[this.inFlightHead];
    if (!next || next.seq !== pos.seq) return this.fail(new Error(`shard ${this.id}: seq ${pos.seq} became durable out of order`));
    this.inFlight[this.inFlightHead++] = undefined as never;
    if (this.inFlightHead > 1024 && this.inFlightHead * 2 > this.inFlight.length) {
      this.inFlight.splice(0, this.inFlightHead);
      this.inFlightHead = 0;
    }
    const runs = this.state.idemArchived.runs;
    const runsBefore = runs.length;
    const newestRun = runs[runsBefore - 1];
    try {
      applyRecord(this.state, next.record);
    } catch (error) {
      // The record is durable but memory refused it: memory no longer matches the log. Stop.
      return this.fail(error);
    }
    if (runs.length !== runsBefore || runs[runs.length - 1] !== newestRun) shareRuns(this.state.idemArchived, this.spec.idemArchived);
    this.appliedPos = pos;
    if (this.state.evicted.length > 0) {
      const evicted = this.state.evicted.splice(0);
      this.host.evicted(evicted);
      for (const e of evicted) this.specEvicted.remove(e);
    }
    this.host.committed(this.id, pos.seq, next.record);
    this.answers.release(pos.seq);
    this.wakeSeqWaiters();
    this.sinceSnapshot += 1;
    if (this.host.snapshotEvery > 0 && this.sinceSnapshot >= this.host.snapshotEvery) void this.snapshot().catch((error) => this.host.failed(error));
    this.wakeIfIdle();
  }

  private fail(error: unknown): void {
    if (error !== undefined) this.host.failed(error);
    this.answers.failAll(() => new DomainError('internal'));
    this.inFlight.length = 0;
    this.inFlightHead = 0;
    this.wakeIfIdle();
  }

  private wakeIfIdle(): void {
    if (this.isIdle()) for (const wake of this.idle.splice(0)) wake();
  }

  /** Committed state at its own position: never ahead of what is durable. One write at a time. */
  async snapshot(): Promise<void> {
    if (this.snapshotting) await this.snapshotting;
    if (this.sinceSnapshot === 0 || this.host.isFailed()) return;
    this.sinceSnapshot = 0;
    const pos = this.appliedPos;
    const bytes = encodeState(this.state);
    // The snapshot no longer holds what was archived up to `pos`: that must be durable first.
    this.snapshotting = this.host.archiver.barrier().then(() => this.host.wal.writeSnapshot(this.id, pos, bytes)).finally(() => {
      this.snapshotting = undefined;
    });
    await this.snapshotting;
  }
}

/** The shard is changing hands, or this node does not own it: retry shortly (through any node). */
export function shardMoving(): DomainError {
  return new DomainError('unavailable', { reason: 'shard_moving', retry_after_seconds: 1 });
}
