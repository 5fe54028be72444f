// Proves workflow orders end to end over real HTTP with Operators on the virtual clock: one
// charge for the whole product, steps run one at a time as tasks carrying workflow_id, each
// verified step releases its part of the one lock (partial) and the last releases the rest; a
// step disputed and refunded fails the workflow and refunds exactly the unreleased remainder;
// reports exist only once finished, in four formats that say the same thing, the attestation
// verifying with jose against /v1/jwks.json across a key rotation; no Operator identity ever
// leaks; settlement keeps a completed workflow completed; and a restart mid-workflow carries on to
// completion. Steps cancelled or expired: workflow-failures.test.ts. Governance, idempotency and
// webhooks: workflows-http.test.ts.
import { compactVerify, createLocalJWKSet, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/harness.ts';
import {
  admin,
  call,
  newOrg,
  startTestService,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { expectProblem } from '../support/http-steps.ts';
import type { TestOperator } from '../support/operators.ts';
import {
  enable,
  expectNoIdentity,
  getWf,
  INPUTS,
  ledgerOk,
  operatorDoesStep,
  operatorToReview,
  order,
  PRICE,
  PRODUCT,
  report,
  registerStepOperator,
  stageDone,
  START,
  STEP_TYPES,
  STEP1_PART,
  taskOf,
  until,
  wallet,
} from '../support/workflows.ts';

let svc: TestService;
let op: TestOperator;
/** The workflow the registered Operator completed: the reports are read from it. */
let done: { org: TestOrg; id: string } | undefined;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual', RATE_LIMIT_PER_MINUTE: '100000' });
  op = await registerStepOperator(svc);
});
afterAll(async () => {
  await svc?.close();
});

describe('a workflow runs to completed', () => {
  it(
    'driven by a registered Operator through the worker app: one charge, partial releases, ' +
      'released at the end',
    async () => {
      const org = await newOrg(svc.url, START.toString());
      await enable(svc, org);
      const id = await order(svc, org);
      expect(await wallet(svc, org)).toBe(START - PRICE);
      const first = await getWf(svc, org, id);
      expect(['ordered', 'running']).toContain(first.state);
      expect(first).toMatchObject({
        id,
        workflowId: id,
        product: PRODUCT,
        title: 'Business address verification',
        zone_ref: 'ng.lagos.ikeja',
        currency: 'NGN',
        price_minor: '407000',
        finished_at: null,
      });
      expect(first.stages.map((s: { type: string }) => s.type)).toEqual(STEP_TYPES);
      expect(first.stages.map((s: { reward_minor: string }) => s.reward_minor)).toEqual([
        '150000',
        '100000',
        '120000',
      ]);

      const running = await until(
        svc,
        org,
        id,
        (wf) => wf.state === 'running' && wf.stages[0].task_id !== null,
      );
      expect(running.escrow).toEqual({ state: 'locked', amount_minor: '407000' });
      expect(running.stages.slice(1)).toMatchObject([
        { status: 'pending', task_id: null, task_state: null },
        { status: 'pending', task_id: null, task_state: null },
      ]);

      const t1 = await operatorDoesStep(svc, org, op, id, 0);
      const after1 = await getWf(svc, org, id);
      expect(after1).toMatchObject({
        state: 'running',
        escrow: { state: 'partial', amount_minor: (PRICE - STEP1_PART).toString() },
        completion: { completed_steps: 1, total_steps: 3 },
      });
      expect(after1.stages[0]).toMatchObject({ status: 'completed', task_id: t1 });
      expect(after1.stages[2]).toMatchObject({ status: 'pending', task_id: null });

      const t2 = await operatorDoesStep(svc, org, op, id, 1);
      expect((await getWf(svc, org, id)).escrow).toEqual({
        state: 'partial',
        amount_minor: '132000',
      }); // step 3: 120000 + 12000
      const t3 = await operatorDoesStep(svc, org, op, id, 2);

      const end = await until(svc, org, id, (wf) => wf.state === 'completed');
      expect(end).toMatchObject({
        escrow: { state: 'released', amount_minor: '0' },
        completion: { completed_steps: 3, total_steps: 3 },
        finished_at: expect.any(String),
      });
      expect(end.stages.map((s: { status: string }) => s.status)).toEqual([
        'completed',
        'completed',
        'completed',
      ]);
      for (const [i, t] of [t1, t2, t3].entries())
        expect(await taskOf(svc, org, t)).toMatchObject({
          id: t,
          workflow_id: id,
          type: STEP_TYPES[i],
        });
      expect(await wallet(svc, org)).toBe(START - PRICE); // charged once, at the order
      await ledgerOk(svc);
      expectNoIdentity(JSON.stringify(end), [
        op.id,
        op.body.first_name,
        op.body.last_name,
        op.body.phone,
      ]);
      done = { org, id };
    },
  );
});

