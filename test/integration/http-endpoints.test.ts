// Proves every public endpoint answers with the contract's success shape over real HTTP: agent, wallet, funding options, the estimate dry run, task create/list/get/proof, approve/reject/cancel moves and discovery without a key.
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
import {
  balance,
  createTask,
  driveTo,
  expectLogsClean,
  taskIds,
  waitLive,
} from '../support/http-steps.ts';

let svc: TestService;
let org: TestOrg;
const secrets = new Set<string>([ADMIN_TOKEN]);
const DIGITS = /^(0|[1-9]\d*)$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

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

  it('POST /v1/wallet/fund lists rails and the minimum top-up in cents, ignores any body and needs no Idempotency-Key', async () => {
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
    // curl -d sends form encoding by default; a malformed or non-JSON body is ignored just the same
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
  });
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

    // What create refuses for the request itself, the estimate refuses alike (a dry run, not a report).
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

describe('tasks', () => {
  it('POST /v1/tasks answers 201 {taskId, escrowLockId, state: screening, totalChargedMinor} and locks reward + fee', async () => {
    const o = await newOrg(svc.url, '1000000');
    secrets.add(o.key);
    const res = await call(svc.url, 'POST', '/v1/tasks', {
      key: o.key,
      idem: newKey(),
      body: taskBody({ type: 'storefront_photo', reward_major: '1234.56' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      data: {
        taskId: expect.any(String),
        escrowLockId: expect.any(String),
        state: 'screening',
        totalChargedMinor: '135802',
      },
    });
    expect(await balance(svc, o)).toBe(String(1000000 - 135802));
  });

  it('GET /v1/tasks/:id shows reward_minor, state, escrow {state, amount_minor} and proof; GET …/proof has has_proof false before proof', async () => {
    const body = taskBody({ reward_major: '1500.5' });
    const created = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body,
    });
    const id = created.body.data.taskId;
    await waitLive(svc, org, id);
    const res = await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key });
    expect(res.status).toBe(200);
    const task = res.body.data;
    expect(task).toMatchObject({
      id,
      type: body.type,
      title: body.title,
      instructions: body.instructions,
      reward_minor: '150050',
      currency: 'NGN',
      deadline: new Date(body.deadline).toISOString(),
      proof_requirements: ['photo', 'geofence'],
      zone_ref: 'ng.lagos.ikeja',
      state: 'live',
      escrow: { state: 'locked', amount_minor: '165055' },
      proof: { has_proof: false, outcome: null, confidence_score: null, submitted_at: null },
    });
    expect(task.created_at).toMatch(ISO);
    expect(task.escrowLockId).toBeUndefined();
    expect(task.gold).toBeUndefined();

    const proof = await call(svc.url, 'GET', `/v1/tasks/${id}/proof`, { key: org.key });
    expect(proof.status).toBe(200);
    expect(proof.body.data).toMatchObject({
      has_proof: false,
      outcome: null,
      confidence_score: null,
      submitted_at: null,
      checks: [],
    });
    expect(proof.body.data.evidence).toMatchObject({ media_sha256: [] });
  });

  it('GET /v1/tasks lists the 50 newest first, never a gold field', async () => {
    const o = await newOrg(svc.url, '10000000');
    secrets.add(o.key);
    const created: string[] = [];
    for (let i = 0; i < 52; i++) created.push(await createTask(svc, o, { title: `Task ${i}` }));
    const res = await call(svc.url, 'GET', '/v1/tasks', { key: o.key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    const list = res.body.data as Array<Record<string, unknown>>;
    expect(list).toHaveLength(50);
    expect(list.map((t) => t.id)).toEqual(created.slice(2).reverse());
    expect(list[0]).toMatchObject({
      title: 'Task 51',
      reward_minor: '150000',
      escrow: { amount_minor: '165000' },
    });
    for (const t of list) {
      expect(t).not.toHaveProperty('gold');
      // Ids left out: a random id may spell "gold" (task_…fgOLdu… did, once in a full run).
      expect(
        JSON.stringify(t, (key, value: unknown) => (key === 'id' ? undefined : value)),
      ).not.toMatch(/gold/i);
      expect(t.reward_minor).toMatch(DIGITS);
    }
    // query parameters are not read: still the same 50
    const q = await call(svc.url, 'GET', '/v1/tasks?limit=5&cursor=x', { key: o.key });
    expect(q.body.data).toHaveLength(50);
    // another org sees none of them
    expect(
      (await call(svc.url, 'GET', '/v1/tasks', { key: org.key })).body.data.map(
        (t: { id: string }) => t.id,
      ),
    ).not.toContain(created[51]);
  });
});

