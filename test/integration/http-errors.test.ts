// Proves the request-level errors over real HTTP — 401 for every bad key (revoked and rotated
// included), 400 for missing or bad Idempotency-Keys and invalid bodies — each as one
// problem+json document carrying the X-Request-Id. (413, 404, 429 and errors raised before the
// route runs: http-errors-early.test.ts.)
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
import {
  balance,
  createTask,
  expectLogsClean,
  expectProblem,
  taskIds,
} from '../support/http-steps.ts';

let svc: TestService;
let org: TestOrg;
const secrets = new Set<string>([ADMIN_TOKEN]);
const track = (o: TestOrg) => {
  secrets.add(o.key);
  return o;
};

const PUBLIC = OPERATIONS.filter((op) => op.surface === 'public');
const pathOf = (path: string) => path.replace(/:[a-z_]+/g, 'task_doesnotexist');

beforeAll(async () => {
  svc = await startTestService();
  org = track(await newOrg(svc.url));
});
afterAll(async () => {
  await svc.close();
});

describe('401 unauthorized', () => {
  const BAD: Array<[string, Record<string, string>]> = [
    ['missing', {}],
    ['"Bearer" alone', { authorization: 'Bearer' }],
    ['"Bearer " with nothing after', { authorization: 'Bearer ' }],
    ['Basic scheme', { authorization: 'Basic x' }],
    ['not our key shape', { authorization: 'Bearer sk_live_abc' }],
    ['unknown key of the right shape', { authorization: `Bearer errand_live_${'A'.repeat(32)}` }],
    ['two tokens', { authorization: `Bearer errand_live_${'A'.repeat(32)} extra` }],
  ];

  it.each(BAD)('%s → 401 on every public operation', async (_name, headers) => {
    for (const op of PUBLIC) {
      const res = await call(svc.url, op.method, pathOf(op.path), {
        headers,
        ...(op.method === 'POST' ? { idem: newKey(), body: {} } : {}),
      });
      expectProblem(res, 401, 'unauthorized');
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.body.detail).toBeUndefined();
    }
  });

  it('a revoked key answers 401 at once', async () => {
    const o = track(await newOrg(svc.url));
    expect((await call(svc.url, 'GET', '/v1/me', { key: o.key })).status).toBe(200);
    expect((await admin(svc.url, 'DELETE', `/internal/v1/agents/${o.agentId}/keys`)).status).toBe(
      200,
    );
    expectProblem(await call(svc.url, 'GET', '/v1/me', { key: o.key }), 401, 'unauthorized');
    expectProblem(
      await call(svc.url, 'POST', '/v1/tasks', { key: o.key, idem: newKey(), body: taskBody() }),
      401,
      'unauthorized',
    );
  });

  it('after rotation the old key answers 401 and the new key works', async () => {
    const o = track(await newOrg(svc.url));
    const rotated = await admin(svc.url, 'POST', `/internal/v1/agents/${o.agentId}/keys`);
    expect(rotated.status).toBe(201);
    const fresh = rotated.body.data.api_key as string;
    secrets.add(fresh);
    expect(fresh).not.toBe(o.key);
    expectProblem(await call(svc.url, 'GET', '/v1/me', { key: o.key }), 401, 'unauthorized');
    const me = await call(svc.url, 'GET', '/v1/me', { key: fresh });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ agent_id: o.agentId, org_id: o.orgId });
  });
});

describe('400 idempotency_key_missing and a bad Idempotency-Key', () => {
  const MUTATING = PUBLIC.filter((op) => op.idempotency === 'required');

  it('covers create, approve, reject and cancel', () => {
    expect(MUTATING.map((op) => op.id).sort()).toEqual([
      'activate_loop',
      'approve_loop_run',
      'approve_task',
      'cancel_campaign',
      'cancel_loop',
      'cancel_task',
      'create_campaign',
      'create_loop',
      'create_task',
      'create_webhook_endpoint',
      'create_workflow',
      'decline_loop_run',
      'pause_campaign',
      'pause_loop',
      'reject_task',
      'resume_campaign',
      'resume_loop',
    ]);
  });

  it(
    'every mutating POST without the header answers 400 idempotency_key_missing and changes ' +
      'nothing',
    async () => {
      const id = await createTask(svc, org);
      const before = await balance(svc, org);
      for (const op of MUTATING) {
        const res = await call(svc.url, 'POST', op.path.replace(':id', id), {
          key: org.key,
          body: op.id === 'create_task' ? taskBody() : {},
        });
        expectProblem(res, 400, 'idempotency_key_missing');
      }
      expect(await balance(svc, org)).toBe(before);
      expect(
        (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data.state,
      ).not.toBe('cancelled');
    },
  );

  it('a 256-character key answers validation_failed; 255 characters is accepted', async () => {
    const tooLong = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: 'k'.repeat(256),
      body: taskBody(),
    });
    expectProblem(tooLong, 400, 'validation_failed');
    expect(tooLong.body.detail.errors).toEqual([
      { path: 'Idempotency-Key', message: expect.any(String) },
    ]);
    const longest = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: `${newKey()}-`.padEnd(255, 'x'),
      body: taskBody(),
    });
    expect(longest.status).toBe(201);
  });
});

