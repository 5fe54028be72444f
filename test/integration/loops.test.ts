// Proves Loops over real HTTP on the test clock: gated by flags.loop.engine, created as a draft
// with no spend, proposing each due run exactly once (also across a restart), charging only what
// is approved, capping at the money layer, pausing, resuming and ending for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
});
afterAll(async () => {
  await svc.close();
});

const { deadline: _omit, ...task } = taskBody();
const loopBody = (over: Record<string, unknown> = {}) => ({
  name: 'Daily pharmacy check',
  template: { kind: 'task', task: { ...task, deadline_after_hours: 24 } },
  schedule: { kind: 'interval', interval_hours: 24 },
  budget_total_minor: '330000', // two runs of 165000
  ...over,
});
const advanceHours = (h: number) =>
  admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: h * 3600 });

async function enabledOrg(): Promise<TestOrg> {
  const org = await newOrg(svc.url, '10000000');
  await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
    'flags.loop.engine': true,
  });
  return org;
}
const post = (org: TestOrg, path: string, body?: unknown) =>
  call(svc.url, 'POST', path, {
    key: org.key,
    idem: newKey(),
    ...(body === undefined ? {} : { body }),
  });
const get = (org: TestOrg, path: string) => call(svc.url, 'GET', path, { key: org.key });
const wallet = async (org: TestOrg) =>
  (await get(org, '/v1/wallet')).body.data.balance_minor as string;

