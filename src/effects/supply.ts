// Supply figures per zone for the fill quote (docs/api.md, "The fill quote"): which Operators
// hold an offer or a task now, and each zone's recent outcomes (minutes from a task going live to
// its acceptance, or to its expiry unaccepted), the last SAMPLES_PER_ZONE per zone and mode.
// A projection of committed records only, so it never counts what is not durable. On start:
// who is engaged is read from the state (the truth), and the outcomes from the tail of each
// shard's log (the last REBUILD_TAIL_RECORDS records), so a restart gives the same figures as
// long as the zone's recent outcomes fall within that tail (docs/design.md, "Fill quote").
import type { Effect } from './effect.ts';
import type { CommandRecord } from '../core/events.ts';
import { decodeRecord, recordHasEvent } from '../core/record-codec.ts';
import type { TaskState } from '../../machines/task.machine.ts';
import type { Task } from '../core/state.ts';
import type { Outcome } from '../domain/fill-quote.ts';
import type { Engine } from '../runtime/engine.ts';
import type { WalEntry } from '../../wal/wal.ts';

const SAMPLES_PER_ZONE = 200;
const REBUILD_TAIL_RECORDS = 5_000;
const ENGAGED = new Set<TaskState>(['matched', 'accepted', 'in_progress']);
const BEFORE_ACCEPTANCE = new Set<TaskState>(['screening', 'live', 'matched']);
const OFFERABLE = new Set<TaskState>(['live', 'matched']);

interface Since {
  key: string;
  atMs: number;
}

export class SupplyFigures implements Effect {
  /** Every shard's records: the quote counts the whole zone's supply, owned here or not. */
  readonly hears = 'every';

  /** Rebuilt from the log before the service answers (the quote is read from the first request). */
  async start(): Promise<void> {
    await this.rebuild();
  }

  /**
   * Operator → the tasks it is offered or working on. Several at once: the decider does not
   * refuse a second MATCH (a sandbox Operator serves many test tasks, and a shard cannot see
   * another's tasks); only the matcher keeps a person to one (docs/design.md, "Fill quote").
   */
  private readonly engaged = new Map<string, Set<string>>();
  private readonly operatorOfTask = new Map<string, string>();
  /** Tasks created and not yet live → their zone key (the task may be archived before replay). */
  private readonly beforeLive = new Map<string, string>();
  /** Tasks live and not yet accepted → when they first went live, and their zone key. */
  private readonly liveSince = new Map<string, Since>();
  /** mode and zone → its latest outcomes, oldest first (atMs: when the record ended it). */
  private readonly recent = new Map<string, Array<Outcome & { atMs: number }>>();
  /** While the start-up read runs, outcomes arrive shard by shard: kept whole, ordered after. */
  private rebuilding = false;
  /** Per shard, the last seq the start-up read took outcomes from. */
  private readonly readTo = new Map<number, number>();

  constructor(private readonly engine: Engine) {
    for (const state of engine.states().values())
      for (const task of state.tasks.values())
        this.book(task.id, task.state, task.operatorId ?? undefined);
  }

  /**
   * Reads the outcomes back from each shard's log tail; records committed meanwhile count once.
   * Answers how many records it read.
   */
  async rebuild(tail = REBUILD_TAIL_RECORDS): Promise<number> {
    const wal = this.engine.wal;
    let read = 0;
    this.rebuilding = true;
    // Every shard's head first, before any wait: a record committed during the read is either
    // read here or handed to committed(), never both.
    const shards = wal.shards();
    for (const shard of shards) this.readTo.set(shard, wal.head(shard).seq);
    for (const shard of shards) {
      const head = this.readTo.get(shard)!;
      const from = Math.max(0, head - tail);
      // In batches where the log offers them: a promise per record costs more than the record.
      const batches = wal.readBatches?.(shard, from) ?? singles(wal.read(shard, from));
      for await (const batch of batches)
        for (const entry of batch) {
          if (entry.seq > head) break;
          read++;
          // Most records move no task (registrations, deposits, postings): skipped undecoded.
          const moves = recordHasEvent(entry.payload, 'TaskMoved');
          if (moves || recordHasEvent(entry.payload, 'TaskCreated'))
            this.outcomesOf(decodeRecord(entry.payload));
        }
    }
    this.rebuilding = false;
    for (const list of this.recent.values()) {
      list.sort((a, b) => a.atMs - b.atMs);
      list.splice(0, Math.max(0, list.length - SAMPLES_PER_ZONE));
    }
    return read;
  }

