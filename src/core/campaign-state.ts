// A campaign's state in memory: its rows (each with its task once created) and its tally of them.
// Part of a shard's state (state.ts); built only by apply (apply-campaigns.ts).
import type { CampaignStatus } from '../../machines/campaign.machine.ts';
import type { CampaignFields, CampaignRowFields } from './events.ts';

export interface CampaignRow extends Omit<CampaignRowFields, 'rewardMinor' | 'feeMinor'> {
  rewardMinor: bigint;
  feeMinor: bigint;
  /** The row's task, once created: set by the record that creates it, never twice. */
  taskId: string | null;
}

/**
 * Task states in which a campaign row's task has ended: its money left its lock, released
 * (approved, paid, resolved_released) or refunded (cancelled, expired, resolved_refunded).
 */
export const CAMPAIGN_ROW_RELEASED: ReadonlySet<string> = new Set([
  'approved',
  'paid',
  'resolved_released',
]);
export const CAMPAIGN_ROW_REFUNDED: ReadonlySet<string> = new Set([
  'cancelled',
  'expired',
  'resolved_refunded',
]);
/** Campaign statuses no move leaves (the machine's final states). */
export const FINISHED_CAMPAIGN: ReadonlySet<string> = new Set(['completed', 'cancelled']);
export const isRowEnded = (state: string) =>
  CAMPAIGN_ROW_RELEASED.has(state) || CAMPAIGN_ROW_REFUNDED.has(state);

/**
 * How many Operators' parts a row's lock holds: the maximum its task may ask (the row's `slots`,
 * else the template's, or the consensus's `max_operators`; core/slots.ts). Checked when the
 * campaign was created.
 */
export function rowOperators(
  template: CampaignFields['template'],
  row: Pick<CampaignRow, 'slots'>,
): number {
  return template.assurance?.max_operators ?? row.slots ?? template.slots ?? 1;
}

/** What a row costs: its task's price for every Operator its lock funds. */
export function rowMinor(template: CampaignFields['template'], row: CampaignRow): bigint {
  return (row.rewardMinor + row.feeMinor) * BigInt(rowOperators(template, row));
}

/** A campaign: rows become tasks in order (`created` so far), each funded from the one lock. */
export interface Campaign extends Omit<CampaignFields, 'rows' | 'budgetMinor'> {
  budgetMinor: bigint;
  rows: CampaignRow[];
  status: CampaignStatus;
  /** Rows whose task exists: rows 0..created-1. */
  created: number;
  /** Rows whose task has ended (released or refunded). */
  ended: number;
  /** Reward + fee of tasks released; refunded to the wallet (task refunds and the campaign's). */
  spentMinor: bigint;
  refundedMinor: bigint;
  /** Ended tasks per state (approved then paid counts once, under paid). */
  endedByState: Record<string, number>;
  updatedAtMs: number;
  finishedAtMs: number | null;
  ordinal: number;
}
