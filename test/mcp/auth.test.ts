// Proves /mcp takes the same bearer keys as REST: a missing, unknown, malformed, rotated or revoked
// key is a 401 problem+json before any MCP handling, a valid key on GET/DELETE gets 405, and both
// doors draw on one rate-limit budget per agent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newOrg,
  startTestService,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { expectProblem } from '../support/http-steps.ts';
import { callTool, httpClient } from '../support/mcp.ts';

let svc: TestService;
let org: TestOrg;

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'auth-test', version: '1' },
  },
};
const LIST = { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} };
const MCP_HEADERS = { accept: 'application/json, text/event-stream' };

const post = (
  key: string | undefined,
  body: unknown = INITIALIZE,
  headers: Record<string, string> = MCP_HEADERS,
) => call(svc.url, 'POST', '/mcp', { ...(key !== undefined ? { key } : {}), body, headers });

function expectUnauthorized(res: Awaited<ReturnType<typeof post>>) {
  expectProblem(res, 401, 'unauthorized');
  // /mcp's challenge names its protected resource metadata (RFC 9728); REST's is plain.
  const mcp = `Bearer resource_metadata="${svc.url}/.well-known/oauth-protected-resource/mcp"`;
  const challenge = res.headers.get('www-authenticate') ?? '';
  expect(challenge === 'Bearer' || challenge.startsWith(mcp)).toBe(true);
  expect(res.body.detail).toBeUndefined();
}

beforeAll(async () => {
  svc = await startTestService();
  org = await newOrg(svc.url);
});
afterAll(async () => {
  await svc?.close();
});

describe('POST /mcp authentication', () => {
  it('a valid key initializes and lists tools', async () => {
    const res = await post(org.key);
    expect(res.status).toBe(200);
    expect(res.body.result.serverInfo.name).toBe('errand');
    const tools = await post(org.key, LIST);
    expect(tools.status).toBe(200);
    expect(tools.body.result.tools.length).toBeGreaterThan(0);
  });

  it('no key → 401 unauthorized', async () => {
    expectUnauthorized(await post(undefined));
    expect((await post(undefined)).headers.get('www-authenticate')).toContain('resource_metadata');
    expectUnauthorized(await post(undefined, LIST));
  });

  it('an unknown key, a malformed header or a key of the wrong kind → 401', async () => {
    expectUnauthorized(await post('errand_live_0000000000000000000000000000000000'));
    expectUnauthorized(await post('errand_test_NotARealKeyNotARealKeyNotAReal'));
    expectUnauthorized(
      await call(svc.url, 'POST', '/mcp', {
        body: INITIALIZE,
        headers: { ...MCP_HEADERS, authorization: `Basic ${org.key}` },
      }),
    );
    expectUnauthorized(
      await call(svc.url, 'POST', '/mcp', {
        body: INITIALIZE,
        headers: { ...MCP_HEADERS, authorization: 'Bearer' },
      }),
    );
    // the admin token is not an agent key
    expectUnauthorized(await post('test-admin-token-0123456789abcdef'));
  });

  it('a revoked key → 401, on /mcp as on REST', async () => {
    const o = await newOrg(svc.url);
    expect((await post(o.key)).status).toBe(200);
    expect((await admin(svc.url, 'DELETE', `/internal/v1/agents/${o.agentId}/keys`)).status).toBe(
      200,
    );
    expectUnauthorized(await post(o.key));
    expectUnauthorized(await call(svc.url, 'GET', '/v1/wallet', { key: o.key }));
  });

  it('a rotated key: the old one → 401, the new one works', async () => {
    const o = await newOrg(svc.url);
    const rotated = await admin(svc.url, 'POST', `/internal/v1/agents/${o.agentId}/keys`);
    expect(rotated.status).toBe(201);
    expectUnauthorized(await post(o.key));
    expect((await post(rotated.body.data.api_key)).status).toBe(200);
  });

  it('a key revoked while a client is connected stops its next call', async () => {
    const o = await newOrg(svc.url);
    const client = await httpClient(svc.url, o.key);
    try {
      expect((await callTool(client, 'get_wallet')).ok).toBe(true);
      await admin(svc.url, 'DELETE', `/internal/v1/agents/${o.agentId}/keys`);
      await expect(callTool(client, 'get_wallet')).rejects.toThrow(/401|unauthorized/i);
    } finally {
      await client.close();
    }
  });
});

describe('other methods on /mcp', () => {
  it(
    'GET with a valid key → 405 (stateless server: ' + 'no server-initiated stream), Allow: POST',
    async () => {
      const res = await call(svc.url, 'GET', '/mcp', {
        key: org.key,
        headers: { accept: 'text/event-stream' },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    },
  );

  it('DELETE with a valid key → 405; without a key → 401 first', async () => {
    expect((await call(svc.url, 'DELETE', '/mcp', { key: org.key })).status).toBe(405);
    expectUnauthorized(await call(svc.url, 'GET', '/mcp', {}));
    expectUnauthorized(await call(svc.url, 'DELETE', '/mcp', {}));
  });
});

describe('one rate-limit budget per agent across both doors', () => {
  it(
    'REST and /mcp calls count together; the 429 is a problem with Retry-After; another agent ' +
      'is untouched',
    async () => {
      const small = await startTestService({ RATE_LIMIT_PER_MINUTE: '4' });
      try {
        const a = await newOrg(small.url);
        const b = await newOrg(small.url);
        const mcpPost = (key: string) =>
          call(small.url, 'POST', '/mcp', { key, body: INITIALIZE, headers: MCP_HEADERS });
        expect((await call(small.url, 'GET', '/v1/wallet', { key: a.key })).status).toBe(200);
        expect((await mcpPost(a.key)).status).toBe(200);
        expect((await call(small.url, 'GET', '/v1/tasks', { key: a.key })).status).toBe(200);
        expect((await mcpPost(a.key)).status).toBe(200);
        for (const res of [
          await mcpPost(a.key),
          await call(small.url, 'GET', '/v1/wallet', { key: a.key }),
        ]) {
          expectProblem(res, 429, 'rate_limited');
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        }
        expect((await mcpPost(b.key)).status).toBe(200);
      } finally {
        await small.close();
      }
    },
  );
});
