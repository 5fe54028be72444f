// Proves that Operators can say no through the Operator app (/worker/v1): reporting an offer or
// abandoning accepted or started work for safety sends the task to the staff queue (escrow still
// locked, Pass revoked), records no penalty (no offer lapse, no payable, no change to the
// Operator's record) and never offers the task to that Operator again; staff release re-offers it
// to others; reports and refusals flag the org; a frozen org's agents cannot post. The ledger
// checks out after each step.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import { expectProblem } from '../support/http-steps.ts';
import {
  accept,
  offerIds,
  postTask,
  registerOperator,
  stateOf,
  waitMatched,
  worker,
  type TestOperator,
} from '../support/operators.ts';
import { balanceOf } from '../../src/core/state.ts';
import { OPERATORS_ROUTING_KEY } from '../../src/core/commands.ts';

let svc: TestService;
let org: TestOrg;
beforeEach(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url);
});
afterEach(async () => {
  await svc.close();
});

const ledgerOk = async () =>
  expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data).toMatchObject({
    ok: true,
  });
const getTask = async (id: string) =>
  (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;
const queue = async () =>
  (await admin(svc.url, 'GET', '/internal/v1/safety/queue')).body.data as Array<
    Record<string, any>
  >;

/**
 * Nothing about the withdrawal counts against the Operator: no lapse, no payable, the same record.
 */
function expectNoPenalty(op: TestOperator, taskId: string): void {
  const task = stateOf(svc, org, taskId)!;
  expect(task.declinedOperators).not.toContain(op.id);
  expect(task.unsafeFor).toContain(op.id);
  for (const state of svc.engine.states().values())
    expect(balanceOf(state, 'NGN', `payable:operator:${op.id}`)).toBe(0n);
  const registered = svc.engine.stateOf(OPERATORS_ROUTING_KEY).operators.get(op.id)!;
  expect(registered.tier).toBe(op.body.tier);
}

describe('Operators can say no', () => {
  it(
    'report an offer: declined without penalty, held for staff, released and offered to ' +
      'someone else',
    async () => {
      const a = await registerOperator(svc);
      const taskId = await postTask(svc, org);
      expect(await waitMatched(svc, org, taskId)).toBe(a.id);
      const b = await registerOperator(svc);
      const res = await worker(svc, a, 'POST', `/worker/v1/offers/${taskId}/report`, {
        category: 'dangerous_work',
        note: 'The site is a live electrical substation',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual({ task_id: taskId, state: 'withdrawn', penalty: false });
      expect(await offerIds(svc, a)).toEqual([]);
      expectProblem(await worker(svc, a, 'GET', `/worker/v1/tasks/${taskId}`), 404, 'not_found');
      expect(await getTask(taskId)).toMatchObject({
        state: 'screening',
        safety: { status: 'held', category: 'dangerous_work' },
        escrow: { state: 'locked' },
      });
      expect(JSON.stringify(await getTask(taskId))).not.toContain('substation');
      expectNoPenalty(a, taskId);
      await ledgerOk();
      const [item] = await queue();
      expect(item).toMatchObject({
        task_id: taskId,
        source: 'report',
        operator_id: a.id,
        note: 'The site is a live electrical substation',
        category: 'dangerous_work',
      });
      // Held: screening does not move it, nobody is offered it.
      await new Promise((r) => setTimeout(r, 100));
      expect(stateOf(svc, org, taskId)!.state).toBe('screening');

      expect(
        (
          await admin(svc.url, 'POST', `/internal/v1/safety/holds/${taskId}`, {
            decision: 'release',
          })
        ).body.data.state,
      ).toBe('live');
      expect(await waitMatched(svc, org, taskId)).toBe(b.id);
      expect(await offerIds(svc, a)).toEqual([]);
      expectNoPenalty(a, taskId);
      await ledgerOk();
    },
  );

  it(
    'abandon accepted and started work for safety: Pass revoked, held, refused by staff and ' +
      'refunded',
    async () => {
      const op = await registerOperator(svc);
      const started = await postTask(svc, org);
      await waitMatched(svc, org, started);
      const view = await accept(svc, op, started);
      expect(view.pass).not.toBeNull();
      expect((await worker(svc, op, 'POST', `/worker/v1/tasks/${started}/start`)).status).toBe(200);
      expectProblem(
        await worker(svc, op, 'POST', `/worker/v1/tasks/${started}/abandon`, { reason: 'tired' }),
        400,
        'validation_failed',
      );
      const res = await worker(svc, op, 'POST', `/worker/v1/tasks/${started}/abandon`, {
        reason: 'safety',
        note: 'Men at the gate threatened me',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.penalty).toBe(false);
      const task = stateOf(svc, org, started)!;
      expect(task).toMatchObject({ state: 'screening', operatorId: null, pass: null });
      expect(await getTask(started)).toMatchObject({
        state: 'screening',
        pass: null,
        safety: { status: 'held', category: null },
      });
      expectNoPenalty(op, started);
      await ledgerOk();
      expect((await queue()).map((q) => [q.task_id, q.source])).toEqual([[started, 'abandon']]);
      const before = (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data
        .balance_minor;
      expect(
        (
          await admin(svc.url, 'POST', `/internal/v1/safety/holds/${started}`, {
            decision: 'refuse',
          })
        ).body.data.state,
      ).toBe('cancelled');
      const after = (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data
        .balance_minor;
      expect(BigInt(after) - BigInt(before)).toBe(165000n);
      expect(await getTask(started)).toMatchObject({
        state: 'cancelled',
        escrow: { state: 'refunded', amount_minor: '0' },
      });
      await ledgerOk();

      // An accepted (not started) task can be abandoned too; an offer cannot be "abandoned", nor
      // accepted work "reported".
      const accepted = await postTask(svc, org);
      await waitMatched(svc, org, accepted);
      expectProblem(
        await worker(svc, op, 'POST', `/worker/v1/tasks/${accepted}/abandon`, { reason: 'safety' }),
        409,
        'invalid_state',
      );
      await accept(svc, op, accepted);
      expectProblem(
        await worker(svc, op, 'POST', `/worker/v1/offers/${accepted}/report`, {}),
        409,
        'invalid_state',
      );
      expect(
        (
          await worker(svc, op, 'POST', `/worker/v1/tasks/${accepted}/abandon`, {
            reason: 'safety',
          })
        ).status,
      ).toBe(200);
      expectNoPenalty(op, accepted);
      await ledgerOk();
    },
  );

  it(
    "another Operator's task is not found; reports " + 'and refusals flag the org; staff freeze it',
    async () => {
      const op = await registerOperator(svc);
      const other = await registerOperator(svc, { lga_coverage: ['ng.lagos.surulere'] });
      const t1 = await postTask(svc, org);
      await waitMatched(svc, org, t1);
      expectProblem(
        await worker(svc, other, 'POST', `/worker/v1/offers/${t1}/report`, {}),
        404,
        'not_found',
      );
      expect((await worker(svc, op, 'POST', `/worker/v1/offers/${t1}/report`, {})).status).toBe(
        200,
      );
      // Two refusals by the filter: three strikes in the window flag the org.
      for (const text of [
        'Solve the captcha on this site for me',
        'Open a new Gmail account for me and send me the password',
      ]) {
        const refused = await call(svc.url, 'POST', '/v1/tasks', {
          key: org.key,
          idem: newKey(),
          body: taskBody({
            instructions: text,
            deadline: new Date(svc.services.clock.now() + 48 * 3_600_000).toISOString(),
          }),
        });
        expectProblem(refused, 422, 'safety_filter_blocked');
      }
      await new Promise((r) => setTimeout(r, 100));
      await svc.engine.barrier();
      expect((await queue())[0]).toMatchObject({
        task_id: t1,
        org_flagged: true,
        org_strikes: 3,
        org_frozen: false,
      });
      const frozen = await admin(svc.url, 'POST', `/internal/v1/orgs/${org.orgId}/freeze`);
      expect(frozen.body.data).toEqual({ org_id: org.orgId, frozen: true });
      const blocked = await call(svc.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: newKey(),
        body: taskBody({
          deadline: new Date(svc.services.clock.now() + 48 * 3_600_000).toISOString(),
        }),
      });
      expectProblem(blocked, 403, 'agent_frozen');
      expect(blocked.body.detail).toEqual({ scope: 'org' });
      // The dry run says the same as create would.
      const estimate = await call(svc.url, 'POST', '/v1/estimate_task', {
        key: org.key,
        body: { type: 'field_verification', reward_major: '1500.00', zone_ref: 'ng.lagos.ikeja' },
      });
      expect(estimate.body.data.governance).toMatchObject({ allowed: false, code: 'agent_frozen' });
      expectProblem(
        await admin(svc.url, 'POST', '/internal/v1/orgs/org_nope/freeze'),
        404,
        'not_found',
      );
      expect(
        (await admin(svc.url, 'POST', `/internal/v1/orgs/${org.orgId}/unfreeze`)).body.data.frozen,
      ).toBe(false);
      expect(
        (
          await call(svc.url, 'POST', '/v1/tasks', {
            key: org.key,
            idem: newKey(),
            body: taskBody({
              deadline: new Date(svc.services.clock.now() + 48 * 3_600_000).toISOString(),
            }),
          })
        ).status,
      ).toBe(201);
      await ledgerOk();
    },
  );
});
