// Proves the MCP door's hygiene over real sockets: a foreign Origin or Host gets 403 even with a
// valid key (loopback, PUBLIC_URL's host and the allow-list pass), unknown tool arguments are
// refused naming them while REST ignores them, a missing key's title names the argument, and
// tools/list stays compact.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { taskIds } from '../support/http-steps.ts';
import { callTool, httpClient } from '../support/mcp.ts';

let svc: TestService;
let org: TestOrg;
let client: Client;

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'hygiene', version: '1' },
  },
});

/** POST /mcp with the given Host and Origin (node:http, since fetch will not send a Host). */
function post(headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(`${svc.url}/mcp`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: '/mcp',
        method: 'POST',
        headers: {
          authorization: `Bearer ${org.key}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(INITIALIZE);
  });
}

beforeAll(async () => {
  svc = await startTestService({
    PUBLIC_URL: 'https://errand.example.com',
    MCP_ALLOWED_HOSTS: 'mcp.partner.example',
    MCP_ALLOWED_ORIGINS: 'inspector.example.org',
  });
  org = await newOrg(svc.url);
  client = await httpClient(svc.url, org.key);
});
afterAll(async () => {
  await client?.close();
  await svc?.close();
});

describe('Origin and Host on /mcp', () => {
  it(
    'a foreign Origin is 403 although the key is valid; loopback, PUBLIC_URL and listed ' +
      'origins pass',
    async () => {
      const foreign = await post({ origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      expect(JSON.parse(foreign.body)).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
      expect((await post({ origin: 'null' })).status).toBe(403);
      for (const origin of [
        'http://localhost:5173',
        'https://errand.example.com',
        'https://inspector.example.org',
      ]) {
        expect((await post({ origin })).status, origin).toBe(200);
      }
    },
  );

  it('a foreign Host is 403; PUBLIC_URL and listed hosts pass', async () => {
    expect((await post({ host: 'attacker.example:8080' })).status).toBe(403);
    expect((await post({ host: 'errand.example.com' })).status).toBe(200);
    expect((await post({ host: 'mcp.partner.example:443' })).status).toBe(200);
  });

  it('REST is not subject to the MCP guard', async () => {
    const res = await call(svc.url, 'GET', '/v1/wallet', {
      key: org.key,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
  });
});

describe('tool arguments', () => {
  it(
    'an unknown argument is refused with ' + 'validation_failed naming it, and nothing is created',
    async () => {
      const out = await callTool(client, 'create_task', {
        ...taskBody(),
        idempotency_key: newKey(),
        priority: 'high',
        rewrd: '5',
      });
      expect(out.problem).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(out.problem!.detail!.errors).toEqual([
        { path: 'priority', message: 'unknown argument' },
        { path: 'rewrd', message: 'unknown argument' },
      ]);
      expect(await taskIds(svc, org)).toEqual([]);
    },
  );

  it('REST ignores unknown body fields, as the contract says', async () => {
    const res = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: org.key,
      body: { ...taskBody(), priority: 'high' },
    });
    expect(res.status).toBe(200);
  });

  it(
    'create_task without a key: idempotency_key_missing, ' +
      'titled for the argument, not a header',
    async () => {
      const out = await callTool(client, 'create_task', taskBody());
      expect(out.problem).toMatchObject({ status: 400, code: 'idempotency_key_missing' });
      const title = (out.problem as unknown as { title: string }).title;
      expect(title).toContain('idempotency_key');
      expect(title).not.toMatch(/header/i);
    },
  );
});

describe('tools/list', () => {
  it(
    'is compact: no date-time pattern, no safe-integer bounds, and every schema closed to ' +
      'unknown arguments',
    async () => {
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(25);
      const text = JSON.stringify({ tools });
      // 67,936 bytes at issue 37; the safety hold and typed answers (answer_schema, result) then
      // added ~17 KB to the tools that take or show a task, and issue 36's slots, consensus,
      // quality level and fill quote ~17 KB more (docs/mcp.md, "Schemas").
      expect(Buffer.byteLength(text)).toBeLessThan(106_000);
      expect(text).not.toContain('9007199254740991');
      expect(text).not.toContain('02-29');
      for (const t of tools) expect(t.inputSchema.additionalProperties, t.name).toBe(false);
    },
  );
});
