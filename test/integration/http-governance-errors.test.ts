// Proves the governance and state errors over real HTTP — 402 insufficient_escrow_balance, the 403
// codes, 409 idempotency_conflict and invalid_state, the 422 zone, task-type and safety-filter
// refusals — each leaving the wallet and task list exactly as they were.
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
  expectProblem,
  taskIds,
} from '../support/http-steps.ts';

let svc: TestService;
const secrets = new Set<string>([ADMIN_TOKEN]);

async function org(fund = '1000000'): Promise<TestOrg> {
  const o = await newOrg(svc.url, fund);
  secrets.add(o.key);
  return o;
}

/** Posts a create and checks the refusal left wallet and task list untouched. */
async function refusedCreate(
  o: TestOrg,
  body: Record<string, unknown>,
  status: number,
  code: string,
) {
  const wallet = await balance(svc, o);
  const tasks = await taskIds(svc, o);
  const res = await call(svc.url, 'POST', '/v1/tasks', { key: o.key, idem: newKey(), body });
  expectProblem(res, status, code);
  expect(await balance(svc, o)).toBe(wallet);
  expect(await taskIds(svc, o)).toEqual(tasks);
  return res;
}

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.close();
});

describe('402 insufficient_escrow_balance', () => {
  it(
    'refuses a lock the wallet cannot cover, ' + 'with required and available as digit strings',
    async () => {
      const o = await org('165000');
      const res = await refusedCreate(
        o,
        taskBody({ reward_major: '1500.01' }),
        402,
        'insufficient_escrow_balance',
      );
      expect(res.body.detail).toEqual({ required: '165002', available: '165000' });
      // exactly enough succeeds, and the next one finds an empty wallet
      expect(
        (await call(svc.url, 'POST', '/v1/tasks', { key: o.key, idem: newKey(), body: taskBody() }))
          .status,
      ).toBe(201);
      const empty = await refusedCreate(o, taskBody(), 402, 'insufficient_escrow_balance');
      expect(empty.body.detail).toEqual({ required: '165000', available: '0' });
    },
  );

  it('an unfunded org gets the same refusal', async () => {
    const o = await org('0');
    const res = await refusedCreate(o, taskBody(), 402, 'insufficient_escrow_balance');
    expect(res.body.detail).toEqual({ required: '165000', available: '0' });
  });
});

describe('403 governance', () => {
  it(
    'delegation_denied when the agent lacks can_post_tasks, can_approve_release or ' +
      'can_open_disputes',
    async () => {
      const o = await org();
      const id = await createTask(svc, o);
      await driveTo(svc, o, id, 'BEGIN_VERIFY');
      await admin(svc.url, 'PUT', `/internal/v1/agents/${o.agentId}/delegation`, {
        can_post_tasks: false,
        can_approve_release: false,
        can_open_disputes: false,
      });
      const res = await refusedCreate(o, taskBody(), 403, 'delegation_denied');
      expect(res.body.detail).toEqual({ flag: 'can_post_tasks' });
      const approve = await call(svc.url, 'POST', `/v1/tasks/${id}/approve`, {
        key: o.key,
        idem: newKey(),
      });
      expectProblem(approve, 403, 'delegation_denied');
      expect(approve.body.detail).toEqual({ flag: 'can_approve_release' });
      expectProblem(
        await call(svc.url, 'POST', `/v1/tasks/${id}/reject`, { key: o.key, idem: newKey() }),
        403,
        'delegation_denied',
      );
      expectProblem(
        await call(svc.url, 'POST', `/v1/tasks/${id}/cancel`, { key: o.key, idem: newKey() }),
        403,
        'delegation_denied',
      );
      expect((await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: o.key })).body.data.state).toBe(
        'verifying',
      );
      // the estimate reports the same verdict without changing anything
      const est = await call(svc.url, 'POST', '/v1/estimate_task', {
        key: o.key,
        body: { type: 'field_verification', reward_major: '1500', zone_ref: 'ng.lagos.ikeja' },
      });
      expect(est.body.data.governance).toMatchObject({ allowed: false, code: 'delegation_denied' });
    },
  );

  it('spend_policy_exceeded for the per-task cap, counting reward + fee', async () => {
    const o = await org();
    await admin(svc.url, 'PUT', `/internal/v1/agents/${o.agentId}/spend_policy`, {
      daily_cap_minor: null,
      per_task_cap_minor: '164999',
    });
    const res = await refusedCreate(o, taskBody(), 403, 'spend_policy_exceeded');
    expect(res.body.detail).toMatchObject({
      cap: 'per_task',
      cap_minor: '164999',
      requested_minor: '165000',
    });
    await admin(svc.url, 'PUT', `/internal/v1/agents/${o.agentId}/spend_policy`, {
      daily_cap_minor: null,
      per_task_cap_minor: '165000',
    });
    expect(
      (await call(svc.url, 'POST', '/v1/tasks', { key: o.key, idem: newKey(), body: taskBody() }))
        .status,
    ).toBe(201);
  });

  it("spend_policy_exceeded for the daily cap across the agent's tasks", async () => {
    const o = await org();
    await admin(svc.url, 'PUT', `/internal/v1/agents/${o.agentId}/spend_policy`, {
      daily_cap_minor: '400000',
      per_task_cap_minor: null,
    });
    await createTask(svc, o);
    await createTask(svc, o);
    const res = await refusedCreate(o, taskBody(), 403, 'spend_policy_exceeded');
    expect(res.body.detail).toMatchObject({
      cap: 'daily',
      cap_minor: '400000',
      spent_today_minor: '330000',
      requested_minor: '165000',
    });
    // a smaller task still fits what is left of the day
    expect(
      (
        await call(svc.url, 'POST', '/v1/tasks', {
          key: o.key,
          idem: newKey(),
          body: taskBody({ type: 'phone_call', reward_major: '600.00' }),
        })
      ).status,
    ).toBe(201);
  });

  it('agent_frozen for every write while the kill switch is on; reads still work', async () => {
    const o = await org();
    const id = await createTask(svc, o);
    await admin(svc.url, 'POST', `/internal/v1/agents/${o.agentId}/freeze`);
    await refusedCreate(o, taskBody(), 403, 'agent_frozen');
    for (const move of ['cancel', 'approve', 'reject']) {
      expectProblem(
        await call(svc.url, 'POST', `/v1/tasks/${id}/${move}`, { key: o.key, idem: newKey() }),
        403,
        'agent_frozen',
      );
    }
    expect((await call(svc.url, 'GET', '/v1/me', { key: o.key })).body.data.frozen).toBe(true);
    expect((await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: o.key })).status).toBe(200);
  });
});

