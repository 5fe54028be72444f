// POST /v1/pass/verify: anyone holding a token can ask whether it is good now. Authorized
// answers name the Operator only by its public projection and the client only by its org name;
// every other answer is not_authorized with a reason and nothing else. Rate-limited per client,
// and unknown tokens answer exactly like any other refusal, so guessing learns nothing.
import { z } from 'zod';
import { OPERATORS_ROUTING_KEY } from '../core/commands.ts';
import type { Task } from '../core/state.ts';
import { defineOp, type OpContext } from './operation.ts';
import { IsoTime } from './schemas.ts';
import { readTaskForPass } from '../runtime/reads.ts';
import { photoUrl } from './operator-photos.ts';

const REVOKED = new Set([
  'cancelled',
  'expired',
  'disputed',
  'resolved_refunded',
  'resolved_released',
]);
const SPENT = new Set(['proof_submitted', 'verifying', 'approved', 'paid']);

type Reason = 'expired' | 'revoked' | 'spent' | 'unknown';

/** What the agent sees of its task's Pass: a status and figures, never the token. */
export function passSummary(
  task: Task,
  now: number,
): {
  status: 'active' | Exclude<Reason, 'unknown'>;
  expires_at: string;
  scan_count: number;
} | null {
  if (!task.pass) return null;
  const reason = refusal(task, now);
  return {
    status: reason === undefined || reason === 'unknown' ? 'active' : reason,
    expires_at: new Date(task.pass.expiresAtMs).toISOString(),
    scan_count: task.pass.scanCount,
  };
}

function refusal(task: Task | undefined, now: number): Reason | undefined {
  if (!task?.pass) return 'unknown';
  if (SPENT.has(task.state)) return 'spent';
  if (REVOKED.has(task.state)) return 'revoked';
  if (now >= task.pass.expiresAtMs) return 'expired';
  return undefined;
}

export const verifyPass = defineOp({
  id: 'verify_pass',
  method: 'POST',
  path: '/v1/pass/verify',
  surface: 'discovery',
  rateLimitedByIp: true,
  summary: 'Verify a Pass an Operator presents at a visit',
  description:
    "authorized with the Operator's public projection, who sent them and the scope; " +
    'otherwise not_authorized with a reason (expired, revoked, spent, unknown) and nothing ' +
    'else.',
  input: z.object({
    token: z.string().min(1).max(200).describe('The Pass token the Operator shows'),
  }),
  output: z.union([
    z.object({
      status: z.literal('authorized'),
      credential_ref: z.string(),
      operator: z.object({
        first_name: z.string(),
        last_initial: z.string(),
        tier: z.string(),
        photo_url: z.string().nullable(),
      }),
      sent_by: z.string(),
      scope: z.object({ action_class: z.string(), task_title: z.string(), zone_ref: z.string() }),
      issued_at: IsoTime,
      expires_at: IsoTime,
      scan_count: z.number().int(),
    }),
    z.object({
      status: z.literal('not_authorized'),
      reason: z.enum(['expired', 'revoked', 'spent', 'unknown']),
    }),
  ]),
  idempotency: 'none',
  readOnly: false,
  async handler(ctx: OpContext, input) {
    const task = await readTaskForPass(ctx.engine, input.token);
    const reason = refusal(task, ctx.services.clock.now());
    if (reason || !task?.pass || !task.operatorId)
      return { status: 'not_authorized' as const, reason: reason ?? 'unknown' };
    const operator = ctx.engine.stateOf(OPERATORS_ROUTING_KEY).operators.get(task.operatorId);
    if (!operator) return { status: 'not_authorized' as const, reason: 'unknown' as const };
    const { scan_count: scanCount } = await ctx.engine.execute({
      type: 'ScanPass',
      orgId: task.orgId,
      taskId: task.id,
    });
    const org = ctx.engine.stateOf(task.orgId).orgs.get(task.orgId);
    return {
      status: 'authorized' as const,
      credential_ref: task.pass.id,
      operator: {
        first_name: operator.firstName,
        last_initial: operator.lastName.charAt(0).toUpperCase(),
        tier: operator.tier,
        photo_url: photoUrl(operator.photo),
      },
      sent_by: org?.name ?? 'unknown',
      scope: { action_class: task.type, task_title: task.title, zone_ref: task.zoneRef },
      issued_at: new Date(task.pass.issuedAtMs).toISOString(),
      expires_at: new Date(task.pass.expiresAtMs).toISOString(),
      scan_count: scanCount,
    };
  },
});
