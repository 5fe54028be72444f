// Proves the governance of workflow orders over real HTTP — the product flag, the delegation, the
// wallet, the inputs, the product, the zone and the Idempotency-Key each refuse as problem+json
// and charge nothing — and that an endpoint subscribed to workflow.* receives the workflow's
// moves (ordered, running, then completed or failed), signed per Standard Webhooks, with data
// being the workflow as GET /v1/workflows/:id shows it. Lifecycle and reports: workflows.test.ts.
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
import { expectProblem } from '../support/http-steps.ts';
import { waitFor } from '../support/operators.ts';
import {
  enable,
  getWf,
  order,
  orderBody,
  PRICE,
  stageDone,
  until,
  wallet,
} from '../support/workflows.ts';

const START = 1_000_000n;
// Live, and no live-mode Operator covers it: a live org's steps stay unaccepted.
const SURULERE = { zone_ref: 'ng.lagos.surulere' };
let svc: TestService;
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  svc = await startTestService({
    ERRAND_CLOCK: 'virtual',
    ERRAND_ALLOW_LOCAL_WEBHOOKS: '1',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
});
afterAll(async () => {
  await svc?.close();
  await Promise.all(closers.map((c) => c()));
});

const post = (org: TestOrg, body: unknown, idem: string = newKey('wf')) =>
  call(svc.url, 'POST', '/v1/workflows', { key: org.key, idem, body });

async function enabledOrg(
  fund = START.toString(),
  mode: 'live' | 'test' = 'live',
): Promise<TestOrg> {
  const org = await newOrg(svc.url, fund, mode);
  await enable(svc, org);
  return org;
}

describe('governance', () => {
  it(
    'without the product flag → 403 feature_disabled; without can_order_workflows → 403 ' +
      'delegation_denied',
    async () => {
      const org = await newOrg(svc.url, START.toString());
      const off = await post(org, orderBody(svc, SURULERE));
      expectProblem(off, 403, 'feature_disabled');
      expect(off.body.detail).toMatchObject({
        flag: 'flags.workflows.business_address_verification',
      });
      // One product's flag does not open another.
      await enable(svc, org, 'retail_shelf_audit');
      expectProblem(await post(org, orderBody(svc, SURULERE)), 403, 'feature_disabled');
      await enable(svc, org);
      await admin(svc.url, 'PUT', `/internal/v1/agents/${org.agentId}/delegation`, {
        can_order_workflows: false,
      });
      expectProblem(await post(org, orderBody(svc, SURULERE)), 403, 'delegation_denied');
      expect(await wallet(svc, org)).toBe(START);
    },
  );

  it(
    'a wallet below the price → 402 ' + 'insufficient_escrow_balance, the wallet unchanged',
    async () => {
      const org = await enabledOrg('400000');
      const res = await post(org, orderBody(svc, SURULERE));
      expectProblem(res, 402, 'insufficient_escrow_balance');
      expect(res.body.detail).toMatchObject({ required: PRICE.toString(), available: '400000' });
      expect(await wallet(svc, org)).toBe(400_000n);
    },
  );

  it(
    'bad inputs, an unknown product, a zone ' + 'not live → 400 / 400 / 422, nothing charged',
    async () => {
      const org = await enabledOrg();
      const noAddress = await post(
        org,
        orderBody(svc, { ...SURULERE, inputs: { business_name: 'Mama Put Kitchen' } }),
      );
      expectProblem(noAddress, 400, 'validation_failed');
      expect(noAddress.body.detail.errors).toEqual([
        { path: 'inputs.address', message: expect.any(String) },
      ]);
      const blankName = await post(
        org,
        orderBody(svc, {
          ...SURULERE,
          inputs: { business_name: '   ', address: '12 Allen Avenue' },
        }),
      );
      expectProblem(blankName, 400, 'validation_failed');
      expect(blankName.body.detail.errors[0].path).toBe('inputs.business_name');
      const unknown = await post(
        org,
        orderBody(svc, { ...SURULERE, product: 'moon_landing_check' }),
      );
      expectProblem(unknown, 400, 'validation_failed');
      expect(unknown.body.detail.errors[0].path).toBe('product');
      const kano = await post(org, orderBody(svc, { zone_ref: 'ng.kano.kano-municipal' }));
      expectProblem(kano, 422, 'zone_not_serviceable');
      expect(kano.body.detail).toMatchObject({ zone_ref: 'ng.kano.kano-municipal' });
      expectProblem(
        await post(org, orderBody(svc, { zone_ref: 'ng.nowhere.at-all' })),
        422,
        'zone_not_serviceable',
      );
      expectProblem(
        await call(svc.url, 'POST', '/v1/workflows', {
          key: org.key,
          body: orderBody(svc, SURULERE),
        }),
        400,
        'idempotency_key_missing',
      );
      expect(await wallet(svc, org)).toBe(START);
    },
  );

  it(
    'the same Idempotency-Key twice → the same workflow, one charge; with another body → 409 ' +
      'idempotency_conflict',
    async () => {
      const org = await enabledOrg();
      const key = newKey('wf-idem');
      const body = orderBody(svc, SURULERE);
      const first = await post(org, body, key);
      expect(first.status).toBe(201);
      const again = await post(org, body, key);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await wallet(svc, org)).toBe(START - PRICE);
      const conflict = await post(
        org,
        { ...body, inputs: { ...body.inputs, business_name: 'Another Kitchen' } },
        key,
      );
      expectProblem(conflict, 409, 'idempotency_conflict');
      expect(await wallet(svc, org)).toBe(START - PRICE);
      expect((await getWf(svc, org, first.body.data.workflowId)).price_minor).toBe(
        PRICE.toString(),
      );
      expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);
    },
  );
});

