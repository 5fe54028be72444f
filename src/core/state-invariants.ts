// The invariants read off a shard's state: each lock holds what its state says, each task has
// the lock state its own state requires, Loops stay within budget, campaigns and workflows agree
// with their tasks. Used by the record fold (invariants.ts) and, on live memory alone, by
// checkLiveStates (the admin's ledger check).
import type { TaskState } from '../../machines/task.machine.ts';
import type { EscrowState } from '../../machines/escrow.machine.ts';
import { STEP_FAILED, STEP_RELEASED } from './decide-workflows.ts';
import {
  allBalances,
  balanceKey,
  FINISHED_CAMPAIGN,
  type Campaign,
  type EscrowLock,
  type Loop,
  type ShardState,
  type Task,
  type Workflow,
} from './state.ts';

import { ESCROW_FOR_TASK, Results } from './invariant-results.ts';
import { isSlot, SLOT_REFUNDED, SLOT_RELEASED, slotGroupDisagreement, slotsOf } from './slots.ts';
import { isRowTaskEnded } from './apply-campaigns.ts';
import { rowMinor } from './campaign-state.ts';

/** The escrow account's balance recomputed from the postings, against what the lock holds. */
export function checkLock(
  shard: number,
  lock: EscrowLock,
  results: Results,
  ledger: ReadonlyMap<string, bigint>,
): void {
  const account = ledger.get(balanceKey(lock.currency, `escrow:${lock.id}`)) ?? 0n;
  const held = lock.heldMinor;
  const shapeOk =
    lock.state === 'locked'
      ? held === lock.amountMinor
      : lock.state === 'partial'
        ? held > 0n && held < lock.amountMinor
        : lock.state === 'disputed_frozen'
          ? held > 0n
          : held === 0n;
  results.check(
    'escrow_matches_state',
    account === held && shapeOk,
    () =>
      `shard ${shard}: lock ${lock.id} is ${lock.state} holding ` +
      `${held} (account ${account}, amount ${lock.amountMinor})`,
  );
}

export function checkLoop(shard: number, loop: Loop, results: Results): void {
  const charged = loop.runs.reduce((sum, r) => sum + r.spentMinor, 0n);
  const overRun =
    loop.perRunCapMinor !== null && loop.runs.some((r) => r.spentMinor > loop.perRunCapMinor!);
  results.check(
    'loop_within_budget',
    charged === loop.spentMinor && charged <= loop.budgetTotalMinor && !overRun,
    () =>
      `shard ${shard}: loop ${loop.id} spent ${charged} of ` +
      `${loop.budgetTotalMinor}${overRun ? ', a run over its cap' : ''}`,
  );
}

const HOLD_ENDS: ReadonlySet<string> = new Set(['cancelled', 'expired']);

export function checkTask(
  shard: number,
  task: Task,
  lock: EscrowLock | undefined,
  results: Results,
): void {
  // A hold waiting for staff keeps its task in screening: only staff's decision moves it on, or
  // the end of the task (the agent's cancel, the deadline).
  if (task.hold?.decision === null) {
    const ok = task.state === 'screening' || HOLD_ENDS.has(task.state);
    results.check(
      'transitions_valid',
      ok,
      () => `shard ${shard}: task ${task.id} is held but ${task.state}`,
    );
  }
  if (task.workflowId !== null) {
    const allowed = lockStatesForStep(task.state);
    results.check(
      'task_escrow_agree',
      lock !== undefined && allowed.includes(lock.state),
      () =>
        `shard ${shard}: workflow step ${task.id} is ${task.state} but its ` +
        `workflow's lock is ${lock?.state ?? 'missing'} (want ${allowed.join('|')})`,
    );
    return;
  }
  if (isSlot(task)) {
    const allowed = lockStatesForSlot(task.state);
    results.check(
      'task_escrow_agree',
      lock !== undefined && allowed.includes(lock.state),
      () =>
        `shard ${shard}: slot ${task.id} is ${task.state} but its group's lock is ` +
        `${lock?.state ?? 'missing'} (want ${allowed.join('|')})`,
    );
    return;
  }
  const want = ESCROW_FOR_TASK[task.state];
  results.check(
    'task_escrow_agree',
    (lock?.state ?? 'none') === want,
    () =>
      `shard ${shard}: task ${task.id} is ${task.state} but ` +
      `its lock is ${lock?.state ?? 'missing'} (want ${want})`,
  );
}

