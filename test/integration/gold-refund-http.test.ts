// Proves through the doors that a gold task's unspent money goes back where it came from
// (docs/outcomes.md, "Who pays"): a gold task staff create over the admin API that nobody takes
// expires at its deadline, its lock returns to `clearing:gold_funding` (the funding account back
// at zero, the gold org's wallet empty), and `errand verify` on the stopped data directory
// reports every invariant, gold_funded among them, holding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOLD_FUNDING_ACCOUNT, GOLD_ORG } from '../../src/core/gold-funding.ts';
import { allBalances } from '../../src/core/state.ts';
import { readTask } from '../../src/runtime/reads.ts';
import { runVerify } from '../support/child-service.ts';
import { admin, startTestService, taskBody, type TestService } from '../support/http.ts';

let svc: TestService;
let closed = false;
beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
});
afterAll(async () => {
  if (!closed) await svc.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const schema = { fields: [{ key: 'open', type: 'boolean', label: 'Is the pharmacy open?' }] };

function balance(account: string): bigint {
  let sum = 0n;
  for (const state of svc.engine.states().values())
    for (const [key, v] of allBalances(state)) if (key.endsWith(`|${account}`)) sum += v;
  return sum;
}

describe('a gold task nobody takes', () => {
  it('expires and returns its lock to gold funding; errand verify holds', async () => {
    // Live mode: no live Operator is registered, so nobody is offered it.
    const created = await admin(svc.url, 'POST', '/internal/v1/gold-tasks', {
      task: taskBody({ answer_schema: schema }),
      known_answer: { open: true },
      mode: 'live',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.task_id as string;
    expect(balance(GOLD_FUNDING_ACCOUNT)).toBe(-165000n);

    await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 49 * 3600 });
    let state = '';
    for (let i = 0; i < 50 && state !== 'expired'; i++) {
      state = (await readTask(svc.engine, id))?.task.state ?? '';
      if (state !== 'expired') await pause(100);
    }
    expect(state).toBe('expired');
    expect(balance(GOLD_FUNDING_ACCOUNT)).toBe(0n);
    expect(balance(`wallet:${GOLD_ORG.live}`)).toBe(0n);
    const listed = (await admin(svc.url, 'GET', '/internal/v1/gold-tasks')).body.data;
    expect(listed.some((t: { task_id: string }) => t.task_id === id)).toBe(true);
    expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);

    await svc.close();
    closed = true;
    const verify = await runVerify(svc.dataDir);
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).toMatch(/gold_funded\s+ok\s+[1-9]/);
  }, 60_000);
});
