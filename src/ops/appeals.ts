// Appeals of rejected proofs (docs/operator-app.md, "Rejections and appeals"): the Operator opens
// one (/worker/v1, Operator token) within the window; staff list open appeals and decide them
// (/internal/v1, and the console's appeals page): uphold resolves the dispute for the agent
// (refund), overturn for the Operator (the reward released, paid by the next settlement run).
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { readTask } from '../runtime/reads.ts';
import { defineOp, type OpContext } from './operation.ts';
import { myTask } from './worker.ts';
import { Id, IsoTime, MinorString } from './schemas.ts';
import { rejectionView } from './worker-fairness.ts';

type AppealedResult = z.infer<typeof Appealed>;
const Appealed = z.object({
  task_id: z.string(),
  state: z.string(),
  appeal: z.enum(['open', 'uphold', 'overturn']),
});

export const openAppeal = defineOp({
  surface: 'worker',
  idempotency: 'none',
  id: 'worker_open_appeal',
  method: 'POST',
  path: '/worker/v1/tasks/:id/appeal',
  summary: 'Appeal the rejection of my proof (within 72 hours of it)',
  description:
    'Only while the task is disputed after a rejection, within 72 hours of it; staff decide. ' +
    'A second appeal answers as the first.',
  input: z.object({ id: Id, note: z.string().max(1000).optional().describe('For staff') }),
  output: Appealed,
  readOnly: false,
  async handler(ctx, input) {
    const task = await myTask(ctx, input.id);
    return (await ctx.engine.execute({
      type: 'OpenAppeal',
      orgId: task.orgId,
      taskId: task.id,
      operatorId: ctx.operatorId!,
      ...(input.note?.trim() ? { note: input.note.trim() } : {}),
    })) as AppealedResult;
  },
});

const AppealItem = z.object({
  task_id: z.string(),
  org_id: z.string(),
  operator_id: z.string().nullable(),
  title: z.string(),
  reward_minor: MinorString,
  currency: z.string(),
  rejected_by: z.enum(['agent', 'staff']),
  reason: z.string().nullable(),
  note: z.string().nullable().describe("The Operator's word for staff"),
  opened_at: IsoTime,
  checks: z.array(z.object({ name: z.string(), result: z.string(), reason: z.string() })),
});
export type AppealItem = z.infer<typeof AppealItem>;

/** Open appeals, oldest first. */
export function openAppeals(ctx: Pick<OpContext, 'engine'>): AppealItem[] {
  const out: AppealItem[] = [];
  for (const state of ctx.engine.states().values()) {
    for (const t of state.tasks.values()) {
      if (!t.appeal || t.appeal.decision !== null || !t.rejection) continue;
      const r = rejectionView(t);
      out.push({
        task_id: t.id,
        org_id: t.orgId,
        operator_id: t.operatorId,
        title: t.title,
        reward_minor: t.rewardMinor.toString(),
        currency: t.currency,
        rejected_by: r.by,
        reason: r.reason,
        note: t.appeal.note ?? null,
        opened_at: new Date(t.appeal.atMs).toISOString(),
        checks: (t.proof?.verification?.checks ?? []).map((c) => ({ ...c })),
      });
    }
  }
  return out.sort((a, b) => a.opened_at.localeCompare(b.opened_at));
}

const admin = { surface: 'admin' as const, idempotency: 'none' as const };

const listAppeals = defineOp({
  ...admin,
  id: 'admin_list_appeals',
  method: 'GET',
  path: '/internal/v1/appeals',
  summary: "Operators' open appeals of rejected proofs, oldest first",
  description:
    'Each with the rejection (who, the agent’s reason), the Operator’s note, the checks.',
  input: z.object({}),
  output: z.array(AppealItem),
  readOnly: true,
  async handler(ctx) {
    return openAppeals(ctx);
  },
});

const decideAppeal = defineOp({
  ...admin,
  id: 'admin_decide_appeal',
  method: 'POST',
  path: '/internal/v1/appeals/:task_id',
  summary: 'Uphold (refund the agent) or overturn (pay the Operator) an appeal',
  description:
    'Resolves the dispute in the same record: uphold → resolved_refunded, overturn → ' +
    'resolved_released (the next settlement run pays the Operator).',
  input: z.object({
    task_id: Id,
    decision: z.enum(['uphold', 'overturn']),
    note: z.string().max(500).optional(),
  }),
  output: Appealed,
  readOnly: false,
  async handler(ctx, input) {
    const read = await readTask(ctx.engine, input.task_id);
    if (!read) throw new DomainError('not_found', { resource: 'task' });
    return (await ctx.engine.execute({
      type: 'DecideAppeal',
      orgId: read.task.orgId,
      taskId: input.task_id,
      decision: input.decision,
      ...(input.note?.trim() ? { note: input.note.trim() } : {}),
    })) as AppealedResult;
  },
});

export const APPEAL_OPS = [openAppeal, listAppeals, decideAppeal];
