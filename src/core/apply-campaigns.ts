// The campaign part of the one apply: a campaign created or moved, a row's task created, and the
// tally a campaign keeps of its tasks' moves. Apart from apply.ts as decide-campaigns.ts is apart
// from decide.ts; the same asserts (apply-laws.ts) stop the shard on a record that breaks them.
import type { DomainEvent, TaskFields } from './events.ts';
import {
  CAMPAIGN_ROW_RELEASED,
  CAMPAIGN_ROW_REFUNDED,
  FINISHED_CAMPAIGN,
  isRowEnded,
  type ShardState,
  type Task,
} from './state.ts';
import type { Ended } from './evict.ts';
import { assert } from './apply-laws.ts';
import { slotsOf } from './slots.ts';

export function applyCampaignCreated(
  state: ShardState,
  e: Extract<DomainEvent, { type: 'CampaignCreated' }>,
  atMs: number,
): void {
  const c = e.campaign;
  assert(!state.campaigns.has(c.id), () => `campaign ${c.id} created twice`);
  state.campaigns.set(c.id, {
    ...c,
    budgetMinor: BigInt(c.budgetMinor),
    rows: c.rows.map((r) => ({
      ...r,
      rewardMinor: BigInt(r.rewardMinor),
      feeMinor: BigInt(r.feeMinor),
      taskId: null,
    })),
    status: e.state,
    created: 0,
    ended: 0,
    spentMinor: 0n,
    refundedMinor: 0n,
    endedByState: {},
    updatedAtMs: atMs,
    finishedAtMs: null,
    ordinal: ++state.campaignsCreated,
  });
}

export function applyCampaignMoved(
  state: ShardState,
  e: Extract<DomainEvent, { type: 'CampaignMoved' }>,
  atMs: number,
  ended: Ended[],
): void {
  const campaign = state.campaigns.get(e.campaignId);
  assert(campaign && campaign.status === e.from, () => `campaign ${e.campaignId} is not ${e.from}`);
  campaign.status = e.to;
  campaign.updatedAtMs = atMs;
  if (e.refundedMinor !== undefined) campaign.refundedMinor += BigInt(e.refundedMinor);
  if (FINISHED_CAMPAIGN.has(e.to)) {
    campaign.finishedAtMs = atMs;
    ended.push({ kind: 'campaign', id: campaign.id });
  }
}

/** The task `t` (just created) is the next row of campaign `campaignId`. */
export function applyCampaignRowTask(
  state: ShardState,
  t: TaskFields,
  campaignId: string,
  atMs: number,
): void {
  const task = state.tasks.get(t.id)!;
  task.campaignId = campaignId;
  task.campaignRow = t.campaignRow!;
  const campaign = state.campaigns.get(campaignId);
  // Another slot of a row's task of several (or one consensus added): the row's task is its first.
  if (t.slotGroup !== undefined && t.slotGroup !== t.id) {
    assert(
      campaign?.rows[t.campaignRow!]?.taskId === t.slotGroup,
      () => `slot ${t.id} of campaign ${campaignId} row ${t.campaignRow} is not its task's`,
    );
    state.campaignTasksOpen.set(campaignId, (state.campaignTasksOpen.get(campaignId) ?? 0) + 1);
    campaign.updatedAtMs = atMs;
    return;
  }
  // Rows become tasks in order, each once: the row's task is recorded with its creation.
  assert(
    campaign &&
      t.campaignRow === campaign.created &&
      campaign.rows[campaign.created]?.taskId === null,
    () => `campaign ${campaignId} row ${t.campaignRow} created twice or out of order`,
  );
  campaign.rows[campaign.created]!.taskId = t.id;
  campaign.created += 1;
  state.campaignTasksOpen.set(campaignId, (state.campaignTasksOpen.get(campaignId) ?? 0) + 1);
  campaign.updatedAtMs = atMs;
}

/**
 * Whether row `first`'s task has ended: every slot's money left the lock and, with consensus, the
 * answer is decided (until then the lock also holds the headroom). A task of one: its own state.
 */
export function isRowTaskEnded(state: Pick<ShardState, 'tasks'>, first: Task): boolean {
  if (first.slotIds === undefined) return isRowEnded(first.state);
  if (first.assurance && !first.consensus) return false;
  return slotsOf(state, first).every((s) => isRowEnded(s.state));
}

/**
 * A campaign's progress follows its tasks' moves: ended rows, per state, money released or
 * refunded. Every slot of a row's task of several counts its money and its state; the row ends
 * with the last of them.
 */
export function tallyCampaignTask(
  state: ShardState,
  task: Task,
  from: string,
  to: string,
  atMs: number,
): void {
  const campaign = state.campaigns.get(task.campaignId!);
  assert(campaign, () => `task ${task.id} of unknown campaign ${task.campaignId}`);
  const wasEnded = isRowEnded(from);
  if (wasEnded) campaign.endedByState[from] = (campaign.endedByState[from] ?? 1) - 1;
  if (isRowEnded(to)) campaign.endedByState[to] = (campaign.endedByState[to] ?? 0) + 1;
  if (!wasEnded && isRowEnded(to)) {
    const first = task.slotGroup === undefined ? task : state.tasks.get(task.slotGroup)!;
    if (isRowTaskEnded(state, first)) campaign.ended += 1;
    if (CAMPAIGN_ROW_RELEASED.has(to)) campaign.spentMinor += task.totalMinor;
    if (CAMPAIGN_ROW_REFUNDED.has(to)) campaign.refundedMinor += task.totalMinor;
  }
  campaign.updatedAtMs = atMs;
}

/**
 * A row's consensus decided: the headroom refunded in the same record counts as refunded, and the
 * row ends here if every slot already had.
 */
export function tallyCampaignConsensus(state: ShardState, first: Task, atMs: number): void {
  const campaign = state.campaigns.get(first.campaignId!);
  assert(campaign, () => `task ${first.id} of unknown campaign ${first.campaignId}`);
  const asked = first.slotIds?.length ?? 1;
  const headroom = BigInt((first.assurance?.maxOperators ?? asked) - asked) * first.totalMinor;
  campaign.refundedMinor += headroom;
  if (isRowTaskEnded(state, first)) campaign.ended += 1;
  campaign.updatedAtMs = atMs;
}