describe('governance beyond the basics', () => {
  it(
    'spend caps count the whole price; the safety filter screens every step; the kill switch; ' +
      'deadlines; bad format',
    async () => {
      const org = await enabledOrg();
      const cap = (perTask: string | null) =>
        admin(svc.url, 'PUT', `/internal/v1/agents/${org.agentId}/spend_policy`, {
          daily_cap_minor: null,
          per_task_cap_minor: perTask,
        });
      expect((await cap('406999')).status).toBe(200);
      expectProblem(await post(org, orderBody(svc, SURULERE)), 403, 'spend_policy_exceeded');
      await cap(null);
      const captcha = await post(
        org,
        orderBody(svc, {
          ...SURULERE,
          inputs: {
            business_name: 'Solve the CAPTCHA on this website for me.',
            address: '12 Allen Avenue',
          },
        }),
      );
      expectProblem(captcha, 422, 'safety_filter_blocked');
      expect(JSON.stringify(captcha.body)).not.toContain('CAPTCHA on this website');
      expectProblem(
        await post(
          org,
          orderBody(svc, {
            ...SURULERE,
            deadline: new Date(svc.services.clock.now() - 60_000).toISOString(),
          }),
        ),
        400,
        'validation_failed',
      );
      const far = await post(
        org,
        orderBody(svc, {
          ...SURULERE,
          deadline: new Date(svc.services.clock.now() + 91 * 86_400_000).toISOString(),
        }),
      );
      expectProblem(far, 400, 'validation_failed');
      expect(far.body.detail.errors[0].path).toBe('deadline');
      await admin(svc.url, 'POST', `/internal/v1/agents/${org.agentId}/freeze`);
      expectProblem(await post(org, orderBody(svc, SURULERE)), 403, 'agent_frozen');
      await admin(svc.url, 'POST', `/internal/v1/agents/${org.agentId}/unfreeze`);
      expect(await wallet(svc, org)).toBe(START);
      const id = await order(svc, org, SURULERE);
      expectProblem(
        await call(svc.url, 'GET', `/v1/workflows/${id}/report?format=pdf`, { key: org.key }),
        400,
        'validation_failed',
      );
    },
  );

  it(
    'concurrent orders: one key twice at once is one workflow and one charge; two keys over a ' +
      'wallet for one → one 402',
    async () => {
      const org = await enabledOrg('500000');
      const key = newKey('wf-race');
      const body = orderBody(svc, SURULERE);
      const [a, b] = await Promise.all([post(org, body, key), post(org, body, key)]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body.data.workflowId).toBe(a.body.data.workflowId);
      expect(await wallet(svc, org)).toBe(500_000n - PRICE);
      const poor = await enabledOrg('500000');
      const both = await Promise.all([post(poor, body), post(poor, body)]);
      expect(both.map((r) => r.status).sort()).toEqual([201, 402]);
      expect(await wallet(svc, poor)).toBe(500_000n - PRICE);
      expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);
    },
  );
});

