// Proves the admin money operations over real HTTP: the review queue, dispute resolution,
// settlement runs, the ledger check, the signed partner deposit webhook (bad signatures refused,
// replays credited once) and the test clock.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  PARTNER_SECRET,
  admin,
  call,
  deposit,
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
  expectProblem,
} from '../support/http-steps.ts';

let svc: TestService;
let org: TestOrg;
const secrets = new Set<string>([ADMIN_TOKEN, PARTNER_SECRET]);

const getTask = async (id: string) =>
  (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;

async function verifying(): Promise<string> {
  const id = await createTask(svc, org);
  await driveTo(svc, org, id, 'BEGIN_VERIFY');
  return id;
}

async function disputed(): Promise<string> {
  const id = await verifying();
  expect(
    (await call(svc.url, 'POST', `/v1/tasks/${id}/reject`, { key: org.key, idem: newKey() })).body
      .data.state,
  ).toBe('disputed');
  return id;
}

beforeAll(async () => {
  svc = await startTestService();
  org = await newOrg(svc.url, '10000000');
  secrets.add(org.key);
});
afterAll(async () => {
  await svc.close();
});

describe('reviews', () => {
  it('lists tasks in verifying; approve releases, reject opens a dispute', async () => {
    const a = await verifying();
    const b = await verifying();
    const notYet = await createTask(svc, org);
    const list = await admin(svc.url, 'GET', '/internal/v1/reviews');
    expect(list.status).toBe(200);
    const ids = (list.body.data as Array<{ task_id: string }>).map((r) => r.task_id);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    expect(ids).not.toContain(notYet);
    expect(list.body.data.find((r: { task_id: string }) => r.task_id === a)).toEqual({
      task_id: a,
      org_id: org.orgId,
      type: 'field_verification',
      title: expect.any(String),
      since: expect.any(String),
      outcome: null,
      confidence_score: null,
    });

    const approved = await admin(svc.url, 'POST', `/internal/v1/reviews/${a}`, {
      decision: 'approve',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      id: a,
      state: 'approved',
      escrow: { state: 'released', amount_minor: '0' },
    });
    const rejected = await admin(svc.url, 'POST', `/internal/v1/reviews/${b}`, {
      decision: 'reject',
    });
    expect(rejected.body.data).toMatchObject({
      id: b,
      state: 'disputed',
      escrow: { state: 'disputed_frozen', amount_minor: '165000' },
    });
    expect((await getTask(a)).state).toBe('approved');
    expect((await getTask(b)).state).toBe('disputed');
    const after = (
      (await admin(svc.url, 'GET', '/internal/v1/reviews')).body.data as Array<{ task_id: string }>
    ).map((r) => r.task_id);
    expect(after).not.toContain(a);
    expect(after).not.toContain(b);
  });

  it('refuses a decision out of turn, an unknown task and an unknown decision', async () => {
    const live = await createTask(svc, org);
    const res = await admin(svc.url, 'POST', `/internal/v1/reviews/${live}`, {
      decision: 'approve',
    });
    expectProblem(res, 409, 'invalid_state');
    expect(res.body.detail).toMatchObject({ action: 'approve' });
    expectProblem(
      await admin(svc.url, 'POST', '/internal/v1/reviews/task_nope', { decision: 'approve' }),
      404,
      'not_found',
    );
    expectProblem(
      await admin(svc.url, 'POST', `/internal/v1/reviews/${live}`, { decision: 'maybe' }),
      400,
      'validation_failed',
    );
  });
});

describe('disputes and settlements', () => {
  it(
    'resolved for the agent: resolved_refunded ' + 'and the wallet gets the whole lock back',
    async () => {
      const id = await disputed();
      const before = BigInt(await balance(svc, org));
      const res = await admin(svc.url, 'POST', `/internal/v1/disputes/${id}/resolve`, {
        favour: 'agent',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id,
        state: 'resolved_refunded',
        escrow: { state: 'refunded', amount_minor: '0' },
      });
      expect(BigInt(await balance(svc, org))).toBe(before + 165000n);
      expectProblem(
        await admin(svc.url, 'POST', `/internal/v1/disputes/${id}/resolve`, { favour: 'agent' }),
        409,
        'invalid_state',
      );
    },
  );

  it(
    'resolved for the Operator: resolved_released, then paid by the settlement run; the wallet ' +
      'is not refunded',
    async () => {
      const id = await disputed();
      const before = await balance(svc, org);
      const res = await admin(svc.url, 'POST', `/internal/v1/disputes/${id}/resolve`, {
        favour: 'operator',
      });
      expect(res.body.data).toMatchObject({
        id,
        state: 'resolved_released',
        escrow: { state: 'released', amount_minor: '0' },
      });
      expect(await balance(svc, org)).toBe(before);
      const run = await admin(svc.url, 'POST', '/internal/v1/settlements/run');
      expect(run.body.data.task_ids).toContain(id);
      expect((await getTask(id)).state).toBe('paid');
    },
  );

  it('only a disputed task can be resolved', async () => {
    const id = await verifying();
    expectProblem(
      await admin(svc.url, 'POST', `/internal/v1/disputes/${id}/resolve`, { favour: 'agent' }),
      409,
      'invalid_state',
    );
    expectProblem(
      await admin(svc.url, 'POST', '/internal/v1/disputes/task_nope/resolve', { favour: 'agent' }),
      404,
      'not_found',
    );
    expectProblem(
      await admin(svc.url, 'POST', `/internal/v1/disputes/${id}/resolve`, { favour: 'nobody' }),
      400,
      'validation_failed',
    );
  });

  it('a settlement run moves every approved task to paid, once', async () => {
    const id = await verifying();
    expect(
      (await call(svc.url, 'POST', `/v1/tasks/${id}/approve`, { key: org.key, idem: newKey() }))
        .body.data.state,
    ).toBe('approved');
    const live = await createTask(svc, org);
    const run = await admin(svc.url, 'POST', '/internal/v1/settlements/run');
    expect(run.status).toBe(200);
    expect(run.body.data).toEqual({
      settled: run.body.data.task_ids.length,
      task_ids: expect.arrayContaining([id]),
      failed: [],
    });
    expect(run.body.data.task_ids).not.toContain(live);
    expect(await getTask(id)).toMatchObject({ state: 'paid', escrow: { state: 'released' } });
    const again = await admin(svc.url, 'POST', '/internal/v1/settlements/run');
    expect(again.body.data).toEqual({ settled: 0, task_ids: [], failed: [] });
  });

  it('the ledger verifies clean after all of it', async () => {
    const res = await admin(svc.url, 'GET', '/internal/v1/ledger/verify');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ok: true,
      entries: expect.any(Number),
      accounts: expect.any(Number),
      mismatches: [],
    });
    expect(res.body.data.entries).toBeGreaterThan(10);
    expect(res.body.data.accounts).toBeGreaterThan(3);
  });
});

