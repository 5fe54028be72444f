// The invariants `errand verify` checks (docs/design.md, "Records and replay"), each by name. A
// Tally folds the raw WAL records on its own, independent of apply, so that "recomputed from the
// ledger" really is a second count. What a state must hold is state-invariants.ts.
import { taskMachine, type TaskEvent } from '../../machines/task.machine.ts';
import { escrowMachine, type EscrowEvent } from '../../machines/escrow.machine.ts';
import { loopMachine, type LoopEvent } from '../../machines/loop.machine.ts';
import { workflowMachine, type WorkflowEvent } from '../../machines/workflow.machine.ts';
import { step } from '../../machines/step.ts';
import type { CommandRecord } from './events.ts';
import {
  allBalances,
  balanceKey,
  FINISHED_CAMPAIGN,
  type Evicted,
  type ShardState,
} from './state.ts';

import { type InvariantName, type InvariantResult, Results } from './invariant-results.ts';
import { GoldTally } from './gold-tally.ts';
import { QualityRecount } from './quality-recount.ts';
import {
  checkLock,
  checkLoop,
  checkState,
  checkTask,
  workflowDisagreement,
} from './state-invariants.ts';

export { INVARIANTS, type InvariantName, type InvariantResult } from './invariant-results.ts';
export { checkLiveStates } from './state-invariants.ts';

/** Folds records of one or more shards; call finish() with the states they should have built. */
export class Tally {
  private readonly results = new Results();
  private readonly balances = new Map<string, bigint>();
  private readonly walletFlows = new Map<string, bigint>();
  private readonly quality = new QualityRecount();
  private readonly gold = new GoldTally();

  record(shard: number, seq: number, record: CommandRecord): void {
    const where = `shard ${shard} record ${seq}`;
    this.quality.record(shard, record);
    this.gold.record(shard, seq, record, this.results);
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
        // Each move is rebuilt as the machine event it names (casts below: a recorded name, one
        // event of the union, with the fields the guards read).
        const event =
          e.event === 'EXPIRE'
            ? { type: 'EXPIRE' as const, atMs: record.atMs }
            : ({ type: e.event, operatorId: e.operatorId ?? '' } as TaskEvent);
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
        } as EscrowEvent);
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
        // A consensus task's Operator added after disagreement starts live: its group passed
        // screening (core/decide-consensus.ts). Only a later slot of a group bought so.
        if (e.task.assurance) this.consensusGroups.add(e.task.id);
        const added =
          e.state === 'live' &&
          e.task.slotGroup !== undefined &&
          e.task.slotGroup !== e.task.id &&
          this.consensusGroups.has(e.task.slotGroup);
        this.results.check(
          'transitions_valid',
          created?.value === e.state || added,
          () => `${where}: task ${e.task.id} created in ${e.state}`,
        );
      } else if (e.type === 'WorkflowMoved') {
        const next = step(workflowMachine, e.from, {}, {
          type: e.event,
          last: e.to === 'completed',
        } as WorkflowEvent);
        this.results.check(
          'transitions_valid',
          next?.value === e.to,
          () =>
            `${where}: workflow ${e.workflowId} ${e.from} ` +
            `-${e.event}-> ${e.to} is not a machine move`,
        );
      } else if (e.type === 'WorkflowCreated') {
        this.results.check(
          'transitions_valid',
          e.state === workflowMachine.config.initial,
          () => `${where}: workflow ${e.workflow.id} created in ${e.state}`,
        );
      } else if (e.type === 'LoopMoved') {
        const next = step(loopMachine, e.from, {}, { type: e.event } as LoopEvent);
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
  /** First slots of tasks bought with consensus: their later slots may be created live. */
  private readonly consensusGroups = new Set<string>();

  private add(key: string, delta: bigint): void {
    this.balances.set(key, (this.balances.get(key) ?? 0n) + delta);
  }

  /** Wallet flows by kind: deposits and refunds in, locks out; the running figure never below 0. */
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
    this.quality.finish(states, this.results);
    this.gold.finish(this.balances, this.results);
    return this.results.all();
  }

  /**
   * What a replay thread sends back for its shard (src/replay-threads/shard-verify.ts): the
   * results so far, the postings folded, the wallet flows and the quality recount.
   */
  parts(): {
    results: Results;
    balances: ReadonlyMap<string, bigint>;
    walletFlows: ReadonlyMap<string, bigint>;
    quality: QualityRecount;
  } {
    const { results, balances, walletFlows, quality } = this;
    return { results, balances, walletFlows, quality };
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
            `shard ${shard}: campaign ${c.id} left memory ${c.status} with ${c.ended} of ` +
            `${c.created} rows ended, released ${c.spentMinor} + refunded ${c.refundedMinor} ` +
            `of ${c.budgetMinor}`,
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
