// What the app's pages show of fairness (docs/operator-app.md): a requester's rejection rate on
// an offer, with its sample size, and a rejected proof's reason and appeal, shaped for the
// templates (numbers as text, times as the console's format). The figures come from the worker
// view (src/ops/worker-fairness.ts); nothing here names the org.
import { formatTime } from '../views/format.ts';

export interface RequesterView {
  proofs_checked: number;
  proofs_rejected: number;
  rejection_rate_bps: number | null;
}

export interface RejectionView {
  by: 'agent' | 'staff';
  reason: string | null;
  rejected_at: string;
  appeal_until: string;
  appeal: {
    state: 'open' | 'upheld' | 'overturned';
    opened_at: string;
    decided_at: string | null;
  } | null;
}

/** "12%": whole per cent from basis points, rounded half up (no floats on the way). */
function percent(bps: number): string {
  return `${Math.floor((bps + 50) / 100)}%`;
}

export function requesterText(r: RequesterView) {
  return {
    checked: String(r.proofs_checked),
    rejected: String(r.proofs_rejected),
    percent: r.rejection_rate_bps === null ? null : percent(r.rejection_rate_bps),
  };
}

export function rejectionText(r: RejectionView) {
  return {
    by: r.by,
    reason: r.reason,
    when: formatTime(r.rejected_at),
    until: formatTime(r.appeal_until),
    appeal: r.appeal ? { state: r.appeal.state, opened: formatTime(r.appeal.opened_at) } : null,
  };
}
