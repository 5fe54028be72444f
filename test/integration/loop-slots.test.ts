// Proves a Loop's task template takes `slots` and `assurance` exactly as create_task does, over
// HTTP and through a real MCP client: estimate_loop prices a run at every Operator the task may
// ask (the lock's maths), an approved run charges that and creates a task of several slots (or
// a consensus task), and a template create_task would refuse is refused by create_loop and
// estimate_loop alike, naming the template's field.
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
import { callTool, httpClient } from '../support/mcp.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
});
afterAll(async () => {
  await svc.close();
});

const PRICE = 165_000n; // 1,500.00 reward + 150.00 fee
const answer_schema = {
  fields: [{ key: 'open', type: 'boolean', label: 'Is the pharmacy open?' }],
};
const { deadline: _omit, ...task } = taskBody();
const loopBody = (over: Record<string, unknown>) => ({
  name: 'Daily pharmacy check, three Operators',
  template: { kind: 'task', task: { ...task, deadline_after_hours: 24, ...over } },
  schedule: { kind: 'interval', interval_hours: 24 },
  budget_total_minor: '10000000',
});

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

describe('a Loop whose runs ask several Operators', () => {
  it('estimates, charges and creates each run as a task of several slots', async () => {
    const org = await enabledOrg();
    const body = loopBody({ slots: 3 });
    const estimate = await call(svc.url, 'POST', '/v1/estimate_loop', { key: org.key, body });
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(200);
    expect(estimate.body.data.per_run_cost_minor).toBe((3n * PRICE).toString());
    const created = await post(org, '/v1/loops', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    expect((await get(org, `/v1/loops/${id}`)).body.data.template.task).toMatchObject({ slots: 3 });
    expect((await post(org, `/v1/loops/${id}/activate`)).body.data.status).toBe('active');
    await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 24 * 3600 });
    const run = (await get(org, `/v1/loops/${id}`)).body.data.runs[0];
    const approved = await post(org, `/v1/loops/${id}/runs/${run.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.run).toMatchObject({ status: 'charged' });
    const after = (await get(org, `/v1/loops/${id}`)).body.data;
    expect(after.envelope.spent_minor).toBe((3n * PRICE).toString());
    expect(after.runs[0].spent_minor).toBe((3n * PRICE).toString());
    const taskRead = (await get(org, `/v1/tasks/${approved.body.data.run.task_id}`)).body.data;
    expect(taskRead.slots).toHaveLength(3);
    expect(taskRead.escrow).toEqual({ state: 'locked', amount_minor: (3n * PRICE).toString() });
    const wallet = (await get(org, '/v1/wallet')).body.data.balance_minor;
    expect(wallet).toBe((10_000_000n - 3n * PRICE).toString());
    expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);
  });

  it('refuses what create_task refuses, naming the template field, estimate alike', async () => {
    const org = await enabledOrg();
    for (const [over, path] of [
      [{ slots: 51 }, 'template.task.slots'],
      [{ assurance: { agreement: 2, max_operators: 3 } }, 'template.task.assurance'],
      [
        { answer_schema, assurance: { agreement: 3, max_operators: 2 } },
        'template.task.assurance.max_operators',
      ],
      [
        { answer_schema, slots: 2, assurance: { agreement: 2, max_operators: 3 } },
        'template.task.slots',
      ],
    ] as const) {
      const body = loopBody(over);
      const created = await post(org, '/v1/loops', body);
      const estimate = await call(svc.url, 'POST', '/v1/estimate_loop', { key: org.key, body });
      for (const reply of [created, estimate]) {
        expect(reply.status, JSON.stringify(reply.body)).toBe(400);
        expect(reply.body.code).toBe('validation_failed');
        const paths = (reply.body.errors ?? reply.body.detail?.errors ?? []).map(
          (e: { path: string }) => e.path,
        );
        expect(paths, JSON.stringify(reply.body)).toContain(path);
      }
    }
  });

  it('MCP: create_loop with assurance, a run approved makes a consensus task', async () => {
    const org = await enabledOrg();
    const client = await httpClient(svc.url, org.key);
    try {
      const body = loopBody({ answer_schema, assurance: { agreement: 2, max_operators: 3 } });
      const estimate = await callTool(client, 'estimate_loop', body);
      expect(estimate.ok, JSON.stringify(estimate.problem)).toBe(true);
      expect(estimate.data).toMatchObject({ per_run_cost_minor: (3n * PRICE).toString() });
      const created = await callTool(client, 'create_loop', { ...body, idempotency_key: newKey() });
      expect(created.ok, JSON.stringify(created.problem)).toBe(true);
      const id = (created.data as { id: string }).id;
      expect((await post(org, `/v1/loops/${id}/activate`)).status).toBe(200);
      await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 24 * 3600 });
      const run = (await get(org, `/v1/loops/${id}`)).body.data.runs[0];
      const approved = await post(org, `/v1/loops/${id}/runs/${run.id}/approve`);
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const read = await callTool(client, 'get_task', { id: approved.body.data.run.task_id });
      expect(read.data).toMatchObject({
        assurance: { agreement: 2, max_operators: 3 },
        consensus: { status: 'pending' },
        escrow: { amount_minor: (3n * PRICE).toString() },
      });
      expect((read.data as { slots: unknown[] }).slots).toHaveLength(2);
    } finally {
      await client.close();
    }
  });
});
