// Proves the Operator app (/worker/v1): Operator-token auth, each Operator sees and acts only on
// its own offers, accept issues a Pass only for visit tasks, accept/start follow the state machine,
// and the agent sees the Pass's status but never its token.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  call,
  newOrg,
  startTestService,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { expectProblem } from '../support/http-steps.ts';
import {
  accept,
  postTask,
  registerOperator,
  waitMatched,
  worker,
  type TestOperator,
} from '../support/operators.ts';

let svc: TestService;
let org: TestOrg;
const DAY_MS = 24 * 3_600_000;
const PHONE_TASK = {
  type: 'phone_call',
  title: 'Confirm opening hours by phone',
  instructions:
    'Ring the pharmacy on Allen Avenue and ask whether it opens on Sundays; report the answer.',
  reward_major: '600.00',
  proof_requirements: [],
};

beforeEach(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url);
});
afterEach(async () => {
  await svc.close();
});

/** An Operator with a task offered to it. */
async function offered(
  overrides: Record<string, unknown> = {},
  skills = ['field_verification'],
): Promise<{ op: TestOperator; taskId: string }> {
  const op = await registerOperator(svc, { skills });
  const taskId = await postTask(svc, org, overrides);
  expect(await waitMatched(svc, org, taskId)).toBe(op.id);
  return { op, taskId };
}

