// Proves `errand verify`'s gold_funded invariant over raw records (docs/outcomes.md, "Gold
// tasks"): a log of today's gold postings holds, a log written before refunds went back to gold
// funding (the refund left in the gold wallet) still holds, and gold money moved anywhere else
// (another org's wallet, a funding posting into an ordinary org) is named as a failure.
import { describe, expect, it } from 'vitest';
import type { CommandRecord, DomainEvent, Transfer } from '../../src/core/events.ts';
import { GOLD_FUNDING_ACCOUNT, GOLD_ORG } from '../../src/core/gold-funding.ts';
import { Tally } from '../../src/core/invariants.ts';

const GOLD = `wallet:${GOLD_ORG.live}`;
const ESCROW = 'escrow:esc_1';
let entry = 0;

function posted(memo: string, debit: string, credit: string, amount = 1000n): DomainEvent {
  const t: Transfer = { debit, credit, amountMinor: amount.toString(), currency: 'NGN' };
  return { type: 'Posted', entryId: `le_${++entry}`, memo, transfers: [t] } as DomainEvent;
}

const record = (events: DomainEvent[]): CommandRecord => ({
  v: 1,
  atMs: 0,
  command: 'Test',
  events,
});

const created = record([
  posted('deposit', GOLD_FUNDING_ACCOUNT, GOLD),
  posted('lock', GOLD, ESCROW),
]);

function goldFunded(records: CommandRecord[]) {
  const tally = new Tally();
  for (const [seq, r] of records.entries()) tally.record(0, seq + 1, r);
  const results = tally.finish(new Map());
  return results.find((r) => r.name === 'gold_funded')!;
}

describe('gold_funded', () => {
  it('holds for a gold task funded, refunded and returned, and one released', () => {
    const returned = record([
      posted('refund', ESCROW, GOLD),
      posted('reversal', GOLD, GOLD_FUNDING_ACCOUNT),
    ]);
    const second = record([
      posted('deposit', GOLD_FUNDING_ACCOUNT, GOLD),
      posted('lock', GOLD, 'escrow:esc_2'),
    ]);
    const released = record([
      posted('release', 'escrow:esc_2', 'payable:op_1', 900n),
      posted('release', 'escrow:esc_2', 'revenue:platform', 100n),
    ]);
    const result = goldFunded([created, returned, second, released]);
    expect(result.failures).toEqual([]);
    expect(result.checked).toBeGreaterThan(0);
  });

  it('holds for a log written before the return: the refund stays in the gold wallet', () => {
    const legacy = record([posted('refund', ESCROW, GOLD)]);
    expect(goldFunded([created, legacy]).failures).toEqual([]);
  });

  it('names gold money moved to an ordinary wallet, or funding paid to an ordinary org', () => {
    const leak = record([posted('refund', ESCROW, 'wallet:org_a')]);
    expect(goldFunded([created, leak]).failures).toEqual([
      expect.stringContaining('escrow:esc_1 → wallet:org_a (refund)'),
      expect.stringContaining('gold funded 1000, returned 0, spent 0, held 0'),
    ]);
    const misfunded = record([posted('deposit', GOLD_FUNDING_ACCOUNT, 'wallet:org_a')]);
    expect(goldFunded([misfunded]).failures[0]).toContain(
      `${GOLD_FUNDING_ACCOUNT} → wallet:org_a (deposit)`,
    );
  });
});
