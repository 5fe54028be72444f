// Proves the held-for-review path over HTTP: a task the filter holds is created (201, escrow
// locked) and waits in screening, showing only its category; staff release it through the admin API
// (it goes live and, in the test-mode sandbox, on to paid) or refuse it (cancelled, refunded in
// full); the agent may cancel it while held; the admin API refuses bad input with problem+json and
// is idempotent; the hold survives a restart; the ledger checks out after each step.
import { afterEach, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  webhookReceiver,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { balance, expectProblem } from '../support/http-steps.ts';
import { waitFor } from '../support/operators.ts';
import { MAST } from '../support/safety.ts';

let svc: TestService;
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await svc?.close();
  for (const close of closers.splice(0)) await close();
});

const advance = (seconds: number) =>
  admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const getTask = async (org: TestOrg, id: string) =>
  (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;
const ledgerOk = async () =>
  expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data).toMatchObject({
    ok: true,
  });

async function postHeld(org: TestOrg): Promise<string> {
  const res = await call(svc.url, 'POST', '/v1/tasks', {
    key: org.key,
    idem: newKey(),
    body: taskBody({
      ...MAST,
      deadline: new Date(svc.services.clock.now() + 48 * 3_600_000).toISOString(),
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.data.state).toBe('screening');
  return res.body.data.taskId as string;
}

/** The screening window passes without moving a held task. */
async function settle(): Promise<void> {
  await pause(120);
  await svc.engine.barrier();
}

async function stepUntil(org: TestOrg, id: string, want: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if ((await getTask(org, id)).state === want) return;
    await advance(3);
    await pause(250);
  }
  throw new Error(`task ${id} never reached ${want} (now ${(await getTask(org, id)).state})`);
}

describe('held for review', () => {
  it('hold → release → live → paid in the test-mode sandbox', async () => {
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
    const org = await newOrg(svc.url, '1000000', 'test');
    const id = await postHeld(org);
    await settle();
    const held = await getTask(org, id);
    expect(held).toMatchObject({
      state: 'screening',
      safety: { status: 'held', category: 'dangerous_work' },
      escrow: { state: 'locked' },
    });
    // The agent never sees the matched words or the reasons.
    expect(JSON.stringify(held.safety)).not.toMatch(/mast|climb|reason/i);
    await ledgerOk();

    const queue = (await admin(svc.url, 'GET', '/internal/v1/safety/queue')).body.data;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      task_id: id,
      org_id: org.orgId,
      source: 'filter',
      category: 'dangerous_work',
      title: MAST.title,
      reward_minor: '150000',
      org_flagged: false,
    });
    expect(queue[0].reasons.join(' ')).toMatch(/mast/i);

    const released = await admin(svc.url, 'POST', `/internal/v1/safety/holds/${id}`, {
      decision: 'release',
      note: 'harness and permit confirmed',
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.data).toMatchObject({ task_id: id, state: 'live', decision: 'release' });
    // Idempotent: the same decision again answers the same; the other one is a conflict.
    expect(
      (await admin(svc.url, 'POST', `/internal/v1/safety/holds/${id}`, { decision: 'release' }))
        .body.data,
    ).toMatchObject({ task_id: id, decision: 'release' });
    expectProblem(
      await admin(svc.url, 'POST', `/internal/v1/safety/holds/${id}`, { decision: 'refuse' }),
      409,
      'invalid_state',
    );
    expect((await admin(svc.url, 'GET', '/internal/v1/safety/queue')).body.data).toEqual([]);
    await stepUntil(org, id, 'paid');
    expect(await getTask(org, id)).toMatchObject({
      state: 'paid',
      safety: { status: 'released', category: 'dangerous_work' },
      escrow: { state: 'released' },
    });
    await ledgerOk();
  });

  it(
    'hold → refuse → cancelled with a full ' + 'refund; agent cancel while held refunds too',
    async () => {
      svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
      const org = await newOrg(svc.url, '1000000');
      const before = await balance(svc, org);
      const refused = await postHeld(org);
      const cancelled = await postHeld(org);
      await settle();
      expect(await balance(svc, org)).toBe(String(1000000n - 2n * 165000n));
      const res = await admin(svc.url, 'POST', `/internal/v1/safety/holds/${refused}`, {
        decision: 'refuse',
      });
      expect(res.body.data).toMatchObject({
        task_id: refused,
        state: 'cancelled',
        decision: 'refuse',
      });
      expect(await getTask(org, refused)).toMatchObject({
        state: 'cancelled',
        safety: { status: 'refused', category: 'dangerous_work' },
        escrow: { state: 'refunded', amount_minor: '0' },
      });
      await ledgerOk();
      const cancel = await call(svc.url, 'POST', `/v1/tasks/${cancelled}/cancel`, {
        key: org.key,
        idem: newKey(),
      });
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      expect(cancel.body.data.state).toBe('cancelled');
      expect(await balance(svc, org)).toBe(before);
      expectProblem(
        await admin(svc.url, 'POST', `/internal/v1/safety/holds/${cancelled}`, {
          decision: 'release',
        }),
        409,
        'invalid_state',
      );
      await ledgerOk();
    },
  );

  it('the admin API refuses bad input with problem+json', async () => {
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
    const org = await newOrg(svc.url);
    const id = await postHeld(org);
    const plain = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body: taskBody(),
    });
    const plainId = plain.body.data.taskId as string;
    await waitFor(async () => ((await getTask(org, plainId)).state === 'live' ? true : undefined));
    expectProblem(await call(svc.url, 'GET', '/internal/v1/safety/queue'), 401, 'unauthorized');
    expectProblem(
      await call(svc.url, 'POST', `/internal/v1/safety/holds/${id}`, {
        key: org.key,
        body: { decision: 'release' },
      }),
      401,
      'unauthorized',
    );
    expectProblem(
      await admin(svc.url, 'POST', `/internal/v1/safety/holds/${id}`, { decision: 'approve' }),
      400,
      'validation_failed',
    );
    expectProblem(
      await admin(svc.url, 'POST', `/internal/v1/safety/holds/${id}`, {}),
      400,
      'validation_failed',
    );
    expectProblem(
      await admin(svc.url, 'POST', `/internal/v1/safety/holds/${id}`, {
        decision: 'release',
        note: 'x'.repeat(501),
      }),
      400,
      'validation_failed',
    );
    expectProblem(
      await admin(svc.url, 'POST', '/internal/v1/safety/holds/task_nope', { decision: 'release' }),
      404,
      'not_found',
    );
    expectProblem(
      await admin(svc.url, 'POST', `/internal/v1/safety/holds/${plainId}`, { decision: 'release' }),
      409,
      'invalid_state',
    );
    expect((await getTask(org, id)).state).toBe('screening');
  });

  it('a held task is still held after a restart, and release still works', async () => {
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
    const dataDir = svc.dataDir;
    const org = await newOrg(svc.url);
    const id = await postHeld(org);
    await settle();
    await svc.close();
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, dataDir);
    await settle();
    expect(await getTask(org, id)).toMatchObject({
      state: 'screening',
      safety: { status: 'held', category: 'dangerous_work' },
    });
    expect(
      (await admin(svc.url, 'GET', '/internal/v1/safety/queue')).body.data.map(
        (q: { task_id: string }) => q.task_id,
      ),
    ).toEqual([id]);
    expect(
      (await admin(svc.url, 'POST', `/internal/v1/safety/holds/${id}`, { decision: 'release' }))
        .body.data.state,
    ).toBe('live');
    expect((await getTask(org, id)).state).toBe('live');
    await ledgerOk();
  });
});