const agentTask = async (id: string) =>
  (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;

describe('authentication', () => {
  it('no token, a malformed or unknown token, an agent key or the admin token → 401', async () => {
    const { op } = await offered();
    expectProblem(await call(svc.url, 'GET', '/worker/v1/offers'), 401, 'unauthorized');
    for (const bad of [
      'nope',
      `errand_op_${'x'.repeat(32)}`,
      `${op.token}x`,
      op.token.slice(0, -1),
      org.key,
      ADMIN_TOKEN,
    ]) {
      expectProblem(await worker(svc, bad, 'GET', '/worker/v1/offers'), 401, 'unauthorized');
    }
    expectProblem(
      await call(svc.url, 'GET', '/worker/v1/offers', { headers: { authorization: op.token } }),
      401,
      'unauthorized',
    );
    expect((await worker(svc, op, 'GET', '/worker/v1/offers')).status).toBe(200);
  });

  it('every Operator-app route needs the token', async () => {
    const { taskId } = await offered();
    for (const [method, path] of [
      ['POST', `/worker/v1/offers/${taskId}/accept`],
      ['GET', `/worker/v1/tasks/${taskId}`],
      ['POST', `/worker/v1/tasks/${taskId}/start`],
    ] as const) {
      expectProblem(await call(svc.url, method, path), 401, 'unauthorized');
      expectProblem(await call(svc.url, method, path, { key: org.key }), 401, 'unauthorized');
    }
    expect((await agentTask(taskId)).state).toBe('matched');
  });
});

describe('offers', () => {
  it(
    'an Operator sees only its own offers and ' + "cannot read, accept or start another's task",
    async () => {
      const a = await offered();
      const b = await offered();
      const offersA = (await worker(svc, a.op, 'GET', '/worker/v1/offers')).body.data;
      const offersB = (await worker(svc, b.op, 'GET', '/worker/v1/offers')).body.data;
      expect(offersA.map((t: { task_id: string }) => t.task_id)).toEqual([a.taskId]);
      expect(offersB.map((t: { task_id: string }) => t.task_id)).toEqual([b.taskId]);
      expect(Object.keys(offersA[0]).sort()).toEqual([
        'currency',
        'deadline',
        'instructions',
        'offer_expires_at',
        'pass',
        'proof_requirements',
        // The requester's record on its proofs (rejection rate, sample size): never its name.
        'requester',
        'reward_minor',
        'state',
        'task_id',
        'title',
        'type',
        'zone_ref',
      ]);
      expectProblem(
        await worker(svc, a.op, 'GET', `/worker/v1/tasks/${b.taskId}`),
        404,
        'not_found',
      );
      expectProblem(
        await worker(svc, a.op, 'POST', `/worker/v1/offers/${b.taskId}/accept`),
        404,
        'not_found',
      );
      expectProblem(
        await worker(svc, a.op, 'POST', `/worker/v1/tasks/${b.taskId}/start`),
        404,
        'not_found',
      );
      expectProblem(
        await worker(svc, a.op, 'POST', '/worker/v1/offers/task_doesnotexist/accept'),
        404,
        'not_found',
      );
      expect((await agentTask(b.taskId)).state).toBe('matched');
      // An Operator with nothing offered sees an empty list.
      const idle = await registerOperator(svc, { lga_coverage: ['ng.lagos.surulere'] });
      expect((await worker(svc, idle, 'GET', '/worker/v1/offers')).body).toEqual({ data: [] });
    },
  );

  it('an offer the agent cancels disappears and can no longer be accepted', async () => {
    const { op, taskId } = await offered();
    const cancel = await call(svc.url, 'POST', `/v1/tasks/${taskId}/cancel`, {
      key: org.key,
      idem: `c-${taskId}`,
    });
    expect(cancel.body.data.state).toBe('cancelled');
    expect((await worker(svc, op, 'GET', '/worker/v1/offers')).body.data).toEqual([]);
    expectProblem(
      await worker(svc, op, 'POST', `/worker/v1/offers/${taskId}/accept`),
      409,
      'invalid_state',
    );
  });
});

describe('accept and start', () => {
  it(
    'accepting a visit task → accepted with a Pass; twice → 409; the Pass is in GET ' +
      '/worker/v1/tasks/:id',
    async () => {
      const { op, taskId } = await offered();
      const now = svc.services.clock.now();
      const res = await worker(svc, op, 'POST', `/worker/v1/offers/${taskId}/accept`);
      expect(res.status).toBe(200);
      const view = res.body.data;
      expect(view).toMatchObject({
        task_id: taskId,
        state: 'accepted',
        type: 'field_verification',
        offer_expires_at: null,
      });
      expect(Object.keys(view.pass).sort()).toEqual(['expires_at', 'token']);
      expect(view.pass.token).toMatch(/^pass_[0-9A-Za-z]{32}$/);
      expect(Date.parse(view.pass.expires_at)).toBe(now + DAY_MS);

      const again = await worker(svc, op, 'POST', `/worker/v1/offers/${taskId}/accept`);
      expectProblem(again, 409, 'invalid_state');
      expect(again.body.detail).toMatchObject({ state: 'accepted' });
      // The second attempt minted nothing: the Pass is the one handed out first.
      const read = await worker(svc, op, 'GET', `/worker/v1/tasks/${taskId}`);
      expect(read.status).toBe(200);
      expect(read.body.data.pass).toEqual(view.pass);
      expect(read.body.data.state).toBe('accepted');
      // Accepted work is no longer an offer.
      expect((await worker(svc, op, 'GET', '/worker/v1/offers')).body.data).toEqual([]);
    },
  );

  it(
    'accepting a phone call (no visit) → accepted ' +
      'with no Pass, for the Operator and the agent',
    async () => {
      const { op, taskId } = await offered(PHONE_TASK, ['phone_call']);
      const view = await accept(svc, op, taskId);
      expect(view.state).toBe('accepted');
      expect(view.pass).toBeNull();
      expect(
        (await worker(svc, op, 'GET', `/worker/v1/tasks/${taskId}`)).body.data.pass,
      ).toBeNull();
      expect((await agentTask(taskId)).pass).toBeNull();
      expect(svc.engine.stateOf(org.orgId).tasks.get(taskId)?.pass).toBeNull();
    },
  );

  it('start: only after accept, accepted → in_progress, once', async () => {
    const { op, taskId } = await offered();
    expectProblem(
      await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`),
      409,
      'invalid_state',
    );
    const { pass } = await accept(svc, op, taskId);
    const started = await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`);
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ task_id: taskId, state: 'in_progress', pass });
    expect((await agentTask(taskId)).state).toBe('in_progress');
    expectProblem(
      await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`),
      409,
      'invalid_state',
    );
  });

  it(
    'the agent sees pass {status: active, ' + 'expires_at, scan_count} and never the token',
    async () => {
      const { op, taskId } = await offered();
      expect((await agentTask(taskId)).pass).toBeNull();
      const { pass } = await accept(svc, op, taskId);
      const task = await agentTask(taskId);
      expect(task.pass).toEqual({ status: 'active', expires_at: pass.expires_at, scan_count: 0 });
      await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`);

      const reads = [
        await call(svc.url, 'GET', `/v1/tasks/${taskId}`, { key: org.key }),
        await call(svc.url, 'GET', '/v1/tasks', { key: org.key }),
        await call(svc.url, 'GET', `/v1/tasks/${taskId}/proof`, { key: org.key }),
      ];
      expect(reads[0]!.body.data.pass).toEqual({
        status: 'active',
        expires_at: pass.expires_at,
        scan_count: 0,
      });
      expect(reads[1]!.body.data.find((t: { id: string }) => t.id === taskId).pass).toEqual(
        reads[0]!.body.data.pass,
      );
      for (const r of reads) {
        expect(r.status).toBe(200);
        expect(JSON.stringify(r.body)).not.toContain(pass.token);
        expect(JSON.stringify(r.body)).not.toContain(op.id);
      }
      expect(svc.logs.join('')).not.toContain(pass.token);
      expect(svc.logs.join('')).not.toContain(op.token);
    },
  );
});
