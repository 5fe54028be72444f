// The invariants' names and the tally of their results, shared by the record fold (invariants.ts)
// and the checks of a state (state-invariants.ts).
import type { TaskState } from '../../machines/task.machine.ts';
import type { EscrowState } from '../../machines/escrow.machine.ts';

export const INVARIANTS = [
  'ledger_balances',
  'wallet_reconciles',
  'escrow_matches_state',
  'task_escrow_agree',
  'transitions_valid',
  'replay_identical',
  'wal_intact',
  'loop_within_budget',
  'archive_derived',
  'campaign_funded',
  'quality_tally',
  'gold_funded',
] as const;
export type InvariantName = (typeof INVARIANTS)[number];

export interface InvariantResult {
  name: InvariantName;
  checked: number;
  failures: string[];
}

/** The lock state each task state requires (docs/design.md, "Rules the code cites"). */
export const ESCROW_FOR_TASK: Record<TaskState, EscrowState | 'none'> = {
  draft: 'none',
  screening: 'locked',
  live: 'locked',
  matched: 'locked',
  accepted: 'locked',
  in_progress: 'locked',
  proof_submitted: 'locked',
  verifying: 'locked',
  approved: 'released',
  paid: 'released',
  cancelled: 'refunded',
  expired: 'refunded',
  disputed: 'disputed_frozen',
  resolved_refunded: 'refunded',
  resolved_released: 'released',
};

export class Results {
  private readonly map = new Map<InvariantName, InvariantResult>();
  constructor() {
    for (const name of INVARIANTS) this.map.set(name, { name, checked: 0, failures: [] });
  }
  check(name: InvariantName, ok: boolean, failure: () => string): void {
    const r = this.map.get(name)!;
    r.checked += 1;
    if (!ok && r.failures.length < 20) r.failures.push(failure());
  }
  get(name: InvariantName): InvariantResult {
    return this.map.get(name)!;
  }
  all(): InvariantResult[] {
    return [...this.map.values()];
  }
  /**
   * Adds results checked elsewhere (a replay thread's shard) after the ones held here, as if
   * checked here in that order: counts add, failures keep the first 20.
   */
  absorb(results: readonly InvariantResult[]): void {
    for (const other of results) {
      const r = this.map.get(other.name)!;
      r.checked += other.checked;
      for (const failure of other.failures) if (r.failures.length < 20) r.failures.push(failure);
    }
  }
  /** A copy of the results so far, to send to another thread. */
  copy(): InvariantResult[] {
    return this.all().map((r) => ({ ...r, failures: [...r.failures] }));
  }
}
