// Deciding campaigns: one template, many rows, one budget. Creation judges every row exactly as
// create_task judges a task (judgeTaskRequest: type, zone, safety filter, minimum reward; the
// agent's per-task cap), then checks the whole budget against the daily cap and the wallet and
// locks it in one escrow lock, in one record, or refuses with every row's error and locks
// nothing. Rows then become tasks in the background, a batch per record: each task gets a lock
// of its own funded from the campaign's lock, so from then on it is a normal task. The record
// that creates a row's task is the record that marks the row as done: replay never makes it twice.
import {
  campaignMachine,
  type CampaignEffect,
  type CampaignEvent,
  type CampaignStatus,
} from '../../machines/campaign.machine.ts';
import {
  escrowMachine,
  type EscrowEffect,
  type EscrowEvent,
  type EscrowState,
} from '../../machines/escrow.machine.ts';
import type { TaskEvent } from '../../machines/task.machine.ts';
import { step } from '../../machines/step.ts';
import { DomainError } from '../errors/problem.ts';
import { authorize, checkSpend, requireFunds, requireOrgOpen } from '../domain/governance.ts';
import { refundPosting } from '../domain/ledger.ts';
import { CAMPAIGN_ROWS_MAX } from '../domain/campaign-template.ts';
import { HOUR_MS, judgeCampaignRows, rowsRefused } from './campaign-rows.ts';
import {
  commit,
  reply,
  type ArchiveLookup,
  type DecideContext,
  type Decider,
  type Decision,
} from './decide-context.ts';
import { lockFromWallet } from './escrow-lock.ts';
import type { CampaignFields, DomainEvent, TaskFields, Transfer } from './events.ts';
import { filterHold } from './hold-events.ts';
import type { CommandOf, CommandResults } from './results.ts';
import type { Campaign, ShardState, Task } from './state.ts';
import { rowMinor, rowOperators } from './campaign-state.ts';
import { slotsAsked } from './slots.ts';

// Row judging moved to campaign-rows.ts; its callers (ops/, the console) still import it here.
export {
  judgeCampaignRows,
  rowsRefused,
  rowTaskInput,
  type RowRefusal,
} from './campaign-rows.ts';

type CampaignAnswer = CommandResults['MoveCampaign'];

/** Task states a campaign cancel cancels (with a refund); later, a cancel is a dispute. */
const CANCELLABLE: ReadonlySet<string> = new Set(['screening', 'live', 'matched']);
export const CAMPAIGNS_FLAG = 'flags.campaigns.engine';

/**
 * The org's campaign, in memory or finished and archived (`archived`): a finished one takes no
 * move (invalid_state, from the machine), as before it left memory, never not_found.
 */
function campaignOf(
  state: ShardState,
  orgId: string,
  campaignId: string,
  archived?: ArchiveLookup,
): Campaign {
  const campaign = state.campaigns.get(campaignId) ?? archived?.campaign(campaignId);
  if (!campaign || campaign.orgId !== orgId)
    throw new DomainError('not_found', { resource: 'campaign' });
  return campaign;
}

export const createCampaign: Decider<'CreateCampaign'> = (state, cmd, ctx) => {
  const org = state.orgs.get(cmd.orgId);
  const agent = state.agents.get(cmd.agentId);
  if (!org || !agent || agent.orgId !== org.id)
    throw new DomainError('not_found', { resource: 'agent' });
  if (org.flags.get(CAMPAIGNS_FLAG) !== true)
    throw new DomainError('feature_disabled', { flag: CAMPAIGNS_FLAG });
  authorize(agent, 'can_post_tasks');
  requireOrgOpen(org);
  const count = cmd.input.rows.length;
  if (count === 0 || count > CAMPAIGN_ROWS_MAX)
    throw new DomainError('validation_failed', {
      errors: [{ path: 'rows', message: `1 to ${CAMPAIGN_ROWS_MAX} rows` }],
    });
  const judged = judgeCampaignRows(
    org,
    agent,
    cmd.input,
    { atMs: ctx.atMs, feeBps: ctx.feeBps, zoneOverrides: ctx.zoneOverrides },
    cmd.screened,
  );
  if (judged.refused.length > 0) throw rowsRefused(judged.refused);
  const currency = judged.currency!;
  // The per-task cap was a row rule; the daily cap and the wallet see the whole budget at once.
  checkSpend(
    { ...agent, perTaskCapMinor: null },
    state.spend.get(agent.id),
    judged.budgetMinor,
    ctx.atMs,
  );
  requireFunds(state.balances.get(`${currency}|wallet:${org.id}`) ?? 0n, judged.budgetMinor);
  const campaignId = ctx.mint('cmp');
  const lockId = ctx.mint('esc');
  const budget = judged.budgetMinor.toString();
  const campaign: CampaignFields = {
    id: campaignId,
    orgId: org.id,
    agentId: agent.id,
    name: cmd.input.name,
    template: cmd.input.template,
    rows: judged.rows,
    lockId,
    currency,
    budgetMinor: budget,
    createdAtMs: ctx.atMs,
  };
  const events: DomainEvent[] = [
    { type: 'CampaignCreated', campaign, state: campaignMachine.config.initial as CampaignStatus },
    // The lock's owner is the campaign: each row's task draws its part into a lock of its own.
    ...lockFromWallet(ctx, {
      orgId: org.id,
      agentId: agent.id,
      ownerId: campaignId,
      lockId,
      amountMinor: judged.budgetMinor,
      currency,
    }),
  ];
  return commit(events, {
    campaignId,
    escrowLockId: lockId,
    status: 'active' as const,
    rows: count,
    budgetMinor: budget,
    currency,
  });
};

