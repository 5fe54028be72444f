// Proves, over real HTTP on the virtual clock, that a step that fails fails its workflow and
// refunds exactly the unreleased remainder: a step cancelled by the agent before acceptance (step
// 3 never starts, no Operator identity in the workflow or its reports), a step offered but not
// accepted by the deadline, and a step approved after the deadline, which starts the next one
// already past it. Completion, reports, disputes and restarts: workflows.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTask } from '../../src/runtime/reads.ts';
import { admin, call, newOrg, startTestService, type TestService } from '../support/http.ts';
import { advance, deadlineIn, type TestOperator } from '../support/operators.ts';
import {
  enable,
  expectNoIdentity,
  ledgerOk,
  operatorDoesStep,
  operatorToReview,
  order,
  PRICE,
  report,
  registerStepOperator,
  stageDone,
  START,
  STEP1_PART,
  taskOf,
  until,
  wallet,
} from '../support/workflows.ts';

let svc: TestService;
let op: TestOperator;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual', RATE_LIMIT_PER_MINUTE: '100000' });
  op = await registerStepOperator(svc);
});
afterAll(async () => {
  await svc?.close();
});

describe('a failing step fails the workflow', () => {
  it(
    'sandbox Operators complete step 1; the agent cancels step 2 before acceptance: remainder ' +
      'refunded, step 3 never starts',
    async () => {
      const org = await newOrg(svc.url, START.toString(), 'test');
      await enable(svc, org);
      const id = await order(svc, org);
      const after1 = await until(svc, org, id, stageDone(0), { sandbox: true });
      expect(after1.escrow).toEqual({
        state: 'partial',
        amount_minor: (PRICE - STEP1_PART).toString(),
      });
      // The clock stands still now: step 2 is created and offered but never accepted.
      const second = await until(svc, org, id, (wf) => wf.stages[1].task_id !== null);
      const t2 = second.stages[1].task_id as string;
      expect(await taskOf(svc, org, t2)).toMatchObject({ workflow_id: id });
      const cancel = await call(svc.url, 'POST', `/v1/tasks/${t2}/cancel`, {
        key: org.key,
        idem: `cancel-${t2}`,
      });
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

      const failed = await until(svc, org, id, (wf) => wf.state === 'failed');
      expect(failed).toMatchObject({
        escrow: { state: 'refunded', amount_minor: '0' },
        completion: { completed_steps: 1, total_steps: 3 },
        finished_at: expect.any(String),
      });
      expect(failed.stages.map((s: { status: string }) => s.status)).toEqual([
        'completed',
        'failed',
        'pending',
      ]);
      expect(failed.stages[1].task_state).toBe('cancelled');
      expect(failed.stages[2]).toMatchObject({ task_id: null, task_state: null });
      expect(await wallet(svc, org)).toBe(START - PRICE + (PRICE - STEP1_PART));
      await ledgerOk(svc);

      const json = await report(svc, org, id);
      expect(json.json.data).toMatchObject({
        state: 'failed',
        verified: false,
        summary: { steps_total: 3, steps_verified: 1 },
        money: { released_minor: '165000', refunded_minor: '242000' },
      });
      expect(json.json.data.steps.map((s: { outcome: string }) => s.outcome)).toEqual([
        'verified',
        'failed',
        'not_run',
      ]);
      // Wherever step 1's task is: the sandbox may have paid it by now, and a paid task leaves
      // memory for the archive.
      const sandboxOp = (await readTask(svc.engine, failed.stages[0].task_id))!.task.operatorId!;
      for (const text of [
        JSON.stringify(failed),
        json.text,
        (await report(svc, org, id, 'markdown')).text,
        (await report(svc, org, id, 'html')).text,
      ]) {
        expectNoIdentity(text, [sandboxOp, 'Sandbox Operator']);
      }
    },
  );
});

describe('deadlines on the virtual clock', () => {
  it(
    'step 2 offered but not accepted by the ' + 'deadline expires: failed, the remainder refunded',
    async () => {
      const org = await newOrg(svc.url, START.toString());
      await enable(svc, org);
      const id = await order(svc, org);
      await operatorDoesStep(svc, org, op, id, 0);
      const wf = await until(svc, org, id, (w) => w.stages[1].task_state === 'matched');
      await advance(svc, 73 * 3_600);
      const failed = await until(svc, org, id, (w) => w.state === 'failed');
      expect(failed.stages.map((s: { status: string }) => s.status)).toEqual([
        'completed',
        'failed',
        'pending',
      ]);
      expect(failed.stages[1]).toMatchObject({
        task_id: wf.stages[1].task_id,
        task_state: 'expired',
      });
      expect(failed.escrow).toEqual({ state: 'refunded', amount_minor: '0' });
      expect(await wallet(svc, org)).toBe(START - STEP1_PART);
      await ledgerOk(svc);
    },
  );

  it(
    'a step approved after the deadline starts the next one already past it: it expires and ' +
      'the workflow fails',
    async () => {
      const org = await newOrg(svc.url, START.toString());
      await enable(svc, org);
      const id = await order(svc, org, { deadline: deadlineIn(svc, 2) });
      const first = await until(
        svc,
        org,
        id,
        (w) =>
          w.stages[0].task_state === 'matched' &&
          svc.engine.findTask(w.stages[0].task_id)?.operatorId === op.id,
      );
      const t1 = first.stages[0].task_id as string;
      // accepted work may finish late; the proof goes to review
      await operatorToReview(svc, op, t1, 3 * 3_600);
      expect(
        (await admin(svc.url, 'POST', `/internal/v1/reviews/${t1}`, { decision: 'approve' })).body
          .data.state,
      ).toBe('approved');
      await advance(svc, 1);
      const failed = await until(svc, org, id, (w) => w.state === 'failed', { ms: 5_000 });
      expect(failed.stages.map((s: { status: string }) => s.status)).toEqual([
        'completed',
        'failed',
        'pending',
      ]);
      expect(failed.escrow).toEqual({ state: 'refunded', amount_minor: '0' });
      expect(await wallet(svc, org)).toBe(START - STEP1_PART);
      await ledgerOk(svc);
    },
  );
});
