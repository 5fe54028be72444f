// Proves the matcher on the service clock: live tasks go to an eligible, free Operator on the
// matcher's own ticks, least recently offered first; unaccepted offers lapse to the next Operator
// after 15 minutes; tasks unaccepted by their deadline expire and refund, accepted ones never
// expire. "Not offered" is checked after a number of matcher passes, not of milliseconds (an
// advance of 0 s runs one), so a loaded machine makes no check weaker (docs/status.md).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newOrg,
  startTestService,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { balance } from '../support/http-steps.ts';
import {
  accept,
  advance,
  deadlineIn,
  offerIds,
  postTask,
  registerOperator,
  screened,
  stateOf,
  waitMatched,
  worker,
  type TestOperator,
} from '../support/operators.ts';
import { readTask } from '../../src/runtime/reads.ts';

let svc: TestService;
let org: TestOrg;
const FUND = '10000000';
const TOTAL = '165000'; // 1500.00 reward + 10% fee

beforeEach(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, FUND);
});
afterEach(async () => {
  await svc.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Runs `count` whole matcher passes (a test-clock advance runs one at once). */
async function matcherPasses(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await advance(svc, 0);
}
const getTask = async (id: string) =>
  (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;
async function ledgerOk(): Promise<void> {
  const res = await admin(svc.url, 'GET', '/internal/v1/ledger/verify');
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ ok: true, mismatches: [] });
}
/** Takes an accepted task past in_progress, so its Operator is free for the next offer. */
async function finish(op: TestOperator, taskId: string): Promise<void> {
  expect((await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`)).status).toBe(200);
  await svc.engine.execute({ type: 'StepTask', orgId: org.orgId, taskId, step: 'SUBMIT_PROOF' });
}

describe('who gets an offer', () => {
  it('a live task is offered to an eligible ' + 'Operator by the matcher on its own', async () => {
    const op = await registerOperator(svc, {
      lga_coverage: ['ng.lagos.ikeja'],
      skills: ['field_verification'],
    });
    const taskId = await postTask(svc, org);
    // No clock advance and no request: the matcher's own tick (every 250 ms) makes the offer.
    expect(await waitMatched(svc, org, taskId)).toBe(op.id);
    const offers = await worker(svc, op, 'GET', '/worker/v1/offers');
    expect(offers.body.data).toHaveLength(1);
    const offer = offers.body.data[0];
    expect(offer).toMatchObject({
      task_id: taskId,
      state: 'matched',
      type: 'field_verification',
      zone_ref: 'ng.lagos.ikeja',
      reward_minor: '150000',
      pass: null,
    });
    const task = await getTask(taskId);
    expect(task.state).toBe('matched');
    expect(Date.parse(offer.offer_expires_at) - Date.parse(task.updated_at)).toBe(15 * 60_000);
    expect(JSON.stringify(task)).not.toContain(op.id);
  });

  it('an Operator outside the zone or without the skill is never offered the task', async () => {
    const outside = [
      await registerOperator(svc, {
        zone_ref: 'ng.lagos',
        lga_coverage: ['ng.lagos.surulere'],
        skills: ['field_verification'],
      }),
      await registerOperator(svc, {
        zone_ref: 'ng.lagos.eti-osa',
        lga_coverage: ['ng.lagos.eti-osa'],
        skills: ['field_verification'],
      }),
      await registerOperator(svc, {
        zone_ref: 'ng.fct',
        lga_coverage: ['ng.fct.abuja-municipal-area-council'],
        skills: ['field_verification'],
      }),
    ];
    const unskilled = [
      await registerOperator(svc, { lga_coverage: ['ng.lagos.ikeja'], skills: ['phone_call'] }),
      await registerOperator(svc, {
        lga_coverage: ['ng.lagos.ikeja'],
        skills: ['survey', 'storefront_photo'],
      }),
    ];
    const taskId = await postTask(svc, org);
    await screened(svc, org, taskId);
    await matcherPasses(5);
    expect(stateOf(svc, org, taskId)?.state).toBe('live');
    for (const op of [...outside, ...unskilled]) expect(await offerIds(svc, op)).toEqual([]);

    const right = await registerOperator(svc, {
      lga_coverage: ['ng.lagos.surulere', 'ng.lagos.ikeja'],
      skills: ['survey', 'field_verification'],
    });
    expect(await waitMatched(svc, org, taskId)).toBe(right.id);
    for (const op of [...outside, ...unskilled]) expect(await offerIds(svc, op)).toEqual([]);
  });

  it(
    'two eligible Operators and two tasks: each ' +
      'gets one; a third task waits until one is free',
    async () => {
      const ops = [await registerOperator(svc), await registerOperator(svc)];
      const [t1, t2] = await Promise.all([postTask(svc, org), postTask(svc, org)]);
      const matched = await Promise.all([waitMatched(svc, org, t1!), waitMatched(svc, org, t2!)]);
      expect(new Set(matched)).toEqual(new Set(ops.map((o) => o.id)));
      for (const op of ops) expect(await offerIds(svc, op)).toHaveLength(1);

      const t3 = await postTask(svc, org);
      await screened(svc, org, t3);
      await matcherPasses(3);
      expect(stateOf(svc, org, t3)?.state).toBe('live');
      // Accepting keeps an Operator busy: still no offer for the third task.
      const holder = ops.find((o) => o.id === matched[0])!;
      await accept(svc, holder, t1!);
      await matcherPasses(2);
      expect(stateOf(svc, org, t3)?.state).toBe('live');
      // Once the work is handed in, that Operator is free and gets the waiting task.
      await finish(holder, t1!);
      expect(await waitMatched(svc, org, t3)).toBe(holder.id);
    },
  );

  it('rotation: each next task goes to the least recently offered free Operator', async () => {
    const ops = [
      await registerOperator(svc),
      await registerOperator(svc),
      await registerOperator(svc),
    ];
    const byId = new Map(ops.map((o) => [o.id, o]));
    const order: string[] = [];
    for (let i = 0; i < 7; i++) {
      const taskId = await postTask(svc, org);
      const opId = await waitMatched(svc, org, taskId);
      order.push(opId);
      await accept(svc, byId.get(opId)!, taskId);
      await finish(byId.get(opId)!, taskId);
    }
    expect(new Set(order.slice(0, 3)).size).toBe(3);
    expect(order.slice(3)).toEqual([...order.slice(0, 3), order[0]]);
  });
});

describe('offers that are not accepted', () => {
  it(
    'lapse after 15 minutes on the service clock ' + 'and move to the next Operator, never back',
    async () => {
      const [a, b] = [await registerOperator(svc), await registerOperator(svc)];
      const taskId = await postTask(svc, org);
      const firstId = await waitMatched(svc, org, taskId);
      const [first, second] = firstId === a.id ? [a, b] : [b, a];
      expect(await offerIds(svc, first)).toEqual([taskId]);
      expect(await offerIds(svc, second)).toEqual([]);

      await advance(svc, 14 * 60);
      await matcherPasses(2);
      expect(await offerIds(svc, first)).toEqual([taskId]);

      await advance(svc, 2 * 60); // 16 minutes after the offer
      expect(await offerIds(svc, first)).toEqual([]);
      expect(await waitMatched(svc, org, taskId)).toBe(second.id);
      expect(await offerIds(svc, second)).toEqual([taskId]);
      expect(await offerIds(svc, first)).toEqual([]);
      // The Operator whose offer lapsed can no longer accept it.
      expect((await worker(svc, first, 'POST', `/worker/v1/offers/${taskId}/accept`)).status).toBe(
        404,
      );

      await advance(svc, 16 * 60);
      await matcherPasses(3);
      expect(stateOf(svc, org, taskId)?.state).toBe('live');
      expect(await offerIds(svc, first)).toEqual([]);
      expect(await offerIds(svc, second)).toEqual([]);
      expect((await getTask(taskId)).state).toBe('live');
    },
  );
});

describe('deadlines', () => {
  it(
    'a task nobody accepts by its deadline ' + 'expires and its escrow refunds to the wallet',
    async () => {
      const live = await postTask(svc, org, { deadline: deadlineIn(svc, 2) });
      const op = await registerOperator(svc, {
        lga_coverage: ['ng.lagos.eti-osa'],
        zone_ref: 'ng.lagos',
      });
      // Offered but not accepted when its deadline (10 minutes, inside the 15-minute offer) passes.
      const offered = await postTask(svc, org, {
        deadline: deadlineIn(svc, 10 / 60),
        zone_ref: 'ng.lagos.eti-osa',
      });
      await waitMatched(svc, org, offered);
      expect(await balance(svc, org)).toBe((BigInt(FUND) - 2n * BigInt(TOTAL)).toString());

      await advance(svc, 10 * 60 + 1);
      // The advance runs a matcher pass at once: no waiting for the next tick.
      const lapsed = await getTask(offered);
      expect(lapsed.state).toBe('expired');
      expect(lapsed.escrow).toEqual({ state: 'refunded', amount_minor: '0' });
      expect(await balance(svc, org)).toBe((BigInt(FUND) - BigInt(TOTAL)).toString());
      expect(stateOf(svc, org, live)?.state).toBe('live');

      await advance(svc, 2 * 3600);
      expect((await getTask(live)).state).toBe('expired');
      expect(await balance(svc, org)).toBe(FUND);
      expect(await offerIds(svc, op)).toEqual([]);
      expect((await worker(svc, op, 'POST', `/worker/v1/offers/${offered}/accept`)).status).toBe(
        409,
      );
      // An expired task cannot be cancelled for a second refund.
      const cancel = await call(svc.url, 'POST', `/v1/tasks/${live}/cancel`, {
        key: org.key,
        idem: `c-${live}`,
      });
      expect(cancel.status).toBe(409);
      expect(await balance(svc, org)).toBe(FUND);
      await ledgerOk();
    },
  );

  it('an accepted task does not expire when its deadline passes', async () => {
    const op = await registerOperator(svc);
    const taskId = await postTask(svc, org, { deadline: deadlineIn(svc, 1) });
    await waitMatched(svc, org, taskId);
    await accept(svc, op, taskId);
    await advance(svc, 3 * 3600);
    await matcherPasses(2);
    const task = await getTask(taskId);
    expect(task.state).toBe('accepted');
    expect(task.escrow).toEqual({ state: 'locked', amount_minor: TOTAL });
    expect(await balance(svc, org)).toBe((BigInt(FUND) - BigInt(TOTAL)).toString());
    expect(
      (await worker(svc, op, 'POST', `/worker/v1/tasks/${taskId}/start`)).body.data.state,
    ).toBe('in_progress');
    await ledgerOk();
  });

  it('an advance expires due tasks at once even ' +
    'while the matcher is busy offering others', async () => {
    const busy = await startTestService({
      ERRAND_CLOCK: 'virtual',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    try {
      const rich = await newOrg(busy.url, '100000000');
      for (let i = 0; i < 30; i++) await registerOperator(busy);
      let previous: string[] = [];
      let late = 0;
      for (let round = 0; round < 25; round++) {
        // Free the Operators so this round's burst keeps the matcher's pass in flight.
        await Promise.all(
          previous.map((id) =>
            call(busy.url, 'POST', `/v1/tasks/${id}/cancel`, { key: rich.key, idem: `c-${id}` }),
          ),
        );
        const due = await postTask(busy, rich, {
          deadline: deadlineIn(busy, 1 / 60),
          zone_ref: 'ng.lagos.surulere',
        });
        previous = await Promise.all(Array.from({ length: 30 }, () => postTask(busy, rich)));
        await sleep(Math.random() * 300);
        await advance(busy, 61);
        // expired: settled, read from the archive
        if ((await readTask(busy.engine, due))?.task.state !== 'expired') late += 1;
      }
      expect(late).toBe(0);
    } finally {
      await busy.close();
    }
    // 25 rounds of 61 requests took over 60 s on a loaded 2-core machine: a generous limit.
  }, 240_000);

  it('the test clock is only there with ERRAND_CLOCK=virtual', async () => {
    const clock = await admin(svc.url, 'GET', '/internal/v1/clock');
    expect(clock.body.data.virtual).toBe(true);
    const real = await startTestService();
    try {
      const res = await admin(real.url, 'POST', '/internal/v1/clock/advance', { seconds: 60 });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_disabled');
    } finally {
      await real.close();
    }
  });
});
