// The admin surface (/internal/v1, ADMIN_TOKEN): orgs and the one-time key ceremony, agents and
// keys, and the list of every admin operation (governance: admin-governance.ts; reviews, disputes,
// settlements, ledger check: admin-reviews.ts; test clock: admin-clock.ts; attestation signing
// keys: admin-signing-keys.ts; safety: safety-admin.ts).
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { mintId } from '../runtime/ids.ts';
import { mintApiKey, sha256Hex } from '../runtime/api-keys.ts';
import { defineOp } from './operation.ts';
import { Id } from './schemas.ts';
import { SIGNING_KEY_OPS } from './admin-signing-keys.ts';
import { SAFETY_ADMIN_OPS } from './safety-admin.ts';
import { ADMIN, AgentRef, orgOfAgent } from './admin-common.ts';
import { CLOCK_ADMIN_OPS } from './admin-clock.ts';
import { GOVERNANCE_ADMIN_OPS } from './admin-governance.ts';
import { REVIEW_ADMIN_OPS } from './admin-reviews.ts';

const AgentResult = z.object({ agent_id: z.string() });

const createOrg = defineOp({
  ...ADMIN,
  id: 'admin_create_org',
  method: 'POST',
  path: '/internal/v1/orgs',
  summary: 'Register an org with its first agent and key (shown once)',
  description:
    'The one-time key ceremony: the key is returned here and never again; only its SHA-256 ' +
    'is kept.',
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

const createAgent = defineOp({
  ...ADMIN,
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

const rotateKey = defineOp({
  ...ADMIN,
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

const revokeKey = defineOp({
  ...ADMIN,
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

export const ADMIN_OPS = [
  createOrg,
  createAgent,
  rotateKey,
  revokeKey,
  ...GOVERNANCE_ADMIN_OPS,
  ...REVIEW_ADMIN_OPS,
  ...CLOCK_ADMIN_OPS,
  ...SIGNING_KEY_OPS,
  ...SAFETY_ADMIN_OPS,
];
