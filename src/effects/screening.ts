// Effect after commit: a created task has passed the safety filter already (governance ran before
// it existed), so screening ends by moving it live. Driven from committed records — a crash between
// create and this step is healed at the next start — and gathered per shard over a short window, so
// a stream of creates costs a fraction of a record each, not one more record each.
import type { Engine } from '../runtime/engine.ts';
import type { CommandRecord } from '../core/events.ts';
import type { Effect } from './effect.ts';

const SCREENING_WINDOW_MS = 20;

export class ScreeningPump implements Effect {
  readonly hears = 'owned';
  private readonly pending = new Map<number, Set<string>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly engine: Engine,
    private readonly windowMs = SCREENING_WINDOW_MS,
  ) {}

  /** Tasks created by a committed record of `shard`. */
  committed(shard: number, _seq: number, record: CommandRecord): void {
    for (const e of record.events) {
      if (e.type === 'TaskCreated') this.add(shard, e.task.id);
      // A resumed campaign's tasks held in screening while it was paused go live now.
      if (e.type === 'CampaignMoved' && e.from === 'paused' && e.to === 'active') {
        for (const t of this.engine.states().get(shard)?.tasks.values() ?? [])
          if (t.campaignId === e.campaignId && t.state === 'screening') this.add(shard, t.id);
      }
    }
  }

  start(): void {
    this.resume();
  }

  shardTaken(shard: number): void {
    this.resume(shard);
  }

  /** Tasks left in screening by a previous run (or by a dead node, for a shard taken over). */
  private resume(only?: number): void {
    for (const [shard, state] of this.engine.ownedStates(only)) {
      for (const t of state.tasks.values()) if (t.state === 'screening') this.add(shard, t.id);
    }
  }

  private add(shard: number, taskId: string): void {
    const ids = this.pending.get(shard);
    if (ids) ids.add(taskId);
    else this.pending.set(shard, new Set([taskId]));
    this.timer ??= setTimeout(() => this.flush(), this.windowMs);
  }

  private flush(): void {
    this.timer = undefined;
    for (const [shard, taskIds] of this.pending) {
      // A refusal (shutting down, overloaded) leaves the tasks in screening; resume() picks them
      // up.
      this.engine.execute({ type: 'ScreenTasks', shard, taskIds: [...taskIds] }).catch(() => {});
    }
    this.pending.clear();
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }
}
