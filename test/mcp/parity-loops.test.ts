// Proves the Loop tools agree with their REST operations: results, state changes and errors
// (feature_disabled, delegation_denied, invalid_state), idempotent replay included.
import { describe, expect, it } from 'vitest';
import { admin, newKey, newOrg, taskBody, type TestOrg } from '../support/http.ts';
import { callTool } from '../support/mcp.ts';
import { normalized, ok, okRest, parityKit, sameError } from './parity-support.ts';

const kit = parityKit();
const { deadline: _omit, ...task } = taskBody();
const body = {
  name: 'Weekly check',
  template: { kind: 'task', task: { ...task, deadline_after_hours: 24 } },
  schedule: { kind: 'weekly', weekdays: [1, 4], hour: 9 },
  budget_total_minor: '990000',
};

async function loopOrg(): Promise<TestOrg> {
  const org = await newOrg(kit.svc().url, '5000000');
  await admin(kit.svc().url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
    'flags.loop.engine': true,
  });
  return org;
}

describe('Loop tools and REST agree', () => {
  it('create, list, get, pause, resume and cancel', async () => {
    const org = await loopOrg();
    const c = await kit.mcp(org);
    const key = newKey('loop');
    const viaMcp = ok(await callTool(c, 'create_loop', { ...body, idempotency_key: key }));
    expect(ok(await callTool(c, 'create_loop', { ...body, idempotency_key: key }))).toEqual(viaMcp);
    const viaRest = okRest(
      await kit.rest(org, 'POST', '/v1/loops', { body, idem: newKey('rest') }),
    );
    expect(normalized(viaMcp)).toEqual(normalized(viaRest));
    expect(ok(await callTool(c, 'list_loops'))).toEqual(
      okRest(await kit.rest(org, 'GET', '/v1/loops')),
    );
    expect(ok(await callTool(c, 'get_loop', { id: viaMcp.id }))).toEqual(
      okRest(await kit.rest(org, 'GET', `/v1/loops/${viaMcp.id}`)),
    );
    okRest(await kit.rest(org, 'POST', `/v1/loops/${viaMcp.id}/activate`, { idem: newKey() }));
    expect(ok(await callTool(c, 'pause_loop', { id: viaMcp.id })).status).toBe('paused');
    expect(ok(await callTool(c, 'resume_loop', { id: viaMcp.id })).status).toBe('active');
    expect(ok(await callTool(c, 'cancel_loop', { id: viaMcp.id })).status).toBe('killed');
    sameError(
      await callTool(c, 'resume_loop', { id: viaMcp.id, idempotency_key: newKey() }),
      await kit.rest(org, 'POST', `/v1/loops/${viaMcp.id}/resume`, { idem: newKey() }),
      409,
      'invalid_state',
    );
  });

  it('refuses the same way without the flag or the delegation', async () => {
    const off = await newOrg(kit.svc().url, '1000000');
    const c = await kit.mcp(off);
    sameError(
      await callTool(c, 'list_loops'),
      await kit.rest(off, 'GET', '/v1/loops'),
      403,
      'feature_disabled',
    );
    const org = await loopOrg();
    await admin(kit.svc().url, 'PUT', `/internal/v1/agents/${org.agentId}/delegation`, {
      can_manage_loops: false,
    });
    const c2 = await kit.mcp(org);
    sameError(
      await callTool(c2, 'create_loop', { ...body, idempotency_key: newKey() }),
      await kit.rest(org, 'POST', '/v1/loops', { body, idem: newKey() }),
      403,
      'delegation_denied',
    );
  });
});
