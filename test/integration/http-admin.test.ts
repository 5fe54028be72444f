// Proves the admin surface over real HTTP (/internal/v1 with ADMIN_TOKEN): the token check, orgs
// and the one-time key ceremony, agents, key rotation and revocation — each taking effect on the
// public API at once. (Delegation, spend policy, kill switch, flags and zones:
// http-admin-governance.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/ops/registry.ts';
import {
  ADMIN_TOKEN,
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { expectLogsClean, expectProblem, taskIds } from '../support/http-steps.ts';

let svc: TestService;
let org: TestOrg;
const secrets = new Set<string>([ADMIN_TOKEN]);
const KEY = (mode: string) => new RegExp(`^errand_${mode}_[0-9A-Za-z]{32,}$`);

beforeAll(async () => {
  svc = await startTestService();
  org = await newOrg(svc.url);
  secrets.add(org.key);
});
afterAll(async () => {
  await svc.close();
});

describe('admin token', () => {
  const ADMIN = OPERATIONS.filter((op) => op.surface === 'admin');

  it(
    'every admin operation answers 401 without the token, with a wrong one, or with an agent ' +
      'key',
    async () => {
      expect(ADMIN.length).toBeGreaterThanOrEqual(17);
      for (const op of ADMIN) {
        const path = op.path.replace(/:[a-z_]+/g, 'x_1');
        const bad: Array<Record<string, string>> = [
          {},
          { authorization: `Bearer ${ADMIN_TOKEN}x` },
          { authorization: 'Bearer wrong-token-0123456789abcdef' },
          { authorization: ADMIN_TOKEN },
          { authorization: `Bearer ${org.key}` },
        ];
        for (const headers of bad) {
          const res = await call(svc.url, op.method, path, {
            headers,
            ...(op.method === 'GET' ? {} : { body: {} }),
          });
          expectProblem(res, 401, 'unauthorized');
        }
      }
    },
  );

  it('the admin token is not an agent key', async () => {
    expectProblem(await call(svc.url, 'GET', '/v1/me', { key: ADMIN_TOKEN }), 401, 'unauthorized');
  });
});

describe('orgs and agents', () => {
  it('creates an org with its first agent and a key shown once, prefixed by mode', async () => {
    const live = await admin(svc.url, 'POST', '/internal/v1/orgs', { name: 'Acme', mode: 'live' });
    expect(live.status).toBe(201);
    expect(live.body.data).toEqual({
      org_id: expect.any(String),
      agent_id: expect.any(String),
      api_key: expect.stringMatching(KEY('live')),
    });
    const test = await admin(svc.url, 'POST', '/internal/v1/orgs', {
      name: 'Acme sandbox',
      mode: 'test',
    });
    expect(test.body.data.api_key).toMatch(KEY('test'));
    const byDefault = await admin(svc.url, 'POST', '/internal/v1/orgs', { name: 'Default mode' });
    expect(byDefault.body.data.api_key).toMatch(KEY('live'));
    for (const r of [live, test, byDefault]) secrets.add(r.body.data.api_key);

    const me = await call(svc.url, 'GET', '/v1/me', { key: test.body.data.api_key });
    expect(me.body.data).toMatchObject({
      org_id: test.body.data.org_id,
      agent_id: test.body.data.agent_id,
      frozen: false,
    });
    // the key never appears again: not in the org's other admin answers
    const flags = await admin(
      svc.url,
      'PUT',
      `/internal/v1/orgs/${live.body.data.org_id}/flags`,
      {},
    );
    expect(JSON.stringify(flags.body)).not.toContain(live.body.data.api_key);

    expectProblem(
      await admin(svc.url, 'POST', '/internal/v1/orgs', { name: '' }),
      400,
      'validation_failed',
    );
    expectProblem(
      await admin(svc.url, 'POST', '/internal/v1/orgs', { name: 'x', mode: 'sandbox' }),
      400,
      'validation_failed',
    );
  });

  it('a new agent has no delegation flags: delegation_denied until granted', async () => {
    const res = await admin(svc.url, 'POST', `/internal/v1/orgs/${org.orgId}/agents`, {
      name: 'Second agent',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      agent_id: expect.any(String),
      api_key: expect.stringMatching(KEY('live')),
    });
    const { agent_id: agentId, api_key: key } = res.body.data;
    secrets.add(key);
    const me = await call(svc.url, 'GET', '/v1/me', { key });
    expect(me.body.data).toEqual({
      agent_id: agentId,
      org_id: org.orgId,
      frozen: false,
      delegation: {
        can_post_tasks: false,
        can_order_workflows: false,
        can_approve_release: false,
        can_open_disputes: false,
        can_manage_loops: false,
      },
    });
    expectProblem(
      await call(svc.url, 'POST', '/v1/tasks', { key, idem: newKey(), body: taskBody() }),
      403,
      'delegation_denied',
    );
    const granted = await admin(svc.url, 'PUT', `/internal/v1/agents/${agentId}/delegation`, {
      can_post_tasks: true,
    });
    expect(granted.body.data).toEqual({
      agent_id: agentId,
      delegation: expect.objectContaining({ can_post_tasks: true }),
    });
    const created = await call(svc.url, 'POST', '/v1/tasks', {
      key,
      idem: newKey(),
      body: taskBody(),
    });
    expect(created.status).toBe(201);
    // the org's other agent sees the task: tasks belong to the org
    expect(await taskIds(svc, org)).toContain(created.body.data.taskId);
  });

  it(
    'an agent of a test-mode org gets an ' + 'errand_test_ key; an unknown org is not found',
    async () => {
      const t = await newOrg(svc.url, '0', 'test');
      secrets.add(t.key);
      const res = await admin(svc.url, 'POST', `/internal/v1/orgs/${t.orgId}/agents`, {
        name: 'bot',
      });
      expect(res.body.data.api_key).toMatch(KEY('test'));
      secrets.add(res.body.data.api_key);
      const rotated = await admin(
        svc.url,
        'POST',
        `/internal/v1/agents/${res.body.data.agent_id}/keys`,
      );
      expect(rotated.body.data.api_key).toMatch(KEY('test'));
      secrets.add(rotated.body.data.api_key);
      expectProblem(
        await admin(svc.url, 'POST', '/internal/v1/orgs/org_nope/agents', { name: 'x' }),
        404,
        'not_found',
      );
    },
  );
});

describe('keys', () => {
  it(
    'rotation returns a new key once and retires ' + 'the old; revocation leaves no working key',
    async () => {
      const o = await newOrg(svc.url);
      secrets.add(o.key);
      const rotated = await admin(svc.url, 'POST', `/internal/v1/agents/${o.agentId}/keys`);
      expect(rotated.status).toBe(201);
      expect(rotated.body.data).toEqual({
        agent_id: o.agentId,
        api_key: expect.stringMatching(KEY('live')),
      });
      const fresh = rotated.body.data.api_key;
      secrets.add(fresh);
      expectProblem(await call(svc.url, 'GET', '/v1/wallet', { key: o.key }), 401, 'unauthorized');
      expect((await call(svc.url, 'GET', '/v1/wallet', { key: fresh })).status).toBe(200);

      const revoked = await admin(svc.url, 'DELETE', `/internal/v1/agents/${o.agentId}/keys`);
      expect(revoked.status).toBe(200);
      expect(revoked.body.data).toEqual({ agent_id: o.agentId });
      expectProblem(await call(svc.url, 'GET', '/v1/wallet', { key: fresh }), 401, 'unauthorized');
      expectProblem(await call(svc.url, 'GET', '/v1/wallet', { key: o.key }), 401, 'unauthorized');

      const again = await admin(svc.url, 'POST', `/internal/v1/agents/${o.agentId}/keys`);
      secrets.add(again.body.data.api_key);
      expect(
        (await call(svc.url, 'GET', '/v1/me', { key: again.body.data.api_key })).body.data.agent_id,
      ).toBe(o.agentId);
    },
  );

  it('an unknown agent is not found', async () => {
    expectProblem(
      await admin(svc.url, 'POST', '/internal/v1/agents/agt_nope/keys'),
      404,
      'not_found',
    );
    expectProblem(
      await admin(svc.url, 'DELETE', '/internal/v1/agents/agt_nope/keys'),
      404,
      'not_found',
    );
    expectProblem(
      await admin(svc.url, 'PUT', '/internal/v1/agents/agt_nope/delegation', {
        can_post_tasks: true,
      }),
      404,
      'not_found',
    );
    expectProblem(
      await admin(svc.url, 'POST', '/internal/v1/agents/agt_nope/freeze'),
      404,
      'not_found',
    );
  });
});

describe('logs', () => {
  it('carry no API key, admin token or Authorization value', () => {
    expectLogsClean(svc, secrets);
  });
});
