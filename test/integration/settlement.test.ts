// Proves settlement pays through the payout partner: approved tasks are paid once, the partner's
// reference is recorded in the ledger record, a failed payout leaves the task approved for the
// next run, and the ledger balances throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, newOrg, startTestService, type TestService } from '../support/http.ts';
import { createTask, driveTo } from '../support/http-steps.ts';
import type { SimulatedPayoutPartner } from '../../src/partners/payout.ts';
import { balanceOf } from '../../src/core/state.ts';
import { readTask } from '../../src/runtime/reads.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.close();
});

describe('settlement through the payout partner', () => {
  it(
    'pays approved tasks once, retries after ' + 'a failed payout, and records the reference',
    async () => {
      const org = await newOrg(svc.url, '1000000');
      const a = await createTask(svc, org);
      const b = await createTask(svc, org);
      for (const id of [a, b]) {
        await driveTo(svc, org, id, 'BEGIN_VERIFY');
        expect(
          (
            await call(svc.url, 'POST', `/v1/tasks/${id}/approve`, {
              key: org.key,
              idem: `approve-${id}`,
            })
          ).status,
        ).toBe(200);
      }
      const partner = svc.services.payoutPartner as SimulatedPayoutPartner;
      partner.failNext = 1;
      const first = (await admin(svc.url, 'POST', '/internal/v1/settlements/run')).body.data;
      expect(first.settled).toBe(1);
      expect(first.failed).toHaveLength(1);
      const stillApproved = first.failed[0] as string;
      expect(
        (await call(svc.url, 'GET', `/v1/tasks/${stillApproved}`, { key: org.key })).body.data
          .state,
      ).toBe('approved');
      const second = (await admin(svc.url, 'POST', '/internal/v1/settlements/run')).body.data;
      expect(second).toMatchObject({ settled: 1, task_ids: [stillApproved], failed: [] });
      expect((await admin(svc.url, 'POST', '/internal/v1/settlements/run')).body.data.settled).toBe(
        0,
      );
      for (const id of [a, b]) {
        // paid: settled history, read from the archive
        const task = (await readTask(svc.engine, id))!.task;
        expect(task.state).toBe('paid');
        expect(task.payoutRef).toMatch(/^po_[0-9a-f]{24}$/);
        expect(balanceOf(svc.engine.stateOf(org.orgId), 'NGN', `payable:${task.operatorId}`)).toBe(
          0n,
        );
      }
      expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);
    },
  );
});
