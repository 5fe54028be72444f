// A shard's open task ids per org, in creation order: an append-only list with lazy removal.
// Appending costs less than adding to a Set (no probe into a per-org hash table, which is the
// hottest line of a create's apply: ~0.8 µs of it in the apply harness), and a create is far more
// common than a read of the list. A task that leaves memory stays in the list until most of the
// list is such ids; readers skip ids no longer in `state.tasks`. Derived: rebuilt on decode.

export interface OrgTasks {
  /** Creation order; may still hold ids that left `state.tasks`. */
  ids: string[];
  /** How many of `ids` are still in `state.tasks`. */
  live: number;
}

export function addOrgTask(byOrg: Map<string, OrgTasks>, orgId: string, taskId: string): void {
  const list = byOrg.get(orgId);
  if (list) {
    list.ids.push(taskId);
    list.live += 1;
  } else byOrg.set(orgId, { ids: [taskId], live: 1 });
}

/** After `tasks` lost one of the org's ids. */
export function dropOrgTask(
  byOrg: Map<string, OrgTasks>,
  orgId: string,
  tasks: ReadonlyMap<string, unknown>,
): void {
  const list = byOrg.get(orgId);
  if (!list) return;
  list.live -= 1;
  if (list.live <= 0) byOrg.delete(orgId);
  else if (list.ids.length > 2 * list.live + 32) list.ids = list.ids.filter((id) => tasks.has(id));
}

/**
 * The org's open task ids, oldest first; with `newest`, only that many of the newest (of those
 * `keep` keeps, when given: called only for ids in `tasks`).
 */
export function openTaskIds(
  byOrg: ReadonlyMap<string, OrgTasks>,
  orgId: string,
  tasks: ReadonlyMap<string, unknown>,
  newest = Infinity,
  keep?: (id: string) => boolean,
): string[] {
  const ids = byOrg.get(orgId)?.ids ?? [];
  const out: string[] = [];
  for (let i = ids.length - 1; i >= 0 && out.length < newest; i--)
    if (tasks.has(ids[i]!) && (keep === undefined || keep(ids[i]!))) out.push(ids[i]!);
  return out.reverse();
}
