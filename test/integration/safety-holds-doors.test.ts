// Proves a hold is the same through every door and every way a task comes to exist: create_task
// over MCP answers 201-alike with state screening and the task waits held (get_task shows the
// category only); a campaign row the filter holds becomes a held task while the other rows go live;
// a workflow step whose text the filter holds waits for staff, and its refusal fails the workflow
// with the money back; a Loop run whose template the filter holds creates a held task.
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
import { callTool, httpClient } from '../support/mcp.ts';
import { campaignBody, TEMPLATE } from '../support/campaigns.ts';
import { enable, order, wallet } from '../support/workflows.ts';
import { deadlineIn, waitFor } from '../support/operators.ts';
import { MAST } from '../support/safety.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
});
afterAll(async () => {
  await svc.close();
});

const ledgerOk = async () =>
  expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data).toMatchObject({
    ok: true,
  });
const queueIds = async () =>
  (
    (await admin(svc.url, 'GET', '/internal/v1/safety/queue')).body.data as Array<{
      task_id: string;
    }>
  ).map((q) => q.task_id);
const settle = async () => {
  await new Promise((r) => setTimeout(r, 120));
  await svc.engine.barrier();
};

describe('holds through every door', () => {
  it('MCP create_task of dangerous work: created, held, visible in the queue', async () => {
    const org = await newOrg(svc.url);
    const client = await httpClient(svc.url, org.key);
    const created = await callTool(client, 'create_task', {
      ...taskBody({ ...MAST, deadline: deadlineIn(svc, 48) }),
      idempotency_key: newKey(),
    });
    expect(created.ok, JSON.stringify(created)).toBe(true);
    const { taskId, state } = created.data as { taskId: string; state: string };
    expect(state).toBe('screening');
    await settle();
    const got = await callTool(client, 'get_task', { id: taskId });
    expect(got.data).toMatchObject({
      state: 'screening',
      safety: { status: 'held', category: 'dangerous_work' },
    });
    expect(JSON.stringify(got.data)).not.toMatch(/"reasons"/);
    expect(await queueIds()).toContain(taskId);
    await client.close();
    await ledgerOk();
  });

  it('a held campaign row waits for staff while the other rows go live', async () => {
    const org = await newOrg(svc.url);
    await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
      'flags.campaigns.engine': true,
    });
    const body = campaignBody(3);
    body.rows[1]!.vars.address = '2 Allen Avenue, Ikeja; climb onto the roof of the tower';
    const res = await call(svc.url, 'POST', '/v1/campaigns', {
      key: org.key,
      idem: newKey(),
      body: { ...body, template: TEMPLATE },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const campaignId = res.body.data.campaignId as string;
    const tasks = await waitFor(
      async () => {
        const list = (await call(svc.url, 'GET', '/v1/tasks', { key: org.key })).body
          .data as Array<{ id: string; state: string; campaign_row?: number; safety?: unknown }>;
        const mine = list.filter((t) => t.campaign_row !== undefined);
        return mine.length === 3 && mine.filter((t) => t.state === 'live').length === 2
          ? mine
          : undefined;
      },
      5_000,
      'two rows live',
    );
    const held = tasks.find((t) => t.campaign_row === 2)!;
    expect(held).toMatchObject({
      state: 'screening',
      safety: { status: 'held', category: 'dangerous_work' },
    });
    expect(await queueIds()).toContain(held.id);
    expect(campaignId).toMatch(/^cmp_|^camp/);
    await ledgerOk();
  });

  it(
    'a workflow step the filter holds waits; refusing it fails the workflow and refunds the ' +
      'order',
    async () => {
      const org = await newOrg(svc.url);
      await enable(svc, org);
      const before = await wallet(svc, org);
      const wf = await order(svc, org, {
        inputs: {
          business_name: 'Mast Services',
          address: '12 Allen Avenue, Ikeja: climb the telecom mast on the roof',
        },
      });
      const step = await waitFor(
        async () => {
          const got = (await call(svc.url, 'GET', `/v1/workflows/${wf}`, { key: org.key })).body
            .data;
          const id = got.stages?.[0]?.task_id as string | null | undefined;
          return id ?? undefined;
        },
        5_000,
        'first step task',
      );
      await settle();
      expect(
        (await call(svc.url, 'GET', `/v1/tasks/${step}`, { key: org.key })).body.data,
      ).toMatchObject({ state: 'screening', safety: { status: 'held' } });
      expect(
        (await admin(svc.url, 'POST', `/internal/v1/safety/holds/${step}`, { decision: 'refuse' }))
          .body.data.state,
      ).toBe('cancelled');
      await waitFor(
        async () =>
          (await call(svc.url, 'GET', `/v1/workflows/${wf}`, { key: org.key })).body.data.state ===
          'failed'
            ? true
            : undefined,
        5_000,
        'workflow failed',
      );
      expect(await wallet(svc, org)).toBe(before);
      await ledgerOk();
    },
  );
  it(
    'a Loop whose task template the filter ' + 'holds: each approved run creates a held task',
    async () => {
      const org = await newOrg(svc.url);
      await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
        'flags.loop.engine': true,
      });
      const { deadline: _omit, ...task } = taskBody(MAST);
      const post = (path: string, body?: unknown) =>
        call(svc.url, 'POST', path, { key: org.key, idem: newKey(), ...(body ? { body } : {}) });
      const created = await post('/v1/loops', {
        name: 'Mast plates',
        template: { kind: 'task', task: { ...task, deadline_after_hours: 24 } },
        schedule: { kind: 'interval', interval_hours: 24 },
        budget_total_minor: '330000',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.data.id as string;
      expect((await post(`/v1/loops/${id}/activate`)).body.data.status).toBe('active');
      await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 24 * 3600 });
      const run = await waitFor(
        async () => {
          const runs = (await call(svc.url, 'GET', `/v1/loops/${id}`, { key: org.key })).body.data
            .runs;
          return runs.length > 0 ? (runs[0] as { id: string }) : undefined;
        },
        5_000,
        'a proposed run',
      );
      const approved = await post(`/v1/loops/${id}/runs/${run.id}/approve`);
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const taskId = approved.body.data.run.task_id as string;
      await settle();
      expect(
        (await call(svc.url, 'GET', `/v1/tasks/${taskId}`, { key: org.key })).body.data,
      ).toMatchObject({
        state: 'screening',
        safety: { status: 'held', category: 'dangerous_work' },
      });
      expect(await queueIds()).toContain(taskId);
      await ledgerOk();
    },
  );
});
