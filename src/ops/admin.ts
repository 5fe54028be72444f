// The admin surface (/internal/v1, ADMIN_TOKEN): orgs and the one-time key ceremony, agents and
// keys, governance settings, zones, reviews, disputes, settlements, ledger check, test clock
// (attestation signing keys: admin-signing-keys.ts).
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { DELEGATION_FLAGS, type DelegationFlag } from '../core/events.ts';
import { checkLiveStates } from '../core/invariants.ts';
import { ZONES } from '../domain/zones.ts';
import { mintId } from '../runtime/ids.ts';
import { readTask } from '../runtime/reads.ts';
import { mintApiKey, sha256Hex } from '../runtime/api-keys.ts';
import { defineOp, type OpContext } from './operation.ts';
import { Id, MinorString, IsoTime } from './schemas.ts';
import { SIGNING_KEY_OPS } from './admin-signing-keys.ts';
import { SAFETY_ADMIN_OPS } from './safety-admin.ts';
import { PayoutRefused } from '../partners/payout.ts';

const admin = { surface: 'admin' as const, idempotency: 'none' as const };

export function orgOfAgent(ctx: OpContext, agentId: string): string {
  const orgId = ctx.engine.indexes.orgOfAgent(agentId);
  if (!orgId) throw new DomainError('not_found', { resource: 'agent' });
  return orgId;
}

async function taskOrg(ctx: OpContext, taskId: string): Promise<string> {
  const read = await readTask(ctx.engine, taskId);
  if (!read) throw new DomainError('not_found', { resource: 'task' });
  return read.task.orgId;
}

const AgentRef = z.object({ id: Id });
const AgentResult = z.object({ agent_id: z.string() });

export const createOrg = defineOp({
  ...admin,
  id: 'admin_create_org',
  method: 'POST',
  path: '/internal/v1/orgs',
  summary: 'Register an org with its first agent and key (shown once)',
  description:
    'The one-time key ceremony: the key is returned here and never again; only its SHA-256 is kept.',
  input: z.object({
    name: z.string().min(1).max(200),
    mode: z.enum(['live', 'test']).default('live'),
    first_agent: z
      .boolean()
      .default(true)
      .describe(
        'false: the org only (the console adds agents later); agent_id and api_key are then null',
      ),
  }),
  output: z.object({
    org_id: z.string(),
    agent_id: z.string().nullable(),
    api_key: z.string().nullable(),
  }),
  successStatus: 201,
  readOnly: false,
  async handler(ctx, input) {
    const orgId = mintId('org');
    if (!input.first_agent) {
      await ctx.engine.execute({ type: 'CreateOrg', orgId, name: input.name, mode: input.mode });
      return { org_id: orgId, agent_id: null, api_key: null };
    }
    const agentId = mintId('agt');
    const apiKey = mintApiKey(input.mode);
    await ctx.engine.execute({
      type: 'RegisterOrg',
      orgId,
      name: input.name,
      mode: input.mode,
      agentId,
      agentName: `${input.name} agent`,
      keyHash: sha256Hex(apiKey),
    });
    return { org_id: orgId, agent_id: agentId, api_key: apiKey };
  },
});

export const createAgent = defineOp({
  ...admin,
  id: 'admin_create_agent',
  method: 'POST',
  path: '/internal/v1/orgs/:org_id/agents',
  summary: 'Add an agent to an org, with its key (shown once)',
  description: 'New agents have no delegation flags until they are granted.',
  input: z.object({ org_id: Id, name: z.string().min(1).max(200) }),
  output: z.object({ agent_id: z.string(), api_key: z.string() }),
  successStatus: 201,
  readOnly: false,
  async handler(ctx, input) {
    const org = ctx.engine.stateOf(input.org_id).orgs.get(input.org_id);
    if (!org) throw new DomainError('not_found', { resource: 'org' });
    const agentId = mintId('agt');
    const apiKey = mintApiKey(org.mode);
    await ctx.engine.execute({
      type: 'CreateAgent',
      orgId: org.id,
      agentId,
      name: input.name,
      keyHash: sha256Hex(apiKey),
    });
    return { agent_id: agentId, api_key: apiKey };
  },
});

export const rotateKey = defineOp({
  ...admin,
  id: 'admin_rotate_key',
  method: 'POST',
  path: '/internal/v1/agents/:id/keys',
  summary: 'Issue a new key for an agent; the old one stops working at once',
  description: 'Returns the new key once.',
  input: AgentRef,
  output: z.object({ agent_id: z.string(), api_key: z.string() }),
  successStatus: 201,
  readOnly: false,
  async handler(ctx, input) {
    const orgId = orgOfAgent(ctx, input.id);
    const apiKey = mintApiKey(ctx.engine.stateOf(orgId).orgs.get(orgId)!.mode);
    await ctx.engine.execute({
      type: 'SetAgentKey',
      orgId,
      agentId: input.id,
      keyHash: sha256Hex(apiKey),
    });
    return { agent_id: input.id, api_key: apiKey };
  },
});