describe('Loops', () => {
  it('is refused with feature_disabled while flags.loop.engine is off', async () => {
    const org = await newOrg(svc.url, '1000000');
    expect((await post(org, '/v1/loops', loopBody())).body).toMatchObject({
      status: 403,
      code: 'feature_disabled',
    });
    expect((await get(org, '/v1/loops')).body).toMatchObject({
      status: 403,
      code: 'feature_disabled',
    });
  });

  it(
    'creates a draft with no spend, proposes due runs once, charges only approved runs, and ' +
      'exhausts at the cap',
    async () => {
      const org = await enabledOrg();
      const created = await post(org, '/v1/loops', loopBody());
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        status: 'draft',
        envelope: { cap_minor: '330000', spent_minor: '0', remaining_minor: '330000' },
      });
      const id = created.body.data.id as string;
      await advanceHours(48);
      expect((await get(org, `/v1/loops/${id}`)).body.data).toMatchObject({
        status: 'draft',
        runs: [],
        next_run_at: null,
      });
      expect((await post(org, `/v1/loops/${id}/activate`)).body.data.status).toBe('active');
      await advanceHours(24);
      let loop = (await get(org, `/v1/loops/${id}`)).body.data;
      expect(loop.runs).toHaveLength(1);
      expect(loop.runs[0]).toMatchObject({ status: 'proposed', spent_minor: '0' });
      expect(await wallet(org)).toBe('10000000');
      const approved = await post(org, `/v1/loops/${id}/runs/${loop.runs[0].id}/approve`);
      expect(approved.body.data).toMatchObject({
        run: { status: 'charged', task_id: expect.any(String) },
        loop_status: 'active',
      });
      expect(await wallet(org)).toBe('9835000');
      await advanceHours(24);
      loop = (await get(org, `/v1/loops/${id}`)).body.data;
      expect(loop.runs).toHaveLength(2);
      expect(
        (await post(org, `/v1/loops/${id}/runs/${loop.runs[1].id}/decline`)).body.data.run.status,
      ).toBe('declined');
      await advanceHours(24);
      loop = (await get(org, `/v1/loops/${id}`)).body.data;
      const third = await post(org, `/v1/loops/${id}/runs/${loop.runs[2].id}/approve`);
      expect(third.body.data).toMatchObject({
        run: { status: 'charged' },
        loop_status: 'exhausted',
      });
      expect((await get(org, `/v1/loops/${id}`)).body.data.envelope).toEqual({
        cap_minor: '330000',
        spent_minor: '330000',
        remaining_minor: '0',
      });
      await advanceHours(72);
      expect((await get(org, `/v1/loops/${id}`)).body.data.runs).toHaveLength(3);
      expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);
    },
  );

  it(
    "a task template's answer_schema is validated " + "on create and asked by every run's task",
    async () => {
      const org = await enabledOrg();
      const form = { fields: [{ key: 'open', type: 'boolean', label: 'Is the pharmacy open?' }] };
      const withForm = (answer_schema: unknown) =>
        loopBody({
          template: { kind: 'task', task: { ...task, deadline_after_hours: 24, answer_schema } },
        });
      const bad = await post(org, '/v1/loops', withForm({ fields: [] }));
      expect(bad.body).toMatchObject({ status: 400, code: 'validation_failed' });
      const created = await post(org, '/v1/loops', withForm(form));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.data.id as string;
      expect((await post(org, `/v1/loops/${id}/activate`)).body.data.status).toBe('active');
      await advanceHours(24);
      const run = (await get(org, `/v1/loops/${id}`)).body.data.runs[0];
      const approved = await post(org, `/v1/loops/${id}/runs/${run.id}/approve`);
      const taskId = approved.body.data.run.task_id as string;
      expect((await get(org, `/v1/tasks/${taskId}`)).body.data.answer_schema).toEqual(form);
    },
  );

  it('caps a run over per_run_cap_minor without charging it', async () => {
    const org = await enabledOrg();
    const id = (await post(org, '/v1/loops', loopBody({ per_run_cap_minor: '100000' }))).body.data
      .id as string;
    await post(org, `/v1/loops/${id}/activate`);
    await advanceHours(24);
    const run = (await get(org, `/v1/loops/${id}`)).body.data.runs[0];
    const res = await post(org, `/v1/loops/${id}/runs/${run.id}/approve`);
    expect(res.body.data).toMatchObject({ run: { status: 'skipped' }, loop_status: 'capped' });
    expect(await wallet(org)).toBe('10000000');
  });

  it(
    'proposes nothing while paused, resumes on ' + 'the next cadence, and ends for good on cancel',
    async () => {
      const org = await enabledOrg();
      const id = (await post(org, '/v1/loops', loopBody())).body.data.id as string;
      await post(org, `/v1/loops/${id}/activate`);
      expect((await post(org, `/v1/loops/${id}/pause`)).body.data.status).toBe('paused');
      await advanceHours(72);
      expect((await get(org, `/v1/loops/${id}`)).body.data.runs).toHaveLength(0);
      expect((await post(org, `/v1/loops/${id}/resume`)).body.data.status).toBe('active');
      await advanceHours(24);
      expect((await get(org, `/v1/loops/${id}`)).body.data.runs).toHaveLength(1);
      expect((await post(org, `/v1/loops/${id}/cancel`)).body.data.status).toBe('killed');
      const run = (await get(org, `/v1/loops/${id}`)).body.data.runs[0];
      expect((await post(org, `/v1/loops/${id}/runs/${run.id}/approve`)).body).toMatchObject({
        code: 'invalid_state',
      });
      expect((await post(org, `/v1/loops/${id}/resume`)).body).toMatchObject({
        code: 'invalid_state',
      });
    },
  );

  it('expires after ends_at: runs due before it are proposed, none after', async () => {
    const org = await enabledOrg();
    const now = Date.parse((await admin(svc.url, 'GET', '/internal/v1/clock')).body.data.now);
    const endsAt = new Date(now + 30 * 3_600_000).toISOString();
    const id = (
      await post(org, '/v1/loops', loopBody({ ends_at: endsAt, budget_total_minor: '10000000' }))
    ).body.data.id as string;
    await post(org, `/v1/loops/${id}/activate`);
    await advanceHours(48);
    const loop = (await get(org, `/v1/loops/${id}`)).body.data;
    expect(loop.status).toBe('expired');
    expect(loop.runs).toHaveLength(1);
    expect(Date.parse(loop.runs[0].due_at)).toBeLessThanOrEqual(Date.parse(endsAt));
  });

  it('neither misses nor doubles a run across a restart', async () => {
    const dir = svc.dataDir;
    const org = await enabledOrg();
    const id = (await post(org, '/v1/loops', loopBody({ budget_total_minor: '10000000' }))).body
      .data.id as string;
    await post(org, `/v1/loops/${id}/activate`);
    await advanceHours(24);
    expect((await get(org, `/v1/loops/${id}`)).body.data.runs).toHaveLength(1);
    await svc.close();
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, dir);
    await advanceHours(0);
    expect((await get(org, `/v1/loops/${id}`)).body.data.runs).toHaveLength(1);
    await advanceHours(48);
    const dues = (
      (await get(org, `/v1/loops/${id}`)).body.data.runs as Array<{ due_at: string }>
    ).map((r) => r.due_at);
    expect(dues).toHaveLength(3);
    expect(new Set(dues).size).toBe(3);
  });
});
