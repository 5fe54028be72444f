// Shared steps of the workflow tests over HTTP: order a product, read it back, drive its steps
// with the test-mode sandbox Operators (by moving the virtual clock) or with a registered Operator
// through the worker app (a real JPEG proof the verifier auto-approves), and read reports raw.
import { expect } from 'vitest';
import { admin, call, newKey, type TestOrg, type TestService } from './http.ts';
import {
  advance,
  deadlineIn,
  registerOperator,
  waitFor,
  worker,
  type TestOperator,
} from './operators.ts';
import { makeJpeg } from '../proof-checks/support/jpeg.ts';

export const PRODUCT = 'business_address_verification';
export const PRICE = 407_000n; // 150000 + 100000 + 120000, + 10% fee
export const STEP1_PART = 165_000n; // reward 150000 + its fee part 15000
/** What each org of the workflow tests starts with. */
export const START = 1_000_000n;
/** The product's steps, in order. */
export const STEP_TYPES = ['field_verification', 'storefront_photo', 'survey'];

/** The only live-mode Operator in Ikeja, able to do every step of the product. */
export function registerStepOperator(svc: TestService): Promise<TestOperator> {
  return registerOperator(svc, {
    skills: STEP_TYPES,
    lga_coverage: ['ng.lagos.ikeja'],
    zone_ref: 'ng.lagos.ikeja',
  });
}

