// The access part of the one apply (apply.ts): orgs and their flags and webhook endpoints, agents
// and their keys, delegation, caps and kill switch, zones, and the Operator registry. The asserts
// stop the shard on a record that refers to what does not exist or exists already.
import { DELEGATION_FLAGS, type DomainEvent } from './events.ts';
import type { Agent, AgentKey, ShardState } from './state.ts';
import { assert } from './apply-laws.ts';

export type AccessEvent = Extract<
  DomainEvent,
  {
    type:
      | 'OrgCreated'
      | 'WebhookEndpointCreated'
      | 'WebhookEndpointDeleted'
      | 'WebhookEndpointDisabled'
      | 'WebhookEndpointUpdated'
      | 'WebhookEndpointEnabled'
      | 'AgentCreated'
      | 'AgentKeySet'
      | 'AgentKeyAdded'
      | 'AgentKeyExpirySet'
      | 'AgentKeyRevoked'
      | 'DelegationSet'
      | 'SpendPolicySet'
      | 'AgentFrozenSet'
      | 'OrgFlagsSet'
      | 'ZoneStatusSet'
      | 'OperatorRegistered'
      | 'OperatorPhotoSet';
  }
>;

function agentOf(state: ShardState, id: string): Agent {
  const agent = state.agents.get(id);
  assert(agent, () => `unknown agent ${id}`);
  return agent;
}

/** The key of an AgentKeySet event: its id is derived from the hash, so replay names it alike. */
function legacyKey(hash: string, atMs: number): AgentKey {
  return {
    id: `key_${hash.slice(0, 16)}`,
    label: 'default',
    hash,
    createdAtMs: atMs,
    expiresAtMs: null,
  };
}

export function applyAccessEvent(state: ShardState, e: AccessEvent, atMs: number): void {
  switch (e.type) {
    case 'OrgCreated':
      state.orgs.set(e.orgId, {
        id: e.orgId,
        name: e.name,
        mode: e.mode,
        currency: e.currency,
        flags: new Map(),
        webhooks: new Map(),
      });
      return;
    case 'WebhookEndpointCreated': {
      const org = state.orgs.get(e.orgId);
      assert(
        org && !org.webhooks.has(e.endpoint.id),
        () => `webhook endpoint ${e.endpoint.id} created twice`,
      );
      org.webhooks.set(e.endpoint.id, { ...e.endpoint, disabled: false });
      return;
    }
    case 'WebhookEndpointDeleted':
      state.orgs.get(e.orgId)?.webhooks.delete(e.endpointId);
      return;
    case 'WebhookEndpointDisabled': {
      const endpoint = state.orgs.get(e.orgId)?.webhooks.get(e.endpointId);
      if (endpoint) endpoint.disabled = true;
      return;
    }
    case 'WebhookEndpointUpdated': {
      const endpoint = state.orgs.get(e.orgId)?.webhooks.get(e.endpointId);
      if (endpoint) {
        endpoint.url = e.url;
        endpoint.events = [...e.events];
      }
      return;
    }
    case 'WebhookEndpointEnabled': {
      const endpoint = state.orgs.get(e.orgId)?.webhooks.get(e.endpointId);
      if (endpoint) endpoint.disabled = false;
      return;
    }
    case 'AgentCreated':
      state.agents.set(e.agentId, {
        id: e.agentId,
        orgId: e.orgId,
        name: e.name,
        keys: [],
        delegation: Object.fromEntries(
          DELEGATION_FLAGS.map((f) => [f, false]),
        ) as Agent['delegation'],
        dailyCapMinor: null,
        perTaskCapMinor: null,
        frozen: false,
      });
      return;
    case 'AgentKeySet':
      // The one-key form of older logs: the key replaces every other.
      agentOf(state, e.agentId).keys = e.keyHash === null ? [] : [legacyKey(e.keyHash, atMs)];
      return;
    case 'AgentKeyAdded':
      agentOf(state, e.agentId).keys.push({
        id: e.keyId,
        label: e.label,
        hash: e.keyHash,
        createdAtMs: atMs,
        expiresAtMs: null,
      });
      return;
    case 'AgentKeyExpirySet': {
      const key = agentOf(state, e.agentId).keys.find((k) => k.id === e.keyId);
      assert(key, () => `key ${e.keyId} of ${e.agentId} unknown`);
      key.expiresAtMs = e.expiresAtMs;
      return;
    }
    case 'AgentKeyRevoked': {
      const agent = agentOf(state, e.agentId);
      agent.keys = agent.keys.filter((k) => k.id !== e.keyId);
      return;
    }
    case 'DelegationSet':
      Object.assign(agentOf(state, e.agentId).delegation, e.delegation);
      return;
    case 'SpendPolicySet': {
      const agent = agentOf(state, e.agentId);
      agent.dailyCapMinor = e.dailyCapMinor === null ? null : BigInt(e.dailyCapMinor);
      agent.perTaskCapMinor = e.perTaskCapMinor === null ? null : BigInt(e.perTaskCapMinor);
      return;
    }
    case 'AgentFrozenSet':
      agentOf(state, e.agentId).frozen = e.frozen;
      return;
    case 'OrgFlagsSet': {
      const org = state.orgs.get(e.orgId);
      assert(org, () => `unknown org ${e.orgId}`);
      for (const [k, v] of Object.entries(e.flags)) org.flags.set(k, v);
      return;
    }
    case 'ZoneStatusSet':
      state.zoneOverrides.set(e.zoneRef, e.status);
      return;
    case 'OperatorRegistered':
      assert(
        !state.operators.has(e.operator.id),
        () => `operator ${e.operator.id} registered twice`,
      );
      state.operators.set(e.operator.id, { ...e.operator });
      return;
    case 'OperatorPhotoSet': {
      const operator = state.operators.get(e.operatorId);
      assert(operator, () => `photo of unknown operator ${e.operatorId}`);
      operator.photo = { id: e.photoId, sha256: e.mediaSha256 };
      return;
    }
    default: {
      const unknown: never = e;
      throw new Error(`apply: not an access event ${JSON.stringify(unknown)}`);
    }
  }
}
