// The webhook events a committed record produces, derived from the record alone (plus where its
// tasks live), so the live path and a replay of the WAL after a restart derive the very same
// events under the very same ids: `evt_<shard>_<seq>_<index>` names a record's n-th task event.
import type { TaskState } from '../../machines/task.machine.ts';
import type { CommandRecord } from '../core/events.ts';

export interface WebhookEvent {
  /** `evt_<shard>_<seq>_<index>`: the payload id and the webhook-id header. */
  id: string;
  /** `task.<state>`. */
  type: string;
  /** The state the event announces (the task's state right after this move). */
  state: TaskState;
  orgId: string;
  taskId: string;
  /** Service time of the record (ISO 8601): the payload's created_at. */
  createdAt: string;
  shard: number;
  seq: number;
}

/**
 * Task events of one committed record: one per TaskCreated (task.screening) and one per TaskMoved
 * (`task.<to>`), in record order. A TaskMoved names only its task: `orgOf` says whose it is (the
 * shard's state, or TaskCreated records read earlier); events of tasks it cannot place are
 * skipped, and the index still counts them, so the other ids never shift.
 */
export function eventsOf(shard: number, seq: number, record: CommandRecord, orgOf: (taskId: string) => string | undefined = () => undefined): WebhookEvent[] {
  const out: WebhookEvent[] = [];
  const createdAt = new Date(record.atMs).toISOString();
  const created = new Map<string, string>();
  let index = 0;
  for (const e of record.events) {
    let taskId: string;
    let orgId: string | undefined;
    let state: TaskState;
    if (e.type === 'TaskCreated') {
      taskId = e.task.id;
      orgId = e.task.orgId;
      state = e.state;
      created.set(taskId, orgId);
    } else if (e.type === 'TaskMoved') {
      taskId = e.taskId;
      orgId = created.get(taskId) ?? orgOf(taskId);
      state = e.to;
    } else {
      continue;
    }
    const id = `evt_${shard}_${seq}_${index}`;
    index += 1;
    if (orgId === undefined) continue;
    out.push({ id, type: `task.${state}`, state, orgId, taskId, createdAt, shard, seq });
  }
  return out;
}

/** Whether an endpoint subscribed with `patterns` wants `type`: exact names, `prefix.*`, or `*`. */
export function matches(patterns: readonly string[], type: string): boolean {
  for (const p of patterns) {
    if (p === '*' || p === type) return true;
    if (p.endsWith('.*') && type.startsWith(p.slice(0, -1))) return true;
  }
  return false;
}
