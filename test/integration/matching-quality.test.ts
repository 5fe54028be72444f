// Proves the matcher reads Operator quality (docs/outcomes.md): an Operator whose proofs the agent
// keeps rejecting falls under the threshold and is offered nothing, a task waits for someone else
// rather than go to them, and staff's reinstatement over the admin API sends it to them at once;
// an Operator with a record of approvals is offered work before a newcomer who has waited longer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import {
  accept,
  postTask,
  registerOperator,
  stateOf,
  waitMatched,
  worker,
  type TestOperator,
} from '../support/operators.ts';

let svc: TestService;
let org: TestOrg;
beforeEach(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '100000000');
});
afterEach(async () => {
  await svc.close();
});

const SOLO = 'ng.lagos.surulere';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One task only `op` covers, worked to a proof and then approved or rejected by the agent. */
async function workOnce(op: TestOperator, verdict: 'approve' | 'reject'): Promise<void> {
  const taskId = await postTask(svc, org, { zone_ref: SOLO, proof_requirements: [] });
  expect(await waitMatched(svc, org, taskId, 3_000)).toBe(op.id);
  await accept(svc, op, taskId);
  expect((await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`)).status).toBe(200);
  const base = { orgId: org.orgId, taskId } as const;
  await svc.engine.execute({ type: 'StepTask', ...base, step: 'SUBMIT_PROOF' });
  await svc.engine.execute({ type: 'StepTask', ...base, step: 'BEGIN_VERIFY' });
  const res = await call(svc.url, 'POST', `/v1/tasks/${taskId}/${verdict}`, {
    key: org.key,
    idem: newKey(),
    body: verdict === 'reject' ? { reason: 'Wrong shop' } : {},
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const quality = async (id: string) =>
  (await admin(svc.url, 'GET', `/internal/v1/operator-quality/${id}`)).body.data;

describe('quality in matching', () => {
  it('a low score pauses offers until staff reinstate', async () => {
    const poor = await registerOperator(svc, { lga_coverage: ['ng.lagos.ikeja', SOLO] });
    for (let i = 0; i < 10; i++) await workOnce(poor, 'reject');
    expect(await quality(poor.id)).toMatchObject({ paused: true, outcomes: 10 });

    const taskId = await postTask(svc, org, { zone_ref: SOLO });
    await sleep(1_000);
    expect(stateOf(svc, org, taskId)?.state).toBe('live');

    const reviewed = await admin(
      svc.url,
      'POST',
      `/internal/v1/operator-quality/${poor.id}/review`,
      { decision: 'reinstate' },
    );
    expect(reviewed.body.data.paused).toBe(false);
    expect(await waitMatched(svc, org, taskId, 3_000)).toBe(poor.id);
  }, 60_000);

  it('a better record is offered first, before a newcomer who waited longer', async () => {
    const good = await registerOperator(svc, { lga_coverage: ['ng.lagos.ikeja', SOLO] });
    for (let i = 0; i < 5; i++) await workOnce(good, 'approve');
    expect((await quality(good.id)).score).toBeGreaterThanOrEqual(900);
    // Registered after, never offered anything: least recently offered, but a lower band.
    const fresh = await registerOperator(svc, { lga_coverage: ['ng.lagos.ikeja'] });
    expect((await quality(fresh.id)).score).toBe(800);
    const taskId = await postTask(svc, org, { proof_requirements: [] });
    expect(await waitMatched(svc, org, taskId, 3_000)).toBe(good.id);
  }, 60_000);
});
