// The invariants of docs/design.md, each checked by name. A Tally folds the raw WAL records on
// its own — independent of apply — so that "recomputed from the ledger" really is a second count.
import { taskMachine, type TaskState } from '../../machines/task.machine.ts';
import { escrowMachine, type EscrowState } from '../../machines/escrow.machine.ts';
import { loopMachine } from '../../machines/loop.machine.ts';
import { workflowMachine } from '../../machines/workflow.machine.ts';
import { STEP_FAILED, STEP_RELEASED } from './decide-workflows.ts';
import { step } from '../../machines/step.ts';
import type { CommandRecord } from './events.ts';
import {
  allBalances,
  balanceKey,
  FINISHED_CAMPAIGN,
  isRowEnded,
  type Campaign,
  type EscrowLock,
  type Evicted,
  type Loop,
  type ShardState,
  type Task,
  type Workflow,
} from './state.ts';

export const INVARIANTS = [
  'ledger_balances',
  'wallet_reconciles',
  'escrow_matches_state',
  'task_escrow_agree',
  'transitions_valid',
  'replay_identical',
  'wal_intact',
  'loop_within_budget',
  'archive_derived',
  'campaign_funded',
] as const;
export type InvariantName = (typeof INVARIANTS)[number];

export interface InvariantResult {
  name: InvariantName;
  checked: number;
  failures: string[];
}

/** The lock state each task state requires (docs/design.md, "Rules the code cites"). */
export const ESCROW_FOR_TASK: Record<TaskState, EscrowState | 'none'> = {
  draft: 'none',
  screening: 'locked',
  live: 'locked',
  matched: 'locked',
  accepted: 'locked',
  in_progress: 'locked',
  proof_submitted: 'locked',
  verifying: 'locked',
  approved: 'released',
  paid: 'released',
  cancelled: 'refunded',
  expired: 'refunded',
  disputed: 'disputed_frozen',
  resolved_refunded: 'refunded',
  resolved_released: 'released',
};

class Results {
  private readonly map = new Map<InvariantName, InvariantResult>();
  constructor() {
    for (const name of INVARIANTS) this.map.set(name, { name, checked: 0, failures: [] });
  }
  check(name: InvariantName, ok: boolean, failure: () => string): void {
    const r = this.map.get(name)!;
    r.checked += 1;
    if (!ok && r.failures.length < 20) r.failures.push(failure());
  }
  get(name: InvariantName): InvariantResult {
    return this.map.get(name)!;
  }
  all(): InvariantResult[] {
    return [...this.map.values()];
  }
}

/** Folds records of one or more shards; call finish() with the states they should have built. */
export class Tally {
  private readonly results = new Results();
  private readonly balances = new Map<string, bigint>();
  private readonly walletFlows = new Map<string, bigint>();

  record(shard: number, seq: number, record: CommandRecord): void {
    const where = `shard ${shard} record ${seq}`;
    for (const e of record.events) {
      if (e.type === 'Posted') {
        const debits = new Map<string, bigint>();
        const credits = new Map<string, bigint>();
        for (const t of e.transfers) {
          const amount = BigInt(t.amountMinor);
          this.results.check(
            'ledger_balances',
            amount > 0n,
            () => `${where}: entry ${e.entryId} has a non-positive transfer`,
          );
          debits.set(t.currency, (debits.get(t.currency) ?? 0n) + amount);
          credits.set(t.currency, (credits.get(t.currency) ?? 0n) + amount);
          this.add(balanceKey(t.currency, t.debit), -amount);
          this.add(balanceKey(t.currency, t.credit), amount);
          this.flow(t.currency, t.debit, e.memo, -amount, where);
          this.flow(t.currency, t.credit, e.memo, amount, where);
        }
        for (const [currency, d] of debits) {
          this.results.check(
            'ledger_balances',
            credits.get(currency) === d,
            () => `${where}: entry ${e.entryId} does not balance in ${currency}`,
          );
        }
      } else if (e.type === 'TaskMoved') {
        const event =
          e.event === 'EXPIRE'
            ? { type: 'EXPIRE' as const, atMs: record.atMs }
            : ({ type: e.event, operatorId: e.operatorId ?? '' } as never);
        const next = step(
          taskMachine,
          e.from,
          { deadlineMs: this.deadlines.get(e.taskId) ?? Infinity },
          event,
        );
        this.results.check(
          'transitions_valid',
          next?.value === e.to,
          () => `${where}: task ${e.taskId} ${e.from} -${e.event}-> ${e.to} is not a machine move`,
        );
      } else if (e.type === 'EscrowMoved') {
        const next = step(escrowMachine, e.from, {}, {
          type: e.event,
          leavesRemainder: e.to === 'partial',
        } as never);
        this.results.check(
          'transitions_valid',
          next?.value === e.to,
          () =>
            `${where}: escrow ${e.lockId} ${e.from} -${e.event}-> ${e.to} is not a machine move`,
        );
      } else if (e.type === 'TaskCreated') {
        this.deadlines.set(e.task.id, e.task.deadlineMs);
        const created = step(
          taskMachine,
          'draft',
          { deadlineMs: e.task.deadlineMs },
          { type: 'CREATE' },
        );
        this.results.check(
          'transitions_valid',
          created?.value === e.state,
          () => `${where}: task ${e.task.id} created in ${e.state}`,
        );
      } else if (e.type === 'WorkflowMoved') {
        const next = step(workflowMachine, e.from, {}, {
          type: e.event,
          last: e.to === 'completed',
        } as never);
        this.results.check(
          'transitions_valid',
          next?.value === e.to,
          () =>
            `${where}: workflow ${e.workflowId} ${e.from} -${e.event}-> ${e.to} is not a machine move`,
        );
      } else if (e.type === 'WorkflowCreated') {
        this.results.check(
          'transitions_valid',
          e.state === workflowMachine.config.initial,
          () => `${where}: workflow ${e.workflow.id} created in ${e.state}`,
        );
      } else if (e.type === 'LoopMoved') {
        const next = step(loopMachine, e.from, {}, { type: e.event } as never);
        this.results.check(
          'transitions_valid',
          next?.value === e.to,
          () => `${where}: loop ${e.loopId} ${e.from} -${e.event}-> ${e.to} is not a machine move`,
        );
      } else if (e.type === 'EscrowLocked') {
        this.results.check(
          'transitions_valid',
          e.state === escrowMachine.config.initial,
          () => `${where}: lock ${e.lockId} created in ${e.state}`,
        );
      }
    }
  }