describe('409', () => {
  it('idempotency_conflict: the same key with a different body, or on another task', async () => {
    const o = await org();
    const idem = newKey();
    const first = await call(svc.url, 'POST', '/v1/tasks', { key: o.key, idem, body: taskBody() });
    expect(first.status).toBe(201);
    const wallet = await balance(svc, o);
    const conflict = await call(svc.url, 'POST', '/v1/tasks', {
      key: o.key,
      idem,
      body: taskBody({ reward_major: '1600.00' }),
    });
    expectProblem(conflict, 409, 'idempotency_conflict');
    expect(await balance(svc, o)).toBe(wallet);
    expect(await taskIds(svc, o)).toEqual([first.body.data.taskId]);

    const a = await createTask(svc, o);
    const b = await createTask(svc, o);
    const moveKey = newKey();
    expect(
      (await call(svc.url, 'POST', `/v1/tasks/${a}/cancel`, { key: o.key, idem: moveKey })).status,
    ).toBe(200);
    expectProblem(
      await call(svc.url, 'POST', `/v1/tasks/${b}/cancel`, { key: o.key, idem: moveKey }),
      409,
      'idempotency_conflict',
    );
    expect((await call(svc.url, 'GET', `/v1/tasks/${b}`, { key: o.key })).body.data.state).not.toBe(
      'cancelled',
    );
  });

  it('keys are scoped per agent: another agent may use the same key', async () => {
    const o1 = await org();
    const o2 = await org();
    const idem = newKey();
    expect(
      (await call(svc.url, 'POST', '/v1/tasks', { key: o1.key, idem, body: taskBody() })).status,
    ).toBe(201);
    expect(
      (
        await call(svc.url, 'POST', '/v1/tasks', {
          key: o2.key,
          idem,
          body: taskBody({ title: 'Other' }),
        })
      ).status,
    ).toBe(201);
  });

  it(
    'invalid_state with detail {state, action} ' + 'for approve, reject and cancel out of turn',
    async () => {
      const o = await org();
      const id = await createTask(svc, o);
      await driveTo(svc, o, id, 'SCREEN_PASSED');
      const approve = await call(svc.url, 'POST', `/v1/tasks/${id}/approve`, {
        key: o.key,
        idem: newKey(),
      });
      expectProblem(approve, 409, 'invalid_state');
      expect(approve.body.detail).toEqual({ state: 'live', action: 'approve' });
      const reject = await call(svc.url, 'POST', `/v1/tasks/${id}/reject`, {
        key: o.key,
        idem: newKey(),
        body: { reason: 'no' },
      });
      expectProblem(reject, 409, 'invalid_state');
      expect(reject.body.detail).toEqual({ state: 'live', action: 'reject' });

      // reject is valid only while verifying, not from proof_submitted
      const p = await createTask(svc, o);
      await driveTo(svc, o, p, 'SUBMIT_PROOF');
      expect(
        (await call(svc.url, 'POST', `/v1/tasks/${p}/reject`, { key: o.key, idem: newKey() })).body
          .detail,
      ).toEqual({ state: 'proof_submitted', action: 'reject' });
      // cancel later than in_progress
      const cancel = await call(svc.url, 'POST', `/v1/tasks/${p}/cancel`, {
        key: o.key,
        idem: newKey(),
      });
      expectProblem(cancel, 409, 'invalid_state');
      expect(cancel.body.detail).toEqual({ state: 'proof_submitted', action: 'cancel' });

      const wallet = await balance(svc, o);
      expect(
        (await call(svc.url, 'POST', `/v1/tasks/${id}/cancel`, { key: o.key, idem: newKey() }))
          .status,
      ).toBe(200);
      const twice = await call(svc.url, 'POST', `/v1/tasks/${id}/cancel`, {
        key: o.key,
        idem: newKey(),
      });
      expectProblem(twice, 409, 'invalid_state');
      expect(twice.body.detail).toEqual({ state: 'cancelled', action: 'cancel' });
      expect(await balance(svc, o)).toBe(String(BigInt(wallet) + 165000n)); // refunded once
    },
  );
});

