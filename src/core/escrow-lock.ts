// A new escrow lock funded from the org's wallet and counted against the agent's daily spend:
// the three events every charging create (a task, a workflow order, a campaign) writes, in order.
import { escrowMachine, type EscrowState } from '../../machines/escrow.machine.ts';
import { utcDay } from '../domain/governance.ts';
import { lockPosting } from '../domain/ledger.ts';
import type { DecideContext } from './decide-context.ts';
import type { DomainEvent } from './events.ts';

export interface WalletLock {
  orgId: string;
  agentId: string;
  /** What the lock holds money for: a task, a workflow or a campaign id. */
  ownerId: string;
  lockId: string;
  amountMinor: bigint;
  currency: string;
}

export function lockFromWallet(ctx: DecideContext, lock: WalletLock): DomainEvent[] {
  const amount = lock.amountMinor.toString();
  return [
    {
      type: 'EscrowLocked',
      lockId: lock.lockId,
      taskId: lock.ownerId,
      orgId: lock.orgId,
      amountMinor: amount,
      currency: lock.currency,
      state: escrowMachine.config.initial as EscrowState,
    },
    {
      type: 'Posted',
      entryId: ctx.mint('le'),
      memo: 'lock',
      transfers: lockPosting(lock.orgId, lock.lockId, lock.amountMinor, lock.currency),
    },
    { type: 'SpendCounted', agentId: lock.agentId, day: utcDay(ctx.atMs), amountMinor: amount },
  ];
}
