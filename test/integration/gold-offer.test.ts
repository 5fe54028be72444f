// Proves an Operator cannot tell a gold task from any other (docs/outcomes.md, "Gold tasks"): the
// offer of a live gold task has exactly the keys and shape of an ordinary offer, and its requester
// record is every other requester's proofs together, not the gold org's own record.
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
import {
  accept,
  deadlineIn,
  postTask,
  registerOperator,
  waitFor,
  worker,
} from '../support/operators.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
});
afterAll(async () => {
  await svc.close();
});

const schema = { fields: [{ key: 'open', type: 'boolean', label: 'Is the shop open?' }] };
const keysOf = (o: Record<string, unknown>) => Object.keys(o).sort();

describe('a gold offer', () => {
  it('looks like any offer: same keys, a requester record of the other requesters', async () => {
    const org = await newOrg(svc.url);
    const op = await registerOperator(svc, { lga_coverage: ['ng.lagos.surulere'] });
    // An ordinary task, approved, so the other requesters' record is not empty.
    const own = await postTask(svc, org, {
      zone_ref: 'ng.lagos.surulere',
      proof_requirements: [],
      answer_schema: schema,
    });
    const offered = await waitFor(async () => {
      const offers = (await worker(svc, op, 'GET', '/worker/v1/offers')).body.data;
      return offers.find((o: { task_id: string }) => o.task_id === own);
    });
    await accept(svc, op, own);
    expect((await worker(svc, op, 'POST', `/worker/v1/tasks/${own}/start`)).status).toBe(200);
    const base = { orgId: org.orgId, taskId: own } as const;
    await svc.engine.execute({ type: 'StepTask', ...base, step: 'SUBMIT_PROOF' });
    await svc.engine.execute({ type: 'StepTask', ...base, step: 'BEGIN_VERIFY' });
    const approved = await call(svc.url, 'POST', `/v1/tasks/${own}/approve`, {
      key: org.key,
      idem: newKey(),
    });
    expect(approved.status).toBe(200);

    const gold = await admin(svc.url, 'POST', '/internal/v1/gold-tasks', {
      task: taskBody({
        zone_ref: 'ng.lagos.surulere',
        proof_requirements: [],
        answer_schema: schema,
        deadline: deadlineIn(svc, 48),
      }),
      known_answer: { open: true },
    });
    expect(gold.status).toBe(201);
    const goldId = gold.body.data.task_id;
    const goldOffer = await waitFor(async () => {
      const offers = (await worker(svc, op, 'GET', '/worker/v1/offers')).body.data;
      return offers.find((o: { task_id: string }) => o.task_id === goldId);
    }, 3_000);
    expect(keysOf(goldOffer)).toEqual(keysOf(offered));
    expect(JSON.stringify(goldOffer)).not.toMatch(/gold/i);
    expect(goldOffer.requester).toEqual({
      proofs_checked: 1,
      proofs_rejected: 0,
      rejection_rate_bps: 0,
    });
  }, 60_000);
});
