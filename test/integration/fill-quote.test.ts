// Proves estimate_task's fill quote over HTTP: zero with no supply, it moves as Operators register,
// get offers and accept tasks, survives a restart, and estimate and create accept the same body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignBody, rows } from '../support/campaigns.ts';
import { tempDir } from '../support/harness.ts';
import {
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import {
  accept,
  advance,
  deadlineIn,
  postTask,
  registerOperator,
  stateOf,
  waitFor,
  waitMatched,
  worker,
  type TestOperator,
} from '../support/operators.ts';

const dataDir = tempDir('errand-fill-');
let svc: TestService;
let org: TestOrg;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, dataDir);
  org = await newOrg(svc.url);
});
afterAll(async () => {
  await svc?.close();
});

async function fill(body: Record<string, unknown> = {}) {
  const res = await call(svc.url, 'POST', '/v1/estimate_task', {
    key: org.key,
    body: taskBody({ deadline: deadlineIn(svc, 2), ...body }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.fill;
}

/** Takes an accepted task past in_progress, so its Operator is free again. */
async function finish(op: TestOperator, taskId: string): Promise<void> {
  expect((await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`)).status).toBe(200);
  await svc.engine.execute({ type: 'StepTask', orgId: org.orgId, taskId, step: 'SUBMIT_PROOF' });
}

describe('estimate_task carries a fill quote', () => {
  it('no Operator covers the zone: chance zero, no expected time, an estimate', async () => {
    expect(await fill()).toEqual({
      chance_by_deadline: '0.00',
      expected_acceptance_minutes: null,
      operators_covering: 0,
      operators_free: 0,
      sample_size: 0,
      basis: 'estimate',
    });
    const noDeadline = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: org.key,
      body: { type: 'field_verification', reward_major: '1500.00', zone_ref: 'ng.lagos.ikeja' },
    });
    expect(noDeadline.body.data.fill.chance_by_deadline).toBeNull();
  });

  const ops: TestOperator[] = [];
  it('Operators registering raise the chance; an offer makes one of them busy', async () => {
    ops.push(await registerOperator(svc));
    const one = await fill();
    expect(one).toMatchObject({ operators_covering: 1, operators_free: 1, sample_size: 0 });
    expect(one.expected_acceptance_minutes).toEqual({ median: 30, p90: 100 });
    ops.push(await registerOperator(svc));
    const two = await fill();
    expect(two).toMatchObject({ operators_covering: 2, operators_free: 2 });
    expect(Number(two.chance_by_deadline)).toBeGreaterThan(Number(one.chance_by_deadline));
    expect(two.expected_acceptance_minutes.median).toBe(20);

    const taskId = await postTask(svc, org);
    await waitMatched(svc, org, taskId);
    expect(await fill()).toMatchObject({ operators_covering: 2, operators_free: 1 });
    const op = ops.find((o) => o.id === svc.engine.findTask(taskId)?.operatorId)!;
    await accept(svc, op, taskId);
    await finish(op, taskId);
    const after = await fill();
    expect(after).toMatchObject({ operators_free: 2, sample_size: 1 });
  });

  it('a task expiring unaccepted is an outcome too; test-mode orgs learn apart', async () => {
    const zone = { zone_ref: 'ng.lagos.surulere' };
    expect((await fill(zone)).sample_size).toBe(0);
    const taskId = await postTask(svc, org, { ...zone, deadline: deadlineIn(svc, 1) });
    await waitFor(() => (stateOf(svc, org, taskId)?.state === 'live' ? true : undefined));
    await advance(svc, 2 * 3600);
    const expired = async () =>
      (await call(svc.url, 'GET', `/v1/tasks/${taskId}`, { key: org.key })).body.data.state ===
      'expired'
        ? true
        : undefined;
    await waitFor(expired); // an ended task leaves the state for the archive: read it as users do
    await svc.engine.barrier();
    expect(await fill(zone)).toMatchObject({ sample_size: 1, chance_by_deadline: '0.00' });
    const testOrg = await newOrg(svc.url, '1000000', 'test');
    const res = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: testOrg.key,
      body: taskBody({ deadline: deadlineIn(svc, 2) }),
    });
    expect(res.body.data.fill.sample_size).toBe(0); // the live org's Ikeja outcome is not theirs
  });

  it('quick acceptances pull the expected time below the prior', async () => {
    const soon = () => fill({ deadline: deadlineIn(svc, 0.5) });
    const before = await soon();
    for (let i = 0; i < 4; i++) {
      const taskId = await postTask(svc, org);
      const operatorId = await waitMatched(svc, org, taskId);
      const op = ops.find((o) => o.id === operatorId)!;
      await accept(svc, op, taskId);
      await finish(op, taskId);
    }
    const after = await soon();
    expect(after.sample_size).toBe(5);
    expect(after.expected_acceptance_minutes.median).toBeLessThan(
      before.expected_acceptance_minutes.median,
    );
    expect(Number(after.chance_by_deadline)).toBeGreaterThan(Number(before.chance_by_deadline));
  });

  it('a restart gives the same quote: outcomes from the log, offers from the state', async () => {
    await waitMatched(svc, org, await postTask(svc, org));
    const before = await fill();
    expect(before).toMatchObject({ operators_free: 1, sample_size: 5 });
    await svc.close();
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, dataDir);
    expect(await fill()).toEqual(before);
  });

  it('estimate and create accept the same body; the quote is only on the estimate', async () => {
    const body = taskBody({ deadline: deadlineIn(svc, 2) });
    const estimate = await call(svc.url, 'POST', '/v1/estimate_task', { key: org.key, body });
    expect(estimate.status).toBe(200);
    expect(estimate.body.data.governance.allowed).toBe(true);
    const created = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.fill).toBeUndefined();
    const bad = { ...body, zone_ref: 'ng.atlantis' };
    const refusedEstimate = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: org.key,
      body: bad,
    });
    const refusedCreate = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body: bad,
    });
    expect(refusedEstimate.status).toBe(refusedCreate.status);
    expect(refusedEstimate.body.code).toBe(refusedCreate.body.code);
  });

  it("estimate_campaign quotes each zone its rows name, at the template's deadline", async () => {
    const body = campaignBody(2, { rows: [...rows(2), ...rows(1, 'ng.lagos.surulere')] });
    const res = await call(svc.url, 'POST', '/v1/estimate_campaign', { key: org.key, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [ikeja, surulere] = res.body.data.fill;
    expect(ikeja).toMatchObject({
      zone_ref: 'ng.lagos.ikeja',
      rows: 2,
      operators_covering: 2,
      basis: 'estimate',
    });
    expect(Number(ikeja.chance_by_deadline)).toBeGreaterThan(0.5);
    expect(surulere).toMatchObject({
      zone_ref: 'ng.lagos.surulere',
      rows: 1,
      operators_covering: 0,
      chance_by_deadline: '0.00',
    });
  });

  it('the OpenAPI document describes fill on both estimates (the operation table)', async () => {
    const { paths } = (await call(svc.url, 'GET', '/v1/openapi.json')).body;
    for (const path of ['/v1/estimate_task', '/v1/estimate_campaign'])
      expect(JSON.stringify(paths[path]), path).toContain('chance_by_deadline');
  });
});
