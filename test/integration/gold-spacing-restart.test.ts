// Proves "at most one gold offer in ten" holds across a restart (docs/outcomes.md, "Gold tasks"):
// an Operator offered a gold task, then three ordinary ones, is not offered the next gold task
// after the service restarts until six more ordinary offers make nine since the last gold one;
// then it is. The counter is read back from the log, not started again from zero.
import { afterAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import {
  accept,
  advance,
  deadlineIn,
  postTask,
  registerOperator,
  type TestOperator,
  waitFor,
  waitMatched,
  worker,
} from '../support/operators.ts';

const ZONE = 'ng.lagos.surulere';
const schema = { fields: [{ key: 'open', type: 'boolean', label: 'Is the shop open?' }] };

let svc: TestService;
afterAll(async () => {
  await svc.close();
});

async function postGold(): Promise<string> {
  const res = await admin(svc.url, 'POST', '/internal/v1/gold-tasks', {
    task: taskBody({
      zone_ref: ZONE,
      proof_requirements: [],
      answer_schema: schema,
      deadline: deadlineIn(svc, 48),
    }),
    known_answer: { open: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.task_id;
}

const stateOfTask = (id: string) => svc.engine.findTask(id);

/** An ordinary task offered to `op`, worked and approved: one more ordinary offer. */
async function ordinaryOffer(org: TestOrg, op: TestOperator): Promise<void> {
  const taskId = await postTask(svc, org, { zone_ref: ZONE, proof_requirements: [] });
  expect(await waitMatched(svc, org, taskId, 10_000)).toBe(op.id);
  await accept(svc, op, taskId);
  expect((await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`)).status).toBe(200);
  const base = { orgId: org.orgId, taskId } as const;
  await svc.engine.execute({ type: 'StepTask', ...base, step: 'SUBMIT_PROOF' });
  await svc.engine.execute({ type: 'StepTask', ...base, step: 'BEGIN_VERIFY' });
  const approved = await call(svc.url, 'POST', `/v1/tasks/${taskId}/approve`, {
    key: org.key,
    idem: newKey(),
  });
  expect(approved.status).toBe(200);
  // The Operator is free again: a pass now would offer any task it may take.
  await advance(svc, 1);
}

describe('the gold counter', () => {
  it('keeps one gold offer in ten across a restart', async () => {
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
    const dataDir = svc.dataDir;
    const org = await newOrg(svc.url);
    const op = await registerOperator(svc, { lga_coverage: [ZONE] });

    // A newcomer may be offered gold at once; the offer lapses unanswered.
    const first = await postGold();
    await waitFor(() => (stateOfTask(first)?.operatorId === op.id ? true : undefined), 10_000);
    await advance(svc, 16 * 60);
    expect(stateOfTask(first)?.declinedOperators).toContain(op.id);
    for (let i = 0; i < 3; i++) await ordinaryOffer(org, op);

    await svc.close();
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, dataDir);

    // Three ordinary offers since the last gold one: the next gold task waits for six more.
    const second = await postGold();
    await waitFor(() => (stateOfTask(second)?.state === 'screening' ? undefined : true), 10_000);
    await advance(svc, 1);
    expect(stateOfTask(second)?.state).toBe('live');
    for (let i = 0; i < 6; i++) {
      expect(stateOfTask(second)?.operatorId ?? null).toBeNull();
      await ordinaryOffer(org, op);
    }
    await waitFor(() => (stateOfTask(second)?.operatorId === op.id ? true : undefined), 10_000);
    expect(stateOfTask(second)?.state).toBe('matched');
  }, 120_000);
});
