// Proves a task of several Operators is one task wherever an agent lists tasks: GET /v1/tasks and
// the MCP list_tasks tool (a real MCP client) show it once, with its slots inside it as get_task
// shows them, never a slot on its own; it keeps one place among the 50 newest (the other slots
// take none); a task of several that settled and left memory for the archive is still listed
// once with its slots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestService,
} from '../support/http.ts';
import { callTool, httpClient } from '../support/mcp.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
});
afterAll(async () => {
  await svc.close();
});

type Listed = { id: string; slots?: { id: string; slot: number; money: string }[] };

async function create(key: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await call(svc.url, 'POST', '/v1/tasks', {
    key,
    idem: newKey(),
    body: taskBody(over),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.taskId as string;
}

const list = async (key: string): Promise<Listed[]> =>
  (await call(svc.url, 'GET', '/v1/tasks', { key })).body.data;

async function screened(
  key: string,
  id: string,
): Promise<{ slots: { id: string; state: string }[] }> {
  for (;;) {
    const got = (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key })).body.data;
    if (!got.slots.some((s: { state: string }) => s.state === 'screening')) return got;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a task of several Operators in the lists', () => {
  it('REST and MCP list it once, with its slots, as get_task shows them', async () => {
    const org = await newOrg(svc.url, '10000000', 'live');
    const single = await create(org.key);
    const group = await create(org.key, { slots: 3 });
    // The safety screening moves each slot from screening to live after the create's answer:
    // the list and get_task are compared once it has, so both read the same state.
    const got = await screened(org.key, group);
    const listed = await list(org.key);
    expect(listed.map((t) => t.id)).toEqual([group, single]);
    expect(listed[0]!.slots).toEqual(got.slots);
    expect(got.slots).toHaveLength(3);
    expect(listed[1]!.slots).toBeUndefined();
    // No slot other than the first (whose id is the task's) is an entry of its own.
    const slotIds = got.slots.map((s: { id: string }) => s.id);
    expect(listed.filter((t) => slotIds.slice(1).includes(t.id))).toEqual([]);

    const client = await httpClient(svc.url, org.key);
    try {
      const tool = await callTool(client, 'list_tasks', {});
      expect(tool.ok, JSON.stringify(tool.problem)).toBe(true);
      const viaMcp = tool.data as Listed[];
      expect(viaMcp.map((t) => t.id)).toEqual([group, single]);
      expect(viaMcp[0]!.slots?.map((s) => s.id)).toEqual(slotIds);
    } finally {
      await client.close();
    }
  });

  it('the 50 newest are 50 tasks: the other slots of a task take no place', async () => {
    const org = await newOrg(svc.url, '100000000', 'live');
    const group = await create(org.key, { slots: 4 });
    const singles: string[] = [];
    for (let i = 0; i < 49; i++) singles.push(await create(org.key));
    const listed = await list(org.key);
    expect(listed).toHaveLength(50);
    expect(listed[49]!.id).toBe(group);
    expect(listed[49]!.slots).toHaveLength(4);
    expect(new Set(listed.map((t) => t.id)).size).toBe(50);
    // One more task pushes the group out whole: none of its slots stays behind.
    await create(org.key);
    const after = await list(org.key);
    expect(after).toHaveLength(50);
    const groupSlots = listed[49]!.slots!.map((s) => s.id);
    expect(after.filter((t) => groupSlots.includes(t.id))).toEqual([]);
  });

  it('settled and archived, a task of several is still listed once with its slots', async () => {
    const org = await newOrg(svc.url, '10000000', 'live');
    const group = await create(org.key, { slots: 3 });
    const cancel = await call(svc.url, 'POST', `/v1/tasks/${group}/cancel`, {
      key: org.key,
      idem: newKey(),
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const single = await create(org.key);
    // The cancelled group left memory (settled work goes to the archive).
    await svc.engine.barrier();
    for (let i = 0; i < 100 && svc.engine.stateOf(org.orgId).tasks.has(group); i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(svc.engine.stateOf(org.orgId).tasks.has(group)).toBe(false);
    const listed = await list(org.key);
    expect(listed.map((t) => t.id)).toEqual([single, group]);
    expect(listed[1]!.slots?.map((s) => s.money)).toEqual(['refunded', 'refunded', 'refunded']);
  });
});