export function checkState(
  shard: number,
  state: ShardState,
  results: Results,
  ledger: ReadonlyMap<string, bigint>,
): void {
  for (const lock of state.locks.values()) checkLock(shard, lock, results, ledger);
  for (const loop of state.loops.values()) checkLoop(shard, loop, results);
  for (const task of state.tasks.values())
    checkTask(shard, task, state.locks.get(task.lockId), results);
  for (const task of state.tasks.values()) {
    if (task.slotIds === undefined) continue;
    const failure = slotGroupDisagreement(state, task);
    results.check(
      'task_escrow_agree',
      failure === undefined,
      () => `shard ${shard}: slots of ${task.id}: ${failure}`,
    );
  }
  for (const wf of state.workflows.values()) {
    const failure = workflowDisagreement(state, wf);
    results.check(
      'task_escrow_agree',
      failure === undefined,
      () => `shard ${shard}: workflow ${wf.id}: ${failure}`,
    );
  }
  for (const campaign of state.campaigns.values()) {
    const failure = campaignDisagreement(state, campaign);
    results.check(
      'campaign_funded',
      failure === undefined,
      () => `shard ${shard}: campaign ${campaign.id}: ${failure}`,
    );
  }
  for (const task of state.tasks.values()) {
    if (task.campaignId === undefined) continue;
    const row = state.campaigns.get(task.campaignId)?.rows[task.campaignRow ?? -1];
    // A slot of a row's task of several belongs to the row of its first slot.
    results.check(
      'campaign_funded',
      row?.taskId === (task.slotGroup ?? task.id),
      () =>
        `shard ${shard}: task ${task.id} is not the task of ` +
        `campaign ${task.campaignId} row ${task.campaignRow}`,
    );
  }
}

/**
 * A campaign's money reconciles: its lock was the budget (the rows' parts), it still holds the
 * parts of the rows not yet made (nothing once finished), rows were made in order, one task each,
 * and budget = released + refunded + what open tasks hold + what the lock holds. And it is in
 * memory only while it may still change (core/evict.ts), its tasks in memory counted right.
 */
function campaignDisagreement(state: ShardState, c: Campaign): string | undefined {
  const lock = state.locks.get(c.lockId);
  const parts = c.rows.reduce((sum, r) => sum + rowMinor(c.template, r), 0n);
  if (!lock || lock.amountMinor !== c.budgetMinor || parts !== c.budgetMinor)
    return (
      `lock ${c.lockId} missing, or budget ${c.budgetMinor} ` +
      `is not the lock's amount or the rows' ${parts}`
    );
  let undrawn = 0n;
  let openMinor = 0n;
  let open = 0;
  let inMemory = 0;
  const seen = new Set<string>();
  for (const [i, r] of c.rows.entries()) {
    if (i < c.created !== (r.taskId !== null))
      return (
        `row ${i + 1} ${r.taskId === null ? 'has no task' : 'has a task'} ` +
        `with ${c.created} rows made`
      );
    if (r.taskId === null) {
      undrawn += rowMinor(c.template, r);
      continue;
    }
    if (seen.has(r.taskId)) return `task ${r.taskId} serves two rows`;
    seen.add(r.taskId);
    const task = state.tasks.get(r.taskId);
    // A task of several leaves memory with all its slots (core/evict.ts): each counts.
    if (task) inMemory += slotsOf(state, task).length;
    // A task out of memory is final: it ended. What an open one holds is in its lock (all its
    // slots' parts, and a consensus's headroom until decided).
    if (task && !isRowTaskEnded(state, task)) {
      open += 1;
      openMinor += state.locks.get(task.lockId)?.heldMinor ?? 0n;
    }
  }
  if (c.ended !== c.created - open) return `${c.ended} rows counted ended, ${c.created - open} are`;
  if ((state.campaignTasksOpen.get(c.id) ?? 0) !== inMemory)
    return `${inMemory} tasks in memory, counted ${state.campaignTasksOpen.get(c.id) ?? 0}`;
  const finished = FINISHED_CAMPAIGN.has(c.status);
  // The eviction rule (core/evict.ts): nothing will change it again, so it must have left.
  if (finished && inMemory === 0) return `${c.status} with every task gone, yet still in memory`;
  const heldOk = finished
    ? lock.heldMinor === 0n && (lock.state === 'released' || lock.state === 'refunded')
    : lock.heldMinor === undrawn;
  if (!heldOk)
    return (
      `${c.status} with lock ${lock.state} holding ` +
      `${lock.heldMinor}, rows not made worth ${undrawn}`
    );
  const accounted = c.spentMinor + c.refundedMinor + openMinor + lock.heldMinor;
  if (accounted !== c.budgetMinor)
    return (
      `released ${c.spentMinor} + refunded ${c.refundedMinor} + open ` +
      `${openMinor} + held ${lock.heldMinor} is not the budget ${c.budgetMinor}`
    );
  return undefined;
}

