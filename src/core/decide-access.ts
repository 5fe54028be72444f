// The small deciders: orgs, agents and their keys, delegation and caps, org flags, zones, the
// Operator registry, deposits and webhook endpoints. One function a command, each checked
// against its answer in results.ts through the table in decide.ts.
import { DomainError } from '../errors/problem.ts';
import { authorize } from '../domain/governance.ts';
import { depositPosting } from '../domain/ledger.ts';
import type { DomainEvent } from './events.ts';
import { agentOf, commit, orgOf, posted, reply, type Decider } from './decide-context.ts';

/** Live keys per agent: enough for a roll in progress and a few labelled ones, not a key farm. */
const AGENT_KEYS_MAX = 10;

/** Webhook endpoints per org. */
const WEBHOOK_ENDPOINTS_MAX = 16;

/** A key named by its hash: the admin's keys have no id of their own; replay names them alike. */
function keyAdded(agentId: string, keyHash: string): DomainEvent {
  return {
    type: 'AgentKeyAdded',
    agentId,
    keyId: `key_${keyHash.slice(0, 16)}`,
    label: 'default',
    keyHash,
  };
}

const exists = (action: string) => new DomainError('invalid_state', { state: 'exists', action });

export const createOrg: Decider<'CreateOrg'> = (state, cmd) => {
  if (state.orgs.has(cmd.orgId)) throw exists('create_org');
  return commit(
    [{ type: 'OrgCreated', orgId: cmd.orgId, name: cmd.name, mode: cmd.mode, currency: 'NGN' }],
    { org_id: cmd.orgId },
  );
};

export const registerOrg: Decider<'RegisterOrg'> = (state, cmd) => {
  if (state.orgs.has(cmd.orgId) || state.agents.has(cmd.agentId)) throw exists('register_org');
  return commit(
    [
      { type: 'OrgCreated', orgId: cmd.orgId, name: cmd.name, mode: cmd.mode, currency: 'NGN' },
      { type: 'AgentCreated', agentId: cmd.agentId, orgId: cmd.orgId, name: cmd.agentName },
      keyAdded(cmd.agentId, cmd.keyHash),
    ],
    { org_id: cmd.orgId, agent_id: cmd.agentId },
  );
};

export const createAgent: Decider<'CreateAgent'> = (state, cmd) => {
  orgOf(state, cmd.orgId);
  if (state.agents.has(cmd.agentId)) throw exists('create_agent');
  const events: DomainEvent[] = [
    { type: 'AgentCreated', agentId: cmd.agentId, orgId: cmd.orgId, name: cmd.name },
  ];
  if (cmd.keyHash) events.push(keyAdded(cmd.agentId, cmd.keyHash));
  return commit(events, { agent_id: cmd.agentId });
};

/** The admin rotation: one new key (or none), every other revoked at once. */
export const setAgentKey: Decider<'SetAgentKey'> = (state, cmd) => {
  const agent = agentOf(state, cmd.orgId, cmd.agentId);
  const events: DomainEvent[] = agent.keys.map((k) => ({
    type: 'AgentKeyRevoked',
    agentId: cmd.agentId,
    keyId: k.id,
  }));
  if (cmd.keyHash) events.push(keyAdded(cmd.agentId, cmd.keyHash));
  return commit(events, { agent_id: cmd.agentId });
};

export const addAgentKey: Decider<'AddAgentKey'> = (state, cmd) => {
  const agent = agentOf(state, cmd.orgId, cmd.agentId);
  if (agent.keys.length >= AGENT_KEYS_MAX)
    throw new DomainError('invalid_state', { state: 'key_limit', action: 'add_key' });
  const { agentId, keyId, label, keyHash } = cmd;
  return commit([{ type: 'AgentKeyAdded', agentId, keyId, label, keyHash }], {
    agent_id: agentId,
    key_id: keyId,
  });
};

export const rollAgentKey: Decider<'RollAgentKey'> = (state, cmd, ctx) => {
  const agent = agentOf(state, cmd.orgId, cmd.agentId);
  const old = agent.keys.find((k) => k.id === cmd.oldKeyId);
  if (!old) throw new DomainError('not_found', { resource: 'key' });
  const { agentId, keyId, label, keyHash } = cmd;
  const events: DomainEvent[] = [{ type: 'AgentKeyAdded', agentId, keyId, label, keyHash }];
  // A grace period never lengthens a key's life: an earlier expiry stands.
  const until =
    cmd.graceUntilMs === null ? null : Math.min(cmd.graceUntilMs, old.expiresAtMs ?? Infinity);
  if (until !== null && until > ctx.atMs) {
    if (until !== old.expiresAtMs)
      events.push({ type: 'AgentKeyExpirySet', agentId, keyId: old.id, expiresAtMs: until });
  } else {
    events.push({ type: 'AgentKeyRevoked', agentId, keyId: old.id });
  }
  return commit(events, { agent_id: agentId, key_id: keyId });
};

