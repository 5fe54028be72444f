// Proves the errors raised before or instead of an operation over real HTTP — bad JSON, content
// types and bodies before the route runs, 413, 404 and per-agent 429 with Retry-After — each as
// one problem+json document carrying the X-Request-Id; the logs carry no secret.
// (401 and 400: http-errors.test.ts.)
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
import { createTask, expectLogsClean, expectProblem, taskIds } from '../support/http-steps.ts';

let svc: TestService;
let org: TestOrg;
const secrets = new Set<string>([ADMIN_TOKEN]);
const track = (o: TestOrg) => {
  secrets.add(o.key);
  return o;
};

beforeAll(async () => {
  svc = await startTestService();
  org = track(await newOrg(svc.url));
});
afterAll(async () => {
  await svc.close();
});

describe('errors raised before the route runs are problem+json too', () => {
  const raw = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(svc.url + path, init);
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: JSON.parse(text) };
  };

  it('a path parameter over the router limit, and a malformed URL escape', async () => {
    const auth = { authorization: `Bearer ${org.key}` };
    for (const path of [
      `/v1/tasks/${'a'.repeat(150)}`,
      `/v1/tasks/${'a'.repeat(250)}`,
      '/v1/tasks/%E0%A4%A',
    ]) {
      const res = await raw(path, { headers: auth });
      expectProblem(res, 400, 'validation_failed');
    }
  });

  it('headers over the server limit', async () => {
    const res = await raw('/v1/tasks', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${org.key}`,
        'idempotency-key': 'k'.repeat(20_000),
        'content-type': 'application/json',
      },
      body: JSON.stringify(taskBody()),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({
      status: 400,
      code: 'validation_failed',
      type: expect.stringMatching(/\/docs\/errors\/validation_failed$/),
      request_id: res.headers.get('x-request-id'),
    });
    // between the 255-character key limit and the server limit: a plain validation failure
    expectProblem(
      await call(svc.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: 'k'.repeat(9000),
        body: taskBody(),
      }),
      400,
      'validation_failed',
    );
  });

  it('a body that is not JSON on an operation that reads one', async () => {
    // multipart too: only operations with a file upload (create_campaign, estimate_campaign) take
    // it.
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'multipart/form-data; boundary=b',
    ]) {
      const res = await raw('/v1/tasks', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${org.key}`,
          'idempotency-key': newKey(),
          'content-type': type,
        },
        body: 'type=field_verification',
      });
      expectProblem(res, 400, 'validation_failed');
    }
  });
});

describe('413 payload_too_large', () => {
  it(
    'answers a body over BODY_LIMIT_BYTES ' + 'with payload_too_large and creates nothing',
    async () => {
      const small = await startTestService({ BODY_LIMIT_BYTES: '2048' });
      try {
        const o = track(await newOrg(small.url, '1000000'));
        const fits = await call(small.url, 'POST', '/v1/tasks', {
          key: o.key,
          idem: newKey(),
          body: taskBody({ instructions: 'x'.repeat(1000) }),
        });
        expect(fits.status).toBe(201);
        const res = await call(small.url, 'POST', '/v1/tasks', {
          key: o.key,
          idem: newKey(),
          body: taskBody({ instructions: 'Visit the shop. '.repeat(200) }),
        });
        expectProblem(res, 413, 'payload_too_large');
        expect(await taskIds(small, o)).toEqual([fits.body.data.taskId]);
        expectLogsClean(small, [...secrets, o.key]);
      } finally {
        await small.close();
      }
    },
  );
});

describe('404 not_found', () => {
  it(
    "another org's task is not found for GET, proof, cancel, approve and reject, and is " +
      'untouched',
    async () => {
      const other = track(await newOrg(svc.url));
      const id = await createTask(svc, other);
      expectProblem(
        await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key }),
        404,
        'not_found',
      );
      expectProblem(
        await call(svc.url, 'GET', `/v1/tasks/${id}/proof`, { key: org.key }),
        404,
        'not_found',
      );
      for (const move of ['cancel', 'approve', 'reject']) {
        expectProblem(
          await call(svc.url, 'POST', `/v1/tasks/${id}/${move}`, { key: org.key, idem: newKey() }),
          404,
          'not_found',
        );
      }
      const own = await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: other.key });
      expect(own.status).toBe(200);
      expect(['screening', 'live']).toContain(own.body.data.state);
    },
  );

  it('an unknown task id and unknown routes answer not_found', async () => {
    expectProblem(
      await call(svc.url, 'GET', '/v1/tasks/task_nope', { key: org.key }),
      404,
      'not_found',
    );
    expectProblem(await call(svc.url, 'GET', '/v1/nope', { key: org.key }), 404, 'not_found');
    expectProblem(await call(svc.url, 'GET', '/v2/tasks'), 404, 'not_found');
    expectProblem(await call(svc.url, 'DELETE', '/v1/tasks'), 404, 'not_found');
    // whatever body an unknown route is sent, it is still not found
    for (const type of [
      'application/json',
      'application/octet-stream',
      'text/plain',
      'multipart/form-data; boundary=b',
    ]) {
      const res = await fetch(`${svc.url}/v1/nope`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{not json',
      });
      expectProblem(
        { status: res.status, headers: res.headers, body: await res.json() },
        404,
        'not_found',
      );
    }
  });
});

describe('429 rate_limited', () => {
  it('limits each agent on its own budget and says when to retry', async () => {
    const limited = await startTestService({ RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const a = track(await newOrg(limited.url));
      const b = track(await newOrg(limited.url));
      for (let i = 0; i < 5; i++)
        expect((await call(limited.url, 'GET', '/v1/me', { key: a.key })).status).toBe(200);
      const res = await call(limited.url, 'GET', '/v1/wallet', { key: a.key });
      expectProblem(res, 429, 'rate_limited');
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
      expectProblem(
        await call(limited.url, 'POST', '/v1/tasks', {
          key: a.key,
          idem: newKey(),
          body: taskBody(),
        }),
        429,
        'rate_limited',
      );
      expect(await taskIds(limited, b)).toEqual([]); // b is still served
      expect((await call(limited.url, 'GET', '/v1/me', { key: b.key })).status).toBe(200);
      // discovery and admin routes are not counted against the agent
      expect((await call(limited.url, 'GET', '/v1/zones')).status).toBe(200);
      expect((await admin(limited.url, 'GET', '/internal/v1/ledger/verify')).status).toBe(200);
      expectLogsClean(limited, secrets);
    } finally {
      await limited.close();
    }
  });
});

describe('logs', () => {
  it('carry no API key, admin token or Authorization value', () => {
    expectLogsClean(svc, secrets);
  });
});
