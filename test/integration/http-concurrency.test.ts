// Proves that concurrent creates over real HTTP charge exactly once per Idempotency-Key, never
// overdraw a wallet, and keep orgs' wallets and keys apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let svc: TestService;
beforeAll(async () => {
  // The race is the subject here, not the rate limit: every request must reach the engine.
  svc = await startTestService({ RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(async () => {
  await svc.close();
});

const TOTAL_1500 = 165_000n; // reward 1500.00 = 150000 minor + 10% fee

/**
 * reward + ceil(reward * 1000 / 10000), the published fee rule, from a two-decimal major string.
 */
function totalOf(rewardMajor: string): bigint {
  const [whole, frac = ''] = rewardMajor.split('.');
  const reward = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
  return reward + (reward * 1000n + 9999n) / 10000n;
}

async function wallet(org: TestOrg): Promise<bigint> {
  const res = await call(svc.url, 'GET', '/v1/wallet', { key: org.key });
  expect(res.status).toBe(200);
  return BigInt(res.body.data.balance_minor);
}

async function listTasks(org: TestOrg): Promise<any[]> {
  const res = await call(svc.url, 'GET', '/v1/tasks', { key: org.key });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function ledgerOk(): Promise<void> {
  const res = await admin(svc.url, 'GET', '/internal/v1/ledger/verify');
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ ok: true, mismatches: [] });
}

describe('concurrent creates over HTTP', () => {
  it('50 concurrent duplicates of one key and body create one task and charge once', async () => {
    const org = await newOrg(svc.url, '10000000');
    expect(await wallet(org)).toBe(10_000_000n);
    const idem = newKey('dup');
    const body = taskBody();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(svc.url, 'POST', '/v1/tasks', { key: org.key, idem, body }),
      ),
    );

    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(201));
    const first = replies[0]!.body.data;
    expect(first).toEqual({
      taskId: expect.any(String),
      escrowLockId: expect.any(String),
      state: 'screening',
      totalChargedMinor: TOTAL_1500.toString(),
    });
    for (const r of replies) expect(r.body.data).toEqual(first);
    // Each duplicate is answered under its own request id, even though they share one result.
    expect(new Set(replies.map((r) => r.headers.get('x-request-id'))).size).toBe(50);

    const tasks = await listTasks(org);
    expect(tasks.map((t) => t.id)).toEqual([first.taskId]);
    expect(await wallet(org)).toBe(10_000_000n - TOTAL_1500);
    await ledgerOk();
  });

  it(
    '200 concurrent creates against a wallet that covers exactly 100: 100 created, 100 ' +
      'refused, wallet at 0',
    async () => {
      const fund = 100n * TOTAL_1500;
      const org = await newOrg(svc.url, fund.toString());
      expect(await wallet(org)).toBe(fund);
      const keys = Array.from({ length: 200 }, () => newKey('race'));
      const replies = await Promise.all(
        keys.map((idem) =>
          call(svc.url, 'POST', '/v1/tasks', { key: org.key, idem, body: taskBody() }),
        ),
      );

      const created = replies.filter((r) => r.status === 201);
      const refused = replies.filter((r) => r.status === 402);
      expect({
        created: created.length,
        refused: refused.length,
        other: replies.length - created.length - refused.length,
      }).toEqual({ created: 100, refused: 100, other: 0 });
      for (const r of created) expect(r.body.data.totalChargedMinor).toBe(TOTAL_1500.toString());
      for (const r of refused) {
        expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(r.body).toMatchObject({
          code: 'insufficient_escrow_balance',
          status: 402,
          request_id: expect.stringMatching(/^req_/),
        });
        expect(r.body.detail).toEqual({
          required: TOTAL_1500.toString(),
          available: expect.stringMatching(/^\d+$/),
        });
        expect(BigInt(r.body.detail.available)).toBeLessThan(TOTAL_1500);
      }
      expect(new Set(created.map((r) => r.body.data.taskId)).size).toBe(100);

      expect((await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data).toEqual({
        balance_minor: '0',
        currency: 'NGN',
      });
      const tasks = await listTasks(org);
      // the list shows the 50 newest; each created one is readable by id
      expect(tasks).toHaveLength(50);
      const ids = new Set(created.map((r) => r.body.data.taskId as string));
      for (const t of tasks) expect(ids.has(t.id)).toBe(true);
      const reads = await Promise.all(
        [...ids].map((id) => call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })),
      );
      for (const r of reads) {
        expect(r.status).toBe(200);
        expect(r.body.data.escrow).toEqual({
          state: 'locked',
          amount_minor: TOTAL_1500.toString(),
        });
      }
      await ledgerOk();

      // A refused key wrote nothing, so the same key may be retried once money arrives.
      const refusedKey = keys[replies.findIndex((r) => r.status === 402)]!;
      const again = await call(svc.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: refusedKey,
        body: taskBody(),
      });
      expect(again.status).toBe(402);
    },
  );

  it(
    'concurrent creates across several orgs and agents all succeed and debit each wallet ' +
      'exactly',
    async () => {
      const REWARDS = ['1500.00', '1717.17', '2000.01', '2345.67', '3000.99'];
      const PER_AGENT = 20;
      const FUND = 100_000_000n;
      const orgs = await Promise.all(
        REWARDS.map(async (reward) => {
          const first = await newOrg(svc.url, FUND.toString());
          const second = await admin(svc.url, 'POST', `/internal/v1/orgs/${first.orgId}/agents`, {
            name: 'second agent',
          });
          expect(second.status).toBe(201);
          const granted = await admin(
            svc.url,
            'PUT',
            `/internal/v1/agents/${second.body.data.agent_id}/delegation`,
            { can_post_tasks: true },
          );
          expect(granted.status).toBe(200);
          const agents = [first.key, second.body.data.api_key as string];
          return { org: first, reward, agents };
        }),
      );
      for (const o of orgs) expect(await wallet(o.org)).toBe(FUND);

      // Every agent of every org uses the same key strings: keys are scoped to their agent, so no
      // create may be answered with another agent's (or another org's) task.
      const sharedKeys = Array.from({ length: PER_AGENT }, () => newKey('shared'));
      const jobs = orgs.flatMap((o, oi) =>
        o.agents.flatMap((apiKey, ai) =>
          sharedKeys.map((idem) => ({ oi, ai, apiKey, idem, reward: o.reward })),
        ),
      );
      const started = performance.now();
      const replies = await Promise.all(
        jobs.map((j) =>
          call(svc.url, 'POST', '/v1/tasks', {
            key: j.apiKey,
            idem: j.idem,
            body: taskBody({ reward_major: j.reward, title: `org ${j.oi} agent ${j.ai}` }),
          }),
        ),
      );
      const elapsed = performance.now() - started;

      expect(replies.filter((r) => r.status !== 201).map((r) => r.body)).toEqual([]);
      const allIds = replies.map((r) => r.body.data.taskId as string);
      expect(new Set(allIds).size).toBe(jobs.length);

      for (const [oi, o] of orgs.entries()) {
        const mine = jobs.map((j, i) => ({ j, r: replies[i]! })).filter(({ j }) => j.oi === oi);
        const each = totalOf(o.reward);
        for (const { r } of mine) expect(r.body.data.totalChargedMinor).toBe(each.toString());
        const charged = mine.reduce(
          (sum, { r }) => sum + BigInt(r.body.data.totalChargedMinor),
          0n,
        );
        expect(charged).toBe(each * BigInt(mine.length));
        expect(await wallet(o.org)).toBe(FUND - charged);
        const listed = await listTasks(o.org);
        expect(listed).toHaveLength(mine.length);
        expect(new Set(listed.map((t) => t.id))).toEqual(
          new Set(mine.map(({ r }) => r.body.data.taskId)),
        );
        for (const t of listed) expect(t.title).toMatch(new RegExp(`^org ${oi} agent [01]$`));
      }
      // Another org's task id is not_found, never someone else's task.
      const foreign = await call(svc.url, 'GET', `/v1/tasks/${replies[0]!.body.data.taskId}`, {
        key: orgs[1]!.org.key,
      });
      expect(foreign.status).toBe(404);
      await ledgerOk();
      console.log(
        `[http-concurrency] ${jobs.length} creates across ${orgs.length} orgs x 2 agents in ` +
          `${elapsed.toFixed(0)} ms`,
      );
    },
  );
});
