// Proves gold tasks and Operator quality through the doors (docs/outcomes.md): staff create a
// test-mode gold task over the admin API, a simulated Operator is offered it, answers and is paid
// like any task, the platform's gold-funding account pays (the ledger verifies), the answer is
// graded into the Operator's score and history, staff pause and reinstate; agents ask for a
// minimum quality level on estimate and create, validated like create's other fields; both
// say so when nobody covering the zone has the level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allBalances } from '../../src/core/state.ts';
import { GOLD_FUNDING_ACCOUNT } from '../../src/core/decide-gold.ts';
import { readTask } from '../../src/runtime/reads.ts';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestService,
} from '../support/http.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
});
afterAll(async () => {
  await svc.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const schema = { fields: [{ key: 'open', type: 'boolean', label: 'Is the pharmacy open?' }] };

async function untilPaid(id: string) {
  for (let i = 0; i < 80; i++) {
    const read = await readTask(svc.engine, id);
    if (read?.task.state === 'paid') return read.task;
    await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 3 });
    await pause(200);
  }
  throw new Error(`gold task ${id} never got paid`);
}

describe('gold tasks over the admin API', () => {
  it('are offered, answered, paid from the platform account, graded into the score', async () => {
    const created = await admin(svc.url, 'POST', '/internal/v1/gold-tasks', {
      task: taskBody({ answer_schema: schema }),
      known_answer: { open: true },
      mode: 'test',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.task_id as string;
    expect(created.body.data.total_minor).toBe('165000');

    const task = await untilPaid(id);
    const operatorId = task.operatorId!;
    expect(operatorId).toBeTruthy();

    const listed = (await admin(svc.url, 'GET', '/internal/v1/gold-tasks')).body.data;
    expect(listed).toContainEqual(
      expect.objectContaining({ task_id: id, mode: 'test', known_answer: { open: true } }),
    );

    const quality = await admin(svc.url, 'GET', `/internal/v1/operator-quality/${operatorId}`);
    expect(quality.status).toBe(200);
    const q = quality.body.data;
    // The simulated Operator's seeded answer is right or wrong: either way it was graded.
    expect(q.tally.gold_right + q.tally.gold_wrong).toBe(1);
    expect(q.tally.approved).toBe(1);
    expect(q.history.map((h: { task_id: string }) => h.task_id)).toContain(id);
    expect(JSON.stringify(q)).not.toMatch(/phone|firstName|lastName|\+234/);

    // The platform paid: its gold-funding account is down by the total; the ledger verifies.
    let funding = 0n;
    for (const state of svc.engine.states().values())
      for (const [key, v] of allBalances(state))
        if (key.endsWith(`|${GOLD_FUNDING_ACCOUNT}`)) funding += v;
    expect(funding).toBe(-165000n);
    expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);

    // Staff pause, then reinstate: a record each, read back at once.
    const paused = await admin(
      svc.url,
      'POST',
      `/internal/v1/operator-quality/${operatorId}/review`,
      { decision: 'pause' },
    );
    expect(paused.body.data).toMatchObject({ paused: true, review: { decision: 'pause' } });
    const all = (await admin(svc.url, 'GET', '/internal/v1/operator-quality')).body.data;
    expect(all.find((o: { operator_id: string }) => o.operator_id === operatorId).paused).toBe(
      true,
    );
    const back = await admin(
      svc.url,
      'POST',
      `/internal/v1/operator-quality/${operatorId}/review`,
      { decision: 'reinstate' },
    );
    expect(back.body.data).toMatchObject({ paused: false, review: { decision: 'reinstate' } });
  });

  it('refuses a gold task without a valid known answer, naming the field', async () => {
    const bad = await admin(svc.url, 'POST', '/internal/v1/gold-tasks', {
      task: taskBody({ answer_schema: schema }),
      known_answer: { open: 'maybe' },
      mode: 'test',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('known_answer.open');
    const none = await admin(svc.url, 'POST', '/internal/v1/gold-tasks', {
      task: taskBody(),
      known_answer: { open: true },
      mode: 'test',
    });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('answer_schema');
    const unknown = await admin(svc.url, 'GET', '/internal/v1/operator-quality/op_nobody');
    expect(unknown.status).toBe(404);
  });
});

describe('a minimum quality level, asked by an agent', () => {
  it('is validated on estimate and create alike; estimate says when nobody has it', async () => {
    const org = await newOrg(svc.url, '1000000', 'test');
    for (const path of ['/v1/estimate_task', '/v1/tasks']) {
      const bad = await call(svc.url, 'POST', path, {
        key: org.key,
        idem: newKey(),
        body: taskBody({ min_quality: 'gold' }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('validation_failed');
      expect(JSON.stringify(bad.body)).toContain('min_quality');
    }
    const estimate = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: org.key,
      body: taskBody({ min_quality: 'expert' }),
    });
    expect(estimate.status).toBe(200);
    expect(estimate.body.data.coverage.at_min_quality).toBe(0);
    expect(estimate.body.data.reasons).toContain('no Operator at quality expert covers the zone');
    const standard = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: org.key,
      body: taskBody({ min_quality: 'standard' }),
    });
    expect(standard.body.data.coverage.at_min_quality).toBeGreaterThan(0);

    // Created, shown back to its agent, and left live: no expert covers the zone.
    const created = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body: taskBody({ min_quality: 'expert' }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.notices).toEqual(['no Operator at quality expert covers the zone']);
    const id = created.body.data.taskId;
    const plain = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body: taskBody({ min_quality: 'standard' }),
    });
    expect(plain.status).toBe(201);
    expect(plain.body.data.notices).toBeUndefined();
    for (let i = 0; i < 5; i++) {
      await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 3 });
      await pause(200);
    }
    const read = (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;
    expect(read).toMatchObject({ state: 'live', min_quality: 'expert' });
  });
});