export const revokeAgentKey: Decider<'RevokeAgentKey'> = (state, cmd) => {
  const agent = agentOf(state, cmd.orgId, cmd.agentId);
  if (!agent.keys.some((k) => k.id === cmd.keyId))
    throw new DomainError('not_found', { resource: 'key' });
  return commit([{ type: 'AgentKeyRevoked', agentId: cmd.agentId, keyId: cmd.keyId }], {
    agent_id: cmd.agentId,
    key_id: cmd.keyId,
  });
};

export const setDelegation: Decider<'SetDelegation'> = (state, cmd) => {
  agentOf(state, cmd.orgId, cmd.agentId);
  return commit([{ type: 'DelegationSet', agentId: cmd.agentId, delegation: cmd.delegation }], {
    agent_id: cmd.agentId,
  });
};

export const setSpendPolicy: Decider<'SetSpendPolicy'> = (state, cmd) => {
  agentOf(state, cmd.orgId, cmd.agentId);
  return commit(
    [
      {
        type: 'SpendPolicySet',
        agentId: cmd.agentId,
        dailyCapMinor: cmd.dailyCapMinor?.toString() ?? null,
        perTaskCapMinor: cmd.perTaskCapMinor?.toString() ?? null,
      },
    ],
    { agent_id: cmd.agentId },
  );
};

export const setFrozen: Decider<'SetFrozen'> = (state, cmd) => {
  agentOf(state, cmd.orgId, cmd.agentId);
  return commit([{ type: 'AgentFrozenSet', agentId: cmd.agentId, frozen: cmd.frozen }], {
    agent_id: cmd.agentId,
    frozen: cmd.frozen,
  });
};

export const setOrgFlags: Decider<'SetOrgFlags'> = (state, cmd) => {
  orgOf(state, cmd.orgId);
  return commit([{ type: 'OrgFlagsSet', orgId: cmd.orgId, flags: cmd.flags }], {
    org_id: cmd.orgId,
  });
};

export const registerOperator: Decider<'RegisterOperator'> = (state, cmd) => {
  if (state.operators.has(cmd.operator.id)) throw exists('register_operator');
  return commit([{ type: 'OperatorRegistered', operator: cmd.operator }], {
    operator_id: cmd.operator.id,
  });
};

export const setOperatorPhoto: Decider<'SetOperatorPhoto'> = (state, cmd) => {
  if (!state.operators.has(cmd.operatorId))
    throw new DomainError('not_found', { resource: 'operator' });
  const { operatorId, photoId, mediaSha256 } = cmd;
  return commit([{ type: 'OperatorPhotoSet', operatorId, photoId, mediaSha256 }], {
    operator_id: operatorId,
    photo_id: photoId,
  });
};

export const setZoneStatus: Decider<'SetZoneStatus'> = (_state, cmd) =>
  commit([{ type: 'ZoneStatusSet', zoneRef: cmd.zoneRef, status: cmd.status }], {
    zone_ref: cmd.zoneRef,
    status: cmd.status,
  });

/** A deposit credits once: a repeated deposit id answers `credited: false` and writes nothing. */
export const deposit: Decider<'Deposit'> = (state, cmd, ctx) => {
  const org = orgOf(state, cmd.orgId);
  if (cmd.amountMinor <= 0n)
    throw new DomainError('validation_failed', {
      errors: [{ path: 'amount_minor', message: 'must be positive' }],
    });
  if (cmd.currency !== org.currency)
    throw new DomainError('validation_failed', {
      errors: [{ path: 'currency', message: `wallet currency is ${org.currency}` }],
    });
  if (state.deposits.has(cmd.depositId))
    return reply({ deposit_id: cmd.depositId, credited: false });
  return commit(
    [
      {
        type: 'DepositReceived',
        orgId: org.id,
        depositId: cmd.depositId,
        amountMinor: cmd.amountMinor.toString(),
        currency: cmd.currency,
      },
      posted(ctx, 'deposit', depositPosting(org.id, cmd.amountMinor, cmd.currency, org.mode)),
    ],
    { deposit_id: cmd.depositId, credited: true },
  );
};

