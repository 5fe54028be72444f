// Proves one server serves MCP 2026-07-28 and the 2025 revisions (2025-11-25 and 2025-06-18) with
// the SDK's own v2 clients over Streamable HTTP and stdio: the revision negotiated, the 25 tools, a
// create and a read, a task-augmented call answered as a plain one, and errors as problem
// documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import {
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { httpClientOf, stdioClientOf, type Era } from '../support/mcp-clients.ts';

let svc: TestService;
let org: TestOrg;
const opened: Client[] = [];

beforeAll(async () => {
  svc = await startTestService();
  org = await newOrg(svc.url);
});
afterAll(async () => {
  for (const c of opened) await c.close().catch(() => undefined);
  await svc?.close();
});

const data = (result: { structuredContent?: unknown }) =>
  (result.structuredContent as { data: any }).data;

const CASES: ReadonlyArray<[Era, 'http' | 'stdio', string]> = [
  ['2026-07-28', 'http', '2026-07-28'],
  ['2025', 'http', '2025-11-25'],
  ['2026-07-28', 'stdio', '2026-07-28'],
  ['2025', 'stdio', '2025-11-25'],
];

describe.each(CASES)('MCP %s over %s', (era, transport, version) => {
  let c: Client;
  beforeAll(async () => {
    c = await (transport === 'http' ? httpClientOf : stdioClientOf)(era, svc.url, org.key);
    opened.push(c);
  });

  it(`negotiates ${version} and lists the 25 tools`, async () => {
    expect(c.getNegotiatedProtocolVersion()).toBe(version);
    expect(c.getServerVersion()?.name).toBe('errand');
    const { tools } = await c.listTools();
    expect(tools).toHaveLength(25);
    expect(tools.find((t) => t.name === 'approve_task')?.annotations?.destructiveHint).toBe(true);
  });

  it('creates a task and reads it back', async () => {
    const key = newKey();
    const created = await c.callTool({
      name: 'create_task',
      arguments: { ...taskBody(), idempotency_key: key },
    });
    expect(created.isError ?? false).toBe(false);
    const { taskId } = data(created);
    const got = await c.callTool({ name: 'get_task', arguments: { id: taskId } });
    expect(data(got)).toMatchObject({ id: taskId, escrow: { state: 'locked' } });
  });

  it('a task-augmented call (params.task) is answered as a plain call', async () => {
    const res = await c.request({
      method: 'tools/call',
      params: { name: 'list_zones', arguments: {}, task: { ttl: 60_000 } },
    } as never);
    expect(
      (res as { structuredContent?: { data?: unknown } }).structuredContent?.data,
    ).toBeDefined();
  });

  it('a refusal is a tool error carrying the problem document', async () => {
    const res = await c.callTool({ name: 'get_task', arguments: { id: 'task_nope' } });
    expect(res.isError).toBe(true);
    const text = (res.content as Array<{ type: string; text: string }>)[0]!.text;
    expect(JSON.parse(text)).toMatchObject({ code: 'not_found', status: 404 });
  });
});

describe('older 2025 revisions over HTTP', () => {
  it('a 2025-06-18 initialize is answered with 2025-06-18', async () => {
    const res = await call(svc.url, 'POST', '/mcp', {
      key: org.key,
      headers: { accept: 'application/json, text/event-stream' },
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'old', version: '1' },
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.protocolVersion).toBe('2025-06-18');
  });

  it('a raw tools/call with params.task gets the plain result, not -32603', async () => {
    const res = await call(svc.url, 'POST', '/mcp', {
      key: org.key,
      headers: {
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
      },
      body: {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'list_zones', arguments: {}, task: { ttl: 60000 } },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.error).toBeUndefined();
    expect(res.body.result.isError ?? false).toBe(false);
    expect(res.body.result.structuredContent.data).toBeDefined();
  });
});
