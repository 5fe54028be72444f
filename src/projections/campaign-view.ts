// A campaign as the agent sees it: its template, budget and progress (rows made, tasks per state,
// money released, refunded and still held). Open tasks are read from memory; ended ones are
// counted by the campaign itself (they may have left memory for the archive). A finished campaign
// leaves memory only once all its tasks did, so its view from the archive (no task at hand) is the
// view it had in memory. Never an Operator.
import type { Campaign, EscrowLock, ShardState, Task } from '../core/state.ts';
import { isRowEnded } from '../core/state.ts';

/** What a view needs: the campaign, its own lock, and where its open tasks are found. */
export interface CampaignParts {
  readonly campaign: Campaign;
  readonly lock: EscrowLock | undefined;
  /**
   * Tasks in memory by id (a shard's `tasks`; empty for an archived campaign: all its tasks left).
   */
  readonly tasks: ReadonlyMap<string, Task>;
}

/** An in-memory campaign's parts, from its shard's state. */
export function campaignParts(state: ShardState, campaign: Campaign): CampaignParts {
  return { campaign, lock: state.locks.get(campaign.lockId), tasks: state.tasks };
}

export interface CampaignProgress {
  rows_total: number;
  rows_created: number;
  rows_not_created: number;
  rows_ended: number;
  tasks_by_state: Record<string, number>;
  budget_minor: string;
  spent_minor: string;
  refunded_minor: string;
  remaining_minor: string;
  /**
   * Seconds until every row is a task at the rate so far; null before the first batch, when paused
   * or done.
   */
  creation_eta_seconds: number | null;
}

function campaignProgress({ campaign: c, tasks }: CampaignParts, nowMs: number): CampaignProgress {
  const byState: Record<string, number> = {};
  for (let i = 0; i < c.created; i++) {
    const first = tasks.get(c.rows[i]!.taskId!);
    // A row's task of several counts each of its slots, as its ended ones are counted.
    for (const id of first?.slotIds ?? (first ? [first.id] : [])) {
      const task = tasks.get(id);
      if (task && !isRowEnded(task.state)) byState[task.state] = (byState[task.state] ?? 0) + 1;
    }
  }
  for (const [s, n] of Object.entries(c.endedByState))
    if (n > 0) byState[s] = (byState[s] ?? 0) + n;
  const pending = c.rows.length - c.created;
  const elapsedMs = Math.max(1, nowMs - c.createdAtMs);
  const eta =
    c.status === 'active' && pending > 0 && c.created > 0
      ? Math.ceil(((elapsedMs / c.created) * pending) / 1000)
      : null;
  return {
    rows_total: c.rows.length,
    rows_created: c.created,
    rows_not_created: pending,
    rows_ended: c.ended,
    tasks_by_state: byState,
    budget_minor: c.budgetMinor.toString(),
    spent_minor: c.spentMinor.toString(),
    refunded_minor: c.refundedMinor.toString(),
    remaining_minor: (c.budgetMinor - c.spentMinor - c.refundedMinor).toString(),
    creation_eta_seconds: eta,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

export function campaignView(parts: CampaignParts, nowMs: number) {
  const { campaign: c, lock } = parts;
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    currency: c.currency,
    template: c.template,
    escrow: { state: lock?.state ?? 'released', held_minor: (lock?.heldMinor ?? 0n).toString() },
    progress: campaignProgress(parts, nowMs),
    created_at: iso(c.createdAtMs),
    updated_at: iso(c.updatedAtMs),
    finished_at: c.finishedAtMs === null ? null : iso(c.finishedAtMs),
  };
}

/**
 * The org's campaigns not yet finished (active or paused), oldest first: never archived, all in
 * memory.
 */
export function openCampaigns(state: ShardState, orgId: string): Campaign[] {
  return [...state.campaigns.values()]
    .filter((c) => c.orgId === orgId && (c.status === 'active' || c.status === 'paused'))
    .sort((a, b) => a.ordinal - b.ordinal);
}