describe('422', () => {
  it('zone_not_serviceable for a coming-soon zone and an unknown zone', async () => {
    const o = await org();
    const soon = await refusedCreate(
      o,
      taskBody({ zone_ref: 'ng.kano.kano-municipal' }),
      422,
      'zone_not_serviceable',
    );
    expect(soon.body.detail).toEqual({ zone_ref: 'ng.kano.kano-municipal', status: 'coming-soon' });
    const unknown = await refusedCreate(
      o,
      taskBody({ zone_ref: 'ng.atlantis.downtown' }),
      422,
      'zone_not_serviceable',
    );
    expect(unknown.body.detail).toEqual({ zone_ref: 'ng.atlantis.downtown', status: 'unknown' });
  });

  it(
    'task_type_unavailable for an unknown type ' + 'and a Gated type until the org flag is set',
    async () => {
      const o = await org();
      const unknown = await refusedCreate(
        o,
        taskBody({ type: 'teleportation' }),
        422,
        'task_type_unavailable',
      );
      expect(unknown.body.detail).toEqual({ type: 'teleportation' });
      const gated = taskBody({ type: 'property_inspection', reward_major: '5000.00' });
      await refusedCreate(o, gated, 422, 'task_type_unavailable');
      const flags = await admin(svc.url, 'PUT', `/internal/v1/orgs/${o.orgId}/flags`, {
        'flags.task_type.property_inspection': true,
      });
      expect(flags.status).toBe(200);
      expect(
        (await call(svc.url, 'POST', '/v1/tasks', { key: o.key, idem: newKey(), body: gated }))
          .status,
      ).toBe(201);
      // the flag is per org: another org is still refused
      const other = await org();
      await refusedCreate(other, gated, 422, 'task_type_unavailable');
    },
  );

  it('safety_filter_blocked names the category and never echoes the text', async () => {
    const o = await org();
    const cases: Array<[Record<string, string>, string]> = [
      [
        { instructions: 'Solve the CAPTCHA on this website for me, zebra-7731.' },
        'captcha_solving',
      ],
      [
        { instructions: 'Receive the OTP on your phone and send it to me, zebra-7731.' },
        'otp_handling',
      ],
      [
        { title: 'Open 20 new Gmail accounts zebra-7731', instructions: 'Details in the brief.' },
        'account_creation',
      ],
    ];
    for (const [fields, category] of cases) {
      const res = await refusedCreate(o, taskBody(fields), 422, 'safety_filter_blocked');
      expect(res.body.detail).toEqual({ category });
      expect(JSON.stringify(res.body)).not.toMatch(/zebra-7731|captcha on|gmail/i);
    }
    expect(svc.logs.join('')).not.toContain('zebra-7731');
  });
});

describe('logs', () => {
  it('carry no API key, admin token or Authorization value', () => {
    expectLogsClean(svc, secrets);
  });
});
