// Reads that reach settled history: committed memory first, then what is on its way to the
// archive, then the archive store. Memory and the pending index are looked at in the same tick,
// before any await, so an object moving between them is never missed: it leaves the pending
// index only once the store holds it.
import {
  campaignKey,
  loopKey,
  orgCampaignRange,
  orgLoopRange,
  orgTaskKey,
  orgTaskRange,
  taskKey,
  type ArchivedCampaign,
  type ArchivedTask,
  type ArchivedWorkflow,
} from '../archive/codec.ts';
import type { EscrowLock, Loop, ShardState, Task, Workflow } from '../core/state.ts';
import { openTaskIds } from '../core/org-tasks.ts';
import { campaignParts, type CampaignParts } from '../projections/campaign-view.ts';
import type { Engine } from './engine.ts';
import { isListed, slotsOfTasks } from './slot-groups.ts';

export type TaskRead = ArchivedTask;

export interface WorkflowRead extends ArchivedWorkflow {
  /** The workflow's step tasks, by id. */
  readonly tasks: ReadonlyMap<string, Task>;
}

/** True the first time an id is seen: keeps the first of duplicate rows. */
function firstSight(seen: Set<string>, id: string): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  return true;
}

function inMemory(engine: Engine, task: Task | undefined): TaskRead | undefined {
  if (!task) return undefined;
  const lock = engine.stateOf(task.orgId).locks.get(task.lockId);
  if (!lock) throw new Error(`task ${task.id} has no lock in memory`);
  return { task, lock };
}

/** A task by id, wherever it is; `orgId` narrows the memory look-up to that org's shard. */
export async function readTask(
  engine: Engine,
  taskId: string,
  orgId?: string,
): Promise<TaskRead | undefined> {
  const open =
    orgId === undefined ? engine.findOpenTask(taskId) : engine.stateOf(orgId).tasks.get(taskId);
  if (open) return inMemory(engine, open);
  return engine.archiver.task(taskId);
}

/**
 * The org's newest tasks, newest first: open ones from memory merged with settled ones from the
 * archive. A task of several slots is listed once, by its first slot (slot-groups.ts).
 */
export async function listTasks(engine: Engine, orgId: string, limit: number): Promise<TaskRead[]> {
  const state = engine.stateOf(orgId);
  const found: TaskRead[] = [];
  const open = openTaskIds(state.tasksByOrg, orgId, state.tasks, limit, (id) =>
    isListed(state.tasks.get(id)!),
  );
  for (const id of open) found.push(inMemory(engine, state.tasks.get(id))!);
  for (const read of engine.archiver.pending.tasks.values())
    if (read.task.orgId === orgId && isListed(read.task)) found.push(read);
  // Other slots take places in the archive's order: read on until `limit` listed ones are in.
  let upper = orgTaskRange(orgId).lt;
  let listed = 0;
  for (let scanned = 0; listed < limit && scanned < PAGE_SCAN_MAX; ) {
    const ids = await engine.archiver.ids({
      gte: orgTaskRange(orgId).gte,
      lt: upper,
      reverse: true,
      limit,
    });
    scanned += ids.length;
    const fetched = await engine.archiver.fetch(ids.map(taskKey));
    let lowest = Number.MAX_SAFE_INTEGER;
    for (const value of fetched.values()) {
      const read = value as ArchivedTask | null;
      if (!read) continue;
      lowest = Math.min(lowest, read.task.ordinal);
      if (!isListed(read.task)) continue;
      found.push(read);
      listed += 1;
    }
    if (ids.length < limit || lowest === Number.MAX_SAFE_INTEGER) break;
    upper = orgTaskKey(orgId, lowest);
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => b.task.ordinal - a.task.ordinal)
    .filter((r) => firstSight(seen, r.task.id))
    .slice(0, limit);
}

export interface TaskPage {
  tasks: TaskRead[];
  /** The ordinal to pass as `beforeOrdinal` for the next page; null on the last one. */
  next: number | null;
  /** The slots of each task of several on the page, by its id (slot-groups.ts). */
  slots: Map<string, Task[]>;
}

/**
 * Archive ids looked at per request at most, so a filter that matches little cannot scan a year.
 */
const PAGE_SCAN_MAX = 5_000;

