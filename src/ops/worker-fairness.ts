// What an Operator is shown for fairness (docs/operator-app.md, "Rejections and appeals" and
// "Requesters' rejection rates"): a rejected proof's reason and the appeal it allows, and, on an
// offer, how often the requester's proofs were rejected, with the sample size. Nothing names the
// org: the tally is the offer's own requester's, shown beside the offer and nowhere else.
import { z } from 'zod';
import type { ShardState, Task } from '../core/state.ts';
import { GOLD_ORG } from '../core/decide-gold.ts';
import { APPEAL_WINDOW_MS } from '../core/decide-appeals.ts';
import { IsoTime } from './schemas.ts';

export interface ProofTally {
  approved: number;
  rejected: number;
}

export const RequesterRecord = z
  .object({
    proofs_checked: z.number().int().describe('Proofs approved or rejected on its tasks'),
    proofs_rejected: z.number().int(),
    rejection_rate_bps: z
      .number()
      .int()
      .nullable()
      .describe('Rejected out of checked, in basis points; null before any was checked'),
  })
  .describe("The requester's record on its tasks' proofs (offers only)");

export function requesterRecord(tally: ProofTally) {
  const checked = tally.approved + tally.rejected;
  return {
    proofs_checked: checked,
    proofs_rejected: tally.rejected,
    rejection_rate_bps: checked === 0 ? null : Math.round((tally.rejected * 10_000) / checked),
  };
}

export const Rejection = z
  .object({
    by: z.enum(['agent', 'staff']),
    reason: z.string().nullable().describe("The agent's stated reason"),
    rejected_at: IsoTime,
    appeal_until: IsoTime,
    appeal: z
      .object({
        state: z.enum(['open', 'upheld', 'overturned']),
        opened_at: IsoTime,
        decided_at: IsoTime.nullable(),
      })
      .nullable(),
  })
  .describe('Why the proof was rejected, and the appeal');

const iso = (ms: number) => new Date(ms).toISOString();
const APPEAL_STATE = { uphold: 'upheld', overturn: 'overturned' } as const;

export function rejectionView(task: Task) {
  const r = task.rejection!;
  const a = task.appeal;
  return {
    by: r.by,
    reason: r.reason ?? null,
    rejected_at: iso(r.atMs),
    appeal_until: iso(r.atMs + APPEAL_WINDOW_MS),
    appeal: a
      ? {
          state: a.decision === null ? ('open' as const) : APPEAL_STATE[a.decision],
          opened_at: iso(a.atMs),
          decided_at: a.decidedAtMs === null ? null : iso(a.decidedAtMs),
        }
      : null,
  };
}

/**
 * The requester record a gold task's offer shows (docs/outcomes.md, "Gold tasks"): the gold
 * org's own would tell its offers apart, so a gold offer shows every other requester's proofs
 * taken together, a record any ordinary requester could have.
 */
export function platformProofTally(states: Iterable<ShardState>): ProofTally {
  const sum = { approved: 0, rejected: 0 };
  for (const state of states)
    for (const org of state.orgs.values()) {
      if (!org.proofTally || org.id === GOLD_ORG.live || org.id === GOLD_ORG.test) continue;
      sum.approved += org.proofTally.approved;
      sum.rejected += org.proofTally.rejected;
    }
  return sum;
}