/** The states a group's lock may be in while one of its slots is in `taskState` (slots.ts). */
function lockStatesForSlot(taskState: TaskState): readonly EscrowState[] {
  if (SLOT_RELEASED.has(taskState) || SLOT_REFUNDED.has(taskState))
    return ['partial', 'released', 'refunded'];
  return ['locked', 'partial'];
}

/** The states a workflow's lock may be in while one of its steps is in `taskState`. */
function lockStatesForStep(taskState: TaskState): readonly EscrowState[] {
  if (STEP_RELEASED.has(taskState)) return ['partial', 'released', 'disputed_frozen', 'refunded'];
  if (STEP_FAILED.has(taskState)) return ['refunded'];
  if (taskState === 'disputed') return ['disputed_frozen'];
  return ['locked', 'partial'];
}

/**
 * A workflow agrees with its lock when the steps run one at a time, in order, and the lock holds
 * the price less the parts of released steps — all of it until the workflow ends, nothing after.
 */
export function workflowDisagreement(
  state: Pick<ShardState, 'locks' | 'tasks'>,
  wf: Workflow,
): string | undefined {
  const lock = state.locks.get(wf.lockId);
  if (!lock || lock.amountMinor !== wf.totalMinor)
    return `lock ${wf.lockId} missing or not the price`;
  const parts = wf.steps.reduce((sum, s) => sum + s.rewardMinor + s.feeMinor, 0n);
  if (parts !== wf.totalMinor) return `step parts sum to ${parts}, not the price ${wf.totalMinor}`;
  let released = 0n;
  let releasedSteps = 0;
  let open = 0;
  let failed = 0;
  for (const [i, s] of wf.steps.entries()) {
    const task: Task | undefined = s.taskId === null ? undefined : state.tasks.get(s.taskId);
    if (s.taskId !== null && (!task || task.workflowId !== wf.id || task.workflowStep !== i))
      return `step ${i} task ${s.taskId} does not belong to it`;
    if (!task) continue;
    if (releasedSteps !== i) return `step ${i} started before step ${i - 1} was released`;
    if (STEP_RELEASED.has(task.state)) {
      released += s.rewardMinor + s.feeMinor;
      releasedSteps += 1;
    } else if (STEP_FAILED.has(task.state)) failed += 1;
    else open += 1;
  }
  const held = lock.heldMinor;
  switch (wf.state) {
    case 'ordered':
      return lock.state === 'locked' && open + releasedSteps + failed === 0
        ? undefined
        : `ordered but lock ${lock.state} with steps started`;
    case 'running':
      return open === 1 && failed === 0 && held === wf.totalMinor - released
        ? undefined
        : `running with ${open} open and ${failed} failed steps, lock ` +
            `holding ${held} of ${wf.totalMinor} after ${released} released`;
    case 'completed':
      return releasedSteps === wf.steps.length && lock.state === 'released' && held === 0n
        ? undefined
        : `completed with ${releasedSteps} of ${wf.steps.length} ` +
            `steps released, lock ${lock.state}`;
    case 'failed':
      return failed === 1 && open === 0 && lock.state === 'refunded' && held === 0n
        ? undefined
        : `failed with ${failed} failed and ${open} open steps, lock ${lock.state}`;
  }
}

export interface LiveLedgerReport {
  ok: boolean;
  entries: number;
  accounts: number;
  mismatches: string[];
}

/**
 * The invariants that can be read off memory alone, across every shard at one instant: postings
 * sum to zero per currency, no wallet below zero, each lock holds what its state says, each task
 * has the lock state its own state requires. The full replay check is `errand verify`.
 */
export function checkLiveStates(states: ReadonlyMap<number, ShardState>): LiveLedgerReport {
  const mismatches: string[] = [];
  const totals = new Map<string, bigint>();
  let entries = 0;
  let accounts = 0;
  for (const [shard, state] of states) {
    entries += state.entries;
    for (const [key, amount] of allBalances(state)) {
      accounts += 1;
      const currency = key.slice(0, key.indexOf('|'));
      totals.set(currency, (totals.get(currency) ?? 0n) + amount);
      if (key.includes('|wallet:') && amount < 0n)
        mismatches.push(`shard ${shard}: ${key} is below zero`);
    }
    const own = new Map<string, bigint>();
    for (const lock of state.locks.values())
      own.set(balanceKey(lock.currency, `escrow:${lock.id}`), lock.heldMinor);
    const results = new Results();
    checkState(shard, state, results, own);
    for (const name of ['escrow_matches_state', 'task_escrow_agree', 'campaign_funded'] as const)
      mismatches.push(...results.get(name).failures);
  }
  for (const [currency, sum] of totals)
    if (sum !== 0n) mismatches.push(`postings in ${currency} sum to ${sum}, not zero`);
  return { ok: mismatches.length === 0, entries, accounts, mismatches };
}
