// Money (docs/operator-app.md, "Money"): the rewards of the tasks this Operator accepted in the
// app, being checked, waiting to be paid (approved) and paid (with the payout partner's
// reference), with totals per currency in minor units (bigint), shown in major units; each
// payout's own state (waiting, failed and why, sent), the payout details (masked), and the
// Operator's own quality standing (standing.ts).
import type { FastifyInstance } from 'fastify';
import { readTask } from '../../runtime/reads.ts';
import { formatMinor, formatTime } from '../../views/format.ts';
import { redirect, SESSION_PATH, type AppKit } from '../kit.ts';
import type { Task } from '../../core/state.ts';
import { institutionName } from '../payout-details.ts';
import { standingOf } from '../standing.ts';

const GROUPS: Record<string, 'checking' | 'pending' | 'paid'> = {
  proof_submitted: 'checking',
  verifying: 'checking',
  approved: 'pending',
  resolved_released: 'pending',
  paid: 'paid',
};

/** A payout's own state: sent (with the reference), failed (and why), or waiting for a run. */
function payoutState(task: Task): string | null {
  if (task.state === 'paid') return 'sent';
  if (GROUPS[task.state] !== 'pending') return null;
  return task.payoutFailure ? `failed_${task.payoutFailure.reason}` : 'pending';
}

export function moneyRoutes(app: FastifyInstance, kit: AppKit): void {
  app.get('/money', async (req, reply) => {
    const me = (await kit.who(req))?.account.operatorId;
    if (!me) return redirect(reply, `${SESSION_PATH}/home`);
    const groups = { checking: [] as object[], pending: [] as object[], paid: [] as object[] };
    const totals = { checking: new Map<string, bigint>(), pending: new Map(), paid: new Map() };
    for (const id of await kit.deps.store.takenTasks(me, 200)) {
      const task = (await readTask(kit.deps.engine, id))?.task;
      const group = task && task.operatorId === me ? GROUPS[task.state] : undefined;
      if (!task || !group) continue;
      groups[group].push({
        id: task.id,
        title: task.title,
        amount: `${task.currency} ${formatMinor(task.rewardMinor)}`,
        when: formatTime(task.updatedAtMs),
        ref: task.payoutRef ? `…${task.payoutRef.slice(-6)}` : null,
        payout: payoutState(task),
      });
      const sum = totals[group] as Map<string, bigint>;
      sum.set(task.currency, (sum.get(task.currency) ?? 0n) + task.rewardMinor);
    }
    const total = (m: Map<string, bigint>) =>
      [...m].map(([currency, minor]) => `${currency} ${formatMinor(minor)}`).join(' + ');
    const details = await kit.deps.store.payoutDetails(me);
    const done = (req.query as { done?: string }).done === 'payout.saved' ? 'payout.saved' : null;
    return kit.page(req, reply, 'money.eta', {
      done,
      details:
        details?.confirmedAtMs != null
          ? { name: institutionName(details), last4: details.last4 }
          : null,
      groups,
      standing: standingOf(kit.deps.engine, me) ?? null,
      totals: {
        checking: total(totals.checking),
        pending: total(totals.pending),
        paid: total(totals.paid),
      },
    });
  });
}
