// Proves the task endpoints answer with the contract's success shape over real HTTP: task
// create/list/get/proof, approve/reject/cancel moves and discovery without a key; the logs carry
// no secret. (Agent, wallet and estimate: http-endpoints.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { balance, createTask, driveTo, expectLogsClean, waitLive } from '../support/http-steps.ts';

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

describe('tasks', () => {
  it(
    'POST /v1/tasks answers 201 {taskId, escrowLockId, state: screening, totalChargedMinor} ' +
      'and locks reward + fee',
    async () => {
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
    },
  );

  it(
    'GET /v1/tasks/:id shows reward_minor, state, escrow {state, amount_minor} and proof; GET ' +
      '…/proof has has_proof false before proof',
    async () => {
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
    },
  );

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

  it(
    'reject from verifying opens a dispute ' + 'with the escrow frozen, reading the reason',
    async () => {
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
    },
  );

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

  it(
    'GET /v1/pricing gives every price with ' + 'its config key, pricing.fee_bps included',
    async () => {
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
    },
  );

  it(
    'GET /v1/zones lists 37 States and 774 LGAs; launch zones in Lagos and the FCT are live, ' +
      'the rest coming-soon',
    async () => {
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
      expect(
        zones.filter((z) => z.status !== 'live').every((z) => z.status === 'coming-soon'),
      ).toBe(true);
      expect(zones.find((z) => z.zone_ref === 'ng.kano')).toMatchObject({
        kind: 'state',
        status: 'coming-soon',
      });
    },
  );

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
