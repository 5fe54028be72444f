// Proves the admin surface's governance settings over real HTTP (/internal/v1 with ADMIN_TOKEN):
// delegation, spend policy, kill switch, org flags and zone status — each taking effect on the
// public API at once; the logs carry no secret. (Token, orgs, agents and keys: http-admin.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { expectLogsClean, expectProblem } from '../support/http-steps.ts';

let svc: TestService;
let org: TestOrg;
const secrets = new Set<string>([ADMIN_TOKEN]);

beforeAll(async () => {
  svc = await startTestService();
  org = await newOrg(svc.url);
  secrets.add(org.key);
});
afterAll(async () => {
  await svc.close();
});

describe('governance settings', () => {
  it('delegation: named flags change, the others stay', async () => {
    const o = await newOrg(svc.url);
    secrets.add(o.key);
    const res = await admin(svc.url, 'PUT', `/internal/v1/agents/${o.agentId}/delegation`, {
      can_open_disputes: false,
      can_manage_loops: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.delegation).toEqual({
      can_post_tasks: true,
      can_order_workflows: true,
      can_approve_release: true,
      can_open_disputes: false,
      can_manage_loops: false,
    });
    expect((await call(svc.url, 'GET', '/v1/me', { key: o.key })).body.data.delegation).toEqual(
      res.body.data.delegation,
    );
    expectProblem(
      await admin(svc.url, 'PUT', `/internal/v1/agents/${o.agentId}/delegation`, {
        can_post_tasks: 'yes',
      }),
      400,
      'validation_failed',
    );
  });

  it(
    'spend policy: caps are digit strings, ' + 'null clears them, and estimate shows them',
    async () => {
      const o = await newOrg(svc.url);
      secrets.add(o.key);
      const set = await admin(svc.url, 'PUT', `/internal/v1/agents/${o.agentId}/spend_policy`, {
        daily_cap_minor: '1000000',
        per_task_cap_minor: '200000',
      });
      expect(set.body.data).toEqual({
        agent_id: o.agentId,
        daily_cap_minor: '1000000',
        per_task_cap_minor: '200000',
      });
      const estimate = () =>
        call(svc.url, 'POST', '/v1/estimate_task', {
          key: o.key,
          body: { type: 'field_verification', reward_major: '1500', zone_ref: 'ng.lagos.ikeja' },
        });
      expect((await estimate()).body.data.governance).toMatchObject({
        remaining_daily_cap_minor: '1000000',
        per_task_cap_minor: '200000',
      });
      await admin(svc.url, 'PUT', `/internal/v1/agents/${o.agentId}/spend_policy`, {
        daily_cap_minor: null,
        per_task_cap_minor: null,
      });
      expect((await estimate()).body.data.governance).toMatchObject({
        remaining_daily_cap_minor: null,
        per_task_cap_minor: null,
        allowed: true,
      });
      for (const bad of [
        { daily_cap_minor: 1000, per_task_cap_minor: null },
        { daily_cap_minor: '-1', per_task_cap_minor: null },
        { daily_cap_minor: '10.5', per_task_cap_minor: null },
        {},
      ]) {
        expectProblem(
          await admin(svc.url, 'PUT', `/internal/v1/agents/${o.agentId}/spend_policy`, bad),
          400,
          'validation_failed',
        );
      }
    },
  );

  it('freeze and unfreeze flip the kill switch', async () => {
    const o = await newOrg(svc.url);
    secrets.add(o.key);
    const frozen = await admin(svc.url, 'POST', `/internal/v1/agents/${o.agentId}/freeze`);
    expect(frozen.body.data).toEqual({ agent_id: o.agentId, frozen: true });
    expectProblem(
      await call(svc.url, 'POST', '/v1/tasks', { key: o.key, idem: newKey(), body: taskBody() }),
      403,
      'agent_frozen',
    );
    const thawed = await admin(svc.url, 'POST', `/internal/v1/agents/${o.agentId}/unfreeze`);
    expect(thawed.body.data).toEqual({ agent_id: o.agentId, frozen: false });
    expect((await call(svc.url, 'GET', '/v1/me', { key: o.key })).body.data.frozen).toBe(false);
    expect(
      (await call(svc.url, 'POST', '/v1/tasks', { key: o.key, idem: newKey(), body: taskBody() }))
        .status,
    ).toBe(201);
  });

  it('org flags: set and returned; bad names, non-booleans and unknown orgs refused', async () => {
    const res = await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
      'flags.loop.engine': true,
      'flags.task_type.property_inspection': false,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      org_id: org.orgId,
      flags: expect.objectContaining({
        'flags.loop.engine': true,
        'flags.task_type.property_inspection': false,
      }),
    });
    expectProblem(
      await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, { 'loop.engine': true }),
      400,
      'validation_failed',
    );
    expectProblem(
      await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
        'flags.loop.engine': 'on',
      }),
      400,
      'validation_failed',
    );
    expectProblem(
      await admin(svc.url, 'PUT', '/internal/v1/orgs/org_nope/flags', {
        'flags.loop.engine': true,
      }),
      404,
      'not_found',
    );
  });
});

describe('zones', () => {
  const LGA = 'ng.kano.kano-municipal';

  it('a coming-soon LGA set live takes work; set back, it refuses again', async () => {
    expectProblem(
      await call(svc.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: newKey(),
        body: taskBody({ zone_ref: LGA }),
      }),
      422,
      'zone_not_serviceable',
    );
    const res = await admin(svc.url, 'PUT', `/internal/v1/zones/${LGA}`, { status: 'live' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ zone_ref: LGA, status: 'live' });
    const zones = (await call(svc.url, 'GET', '/v1/zones')).body.data as Array<{
      zone_ref: string;
      status: string;
    }>;
    expect(zones.find((z) => z.zone_ref === LGA)?.status).toBe('live');
    expect(zones.find((z) => z.zone_ref === 'ng.kano')?.status).toBe('live');
    const created = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body: taskBody({ zone_ref: LGA }),
    });
    expect(created.status).toBe(201);
    expect(
      (await call(svc.url, 'GET', `/v1/tasks/${created.body.data.taskId}`, { key: org.key })).body
        .data.zone_ref,
    ).toBe(LGA);

    await admin(svc.url, 'PUT', `/internal/v1/zones/${LGA}`, { status: 'coming-soon' });
    expectProblem(
      await call(svc.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: newKey(),
        body: taskBody({ zone_ref: LGA }),
      }),
      422,
      'zone_not_serviceable',
    );
  });

  it('a State ref, an unknown zone and an unknown status are refused', async () => {
    const state = await admin(svc.url, 'PUT', '/internal/v1/zones/ng.kano', { status: 'live' });
    expectProblem(state, 400, 'validation_failed');
    expect(state.body.detail.errors).toEqual([{ path: 'zone_ref', message: expect.any(String) }]);
    expectProblem(
      await admin(svc.url, 'PUT', '/internal/v1/zones/ng.atlantis.downtown', { status: 'live' }),
      404,
      'not_found',
    );
    expectProblem(
      await admin(svc.url, 'PUT', `/internal/v1/zones/${LGA}`, { status: 'open' }),
      400,
      'validation_failed',
    );
    const zones = (await call(svc.url, 'GET', '/v1/zones')).body.data as Array<{
      zone_ref: string;
      status: string;
    }>;
    expect(zones.find((z) => z.zone_ref === 'ng.kano')?.status).toBe('coming-soon');
  });
});

describe('logs', () => {
  it('carry no API key, admin token or Authorization value', () => {
    expectLogsClean(svc, secrets);
  });
});
