// `errand verify`'s `gold_funded` (docs/outcomes.md, "Gold tasks"): gold money, followed through
// the raw records' postings, only goes where gold money may. Funding is the only way in (a
// `deposit` from `clearing:gold_funding` into a gold org's wallet); from there it is locked into
// the gold org's escrows, released to an Operator and the platform's revenue, or refunded to the
// gold wallet and returned to the funding account (a `reversal`). So, per currency, what was
// funded less what was returned equals what was spent plus what gold escrows and wallets hold,
// and the funding account is down by exactly funded less returned. The gold wallets may hold
// money only from refunds recorded before the return existed (gold-funding.ts), so the check
// does not ask them to be empty: the ledger property test does, for records written today.
import { balanceKey } from './state.ts';
import type { CommandRecord, Transfer } from './events.ts';
import { GOLD_FUNDING_ACCOUNT, GOLD_ORG } from './gold-funding.ts';
import type { Results } from './invariant-results.ts';

interface Flows {
  funded: bigint;
  returned: bigint;
  spent: bigint;
}

const GOLD_WALLETS = new Set(Object.values(GOLD_ORG).map((id) => `wallet:${id}`));
const goldWallet = (name: string) => GOLD_WALLETS.has(name);

export class GoldTally {
  /** `escrow:<lock>` accounts locked from a gold wallet. */
  private readonly escrows = new Set<string>();
  private readonly flows = new Map<string, Flows>();

  private flowsOf(currency: string): Flows {
    const f = this.flows.get(currency);
    if (f) return f;
    const fresh = { funded: 0n, returned: 0n, spent: 0n };
    this.flows.set(currency, fresh);
    return fresh;
  }

  record(shard: number, seq: number, record: CommandRecord, results: Results): void {
    for (const e of record.events) {
      if (e.type !== 'Posted') continue;
      for (const t of e.transfers)
        this.transfer(t, e.memo, `shard ${shard} record ${seq}`, results);
    }
  }

  private transfer(t: Transfer, memo: string, where: string, results: Results): void {
    const fromWallet = goldWallet(t.debit);
    const fromEscrow = this.escrows.has(t.debit);
    const touches =
      fromWallet ||
      fromEscrow ||
      goldWallet(t.credit) ||
      t.debit === GOLD_FUNDING_ACCOUNT ||
      t.credit === GOLD_FUNDING_ACCOUNT;
    if (!touches) return;
    const amount = BigInt(t.amountMinor);
    const f = this.flowsOf(t.currency);
    let ok: boolean;
    if (t.debit === GOLD_FUNDING_ACCOUNT) {
      ok = memo === 'deposit' && goldWallet(t.credit);
      f.funded += amount;
    } else if (t.credit === GOLD_FUNDING_ACCOUNT) {
      ok = memo === 'reversal' && fromWallet;
      f.returned += amount;
    } else if (fromWallet) {
      ok = memo === 'lock' && t.credit.startsWith('escrow:');
      if (ok) this.escrows.add(t.credit);
    } else if (fromEscrow) {
      ok = memo === 'release' || (memo === 'refund' && goldWallet(t.credit));
      if (memo === 'release') f.spent += amount;
    } else {
      // Into a gold wallet from anywhere else: only a refund from one of its escrows qualifies,
      // and that is the branch above.
      ok = false;
    }
    results.check(
      'gold_funded',
      ok,
      () => `${where}: ${t.debit} → ${t.credit} (${memo}) moves gold money where it may not go`,
    );
  }

  /** Funded − returned = spent + held, against the balances the raw records sum to. */
  finish(balances: ReadonlyMap<string, bigint>, results: Results): void {
    for (const [currency, f] of this.flows) {
      const funding = balances.get(balanceKey(currency, GOLD_FUNDING_ACCOUNT)) ?? 0n;
      let held = 0n;
      for (const [key, v] of balances) {
        if (!key.startsWith(`${currency}|`)) continue;
        const name = key.slice(currency.length + 1);
        if (goldWallet(name) || this.escrows.has(name)) held += v;
      }
      const net = f.funded - f.returned;
      results.check(
        'gold_funded',
        -funding === net && net === f.spent + held,
        () =>
          `${currency}: gold funded ${f.funded}, returned ${f.returned}, spent ${f.spent}, ` +
          `held ${held}; the funding account is at ${funding}`,
      );
    }
  }
}
