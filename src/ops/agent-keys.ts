// An agent's keys one by one (the console's key ceremony uses these, as can an admin over REST):
// list with label, created, expiry and last use; add a labelled key (shown once); roll one with a
// grace period, during which the old key still works; revoke one at once.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { mintId } from '../runtime/ids.ts';
import { mintApiKey, sha256Hex } from '../runtime/api-keys.ts';
import { defineOp, type OpContext } from './operation.ts';
import { orgOfAgent } from './admin-common.ts';
import { Id } from './schemas.ts';

const admin = { surface: 'admin' as const, idempotency: 'none' as const };
const iso = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();
const Label = z.string().trim().min(1).max(80);
/** Up to 30 days: long enough to redeploy every agent, short enough that a leaked key dies. */
const GRACE_SECONDS_MAX = 30 * 86_400;

const KeyView = z.object({
  key_id: z.string(),
  label: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  expired: z.boolean(),
});
export type KeyView = z.infer<typeof KeyView>;

export function keysOf(ctx: Pick<OpContext, 'engine' | 'services'>, agentId: string): KeyView[] {
  const orgId = ctx.engine.indexes.orgOfAgent(agentId);
  const agent = orgId ? ctx.engine.stateOf(orgId).agents.get(agentId) : undefined;
  if (!agent) throw new DomainError('not_found', { resource: 'agent' });
  const now = ctx.services.clock.now();
  return agent.keys.map((k) => ({
    key_id: k.id,
    label: k.label,
    created_at: iso(k.createdAtMs)!,
    expires_at: iso(k.expiresAtMs),
    last_used_at: iso(ctx.engine.indexes.keyLastUsedAt(k.id)),
    expired: k.expiresAtMs !== null && now >= k.expiresAtMs,
  }));
}

const listKeys = defineOp({
  ...admin,
  id: 'admin_list_keys',
  method: 'GET',
  path: '/internal/v1/agents/:id/keys',
  summary: "An agent's keys: label, created, expiry, last use (never the key)",
  description:
    'Last use is kept in memory: it reads null for a key not used since the service started.',
  input: z.object({ id: Id }),
  output: z.array(KeyView),
  readOnly: true,
  async handler(ctx, input) {
    return keysOf(ctx, input.id);
  },
});

const addKey = defineOp({
  ...admin,
  id: 'admin_add_key',
  method: 'POST',
  path: '/internal/v1/agents/:id/keys/new',
  summary: 'Add a labelled key to an agent (shown once); its other keys keep working',
  description: 'At most 10 live keys per agent.',
  input: z.object({ id: Id, label: Label }),
  output: z.object({ agent_id: z.string(), key_id: z.string(), api_key: z.string() }),
  successStatus: 201,
  readOnly: false,
  async handler(ctx, input) {
    const orgId = orgOfAgent(ctx, input.id);
    const apiKey = mintApiKey(ctx.engine.stateOf(orgId).orgs.get(orgId)!.mode);
    const keyId = mintId('key');
    await ctx.engine.execute({
      type: 'AddAgentKey',
      orgId,
      agentId: input.id,
      keyId,
      label: input.label,
      keyHash: sha256Hex(apiKey),
    });
    return { agent_id: input.id, key_id: keyId, api_key: apiKey };
  },
});

const rollKey = defineOp({
  ...admin,
  id: 'admin_roll_key',
  method: 'POST',
  path: '/internal/v1/agents/:id/keys/:key_id/roll',
  summary: 'Replace one key: the new key is shown once, the old one works for grace_seconds more',
  description:
    'grace_seconds 0 ends the old key at once; a grace never extends an expiry already set.',
  input: z.object({
    id: Id,
    key_id: Id,
    grace_seconds: z.coerce.number().int().min(0).max(GRACE_SECONDS_MAX).default(0),
    label: Label.optional(),
  }),
  output: z.object({
    agent_id: z.string(),
    key_id: z.string(),
    api_key: z.string(),
    old_key_expires_at: z.string().nullable(),
  }),
  successStatus: 201,
  readOnly: false,
  async handler(ctx, input) {
    const orgId = orgOfAgent(ctx, input.id);
    const old = ctx.engine
      .stateOf(orgId)
      .agents.get(input.id)!
      .keys.find((k) => k.id === input.key_id);
    if (!old) throw new DomainError('not_found', { resource: 'key' });
    const apiKey = mintApiKey(ctx.engine.stateOf(orgId).orgs.get(orgId)!.mode);
    const keyId = mintId('key');
    const graceUntilMs =
      input.grace_seconds > 0 ? ctx.services.clock.now() + input.grace_seconds * 1000 : null;
    await ctx.engine.execute({
      type: 'RollAgentKey',
      orgId,
      agentId: input.id,
      oldKeyId: old.id,
      graceUntilMs,
      keyId,
      label: input.label ?? old.label,
      keyHash: sha256Hex(apiKey),
    });
    const after = ctx.engine
      .stateOf(orgId)
      .agents.get(input.id)!
      .keys.find((k) => k.id === old.id);
    return {
      agent_id: input.id,
      key_id: keyId,
      api_key: apiKey,
      old_key_expires_at: iso(after?.expiresAtMs),
    };
  },
});

const revokeOneKey = defineOp({
  ...admin,
  id: 'admin_revoke_one_key',
  method: 'DELETE',
  path: '/internal/v1/agents/:id/keys/:key_id',
  summary: 'Revoke one key at once (401 from the next request)',
  description: "The agent's other keys keep working.",
  input: z.object({ id: Id, key_id: Id }),
  output: z.object({ agent_id: z.string(), key_id: z.string() }),
  readOnly: false,
  async handler(ctx, input) {
    await ctx.engine.execute({
      type: 'RevokeAgentKey',
      orgId: orgOfAgent(ctx, input.id),
      agentId: input.id,
      keyId: input.key_id,
    });
    return { agent_id: input.id, key_id: input.key_id };
  },
});

export const AGENT_KEY_OPS = [listKeys, addKey, rollKey, revokeOneKey];
