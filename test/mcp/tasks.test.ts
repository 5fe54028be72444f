// Proves a 2025-11-25 client (the SDK's v1 Client over Streamable HTTP) can make a long create an
// MCP task: a task-augmented create_task answers at once with a task that is the errand task's
// resource, tasks/get shows working until the test-mode sandbox drives the task to paid and
// completed after, tasks/result waits for that, telling each state as progress, and answers the
// create's own result (also when the task is cancelled instead); another org cannot see the MCP
// task; a task-augmented read is answered as a plain call; a 2026-07-28 client declaring the tasks
// extension gets a task handle whose tasks/get inlines the result once the task is paid (one that
// does not, the plain result).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CallToolResultSchema, CreateTaskResultSchema } from '@modelcontextprotocol/sdk/types.js';
import {
  admin,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { httpClient } from '../support/mcp.ts';
import { httpClientOf } from '../support/mcp-clients.ts';

let svc: TestService;
let org: TestOrg;
const clients: Client[] = [];

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '1000000', 'test');
});
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await svc?.close();
});

const PATH = [
  'screening',
  'live',
  'matched',
  'accepted',
  'in_progress',
  'proof_submitted',
  'verifying',
  'approved',
];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function client(key: string): Promise<Client> {
  const c = await httpClient(svc.url, key);
  clients.push(c);
  return c;
}

async function createAsTask(c: Client) {
  return c.request(
    {
      method: 'tools/call',
      params: {
        name: 'create_task',
        arguments: { ...taskBody(), idempotency_key: newKey() },
        task: { ttl: 3_600_000 },
      },
    },
    CreateTaskResultSchema,
  );
}

describe('a task-augmented create_task (2025-11-25 tasks)', () => {
  it('is declared: the tasks capability, and taskSupport on the long creates', async () => {
    const c = await client(org.key);
    expect(c.getServerCapabilities()?.tasks?.requests?.tools?.call).toEqual({});
    const { tools } = await c.listTools();
    const supported = tools
      .filter((t) => t.execution?.taskSupport === 'optional')
      .map((t) => t.name);
    // create_campaign is REST only (not one of the 25 tools).
    expect(supported.sort()).toEqual(['create_task', 'create_workflow']);
  });

  it('completes when the errand task is paid, with its states as progress', async () => {
    const c = await client(org.key);
    const { task } = await createAsTask(c);
    expect(task.taskId).toMatch(/^errand:\/\/tasks\/task_/);
    expect(task.status).toBe('working');
    expect(task.ttl).toBe(3_600_000);
    expect((await c.experimental.tasks.getTask(task.taskId)).status).toBe('working');

    const progress: string[] = [];
    const result = c.experimental.tasks.getTaskResult(task.taskId, CallToolResultSchema, {
      onprogress: (p) => void progress.push(p.message ?? ''),
      timeout: 120_000,
    });
    let settled = false;
    void result.then(() => (settled = true)).catch(() => (settled = true));
    for (let i = 0; i < 80 && !settled; i++) {
      await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 3 });
      await pause(150);
    }
    const end = await result;
    expect(end.isError).toBeFalsy();
    const created = (end.structuredContent as { data: { taskId: string; state: string } }).data;
    expect(`errand://tasks/${created.taskId}`).toBe(task.taskId);
    expect(created.state).toBe('screening');
    expect(end._meta?.['io.modelcontextprotocol/related-task']).toEqual({ taskId: task.taskId });
    expect(end._meta?.['errand/settled']).toEqual({ state: 'paid' });
    const last = end.content.at(-1) as { text: string };
    expect(JSON.parse(last.text).settled.state).toBe('paid');
    expect((await c.experimental.tasks.getTask(task.taskId)).status).toBe('completed');
    // The states it passed through came as progress, in order, on the session's stream; the
    // settled one is the answer's.
    expect(progress.length).toBeGreaterThan(0);
    const order = progress.map((state) => PATH.indexOf(state));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
  });

  it('completes when the errand task is cancelled (refunded), the result telling so', async () => {
    const c = await client(org.key);
    const { task } = await createAsTask(c);
    const id = task.taskId.slice('errand://tasks/'.length);
    const cancelled = await c.callTool({ name: 'cancel_task', arguments: { id } });
    expect(cancelled.isError).toBeFalsy();
    const end = await c.experimental.tasks.getTaskResult(task.taskId, CallToolResultSchema);
    expect(end._meta?.['errand/settled']).toEqual({ state: 'cancelled' });
    expect((await c.experimental.tasks.getTask(task.taskId)).status).toBe('completed');
  });

  it("another org cannot see the MCP task; a read's task is ignored", async () => {
    const c = await client(org.key);
    const { task } = await createAsTask(c);
    const other = await client((await newOrg(svc.url, '1000000', 'test')).key);
    await expect(other.experimental.tasks.getTask(task.taskId)).rejects.toThrow(/not found/i);
    const read = await c.request(
      { method: 'tools/call', params: { name: 'get_wallet', arguments: {}, task: {} } },
      CallToolResultSchema,
    );
    expect(read.isError).toBeFalsy();
    expect(read.structuredContent).toBeDefined();
  });
});

