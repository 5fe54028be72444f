// Proves POST /v1/estimate_loop over real HTTP: feature_disabled until flags.loop.engine is on,
// then per-run cost (reward + fee, as estimate_task prices it), runs the budget covers under
// per_run_cap_minor, the next five due times in Africa/Lagos, validation errors, and no state
// change at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { balance, taskIds } from '../support/http-steps.ts';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
});

afterAll(async () => {
  await svc?.close();
});

function loopBody(overrides: Record<string, unknown> = {}) {
  const { deadline: _deadline, ...task } = taskBody();
  return {
    name: 'Weekly pharmacy check',
    template: { kind: 'task', task: { ...task, deadline_after_hours: 48 } },
    schedule: { kind: 'weekly', weekdays: [1, 4], hour: 9 },
    budget_total_minor: '1000000',
    ...overrides,
  };
}

const estimate = (org: TestOrg, body: unknown) =>
  call(svc.url, 'POST', '/v1/estimate_loop', { key: org.key, body });

async function loopOrg(): Promise<TestOrg> {
  const org = await newOrg(svc.url, '5000000');
  const flagged = await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
    'flags.loop.engine': true,
  });
  expect(flagged.status).toBe(200);
  return org;
}

describe('POST /v1/estimate_loop', () => {
  it('answers feature_disabled (403) while flags.loop.engine is off', async () => {
    const org = await newOrg(svc.url);
    const off = await estimate(org, loopBody());
    expect(off.status).toBe(403);
    expect(off.body.code).toBe('feature_disabled');
    await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
      'flags.loop.engine': false,
    });
    expect((await estimate(org, loopBody())).status).toBe(403);
  });

  it('prices one run as estimate_task does and counts the runs the budget covers', async () => {
    const org = await loopOrg();
    const task = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: org.key,
      body: { type: 'field_verification', reward_major: '1500.00', zone_ref: 'ng.lagos.ikeja' },
    });
    const perRun = BigInt(task.body.data.total_minor);
    const reply = await estimate(org, loopBody());
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data.per_run_cost_minor).toBe(perRun.toString());
    expect(data.runs_covered).toBe(Number(1_000_000n / perRun));
    expect(data.currency).toBe('NGN');
    expect(data.reasons).toEqual([]);
    // Five due times, ascending, after now, each Monday or Thursday 09:00 in Lagos (08:00Z).
    expect(data.next_run_times).toHaveLength(5);
    const times = (data.next_run_times as string[]).map((t) => new Date(t));
    for (const [i, t] of times.entries()) {
      expect(t.getTime()).toBeGreaterThan(Date.now() - 60_000);
      if (i > 0) expect(t.getTime()).toBeGreaterThan(times[i - 1]!.getTime());
      expect(t.getUTCHours()).toBe(8);
      expect(t.getUTCMinutes()).toBe(0);
      expect([1, 4]).toContain(t.getUTCDay());
    }
  });

  it(
    'a per-run cap below the cost covers no run ' +
      'and says why; budgets below one run cover none',
    async () => {
      const org = await loopOrg();
      const capped = (await estimate(org, loopBody({ per_run_cap_minor: '100000' }))).body.data;
      expect(capped.runs_covered).toBe(0);
      expect(capped.reasons.join(' ')).toMatch(/per_run_cap_exceeded/);
      const roomy = (await estimate(org, loopBody({ per_run_cap_minor: '100000000' }))).body.data;
      expect(roomy.runs_covered).toBeGreaterThan(0);
      const small = (await estimate(org, loopBody({ budget_total_minor: '1000' }))).body.data;
      expect(small.runs_covered).toBe(0);
      expect(small.reasons.join(' ')).toMatch(/budget_too_small/);
    },
  );

  it(
    'interval, monthly and adaptive schedules; ' + 'ends_at cuts the list; timezone is honoured',
    async () => {
      const org = await loopOrg();
      const interval = (
        await estimate(org, loopBody({ schedule: { kind: 'interval', interval_hours: 6 } }))
      ).body.data.next_run_times as string[];
      const gaps = interval.slice(1).map((t, i) => Date.parse(t) - Date.parse(interval[i]!));
      expect(gaps).toEqual([21_600_000, 21_600_000, 21_600_000, 21_600_000]);
      const monthly = (
        await estimate(org, loopBody({ schedule: { kind: 'monthly', day: 31, hour: 9 } }))
      ).body.data.next_run_times as string[];
      for (const t of monthly) expect(t).toMatch(/-31T08:00:00\.000Z$/);
      const adaptive = (
        await estimate(
          org,
          loopBody({ schedule: { kind: 'adaptive', interval_hours: { min: 2, max: 12 } } }),
        )
      ).body.data;
      expect(Date.parse(adaptive.next_run_times[1]) - Date.parse(adaptive.next_run_times[0])).toBe(
        12 * 3_600_000,
      );
      expect(adaptive.reasons.join(' ')).toMatch(/adaptive_estimated_at_max/);
      const endsAt = new Date(Date.now() + 13 * 3_600_000).toISOString();
      const cut = (
        await estimate(
          org,
          loopBody({ schedule: { kind: 'interval', interval_hours: 6 }, ends_at: endsAt }),
        )
      ).body.data;
      expect(cut.next_run_times).toHaveLength(2);
      const past = (await estimate(org, loopBody({ ends_at: '2020-01-01T00:00:00Z' }))).body.data;
      expect(past.next_run_times).toEqual([]);
      expect(past.reasons.join(' ')).toMatch(/ends_at_before_next_run/);
      const tokyo = (await estimate(org, loopBody({ timezone: 'Asia/Tokyo' }))).body.data
        .next_run_times as string[];
      for (const t of tokyo) expect(new Date(t).getUTCHours()).toBe(0);
    },
  );

  it(
    'estimates a Loop of workflows at the product price, refusing a product the org may not ' +
      'order as create_loop does',
    async () => {
      const org = await loopOrg();
      const template = {
        kind: 'workflow',
        workflow: {
          product: 'business_address_verification',
          zone_ref: 'ng.lagos.ikeja',
          inputs: { business_name: 'Shop', address: '1 Road' },
          deadline_after_hours: 72,
        },
      };
      // A product the org may not order is refused as create_loop refuses it.
      const off = await estimate(org, loopBody({ template, budget_total_minor: '1000000' }));
      expect(off.status).toBe(403);
      expect(off.body).toMatchObject({
        code: 'feature_disabled',
        detail: { flag: 'flags.workflows.business_address_verification' },
      });
      await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
        'flags.workflows.business_address_verification': true,
      });
      const on = (await estimate(org, loopBody({ template, budget_total_minor: '1000000' }))).body
        .data;
      expect(on).toMatchObject({
        per_run_cost_minor: '407000',
        runs_covered: 2,
        reasons: [],
        governance: { allowed: true },
      });
    },
  );

  it('answers validation_failed for bad bodies and unknown workflow products', async () => {
    const org = await loopOrg();
    const { deadline: _d, ...task } = taskBody();
    for (const body of [
      loopBody({ schedule: { kind: 'weekly', weekdays: [], hour: 9 } }),
      loopBody({ schedule: { kind: 'weekly', weekdays: [2, 2], hour: 9 } }),
      loopBody({ schedule: { kind: 'weekly', weekdays: [1], hour: 24 } }),
      loopBody({ schedule: { kind: 'monthly', day: 32, hour: 9 } }),
      loopBody({ schedule: { kind: 'interval', interval_hours: 0 } }),
      loopBody({ schedule: { kind: 'adaptive', interval_hours: { min: 9, max: 3 } } }),
      loopBody({ schedule: { kind: 'hourly' } }),
      loopBody({ budget_total_minor: '10.50' }),
      loopBody({ budget_total_minor: 1000 }),
      loopBody({ per_run_cap_minor: '-1' }),
      loopBody({ timezone: 'Mars/Olympus' }),
      loopBody({ ends_at: 'tomorrow' }),
      loopBody({ template: { kind: 'task', task } }),
      loopBody({
        template: { kind: 'task', task: { ...task, reward_major: '0', deadline_after_hours: 48 } },
      }),
    ]) {
      const reply = await estimate(org, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe('validation_failed');
    }
    const partial = await estimate(
      org,
      loopBody({ template: { kind: 'workflow', workflow: { product: 'kyc_lite' } } }),
    );
    expect(partial.status).toBe(400);
    expect(partial.body.code).toBe('validation_failed');
    const unknown = await estimate(
      org,
      loopBody({
        template: {
          kind: 'workflow',
          workflow: {
            product: 'kyc_lite',
            zone_ref: 'ng.lagos.ikeja',
            inputs: {},
            deadline_after_hours: 24,
          },
        },
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail.errors).toEqual([
      { path: 'template.workflow.product', message: expect.any(String) },
    ]);
  });

  it('changes nothing: wallet and task list are the same after many estimates', async () => {
    const org = await loopOrg();
    const before = { wallet: await balance(svc, org), tasks: await taskIds(svc, org) };
    for (let i = 0; i < 3; i++) expect((await estimate(org, loopBody())).status).toBe(200);
    await estimate(org, loopBody({ per_run_cap_minor: '1' }));
    expect({ wallet: await balance(svc, org), tasks: await taskIds(svc, org) }).toEqual(before);
    expect(before.tasks).toEqual([]);
  });
});
