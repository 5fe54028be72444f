// Where a gold task's money comes from and where what it did not spend goes back to
// (docs/outcomes.md, "Gold tasks", "Who pays"). A gold task is funded from the platform account
// `clearing:gold_funding` into the gold org's wallet and locked from there; a refund of it goes,
// as every refund does, to its org's wallet, and in the same record on to the funding account (a
// `reversal` of that part of the funding), so the gold org's wallet never keeps gold money.
import { account, refundPosting } from '../domain/ledger.ts';
import { posted, type DecideContext } from './decide-context.ts';
import type { DomainEvent } from './events.ts';

/** The platform account gold tasks are paid from (a clearing account: it runs negative). */
export const GOLD_FUNDING_ACCOUNT = 'clearing:gold_funding';
/** The platform's own orgs for gold tasks, live and test (test pairs with sandbox Operators). */
export const GOLD_ORG = { live: 'org_platform_gold', test: 'org_platform_gold_test' } as const;
export const GOLD_AGENT = { live: 'agt_platform_gold', test: 'agt_platform_gold_test' } as const;

export function isGoldOrg(orgId: string): boolean {
  return orgId === GOLD_ORG.live || orgId === GOLD_ORG.test;
}

/**
 * The postings of a refund of `amount` from `lockId` to `orgId`'s wallet: the refund, and for a
 * gold org its return to gold funding. Records written before the return existed refunded into
 * the gold wallet only; replay applies their postings as written, so that money stays there
 * (`gold_funded` in errand verify counts it, src/core/gold-tally.ts).
 */
export function refundEvents(
  ctx: DecideContext,
  orgId: string,
  lockId: string,
  amount: bigint,
  currency: string,
): DomainEvent[] {
  const refund = posted(ctx, 'refund', refundPosting(orgId, lockId, amount, currency));
  if (!isGoldOrg(orgId)) return [refund];
  const back = {
    debit: account.wallet(orgId),
    credit: GOLD_FUNDING_ACCOUNT,
    amountMinor: amount.toString(),
    currency,
  };
  return [refund, posted(ctx, 'reversal', [back])];
}
