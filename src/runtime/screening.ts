// Effect after commit: a created task has passed the safety filter already (governance ran
// before it existed), so screening ends by moving it live. Driven from committed state, so a
// crash between create and this step is healed at the next start.
import type { Engine } from './engine.ts';
import type { CommandRecord } from '../core/events.ts';

export function screeningFollowUps(record: CommandRecord): Array<{ orgId: string; taskId: string }> {
  return record.events.flatMap((e) => (e.type === 'TaskCreated' ? [{ orgId: e.task.orgId, taskId: e.task.id }] : []));
}

export function pendingScreening(engine: Engine): Array<{ orgId: string; taskId: string }> {
  const out: Array<{ orgId: string; taskId: string }> = [];
  for (const state of engine.states().values()) {
    for (const t of state.tasks.values()) if (t.state === 'screening') out.push({ orgId: t.orgId, taskId: t.id });
  }
  return out;
}

export function passScreening(engine: Engine, task: { orgId: string; taskId: string }): void {
  // A task cancelled in between simply refuses the move; nothing to do then.
  engine.execute({ type: 'StepTask', orgId: task.orgId, taskId: task.taskId, step: 'SCREEN_PASSED' }).catch(() => {});
}