describe('reports', () => {
  it(
    'json (default and explicit), markdown ' + 'and html say the same and leak no identity',
    async () => {
      const { org, id } = done!;
      const byDefault = await report(svc, org, id);
      expect(byDefault.status).toBe(200);
      expect(byDefault.type).toMatch(/^application\/json/);
      const data = byDefault.json.data;
      expect((await report(svc, org, id, 'json')).json).toEqual(byDefault.json);
      expect(data).toMatchObject({
        report_version: '1',
        workflow_id: id,
        product: PRODUCT,
        product_title: 'Business address verification',
        zone_ref: 'ng.lagos.ikeja',
        subject: INPUTS,
        state: 'completed',
        verified: true,
        summary: { steps_total: 3, steps_verified: 3 },
        money: {
          currency: 'NGN',
          price_minor: '407000',
          released_minor: '407000',
          refunded_minor: '0',
        },
      });
      expect(data.steps.map((s: { outcome: string }) => s.outcome)).toEqual([
        'verified',
        'verified',
        'verified',
      ]);
      expect(data.steps[0].evidence.media_sha256).toEqual([
        expect.stringMatching(/^[0-9a-f]{64}$/),
      ]);

      const markdown = await report(svc, org, id, 'markdown');
      expect(markdown.status).toBe(200);
      expect(markdown.type).toMatch(/^text\/markdown/);
      expect(markdown.text).toContain('# Business address verification: verified');
      for (const s of data.steps) expect(markdown.text).toContain(`## Step ${s.index + 1}:`);
      expect(markdown.text).toContain('Confirm the business operates at the address');
      const html = await report(svc, org, id, 'html');
      expect(html.status).toBe(200);
      expect(html.type).toMatch(/^text\/html/);
      expect(html.text).toMatch(/^<!doctype html>/);
      expect(html.text).toContain('Five-question survey with the owner or staff');
      for (const r of [byDefault, markdown, html])
        expectNoIdentity(r.text, [op.id, op.body.first_name, op.body.last_name, op.body.phone]);
    },
  );

  it('html and markdown escape order inputs', async () => {
    const org = await newOrg(svc.url, START.toString());
    await enable(svc, org);
    // Surulere: no live Operator covers it, so step 1 stays live until the agent cancels it.
    const evil = {
      business_name: '<script>alert("x")</script> Kitchen',
      address: '1 <b>Bold</b> Street',
    };
    const id = await order(svc, org, { zone_ref: 'ng.lagos.surulere', inputs: evil });
    const wf = await until(svc, org, id, (w) => w.stages[0].task_id !== null);
    expectProblem(
      await call(svc.url, 'GET', `/v1/workflows/${id}/report`, { key: org.key }),
      409,
      'invalid_state',
    );
    await call(svc.url, 'POST', `/v1/tasks/${wf.stages[0].task_id}/cancel`, {
      key: org.key,
      idem: `c-${id}`,
    });
    await until(svc, org, id, (w) => w.state === 'failed');
    expect((await report(svc, org, id)).json.data.subject).toEqual(evil);
    const html = (await report(svc, org, id, 'html')).text;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Bold');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Kitchen');
    expect((await report(svc, org, id, 'markdown')).text).not.toContain('<script>');
  });

  it(
    'the attestation verifies with jose against ' +
      '/v1/jwks.json, before and after a key rotation',
    async () => {
      const { org, id } = done!;
      const json = (await report(svc, org, id)).json.data;
      const att = await report(svc, org, id, 'attestation');
      expect(att.status).toBe(200);
      expect(att.json.data).toEqual({
        format: 'attestation',
        alg: 'EdDSA',
        kid: expect.any(String),
        jws: expect.any(String),
        jwks_url: '/v1/jwks.json',
      });
      const jwks = async () =>
        createLocalJWKSet((await call(svc.url, 'GET', att.json.data.jwks_url)).body);
      const verified = await compactVerify(att.json.data.jws, await jwks());
      expect(verified.protectedHeader).toMatchObject({ alg: 'EdDSA', kid: att.json.data.kid });
      expect(JSON.parse(new TextDecoder().decode(verified.payload))).toEqual(json);

      const rotated = await admin(svc.url, 'POST', '/internal/v1/signing_keys/rotate');
      expect(rotated.status).toBe(201);
      const old = await compactVerify(att.json.data.jws, await jwks());
      expect(old.protectedHeader.kid).toBe(att.json.data.kid);
      const next = (await report(svc, org, id, 'attestation')).json.data;
      expect(next.kid).toBe(rotated.body.data.kid);
      expect(next.kid).not.toBe(att.json.data.kid);
      expect(decodeProtectedHeader(next.jws).kid).toBe(next.kid);
      const again = await compactVerify(next.jws, await jwks());
      expect(JSON.parse(new TextDecoder().decode(again.payload))).toEqual(json);
    },
  );

  it("another org's workflow is not_found for GET and every report format", async () => {
    const { id } = done!;
    const other = await newOrg(svc.url, '0');
    expectProblem(
      await call(svc.url, 'GET', `/v1/workflows/${id}`, { key: other.key }),
      404,
      'not_found',
    );
    for (const f of ['json', 'markdown', 'html', 'attestation']) {
      expectProblem(
        await call(svc.url, 'GET', `/v1/workflows/${id}/report?format=${f}`, { key: other.key }),
        404,
        'not_found',
      );
    }
    expectProblem(
      await call(svc.url, 'GET', '/v1/workflows/wf_doesnotexist', { key: other.key }),
      404,
      'not_found',
    );
  });
});

