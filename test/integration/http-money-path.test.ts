// Proves the newcomer's first five minutes over real HTTP: an org is registered, funded by the
// partner webhook, creates a task with an escrow lock, cancels it, sees the refund and a clean
// ledger — and that a replayed Idempotency-Key returns the same task.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestService,
} from '../support/http.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.close();
});

describe('the money path over HTTP', () => {
  it('creates, cancels and refunds with a balanced ledger', async () => {
    const org = await newOrg(svc.url, '1000000');
    const idem = newKey();
    const created = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem,
      body: taskBody(),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-request-id')).toMatch(/^req_/);
    expect(created.body.data).toEqual({
      taskId: expect.any(String),
      escrowLockId: expect.any(String),
      state: 'screening',
      totalChargedMinor: '165000',
    });
    expect((await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data).toEqual({
      balance_minor: '835000',
      currency: 'NGN',
    });
    const id = created.body.data.taskId;
    const cancelled = await call(svc.url, 'POST', `/v1/tasks/${id}/cancel`, {
      key: org.key,
      idem: newKey(),
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      id,
      state: 'cancelled',
      escrow: { state: 'refunded', amount_minor: '0' },
    });
    expect(
      (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data.balance_minor,
    ).toBe('1000000');
    const verify = await admin(svc.url, 'GET', '/internal/v1/ledger/verify');
    expect(verify.body.data).toMatchObject({ ok: true, mismatches: [] });
  });

  it('replays the same response for the same key and body', async () => {
    const org = await newOrg(svc.url);
    const idem = newKey();
    const body = taskBody();
    const first = await call(svc.url, 'POST', '/v1/tasks', { key: org.key, idem, body });
    const second = await call(svc.url, 'POST', '/v1/tasks', { key: org.key, idem, body });
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    const conflict = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem,
      body: { ...body, title: 'Something else' },
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({
      code: 'idempotency_conflict',
      status: 409,
      type: expect.stringMatching(/\/docs\/errors\/idempotency_conflict$/),
    });
    expect(conflict.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });
});
