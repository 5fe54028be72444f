// Proves a campaign template takes `slots` and `assurance` exactly as create_task does, over HTTP
// and an MCP client: estimate_campaign and create lock every Operator's part of every row (the
// lock maths of create_task), each row becomes one task of several slots (listed once, with its
// slots, by GET /v1/tasks and MCP list_tasks; list_campaigns shows the template), a cancel gives
// every part back, and a template create_task would refuse is refused by create and estimate
// alike, naming `template.<field>`; a row's own `slots` (a CSV column) counts for that row only,
// and one create_task would refuse refuses that row.
import { describe, expect, it } from 'vitest';
import { admin, call } from '../support/http.ts';
import { callTool, httpClient } from '../support/mcp.ts';
import { campaignBody, ROW_TOTAL } from '../support/campaigns.ts';
import {
  allMade,
  enabledOrg,
  get,
  post,
  START,
  svc,
  useCampaignService,
  wallet,
} from '../support/campaigns-http.ts';

useCampaignService();

const answer_schema = {
  fields: [{ key: 'open', type: 'boolean', label: 'Is the shop open?' }],
};
const withTemplate = (n: number, over: Record<string, unknown>) => {
  const body = campaignBody(n);
  return { ...body, template: { ...body.template, ...over } };
};

describe('campaign rows with several Operators', () => {
  it('estimates and locks every part; each row is one task of several slots', async () => {
    const org = await enabledOrg();
    const body = withTemplate(3, { slots: 2 });
    const est = await call(svc.url, 'POST', '/v1/estimate_campaign', { key: org.key, body });
    expect(est.status, JSON.stringify(est.body)).toBe(200);
    expect(est.body.data.budget_minor).toBe((ROW_TOTAL * 2n * 3n).toString());
    const res = await post(org, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.budgetMinor).toBe((ROW_TOTAL * 2n * 3n).toString());
    expect(await wallet(org)).toBe(START - ROW_TOTAL * 6n);
    const id = res.body.data.campaignId as string;
    const campaign = await allMade(org, id);
    expect(campaign.template).toMatchObject({ slots: 2 });
    const results = await get(org, `/v1/campaigns/${id}/results`);
    const rowTasks = results.rows.map((r: { task_id: string }) => r.task_id);
    const listed = (await get(org, '/v1/tasks')) as { id: string; slots?: unknown[] }[];
    expect(listed.map((t) => t.id).sort()).toEqual([...rowTasks].sort());
    for (const t of listed) expect(t.slots).toHaveLength(2);

    const client = await httpClient(svc.url, org.key);
    try {
      const tool = await callTool(client, 'list_tasks', {});
      expect((tool.data as { id: string }[]).map((t) => t.id).sort()).toEqual([...rowTasks].sort());
      const campaigns = await callTool(client, 'list_campaigns', {});
      expect(JSON.stringify(campaigns.data)).toContain('"slots":2');
    } finally {
      await client.close();
    }

    const cancelled = await call(svc.url, 'POST', `/v1/campaigns/${id}/cancel`, {
      key: org.key,
      idem: `cancel-${id}`,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await wallet(org)).toBe(START);
    expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);
  });

  it('a consensus template locks max_operators parts a row, starts agreement slots', async () => {
    const org = await enabledOrg();
    const body = withTemplate(2, { answer_schema, assurance: { agreement: 2, max_operators: 3 } });
    const res = await post(org, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.budgetMinor).toBe((ROW_TOTAL * 3n * 2n).toString());
    const id = res.body.data.campaignId as string;
    await allMade(org, id);
    const results = await get(org, `/v1/campaigns/${id}/results`);
    const task = await get(org, `/v1/tasks/${results.rows[0].task_id}`);
    expect(task).toMatchObject({
      assurance: { agreement: 2, max_operators: 3 },
      consensus: { status: 'pending' },
      escrow: { amount_minor: (ROW_TOTAL * 3n).toString() },
    });
    expect(task.slots).toHaveLength(2);
  });

  it('a CSV `slots` column gives a row its own Operators; a bad one refuses that row', async () => {
    const org = await enabledOrg();
    const { rows: _rows, ...rest } = campaignBody(1);
    const csv =
      'zone_ref,shop,address,slots\nng.lagos.ikeja,A,1 Road,3\nng.lagos.ikeja,B,2 Road,\n';
    const est = await call(svc.url, 'POST', '/v1/estimate_campaign', {
      key: org.key,
      body: { ...rest, rows_csv: csv },
    });
    expect(est.status, JSON.stringify(est.body)).toBe(200);
    expect(est.body.data.budget_minor).toBe((ROW_TOTAL * 4n).toString());
    const res = await post(org, { ...rest, rows_csv: csv });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.campaignId as string;
    await allMade(org, id);
    const results = await get(org, `/v1/campaigns/${id}/results`);
    const [a, b] = await Promise.all(
      results.rows.map((r: { task_id: string }) => get(org, `/v1/tasks/${r.task_id}`)),
    );
    expect(a.slots).toHaveLength(3);
    expect(b.slots).toBeUndefined();
    const bad = await post(org, {
      ...rest,
      rows_csv:
        'zone_ref,shop,address,slots\nng.lagos.ikeja,A,1 Road,51\nng.lagos.ikeja,B,2 Road,x\n',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail.rows.map((r: { row: number }) => r.row)).toEqual([1, 2]);
    expect(JSON.stringify(bad.body.detail.rows)).toContain('slots');
  });

  it('refuses a template create_task would refuse, naming the field, estimate alike', async () => {
    const org = await enabledOrg();
    for (const [over, path] of [
      [{ slots: 51 }, 'template.slots'],
      [{ assurance: { agreement: 2, max_operators: 3 } }, 'template.assurance'],
      [
        { answer_schema, assurance: { agreement: 3, max_operators: 2 } },
        'template.assurance.max_operators',
      ],
    ] as const) {
      const body = withTemplate(2, over);
      const created = await post(org, body);
      const est = await call(svc.url, 'POST', '/v1/estimate_campaign', { key: org.key, body });
      for (const reply of [created, est]) {
        expect(reply.status, JSON.stringify(reply.body)).toBe(400);
        expect(reply.body.code).toBe('validation_failed');
        expect(JSON.stringify(reply.body)).toContain(`"path":"${path}"`);
      }
    }
    expect(await wallet(org)).toBe(START);
  });
});
