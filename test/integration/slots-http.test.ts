// Proves several Operators on one task through the doors an agent uses: over HTTP in test mode a
// 3-Operator consensus task with a typed question is worked by different simulated Operators and
// read back with its consensus answer (and heard of by webhook), each slot paid and the headroom
// refunded; slots validate like create's other fields (problem+json naming the field, estimate
// agreeing); an MCP client posts slots with the same create_task tool, reads them and cancels them;
// the ledger verifies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestService,
  webhookReceiver,
} from '../support/http.ts';
import { callTool, httpClient } from '../support/mcp.ts';
import { readTask } from '../../src/runtime/reads.ts';

let svc: TestService;
const closers: Array<() => Promise<void>> = [];
beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual', SANDBOX_DISAGREEMENT_PERCENT: '0' });
});
afterAll(async () => {
  for (const close of closers) await close();
  await svc.close();
});

const advance = (seconds: number) =>
  admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const get = async (key: string, id: string) =>
  (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key })).body.data;

async function until(key: string, id: string, done: (task: any) => boolean): Promise<any> {
  for (let i = 0; i < 80; i++) {
    const task = await get(key, id);
    if (done(task)) return task;
    await advance(3);
    await pause(250);
  }
  throw new Error(`task ${id} never got there: ${JSON.stringify(await get(key, id))}`);
}

const answer_schema = {
  fields: [
    { key: 'open', type: 'boolean', label: 'Is the pharmacy open?' },
    { key: 'price', type: 'integer', label: 'Price of paracetamol', unit: 'NGN', min: 100 },
  ],
};

describe('several Operators on one task, through the doors', () => {
  it('a 3-Operator consensus task in test mode: the consensus answer, each slot paid', async () => {
    const org = await newOrg(svc.url, '1000000', 'test');
    const { url: hookUrl, hits } = await webhookReceiver(closers);
    const ep = await call(svc.url, 'POST', '/v1/webhook_endpoints', {
      key: org.key,
      idem: newKey(),
      body: { url: hookUrl, events: ['task.consensus_decided'] },
    });
    expect(ep.status, JSON.stringify(ep.body)).toBe(201);
    const body = taskBody({ answer_schema, assurance: { agreement: 2, max_operators: 3 } });
    const estimate = await call(svc.url, 'POST', '/v1/estimate_task', { key: org.key, body });
    expect(estimate.body.data).toMatchObject({
      total_minor: '495000',
      slots: 3,
      price_range_minor: { min: '330000', max: '495000' },
    });
    const created = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.totalChargedMinor).toBe('495000');
    const id = created.body.data.taskId as string;
    const task = await until(
      org.key,
      id,
      (t) => t.consensus.status !== 'pending' && t.slots.every((s: any) => s.state === 'paid'),
    );
    expect(task.consensus).toMatchObject({ status: 'agreed', agreed: 2, answered: 2 });
    expect(typeof task.consensus.answers.open).toBe('boolean');
    expect(task.slots.map((s: any) => s.money)).toEqual(['released', 'released']);
    expect(task.escrow).toEqual({ state: 'released', amount_minor: '0' });
    // Different Operators did the slots (read from the engine: the agent never sees who).
    const operators = await Promise.all(
      task.slots.map(async (s: any) => (await readTask(svc.engine, s.id))?.task.operatorId),
    );
    expect(new Set(operators).size).toBe(2);
    // The third Operator was never needed: its part came back to the wallet.
    const wallet = (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data;
    expect(JSON.stringify(wallet)).toContain('670000');
    expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);
    // The agent heard of the decision by webhook, with the answer in the task it carries.
    for (let i = 0; i < 40 && hits.length === 0; i++) await pause(100);
    const hook = JSON.parse(hits[0]!.body);
    expect(hook.type).toBe('task.consensus_decided');
    expect(hook.data).toMatchObject({ id, consensus: { status: 'agreed', agreed: 2 } });
  });

  it('slots and assurance are validated as create’s other fields, estimate agreeing', async () => {
    const org = await newOrg(svc.url, '1000000', 'test');
    for (const [over, path] of [
      [{ slots: 51 }, 'slots'],
      [{ slots: 0 }, 'slots'],
      [{ assurance: { agreement: 2, max_operators: 3 } }, 'assurance'],
    ] as const) {
      const body = taskBody(over);
      const created = await call(svc.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: newKey(),
        body,
      });
      const estimate = await call(svc.url, 'POST', '/v1/estimate_task', { key: org.key, body });
      for (const reply of [created, estimate]) {
        expect(reply.status, JSON.stringify(reply.body)).toBe(400);
        expect(JSON.stringify(reply.body)).toContain(path);
      }
    }
  });

  it('MCP: create_task posts three slots; approve asks which; cancel refunds all', async () => {
    const org = await newOrg(svc.url, '1000000', 'live');
    const client = await httpClient(svc.url, org.key);
    try {
      const created = await callTool(client, 'create_task', {
        ...taskBody({ slots: 3 }),
        idempotency_key: newKey(),
      });
      expect(created.ok, JSON.stringify(created.problem)).toBe(true);
      const id = (created.data as { taskId: string }).taskId;
      const read = await callTool(client, 'get_task', { id });
      const slots = (read.data as { slots: { id: string; money: string; part_minor: string }[] })
        .slots;
      expect(slots.map((s) => [s.money, s.part_minor])).toEqual([
        ['held', '165000'],
        ['held', '165000'],
        ['held', '165000'],
      ]);
      // Nothing awaits a decision yet: the approve must name the slot, and none can be approved.
      const approve = await callTool(client, 'approve_task', { id, idempotency_key: newKey() });
      expect(approve.problem?.code).toBe('validation_failed');
      const cancel = await callTool(client, 'cancel_task', { id, idempotency_key: newKey() });
      expect(cancel.ok, JSON.stringify(cancel.problem)).toBe(true);
      const after = (cancel.data as { slots: { money: string }[]; escrow: unknown }).slots;
      expect(after.map((s) => s.money)).toEqual(['refunded', 'refunded', 'refunded']);
    } finally {
      await client.close();
    }
  });
});