/** The next rows become tasks: each its own lock, funded from the campaign's in one entry. */
export const startCampaignRows: Decider<'StartCampaignRows'> = (state, cmd, ctx) => {
  const campaign = campaignOf(state, cmd.orgId, cmd.campaignId, ctx.archived);
  const n = Math.min(Math.max(0, Math.floor(cmd.max)), campaign.rows.length - campaign.created);
  if (campaign.status !== 'active' || n === 0)
    return reply({ campaignId: campaign.id, started: 0 });
  const lock = state.locks.get(campaign.lockId);
  if (!lock) throw new Error(`campaign ${campaign.id} has no lock`);
  const events: DomainEvent[] = [];
  const transfers: Transfer[] = [];
  let drawn = 0n;
  for (let row = campaign.created; row < campaign.created + n; row++) {
    const r = campaign.rows[row]!;
    // A row's task of several Operators: its slots, its lock holding every part (core/slots.ts).
    const { assurance, slots } = slotsAsked({
      ...campaign.template,
      slots: r.slots ?? campaign.template.slots,
    });
    const grouped = rowOperators(campaign.template, r) > 1;
    const total = r.rewardMinor + r.feeMinor;
    const lockMinor = rowMinor(campaign.template, r);
    const taskId = ctx.mint('task');
    const taskLock = ctx.mint('esc');
    const task: TaskFields = {
      id: taskId,
      orgId: campaign.orgId,
      agentId: campaign.agentId,
      type: campaign.template.type,
      title: r.title,
      instructions: r.instructions,
      rewardMinor: r.rewardMinor.toString(),
      feeMinor: r.feeMinor.toString(),
      totalMinor: total.toString(),
      currency: campaign.currency,
      deadlineMs: ctx.atMs + campaign.template.deadline_after_hours * HOUR_MS,
      proofRequirements: [...(campaign.template.proof_requirements ?? [])],
      zoneRef: r.zoneRef,
      lockId: taskLock,
      createdAtMs: ctx.atMs,
      ...(campaign.template.language ? { language: campaign.template.language } : {}),
      ...(campaign.template.answer_schema ? { answerSchema: campaign.template.answer_schema } : {}),
      campaignId: campaign.id,
      campaignRow: row,
    };
    const ids = [taskId];
    for (let i = 1; i < slots; i++) ids.push(ctx.mint('task'));
    // Governance ran once, for the whole campaign: the task goes through screening like any task.
    ids.forEach((id, slot) => {
      const fields: TaskFields = !grouped
        ? task
        : {
            ...task,
            id,
            slotGroup: taskId,
            slot,
            ...(slot === 0 && assurance ? { assurance } : {}),
          };
      events.push({ type: 'TaskCreated', task: fields, state: 'screening' });
      // A row the filter held (at the campaign's creation) waits for staff like any held task.
      if (r.hold) events.push(filterHold(id, r.hold));
      if (slot > 0) return;
      events.push({
        type: 'EscrowLocked',
        lockId: taskLock,
        taskId,
        orgId: campaign.orgId,
        amountMinor: lockMinor.toString(),
        currency: campaign.currency,
        state: escrowMachine.config.initial as EscrowState,
      });
    });
    transfers.push({
      debit: `escrow:${lock.id}`,
      credit: `escrow:${taskLock}`,
      amountMinor: lockMinor.toString(),
      currency: campaign.currency,
    });
    drawn += lockMinor;
  }
  // The campaign's lock is released part by part, into its rows' locks, until nothing is left.
  const wanted: EscrowEvent =
    lock.heldMinor > drawn ? { type: 'RELEASE_PART', leavesRemainder: true } : { type: 'RELEASE' };
  const moved = step<typeof escrowMachine, EscrowState, EscrowEffect>(
    escrowMachine,
    lock.state,
    {},
    wanted,
  );
  if (!moved || lock.heldMinor < drawn)
    throw new Error(
      `campaign lock ${lock.id} (${lock.state}, holding ${lock.heldMinor}) cannot fund ${drawn}`,
    );
  events.push({
    type: 'EscrowMoved',
    lockId: lock.id,
    event: wanted.type,
    from: lock.state,
    to: moved.value,
  });
  events.push({ type: 'Posted', entryId: ctx.mint('le'), memo: 'lock', transfers });
  return commit(events, { campaignId: campaign.id, started: n });
};

