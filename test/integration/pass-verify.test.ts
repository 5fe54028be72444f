// Proves POST /v1/pass/verify without a key: an active Pass answers authorized with the public
// projection, sender and scope and counts scans; expired, revoked, spent and unknown Passes answer
// only {status, reason}, indistinguishable but for the reason; guessing is rate-limited per client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  deposit,
  startTestService,
  type Reply,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { expectProblem } from '../support/http-steps.ts';
import {
  accept,
  advance,
  postTask,
  registerOperator,
  waitMatched,
  worker,
  type TestOperator,
} from '../support/operators.ts';

const ORG_NAME = 'Kestrel Logistics Ltd';
const TITLE = 'Confirm the warehouse gate at Oba Akran';

/** An org with a name of its own (the name is what a Pass says sent the Operator). */
async function namedOrg(svc: TestService, name: string): Promise<TestOrg> {
  const created = await admin(svc.url, 'POST', '/internal/v1/orgs', { name, mode: 'live' });
  const { org_id: orgId, agent_id: agentId, api_key: key } = created.body.data;
  await admin(svc.url, 'PUT', `/internal/v1/agents/${agentId}/delegation`, {
    can_post_tasks: true,
    can_approve_release: true,
    can_open_disputes: true,
  });
  await deposit(svc.url, orgId, '10000000');
  return { orgId, agentId, key };
}

/** A fresh Operator with a visit task it has accepted: returns the Pass. */
async function accepted(
  svc: TestService,
  org: TestOrg,
  overrides: Record<string, unknown> = {},
): Promise<{
  op: TestOperator;
  taskId: string;
  token: string;
  expiresAt: string;
  acceptedAt: number;
}> {
  const op = await registerOperator(svc, { first_name: 'Chidinma', last_name: 'Eze-Nwosu' });
  const taskId = await postTask(svc, org, { title: TITLE, ...overrides });
  expect(await waitMatched(svc, org, taskId)).toBe(op.id);
  const acceptedAt = svc.services.clock.now();
  const view = await accept(svc, op, taskId);
  return { op, taskId, token: view.pass.token, expiresAt: view.pass.expires_at, acceptedAt };
}

