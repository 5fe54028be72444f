// The one apply: live commands and replay both fold records through here, so state after a
// restart is state before it. Apply trusts decide for business rules but asserts the ledger's
// own laws (no wallet below zero, escrow never over- or under-drawn; apply-laws.ts): a record that
// breaks them is a programmer error and must stop the shard, not be absorbed. Orgs', agents' and
// Operators' records are applied in apply-access.ts, campaign events and a campaign's tally of
// its tasks in apply-campaigns.ts.
import type { CommandRecord, DomainEvent } from './events.ts';
import type { ShardState } from './state.ts';
import {
  ENDED_LOOP,
  evictEnded,
  evictIdempotency,
  FINAL_TASK,
  putIdempotency,
  type Ended,
} from './evict.ts';
import { assert, post } from './apply-laws.ts';
import { applyAccessEvent } from './apply-access.ts';
import { addOrgTask } from './org-tasks.ts';
import { tallyQuality } from './quality.ts';
import { applyQualityEvent } from './apply-quality.ts';
import { applySlotCreated } from './slots.ts';
import { applySafetyEvent } from './apply-safety.ts';
import { applyAppealEvent, tallyProofOutcome } from './apply-appeals.ts';
import {
  applyCampaignCreated,
  applyCampaignMoved,
  applyCampaignRowTask,
  tallyCampaignConsensus,
  tallyCampaignTask,
} from './apply-campaigns.ts';

export { IDEMPOTENCY_WINDOW_MS } from './idem-filter.ts';