/** A task as its org reads it over REST. */
export async function taskOf(svc: TestService, org: TestOrg, id: string): Promise<any> {
  return (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;
}

export const INPUTS = { business_name: 'Mama Put Kitchen', address: '12 Allen Avenue, Ikeja' };

export function orderBody(svc: TestService, overrides: Record<string, unknown> = {}) {
  return {
    product: PRODUCT,
    zone_ref: 'ng.lagos.ikeja',
    inputs: INPUTS,
    deadline: deadlineIn(svc, 72),
    ...overrides,
  };
}

export async function enable(svc: TestService, org: TestOrg, product = PRODUCT): Promise<void> {
  const res = await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
    [`flags.workflows.${product}`]: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Orders and returns the workflow id (fails the test on anything but 201). */
export async function order(
  svc: TestService,
  org: TestOrg,
  overrides: Record<string, unknown> = {},
  idem = newKey('wf'),
): Promise<string> {
  const res = await call(svc.url, 'POST', '/v1/workflows', {
    key: org.key,
    idem,
    body: orderBody(svc, overrides),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.data).toEqual({
    workflowId: expect.stringMatching(/^wf_/),
    state: 'ordered',
    totalChargedMinor: PRICE.toString(),
  });
  return res.body.data.workflowId;
}

export async function getWf(svc: TestService, org: TestOrg, id: string): Promise<any> {
  const res = await call(svc.url, 'GET', `/v1/workflows/${id}`, { key: org.key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export async function wallet(svc: TestService, org: TestOrg): Promise<bigint> {
  return BigInt(
    (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data.balance_minor,
  );
}

export async function ledgerOk(svc: TestService): Promise<void> {
  expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data).toMatchObject({
    ok: true,
  });
}

/**
 * Polls GET /v1/workflows/:id until `done` holds; with `sandbox`, moves the virtual clock between
 * polls.
 */
export async function until(
  svc: TestService,
  org: TestOrg,
  id: string,
  done: (wf: any) => boolean,
  opts: { sandbox?: boolean; ms?: number } = {},
): Promise<any> {
  const end = Date.now() + (opts.ms ?? 20_000);
  for (;;) {
    const wf = await getWf(svc, org, id);
    if (done(wf)) return wf;
    if (Date.now() > end) throw new Error(`workflow ${id} never got there: ${JSON.stringify(wf)}`);
    if (opts.sandbox) await advance(svc, 3);
    await new Promise((r) => setTimeout(r, opts.sandbox ? 150 : 50));
  }
}

export const stageDone = (i: number) => (wf: any) => wf.stages[i].status === 'completed';

function lagosCameraTime(ms: number): string {
  const d = new Date(ms + 3_600_000).toISOString();
  return `${d.slice(0, 4)}:${d.slice(5, 7)}:${d.slice(8, 10)} ${d.slice(11, 19)}`;
}

/** Each proof a new scene: the same photo twice is a near-duplicate and goes to review. */
let photoSeq = 0;

/** The registered Operator takes step `i`'s task through the worker app, up to approval. */
export async function operatorDoesStep(
  svc: TestService,
  org: TestOrg,
  op: TestOperator,
  wfId: string,
  i: number,
): Promise<string> {
  const wf = await until(svc, org, wfId, (w) => w.stages[i].task_id !== null);
  const taskId = wf.stages[i].task_id as string;
  await waitFor(
    () =>
      svc.engine.findTask(taskId)?.operatorId === op.id &&
      svc.engine.findTask(taskId)?.state === 'matched'
        ? true
        : undefined,
    5_000,
    `offer of ${taskId}`,
  );
  expect((await worker(svc, op, 'POST', `/worker/v1/offers/${taskId}/accept`)).status).toBe(200);
  expect((await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`)).status).toBe(200);
  await advance(svc, 5); // the capture lands strictly after the task was created
  const captured = svc.services.clock.now() - 1_000;
  const jpeg = await makeJpeg({
    seed: 700 + ++photoSeq * 13,
    exif: {
      make: 'TECNO',
      model: 'CK7n',
      offsetTimeOriginal: '+01:00',
      gps: { lat: 6.6049372, lng: 3.3531846 },
      dateTimeOriginal: lagosCameraTime(captured),
    },
  });
  const proof = await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/proof`, {
    photos: [{ jpeg_base64: jpeg.toString('base64') }],
    location: { lat: 6.6051123, lng: 3.3529917 },
    captured_at: new Date(captured).toISOString(),
    ...(wf.stages[i].type === 'survey'
      ? {
          answers: {
            how_long: 'Six years',
            opening_hours: '8am to 9pm',
            staff: '4',
            main_products: 'Jollof, amala',
            other_branch: 'No',
          },
        }
      : {}),
  });
  expect(proof.status, JSON.stringify(proof.body)).toBe(200);
  await until(svc, org, wfId, stageDone(i), { ms: 10_000 });
  return taskId;
}

/**
 * The registered Operator accepts, starts and sends a proof without EXIF: it waits in human review.
 */
export async function operatorToReview(
  svc: TestService,
  op: TestOperator,
  taskId: string,
  lateBySeconds = 0,
): Promise<void> {
  await waitFor(
    () =>
      svc.engine.findTask(taskId)?.operatorId === op.id &&
      svc.engine.findTask(taskId)?.state === 'matched'
        ? true
        : undefined,
    5_000,
    `offer of ${taskId}`,
  );
  expect((await worker(svc, op, 'POST', `/worker/v1/offers/${taskId}/accept`)).status).toBe(200);
  expect((await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`)).status).toBe(200);
  await advance(svc, 5 + lateBySeconds);
  const jpeg = await makeJpeg({ seed: 900 + ++photoSeq * 17, exif: null });
  const captured = new Date(svc.services.clock.now() - 1_000).toISOString();
  const proof = await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/proof`, {
    photos: [{ jpeg_base64: jpeg.toString('base64') }],
    location: { lat: 6.6051123, lng: 3.3529917 },
    captured_at: captured,
  });
  expect(proof.status, JSON.stringify(proof.body)).toBe(200);
  await waitFor(
    async () =>
      (
        (await admin(svc.url, 'GET', '/internal/v1/reviews')).body.data as Array<{
          task_id: string;
          outcome: string | null;
        }>
      ).find((r) => r.task_id === taskId && r.outcome !== null),
    10_000,
    `review of ${taskId}`,
  );
}

/** A report read raw (markdown and html are not JSON). */
export async function report(
  svc: TestService,
  org: TestOrg,
  id: string,
  format?: string,
): Promise<{ status: number; type: string; text: string; json: any }> {
  const res = await fetch(
    `${svc.url}/v1/workflows/${id}/report${format ? `?format=${format}` : ''}`,
    { headers: { authorization: `Bearer ${org.key}` } },
  );
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    type,
    text,
    json: type.includes('json') ? JSON.parse(text) : undefined,
  };
}

/** No trace of who did the work: names, phone, Operator ids, or any operator-named field. */
export function expectNoIdentity(text: string, identities: readonly string[]): void {
  for (const s of identities) expect(text.includes(s), `leaks ${s}`).toBe(false);
  expect(text).not.toMatch(/"[a-z_]*operator[a-z_]*"\s*:/i);
  expect(text).not.toMatch(/opr_[0-9A-Za-z]+/);
}
