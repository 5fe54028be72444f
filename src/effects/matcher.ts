// Effects on the service clock, driven from committed records: match live tasks to eligible
// Operators (zone and LGA coverage, skill, not double-booked, least recently offered first), let
// an unaccepted offer lapse and move on, and expire tasks whose deadline passed before acceptance.
// One matcher is the only writer of assignments, so an Operator is never offered two tasks at once
// without any cross-shard transaction. On a shared log (several nodes) that one is the matcher of
// the node owning the Operators' shard: it tracks the tasks of every shard (a node's followed
// shards are kept up to date from the log) and its commands are forwarded to their shards' owners;
// the other nodes' matchers stay idle, and take over with the Operators' shard.
//
// A pass costs what is due, not what is open: deadlines and offer lapses wait in min-heaps by due
// time, and a live task is tried once when it goes live, then again only when an Operator is
// registered, unfrozen or freed — tasks nobody can serve do not cost every tick.
import { OPERATORS_ROUTING_KEY } from '../core/commands.ts';
import type { CommandRecord } from '../core/events.ts';
import type { Operator, Task } from '../core/state.ts';
import { suits } from '../domain/coverage.ts';
import { slotsOf } from '../core/slots.ts';
import type { Clock } from '../runtime/clock.ts';
import type { Engine } from '../runtime/engine.ts';
import type { Effect } from './effect.ts';
import { Periodic } from './periodic.ts';
import { MinHeap } from './min-heap.ts';
import { isGoldOrg, QualityCache, wantedLevel } from './matcher-quality.ts';
import { CandidateIndex } from './matcher-index.ts';
import { countGoldFromLog } from './matcher-gold.ts';

export const OFFER_TIMEOUT_MS = 15 * 60_000;
/** At most one gold offer in this many offers to an Operator (docs/outcomes.md, "Gold tasks"). */
const GOLD_EVERY = 10;
const RETRY_REFUSED_MS = 1_000;
const PRE_ACCEPTANCE = new Set(['screening', 'live', 'matched']);
const ENGAGED = new Set(['matched', 'accepted', 'in_progress']);

interface Ref {
  orgId: string;
}

export class Matcher extends Periodic implements Effect {
  /** One matcher for all shards: it tracks every shard's tasks, owned or followed. */
  readonly hears = 'every';

  /** Tasks not yet accepted: the only ones matching and expiry look at. */
  private readonly open = new Map<string, Ref>();
  /**
   * Who is engaged and when each was last offered, and the free Operators of each zone in the
   * order a pick prefers them (src/effects/matcher-index.ts): a pick looks only at candidates.
   */
  private readonly index: CandidateIndex;
  private readonly inFlight = new Set<string>();
  private readonly operatorOfTask = new Map<string, string>();
  private deadlines = new MinHeap<string>();
  private lapses = new MinHeap<string>();
  /** Live tasks to try to match on the next pass. */
  private readonly toMatch = new Set<string>();
  /** Live tasks no Operator could take: tried again when the registry or bookings change. */
  private readonly waiting = new Set<string>();

  /** Operators' scores, levels and pauses (docs/outcomes.md), refreshed as outcomes arrive. */
  private readonly quality: QualityCache;
  /**
   * Operator → offers of ordinary tasks since their last gold offer (gold goes 1 in goldEvery),
   * read back from the log when this node starts matching (src/effects/matcher-gold.ts).
   */
  private readonly sinceGold = new Map<string, number>();
  /**
   * While the log is read for it, no gold task is offered: the count is not known yet. Ordinary
   * matching goes on meanwhile, so a long log delays gold offers, not the service's start.
   */
  private countingGold = false;
  private goldRead: Promise<void> | undefined;

  constructor(
    private readonly engine: Engine,
    private readonly clock: Clock,
    tickMs = 250,
    private readonly goldEvery = GOLD_EVERY,
  ) {
    super(tickMs);
    this.quality = new QualityCache(engine, (id) => this.index.forgot(id));
    this.index = new CandidateIndex(
      () => engine.stateOf(OPERATORS_ROUTING_KEY).operators,
      (op) => this.quality.of(op),
    );
    this.adopt();
  }

  /**
   * Whether this node's matcher is the one: it owns the Operators' shard (always, on a log of its
   * own).
   */
  private get active(): boolean {
    return this.engine.owns(this.engine.shardFor(OPERATORS_ROUTING_KEY).id);
  }

  private tracking = false;

  /** Starts the passes, and the read of the gold counter from the log (on the Operators' node). */
  override start(): void {
    if (this.active) this.countGold();
    super.start();
  }

  shardTaken(shard: number): void {
    const was = this.tracking;
    this.adopt(shard);
    if (!was && this.tracking) this.countGold();
  }

  /** Stops the passes and waits out a read of the log still running. */
  override async close(): Promise<void> {
    super.close();
    await this.goldRead;
  }

