// Puts the shards' verdicts of a verify on threads together into the report verifyLog writes
// (src/runtime/verify.ts), check for check in the same order: the records of every shard, the
// snapshots, then Tally.finish's sums across shards (the ledger per currency, the wallets, the
// balances in memory against the postings), each state, the quality recount, and the archive.
// One assumption, true of every log errand writes: an escrow account (one a lock) and a wallet (one
// an org) are posted by one shard only; the other accounts are summed over the shards here.
import { Results, type InvariantResult } from '../core/invariant-results.ts';
import { ArchiveDigest } from '../archive/digest.ts';
import type { ShardVerdict } from './jobs.ts';

export interface Combined {
  results: Results;
  records: number;
  derived: ArchiveDigest;
  tail: Map<string, bigint>;
}

function sumInto(into: Map<string, bigint>, from: ReadonlyMap<string, bigint>): void {
  for (const [key, amount] of from) into.set(key, (into.get(key) ?? 0n) + amount);
}

/**
 * `verdicts` in shard order; `snapshotPhase(v)` answers the snapshot check of a verdict the thread
 * left to the main thread (already resolved by the caller).
 */
export function combineVerdicts(
  verdicts: readonly ShardVerdict[],
  snapshotPhase: (v: ShardVerdict) => InvariantResult[],
): Combined {
  const results = new Results();
  let records = 0;
  for (const v of verdicts) {
    results.absorb(v.recordPhase);
    records += v.records;
  }
  for (const v of verdicts) results.absorb(v.snapshotPhase ?? snapshotPhase(v));
  const totals = new Map<string, bigint>();
  const flows = new Map<string, bigint>();
  const ledger = new Map<string, bigint>();
  const memory = new Map<string, bigint>();
  for (const v of verdicts) {
    sumInto(totals, v.currencyTotals);
    sumInto(flows, v.walletFlows);
    sumInto(ledger, v.ledger);
    sumInto(memory, v.memory);
  }
  for (const [currency, sum] of totals)
    results.check(
      'ledger_balances',
      sum === 0n,
      () => `postings in ${currency} sum to ${sum}, not zero`,
    );
  for (const [key, flow] of flows) {
    const held = memory.get(key) ?? 0n;
    results.check(
      'wallet_reconciles',
      held === flow && held >= 0n,
      () => `${key}: ledger says ${flow}, memory says ${held}`,
    );
  }
  // Tally.finish's walk over the balances in memory: each shard's own balances not met in an
  // earlier shard (summed over the shards), then its locks' escrow accounts (checked there).
  const seen = new Set<string>();
  for (const v of verdicts) {
    for (const key of v.memory.keys()) {
      if (seen.has(key)) continue;
      seen.add(key);
      const held = memory.get(key)!;
      results.check(
        'ledger_balances',
        (ledger.get(key) ?? 0n) === held,
        () => `${key}: memory ${held} differs from postings ${ledger.get(key) ?? 0n}`,
      );
    }
    results.absorb(v.escrowPhase);
  }
  for (const v of verdicts) results.absorb(v.statePhase);
  for (const v of verdicts) results.absorb(v.qualityHeld);
  for (const v of verdicts) results.absorb(v.qualityUnseen);
  const derived = new ArchiveDigest();
  const tail = new Map<string, bigint>();
  for (const v of verdicts) {
    derived.merge(v.derived);
    for (const [key, hash] of v.tail) tail.set(key, hash);
  }
  return { results, records, derived, tail };
}