export const revokeKey = defineOp({
  ...admin,
  id: 'admin_revoke_key',
  method: 'DELETE',
  path: '/internal/v1/agents/:id/keys',
  summary: "Revoke an agent's key",
  description: 'The agent has no working key until a new one is issued.',
  input: AgentRef,
  output: AgentResult,
  readOnly: false,
  async handler(ctx, input) {
    await ctx.engine.execute({
      type: 'SetAgentKey',
      orgId: orgOfAgent(ctx, input.id),
      agentId: input.id,
      keyHash: null,
    });
    return { agent_id: input.id };
  },
});

export const setDelegation = defineOp({
  ...admin,
  id: 'admin_set_delegation',
  method: 'PUT',
  path: '/internal/v1/agents/:id/delegation',
  summary: 'Grant or withdraw delegation flags',
  description: 'Flags not named are left as they are.',
  input: AgentRef.extend(
    Object.fromEntries(DELEGATION_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
      DelegationFlag,
      z.ZodOptional<z.ZodBoolean>
    >,
  ),
  output: z.object({ agent_id: z.string(), delegation: z.record(z.string(), z.boolean()) }),
  readOnly: false,
  async handler(ctx, input) {
    const orgId = orgOfAgent(ctx, input.id);
    const delegation = Object.fromEntries(
      DELEGATION_FLAGS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]!]),
    );
    await ctx.engine.execute({ type: 'SetDelegation', orgId, agentId: input.id, delegation });
    return {
      agent_id: input.id,
      delegation: { ...ctx.engine.stateOf(orgId).agents.get(input.id)!.delegation },
    };
  },
});

export const setSpendPolicy = defineOp({
  ...admin,
  id: 'admin_set_spend_policy',
  method: 'PUT',
  path: '/internal/v1/agents/:id/spend_policy',
  summary: 'Set the daily and per-task caps (minor units; null for none)',
  description: 'Caps count reward + fee locked per UTC day and per task.',
  input: AgentRef.extend({
    daily_cap_minor: MinorString.nullable(),
    per_task_cap_minor: MinorString.nullable(),
  }),
  output: z.object({
    agent_id: z.string(),
    daily_cap_minor: MinorString.nullable(),
    per_task_cap_minor: MinorString.nullable(),
  }),
  readOnly: false,
  async handler(ctx, input) {
    const orgId = orgOfAgent(ctx, input.id);
    const big = (v: string | null) => (v === null ? null : BigInt(v));
    await ctx.engine.execute({
      type: 'SetSpendPolicy',
      orgId,
      agentId: input.id,
      dailyCapMinor: big(input.daily_cap_minor),
      perTaskCapMinor: big(input.per_task_cap_minor),
    });
    return {
      agent_id: input.id,
      daily_cap_minor: input.daily_cap_minor,
      per_task_cap_minor: input.per_task_cap_minor,
    };
  },
});

const freezeOp = (frozen: boolean) =>
  defineOp({
    ...admin,
    id: frozen ? 'admin_freeze_agent' : 'admin_unfreeze_agent',
    method: 'POST',
    path: `/internal/v1/agents/:id/${frozen ? 'freeze' : 'unfreeze'}`,
    summary: frozen ? "Kill switch on: the agent's writes answer agent_frozen" : 'Kill switch off',
    description: 'Takes effect for the next command the agent sends.',
    input: AgentRef,
    output: z.object({ agent_id: z.string(), frozen: z.boolean() }),
    readOnly: false,
    async handler(ctx, input) {
      await ctx.engine.execute({
        type: 'SetFrozen',
        orgId: orgOfAgent(ctx, input.id),
        agentId: input.id,
        frozen,
      });
      return { agent_id: input.id, frozen };
    },
  });

export const setOrgFlags = defineOp({
  ...admin,
  id: 'admin_set_org_flags',
  method: 'PUT',
  path: '/internal/v1/orgs/:org_id/flags',
  summary: 'Set feature flags of an org',
  description:
    'Keys like flags.loop.engine, flags.campaigns.engine, flags.workflows.<product>, flags.task_type.<type>.',
  input: z.object({ org_id: Id }).catchall(z.boolean()),
  output: z.object({ org_id: z.string(), flags: z.record(z.string(), z.boolean()) }),
  readOnly: false,
  async handler(ctx, input) {
    const { org_id: orgId, ...flags } = input;
    for (const key of Object.keys(flags)) {
      if (!/^flags\.[a-z0-9_.]+$/.test(key))
        throw new DomainError('validation_failed', {
          errors: [{ path: key, message: 'flag names start with flags.' }],
        });
    }
    await ctx.engine.execute({
      type: 'SetOrgFlags',
      orgId,
      flags: flags as Record<string, boolean>,
    });
    return {
      org_id: orgId,
      flags: Object.fromEntries(ctx.engine.stateOf(orgId).orgs.get(orgId)!.flags),
    };
  },
});