export const createWebhookEndpoint: Decider<'CreateWebhookEndpoint'> = (state, cmd, ctx) => {
  authorize(agentOf(state, cmd.orgId, cmd.agentId), 'can_post_tasks');
  const org = orgOf(state, cmd.orgId);
  // apply refuses a second endpoint under one id; refused here it is a refusal, not a fail-stop.
  if (org.webhooks.has(cmd.endpoint.id)) throw exists('create_webhook_endpoint');
  if (org.webhooks.size >= WEBHOOK_ENDPOINTS_MAX)
    throw new DomainError('validation_failed', {
      errors: [{ path: '', message: 'at most 16 webhook endpoints per org' }],
    });
  const endpoint = { ...cmd.endpoint, createdAtMs: ctx.atMs };
  return commit([{ type: 'WebhookEndpointCreated', orgId: org.id, endpoint }], {
    id: cmd.endpoint.id,
  });
};

export const deleteWebhookEndpoint: Decider<'DeleteWebhookEndpoint'> = (state, cmd) => {
  authorize(agentOf(state, cmd.orgId, cmd.agentId), 'can_post_tasks');
  if (!orgOf(state, cmd.orgId).webhooks.has(cmd.endpointId))
    throw new DomainError('not_found', { resource: 'webhook_endpoint' });
  return commit(
    [{ type: 'WebhookEndpointDeleted', orgId: cmd.orgId, endpointId: cmd.endpointId }],
    { id: cmd.endpointId, deleted: true as const },
  );
};

/** The dispatcher's decision: an endpoint gone or disabled already answers as if disabled now. */
export const disableWebhookEndpoint: Decider<'DisableWebhookEndpoint'> = (state, cmd) => {
  const endpoint = orgOf(state, cmd.orgId).webhooks.get(cmd.endpointId);
  const result = { id: cmd.endpointId, disabled: true as const };
  if (!endpoint || endpoint.disabled) return reply(result);
  return commit(
    [{ type: 'WebhookEndpointDisabled', orgId: cmd.orgId, endpointId: cmd.endpointId }],
    result,
  );
};

/**
 * The console's edit: the whole new URL and event list; an edit that changes nothing writes
 * nothing.
 */
export const updateWebhookEndpoint: Decider<'UpdateWebhookEndpoint'> = (state, cmd) => {
  const endpoint = orgOf(state, cmd.orgId).webhooks.get(cmd.endpointId);
  if (!endpoint) throw new DomainError('not_found', { resource: 'webhook_endpoint' });
  const events = [...new Set(cmd.events)];
  const same =
    endpoint.url === cmd.url &&
    endpoint.events.length === events.length &&
    endpoint.events.every((name, i) => name === events[i]);
  if (same) return reply({ id: cmd.endpointId, updated: false });
  return commit(
    [
      {
        type: 'WebhookEndpointUpdated',
        orgId: cmd.orgId,
        endpointId: cmd.endpointId,
        url: cmd.url,
        events,
      },
    ],
    { id: cmd.endpointId, updated: true },
  );
};

/** The console's enable, after a disable or a receiver's 410. */
export const enableWebhookEndpoint: Decider<'EnableWebhookEndpoint'> = (state, cmd) => {
  const endpoint = orgOf(state, cmd.orgId).webhooks.get(cmd.endpointId);
  if (!endpoint) throw new DomainError('not_found', { resource: 'webhook_endpoint' });
  const result = { id: cmd.endpointId, disabled: false as const };
  if (!endpoint.disabled) return reply(result);
  return commit(
    [{ type: 'WebhookEndpointEnabled', orgId: cmd.orgId, endpointId: cmd.endpointId }],
    result,
  );
};

/**
 * Staff's registry-level freeze (docs/operator-app.md): the matcher offers a frozen Operator
 * nothing.
 */
export const setOperatorFrozen: Decider<'SetOperatorFrozen'> = (state, cmd) => {
  const operator = state.operators.get(cmd.operatorId);
  if (!operator) throw new DomainError('not_found', { resource: 'operator' });
  const result = { operator_id: operator.id, frozen: cmd.frozen };
  // Already so: nothing to record.
  if ((operator.frozen === true) === cmd.frozen) return reply(result);
  return commit(
    [{ type: 'OperatorFrozenSet', operatorId: operator.id, frozen: cmd.frozen }],
    result,
  );
};