/** A page's filter: the task (a first slot, for a task of several) and all its slots. */
export type TaskMatch = (task: Task, slots: readonly Task[]) => boolean;

/**
 * One page of the org's tasks, newest first, older than `beforeOrdinal`, that `match` accepts:
 * the console's filtered list. Memory and the pending index first (same tick), then the
 * archive in chunks, newest first, until the page is full. A task of several slots is one entry
 * (its first slot's ordinal), matched with all its slots.
 */
export async function pageTasks(
  engine: Engine,
  orgId: string,
  options: { limit: number; beforeOrdinal?: number; match?: TaskMatch },
): Promise<TaskPage> {
  const before = options.beforeOrdinal ?? Number.MAX_SAFE_INTEGER;
  const match = options.match ?? (() => true);
  const state = engine.stateOf(orgId);
  const candidates: TaskRead[] = [];
  for (const id of openTaskIds(state.tasksByOrg, orgId, state.tasks)) {
    const t = state.tasks.get(id)!;
    if (t.ordinal < before && isListed(t)) candidates.push(inMemory(engine, t)!);
  }
  for (const read of engine.archiver.pending.tasks.values()) {
    if (read.task.orgId === orgId && read.task.ordinal < before && isListed(read.task))
      candidates.push(read);
  }
  const found = new Map<string, TaskRead>();
  const slots = new Map<string, Task[]>();
  const keep = async (reads: TaskRead[]) => {
    const groups = await slotsOfTasks(
      engine,
      orgId,
      reads.map((r) => r.task),
    );
    for (const r of reads) {
      const group = groups.get(r.task.id);
      if (!match(r.task, group ?? [r.task])) continue;
      found.set(r.task.id, r);
      if (group) slots.set(r.task.id, group);
    }
  };
  await keep(candidates);
  let upper =
    before === Number.MAX_SAFE_INTEGER ? orgTaskRange(orgId).lt : orgTaskKey(orgId, before);
  let scanned = 0;
  let archiveDone = false;
  while (!archiveDone && scanned < PAGE_SCAN_MAX) {
    const ids = await engine.archiver.ids({
      gte: orgTaskRange(orgId).gte,
      lt: upper,
      reverse: true,
      limit: 200,
    });
    scanned += ids.length;
    if (ids.length < 200) archiveDone = true;
    const fetched = await engine.archiver.fetch(ids.map(taskKey));
    let lowest = Number.MAX_SAFE_INTEGER;
    const chunk: TaskRead[] = [];
    for (const value of fetched.values()) {
      const read = value as ArchivedTask | null;
      if (!read) continue;
      lowest = Math.min(lowest, read.task.ordinal);
      if (isListed(read.task) && !found.has(read.task.id)) chunk.push(read);
    }
    await keep(chunk);
    if (lowest === Number.MAX_SAFE_INTEGER) break;
    upper = orgTaskKey(orgId, lowest);
    // Enough older matches in hand: everything newer than the archive's last look is already in.
    const olderInHand = [...found.values()].filter((r) => r.task.ordinal >= lowest).length;
    if (olderInHand > options.limit) break;
  }
  const sorted = [...found.values()].sort((a, b) => b.task.ordinal - a.task.ordinal);
  const tasks = sorted.slice(0, options.limit);
  const more = sorted.length > options.limit || (!archiveDone && scanned > 0);
  return {
    tasks,
    next: more && tasks.length > 0 ? tasks[tasks.length - 1]!.task.ordinal : null,
    slots: new Map(
      tasks.flatMap((r) => (slots.has(r.task.id) ? [[r.task.id, slots.get(r.task.id)!]] : [])),
    ),
  };
}

/** A workflow with its lock and step tasks, wherever it is. */
/**
 * An open workflow with its lock and step tasks, as committed memory holds them (steps leave only
 * with their workflow).
 */
export function openWorkflow(state: ShardState, wf: Workflow): WorkflowRead {
  const tasks = new Map<string, Task>();
  for (const step of wf.steps) {
    const t = step.taskId === null ? undefined : state.tasks.get(step.taskId);
    if (t) tasks.set(t.id, t);
  }
  return {
    workflow: wf,
    lock: state.locks.get(wf.lockId) as EscrowLock,
    taskIds: [...tasks.keys()],
    tasks,
  };
}