describe('400 validation_failed', () => {
  const create = (body: unknown, extra: Record<string, string> = {}) =>
    call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: extra,
    });

  async function expectInvalid(body: unknown, paths: string[]) {
    const res = await create(body);
    expectProblem(res, 400, 'validation_failed');
    const errors = res.body.detail.errors as Array<{ path: string; message: string }>;
    for (const e of errors)
      expect(e).toEqual({ path: expect.any(String), message: expect.any(String) });
    expect(errors.map((e) => e.path).sort()).toEqual(paths.sort());
    return res;
  }

  it(
    'rejects reward_major that is not a decimal with at most two fraction digits, or not ' +
      'positive',
    async () => {
      for (const reward_major of ['1.234', '1,500.00', '-5', '1e3', '', ' 1500', '01500'])
        await expectInvalid(taskBody({ reward_major }), ['reward_major']);
      await expectInvalid(taskBody({ reward_major: 1500 }), ['reward_major']);
      await expectInvalid(taskBody({ reward_major: '0.00' }), ['reward_major']);
      // below the type's minimum
      await expectInvalid(taskBody({ reward_major: '10.00' }), ['reward_major']);
    },
  );

  it('rejects a deadline that is not ISO 8601, is past or is too far ahead', async () => {
    await expectInvalid(taskBody({ deadline: 'tomorrow' }), ['deadline']);
    await expectInvalid(taskBody({ deadline: '2026-13-45T00:00:00Z' }), ['deadline']);
    await expectInvalid(taskBody({ deadline: new Date(Date.now() - 60_000).toISOString() }), [
      'deadline',
    ]);
    await expectInvalid(
      taskBody({ deadline: new Date(Date.now() + 400 * 86_400_000).toISOString() }),
      ['deadline'],
    );
  });

  it('names every missing required field, as required', async () => {
    const none = await expectInvalid({}, [
      'type',
      'title',
      'instructions',
      'reward_major',
      'deadline',
      'zone_ref',
    ]);
    expect(new Set(none.body.detail.errors.map((e: { message: string }) => e.message))).toEqual(
      new Set(['required']),
    );
    const { title: _t, instructions: _i, ...rest } = taskBody();
    await expectInvalid(rest, ['title', 'instructions']);
    // present with the wrong type: the type is what is said
    const wrong = await expectInvalid(taskBody({ reward_major: 1500 }), ['reward_major']);
    expect(wrong.body.detail.errors[0].message).not.toBe('required');
  });

  it('rejects a body that is not a JSON object, or not JSON at all', async () => {
    for (const body of ['[1,2,3]', '"a string"', '42', 'true']) {
      const res = await create(body);
      expectProblem(res, 400, 'validation_failed');
      expect(res.body.detail.errors[0]).toEqual({ path: '', message: expect.any(String) });
    }
    for (const body of ['{"type": ', 'not json', "{'single': 'quotes'}"]) {
      const res = await create(body);
      expectProblem(res, 400, 'validation_failed');
      expect(res.body.detail.errors).toEqual([{ path: '', message: 'body is not valid JSON' }]);
    }
  });

  it('changes nothing on a validation failure', async () => {
    const o = track(await newOrg(svc.url, '1000000'));
    await call(svc.url, 'POST', '/v1/tasks', {
      key: o.key,
      idem: newKey(),
      body: taskBody({ reward_major: '1.234' }),
    });
    expect(await balance(svc, o)).toBe('1000000');
    expect(await taskIds(svc, o)).toEqual([]);
  });

  it('ignores unknown request fields', async () => {
    const res = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body: { ...taskBody(), gold: true, priority: 'urgent', nested: { a: 1 } },
    });
    expect(res.status).toBe(201);
    const task = await call(svc.url, 'GET', `/v1/tasks/${res.body.data.taskId}`, { key: org.key });
    expect(task.body.data).not.toHaveProperty('priority');
    expect(task.body.data).not.toHaveProperty('gold');
    const est = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: org.key,
      body: {
        type: 'field_verification',
        reward_major: '1500',
        zone_ref: 'ng.lagos.ikeja',
        extra: 1,
      },
    });
    expect(est.status).toBe(200);
  });

  it('estimate_task requires type, reward_major and zone_ref', async () => {
    const res = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: org.key,
      body: { reward_major: '1.234' },
    });
    expectProblem(res, 400, 'validation_failed');
    expect(res.body.detail.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'reward_major',
      'type',
      'zone_ref',
    ]);
  });
});

describe('logs', () => {
  it('carry no API key, admin token or Authorization value', () => {
    expectLogsClean(svc, secrets);
  });
});
