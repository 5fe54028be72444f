// Admin governance settings (/internal/v1): delegation flags, spend caps, freezing an agent or an
// org, org flags and zones.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { DELEGATION_FLAGS, type DelegationFlag } from '../core/events.ts';
import { ZONES } from '../domain/zones.ts';
import { defineOp } from './operation.ts';
import { Id, MinorString } from './schemas.ts';
import { ADMIN, AgentRef, orgOfAgent } from './admin-common.ts';

const setDelegation = defineOp({
  ...ADMIN,
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

const setSpendPolicy = defineOp({
  ...ADMIN,
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
    ...ADMIN,
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

const setOrgFlags = defineOp({
  ...ADMIN,
  id: 'admin_set_org_flags',
  method: 'PUT',
  path: '/internal/v1/orgs/:org_id/flags',
  summary: 'Set feature flags of an org',
  description:
    'Keys like flags.loop.engine, flags.campaigns.engine, flags.workflows.<product>, ' +
    'flags.task_type.<type>.',
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

const setZone = defineOp({
  ...ADMIN,
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

export const GOVERNANCE_ADMIN_OPS = [
  setDelegation,
  setSpendPolicy,
  freezeOp(true),
  freezeOp(false),
  setOrgFlags,
  setZone,
];