const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** The fields of the answers this file reads (a CreateTaskResult, a task, a CallToolResult). */
interface WireResult {
  resultType: string;
  taskId: string;
  status: string;
  ttlMs: number;
  result: { structuredContent: { data: { taskId: string } }; _meta: Record<string, unknown> };
  structuredContent: { data: { state: string } };
}
let rpcId = 100;

/**
 * A 2026-07-28 request as a client built on the tasks extension sends it: the SDK 2.4 client
 * refuses a `resultType: "task"` answer, so the test speaks the wire itself.
 */
async function modern(
  method: string,
  params: Record<string, unknown>,
  name: string,
  extension = true,
): Promise<WireResult> {
  const capabilities = extension ? { extensions: { [TASKS_EXTENSION]: {} } } : {};
  const res = await fetch(`${svc.url}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${org.key}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': method,
      'mcp-name': name,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: rpcId++,
      method,
      params: {
        ...params,
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': capabilities,
          'io.modelcontextprotocol/clientInfo': { name: 'tasks-test', version: '1' },
        },
      },
    }),
  });
  const text = await res.text();
  const data = text.startsWith('{')
    ? text
    : text
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .at(-1)!
        .slice(5);
  const message = JSON.parse(data);
  expect(message.error, JSON.stringify(message.error)).toBeUndefined();
  return message.result;
}

describe('the tasks extension (2026-07-28)', () => {
  it('is advertised by server/discover', async () => {
    const c = (await httpClientOf('2026-07-28', svc.url, org.key)) as unknown as Client;
    clients.push(c);
    const caps = c.getServerCapabilities() as { extensions?: Record<string, unknown> };
    expect(caps.extensions?.[TASKS_EXTENSION]).toEqual({});
  });

  it('a create_task from a client that takes tasks completes when the task is paid', async () => {
    const args = { ...taskBody(), idempotency_key: newKey() };
    const created = await modern(
      'tools/call',
      { name: 'create_task', arguments: args },
      'create_task',
    );
    expect(created.resultType).toBe('task');
    expect(created.status).toBe('working');
    expect(created.taskId).toMatch(/^errand:\/\/tasks\/task_/);
    expect(created.ttlMs).toBeGreaterThan(0);
    const get = () => modern('tasks/get', { taskId: created.taskId }, created.taskId);
    expect((await get()).status).toBe('working');
    let task = await get();
    for (let i = 0; i < 80 && task.status !== 'completed'; i++) {
      await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 3 });
      await pause(150);
      task = await get();
    }
    expect(task.status).toBe('completed');
    expect(task.resultType).toBe('complete');
    expect(`errand://tasks/${task.result.structuredContent.data.taskId}`).toBe(created.taskId);
    expect(task.result._meta['errand/settled']).toEqual({ state: 'paid' });
  });

  it('a client that does not declare the extension gets the plain result', async () => {
    const args = { ...taskBody(), idempotency_key: newKey() };
    const plain = await modern(
      'tools/call',
      { name: 'create_task', arguments: args },
      'create_task',
      false,
    );
    expect(plain.resultType).toBe('complete');
    expect(plain.structuredContent.data.state).toBe('screening');
  });
});