  /**
   * The log's count, plus the ordinary offers this node made while it read (their records are
   * past the heads it read to; no gold offer is made meanwhile, so the count only grew). A read
   * that fails (a damaged log, or the log closed under it) leaves gold offers held: the count is
   * unknown, and holding them is the side that keeps the promise.
   */
  private countGold(): void {
    this.countingGold = true;
    const before = new Map(this.sinceGold);
    const read = countGoldFromLog(this.engine.wal, this.goldEvery).then(({ sinceGold }) => {
      const none = this.goldEvery;
      for (const [id, n] of sinceGold) {
        const during = (this.sinceGold.get(id) ?? none) - (before.get(id) ?? none);
        this.sinceGold.set(id, n + during);
      }
      this.countingGold = false;
      this.retryWaiting();
    });
    this.goldRead = read.catch(() => {});
  }

  /** The Operators' shard went elsewhere: forget now rather than at the next pass. */
  shardLeft(): void {
    if (this.tracking && !this.active) this.retire();
  }

  /**
   * Starts tracking every shard's tasks once this node holds the Operators' shard (at start, or
   * `only` just taken).
   */
  private adopt(only?: number): void {
    if (!this.active || this.tracking) return;
    if (only !== undefined && only !== this.engine.shardFor(OPERATORS_ROUTING_KEY).id) return;
    this.tracking = true;
    this.index.adopt();
    for (const state of this.engine.states().values())
      for (const t of state.tasks.values()) this.track(t);
  }

  /** The Operators' shard went to another node: its matcher decides now, ours forgets. */
  private retire(): void {
    this.tracking = false;
    this.open.clear();
    this.index.retire();
    this.operatorOfTask.clear();
    this.toMatch.clear();
    this.waiting.clear();
    this.deadlines = new MinHeap<string>();
    this.lapses = new MinHeap<string>();
  }

  /** A record committed on any shard, owned or followed. */
  committed(_shard: number, _seq: number, record: CommandRecord): void {
    if (!this.tracking) return;
    for (const e of record.events) {
      // A new Operator, or one unfrozen or reviewed by staff, may serve tasks that found nobody.
      if (e.type === 'OperatorRegistered') {
        const op = this.engine.stateOf(OPERATORS_ROUTING_KEY).operators.get(e.operator.id);
        if (op) this.index.registered(op);
      }
      if (
        e.type === 'OperatorRegistered' ||
        (e.type === 'OperatorFrozenSet' && !e.frozen) ||
        e.type === 'OperatorQualityReviewed'
      )
        this.retryWaiting();
      this.quality.heard(e);
      const id =
        e.type === 'TaskCreated' ? e.task.id : e.type === 'TaskMoved' ? e.taskId : undefined;
      if (!id) continue;
      // A task this record ended is on its way to the archive: the pending index still has it,
      // so its Operator is freed like any other.
      const orgId = e.type === 'TaskCreated' ? e.task.orgId : this.open.get(id)?.orgId;
      const task =
        (orgId ? this.engine.stateOf(orgId).tasks.get(id) : undefined) ?? this.engine.findTask(id);
      if (task) {
        this.track(task);
        if (e.type === 'TaskMoved') this.quality.moved(task);
      }
    }
  }

  private track(task: Task): void {
    if (PRE_ACCEPTANCE.has(task.state)) {
      if (!this.open.has(task.id)) this.deadlines.push(task.deadlineMs, task.id);
      this.open.set(task.id, { orgId: task.orgId });
    } else {
      this.open.delete(task.id);
      this.compactDeadlines();
    }
    if (task.state === 'live') {
      if (!this.waiting.has(task.id)) this.toMatch.add(task.id);
    } else {
      this.toMatch.delete(task.id);
      this.waiting.delete(task.id);
    }
    if (task.state === 'matched') this.lapses.push(task.updatedAtMs + OFFER_TIMEOUT_MS, task.id);
    const held = this.operatorOfTask.get(task.id);
    if (held && (task.operatorId !== held || !ENGAGED.has(task.state))) {
      this.operatorOfTask.delete(task.id);
      if (this.index.holds(held, task.id)) {
        this.index.release(held, task.id);
        if (!this.index.engaged.has(held)) this.retryWaiting();
      }
    }
    if (task.operatorId && ENGAGED.has(task.state)) {
      this.index.engage(task.operatorId, task.id);
      this.operatorOfTask.set(task.id, task.operatorId);
    }
  }

  /**
   * Deadlines of tasks that left early (accepted, cancelled) stay in the heap until due; with
   * deadlines up to 90 days out that is history, not open work. Past twice the open tasks, the
   * heap is rebuilt from the open ones.
   */
  private compactDeadlines(): void {
    if (this.deadlines.size <= 2 * this.open.size + 1024) return;
    const heap = new MinHeap<string>();
    for (const [id, ref] of this.open) {
      const task = this.engine.stateOf(ref.orgId).tasks.get(id);
      if (task) heap.push(task.deadlineMs, id);
    }
    this.deadlines = heap;
  }

  private retryWaiting(): void {
    for (const id of this.waiting) this.toMatch.add(id);
    this.waiting.clear();
  }