export async function readWorkflow(
  engine: Engine,
  workflowId: string,
  orgId: string,
): Promise<WorkflowRead | undefined> {
  const wf = engine.stateOf(orgId).workflows.get(workflowId);
  if (wf) return openWorkflow(engine.stateOf(orgId), wf);
  const archived = await engine.archiver.workflow(workflowId);
  if (!archived) return undefined;
  // Steps still pending are taken before the fetch: they may reach the store while it runs.
  const tasks = new Map<string, Task>();
  for (const id of archived.taskIds) {
    const pending = engine.archiver.pending.tasks.get(id);
    if (pending) tasks.set(id, pending.task);
  }
  const fetched = await engine.archiver.fetch(
    archived.taskIds.filter((id) => !tasks.has(id)).map(taskKey),
  );
  for (const [key, value] of fetched)
    if (value) tasks.set(key.slice(2), (value as ArchivedTask).task);
  return {
    ...archived,
    tasks: new Map(
      archived.taskIds.flatMap((id) =>
        tasks.has(id) ? [[id, tasks.get(id)!] as [string, Task]] : [],
      ),
    ),
  };
}

export async function readLoop(
  engine: Engine,
  loopId: string,
  orgId: string,
): Promise<Loop | undefined> {
  return engine.stateOf(orgId).loops.get(loopId) ?? engine.archiver.loop(loopId);
}

/** Every Loop of the org, oldest first: running ones from memory, ended ones from the archive. */
export async function listLoops(engine: Engine, orgId: string): Promise<Loop[]> {
  const found = [...engine.stateOf(orgId).loops.values()].filter((l) => l.orgId === orgId);
  for (const loop of engine.archiver.pending.loops.values())
    if (loop.orgId === orgId) found.push(loop);
  const ids = await engine.archiver.ids(orgLoopRange(orgId));
  for (const loop of (await engine.archiver.fetch(ids.map(loopKey))).values())
    if (loop) found.push(loop as Loop);
  const seen = new Set<string>();
  return found.sort((a, b) => a.ordinal - b.ordinal).filter((l) => firstSight(seen, l.id));
}

/** The task a Pass token was issued for, open or settled. */
export async function readTaskForPass(engine: Engine, token: string): Promise<Task | undefined> {
  const open = engine.indexes.openTaskForPassToken(token);
  if (open) return open;
  const id = await engine.archiver.taskIdForPass(token);
  return id === undefined ? undefined : (await engine.archiver.task(id))?.task;
}

const NO_TASKS: ReadonlyMap<string, Task> = new Map();
/** A campaign read from the archive: every task of it left memory before it did. */
const archivedParts = (a: ArchivedCampaign): CampaignParts => ({
  campaign: a.campaign,
  lock: a.lock,
  tasks: NO_TASKS,
});

/** The org's campaign by id, open or finished and archived; undefined for none or another org's. */
export async function readCampaign(
  engine: Engine,
  campaignId: string,
  orgId: string,
): Promise<CampaignParts | undefined> {
  const state = engine.stateOf(orgId);
  const open = state.campaigns.get(campaignId);
  const found = open
    ? campaignParts(state, open)
    : await engine.archiver.campaign(campaignId).then((a) => a && archivedParts(a));
  return found?.campaign.orgId === orgId ? found : undefined;
}

/**
 * Every campaign of the org, oldest first: open and recently finished ones from memory, the rest
 * from the archive.
 */
export async function listAllCampaigns(engine: Engine, orgId: string): Promise<CampaignParts[]> {
  const state = engine.stateOf(orgId);
  const found = [...state.campaigns.values()]
    .filter((c) => c.orgId === orgId)
    .map((c) => campaignParts(state, c));
  for (const a of engine.archiver.pending.campaigns.values())
    if (a.campaign.orgId === orgId) found.push(archivedParts(a));
  const ids = await engine.archiver.ids(orgCampaignRange(orgId));
  for (const a of (await engine.archiver.fetch(ids.map(campaignKey))).values())
    if (a) found.push(archivedParts(a as ArchivedCampaign));
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.campaign.ordinal - b.campaign.ordinal)
    .filter((p) => firstSight(seen, p.campaign.id));
}