describe('the agent hears the outcome by webhook', () => {
  it(
    'task.screening at create, task.live on release, task.cancelled on refusal; no reasons in ' +
      'any body',
    async () => {
      svc = await startTestService({ ERRAND_CLOCK: 'virtual', ERRAND_ALLOW_LOCAL_WEBHOOKS: '1' });
      const org = await newOrg(svc.url);
      const hooks = await webhookReceiver(closers);
      const endpoint = await call(svc.url, 'POST', '/v1/webhook_endpoints', {
        key: org.key,
        idem: newKey(),
        body: { url: hooks.url, events: ['task.*'] },
      });
      expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
      const released = await postHeld(org);
      const refused = await postHeld(org);
      await settle();
      await admin(svc.url, 'POST', `/internal/v1/safety/holds/${released}`, {
        decision: 'release',
      });
      await admin(svc.url, 'POST', `/internal/v1/safety/holds/${refused}`, { decision: 'refuse' });
      const events = await waitFor(
        () => {
          const got = hooks.hits.map(
            (h) => JSON.parse(h.body) as { type: string; data: { id: string; safety?: unknown } },
          );
          return got.length >= 4 ? got : undefined;
        },
        5_000,
        'four deliveries',
      );
      const of = (id: string) =>
        events
          .filter((e) => e.data.id === id)
          .map((e) => e.type)
          .sort();
      expect(of(released)).toEqual(['task.live', 'task.screening']);
      expect(of(refused)).toEqual(['task.cancelled', 'task.screening']);
      expect(events.find((e) => e.type === 'task.cancelled')!.data.safety).toEqual({
        status: 'refused',
        category: 'dangerous_work',
      });
      for (const e of events)
        expect(Object.keys(e.data.safety as object).sort()).toEqual(['category', 'status']);
      for (const h of hooks.hits) expect(h.body).not.toMatch(/reasons|dangerous work: /i);
    },
  );
});
