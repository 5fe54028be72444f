// The staff side of the safety policy on the admin surface (/internal/v1, ADMIN_TOKEN): the
// queue of held tasks with their reasons, staff's release or refusal of a hold, and the org
// freeze. The console's safety queue (console/routes/staff-safety.ts) runs the same operations.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { SAFETY_STRIKE_THRESHOLD, strikesOf } from '../core/apply-safety.ts';
import type { Org } from '../core/state.ts';
import { readTask } from '../runtime/reads.ts';
import { defineOp, type OpContext } from './operation.ts';
import { Id, IsoTime, MinorString } from './schemas.ts';

const admin = { surface: 'admin' as const, idempotency: 'none' as const };

/** What staff see of an org's safety record: strikes in the window, flagged at the threshold. */
export function orgSafety(org: Org, nowMs: number) {
  const strikes = strikesOf(org, nowMs);
  return { strikes, flagged: strikes >= SAFETY_STRIKE_THRESHOLD, frozen: org.frozen === true };
}

const QueueItem = z.object({
  task_id: z.string(),
  org_id: z.string(),
  org_name: z.string(),
  org_flagged: z.boolean(),
  org_strikes: z.number().int(),
  org_frozen: z.boolean(),
  source: z.enum(['filter', 'report', 'abandon']),
  category: z.string().nullable(),
  reasons: z
    .array(z.string())
    .describe('Why the filter held it (staff only: may quote the matched words)'),
  note: z.string().nullable().describe("The Operator's note with a report or abandonment"),
  operator_id: z.string().nullable().describe('The Operator who reported or abandoned it'),
  type: z.string(),
  title: z.string(),
  instructions: z.string(),
  reward_minor: MinorString,
  currency: z.string(),
  held_since: IsoTime,
});

export type SafetyQueueItem = z.infer<typeof QueueItem>;

/** Every held task, oldest first. */
export function safetyQueue(ctx: Pick<OpContext, 'engine' | 'services'>): SafetyQueueItem[] {
  const now = ctx.services.clock.now();
  const out: SafetyQueueItem[] = [];
  for (const state of ctx.engine.states().values()) {
    for (const t of state.tasks.values()) {
      const hold = t.hold;
      if (!hold || hold.decision !== null || t.state !== 'screening') continue;
      const org = state.orgs.get(t.orgId)!;
      const safety = orgSafety(org, now);
      out.push({
        task_id: t.id,
        org_id: org.id,
        org_name: org.name,
        org_flagged: safety.flagged,
        org_strikes: safety.strikes,
        org_frozen: safety.frozen,
        source: hold.source,
        category: hold.category,
        reasons: [...hold.reasons],
        note: hold.note ?? null,
        operator_id: hold.operatorId ?? null,
        type: t.type,
        title: t.title,
        instructions: t.instructions,
        reward_minor: t.rewardMinor.toString(),
        currency: t.currency,
        held_since: new Date(hold.atMs).toISOString(),
      });
    }
  }
  return out.sort(
    (a, b) => a.held_since.localeCompare(b.held_since) || a.task_id.localeCompare(b.task_id),
  );
}

const listSafetyQueue = defineOp({
  ...admin,
  id: 'admin_safety_queue',
  method: 'GET',
  path: '/internal/v1/safety/queue',
  summary: "Tasks held for safety review, with the filter's reasons or the Operator's report",
  description:
    'Held tasks wait in screening, escrow locked, until staff release or refuse them ' +
    '(docs/api.md, "Held for review"). Oldest first; each names its org\'s safety flag.',
  input: z.object({}),
  output: z.array(QueueItem),
  readOnly: true,
  async handler(ctx) {
    return safetyQueue(ctx);
  },
});

const decideHold = defineOp({
  ...admin,
  id: 'admin_decide_hold',
  method: 'POST',
  path: '/internal/v1/safety/holds/:task_id',
  summary: 'Release a held task (it goes live) or refuse it (cancelled, refunded in full)',
  description:
    'Idempotent: the same decision again answers as the first did; the other decision ' +
    'after one answers 409 invalid_state.',
  input: z.object({
    task_id: Id,
    decision: z.enum(['release', 'refuse']),
    note: z.string().max(500).optional(),
  }),
  output: z.object({
    task_id: z.string(),
    org_id: z.string(),
    state: z.string(),
    decision: z.string().nullable(),
  }),
  readOnly: false,
  async handler(ctx, input) {
    const read = await readTask(ctx.engine, input.task_id);
    if (!read) throw new DomainError('not_found', { resource: 'task' });
    const note = input.note?.trim();
    return await ctx.engine.execute({
      type: 'DecideHold',
      orgId: read.task.orgId,
      taskId: input.task_id,
      decision: input.decision,
      ...(note ? { note } : {}),
    });
  },
});

const orgFreezeOp = (frozen: boolean) =>
  defineOp({
    ...admin,
    id: frozen ? 'admin_freeze_org' : 'admin_unfreeze_org',
    method: 'POST',
    path: `/internal/v1/orgs/:org_id/${frozen ? 'freeze' : 'unfreeze'}`,
    summary: frozen
      ? 'Freeze an org: none of its agents can post (agent_frozen)'
      : 'Unfreeze an org',
    description:
      "The kill switch at the org's level, for an org flagged for safety. " +
      'Work already posted is not touched.',
    input: z.object({ org_id: Id }),
    output: z.object({ org_id: z.string(), frozen: z.boolean() }),
    readOnly: false,
    async handler(ctx, input) {
      if (!ctx.engine.stateOf(input.org_id).orgs.has(input.org_id))
        throw new DomainError('not_found', { resource: 'org' });
      return await ctx.engine.execute({ type: 'SetOrgFrozen', orgId: input.org_id, frozen });
    },
  });

export const SAFETY_ADMIN_OPS = [
  listSafetyQueue,
  decideHold,
  orgFreezeOp(true),
  orgFreezeOp(false),
];