  private readonly deadlines = new Map<string, number>();

  private add(key: string, delta: bigint): void {
    this.balances.set(key, (this.balances.get(key) ?? 0n) + delta);
  }

  /** Wallet flows by kind: deposits and refunds in, locks out; the running figure may never dip below zero. */
  private flow(
    currency: string,
    accountName: string,
    memo: string,
    delta: bigint,
    where: string,
  ): void {
    if (!accountName.startsWith('wallet:')) return;
    const key = balanceKey(currency, accountName);
    const allowed =
      delta > 0n
        ? memo === 'deposit' || memo === 'refund' || memo === 'reversal'
        : memo === 'lock' || memo === 'reversal';
    this.results.check(
      'wallet_reconciles',
      allowed,
      () => `${where}: ${accountName} moved by a ${memo} posting`,
    );
    const next = (this.walletFlows.get(key) ?? 0n) + delta;
    this.walletFlows.set(key, next);
    this.results.check(
      'wallet_reconciles',
      next >= 0n,
      () => `${where}: ${accountName} went below zero`,
    );
  }

  /** Compare the tally with the states the records built, and check the states themselves. */
  finish(states: ReadonlyMap<number, ShardState>): InvariantResult[] {
    const totals = new Map<string, bigint>();
    for (const [key, amount] of this.balances) {
      const currency = key.slice(0, key.indexOf('|'));
      totals.set(currency, (totals.get(currency) ?? 0n) + amount);
    }
    for (const [currency, sum] of totals) {
      this.results.check(
        'ledger_balances',
        sum === 0n,
        () => `postings in ${currency} sum to ${sum}, not zero`,
      );
    }
    const memory = new Map<string, bigint>();
    for (const state of states.values())
      for (const [k, v] of allBalances(state)) memory.set(k, (memory.get(k) ?? 0n) + v);
    for (const [key, flow] of this.walletFlows) {
      const held = memory.get(key) ?? 0n;
      this.results.check(
        'wallet_reconciles',
        held === flow && held >= 0n,
        () => `${key}: ledger says ${flow}, memory says ${held}`,
      );
    }
    for (const [key, v] of memory) {
      this.results.check(
        'ledger_balances',
        (this.balances.get(key) ?? 0n) === v,
        () => `${key}: memory ${v} differs from postings ${this.balances.get(key) ?? 0n}`,
      );
    }
    for (const [shard, state] of states) checkState(shard, state, this.results, this.balances);
    return this.results.all();
  }

  note(name: InvariantName, ok: boolean, failure: () => string): void {
    this.results.check(name, ok, failure);
  }

  /**
   * What a record moved out of memory (core/evict.ts), checked as it leaves against the postings
   * folded so far, which hold every posting of its shard up to that record: nothing moves it
   * again. Settled history is checked once, as it settles, so a log of years is checked whole
   * without holding it.
   */
  settled(shard: number, evicted: Evicted): void {
    const r = this.results;
    switch (evicted.kind) {
      case 'task':
        checkLock(shard, evicted.lock, r, this.balances);
        checkTask(shard, evicted.task, evicted.lock, r);
        return;
      case 'workflow': {
        checkLock(shard, evicted.lock, r, this.balances);
        for (const task of evicted.tasks) checkTask(shard, task, evicted.lock, r);
        const held = {
          locks: new Map([[evicted.lock.id, evicted.lock]]),
          tasks: new Map(evicted.tasks.map((t) => [t.id, t])),
        };
        const failure = workflowDisagreement(held, evicted.workflow);
        r.check(
          'task_escrow_agree',
          failure === undefined,
          () => `shard ${shard}: workflow ${evicted.workflow.id}: ${failure}`,
        );
        return;
      }
      case 'campaign': {
        checkLock(shard, evicted.lock, r, this.balances);
        const c = evicted.campaign;
        const ok =
          FINISHED_CAMPAIGN.has(c.status) &&
          c.ended === c.created &&
          c.spentMinor + c.refundedMinor === c.budgetMinor;
        r.check(
          'campaign_funded',
          ok,
          () =>
            `shard ${shard}: campaign ${c.id} left memory ${c.status} with ${c.ended} of ${c.created} rows ended, released ${c.spentMinor} + refunded ${c.refundedMinor} of ${c.budgetMinor}`,
        );
        return;
      }
      case 'loop':
        checkLoop(shard, evicted.loop, r);
        return;
      case 'idem':
        return;
    }
  }
}

