// Proves campaigns over real HTTP: the flag, the delegation and the Idempotency-Key gate creation;
// refused rows come back by row number with nothing charged; the whole budget is locked at once;
// rows become tasks in the background, each a normal task tied to the campaign; pause stops new
// rows and resume goes on; cancel refunds everything unspent; completion follows the last task's
// end; campaign.* webhooks announce each move; results come as JSON and CSV without Operator PII;
// the MCP tool list_campaigns answers what GET /v1/campaigns answers; every invariant holds after.
// (Rows as CSV, the estimate and uploads: campaigns-csv.test.ts.)
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { admin, call, newKey, newOrg, webhookReceiver } from '../support/http.ts';
import { driveTo, expectProblem } from '../support/http-steps.ts';
import { waitFor } from '../support/operators.ts';
import { callTool, httpClient } from '../support/mcp.ts';
import { checkAll, failuresOf } from '../support/harness.ts';
import { campaignBody, ROW_TOTAL } from '../support/campaigns.ts';
import {
  allMade,
  closers,
  created,
  enabledOrg,
  get,
  post,
  START,
  svc,
  useCampaignService,
  wallet,
} from '../support/campaigns-http.ts';

useCampaignService();

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