export const setZone = defineOp({
  ...admin,
  id: 'admin_set_zone',
  method: 'PUT',
  path: '/internal/v1/zones/:zone_ref',
  summary: "Set an LGA's lifecycle status",
  description: 'A State is live when any of its LGAs is; set LGAs, not States.',
  input: z.object({
    zone_ref: z.string().min(1).max(120),
    status: z.enum(['live', 'coming-soon']),
  }),
  output: z.object({ zone_ref: z.string(), status: z.string() }),
  readOnly: false,
  async handler(ctx, input) {
    const zone = ZONES.get(input.zone_ref);
    if (!zone) throw new DomainError('not_found', { resource: 'zone' });
    if (zone.kind !== 'lga')
      throw new DomainError('validation_failed', {
        errors: [{ path: 'zone_ref', message: 'set the status of an LGA' }],
      });
    await ctx.engine.execute({
      type: 'SetZoneStatus',
      zoneRef: input.zone_ref,
      status: input.status,
    });
    return { zone_ref: input.zone_ref, status: input.status };
  },
});

export const listReviews = defineOp({
  ...admin,
  id: 'admin_list_reviews',
  method: 'GET',
  path: '/internal/v1/reviews',
  summary: 'The human review queue: proofs the checks did not pass with high confidence',
  description:
    "Tasks in verifying, oldest first, with the verifier's outcome and confidence (null while the checks are still running). A pass outcome has already approved the task and is not listed.",
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

export const decideReview = defineOp({
  ...admin,
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
    const view = (await ctx.engine.execute({
      type: 'ReviewTask',
      orgId: await taskOrg(ctx, input.task_id),
      taskId: input.task_id,
      decision: input.decision,
    })) as { id: string; state: string };
    return view;
  },
});

export const resolveDispute = defineOp({
  ...admin,
  id: 'admin_resolve_dispute',
  method: 'POST',
  path: '/internal/v1/disputes/:task_id/resolve',
  summary: 'Resolve a dispute for the agent (refund) or the Operator (release)',
  description: 'Only a disputed task can be resolved.',
  input: z.object({ task_id: Id, favour: z.enum(['agent', 'operator']) }),
  output: z.object({ id: z.string(), state: z.string() }).passthrough(),
  readOnly: false,
  async handler(ctx, input) {
    return (await ctx.engine.execute({
      type: 'ResolveDispute',
      orgId: await taskOrg(ctx, input.task_id),
      taskId: input.task_id,
      favour: input.favour,
    })) as { id: string; state: string };
  },
});

export const runSettlements = defineOp({
  ...admin,
  id: 'admin_run_settlements',
  method: 'POST',
  path: '/internal/v1/settlements/run',
  summary: 'Pay out every approved task through the payout partner and settle it to paid',
  description:
    'For each approved (or resolved_released) task: the payout partner pays the reward (idempotent by task), then the payable moves to payout clearing and the task to paid, with the partner reference recorded. A payout that fails leaves the task approved for the next run.',
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

export const verifyLedger = defineOp({
  ...admin,
  id: 'admin_verify_ledger',
  method: 'GET',
  path: '/internal/v1/ledger/verify',
  summary: 'Check the ledger invariants over live state',
  description:
    'Postings sum to zero, no wallet below zero, every lock holds what its state says, every task agrees with its lock. `errand verify` replays the whole log.',
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

export const getClock = defineOp({
  ...admin,
  id: 'admin_get_clock',
  method: 'GET',
  path: '/internal/v1/clock',
  summary: 'The service clock',
  description: 'Virtual with ERRAND_CLOCK=virtual.',
  input: z.object({}),
  output: z.object({ now: IsoTime, virtual: z.boolean() }),
  readOnly: true,
  async handler(ctx) {
    return {
      now: new Date(ctx.services.clock.now()).toISOString(),
      virtual: ctx.services.advanceClock !== undefined,
    };
  },
});

export const advanceClock = defineOp({
  ...admin,
  id: 'admin_advance_clock',
  method: 'POST',
  path: '/internal/v1/clock/advance',
  summary: 'Move the test clock forward',
  description: 'Only with ERRAND_CLOCK=virtual; answers feature_disabled otherwise.',
  input: z.object({
    seconds: z
      .number()
      .int()
      .min(0)
      .max(366 * 24 * 3600),
  }),
  output: z.object({ now: IsoTime, virtual: z.boolean() }),
  readOnly: false,
  async handler(ctx, input) {
    if (!ctx.services.advanceClock)
      throw new DomainError('feature_disabled', { feature: 'test_clock' });
    const now = await ctx.services.advanceClock(input.seconds * 1000);
    return { now: new Date(now).toISOString(), virtual: true };
  },
});

export const ADMIN_OPS = [
  createOrg,
  createAgent,
  rotateKey,
  revokeKey,
  setDelegation,
  setSpendPolicy,
  freezeOp(true),
  freezeOp(false),
  setOrgFlags,
  setZone,
  listReviews,
  decideReview,
  resolveDispute,
  runSettlements,
  verifyLedger,
  getClock,
  advanceClock,
  ...SIGNING_KEY_OPS,
  ...SAFETY_ADMIN_OPS,
];
