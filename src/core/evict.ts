// Which settled history leaves memory, and when. Part of apply, so it is a function of the log
// alone: the live state, a replay and a snapshot agree on what is in memory, and the archive
// (derived from what leaves) can be rebuilt from the log byte for byte.
//
// - A task leaves once final (paid, cancelled, expired, resolved_refunded), with its own lock,
//   unless a proof of it still waits for its verification (which is still recorded on it).
// - A workflow's steps share its lock, so the workflow leaves as one unit with its lock and its
//   steps' tasks, once it is finished and every started step has left by the rule above.
// - A multi-worker task's slots share its lock: they leave together with it once every slot is
//   settled by the task rule above.
// - A Loop leaves once ended (exhausted, expired, killed) with no run left to decline.
// - A campaign leaves once finished (completed, cancelled) and none of its rows' tasks is still in
//   memory (each leaves by the task rule above, on its own, with its own lock), with the
//   campaign's own lock. Nothing changes it after that: its tally follows only its tasks' moves,
//   rows are made only while it is active, and decide refuses every move out of a final status.
//   Checked when it finishes and whenever one of its tasks leaves, whichever comes last.
// - An idempotency record stays in memory for IDEM_HOT_MS, and at most IDEM_HOT_MAX per shard;
//   older ones leave for the archive, where look-ups still find them for their 24-hour window.
import type { Evicted, IdempotencyRecord, Loop, ShardState, Task } from './state.ts';
import { FINISHED_CAMPAIGN } from './state.ts';
import { addEvictedScope } from './idem-filter.ts';
import { dropOrgTask } from './org-tasks.ts';

export type Ended = { kind: 'task' | 'workflow' | 'loop' | 'campaign'; id: string };

export const IDEM_HOT_MS = 10 * 60 * 1000;
export const IDEM_HOT_MAX = 2048;

export const FINAL_TASK: ReadonlySet<string> = new Set([
  'paid',
  'cancelled',
  'expired',
  'resolved_refunded',
]);
const FINISHED_WORKFLOW: ReadonlySet<string> = new Set(['completed', 'failed']);
export const ENDED_LOOP: ReadonlySet<string> = new Set(['exhausted', 'expired', 'killed']);

/** Nothing will change this task again: final, and no verification still to record. */
function isSettledTask(task: Task): boolean {
  return FINAL_TASK.has(task.state) && (task.proof === null || task.proof.verification !== null);
}

function isEndedLoop(loop: Loop): boolean {
  return ENDED_LOOP.has(loop.status) && !loop.runs.some((r) => r.status === 'proposed');
}

function out(state: ShardState, evicted: Evicted): void {
  state.evicted.push(evicted);
}

function dropTask(state: ShardState, task: Task): void {
  state.tasks.delete(task.id);
  dropOrgTask(state.tasksByOrg, task.orgId, state.tasks);
  if (task.campaignId !== undefined) {
    const left = (state.campaignTasksOpen.get(task.campaignId) ?? 0) - 1;
    if (left > 0) state.campaignTasksOpen.set(task.campaignId, left);
    else state.campaignTasksOpen.delete(task.campaignId);
  }
}

function evictCampaignIfDone(state: ShardState, campaignId: string): void {
  const campaign = state.campaigns.get(campaignId);
  if (
    !campaign ||
    !FINISHED_CAMPAIGN.has(campaign.status) ||
    state.campaignTasksOpen.has(campaignId)
  )
    return;
  const lock = state.locks.get(campaign.lockId);
  if (!lock) throw new Error(`evict: campaign ${campaign.id} has no lock`);
  state.locks.delete(lock.id);
  state.campaigns.delete(campaign.id);
  out(state, { kind: 'campaign', campaign, lock });
}

function evictWorkflowIfDone(state: ShardState, workflowId: string): void {
  const wf = state.workflows.get(workflowId);
  if (!wf || !FINISHED_WORKFLOW.has(wf.state)) return;
  const tasks: Task[] = [];
  for (const step of wf.steps) {
    if (step.taskId === null) continue;
    const task = state.tasks.get(step.taskId);
    if (!task || !isSettledTask(task)) return;
    tasks.push(task);
  }
  const lock = state.locks.get(wf.lockId);
  if (!lock) throw new Error(`evict: workflow ${wf.id} has no lock`);
  for (const task of tasks) dropTask(state, task);
  state.locks.delete(lock.id);
  state.workflows.delete(wf.id);
  out(state, { kind: 'workflow', workflow: wf, lock, tasks });
}

/**
 * A group's slots share its lock: they leave together, each as a task with the lock, once every
 * slot is settled (core/slots.ts).
 */
