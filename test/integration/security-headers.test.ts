// Proves every class of response carries the API's security headers — success, problem+json errors,
// 404s, router errors, a malformed request answered on the raw socket, the discovery documents and
// the HTML error pages, /mcp, /metrics — while console pages keep the console's own policy.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  call,
  newOrg,
  startTestService,
  type TestOrg,
  type TestService,
} from '../support/http.ts';

let svc: TestService;
let org: TestOrg;

const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-resource-policy': 'same-origin',
};

function expectApiHeaders(what: string, headers: Headers | Record<string, string>): void {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] ?? null);
  for (const [name, value] of Object.entries(API_HEADERS))
    expect(get(name), `${what}: ${name}`).toBe(value);
  expect(get('x-request-id'), `${what}: x-request-id`).toMatch(/^req_/);
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(`${svc.url}${path}`, { headers });
  await res.arrayBuffer();
  return res;
}

/** Raw bytes to the port: for what no HTTP client will send. */
function rawRequest(bytes: string): Promise<string> {
  const { hostname, port } = new URL(svc.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let out = '';
    socket.on('data', (d) => (out += d.toString('latin1')));
    socket.on('end', () => resolve(out));
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}

function headersOf(response: string): Record<string, string> {
  const [head] = response.split('\r\n\r\n');
  const out: Record<string, string> = {};
  for (const line of head!.split('\r\n').slice(1)) {
    const i = line.indexOf(':');
    out[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

beforeAll(async () => {
  svc = await startTestService();
  org = await newOrg(svc.url);
});
afterAll(async () => {
  await svc?.close();
});

describe('security headers', () => {
  it('are on API answers: success, problem+json errors and 404s', async () => {
    expectApiHeaders('public read', (await get('/v1/zones')).headers);
    const me = await call(svc.url, 'GET', '/v1/me', { key: org.key });
    expect(me.status).toBe(200);
    expectApiHeaders('authenticated read', me.headers);
    const unauthorized = await call(svc.url, 'GET', '/v1/me');
    expect(unauthorized.status).toBe(401);
    expectApiHeaders('401', unauthorized.headers);
    const invalid = await call(svc.url, 'POST', '/v1/estimate_task', {
      key: org.key,
      body: { type: 'field_verification' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('content-type')).toContain('application/problem+json');
    expectApiHeaders('400', invalid.headers);
    const missing = await call(svc.url, 'GET', '/v1/tasks/tsk_nope', { key: org.key });
    expect(missing.status).toBe(404);
    expectApiHeaders('404 of an id', missing.headers);
    const route = await get('/no/such/route');
    expect(route.status).toBe(404);
    expectApiHeaders('404 of a route', route.headers);
  });

  it(
    'are on router errors and on a malformed ' + 'request answered straight on the socket',
    async () => {
      const longParam = await get(`/v1/tasks/${'x'.repeat(300)}`);
      expect(longParam.status).toBeGreaterThanOrEqual(400);
      expectApiHeaders('router error', longParam.headers);
      const raw = await rawRequest('GARBAGE / HTTP/1.1\r\n\r\n');
      expect(raw).toMatch(/^HTTP\/1\.1 400/);
      expectApiHeaders('malformed request', headersOf(raw));
    },
  );

  it(
    'are on the discovery documents and the HTML error pages (which render under them: no ' +
      'script, style or image)',
    async () => {
      expectApiHeaders('openapi', (await get('/v1/openapi.json')).headers);
      expectApiHeaders('llms.txt', (await get('/llms.txt')).headers);
      expectApiHeaders('jwks', (await get('/v1/jwks.json')).headers);
      const page = await fetch(`${svc.url}/docs/errors/not_found`);
      const html = await page.text();
      expect(page.headers.get('content-type')).toContain('text/html');
      expectApiHeaders('error page', page.headers);
      expect(html).not.toMatch(/<script|<style|<img|<link|style=/i);
    },
  );

  it('are on /mcp and /metrics, answered or refused', async () => {
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 't', version: '1' },
      },
    };
    const mcp = await fetch(`${svc.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${org.key}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify(init),
    });
    await mcp.text();
    expect(mcp.status).toBe(200);
    expectApiHeaders('mcp', mcp.headers);
    expectApiHeaders('mcp refused', (await get('/mcp')).headers);
    const metrics = await get('/metrics', { authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(metrics.status).toBe(200);
    expectApiHeaders('metrics', metrics.headers);
    const refused = await get('/metrics');
    expect(refused.status).toBe(401);
    expectApiHeaders('metrics refused', refused.headers);
  });

  it("leave console pages with the console's own policy", async () => {
    for (const path of ['/console/login', '/console/no-such-page']) {
      const page = await get(path);
      expect(page.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(page.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(page.headers.get('referrer-policy'), path).toBe('same-origin');
      expect(page.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});
