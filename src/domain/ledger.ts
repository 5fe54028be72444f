// Ledger posting rules: which accounts a move touches. Accounts are per shard; those that span
// wallets (an Operator's payable, revenue, partner clearing) are per-shard sub-accounts summed
// for reads. Every transfer debits one account and credits another by the same amount, so every
// entry balances by construction; verify checks it anyway.
import type { Transfer } from '../core/events.ts';

/**
 * Test-mode money never mixes with live money: a test-mode org's deposits, fees and payouts go
 * through accounts of their own (`…:test`), so live revenue and clearing balances only ever
 * hold live money.
 */
export type MoneyMode = 'live' | 'test';
const suffix = (mode: MoneyMode) => (mode === 'test' ? ':test' : '');

export const account = {
  wallet: (orgId: string) => `wallet:${orgId}`,
  escrow: (lockId: string) => `escrow:${lockId}`,
  payable: (operatorId: string) => `payable:${operatorId}`,
  revenue: (mode: MoneyMode = 'live') => `revenue:platform${suffix(mode)}`,
  fundingClearing: (mode: MoneyMode = 'live') => `clearing:funding${suffix(mode)}`,
  payoutClearing: (mode: MoneyMode = 'live') => `clearing:payout${suffix(mode)}`,
} as const;

function transfer(debit: string, credit: string, amount: bigint, currency: string): Transfer {
  if (amount <= 0n) throw new RangeError(`transfer of ${amount} from ${debit} to ${credit}`);
  return { debit, credit, amountMinor: amount.toString(), currency };
}

export function depositPosting(
  orgId: string,
  amount: bigint,
  currency: string,
  mode: MoneyMode = 'live',
): Transfer[] {
  return [transfer(account.fundingClearing(mode), account.wallet(orgId), amount, currency)];
}

export function lockPosting(
  orgId: string,
  lockId: string,
  amount: bigint,
  currency: string,
): Transfer[] {
  return [transfer(account.wallet(orgId), account.escrow(lockId), amount, currency)];
}

/** Release: the reward to the Operator's payable, the fee to platform revenue. */
export function releasePosting(
  lockId: string,
  operatorId: string,
  rewardMinor: bigint,
  feeMinor: bigint,
  currency: string,
  mode: MoneyMode = 'live',
): Transfer[] {
  const out = [
    transfer(account.escrow(lockId), account.payable(operatorId), rewardMinor, currency),
  ];
  if (feeMinor > 0n)
    out.push(transfer(account.escrow(lockId), account.revenue(mode), feeMinor, currency));
  return out;
}

export function refundPosting(
  orgId: string,
  lockId: string,
  amount: bigint,
  currency: string,
): Transfer[] {
  return [transfer(account.escrow(lockId), account.wallet(orgId), amount, currency)];
}

export function settlePosting(
  operatorId: string,
  amount: bigint,
  currency: string,
  mode: MoneyMode = 'live',
): Transfer[] {
  return [transfer(account.payable(operatorId), account.payoutClearing(mode), amount, currency)];
}
