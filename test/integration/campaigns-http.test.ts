// Proves campaigns over real HTTP: the flag, the delegation and the Idempotency-Key gate creation;
// refused rows come back by row number with nothing charged; the whole budget is locked at once;
// rows become tasks in the background, each a normal task tied to the campaign; pause stops new
// rows and resume goes on; cancel refunds everything unspent; completion follows the last task's
// end; campaign.* webhooks announce each move; the estimate judges as create does; results come as
// JSON and CSV without Operator PII; the MCP tool list_campaigns answers what GET /v1/campaigns
// answers; rows come as a CSV file upload (multipart/form-data) too, refused by number, with
// multipart refused on every other operation; every invariant holds after.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  webhookReceiver,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { balance, driveTo, expectProblem } from '../support/http-steps.ts';
import { waitFor } from '../support/operators.ts';
import { callTool, httpClient } from '../support/mcp.ts';
import { checkAll, failuresOf } from '../support/harness.ts';
import { campaignBody, ROW_TOTAL, TEMPLATE } from '../support/campaigns.ts';

const START = 1_000_000_000n;
let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({
    RATE_LIMIT_PER_MINUTE: '100000',
    ERRAND_ALLOW_LOCAL_WEBHOOKS: '1',
  });
});
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  await svc?.close();
  await Promise.all(closers.map((c) => c()));
});

async function enabledOrg(fund = START): Promise<TestOrg> {
  const org = await newOrg(svc.url, fund.toString());
  const res = await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
    'flags.campaigns.engine': true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return org;
}

const post = (org: TestOrg, body: unknown, idem: string | null = newKey('cmp')) =>
  call(svc.url, 'POST', '/v1/campaigns', {
    key: org.key,
    body,
    ...(idem !== null ? { idem } : {}),
  });