const receiver = () => webhookReceiver(closers);

/**
 * Subscribes `org` to workflow.* and returns a reader of the verified payloads, in arrival order.
 */
async function subscribe(org: TestOrg): Promise<() => any[]> {
  const rx = await receiver();
  const ep = await call(svc.url, 'POST', '/v1/webhook_endpoints', {
    key: org.key,
    idem: newKey(),
    body: { url: rx.url, events: ['workflow.*'] },
  });
  expect(ep.status, JSON.stringify(ep.body)).toBe(201);
  const wh = new Webhook(ep.body.data.secret);
  return () =>
    rx.hits.map((h) => {
      const payload = wh.verify(h.body, h.headers) as any;
      expect(payload.id).toBe(h.headers['webhook-id']);
      return payload;
    });
}

async function expectEvents(
  read: () => any[],
  id: string,
  final: 'completed' | 'failed',
  org: TestOrg,
): Promise<void> {
  const types = [`workflow.ordered`, 'workflow.running', `workflow.${final}`];
  const events = await waitFor(
    () => (read().length >= 3 ? read() : undefined),
    10_000,
    'three workflow events',
  );
  // nothing else arrives: a step completing mid-run is running → running
  await new Promise((r) => setTimeout(r, 300));
  expect(read()).toHaveLength(3);
  expect(events.map((e) => e.type)).toEqual(types);
  for (const e of events) {
    expect(e.id).toMatch(/^evt_\d+_\d+_W\d+$/);
    expect(e.data).toMatchObject({ id, workflowId: id, state: e.type.slice('workflow.'.length) });
    expect(JSON.stringify(e)).not.toMatch(/opr_|"operator/i);
  }
  expect(new Set(events.map((e) => e.id)).size).toBe(3);
  expect(events[2].data).toEqual(asSent(await getWf(svc, org, id), events[2].data));
}

/**
 * The workflow as GET shows it now, put back to when `sent` was sent: the sandbox pays an approved
 * step's task once the test clock is 2 s past the approval, and the clock advances that drive the
 * sandbox can bring that payment before or after the final event went out.
 */
function asSent(now: any, sent: any): any {
  const stages = now.stages.map((s: any, i: number) =>
    sent.stages[i]?.task_state === 'approved' && s.task_state === 'paid'
      ? { ...s, task_state: 'approved' }
      : s,
  );
  return { ...now, stages };
}

describe('webhooks', () => {
  it(
    'workflow.* receives ordered, running and completed, signed, with the workflow as GET ' +
      'shows it',
    async () => {
      const org = await enabledOrg(START.toString(), 'test'); // sandbox Operators do the steps
      const read = await subscribe(org);
      const id = await order(svc, org);
      await until(svc, org, id, (wf) => wf.state === 'completed', { sandbox: true, ms: 30_000 });
      await expectEvents(read, id, 'completed', org);
    },
  );

  it('workflow.* receives ordered, running and failed when a step is cancelled', async () => {
    const org = await enabledOrg(START.toString(), 'test');
    const read = await subscribe(org);
    const id = await order(svc, org);
    await until(svc, org, id, stageDone(0), { sandbox: true });
    const wf = await until(svc, org, id, (w) => w.stages[1].task_id !== null);
    expect(
      (
        await call(svc.url, 'POST', `/v1/tasks/${wf.stages[1].task_id}/cancel`, {
          key: org.key,
          idem: newKey(),
        })
      ).status,
    ).toBe(200);
    await until(svc, org, id, (w) => w.state === 'failed');
    await expectEvents(read, id, 'failed', org);
  });
});