  /** A record committed on any shard, owned or followed. */
  committed(shard: number, seq: number, record: CommandRecord): void {
    for (const e of record.events) {
      if (e.type === 'TaskCreated') this.book(e.task.id, e.state, undefined);
      if (e.type === 'TaskMoved') this.book(e.taskId, e.to, e.operatorId);
    }
    if (seq > (this.readTo.get(shard) ?? 0)) this.outcomesOf(record);
  }

  isEngaged(operatorId: string): boolean {
    return this.engaged.has(operatorId);
  }

  /** The zone's recent outcomes, for tasks of test-mode orgs or of live ones. */
  outcomes(zoneRef: string, testMode: boolean): readonly Outcome[] {
    return this.recent.get(keyOf(zoneRef, testMode)) ?? [];
  }

  private book(taskId: string, state: TaskState, operatorId: string | undefined): void {
    const held = this.operatorOfTask.get(taskId);
    if (ENGAGED.has(state)) {
      const op = operatorId ?? held;
      if (op === undefined) return;
      if (held !== undefined && held !== op) this.release(held, taskId);
      const tasks = this.engaged.get(op) ?? new Set<string>();
      if (tasks.size === 0) this.engaged.set(op, tasks);
      tasks.add(taskId);
      this.operatorOfTask.set(taskId, op);
    } else if (held !== undefined) {
      this.operatorOfTask.delete(taskId);
      this.release(held, taskId);
    }
  }

  /** The Operator no longer holds the task; engaged while it holds another. */
  private release(operatorId: string, taskId: string): void {
    const tasks = this.engaged.get(operatorId);
    if (tasks?.delete(taskId) && tasks.size === 0) this.engaged.delete(operatorId);
  }

  private outcomesOf(record: CommandRecord): void {
    for (const e of record.events) {
      if (e.type === 'TaskCreated') {
        const key = this.keyOfTask(e.task.orgId, e.task.zoneRef);
        if (e.state === 'live') this.liveSince.set(e.task.id, { key, atMs: record.atMs });
        else this.beforeLive.set(e.task.id, key);
        continue;
      }
      if (e.type !== 'TaskMoved') continue;
      const screened = this.beforeLive.get(e.taskId);
      if (e.to !== 'screening') this.beforeLive.delete(e.taskId);
      if (e.to === 'live') {
        if (this.liveSince.has(e.taskId)) continue;
        const key = screened ?? this.found(e.taskId)?.key;
        if (key !== undefined) this.liveSince.set(e.taskId, { key, atMs: record.atMs });
      } else if (e.to === 'accepted' || e.to === 'expired') {
        const since = this.liveSince.get(e.taskId) ?? this.found(e.taskId);
        this.liveSince.delete(e.taskId);
        // Only an expiry while offerable says no one took it (not one held in screening).
        if (since && (e.to === 'accepted' || OFFERABLE.has(e.from)))
          this.push(since.key, {
            minutes: Math.max(0, record.atMs - since.atMs) / 60_000,
            accepted: e.to === 'accepted',
            atMs: record.atMs,
          });
      } else if (!BEFORE_ACCEPTANCE.has(e.to)) this.liveSince.delete(e.taskId);
    }
  }

  /**
   * A task created before the records read at start, found in memory: its zone, and its creation
   * time standing in for when it went live. Undefined once it left for the archive.
   */
  private found(taskId: string): Since | undefined {
    const task: Task | undefined = this.engine.findTask(taskId);
    return task
      ? { key: this.keyOfTask(task.orgId, task.zoneRef), atMs: task.createdAtMs }
      : undefined;
  }

  private keyOfTask(orgId: string, zoneRef: string): string {
    return keyOf(zoneRef, this.engine.stateOf(orgId).orgs.get(orgId)?.mode === 'test');
  }

  private push(key: string, outcome: Outcome & { atMs: number }): void {
    const list = this.recent.get(key) ?? [];
    if (list.length === 0) this.recent.set(key, list);
    list.push(outcome);
    if (list.length > SAMPLES_PER_ZONE && !this.rebuilding) list.shift();
  }
}

async function* singles(entries: AsyncIterable<WalEntry>): AsyncIterable<readonly WalEntry[]> {
  for await (const entry of entries) yield [entry];
}

function keyOf(zoneRef: string, testMode: boolean): string {
  return `${testMode ? 'test' : 'live'} ${zoneRef}`;
}
