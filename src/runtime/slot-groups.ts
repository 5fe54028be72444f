// A task of several slots is one task wherever tasks are listed (docs/api.md, "Several Operators
// on one task"): lists, counts and exports show it once, by its first slot (its id is the task's
// id), with its slots inside it as get_task shows them. Its other slots are listed nowhere on
// their own, so a page can never hold a slot without its task, nor one of them twice.
import { taskKey, type ArchivedTask } from '../archive/codec.ts';
import type { Task } from '../core/state.ts';
import type { Engine } from './engine.ts';

/** A task is listed unless it is a slot of a task of several other than the first. */
export function isListed(task: Task): boolean {
  return task.slotGroup === undefined || task.slotGroup === task.id;
}

/**
 * The slots of each listed task of several among `tasks`, in slot order, wherever they are: a
 * group leaves memory together, so its slots are in memory, on their way to the archive or in
 * the archive store. Memory and the pending index are looked at before any await (reads.ts).
 */
export async function slotsOfTasks(
  engine: Engine,
  orgId: string,
  tasks: readonly Task[],
): Promise<Map<string, Task[]>> {
  const state = engine.stateOf(orgId);
  const found = new Map<string, Task>();
  const missing: string[] = [];
  for (const first of tasks) {
    for (const id of first.slotIds ?? []) {
      const t =
        id === first.id
          ? first
          : (state.tasks.get(id) ?? engine.archiver.pending.tasks.get(id)?.task);
      if (t) found.set(id, t);
      else missing.push(id);
    }
  }
  if (missing.length > 0) {
    const fetched = await engine.archiver.fetch(missing.map(taskKey));
    for (const [key, value] of fetched)
      if (value) found.set(key.slice(2), (value as ArchivedTask).task);
  }
  const out = new Map<string, Task[]>();
  for (const first of tasks) {
    if (first.slotIds === undefined) continue;
    out.set(
      first.id,
      first.slotIds.flatMap((id) => (found.has(id) ? [found.get(id)!] : [])),
    );
  }
  return out;
}