const verify = (
  svc: TestService,
  token: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> => call(svc.url, 'POST', '/v1/pass/verify', { body: { token }, headers });
const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomChar = () => TOKEN_ALPHABET[Math.floor(Math.random() * 62)];
const randomToken = () => `pass_${Array.from({ length: 32 }, randomChar).join('')}`;

describe('verification', () => {
  let svc: TestService;
  let org: TestOrg;

  beforeAll(async () => {
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
    org = await namedOrg(svc, ORG_NAME);
  });
  afterAll(async () => {
    await svc.close();
  });

  const refused = async (token: string, reason: string) => {
    const res = await verify(svc, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: 'not_authorized', reason } });
    return res;
  };
  const agentPass = async (taskId: string) =>
    (await call(svc.url, 'GET', `/v1/tasks/${taskId}`, { key: org.key })).body.data.pass;

  it(
    'an active Pass → authorized with the Operator projection, sender, scope and times, and no ' +
      'key needed',
    async () => {
      const { op, taskId, token, expiresAt, acceptedAt } = await accepted(svc, org);
      const res = await verify(svc, token);
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect(Object.keys(data).sort()).toEqual([
        'credential_ref',
        'expires_at',
        'issued_at',
        'operator',
        'scan_count',
        'scope',
        'sent_by',
        'status',
      ]);
      expect(data).toEqual({
        status: 'authorized',
        credential_ref: expect.stringMatching(/^cred_/),
        operator: {
          first_name: 'Chidinma',
          last_initial: 'E',
          tier: 'verified',
          photo_url: data.operator.photo_url,
        },
        sent_by: ORG_NAME,
        scope: {
          action_class: 'field_verification',
          task_title: TITLE,
          zone_ref: 'ng.lagos.ikeja',
        },
        issued_at: new Date(acceptedAt).toISOString(),
        expires_at: expiresAt,
        scan_count: 1,
      });
      expect(data.operator.photo_url === null || typeof data.operator.photo_url === 'string').toBe(
        true,
      );
      const text = JSON.stringify(res.body);
      for (const secret of [
        op.body.last_name,
        op.body.phone,
        op.id,
        op.token,
        String(op.body.location.lat),
        String(op.body.location.lng),
        taskId,
        org.orgId,
        token,
      ]) {
        expect(text).not.toContain(secret);
      }
      // An agent key is not needed and changes nothing.
      const withKey = await verify(svc, token, { authorization: `Bearer ${org.key}` });
      expect(withKey.body.data.scan_count).toBe(2);
    },
  );

  it(
    'scan_count goes up by one on each scan, ' + 'also for scans at once, and the agent sees it',
    async () => {
      const { op, taskId, token } = await accepted(svc, org);
      expect((await verify(svc, token)).body.data.scan_count).toBe(1);
      expect((await verify(svc, token)).body.data.scan_count).toBe(2);
      const burst = await Promise.all(Array.from({ length: 5 }, () => verify(svc, token)));
      expect(burst.map((r) => r.body.data.scan_count).sort()).toEqual([3, 4, 5, 6, 7]);
      expect(await agentPass(taskId)).toMatchObject({ status: 'active', scan_count: 7 });
      // Starting the visit keeps the Pass good.
      expect(
        (await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`)).body.data.state,
      ).toBe('in_progress');
      expect((await verify(svc, token)).body.data).toMatchObject({
        status: 'authorized',
        scan_count: 8,
      });
    },
  );

  it(
    'unknown: a random token or a malformed ' + 'one; a missing or oversized token is a 400',
    async () => {
      await refused(randomToken(), 'unknown');
      await refused('hello', 'unknown');
      await refused(`errand_op_${'a'.repeat(32)}`, 'unknown');
      expectProblem(await verify(svc, ''), 400, 'validation_failed');
      expectProblem(await verify(svc, 'p'.repeat(201)), 400, 'validation_failed');
      expectProblem(
        await call(svc.url, 'POST', '/v1/pass/verify', { body: {} }),
        400,
        'validation_failed',
      );
    },
  );

  it('revoked: the agent cancels after acceptance (the task goes to disputed)', async () => {
    const { taskId, token } = await accepted(svc, org);
    const cancel = await call(svc.url, 'POST', `/v1/tasks/${taskId}/cancel`, {
      key: org.key,
      idem: `c-${taskId}`,
    });
    expect(cancel.body.data.state).toBe('disputed');
    await refused(token, 'revoked');
    expect(await agentPass(taskId)).toMatchObject({ status: 'revoked', scan_count: 0 });
    // Resolving the dispute does not bring it back.
    expect(
      (await admin(svc.url, 'POST', `/internal/v1/disputes/${taskId}/resolve`, { favour: 'agent' }))
        .status,
    ).toBe(200);
    await refused(token, 'revoked');
  });

  it('spent: once the proof is submitted', async () => {
    const { op, taskId, token } = await accepted(svc, org);
    expect((await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`)).status).toBe(200);
    expect((await verify(svc, token)).body.data).toMatchObject({
      status: 'authorized',
      scan_count: 1,
    });
    await svc.engine.execute({ type: 'StepTask', orgId: org.orgId, taskId, step: 'SUBMIT_PROOF' });
    await refused(token, 'spent');
    expect(await agentPass(taskId)).toMatchObject({ status: 'spent', scan_count: 1 });
  });

  it('unknown and revoked answers differ only in the reason', async () => {
    const { taskId, token } = await accepted(svc, org);
    await call(svc.url, 'POST', `/v1/tasks/${taskId}/cancel`, {
      key: org.key,
      idem: `c-${taskId}`,
    });
    const revoked = await refused(token, 'revoked');
    const unknown = await refused(randomToken(), 'unknown');
    expect({ ...unknown.body.data, reason: 'x' }).toEqual({ ...revoked.body.data, reason: 'x' });
    expect(unknown.status).toBe(revoked.status);
    const names = (r: Reply) => [...r.headers.keys()].sort();
    expect(names(unknown)).toEqual(names(revoked));
    for (const h of ['content-type', 'content-length', 'cache-control'])
      expect(unknown.headers.get(h), h).toBe(revoked.headers.get(h));
  });

  // Last: moves the shared clock a day ahead.
  it('expired: past expires_at on the service clock; the task itself is not expired', async () => {
    const { taskId, token, expiresAt } = await accepted(svc, org);
    expect((await verify(svc, token)).body.data.status).toBe('authorized');
    const wait = Math.ceil((Date.parse(expiresAt) - svc.services.clock.now()) / 1000);
    await advance(svc, wait - 60);
    expect((await verify(svc, token)).body.data).toMatchObject({
      status: 'authorized',
      scan_count: 2,
    });
    await advance(svc, 61);
    await refused(token, 'expired');
    expect(await agentPass(taskId)).toEqual({
      status: 'expired',
      expires_at: expiresAt,
      scan_count: 2,
    });
    expect(
      (await call(svc.url, 'GET', `/v1/tasks/${taskId}`, { key: org.key })).body.data.state,
    ).toBe('accepted');
  });
});

describe('rate limit', () => {
  it(
    'guessing from one client is cut off with 429 and Retry-After; a valid token gets no ' +
      'exemption',
    async () => {
      const LIMIT = 5;
      const svc = await startTestService({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
      try {
        const org = await namedOrg(svc, ORG_NAME);
        // one agent call (create) against the agent's own budget
        const { token } = await accepted(svc, org);
        expect((await verify(svc, token)).body.data.status).toBe('authorized');
        for (let i = 1; i < LIMIT; i++)
          expect((await verify(svc, randomToken())).body.data).toEqual({
            status: 'not_authorized',
            reason: 'unknown',
          });
        const limited = await verify(svc, randomToken());
        expectProblem(limited, 429, 'rate_limited');
        const retryAfter = Number(limited.headers.get('retry-after'));
        expect(
          Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 60,
          String(limited.headers.get('retry-after')),
        ).toBe(true);
        expectProblem(await verify(svc, token), 429, 'rate_limited');
        // The agent's budget is its own: its calls still go through.
        expect((await call(svc.url, 'GET', '/v1/me', { key: org.key })).status).toBe(200);
      } finally {
        await svc.close();
      }
    },
  );
});