function applyEvent(state: ShardState, e: DomainEvent, atMs: number, ended: Ended[]): void {
  // Quality is a fold over these (quality.ts): tallied before the move changes the task.
  if (e.type === 'TaskMoved' || e.type === 'ProofSubmitted' || e.type === 'ConsensusDecided')
    tallyQuality(state, e, atMs);
  switch (e.type) {
    case 'OrgCreated':
    case 'WebhookEndpointCreated':
    case 'WebhookEndpointDeleted':
    case 'WebhookEndpointDisabled':
    case 'WebhookEndpointUpdated':
    case 'WebhookEndpointEnabled':
    case 'AgentCreated':
    case 'AgentKeySet':
    case 'AgentKeyAdded':
    case 'AgentKeyExpirySet':
    case 'AgentKeyRevoked':
    case 'DelegationSet':
    case 'SpendPolicySet':
    case 'AgentFrozenSet':
    case 'OrgFlagsSet':
    case 'ZoneStatusSet':
    case 'OperatorRegistered':
    case 'OperatorPhotoSet':
      applyAccessEvent(state, e, atMs);
      return;
    case 'DepositReceived':
      assert(!state.deposits.has(e.depositId), () => `deposit ${e.depositId} applied twice`);
      state.deposits.add(e.depositId);
      return;
    case 'TaskCreated': {
      const t = e.task;
      assert(!state.tasks.has(t.id), () => `task ${t.id} created twice`);
      // Spelled out field by field: one object shape for every task keeps replay fast.
      state.tasks.set(t.id, {
        id: t.id,
        orgId: t.orgId,
        agentId: t.agentId,
        type: t.type,
        title: t.title,
        instructions: t.instructions,
        rewardMinor: BigInt(t.rewardMinor),
        feeMinor: BigInt(t.feeMinor),
        totalMinor: BigInt(t.totalMinor),
        currency: t.currency,
        deadlineMs: t.deadlineMs,
        proofRequirements: t.proofRequirements,
        zoneRef: t.zoneRef,
        lockId: t.lockId,
        createdAtMs: t.createdAtMs,
        updatedAtMs: atMs,
        language: t.language ?? null,
        state: e.state,
        operatorId: null,
        declinedOperators: [],
        pass: null,
        proof: null,
        payoutRef: null,
        workflowId: t.workflowId ?? null,
        workflowStep: t.workflowStep ?? null,
        ordinal: ++state.tasksCreated,
      });
      if (t.answerSchema !== undefined) state.tasks.get(t.id)!.answerSchema = t.answerSchema;
      if (t.minQuality !== undefined) state.tasks.get(t.id)!.minQuality = t.minQuality;
      if (t.slotGroup !== undefined) applySlotCreated(state, t.id, t.slotGroup, t.slot ?? 0);
      if (t.assurance !== undefined) state.tasks.get(t.id)!.assurance = t.assurance;
      if (t.campaignId !== undefined) applyCampaignRowTask(state, t, t.campaignId, atMs);
      if (t.workflowId !== undefined) {
        const step = state.workflows.get(t.workflowId)?.steps[t.workflowStep ?? -1];
        assert(
          step && step.taskId === null,
          () => `workflow ${t.workflowId} step ${t.workflowStep} started twice`,
        );
        step.taskId = t.id;
      }
      addOrgTask(state.tasksByOrg, t.orgId, t.id);
      return;
    }
    case 'ConsensusDecided': {
      const first = state.tasks.get(e.taskId);
      assert(first?.assurance && !first.consensus, () => `consensus of ${e.taskId} decided twice`);
      const { type: _type, taskId: _id, ...fields } = e;
      first.consensus = fields;
      if (first.campaignId !== undefined) tallyCampaignConsensus(state, first, atMs);
      return;
    }
    case 'EscrowLocked':
      assert(!state.locks.has(e.lockId), () => `lock ${e.lockId} created twice`);
      state.locks.set(e.lockId, {
        id: e.lockId,
        taskId: e.taskId,
        orgId: e.orgId,
        amountMinor: BigInt(e.amountMinor),
        heldMinor: 0n,
        currency: e.currency,
        state: e.state,
      });
      return;
    case 'TaskMoved': {
      const task = state.tasks.get(e.taskId);
      assert(task && task.state === e.from, () => `task ${e.taskId} is not in ${e.from}`);
      task.state = e.to;
      task.updatedAtMs = atMs;
      if (e.operatorId !== undefined) task.operatorId = e.operatorId;
      if (e.event === 'OFFER_LAPSED') {
        if (task.operatorId) task.declinedOperators.push(task.operatorId);
        task.operatorId = null;
      }
      // The Operator said no for safety: the task waits for staff with no Operator and no Pass.
      if (e.event === 'WITHDRAW_UNSAFE') {
        task.operatorId = null;
        task.pass = null;
      }
      if (task.campaignId !== undefined) tallyCampaignTask(state, task, e.from, e.to, atMs);
      tallyProofOutcome(state, task, e.event, e.to);
      if (FINAL_TASK.has(e.to)) ended.push({ kind: 'task', id: task.id });
      return;
    }
    case 'CampaignCreated':
      applyCampaignCreated(state, e, atMs);
      return;
    case 'CampaignMoved':
      applyCampaignMoved(state, e, atMs, ended);
      return;
    case 'TaskHeld':
    case 'HoldDecided':
    case 'SafetyRefusalNoted':
    case 'OrgFrozenSet':
      applySafetyEvent(state, e, atMs);
      return;
    case 'ProofRejected':
    case 'AppealOpened':
    case 'AppealDecided':
      applyAppealEvent(state, e, atMs);
      return;
    case 'OperatorFrozenSet': {
      const operator = state.operators.get(e.operatorId);
      assert(operator, () => `freeze of unknown operator ${e.operatorId}`);
      if (e.frozen) operator.frozen = true;
      else delete operator.frozen;
      return;
    }
    case 'GoldTaskDefined':
    case 'OperatorQualityReviewed':
      applyQualityEvent(state, e, atMs);
      return;
    case 'PassIssued': {
      const task = state.tasks.get(e.taskId);
      assert(task && !task.pass, () => `pass for ${e.taskId} issued twice`);
      task.pass = {
        id: e.passId,
        token: e.token,
        issuedAtMs: e.issuedAtMs,
        expiresAtMs: e.expiresAtMs,
        scanCount: 0,
      };
      return;
    }
    case 'ProofSubmitted': {
      const task = state.tasks.get(e.taskId);
      assert(task && !task.proof, () => `proof of ${e.taskId} submitted twice`);
      task.proof = { ...e.proof, verification: null };
      return;
    }
    case 'ProofVerified': {
      const task = state.tasks.get(e.taskId);
      assert(
        task?.proof && !task.proof.verification,
        () => `proof of ${e.taskId} verified twice or never submitted`,
      );
      task.proof.verification = e.verification;
      if (FINAL_TASK.has(task.state)) ended.push({ kind: 'task', id: task.id });
      return;
    }
    case 'WorkflowCreated': {
      const w = e.workflow;
      assert(!state.workflows.has(w.id), () => `workflow ${w.id} created twice`);
      state.workflows.set(w.id, {
        ...w,
        totalMinor: BigInt(w.totalMinor),
        steps: w.steps.map((st) => ({
          ...st,
          rewardMinor: BigInt(st.rewardMinor),
          feeMinor: BigInt(st.feeMinor),
          taskId: null,
        })),
        state: e.state,
        updatedAtMs: atMs,
        finishedAtMs: null,
      });
      return;
    }
    case 'WorkflowMoved': {
      const wf = state.workflows.get(e.workflowId);
      assert(wf && wf.state === e.from, () => `workflow ${e.workflowId} is not ${e.from}`);
      wf.state = e.to;
      wf.updatedAtMs = atMs;
      if (e.to === 'completed' || e.to === 'failed') {
        wf.finishedAtMs = atMs;
        ended.push({ kind: 'workflow', id: wf.id });
      }
      return;
    }
    case 'LoopCreated': {
      const l = e.loop;
      assert(!state.loops.has(l.id), () => `loop ${l.id} created twice`);
      state.loops.set(l.id, {
        ...l,
        budgetTotalMinor: BigInt(l.budgetTotalMinor),
        perRunCapMinor: l.perRunCapMinor === null ? null : BigInt(l.perRunCapMinor),
        status: 'draft',
        spentMinor: 0n,
        anchorMs: null,
        lastDueMs: null,
        runs: [],
        ordinal: ++state.loopsCreated,
      });
      return;
    }
    case 'LoopMoved': {
      const loop = state.loops.get(e.loopId);
      assert(loop && loop.status === e.from, () => `loop ${e.loopId} is not ${e.from}`);
      loop.status = e.to;
      if (e.event === 'ACTIVATE' || e.event === 'RESUME') loop.anchorMs = atMs;
      if (ENDED_LOOP.has(e.to)) ended.push({ kind: 'loop', id: loop.id });
      return;
    }
    case 'LoopRunProposed': {
      const loop = state.loops.get(e.loopId);
      assert(
        loop && (loop.lastDueMs === null || e.dueMs > loop.lastDueMs),
        () => `loop ${e.loopId} due time proposed twice`,
      );
      loop.lastDueMs = e.dueMs;
      loop.runs.push({
        id: e.runId,
        dueMs: e.dueMs,
        status: 'proposed',
        spentMinor: 0n,
        taskId: null,
        workflowId: null,
      });
      return;
    }
    case 'LoopRunDecided': {
      const loop = state.loops.get(e.loopId);
      const run = loop?.runs.find((r) => r.id === e.runId);
      assert(loop && run && run.status === 'proposed', () => `run ${e.runId} decided twice`);
      run.status = e.status;
      run.spentMinor = BigInt(e.spentMinor);
      run.taskId = e.taskId ?? null;
      run.workflowId = e.workflowId ?? null;
      loop.spentMinor += run.spentMinor;
      assert(
        loop.spentMinor <= loop.budgetTotalMinor,
        () => `loop ${loop.id} spent beyond its budget`,
      );
      if (ENDED_LOOP.has(loop.status)) ended.push({ kind: 'loop', id: loop.id });
      return;
    }
    case 'PayoutRecorded': {
      const task = state.tasks.get(e.taskId);
      assert(task, () => `payout for unknown task ${e.taskId}`);
      task.payoutRef = e.reference;
      delete task.payoutFailure;
      return;
    }
    case 'CheckedIn': {
      const task = state.tasks.get(e.taskId);
      assert(task?.state === 'in_progress', () => `check-in of ${e.taskId} outside a start`);
      task.checkIn = { lat: e.lat, lng: e.lng, atMs };
      return;
    }
    case 'PayoutFailed': {
      const task = state.tasks.get(e.taskId);
      assert(task, () => `payout failure for unknown task ${e.taskId}`);
      task.payoutFailure = { atMs, reason: e.reason };
      return;
    }
    case 'PassScanned': {
      const task = state.tasks.get(e.taskId);
      assert(task?.pass, () => `scan of ${e.taskId} without a pass`);
      task.pass.scanCount += 1;
      return;
    }
    case 'EscrowMoved': {
      const lock = state.locks.get(e.lockId);
      assert(lock && lock.state === e.from, () => `lock ${e.lockId} is not in ${e.from}`);
      lock.state = e.to;
      return;
    }
    case 'Posted':
      for (const t of e.transfers) {
        const amount = BigInt(t.amountMinor);
        assert(amount > 0n, () => `non-positive transfer in ${e.entryId}`);
        post(state, t.currency, t.debit, -amount);
        post(state, t.currency, t.credit, amount);
      }
      state.entries += 1;
      return;
    case 'SpendCounted': {
      const current = state.spend.get(e.agentId);
      if (current && current.day === e.day) current.spentMinor += BigInt(e.amountMinor);
      else state.spend.set(e.agentId, { day: e.day, spentMinor: BigInt(e.amountMinor) });
      return;
    }
    default: {
      const unknown: never = e;
      throw new Error(`apply: unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

/** Reused by every record: apply is synchronous and never re-entered. */
const endedScratch: Ended[] = [];

/**
 * Applies one record. What it ended (final tasks, finished workflows, ended Loops, finished
 * campaigns, idempotency records past their time in memory) leaves the state at the end of the
 * record, into `state.evicted`, so every event of the record still finds what it refers to.
 */
export function applyRecord(state: ShardState, record: CommandRecord): void {
  endRecord(state, record, applyEvents(state, record));
}

/**
 * The first half of `applyRecord`: the record's events, in order. Returns the record's time as
 * applied, for `endRecord`; between the two only reads of the state may run (apply-decision.ts).
 */
export function applyEvents(state: ShardState, record: CommandRecord): number {
  const atMs = Math.max(record.atMs, state.lastAtMs);
  endedScratch.length = 0;
  for (const event of record.events) applyEvent(state, event, atMs, endedScratch);
  return atMs;
}

/** The second half: the record's idempotency entry, its time, and what it ended leaves memory. */
export function endRecord(state: ShardState, record: CommandRecord, atMs: number): void {
  if (record.idem) {
    putIdempotency(state, record.idem.scope, {
      fingerprint: record.idem.fingerprint,
      result: record.idem.result,
      atMs,
    });
  }
  state.lastAtMs = atMs;
  if (endedScratch.length > 0) evictEnded(state, endedScratch);
  evictIdempotency(state, atMs);
}