describe('task moves', () => {
  it('approve from verifying releases the escrow; the wallet stays debited', async () => {
    const id = await createTask(svc, org);
    await driveTo(svc, org, id, 'BEGIN_VERIFY');
    const before = await balance(svc, org);
    const res = await call(svc.url, 'POST', `/v1/tasks/${id}/approve`, {
      key: org.key,
      idem: newKey(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      state: 'approved',
      escrow: { state: 'released', amount_minor: '0' },
      reward_minor: '150000',
    });
    expect(
      (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data,
    ).toMatchObject({ state: 'approved', escrow: { state: 'released' } });
    expect(await balance(svc, org)).toBe(before);
  });

  it('approve is also valid straight from proof_submitted', async () => {
    const id = await createTask(svc, org);
    await driveTo(svc, org, id, 'SUBMIT_PROOF');
    const res = await call(svc.url, 'POST', `/v1/tasks/${id}/approve`, {
      key: org.key,
      idem: newKey(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('approved');
  });

  it('reject from verifying opens a dispute with the escrow frozen, reading the reason', async () => {
    const id = await createTask(svc, org);
    await driveTo(svc, org, id, 'BEGIN_VERIFY');
    const before = await balance(svc, org);
    const res = await call(svc.url, 'POST', `/v1/tasks/${id}/reject`, {
      key: org.key,
      idem: newKey(),
      body: { reason: 'photo shows the wrong shop' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      state: 'disputed',
      escrow: { state: 'disputed_frozen', amount_minor: '165000' },
    });
    expect(
      (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data,
    ).toMatchObject({
      state: 'disputed',
      escrow: { state: 'disputed_frozen', amount_minor: '165000' },
    });
    expect(await balance(svc, org)).toBe(before);
  });

  it('cancel before acceptance refunds the whole lock', async () => {
    for (const until of ['SCREEN_PASSED', 'MATCH'] as const) {
      const before = await balance(svc, org);
      const id = await createTask(svc, org);
      await driveTo(svc, org, id, until);
      const res = await call(svc.url, 'POST', `/v1/tasks/${id}/cancel`, {
        key: org.key,
        idem: newKey(),
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id,
        state: 'cancelled',
        escrow: { state: 'refunded', amount_minor: '0' },
      });
      expect(await balance(svc, org)).toBe(before);
    }
  });

  it('cancel after acceptance routes through a dispute and refunds nothing', async () => {
    for (const until of ['ACCEPT', 'START'] as const) {
      const id = await createTask(svc, org);
      await driveTo(svc, org, id, until);
      const before = await balance(svc, org);
      const res = await call(svc.url, 'POST', `/v1/tasks/${id}/cancel`, {
        key: org.key,
        idem: newKey(),
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id,
        state: 'disputed',
        escrow: { state: 'disputed_frozen', amount_minor: '165000' },
      });
      expect(await balance(svc, org)).toBe(before);
    }
  });

  it('a replayed move answers the stored response', async () => {
    const id = await createTask(svc, org);
    const idem = newKey();
    const first = await call(svc.url, 'POST', `/v1/tasks/${id}/cancel`, { key: org.key, idem });
    const second = await call(svc.url, 'POST', `/v1/tasks/${id}/cancel`, { key: org.key, idem });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });
});

describe('discovery, without a key', () => {
  it('GET /v1/content lists task types as Live, Pilot or Gated with display flags', async () => {
    const res = await call(svc.url, 'GET', '/v1/content');
    expect(res.status).toBe(200);
    const types = res.body.data as Array<{
      type: string;
      title: string;
      availability: string;
      display: Record<string, unknown>;
    }>;
    expect(types.map((t) => t.type)).toContain('field_verification');
    expect(new Set(types.map((t) => t.availability))).toEqual(new Set(['Live', 'Pilot', 'Gated']));
    for (const t of types) {
      expect(t.title.length).toBeGreaterThan(0);
      expect(t.display).toMatchObject({
        needs_visit: expect.any(Boolean),
        requires_enablement: t.availability === 'Gated',
      });
    }
  });

  it('GET /v1/pricing gives every price with its config key, pricing.fee_bps included', async () => {
    const res = await call(svc.url, 'GET', '/v1/pricing');
    expect(res.status).toBe(200);
    const prices = res.body.data as Array<{ key: string; value: string }>;
    expect(prices).toContainEqual({ key: 'pricing.fee_bps', value: '1000' });
    for (const p of prices) {
      expect(p.key).toMatch(/^pricing\.[a-z0-9_.]+[A-Z]*$/);
      expect(p.value).toMatch(DIGITS);
    }
    const content = (await call(svc.url, 'GET', '/v1/content')).body.data as Array<{
      type: string;
    }>;
    for (const t of content)
      expect(prices.map((p) => p.key)).toContain(`pricing.min_reward.${t.type}.NGN`);
  });

  it('GET /v1/zones lists 37 States and 774 LGAs; launch zones in Lagos and the FCT are live, the rest coming-soon', async () => {
    const res = await call(svc.url, 'GET', '/v1/zones');
    expect(res.status).toBe(200);
    const zones = res.body.data as Array<{
      zone_ref: string;
      kind: string;
      status: string;
      state_ref: string;
      name: string;
    }>;
    expect(zones).toHaveLength(811);
    expect(zones.filter((z) => z.kind === 'state')).toHaveLength(37);
    expect(zones.filter((z) => z.kind === 'lga')).toHaveLength(774);
    expect(new Set(zones.map((z) => z.zone_ref)).size).toBe(811);
    const live = zones
      .filter((z) => z.status === 'live')
      .map((z) => z.zone_ref)
      .sort();
    expect(live).toEqual(
      [
        'ng.fct',
        'ng.fct.abuja-municipal-area-council',
        'ng.lagos',
        'ng.lagos.eti-osa',
        'ng.lagos.ikeja',
        'ng.lagos.lagos-island',
        'ng.lagos.lagos-mainland',
        'ng.lagos.surulere',
      ].sort(),
    );
    expect(zones.filter((z) => z.status !== 'live').every((z) => z.status === 'coming-soon')).toBe(
      true,
    );
    expect(zones.find((z) => z.zone_ref === 'ng.kano')).toMatchObject({
      kind: 'state',
      status: 'coming-soon',
    });
  });

  it('discovery routes take no key and ignore a bad one', async () => {
    for (const path of ['/v1/content', '/v1/pricing', '/v1/zones']) {
      expect((await call(svc.url, 'GET', path)).status).toBe(200);
      expect(
        (await call(svc.url, 'GET', path, { headers: { authorization: 'Bearer junk' } })).status,
      ).toBe(200);
    }
  });
});

describe('logs', () => {
  it('carry no API key, admin token or Authorization value', () => {
    expectLogsClean(svc, secrets);
  });
});