const get = async (org: TestOrg, path: string) => {
  const res = await call(svc.url, 'GET', path, { key: org.key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const wallet = async (org: TestOrg) => BigInt(await balance(svc, org));

async function created(
  org: TestOrg,
  n: number,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await post(org, campaignBody(n, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.data).toMatchObject({
    campaignId: expect.stringMatching(/^cmp_/),
    status: 'active',
    rows: n,
    budgetMinor: (ROW_TOTAL * BigInt(n)).toString(),
    currency: 'NGN',
  });
  return res.body.data.campaignId;
}

const allMade = (org: TestOrg, id: string) =>
  waitFor(
    async () => {
      const c = await get(org, `/v1/campaigns/${id}`);
      return c.progress.rows_not_created === 0 ? c : undefined;
    },
    5_000,
    'every row a task',
  );

describe('creation', () => {
  it(
    'needs the flag, can_post_tasks and an ' + 'Idempotency-Key; charges nothing when refused',
    async () => {
      const org = await newOrg(svc.url, START.toString());
      expect(await get(org, '/v1/campaigns')).toEqual([]);
      expectProblem(await post(org, campaignBody(2)), 403, 'feature_disabled');
      await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
        'flags.campaigns.engine': true,
      });
      expectProblem(await post(org, campaignBody(2), null), 400, 'idempotency_key_missing');
      await admin(svc.url, 'PUT', `/internal/v1/agents/${org.agentId}/delegation`, {
        can_post_tasks: false,
      });
      expectProblem(await post(org, campaignBody(2)), 403, 'delegation_denied');
      expect(await wallet(org)).toBe(START);
    },
  );

  it(
    'reports refused rows by row number (schema, zone, variables, safety, minimum reward) and ' +
      'charges nothing',
    async () => {
      const org = await enabledOrg();
      const body = campaignBody(6);
      body.rows[1] = { ...body.rows[1]!, zone_ref: 'ng.kano.kano-municipal' };
      body.rows[2] = { zone_ref: 'ng.lagos.ikeja', vars: { shop: 'Only a shop' } } as never;
      body.rows[3] = { ...body.rows[3]!, vars: { shop: 'x'.repeat(190), address: 'y' } };
      body.rows[4] = {
        ...body.rows[4]!,
        vars: { shop: 'Shop', address: 'then read me the OTP code sent to your phone' },
      };
      body.rows[5] = { ...body.rows[5]!, reward_major: '0.10' } as never;
      const res = await post(org, body);
      expectProblem(res, 400, 'validation_failed');
      expect(
        res.body.detail.rows.map((r: { row: number; code: string }) => [r.row, r.code]),
      ).toEqual([
        [2, 'zone_not_serviceable'],
        [3, 'validation_failed'],
        [4, 'validation_failed'],
        [5, 'safety_filter_blocked'],
        [6, 'validation_failed'],
      ]);
      expect(res.body.detail.errors[0]).toEqual({
        path: 'rows[1]',
        message: expect.stringContaining('row 2: zone_not_serviceable'),
      });
      expect(await wallet(org)).toBe(START);
      // A malformed row fails the body schema, by its index.
      const malformed = await post(org, {
        ...campaignBody(2),
        rows: [{ zone_ref: 'ng.lagos.ikeja', vars: { shop: 1 } }],
      });
      expectProblem(malformed, 400, 'validation_failed');
      expect(malformed.body.detail.errors[0].path).toMatch(/^rows\.0\.vars/);
    },
  );

  it(
    'locks the whole budget at creation or nothing; the same key answers the same campaign, ' +
      'charged once',
    async () => {
      const poor = await enabledOrg(ROW_TOTAL * 3n - 1n);
      const short = await post(poor, campaignBody(3));
      expectProblem(short, 402, 'insufficient_escrow_balance');
      expect(short.body.detail).toMatchObject({ required: (ROW_TOTAL * 3n).toString() });
      expect(await wallet(poor)).toBe(ROW_TOTAL * 3n - 1n);
      const org = await enabledOrg();
      const idem = newKey('same');
      const first = await post(org, campaignBody(3), idem);
      expect(first.status).toBe(201);
      expect(await wallet(org)).toBe(START - ROW_TOTAL * 3n);
      const again = await post(org, campaignBody(3), idem);
      expect(again.body.data).toEqual(first.body.data);
      expectProblem(await post(org, campaignBody(4), idem), 409, 'idempotency_conflict');
      expect(await wallet(org)).toBe(START - ROW_TOTAL * 3n);
    },
  );
});

describe('background creation and progress', () => {
  it(
    'rows become normal tasks tied to the campaign; list and get show progress; MCP ' +
      'list_campaigns matches REST',
    async () => {
      const org = await enabledOrg();
      const id = await created(org, 250);
      const c = await allMade(org, id);
      expect(c.progress).toMatchObject({
        rows_total: 250,
        rows_created: 250,
        budget_minor: (ROW_TOTAL * 250n).toString(),
        spent_minor: '0',
        refunded_minor: '0',
        remaining_minor: (ROW_TOTAL * 250n).toString(),
      });
      expect(
        Object.values(c.progress.tasks_by_state as Record<string, number>).reduce(
          (a, b) => a + b,
          0,
        ),
      ).toBe(250);
      expect(c.escrow).toEqual({ state: 'released', held_minor: '0' });
      const results = await get(org, `/v1/campaigns/${id}/results`);
      expect(results.rows).toHaveLength(250);
      expect(new Set(results.rows.map((r: { task_id: string }) => r.task_id)).size).toBe(250);
      const task = await get(org, `/v1/tasks/${results.rows[6].task_id}`);
      expect(task).toMatchObject({
        title: 'Shelf check at Shop 7',
        instructions: 'Visit Shop 7 at 7 Allen Avenue, Ikeja and photograph the drinks shelf.',
        reward_minor: '150000',
        escrow: { amount_minor: ROW_TOTAL.toString() },
        campaign_id: id,
        campaign_row: 7,
      });
      const listed = await get(org, '/v1/campaigns');
      expect(listed.map((x: { id: string }) => x.id)).toEqual([id]);
      const client = await httpClient(svc.url, org.key);
      try {
        // Same campaigns, same progress (the ETA and times are read at different instants). Rows'
        // tasks may still be moving (screening → live) between the two reads: read both again then.
        const strip = (xs: any[]) =>
          xs.map(({ updated_at: _u, progress: { creation_eta_seconds: _e, ...p }, ...x }) => ({
            ...x,
            progress: p,
          }));
        const both = async () => {
          const tool = await callTool(client, 'list_campaigns');
          expect(tool.ok).toBe(true);
          return {
            viaMcp: strip(tool.data as any[]),
            viaRest: strip(await get(org, '/v1/campaigns')),
          };
        };
        const read = await waitFor(
          async () => {
            const r = await both();
            return JSON.stringify(r.viaMcp) === JSON.stringify(r.viaRest) ? r : undefined;
          },
          5_000,
          'the same campaigns over MCP and REST',
        ).catch(both);
        expect(read.viaMcp).toEqual(read.viaRest);
        expect((await client.listTools()).tools).toHaveLength(25);
      } finally {
        await client.close();
      }
    },
  );

  it(
    'pause stops new rows, resume goes on, cancel cancels open tasks and refunds everything ' +
      'unspent',
    async () => {
      const org = await enabledOrg();
      const id = await created(org, 3000);
      const paused = await call(svc.url, 'POST', `/v1/campaigns/${id}/pause`, {
        key: org.key,
        idem: newKey('p'),
      });
      expect(paused.status, JSON.stringify(paused.body)).toBe(200);
      expect(paused.body.data.status).toBe('paused');
      const made = paused.body.data.progress.rows_created;
      expect(made).toBeLessThan(3000);
      await new Promise((r) => setTimeout(r, 100));
      const held = (await get(org, `/v1/campaigns/${id}`)).progress;
      expect(held.rows_created).toBe(made);
      // No new task of a paused campaign goes live: what was still screening stays there.
      await new Promise((r) => setTimeout(r, 200));
      expect((await get(org, `/v1/campaigns/${id}`)).progress.tasks_by_state).toEqual(
        held.tasks_by_state,
      );
      expectProblem(
        await call(svc.url, 'POST', `/v1/campaigns/${id}/pause`, {
          key: org.key,
          idem: newKey('p'),
        }),
        409,
        'invalid_state',
      );
      const resumed = await call(svc.url, 'POST', `/v1/campaigns/${id}/resume`, {
        key: org.key,
        idem: newKey('r'),
      });
      expect(resumed.body.data.status).toBe('active');
      await waitFor(
        async () =>
          (await get(org, `/v1/campaigns/${id}`)).progress.rows_created > made ? true : undefined,
        5_000,
        'creation to go on',
      );
      if ((held.tasks_by_state.screening ?? 0) > 0) {
        await waitFor(
          async () =>
            ((await get(org, `/v1/campaigns/${id}`)).progress.tasks_by_state.live ?? 0) >
            (held.tasks_by_state.live ?? 0)
              ? true
              : undefined,
          5_000,
          'held tasks to go live',
        );
      }
      const cancelled = await call(svc.url, 'POST', `/v1/campaigns/${id}/cancel`, {
        key: org.key,
        idem: newKey('c'),
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body.data).toMatchObject({
        status: 'cancelled',
        escrow: { held_minor: '0' },
      });
      expect(cancelled.body.data.progress).toMatchObject({
        spent_minor: '0',
        refunded_minor: (ROW_TOTAL * 3000n).toString(),
        remaining_minor: '0',
      });
      expect(await wallet(org)).toBe(START);
      expect(await get(org, '/v1/campaigns')).toEqual([]);
      expect((await get(org, `/v1/campaigns/${id}`)).status).toBe('cancelled');
      expect(failuresOf(await checkAll(svc.engine))).toEqual([]);
    },
  );

  it(
    "completes when every row's task ended: approved rows spent, a cancelled one refunded; " +
      'results as JSON and CSV',
    async () => {
      const org = await enabledOrg();
      const id = await created(org, 2);
      await allMade(org, id);
      const { rows } = await get(org, `/v1/campaigns/${id}/results`);
      await driveTo(svc, org, rows[0].task_id, 'BEGIN_VERIFY');
      const approved = await call(svc.url, 'POST', `/v1/tasks/${rows[0].task_id}/approve`, {
        key: org.key,
        idem: newKey('a'),
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const cancelledTask = await call(svc.url, 'POST', `/v1/tasks/${rows[1].task_id}/cancel`, {
        key: org.key,
        idem: newKey('x'),
      });
      expect(cancelledTask.status, JSON.stringify(cancelledTask.body)).toBe(200);
      const done = await waitFor(
        async () => {
          const c = await get(org, `/v1/campaigns/${id}`);
          return c.status === 'completed' ? c : undefined;
        },
        3_000,
        'completion',
      );
      expect(done.progress).toMatchObject({
        rows_ended: 2,
        spent_minor: ROW_TOTAL.toString(),
        refunded_minor: ROW_TOTAL.toString(),
        remaining_minor: '0',
        tasks_by_state: { approved: 1, cancelled: 1 },
      });
      expect(done.finished_at).not.toBeNull();
      expect(await wallet(org)).toBe(START - ROW_TOTAL);
      const results = await get(org, `/v1/campaigns/${id}/results`);
      expect(results.rows.map((r: { verdict: string }) => r.verdict)).toEqual([
        'approved',
        'cancelled',
      ]);
      expect(results.rows[0].proof).toEqual({
        has_proof: false,
        outcome: null,
        confidence_score: null,
        submitted_at: null,
      });
      const csv = await fetch(`${svc.url}/v1/campaigns/${id}/results?format=csv`, {
        headers: { authorization: `Bearer ${org.key}` },
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      const lines = (await csv.text()).trim().split('\n');
      expect(lines[0]).toBe(
        [
          'row,task_id,state,zone_ref,verdict,has_proof,proof_outcome,confidence_score',
          'proof_submitted_at,answers',
        ].join(','),
      );
      expect(lines[1]).toMatch(
        new RegExp(`^1,${rows[0].task_id},approved,ng.lagos.ikeja,approved,false,`),
      );
      expect(lines[2]).toMatch(
        new RegExp(`^2,${rows[1].task_id},cancelled,ng.lagos.ikeja,cancelled,false,`),
      );
      expect(JSON.stringify(results)).not.toMatch(/op_1|lat|lng|phone/);
      expect(failuresOf(await checkAll(svc.engine))).toEqual([]);
    },
  );

  it("another org's campaign is not found", async () => {
    const owner = await enabledOrg();
    const other = await enabledOrg();
    const id = await created(owner, 1);
    expectProblem(
      await call(svc.url, 'GET', `/v1/campaigns/${id}`, { key: other.key }),
      404,
      'not_found',
    );
    expectProblem(
      await call(svc.url, 'POST', `/v1/campaigns/${id}/cancel`, {
        key: other.key,
        idem: newKey('c'),
      }),
      404,
      'not_found',
    );
  });
});

describe('webhooks', () => {
  it(
    'campaign.* announces creation, pause, resume and cancel, signed, with the campaign as GET ' +
      'shows it',
    async () => {
      const org = await enabledOrg();
      const { url: hookUrl, hits } = await webhookReceiver(closers);
      const ep = await call(svc.url, 'POST', '/v1/webhook_endpoints', {
        key: org.key,
        idem: newKey(),
        body: { url: hookUrl, events: ['campaign.*'] },
      });
      expect(ep.status, JSON.stringify(ep.body)).toBe(201);
      const wh = new Webhook(ep.body.data.secret);
      const id = await created(org, 3);
      for (const action of ['pause', 'resume', 'cancel']) {
        expect(
          (
            await call(svc.url, 'POST', `/v1/campaigns/${id}/${action}`, {
              key: org.key,
              idem: newKey(action),
            })
          ).status,
        ).toBe(200);
      }
      const events = await waitFor(
        () => (hits.length >= 4 ? hits.map((h) => wh.verify(h.body, h.headers) as any) : undefined),
        10_000,
        'four campaign events',
      );
      expect(events.map((e) => e.type)).toEqual([
        'campaign.active',
        'campaign.paused',
        'campaign.active',
        'campaign.cancelled',
      ]);
      for (const e of events) {
        expect(e.id).toMatch(/^evt_\d+_\d+_C\d+$/);
        expect(e.data).toMatchObject({
          id,
          status: e.type.slice('campaign.'.length),
          progress: { rows_total: 3 },
        });
      }
    },
  );
});

describe('rows as CSV', () => {
  it(
    'creates from rows_csv (header names zone_ref, reward_major and the variables); bad lines ' +
      'refused by row number',
    async () => {
      const org = await enabledOrg();
      const { rows: _rows, ...rest } = campaignBody(1);
      const csv =
        'zone_ref,shop,address,reward_major\r\nng.lagos.ikeja,"Mama ""Put"" Kitchen","12 Allen ' +
        'Avenue, Ikeja",\r\nng.lagos.ikeja,Shop 2,2 Allen Avenue,2000.00\r\n';
      const res = await post(org, { ...rest, rows_csv: csv });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({
        rows: 2,
        budgetMinor: (ROW_TOTAL + 220_000n).toString(),
      });
      const id = res.body.data.campaignId as string;
      await allMade(org, id);
      const { rows } = await get(org, `/v1/campaigns/${id}/results`);
      expect((await get(org, `/v1/tasks/${rows[0].task_id}`)).title).toBe(
        'Shelf check at Mama "Put" Kitchen',
      );
      const bad = await post(org, {
        ...rest,
        rows_csv: 'zone_ref,shop,address\nng.lagos.ikeja,A,1 Road\nng.lagos.ikeja,B\n',
      });
      expectProblem(bad, 400, 'validation_failed');
      expect(bad.body.detail.rows).toEqual([
        expect.objectContaining({ row: 2, code: 'validation_failed' }),
      ]);
      const unknownZone = await post(org, {
        ...rest,
        rows_csv:
          'zone_ref,shop,address\nng.lagos.ikeja,A,1 Road\nng.kano.kano-municipal,B,2 Road\n',
      });
      expect(unknownZone.body.detail.rows).toEqual([
        expect.objectContaining({ row: 2, code: 'zone_not_serviceable' }),
      ]);
      // Lines that are not rows and rows create_task refuses, together, by their numbers in the
      // file.
      const both =
        'zone_ref,shop,address\nng.lagos.ikeja,A,1 ' +
        'Road\nng.lagos.ikeja,B\nng.kano.kano-municipal,C,3 Road\nng.lagos.ikeja,D,4 Road\n';
      const mixed = await post(org, { ...rest, rows_csv: both });
      expect(mixed.body.detail.rows).toEqual([
        expect.objectContaining({ row: 2, code: 'validation_failed' }),
        expect.objectContaining({ row: 3, code: 'zone_not_serviceable' }),
      ]);
      const est = await call(svc.url, 'POST', '/v1/estimate_campaign', {
        key: org.key,
        body: { ...rest, rows_csv: both },
      });
      expect(est.body.data).toMatchObject({
        rows_total: 4,
        rows_accepted: 2,
        budget_minor: (ROW_TOTAL * 2n).toString(),
        governance: { allowed: false, code: 'validation_failed' },
      });
      expect(est.body.data.rows_refused.map((r: { row: number }) => r.row)).toEqual([2, 3]);
      expectProblem(
        await post(org, {
          ...rest,
          rows: campaignBody(1).rows,
          rows_csv: 'zone_ref\nng.lagos.ikeja\n',
        }),
        400,
        'validation_failed',
      );
      expect(await wallet(org)).toBe(START - ROW_TOTAL - 220_000n);
    },
  );
});

describe('estimate', () => {
  it(
    'judges as create does, changing nothing: ' + 'cost, refused rows, governance verdict',
    async () => {
      const org = await enabledOrg(ROW_TOTAL * 2n);
      const body = campaignBody(3);
      body.rows[2] = { ...body.rows[2]!, zone_ref: 'ng.kano.kano-municipal' };
      const res = await call(svc.url, 'POST', '/v1/estimate_campaign', { key: org.key, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({
        rows_total: 3,
        rows_accepted: 2,
        budget_minor: (ROW_TOTAL * 2n).toString(),
        currency: 'NGN',
        governance: {
          allowed: false,
          code: 'validation_failed',
          campaigns_enabled: true,
          wallet_covers: true,
        },
      });
      expect(res.body.data.rows_refused).toEqual([
        expect.objectContaining({ row: 3, code: 'zone_not_serviceable' }),
      ]);
      const fine = await call(svc.url, 'POST', '/v1/estimate_campaign', {
        key: org.key,
        body: campaignBody(3),
      });
      expect(fine.body.data.governance).toMatchObject({
        allowed: false,
        code: 'insufficient_escrow_balance',
        wallet_covers: false,
      });
      const ok = await call(svc.url, 'POST', '/v1/estimate_campaign', {
        key: org.key,
        body: campaignBody(2, { template: { ...TEMPLATE } }),
      });
      expect(ok.body.data.governance).toMatchObject({ allowed: true, wallet_covers: true });
      expect(await wallet(org)).toBe(ROW_TOTAL * 2n);
    },
  );
});

describe('rows as a CSV file upload (multipart/form-data)', () => {
  const CSV =
    'zone_ref,shop,address\r\nng.lagos.ikeja,Shop 1,1 Allen Avenue\r\nng.lagos.ikeja,Shop ' +
    '2,2 Allen Avenue\r\n';
  const form = (
    csv: string | Blob,
    fields: Record<string, string> = { template: JSON.stringify(TEMPLATE) },
    type = 'text/csv',
    filename = 'shops.csv',
  ) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    f.append('rows', typeof csv === 'string' ? new Blob([csv], { type }) : csv, filename);
    return f;
  };
  const upload = async (
    org: TestOrg,
    body: FormData,
    path = '/v1/campaigns',
    idem: string | null = newKey('cmp'),
  ) => {
    const res = await fetch(`${svc.url}${path}`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${org.key}`, ...(idem ? { 'idempotency-key': idem } : {}) },
    });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      body: (await res.json()) as Record<string, any>,
    };
  };

  it(
    'creates from a template field and a rows file, named after the file unless named; same ' +
      'idempotency',
    async () => {
      const org = await enabledOrg();
      const idem = newKey('cmp');
      const res = await upload(org, form(CSV), '/v1/campaigns', idem);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({ rows: 2, budgetMinor: (ROW_TOTAL * 2n).toString() });
      const id = res.body.data.campaignId as string;
      expect((await get(org, `/v1/campaigns/${id}`)).name).toBe('shops');
      // The same key and the same form (a new boundary) replays; the same key with other rows
      // conflicts.
      const again = await upload(org, form(CSV), '/v1/campaigns', idem);
      expect(again.status).toBe(201);
      expect(again.body.data.campaignId).toBe(id);
      const other = await upload(org, form(CSV.replace('Shop 2', 'Shop 3')), '/v1/campaigns', idem);
      expect(other.status).toBe(409);
      const named = await upload(
        org,
        form(CSV, { name: 'Ikeja shelves', template: JSON.stringify(TEMPLATE) }),
      );
      expect((await get(org, `/v1/campaigns/${named.body.data.campaignId}`)).name).toBe(
        'Ikeja shelves',
      );
      expect((await upload(org, form(CSV), '/v1/campaigns', null)).body.code).toBe(
        'idempotency_key_missing',
      );
      expect(await wallet(org)).toBe(START - ROW_TOTAL * 4n);
    },
  );

  it('refuses rows by number and bad uploads as problem+json; nothing charged', async () => {
    const org = await enabledOrg();
    const bad = await upload(
      org,
      form(
        'zone_ref,shop,address\nng.lagos.ikeja,A,1 ' +
          'Road\nng.lagos.ikeja,B\nng.kano.kano-municipal,C,3 Road\n',
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.type).toMatch(/^application\/problem\+json/);
    expect(bad.body.detail.rows).toEqual([
      expect.objectContaining({ row: 2, code: 'validation_failed' }),
      expect.objectContaining({ row: 3, code: 'zone_not_serviceable' }),
    ]);
    const zone = await upload(
      org,
      form('zone_ref,shop,address\nng.lagos.ikeja,A,1 Road\nng.kano.kano-municipal,C,3 Road\n'),
    );
    expect(zone.body.detail.rows).toEqual([
      expect.objectContaining({ row: 2, code: 'zone_not_serviceable' }),
    ]);
    const notCsv = await upload(org, form('\x89PNG\r\n', undefined, 'image/png', 'shelf.png'));
    expect(notCsv.status).toBe(400);
    expect(notCsv.body).toMatchObject({
      code: 'validation_failed',
      detail: { errors: [expect.objectContaining({ path: 'rows' })] },
    });
    const binary = await upload(
      org,
      form(new Blob([new Uint8Array([0x7a, 0x00, 0xff, 0xfe])], { type: 'text/csv' })),
    );
    expect(binary.status).toBe(400);
    const badTemplate = await upload(org, form(CSV, { template: '{not json' }));
    expect(badTemplate.body).toMatchObject({
      code: 'validation_failed',
      detail: { errors: [expect.objectContaining({ path: 'template' })] },
    });
    const tooMany = await upload(
      org,
      form(`zone_ref,shop,address\n${'ng.lagos.ikeja,A,1 Road\n'.repeat(10_001)}`),
    );
    expect(tooMany.status).toBe(400);
    const huge = await upload(
      org,
      form(`zone_ref,shop,address\nng.lagos.ikeja,${'x'.repeat(9 * 1024 * 1024)},1 Road\n`),
    );
    expect(huge.status).toBe(413);
    expect(huge.type).toMatch(/^application\/problem\+json/);
    expect(await wallet(org)).toBe(START);
  });

  it('estimates from an upload; multipart is refused on every other operation', async () => {
    const org = await enabledOrg();
    const est = await upload(org, form(CSV), '/v1/estimate_campaign', null);
    expect(est.status, JSON.stringify(est.body)).toBe(200);
    expect(est.body.data).toMatchObject({
      rows_total: 2,
      rows_accepted: 2,
      budget_minor: (ROW_TOTAL * 2n).toString(),
      governance: { allowed: true },
    });
    const f = new FormData();
    f.append('title', 'x');
    const task = await fetch(`${svc.url}/v1/tasks`, {
      method: 'POST',
      body: f,
      headers: { authorization: `Bearer ${org.key}`, 'idempotency-key': newKey('t') },
    });
    expect(task.status).toBe(400);
    expect(await task.json()).toMatchObject({
      code: 'validation_failed',
      detail: { errors: [{ message: 'Content-Type must be application/json' }] },
    });
    expect(await wallet(org)).toBe(START);
  });
});
