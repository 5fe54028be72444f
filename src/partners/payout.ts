// The payout partner: the licensed party that actually pays Operators (errand never holds funds).
// Settlement asks it to pay each approved task's reward and records its reference in the ledger.
// Payouts are idempotent by task id, so a settlement run repeated after a crash between the
// payout and its record gets the same reference back and pays once.
import { createHash } from 'node:crypto';

export interface PayoutRequest {
  taskId: string;
  operatorId: string;
  amountMinor: bigint;
  currency: string;
}

export interface PayoutPartner {
  /** Pays (or has already paid) this task's reward; resolves with the partner's reference. */
  payout(request: PayoutRequest): Promise<string>;
}

/**
 * Stands in for the partner's API on this machine (no network to a bank here): it answers like
 * one — an idempotent reference per task — and can be told to fail, for tests of retry.
 */
export class SimulatedPayoutPartner implements PayoutPartner {
  private readonly paid = new Map<string, string>();
  failNext = 0;

  async payout(request: PayoutRequest): Promise<string> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('payout partner unavailable');
    }
    const existing = this.paid.get(request.taskId);
    if (existing) return existing;
    const reference =
      `po_` +
      `${createHash('sha256')
        .update(`${request.taskId}:${request.amountMinor}:` + `${request.currency}`)
        .digest('hex')
        .slice(0, 24)}`;
    this.paid.set(request.taskId, reference);
    return reference;
  }
}