describe('disputes and settlement', () => {
  it(
    'step 2 disputed freezes the whole lock; resolved for the agent, the workflow fails and ' +
      'the remainder is refunded',
    async () => {
      const org = await newOrg(svc.url, START.toString());
      await enable(svc, org);
      const id = await order(svc, org);
      await operatorDoesStep(svc, org, op, id, 0);
      const t2 = (await until(svc, org, id, (w) => w.stages[1].task_id !== null)).stages[1]
        .task_id as string;
      await operatorToReview(svc, op, t2);
      expect(
        (await admin(svc.url, 'POST', `/internal/v1/reviews/${t2}`, { decision: 'reject' })).body
          .data.state,
      ).toBe('disputed');
      const frozen = await getWf(svc, org, id);
      expect(frozen).toMatchObject({
        state: 'running',
        escrow: { state: 'disputed_frozen', amount_minor: (PRICE - STEP1_PART).toString() },
      });
      expect(frozen.stages[1]).toMatchObject({ status: 'active', task_state: 'disputed' });
      await ledgerOk(svc);
      expect(
        (await admin(svc.url, 'POST', `/internal/v1/disputes/${t2}/resolve`, { favour: 'agent' }))
          .body.data.state,
      ).toBe('resolved_refunded');
      const failed = await until(svc, org, id, (w) => w.state === 'failed');
      expect(failed.stages.map((s: { status: string }) => s.status)).toEqual([
        'completed',
        'failed',
        'pending',
      ]);
      expect(failed.escrow).toEqual({ state: 'refunded', amount_minor: '0' });
      expect(await wallet(svc, org)).toBe(START - STEP1_PART);
      expect((await report(svc, org, id)).json.data.money).toMatchObject({
        released_minor: '165000',
        refunded_minor: '242000',
      });
      await ledgerOk(svc);
    },
  );

  it(
    'settlement pays the steps of the completed ' + 'workflow; it stays completed and released',
    async () => {
      const { org, id } = done!;
      const steps = (await getWf(svc, org, id)).stages.map((s: { task_id: string }) => s.task_id);
      const before = (await report(svc, org, id, 'attestation')).json.data.jws as string;
      const settled = await admin(svc.url, 'POST', '/internal/v1/settlements/run');
      expect(settled.status, JSON.stringify(settled.body)).toBe(200);
      for (const t of steps) expect(settled.body.data.task_ids).toContain(t);
      const wf = await getWf(svc, org, id);
      expect(wf).toMatchObject({
        state: 'completed',
        escrow: { state: 'released', amount_minor: '0' },
        completion: { completed_steps: 3 },
      });
      expect(wf.stages.map((s: { task_state: string }) => s.task_state)).toEqual([
        'paid',
        'paid',
        'paid',
      ]);
      expect((await report(svc, org, id)).json.data.summary.steps_verified).toBe(3);
      // A finished workflow's report is final: settling its steps does not change the attestation.
      expect((await report(svc, org, id, 'attestation')).json.data.jws).toBe(before);
      expect(await wallet(svc, org)).toBe(START - PRICE);
      await ledgerOk(svc);
    },
  );
});

describe('a restart mid-workflow', () => {
  it('carries on after step 1 from the same data directory to completed', async () => {
    const dir = tempDir('errand-wf-restart-');
    let s = await startTestService({ ERRAND_CLOCK: 'virtual' }, dir);
    try {
      const org = await newOrg(s.url, START.toString(), 'test');
      await enable(s, org);
      const id = await order(s, org);
      const after1 = await until(s, org, id, stageDone(0), { sandbox: true });
      expect(after1.escrow.state).toBe('partial');
      await s.close();
      s = await startTestService({ ERRAND_CLOCK: 'virtual' }, dir);
      const back = await getWf(s, org, id);
      expect(back).toMatchObject({
        state: 'running',
        escrow: { state: 'partial', amount_minor: (PRICE - STEP1_PART).toString() },
        completion: { completed_steps: 1 },
      });
      const end = await until(s, org, id, (wf) => wf.state === 'completed', {
        sandbox: true,
        ms: 30_000,
      });
      expect(end).toMatchObject({
        escrow: { state: 'released', amount_minor: '0' },
        completion: { completed_steps: 3, total_steps: 3 },
      });
      expect(await wallet(s, org)).toBe(START - PRICE);
      await ledgerOk(s);
    } finally {
      await s.close();
    }
  });
});
