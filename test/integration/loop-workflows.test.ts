// Proves Loops whose runs order workflows: the template is kept and shown in the shape given, an
// approved run orders one workflow (one escrow lock for the product, through the owning agent's
// governance, including the product flag) and its run records the workflow, and the envelope
// caps a run that would not fit — on the test clock, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
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

const PRODUCT = 'business_address_verification';
const PRICE = 407_000;
const workflowTemplate = {
  kind: 'workflow',
  workflow: {
    product: PRODUCT,
    zone_ref: 'ng.lagos.ikeja',
    inputs: { business_name: 'Mama Put Kitchen', address: '12 Allen Avenue, Ikeja' },
    deadline_after_hours: 72,
  },
};
const loopBody = (over: Record<string, unknown> = {}) => ({
  name: 'Monthly address re-check',
  template: workflowTemplate,
  schedule: { kind: 'interval', interval_hours: 24 },
  budget_total_minor: String(PRICE * 2),
  ...over,
});
const advanceHours = (h: number) =>
  admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: h * 3600 });
const post = (org: TestOrg, path: string, body?: unknown) =>
  call(svc.url, 'POST', path, {
    key: org.key,
    idem: newKey(),
    ...(body === undefined ? {} : { body }),
  });
const get = (org: TestOrg, path: string) => call(svc.url, 'GET', path, { key: org.key });
const wallet = async (org: TestOrg) =>
  Number((await get(org, '/v1/wallet')).body.data.balance_minor);

async function enabledOrg(
  flags: Record<string, boolean> = { [`flags.workflows.${PRODUCT}`]: true },
): Promise<TestOrg> {
  const org = await newOrg(svc.url, '10000000');
  await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
    'flags.loop.engine': true,
    ...flags,
  });
  return org;
}

describe('Loops of workflows', () => {
  it('an approved run orders one workflow within the envelope; the run records it', async () => {
    const org = await enabledOrg();
    const created = await post(org, '/v1/loops', loopBody());
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect((await get(org, `/v1/loops/${id}`)).body.data.template).toEqual(workflowTemplate);
    await post(org, `/v1/loops/${id}/activate`);
    await advanceHours(24);
    const run = (await get(org, `/v1/loops/${id}`)).body.data.runs[0];
    expect(run).toMatchObject({ status: 'proposed', spent_minor: '0' });
    const approved = await post(org, `/v1/loops/${id}/runs/${run.id}/approve`);
    expect(approved.body.data).toMatchObject({
      run: { status: 'charged', workflow_id: expect.stringMatching(/^wf_/) },
      loop_status: 'active',
    });
    const workflowId = approved.body.data.run.workflow_id as string;
    expect(await wallet(org)).toBe(10_000_000 - PRICE);
    const wf = (await get(org, `/v1/workflows/${workflowId}`)).body.data;
    expect(wf).toMatchObject({
      product: PRODUCT,
      price_minor: String(PRICE),
      escrow: { state: 'locked', amount_minor: String(PRICE) },
    });
    expect((await get(org, `/v1/loops/${id}`)).body.data.runs[0]).toMatchObject({
      status: 'charged',
      spent_minor: String(PRICE),
      workflow_id: workflowId,
    });
    expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);
  });

  it('a run over per_run_cap_minor is skipped and caps the Loop, charging nothing', async () => {
    const org = await enabledOrg();
    const id = (await post(org, '/v1/loops', loopBody({ per_run_cap_minor: String(PRICE - 1) })))
      .body.data.id as string;
    await post(org, `/v1/loops/${id}/activate`);
    await advanceHours(24);
    const run = (await get(org, `/v1/loops/${id}`)).body.data.runs[0];
    expect((await post(org, `/v1/loops/${id}/runs/${run.id}/approve`)).body.data).toMatchObject({
      run: { status: 'skipped' },
      loop_status: 'capped',
    });
    expect(await wallet(org)).toBe(10_000_000);
  });

  it(
    'cannot be created for a product the org may not order; a run fails governance if the flag ' +
      'goes off',
    async () => {
      const org = await enabledOrg({});
      expect((await post(org, '/v1/loops', loopBody())).body).toMatchObject({
        status: 403,
        code: 'feature_disabled',
      });
      await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
        [`flags.workflows.${PRODUCT}`]: true,
      });
      const id = (await post(org, '/v1/loops', loopBody())).body.data.id as string;
      await post(org, `/v1/loops/${id}/activate`);
      await advanceHours(24);
      await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
        [`flags.workflows.${PRODUCT}`]: false,
      });
      const run = (await get(org, `/v1/loops/${id}`)).body.data.runs[0];
      expect((await post(org, `/v1/loops/${id}/runs/${run.id}/approve`)).body).toMatchObject({
        status: 403,
        code: 'feature_disabled',
      });
      expect(await wallet(org)).toBe(10_000_000);
      expect((await get(org, `/v1/loops/${id}`)).body.data.runs[0].status).toBe('proposed');
    },
  );
});
