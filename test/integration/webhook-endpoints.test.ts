// Proves the webhook endpoints' CRUD over HTTP (the secret shown once, never listed, events
// validated, delete) and the loopback rule: a live org may not register a local URL unless
// ERRAND_ALLOW_LOCAL_WEBHOOKS=1, a test-mode org may. Delivery is webhooks.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newKey, newOrg, startTestService, type TestService } from '../support/http.ts';
import { endpoint } from '../support/webhooks.ts';

const services: TestService[] = [];
let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_ALLOW_LOCAL_WEBHOOKS: '1' });
});
afterAll(async () => {
  await Promise.all([svc, ...services].map((s) => s.close()));
});

describe('webhook endpoints', () => {
  it('returns the secret once, lists without it, deletes', async () => {
    const org = await newOrg(svc.url);
    const created = await endpoint(svc, org, 'https://hooks.example.com/errand', ['task.*']);
    expect(created).toMatchObject({
      id: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]+$/),
      disabled: false,
    });
    const list = await call(svc.url, 'GET', '/v1/webhook_endpoints', { key: org.key });
    expect(list.body.data).toEqual([
      {
        id: created.id,
        url: 'https://hooks.example.com/errand',
        events: ['task.*'],
        created_at: expect.any(String),
        disabled: false,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const bad = await call(svc.url, 'POST', '/v1/webhook_endpoints', {
      key: org.key,
      idem: newKey(),
      body: { url: 'https://x.example.com', events: ['Task Created'] },
    });
    expect(bad.status).toBe(400);
    const deleted = await call(svc.url, 'DELETE', `/v1/webhook_endpoints/${created.id}`, {
      key: org.key,
    });
    expect(deleted.body.data).toEqual({ id: created.id, deleted: true });
    expect(
      (await call(svc.url, 'GET', '/v1/webhook_endpoints', { key: org.key })).body.data,
    ).toEqual([]);
  });

  it(
    'refuses loopback URLs for a live org unless ' + 'ERRAND_ALLOW_LOCAL_WEBHOOKS=1; test mode may',
    async () => {
      const strict = await startTestService();
      services.push(strict);
      const live = await newOrg(strict.url);
      const refused = await call(strict.url, 'POST', '/v1/webhook_endpoints', {
        key: live.key,
        idem: newKey(),
        body: { url: 'http://127.0.0.1:9/hooks', events: ['*'] },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('validation_failed');
      const test = await newOrg(strict.url, '10000000', 'test');
      await endpoint(strict, test, 'http://127.0.0.1:9/hooks', ['*']);
    },
  );
});
