// Proves the test-mode sandbox: a test-mode org's task is matched to a simulated Operator that
// accepts, starts and submits a real proof on the service clock, and it is approved and settled
// with no people — while live tasks are never served by simulated Operators and test money stays
// in its own accounts.
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
import { allBalances } from '../../src/core/state.ts';
import { readTask } from '../../src/runtime/reads.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
});
afterAll(async () => {
  await svc.close();
});

const advance = (seconds: number) =>
  admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function stateOf(key: string, id: string): Promise<string> {
  return (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key })).body.data.state;
}

async function stepUntil(key: string, id: string, want: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if ((await stateOf(key, id)) === want) return;
    await advance(3);
    await pause(300);
  }
  throw new Error(`task ${id} never reached ${want} (now ${await stateOf(key, id)})`);
}

describe('test-mode sandbox', () => {
  it('serves a test-mode task end to end with simulated Operators', async () => {
    const org = await newOrg(svc.url, '1000000', 'test');
    expect(org.key).toMatch(/^errand_test_/);
    const workers = (
      await call(svc.url, 'GET', '/v1/workers?zone_ref=ng.lagos.ikeja', { key: org.key })
    ).body.data;
    expect(workers.length).toBeGreaterThan(0);
    const created = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body: taskBody(),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.taskId as string;
    await stepUntil(org.key, id, 'paid');
    const task = (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;
    expect(task).toMatchObject({
      escrow: { state: 'released' },
      proof: { has_proof: true, outcome: 'pass' },
    });
    expect((await readTask(svc.engine, id))?.task.payoutRef).toBe(`sandbox_${id}`);
    expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);
  });

  it(
    'simulated Operators answer typed questions: ' + 'the result holds a valid answer to each',
    async () => {
      const org = await newOrg(svc.url, '1000000', 'test');
      const answer_schema = {
        fields: [
          { key: 'open', type: 'boolean', label: 'Is it open?' },
          { key: 'brand', type: 'enum', label: 'Which brand?', options: ['Emzor', 'M&B'] },
          { key: 'price', type: 'integer', label: 'Price', unit: 'NGN', min: 100, max: 900 },
          { key: 'facings', type: 'count', label: 'Facings', max: 5 },
          { key: 'shelf', type: 'photo', label: 'The shelf' },
        ],
      };
      const created = await call(svc.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: newKey(),
        body: taskBody({ answer_schema }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.data.taskId as string;
      await stepUntil(org.key, id, 'paid');
      const { answers } = (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body
        .data.result;
      expect(typeof answers.open).toBe('boolean');
      expect(['Emzor', 'M&B']).toContain(answers.brand);
      expect(Number.isInteger(answers.price) && answers.price >= 100 && answers.price <= 900).toBe(
        true,
      );
      expect(
        Number.isInteger(answers.facings) && answers.facings >= 0 && answers.facings <= 5,
      ).toBe(true);
      expect(answers.shelf).toMatch(/^[0-9a-f]{64}$/);
    },
  );

  it('never serves live tasks with simulated Operators, and keeps test money apart', async () => {
    const live = await newOrg(svc.url, '1000000', 'live');
    expect(
      (await call(svc.url, 'GET', '/v1/workers?zone_ref=ng.lagos.ikeja', { key: live.key })).body
        .data,
    ).toEqual([]);
    const created = await call(svc.url, 'POST', '/v1/tasks', {
      key: live.key,
      idem: newKey(),
      body: taskBody(),
    });
    const id = created.body.data.taskId as string;
    for (let i = 0; i < 5; i++) {
      await advance(3);
      await pause(300);
    }
    expect(await stateOf(live.key, id)).toBe('live');
    const balances = new Map<string, bigint>();
    for (const state of svc.engine.states().values())
      for (const [k, v] of allBalances(state)) balances.set(k, (balances.get(k) ?? 0n) + v);
    expect(balances.get('NGN|revenue:platform:test')).toBeGreaterThan(0n);
    expect(balances.get('NGN|revenue:platform') ?? 0n).toBe(0n);
    expect(balances.get('NGN|clearing:payout:test')).toBeGreaterThan(0n);
    expect(balances.get('NGN|clearing:payout') ?? 0n).toBe(0n);
  });
});