describe('partner deposit webhook', () => {
  const post = (raw: string, signature?: string) =>
    call(svc.url, 'POST', '/internal/v1/partner/deposits', {
      body: raw,
      ...(signature ? { headers: { 'x-partner-signature': signature } } : {}),
    });
  const sign = (raw: string, secret = PARTNER_SECRET) =>
    `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

  it('refuses a missing, wrong or foreign signature with 401 and credits nothing', async () => {
    const o = await newOrg(svc.url, '0');
    secrets.add(o.key);
    const raw = JSON.stringify({
      deposit_id: `dep_${newKey()}`,
      org_id: o.orgId,
      amount_minor: '500000',
      currency: 'NGN',
    });
    for (const signature of [
      undefined,
      sign(raw, 'another-secret'),
      sign(`${raw} `),
      'sha256=zz',
      sign(raw).replace('sha256=', 'sha1='),
      sign(raw).slice(0, -2),
    ]) {
      const refused = await post(raw, signature);
      expectProblem(refused, 401, 'unauthorized');
      expect(refused.body.detail).toEqual({ reason: 'bad_signature' });
    }
    // the admin token is not a substitute for the signature
    expectProblem(
      await call(svc.url, 'POST', '/internal/v1/partner/deposits', { key: ADMIN_TOKEN, body: raw }),
      401,
      'unauthorized',
    );
    expect(await balance(svc, o)).toBe('0');
    const ok = await post(raw, sign(raw));
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ deposit_id: JSON.parse(raw).deposit_id, credited: true });
    expect(await balance(svc, o)).toBe('500000');
  });

  it('says so when the service was started without PARTNER_WEBHOOK_SECRET', async () => {
    const bare = await startTestService({ PARTNER_WEBHOOK_SECRET: '' });
    try {
      const raw = JSON.stringify({
        deposit_id: `dep_${newKey()}`,
        org_id: org.orgId,
        amount_minor: '500000',
        currency: 'NGN',
      });
      const refused = await call(bare.url, 'POST', '/internal/v1/partner/deposits', {
        body: raw,
        headers: { 'x-partner-signature': sign(raw) },
      });
      expectProblem(refused, 401, 'unauthorized');
      expect(refused.body.detail).toEqual({ reason: 'partner_webhook_secret_not_set' });
    } finally {
      await bare.close();
    }
  });

  it('a replayed deposit_id credits once', async () => {
    const o = await newOrg(svc.url, '0');
    secrets.add(o.key);
    const id = `dep_${newKey()}`;
    expect((await deposit(svc.url, o.orgId, '250000', id)).body.data).toEqual({
      deposit_id: id,
      credited: true,
    });
    expect((await deposit(svc.url, o.orgId, '250000', id)).body.data).toEqual({
      deposit_id: id,
      credited: false,
    });
    expect((await deposit(svc.url, o.orgId, '999999', id)).body.data.credited).toBe(false);
    expect(await balance(svc, o)).toBe('250000');
    expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);
  });

  it('refuses an unknown org, a wrong currency and a non-positive amount', async () => {
    expectProblem(await deposit(svc.url, 'org_nope', '1000'), 404, 'not_found');
    const wrongCurrency = JSON.stringify({
      deposit_id: `dep_${newKey()}`,
      org_id: org.orgId,
      amount_minor: '1000',
      currency: 'USD',
    });
    expectProblem(await post(wrongCurrency, sign(wrongCurrency)), 400, 'validation_failed');
    expectProblem(await deposit(svc.url, org.orgId, '0'), 400, 'validation_failed');
    expectProblem(await deposit(svc.url, org.orgId, '12.50'), 400, 'validation_failed');
  });
});

describe('test clock', () => {
  it(
    'without ERRAND_CLOCK=virtual: the clock reads real time and advance answers ' +
      'feature_disabled',
    async () => {
      // Real time: the service's reading falls between the test's readings around the request.
      const before = Date.now();
      const res = await admin(svc.url, 'GET', '/internal/v1/clock');
      const after = Date.now();
      expect(res.body.data.virtual).toBe(false);
      expect(Date.parse(res.body.data.now)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(res.body.data.now)).toBeLessThanOrEqual(after);
      expectProblem(
        await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 60 }),
        403,
        'feature_disabled',
      );
    },
  );

  it(
    "with ERRAND_CLOCK=virtual: GET reads it and advance moves it exactly, also past a task's " +
      'deadline',
    async () => {
      const v = await startTestService({ ERRAND_CLOCK: 'virtual' });
      try {
        const o = await newOrg(v.url);
        const start = await admin(v.url, 'GET', '/internal/v1/clock');
        expect(start.body.data).toEqual({ now: expect.any(String), virtual: true });
        const t0 = Date.parse(start.body.data.now);
        await new Promise((r) => setTimeout(r, 20));
        expect((await admin(v.url, 'GET', '/internal/v1/clock')).body.data.now).toBe(
          start.body.data.now,
        ); // stands still
        const moved = await admin(v.url, 'POST', '/internal/v1/clock/advance', { seconds: 3600 });
        expect(moved.status).toBe(200);
        expect(Date.parse(moved.body.data.now) - t0).toBe(3_600_000);

        const deadline = new Date(t0 + 3_600_000 + 2 * 3_600_000).toISOString();
        const created = await call(v.url, 'POST', '/v1/tasks', {
          key: o.key,
          idem: newKey(),
          body: taskBody({ deadline }),
        });
        expect(created.status).toBe(201);
        const past = await admin(v.url, 'POST', '/internal/v1/clock/advance', {
          seconds: 3 * 3600,
        });
        expect(Date.parse(past.body.data.now)).toBeGreaterThan(Date.parse(deadline));
        expect(
          (await call(v.url, 'GET', `/v1/tasks/${created.body.data.taskId}`, { key: o.key }))
            .status,
        ).toBe(200);
        // the service's own time now judges deadlines
        expectProblem(
          await call(v.url, 'POST', '/v1/tasks', {
            key: o.key,
            idem: newKey(),
            body: taskBody({ deadline }),
          }),
          400,
          'validation_failed',
        );
        expectProblem(
          await admin(v.url, 'POST', '/internal/v1/clock/advance', { seconds: -1 }),
          400,
          'validation_failed',
        );
        expectLogsClean(v, [...secrets, o.key]);
      } finally {
        await v.close();
      }
    },
  );
});

describe('logs', () => {
  it('carry no API key, admin token or Authorization value', () => {
    expectLogsClean(svc, secrets);
  });
});
