// Bulk approval for requesters (docs/console.md, "Pages"): the org's proofs waiting for a
// decision whose checks passed (no failed check), approved together after a confirmation checked
// here. Each approval is approve_task run as the task's own agent (its flags, caps and kill
// switch apply) with an idempotency key made from the task id, so a double submit approves once.
import type { FastifyInstance } from 'fastify';
import { openTaskIds } from '../../core/org-tasks.ts';
import { operation } from '../../ops/registry.ts';
import { DomainError } from '../../errors/problem.ts';
import { requireRole } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';
import { checksFailed } from './tasks.ts';

const BULK_MAX = 100;

export function bulkReviewRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine } = kit.deps;

  const passed = (orgId: string) => {
    const state = engine.stateOf(orgId);
    return openTaskIds(state.tasksByOrg, orgId, state.tasks)
      .map((id) => state.tasks.get(id)!)
      .filter(
        (t) =>
          (t.state === 'proof_submitted' || t.state === 'verifying') &&
          !checksFailed(t.proof?.verification),
      );
  };

  app.get('/review', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const tasks = passed(signed.user.orgId!).slice(0, BULK_MAX);
    return kit.page(req, reply, 'review.eta', { tasks });
  });

  app.post('/review/approve', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'developer');
    const body = req.body as Record<string, string | string[] | undefined>;
    if (body.confirm !== 'on') return redirect(reply, '/console/review?done=unconfirmed');
    const wanted = new Set(([] as string[]).concat(body.task_id ?? []).slice(0, BULK_MAX));
    // Only what still qualifies now: a task decided meanwhile, or whose checks failed, is skipped.
    const tasks = passed(signed.user.orgId!).filter((t) => wanted.has(t.id));
    let approved = 0;
    let refused = 0;
    for (const t of tasks) {
      try {
        await kit.run(
          req,
          operation('approve_task'),
          // A slot is approved as its task's slot (docs/api.md, "Several Operators on one task").
          t.slotGroup === undefined ? { id: t.id } : { id: t.slotGroup, slot: t.id },
          {
            action: 'task.approve',
            target: t.id,
            orgId: t.orgId,
            detail: { bulk: true },
          },
          { agent: { agentId: t.agentId, orgId: t.orgId }, idempotencyKey: `con-bulk-${t.id}` },
        );
        approved++;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refused++;
      }
    }
    const q = new URLSearchParams({
      done: 'bulk_approved',
      approved: String(approved),
      refused: String(refused),
    });
    return redirect(reply, `/console/review?${q.toString()}`);
  });
}