/** The escrow account's balance recomputed from the postings, against what the lock holds. */
function checkLock(
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
      `shard ${shard}: lock ${lock.id} is ${lock.state} holding ${held} (account ${account}, amount ${lock.amountMinor})`,
  );
}

function checkLoop(shard: number, loop: Loop, results: Results): void {
  const charged = loop.runs.reduce((sum, r) => sum + r.spentMinor, 0n);
  const overRun =
    loop.perRunCapMinor !== null && loop.runs.some((r) => r.spentMinor > loop.perRunCapMinor!);
  results.check(
    'loop_within_budget',
    charged === loop.spentMinor && charged <= loop.budgetTotalMinor && !overRun,
    () =>
      `shard ${shard}: loop ${loop.id} spent ${charged} of ${loop.budgetTotalMinor}${overRun ? ', a run over its cap' : ''}`,
  );
}

const HOLD_ENDS: ReadonlySet<string> = new Set(['cancelled', 'expired']);

function checkTask(
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
        `shard ${shard}: workflow step ${task.id} is ${task.state} but its workflow's lock is ${lock?.state ?? 'missing'} (want ${allowed.join('|')})`,
    );
    return;
  }
  const want = ESCROW_FOR_TASK[task.state];
  results.check(
    'task_escrow_agree',
    (lock?.state ?? 'none') === want,
    () =>
      `shard ${shard}: task ${task.id} is ${task.state} but its lock is ${lock?.state ?? 'missing'} (want ${want})`,
  );
}

function checkState(
  shard: number,
  state: ShardState,
  results: Results,
  ledger: ReadonlyMap<string, bigint>,
): void {
  for (const lock of state.locks.values()) checkLock(shard, lock, results, ledger);
  for (const loop of state.loops.values()) checkLoop(shard, loop, results);
  for (const task of state.tasks.values())
    checkTask(shard, task, state.locks.get(task.lockId), results);
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
    results.check(
      'campaign_funded',
      row?.taskId === task.id,
      () =>
        `shard ${shard}: task ${task.id} is not the task of campaign ${task.campaignId} row ${task.campaignRow}`,
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
  const parts = c.rows.reduce((sum, r) => sum + r.rewardMinor + r.feeMinor, 0n);
  if (!lock || lock.amountMinor !== c.budgetMinor || parts !== c.budgetMinor)
    return `lock ${c.lockId} missing, or budget ${c.budgetMinor} is not the lock's amount or the rows' ${parts}`;
  let undrawn = 0n;
  let openMinor = 0n;
  let open = 0;
  let inMemory = 0;
  const seen = new Set<string>();
  for (const [i, r] of c.rows.entries()) {
    if (i < c.created !== (r.taskId !== null))
      return `row ${i + 1} ${r.taskId === null ? 'has no task' : 'has a task'} with ${c.created} rows made`;
    if (r.taskId === null) {
      undrawn += r.rewardMinor + r.feeMinor;
      continue;
    }
    if (seen.has(r.taskId)) return `task ${r.taskId} serves two rows`;
    seen.add(r.taskId);
    const task = state.tasks.get(r.taskId);
    if (task) inMemory += 1;
    // A task out of memory is final: it ended.
    if (task && !isRowEnded(task.state)) {
      open += 1;
      openMinor += task.totalMinor;
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
    return `${c.status} with lock ${lock.state} holding ${lock.heldMinor}, rows not made worth ${undrawn}`;
  const accounted = c.spentMinor + c.refundedMinor + openMinor + lock.heldMinor;
  if (accounted !== c.budgetMinor)
    return `released ${c.spentMinor} + refunded ${c.refundedMinor} + open ${openMinor} + held ${lock.heldMinor} is not the budget ${c.budgetMinor}`;
  return undefined;
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
function workflowDisagreement(
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
        : `running with ${open} open and ${failed} failed steps, lock holding ${held} of ${wf.totalMinor} after ${released} released`;
    case 'completed':
      return releasedSteps === wf.steps.length && lock.state === 'released' && held === 0n
        ? undefined
        : `completed with ${releasedSteps} of ${wf.steps.length} steps released, lock ${lock.state}`;
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
