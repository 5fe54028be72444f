// Proves gold status appears in no agent-facing output (docs/outcomes.md, "Gold tasks"; the
// interface: "The gold status of a task is never serialized"): with a gold task worked and paid
// beside an agent's own task, every agent-facing operation of the operation table (public and
// discovery surfaces, over REST, each path tried with the agent's ids and the gold task's id),
// the MCP door's tools and resources, and every webhook the agent's endpoint received carry no
// gold task id, no known answer, no gold org and no word "gold".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { OPERATIONS } from '../../src/ops/registry.ts';
import { readTask } from '../../src/runtime/reads.ts';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
  webhookReceiver,
  type WebhookHit,
} from '../support/http.ts';
import { httpClientOf } from '../support/mcp-clients.ts';

const closers: Array<() => Promise<void>> = [];
let svc: TestService;
let org: TestOrg;
let hits: WebhookHit[];
let goldId: string;
let ownId: string;
let goldOperator: string;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
// A marker no other text contains: if the known answer leaked, this string would show.
const KNOWN = 'Zinnia-7731';
const schema = {
  fields: [{ key: 'sign', type: 'enum', label: 'Sign colour', options: [KNOWN, 'Plain'] }],
};

async function untilPaid(id: string) {
  for (let i = 0; i < 80; i++) {
    const read = await readTask(svc.engine, id);
    if (read?.task.state === 'paid') return read.task;
    await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 3 });
    await pause(200);
  }
  throw new Error(`task ${id} never got paid`);
}

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual', ERRAND_ALLOW_LOCAL_WEBHOOKS: '1' });
  org = await newOrg(svc.url, '10000000', 'test');
  const receiver = await webhookReceiver(closers);
  hits = receiver.hits;
  const endpoint = await call(svc.url, 'POST', '/v1/webhook_endpoints', {
    key: org.key,
    idem: newKey(),
    body: { url: receiver.url, events: ['task.*', 'workflow.*', 'loop.*', 'campaign.*'] },
  });
  expect(endpoint.status).toBe(201);
  const gold = await admin(svc.url, 'POST', '/internal/v1/gold-tasks', {
    task: taskBody({ answer_schema: schema, title: 'Check the sign' }),
    known_answer: { sign: KNOWN },
    mode: 'test',
  });
  expect(gold.status).toBe(201);
  goldId = gold.body.data.task_id;
  const own = await call(svc.url, 'POST', '/v1/tasks', {
    key: org.key,
    idem: newKey(),
    body: taskBody({ answer_schema: { fields: [{ key: 'ok', type: 'boolean', label: 'Open?' }] } }),
  });
  ownId = own.body.data.taskId;
  goldOperator = (await untilPaid(goldId)).operatorId!;
  await untilPaid(ownId);
  // Webhooks are sent behind the barrier: give the dispatcher a moment.
  for (let i = 0; i < 20 && !hits.some((h) => h.body.includes('task.paid')); i++) await pause(150);
}, 120_000);

afterAll(async () => {
  await svc?.close();
  for (const close of closers) await close();
});

function expectNoGold(where: string, text: string): void {
  for (const needle of [goldId, KNOWN, 'org_platform_gold']) {
    if (text.includes(needle)) throw new Error(`${where} shows ${needle}: ${text.slice(0, 300)}`);
  }
  if (/gold/i.test(text)) throw new Error(`${where} says gold: ${text.slice(0, 300)}`);
}

describe('gold status never reaches an agent', () => {
  it('in any public or discovery operation, tried with its ids and the gold task id', async () => {
    const agentFacing = OPERATIONS.filter(
      (o) => o.surface === 'public' || o.surface === 'discovery',
    );
    expect(agentFacing.length).toBeGreaterThan(35);
    let calls = 0;
    for (const op of agentFacing) {
      const ids = op.path.startsWith('/v1/workers/:id')
        ? [goldOperator]
        : op.path.startsWith('/v1/tasks/:id')
          ? [ownId, goldId]
          : ['x_unknown'];
      for (const id of ids) {
        const path = op.path.replace(':id', id).replace(':run_id', 'run_unknown');
        const reply = await call(svc.url, op.method, path, {
          key: org.key,
          ...(op.method === 'GET' ? {} : { idem: newKey(), body: {} }),
        });
        calls++;
        expectNoGold(`${op.method} ${path}`, JSON.stringify(reply.body ?? ''));
        if (id === goldId) expect(reply.status).toBeGreaterThanOrEqual(400);
      }
    }
    // And the lists with the usual filters.
    for (const path of [
      '/v1/tasks?limit=100',
      '/v1/tasks?state=paid',
      '/v1/workers?zone_ref=ng.lagos.ikeja',
    ]) {
      const reply = await call(svc.url, 'GET', path, { key: org.key });
      expect(reply.status).toBe(200);
      expectNoGold(path, JSON.stringify(reply.body));
      calls++;
    }
    expect(calls).toBeGreaterThan(agentFacing.length);
  });

  it('over MCP: tools, resources and a read of the gold task by id', async () => {
    const client: Client = await httpClientOf('2026-07-28', svc.url, org.key);
    closers.push(() => client.close());
    expectNoGold('tools/list', JSON.stringify(await client.listTools()));
    const resources = await client.listResources();
    expectNoGold('resources/list', JSON.stringify(resources));
    for (const r of resources.resources)
      expectNoGold(r.uri, JSON.stringify(await client.readResource({ uri: r.uri })));
    const got = await client.callTool({ name: 'get_task', arguments: { id: goldId } });
    expect(got.isError).toBe(true);
    const own = await client.callTool({ name: 'get_task', arguments: { id: ownId } });
    expectNoGold('get_task', JSON.stringify(own));
    const list = await client.callTool({ name: 'list_tasks', arguments: {} });
    expectNoGold('list_tasks', JSON.stringify(list));
  });

  it('in any webhook the agent received', () => {
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expectNoGold(`webhook ${hit.headers['webhook-id']}`, hit.body);
  });
});
