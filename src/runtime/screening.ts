// Effect after commit: a created task has passed the safety filter already (governance ran
// before it existed), so screening ends by moving it live. Driven from committed state — a crash
// between create and this step is healed at the next start — and gathered per org, so a burst of
// creates costs one more record per org, not one per task.
import type { Engine } from './engine.ts';
import type { CommandRecord } from '../core/events.ts';

export class ScreeningPump {
  private readonly pending = new Map<string, Set<string>>();
  private scheduled = false;

  constructor(private readonly engine: Engine) {}

  /** Tasks created by a committed record. */
  committed(record: CommandRecord): void {
    for (const e of record.events) if (e.type === 'TaskCreated') this.add(e.task.orgId, e.task.id);
  }

  /** Tasks left in screening by a previous run. */
  resume(): void {
    for (const state of this.engine.states().values()) {
      for (const t of state.tasks.values()) if (t.state === 'screening') this.add(t.orgId, t.id);
    }
  }

  private add(orgId: string, taskId: string): void {
    const set = this.pending.get(orgId);
    if (set) set.add(taskId);
    else this.pending.set(orgId, new Set([taskId]));
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  private flush(): void {
    this.scheduled = false;
    for (const [orgId, ids] of this.pending) {
      // A refusal (shutting down, overloaded) leaves the tasks in screening; resume() picks them up.
      this.engine.execute({ type: 'ScreenTasks', orgId, taskIds: [...ids] }).catch(() => {});
    }
    this.pending.clear();
  }
}
