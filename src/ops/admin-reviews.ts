// Admin reviews and money checks (/internal/v1): proofs waiting for review and their decision,
// disputes, settlement runs and the ledger check.
import { PayoutRefused } from '../partners/payout.ts';
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { checkLiveStates } from '../core/invariants.ts';
import { defineOp } from './operation.ts';
import { Id, IsoTime } from './schemas.ts';
import { ADMIN, taskOrg } from './admin-common.ts';

const listReviews = defineOp({
  ...ADMIN,
  id: 'admin_list_reviews',
  method: 'GET',
  path: '/internal/v1/reviews',
  summary: 'The human review queue: proofs the checks did not pass with high confidence',
  description:
    "Tasks in verifying, oldest first, with the verifier's outcome and confidence (null " +
    'while the checks are still running). A pass outcome has already approved the task and ' +
    'is not listed.',
  input: z.object({}),
  output: z.array(
    z.object({
      task_id: z.string(),
      org_id: z.string(),
      type: z.string(),
      title: z.string(),
      since: IsoTime,
      outcome: z.string().nullable(),
      confidence_score: z.number().nullable(),
    }),
  ),
  readOnly: true,
  async handler(ctx) {
    const out = [];
    for (const state of ctx.engine.states().values()) {
      for (const t of state.tasks.values()) {
        if (t.state !== 'verifying') continue;
        const v = t.proof?.verification ?? null;
        out.push({
          task_id: t.id,
          org_id: t.orgId,
          type: t.type,
          title: t.title,
          since: new Date(t.updatedAtMs).toISOString(),
          outcome: v?.outcome ?? null,
          confidence_score: v?.confidence ?? null,
        });
      }
    }
    return out.sort((a, b) => a.since.localeCompare(b.since));
  },
});

const decideReview = defineOp({
  ...ADMIN,
  id: 'admin_decide_review',
  method: 'POST',
  path: '/internal/v1/reviews/:task_id',
  summary: 'Approve (release) or reject (dispute) proof under review',
  description:
    'Approve releases escrow to the Operator; reject opens a dispute with escrow frozen.',
  input: z.object({ task_id: Id, decision: z.enum(['approve', 'reject']) }),
  output: z.object({ id: z.string(), state: z.string() }).passthrough(),
  readOnly: false,
  async handler(ctx, input) {
    const view = await ctx.engine.execute({
      type: 'ReviewTask',
      orgId: await taskOrg(ctx, input.task_id),
      taskId: input.task_id,
      decision: input.decision,
    });
    return view;
  },
});

const resolveDispute = defineOp({
  ...ADMIN,
  id: 'admin_resolve_dispute',
  method: 'POST',
  path: '/internal/v1/disputes/:task_id/resolve',
  summary: 'Resolve a dispute for the agent (refund) or the Operator (release)',
  description: 'Only a disputed task can be resolved.',
  input: z.object({ task_id: Id, favour: z.enum(['agent', 'operator']) }),
  output: z.object({ id: z.string(), state: z.string() }).passthrough(),
  readOnly: false,
  async handler(ctx, input) {
    return await ctx.engine.execute({
      type: 'ResolveDispute',
      orgId: await taskOrg(ctx, input.task_id),
      taskId: input.task_id,
      favour: input.favour,
    });
  },
});

const runSettlements = defineOp({
  ...ADMIN,
  id: 'admin_run_settlements',
  method: 'POST',
  path: '/internal/v1/settlements/run',
  summary: 'Pay out every approved task through the payout partner and settle it to paid',
  description:
    'For each approved (or resolved_released) task: the payout partner pays the reward ' +
    '(idempotent by task), then the payable moves to payout clearing and the task to paid, ' +
    'with the partner reference recorded. A payout that fails leaves the task approved for ' +
    'the next run.',
  input: z.object({}),
  output: z.object({
    settled: z.number().int(),
    task_ids: z.array(z.string()),
    failed: z.array(z.string()),
  }),
  readOnly: false,
  async handler(ctx) {
    const partner = ctx.services.payoutPartner;
    if (!partner) throw new Error('no payout partner configured');
    const due = [];
    for (const state of ctx.engine.states().values()) {
      // Test-mode money never reaches the payout partner: the sandbox settles those tasks itself.
      for (const t of state.tasks.values()) {
        if (
          (t.state === 'approved' || t.state === 'resolved_released') &&
          t.operatorId &&
          state.orgs.get(t.orgId)?.mode === 'live'
        )
          due.push(t);
      }
    }
    const settled: string[] = [];
    const failed: string[] = [];
    await Promise.all(
      due.map(async (t) => {
        let payoutRef: string;
        try {
          const destination = await ctx.services.payoutDirectory?.destinationOf(t.operatorId!);
          payoutRef = await partner.payout({
            taskId: t.id,
            operatorId: t.operatorId!,
            amountMinor: t.rewardMinor,
            currency: t.currency,
            ...(destination ? { destination } : {}),
          });
        } catch (error) {
          failed.push(t.id);
          // Recorded, so the Operator's Money page says so (docs/operator-app.md, "Money").
          const failure = error instanceof PayoutRefused ? 'refused' : 'unavailable';
          await ctx.engine.execute({
            type: 'NotePayoutFailure',
            orgId: t.orgId,
            taskId: t.id,
            failure,
          });
          return;
        }
        await ctx.engine
          .execute({ type: 'SettleTask', orgId: t.orgId, taskId: t.id, payoutRef })
          .then(
            () => settled.push(t.id),
            (e: unknown) => {
              if (!(e instanceof DomainError && e.code === 'invalid_state')) throw e;
            },
          );
      }),
    );
    return { settled: settled.length, task_ids: settled.sort(), failed: failed.sort() };
  },
});

const verifyLedger = defineOp({
  ...ADMIN,
  id: 'admin_verify_ledger',
  method: 'GET',
  path: '/internal/v1/ledger/verify',
  summary: 'Check the ledger invariants over live state',
  description:
    'Postings sum to zero, no wallet below zero, every lock holds what its state says, ' +
    'every task agrees with its lock. `errand verify` replays the whole log.',
  input: z.object({}),
  output: z.object({
    ok: z.boolean(),
    entries: z.number().int(),
    accounts: z.number().int(),
    mismatches: z.array(z.string()),
  }),
  readOnly: true,
  async handler(ctx) {
    return checkLiveStates(ctx.engine.states());
  },
});

export const REVIEW_ADMIN_OPS = [
  listReviews,
  decideReview,
  resolveDispute,
  runSettlements,
  verifyLedger,
];
