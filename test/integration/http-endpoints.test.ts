// Proves the agent, wallet and estimate endpoints answer with the contract's success shape over
// real HTTP: agent, wallet, funding options and the estimate dry run; the logs carry no secret.
// (Tasks and their moves: http-tasks.test.ts; discovery: there too.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  admin,
  call,
  newOrg,
  startTestService,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { balance, createTask, expectLogsClean, taskIds } from '../support/http-steps.ts';

let svc: TestService;
let org: TestOrg;
const secrets = new Set<string>([ADMIN_TOKEN]);

beforeAll(async () => {
  svc = await startTestService();
  org = await newOrg(svc.url, '10000000');
  secrets.add(org.key);
});
afterAll(async () => {
  await svc.close();
});

describe('agent and wallet', () => {
  it('GET /v1/me names the agent, its org, the kill switch and every delegation flag', async () => {
    const res = await call(svc.url, 'GET', '/v1/me', { key: org.key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      data: {
        agent_id: org.agentId,
        org_id: org.orgId,
        frozen: false,
        delegation: {
          can_post_tasks: true,
          can_order_workflows: true,
          can_approve_release: true,
          can_open_disputes: true,
          can_manage_loops: true,
        },
      },
    });
  });

  it('every response carries its own X-Request-Id; a client-sent one is not trusted', async () => {
    const a = await call(svc.url, 'GET', '/v1/me', {
      key: org.key,
      headers: { 'x-request-id': 'mine' },
    });
    const b = await call(svc.url, 'GET', '/v1/me', { key: org.key });
    expect(a.headers.get('x-request-id')).toMatch(/^req_[0-9A-Za-z]+$/);
    expect(b.headers.get('x-request-id')).toMatch(/^req_[0-9A-Za-z]+$/);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('GET /v1/wallet answers balance_minor as a digit string and the currency', async () => {
    const fresh = await newOrg(svc.url, '123456');
    secrets.add(fresh.key);
    const res = await call(svc.url, 'GET', '/v1/wallet', { key: fresh.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { balance_minor: '123456', currency: 'NGN' } });
  });

  it(
    'POST /v1/wallet/fund lists rails and the minimum top-up in cents, ignores any body and ' +
      'needs no Idempotency-Key',
    async () => {
      const expected = {
        data: {
          options: [
            { rail: 'bank_transfer', label: expect.any(String) },
            { rail: 'usdc', label: expect.any(String) },
          ],
          min_topup_usd_minor: 1000,
          currency: 'USD',
        },
      };
      const before = await balance(svc, org);
      const bare = await call(svc.url, 'POST', '/v1/wallet/fund', { key: org.key });
      expect(bare.status).toBe(200);
      expect(bare.body).toEqual(expected);
      expect(Number.isInteger(bare.body.data.min_topup_usd_minor)).toBe(true);
      for (const body of [{ amount_minor: '999999', rail: 'usdc' }, [1, 2, 3], 'just text', 42]) {
        const res = await call(svc.url, 'POST', '/v1/wallet/fund', {
          key: org.key,
          body: JSON.stringify(body),
        });
        expect(res.status, JSON.stringify(body)).toBe(200);
        expect(res.body).toEqual(expected);
      }
      // curl -d sends form encoding by default; a malformed or non-JSON body is ignored just the
      // same
      for (const [type, raw] of [
        ['application/json', '{not json'],
        ['application/x-www-form-urlencoded', 'amount=5'],
        ['text/plain', 'hello'],
      ]) {
        const res = await fetch(`${svc.url}/v1/wallet/fund`, {
          method: 'POST',
          headers: { authorization: `Bearer ${org.key}`, 'content-type': type! },
          body: raw,
        });
        expect(res.status, type).toBe(200);
        expect(await res.json()).toEqual(expected);
      }
      expect(await balance(svc, org)).toBe(before);
    },
  );
});

describe('estimate_task', () => {
  it('prices reward + fee and reports zone and governance figures, changing nothing', async () => {
    const o = await newOrg(svc.url, '1000000');
    secrets.add(o.key);
    await admin(svc.url, 'PUT', `/internal/v1/agents/${o.agentId}/spend_policy`, {
      daily_cap_minor: '500000',
      per_task_cap_minor: '200000',
    });
    await createTask(svc, o);
    const walletBefore = await balance(svc, o);
    const tasksBefore = await taskIds(svc, o);

    const uncovered = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: o.key,
      body: { type: 'field_verification', reward_major: '1500.00', zone_ref: 'ng.lagos.eti-osa' },
    });
    expect(uncovered.body.data).toMatchObject({
      serviceable: false,
      coverage: { operators: 0 },
      estimated_time_to_match_minutes: null,
      governance: { allowed: true },
    });
    await admin(svc.url, 'POST', '/internal/v1/operators', {
      first_name: 'Tunde',
      last_name: 'Bakare',
      phone: '+2348099990000',
      languages: ['en', 'yo'],
      // Another LGA than the tasks of this file: the matcher must never race the in-process steps.
      lga_coverage: ['ng.lagos.lagos-mainland'],
      skills: ['field_verification'],
      zone_ref: 'ng.lagos.lagos-mainland',
      location: { lat: 6.5, lng: 3.37 },
    });
    const ok = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: o.key,
      body: {
        type: 'field_verification',
        reward_major: '1500.00',
        zone_ref: 'ng.lagos.lagos-mainland',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({
      reward_minor: '150000',
      fee_minor: '15000',
      total_minor: '165000',
      currency: 'NGN',
      serviceable: true,
      coverage: { operators: 1 },
      estimated_time_to_match_minutes: 30,
      reasons: [],
      fill: {
        chance_by_deadline: null, // no deadline in the body
        expected_acceptance_minutes: { median: 30, p90: 100 },
        operators_covering: 1,
        operators_free: 1,
        sample_size: 0,
        basis: 'estimate',
      },
      governance: {
        allowed: true,
        remaining_daily_cap_minor: '335000',
        per_task_cap_minor: '200000',
        wallet_covers: true,
      },
    });

    const over = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: o.key,
      body: { type: 'field_verification', reward_major: '2000', zone_ref: 'ng.lagos.ikeja' },
    });
    expect(over.status).toBe(200);
    expect(over.body.data).toMatchObject({
      total_minor: '220000',
      governance: { allowed: false, code: 'spend_policy_exceeded', wallet_covers: true },
    });
    expect(over.body.data.reasons).toEqual(expect.arrayContaining(['spend_policy_exceeded']));

    // What create refuses for the request itself, the estimate refuses alike (a dry run, not a
    // report).
    const comingSoon = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: o.key,
      body: {
        type: 'field_verification',
        reward_major: '2000',
        zone_ref: 'ng.kano.kano-municipal',
      },
    });
    expect(comingSoon.status).toBe(422);
    expect(comingSoon.body).toMatchObject({
      code: 'zone_not_serviceable',
      detail: { zone_ref: 'ng.kano.kano-municipal', status: 'coming-soon' },
    });
    const belowMinimum = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: o.key,
      body: { type: 'field_verification', reward_major: '1.01', zone_ref: 'ng.lagos.ikeja' },
    });
    expect(belowMinimum.status).toBe(400);
    expect(belowMinimum.body.detail.errors).toEqual([
      { path: 'reward_major', message: expect.stringContaining('150000') },
    ]);
    const zero = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: o.key,
      body: { type: 'field_verification', reward_major: '0.00', zone_ref: 'ng.lagos.ikeja' },
    });
    expect(zero.status).toBe(400);
    expect(zero.body.code).toBe('validation_failed');

    expect(await balance(svc, o)).toBe(walletBefore);
    expect(await taskIds(svc, o)).toEqual(tasksBefore);
  });
});

describe('logs', () => {
  it('carry no API key, admin token or Authorization value', () => {
    expectLogsClean(svc, secrets);
  });
});
