// The payout partner: the licensed party that actually pays Operators (errand never holds funds).
// Settlement asks it to pay each approved task's reward and records its reference in the ledger.
// Payouts are idempotent by task id, so a settlement run repeated after a crash between the
// payout and its record gets the same reference back and pays once. Where the Operator confirmed
// payout details in the Operator app, the request carries them (docs/operator-app.md, "Money").
import { createHash } from 'node:crypto';

/** A bank account (NUBAN, 10 digits, and the bank's code) or a mobile-money wallet. */
export interface PayoutDestination {
  kind: 'bank' | 'wallet';
  /** The bank's CBN code, or the wallet provider's id. */
  institution: string;
  /** The full number: given to the partner only, never logged or shown (last four at most). */
  accountNumber: string;
}

export interface PayoutRequest {
  taskId: string;
  operatorId: string;
  amountMinor: bigint;
  currency: string;
  /** The Operator's confirmed details; absent when the partner holds the Operator's own. */
  destination?: PayoutDestination;
}

export interface PayoutPartner {
  /** Pays (or has already paid) this task's reward; resolves with the partner's reference. */
  payout(request: PayoutRequest): Promise<string>;
}

/** The partner refused the payout itself (an account it cannot pay): retrying will not help. */
export class PayoutRefused extends Error {
  constructor() {
    super('payout refused by the partner');
  }
}

/**
 * Stands in for the partner's API on this machine (no network to a bank here): it answers like
 * one — an idempotent reference per task — and can be told to fail, for tests of retry. By rule,
 * like the sandbox KYC partner: an account number ending 0000 is refused.
 */
export class SimulatedPayoutPartner implements PayoutPartner {
  private readonly paid = new Map<string, string>();
  failNext = 0;

  async payout(request: PayoutRequest): Promise<string> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('payout partner unavailable');
    }
    if (request.destination?.accountNumber.endsWith('0000')) throw new PayoutRefused();
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

/** Where each Operator is paid, as a store that knows answers (the Operator app's). */
export interface PayoutDestinations {
  destinationOf(operatorId: string): Promise<PayoutDestination | undefined>;
}

/**
 * The settlement run's one place to ask for an Operator's destination. The Operator app attaches
 * its store when it starts; before that, or for Operators without confirmed details, there is none.
 */
export class PayoutDirectory implements PayoutDestinations {
  private source: PayoutDestinations | undefined;

  attach(source: PayoutDestinations): void {
    this.source = source;
  }

  async destinationOf(operatorId: string): Promise<PayoutDestination | undefined> {
    return this.source?.destinationOf(operatorId);
  }
}