  protected async pass(): Promise<void> {
    if (this.tracking && !this.active) this.retire();
    if (!this.tracking) return;
    const now = this.clock.now();
    const jobs: Promise<unknown>[] = [];
    const run = (id: string, job: () => Promise<unknown> | undefined) => {
      if (this.inFlight.has(id)) return;
      const started = job();
      if (!started) return;
      this.inFlight.add(id);
      jobs.push(started.catch(() => {}).finally(() => this.inFlight.delete(id)));
    };
    const due = (heap: MinHeap<string>) => {
      const out: string[] = [];
      while ((heap.peekKey() ?? Infinity) <= now) out.push(heap.pop()!);
      return out;
    };
    for (const id of due(this.deadlines)) {
      const task = this.openTask(id);
      if (!task) continue;
      if (now < task.deadlineMs) this.deadlines.push(task.deadlineMs, id);
      // Refused (a busy shard, or one moving between nodes): due again in a second.
      else
        run(id, () =>
          this.engine
            .execute({ type: 'ExpireTask', orgId: task.orgId, taskId: id })
            .catch((error: unknown) => this.again(this.deadlines, id, now, error)),
        );
    }
    for (const id of due(this.lapses)) {
      const task = this.openTask(id);
      if (task?.state !== 'matched' || now - task.updatedAtMs < OFFER_TIMEOUT_MS) continue;
      run(id, () =>
        this.engine
          .execute({ type: 'StepTask', orgId: task.orgId, taskId: id, step: 'OFFER_LAPSED' })
          .catch((error: unknown) => this.again(this.lapses, id, now, error)),
      );
    }
    const candidates = [...this.toMatch];
    this.toMatch.clear();
    for (const id of candidates) {
      const task = this.openTask(id);
      if (task?.state !== 'live') continue;
      run(id, () => this.offer(task));
    }
    await Promise.all(jobs);
  }

  private again(heap: MinHeap<string>, id: string, now: number, error: unknown): never {
    if (this.open.has(id)) heap.push(now + RETRY_REFUSED_MS, id);
    throw error;
  }

  private openTask(id: string): Task | undefined {
    const ref = this.open.get(id);
    if (!ref) return undefined;
    return this.engine.stateOf(ref.orgId).tasks.get(id);
  }

  private offer(task: Task): Promise<unknown> | undefined {
    const base = { orgId: task.orgId, taskId: task.id };
    const operatorId = this.pick(task);
    if (!operatorId) {
      this.waiting.add(task.id);
      return undefined;
    }
    this.book(operatorId, task);
    return this.engine
      .execute({ type: 'StepTask', ...base, step: 'MATCH', operatorId })
      .catch((error: unknown) => {
        this.index.release(operatorId, task.id);
        // Refused (busy shard…): try again next pass.
        if (this.open.has(task.id)) this.toMatch.add(task.id);
        throw error;
      });
  }

  /** What an offer books before its MATCH is written: engaged, offered, the gold count. */
  private book(operatorId: string, task: Task): void {
    this.index.engage(operatorId, task.id);
    this.index.offered(operatorId);
    this.sinceGold.set(
      operatorId,
      isGoldOrg(task.orgId) ? 0 : (this.sinceGold.get(operatorId) ?? this.goldEvery) + 1,
    );
  }

  private slotHolders(task: Task): Set<string> {
    const state = this.engine.stateOf(task.orgId);
    const out = new Set<string>();
    for (const slot of slotsOf(state, task)) if (slot.operatorId) out.add(slot.operatorId);
    return out;
  }

  /**
   * Eligible, not holding another slot of the task, not declined or unsafe for, not engaged
   * elsewhere, not paused for quality, at the task's minimum level; the higher score band first,
   * then the longest unoffered. A gold task goes only to an Operator with `goldEvery - 1`
   * ordinary offers since their last gold one. The index holds the free Operators covering the
   * zone in that order, per minimum level (engaged and paused ones are out of it), so the first
   * one the task's own filters let through is the pick: the registry scan it replaces is
   * test/support/matcher-reference.ts.
   */
  private pick(task: Task): string | undefined {
    // Test and live never mix: test-mode tasks go to sandbox Operators only, live tasks never do.
    const testMode = this.engine.stateOf(task.orgId).orgs.get(task.orgId)?.mode === 'test';
    const gold = isGoldOrg(task.orgId);
    if (gold && this.countingGold) return undefined;
    const wanted = Math.max(0, wantedLevel(task.minQuality));
    // A slot is never offered to an Operator holding another slot of its task (core/slots.ts).
    const taken = task.slotGroup === undefined ? undefined : this.slotHolders(task);
    return this.index.first(task.zoneRef, task.type, testMode, wanted, (op: Operator) => {
      if (taken?.has(op.id) || !suits(op, task)) return false;
      // An Operator who said no to this task for safety is never offered it again (unsafeFor).
      if (task.declinedOperators.includes(op.id) || task.unsafeFor?.includes(op.id)) return false;
      return !gold || (this.sinceGold.get(op.id) ?? this.goldEvery) >= this.goldEvery - 1;
    });
  }
}