function evictSlotsIfDone(state: ShardState, group: string): void {
  const first = state.tasks.get(group);
  if (!first?.slotIds) return;
  const slots: Task[] = [];
  for (const id of first.slotIds) {
    const slot = state.tasks.get(id);
    if (!slot || !isSettledTask(slot)) return;
    slots.push(slot);
  }
  const lock = state.locks.get(first.lockId);
  if (!lock) throw new Error(`evict: slots of ${group} have no lock`);
  for (const slot of slots) {
    dropTask(state, slot);
    out(state, { kind: 'task', task: slot, lock });
  }
  state.locks.delete(lock.id);
  // A campaign row's task: its campaign may leave after it, as after a task of one.
  if (first.campaignId !== undefined) evictCampaignIfDone(state, first.campaignId);
}

export function evictEnded(state: ShardState, ended: readonly Ended[]): void {
  for (const { kind, id } of ended) {
    if (kind === 'loop') {
      const loop = state.loops.get(id);
      if (!loop || !isEndedLoop(loop)) continue;
      state.loops.delete(id);
      out(state, { kind: 'loop', loop });
    } else if (kind === 'workflow') {
      evictWorkflowIfDone(state, id);
    } else if (kind === 'campaign') {
      evictCampaignIfDone(state, id);
    } else {
      const task = state.tasks.get(id);
      if (!task || !isSettledTask(task)) continue;
      if (task.workflowId !== null) {
        evictWorkflowIfDone(state, task.workflowId);
        continue;
      }
      if (task.slotGroup !== undefined) {
        evictSlotsIfDone(state, task.slotGroup);
        continue;
      }
      const lock = state.locks.get(task.lockId);
      if (!lock) throw new Error(`evict: task ${task.id} has no lock`);
      dropTask(state, task);
      state.locks.delete(lock.id);
      out(state, { kind: 'task', task, lock });
      // The campaign's last task to leave may be the one that lets the campaign leave after it.
      if (task.campaignId !== undefined) evictCampaignIfDone(state, task.campaignId);
    }
  }
}

/**
 * The order records entered a shard's idempotency map, kept beside it. The map alone is in that
 * order too (apply re-inserts a key to move it to the back), but its oldest entry is found by
 * walking from the front over every slot deleted since V8 last compacted the table: at 2,048
 * records, about a thousand slots for every record applied: 1.2–1.3 µs an apply, 0.7 with this.
 * An entry whose record is no longer the map's (re-inserted, or evicted) is skipped on the way.
 * Derived, not state: rebuilt from the map's order when missing (a decoded or cloned state).
 */
interface IdemOrder {
  /** Slots behind `head` are emptied (undefined) for the collector. */
  scopes: Array<string | undefined>;
  records: Array<IdempotencyRecord | undefined>;
  head: number;
}

const idemOrders = new WeakMap<Map<string, IdempotencyRecord>, IdemOrder>();

function idemOrderOf(map: Map<string, IdempotencyRecord>): IdemOrder {
  let order = idemOrders.get(map);
  if (!order) {
    order = { scopes: [...map.keys()], records: [...map.values()], head: 0 };
    idemOrders.set(map, order);
  }
  return order;
}

/** Stores a record as the newest of its scope (apply's one way in). */
export function putIdempotency(state: ShardState, scope: string, record: IdempotencyRecord): void {
  const map = state.idempotency;
  map.delete(scope);
  map.set(scope, record);
  const order = idemOrders.get(map);
  if (order) {
    order.scopes.push(scope);
    order.records.push(record);
  }
}

/** Oldest first, in the order records entered the map. */
export function evictIdempotency(state: ShardState, atMs: number): void {
  const map = state.idempotency;
  const order = idemOrderOf(map);
  const { scopes, records } = order;
  while (order.head < scopes.length) {
    const scope = scopes[order.head]!;
    const record = records[order.head]!;
    // A stale entry is older than every live one after it, so "not yet" from it holds for them:
    // the map is asked only when something is due (no probe per record below the bounds).
    if (map.size <= IDEM_HOT_MAX && atMs - record.atMs < IDEM_HOT_MS) break;
    if (map.get(scope) === record) {
      map.delete(scope);
      if (record.atMs > state.idemEvictedMaxAtMs) state.idemEvictedMaxAtMs = record.atMs;
      addEvictedScope(state.idemArchived, scope, record.atMs, atMs);
      out(state, { kind: 'idem', scope, record });
    }
    // Slots behind the head are dropped for the collector.
    scopes[order.head] = undefined;
    records[order.head] = undefined;
    order.head += 1;
  }
  if (order.head > 1024 && order.head * 2 > scopes.length) {
    order.scopes = scopes.slice(order.head);
    order.records = records.slice(order.head);
    order.head = 0;
  }
}