export interface CampaignDeps {
  moveTask(state: ShardState, task: Task, event: TaskEvent, ctx: DecideContext): DomainEvent[];
  /** The cancel of a row's task of several: its open slots (decide-tasks.ts). */
  cancelOpenSlots(state: ShardState, task: Task, ctx: DecideContext): DomainEvent[];
}

/** A campaign move: its effects cancel open tasks and refund the unspent, in one ledger entry. */
function moveCampaign(
  state: ShardState,
  campaign: Campaign,
  event: CampaignEvent,
  ctx: DecideContext,
  deps: CampaignDeps,
): DomainEvent[] {
  const next = step<typeof campaignMachine, CampaignStatus, CampaignEffect>(
    campaignMachine,
    campaign.status,
    {},
    event,
  );
  if (!next)
    throw new DomainError('invalid_state', {
      state: campaign.status,
      action: event.type.toLowerCase(),
    });
  const out: DomainEvent[] = [];
  const refunds: Transfer[] = [];
  let refundedMinor = 0n;
  for (const effect of next.effects) {
    if (effect === 'cancelOpenTasks') {
      for (let row = 0; row < campaign.created; row++) {
        const task = state.tasks.get(campaign.rows[row]!.taskId!);
        if (!task) continue;
        const cancelled =
          task.slotIds !== undefined
            ? deps.cancelOpenSlots(state, task, ctx)
            : CANCELLABLE.has(task.state)
              ? deps.moveTask(state, task, { type: 'CANCEL' }, ctx)
              : [];
        // The task's own refund joins the campaign's one refund entry.
        for (const e of cancelled) {
          if (e.type === 'Posted' && e.memo === 'refund') refunds.push(...e.transfers);
          else out.push(e);
        }
      }
    } else if (effect === 'refundUnspent') {
      const lock = state.locks.get(campaign.lockId);
      if (!lock) throw new Error(`campaign ${campaign.id} has no lock`);
      if (lock.heldMinor === 0n) continue; // every row drawn: nothing left in the campaign's lock
      const refunded = step<typeof escrowMachine, EscrowState, EscrowEffect>(
        escrowMachine,
        lock.state,
        {},
        { type: 'REFUND' },
      );
      if (!refunded) throw new Error(`campaign lock ${lock.id} cannot refund from ${lock.state}`);
      out.push({
        type: 'EscrowMoved',
        lockId: lock.id,
        event: 'REFUND',
        from: lock.state,
        to: refunded.value,
      });
      refunds.push(...refundPosting(campaign.orgId, lock.id, lock.heldMinor, lock.currency));
      refundedMinor = lock.heldMinor;
    } else {
      const unknown: never = effect;
      throw new Error(`unexpected campaign effect ${String(unknown)}`);
    }
  }
  if (refunds.length > 0)
    out.push({ type: 'Posted', entryId: ctx.mint('le'), memo: 'refund', transfers: refunds });
  const moved: DomainEvent = {
    type: 'CampaignMoved',
    campaignId: campaign.id,
    event: event.type,
    from: campaign.status,
    to: next.value,
  };
  if (refundedMinor > 0n) moved.refundedMinor = refundedMinor.toString();
  out.push(moved);
  return out;
}

/** Every row's task has ended: the campaign completes (asked after the last end commits). */
export function finishCampaign(
  state: ShardState,
  cmd: CommandOf<'FinishCampaign'>,
  ctx: DecideContext,
  deps: CampaignDeps,
): Decision<CampaignAnswer> {
  const campaign = campaignOf(state, cmd.orgId, cmd.campaignId, ctx.archived);
  const done = campaign.created === campaign.rows.length && campaign.ended === campaign.rows.length;
  if (!done || (campaign.status !== 'active' && campaign.status !== 'paused'))
    return reply({ campaignId: campaign.id, status: campaign.status });
  return commit(moveCampaign(state, campaign, { type: 'COMPLETE' }, ctx, deps), {
    campaignId: campaign.id,
    status: 'completed' as const,
  });
}

/** The owner's pause, resume or cancel. */
export function moveCampaignByAgent(
  state: ShardState,
  cmd: CommandOf<'MoveCampaign'>,
  ctx: DecideContext,
  deps: CampaignDeps,
): Decision<CampaignAnswer> {
  const campaign = campaignOf(state, cmd.orgId, cmd.campaignId, ctx.archived);
  const agent = state.agents.get(cmd.agentId);
  if (!agent || agent.orgId !== cmd.orgId)
    throw new DomainError('not_found', { resource: 'agent' });
  authorize(agent, 'can_post_tasks');
  const events = moveCampaign(state, campaign, { type: cmd.action }, ctx, deps);
  const to = (events[events.length - 1] as Extract<DomainEvent, { type: 'CampaignMoved' }>).to;
  return commit(events, { campaignId: campaign.id, status: to });
}
