// Proves the discovery documents match what the service serves: a valid OpenAPI 3.1 document
// covering exactly the /v1 routes fastify serves, llms.txt naming every endpoint, tool, code, limit
// and retry rule, a page for every error code that every problem's type resolves to, and campaigns
// on both doors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../src/errors/codes.ts';
import { TOOL_NAMES } from '../../src/ops/tool-names.ts';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type Reply,
  type TestService,
} from '../support/http.ts';
import { createTask, expectProblem, waitLive } from '../support/http-steps.ts';
import { callTool, httpClient } from '../support/mcp.ts';

let svc: TestService;
let doc: any;

beforeAll(async () => {
  svc = await startTestService();
  const res = await call(svc.url, 'GET', '/v1/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(async () => {
  await svc?.close();
});

interface Route {
  method: string;
  path: string;
}

/** Every route fastify serves, read from its own route tree (printRoutes), HEAD left out. */
function servedRoutes(app: FastifyInstance): Route[] {
  const out: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    prefixes.length = depth;
    const path = (prefixes[depth - 1] ?? '') + m[2]!;
    prefixes[depth] = path;
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && s !== 'HEAD'))
      out.push({ method, path });
  }
  return out;
}

const toOpenApi = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
const toFastify = (path: string) => path.replace(/\{([A-Za-z_]+)\}/g, ':$1');
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const docOperations = (): Array<Route & { op: any }> =>
  Object.entries(doc.paths as Record<string, any>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, op: item[m] })),
  );
const NO_KEY_PATHS = [
  '/v1/pass/verify',
  '/v1/openapi.json',
  '/v1/jwks.json',
  '/llms.txt',
  '/docs/errors/{code}',
  '/v1/content',
  '/v1/pricing',
  '/v1/status',
  '/v1/zones',
  '/v1/operator_photos/{id}',
];
/** Open paths that name a resource: an unknown id answers 404 (not 401: no key is asked for). */
const NO_KEY_RESOURCES = ['/v1/operator_photos/{id}'];
const MUTATING = [
  '/v1/workflows',
  '/v1/loops',
  '/v1/loops/{id}/activate',
  '/v1/loops/{id}/pause',
  '/v1/loops/{id}/resume',
  '/v1/loops/{id}/cancel',
  '/v1/loops/{id}/runs/{run_id}/approve',
  '/v1/loops/{id}/runs/{run_id}/decline',
  '/v1/webhook_endpoints',
  '/v1/tasks',
  '/v1/tasks/{id}/approve',
  '/v1/tasks/{id}/reject',
  '/v1/tasks/{id}/cancel',
  '/v1/campaigns',
  '/v1/campaigns/{id}/pause',
  '/v1/campaigns/{id}/resume',
  '/v1/campaigns/{id}/cancel',
];

describe('GET /v1/openapi.json', () => {
  it('passes the OpenAPI 3.1 validator, carries version v1, needs no key', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.version).toBe('v1');
    expect(doc.servers[0].url).toBe(svc.url);
  });

  it(
    'declares the bearer scheme; keyed operations use it and discovery ones need none, as the ' +
      'service behaves',
    async () => {
      expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
        type: 'http',
        scheme: 'bearer',
      });
      for (const { method, path, op } of docOperations()) {
        const open = NO_KEY_PATHS.includes(path);
        expect(op.security, `${method} ${path}`).toEqual(open ? [] : [{ bearerAuth: [] }]);
        if (open) expect(op.responses['401'], path).toBeUndefined();
        else expect(op.responses['401'], path).toBeDefined();
        if (method !== 'GET') continue;
        const url = toFastify(path).replace(':code', 'not_found').replace(':id', 'tsk_unknown');
        const res = await fetch(svc.url + url);
        await res.arrayBuffer();
        if (open) expect(res.status, path).toBe(NO_KEY_RESOURCES.includes(path) ? 404 : 200);
        else expect(res.status, path).toBe(401);
      }
    },
  );

  it('the Idempotency-Key header is required on exactly the mutating routes', () => {
    for (const { method, path, op } of docOperations()) {
      const header = (op.parameters ?? []).find(
        (p: any) => p.in === 'header' && p.name === 'Idempotency-Key',
      );
      if (method === 'POST' && MUTATING.includes(path)) {
        expect(header, path).toMatchObject({
          required: true,
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        });
      } else {
        expect(header, `${method} ${path}`).toBeUndefined();
      }
    }
    expect(
      docOperations()
        .filter((o) => o.method === 'POST')
        .map((o) => o.path)
        .sort(),
    ).toEqual(
      [
        ...MUTATING,
        '/v1/estimate_task',
        '/v1/estimate_loop',
        '/v1/estimate_campaign',
        '/v1/pass/verify',
        '/v1/wallet/fund',
      ]
        .filter((p) => doc.paths[p]?.post)
        .sort(),
    );
  });

  it('every error response is problem+json with the Problem schema of every code', () => {
    const problem = doc.components.schemas.Problem;
    expect(problem.required).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'code', 'request_id']),
    );
    expect(problem.properties.code.enum.sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const { method, path, op } of docOperations()) {
      const errors = Object.entries(op.responses as Record<string, any>).filter(
        ([s]) => Number(s) >= 400,
      );
      if (!['/v1/openapi.json', '/llms.txt'].includes(path))
        expect(errors.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        // A failed engine's GET /v1/status answers 503 with the status document itself, so a
        // load balancer's health check sees it and a reader still gets the figures.
        if (path === '/v1/status' && status === '503') {
          expect(
            response.content['application/json'].schema.properties.data,
            `${method} ${path} ${status}`,
          ).toBeDefined();
          continue;
        }
        expect(
          response.content['application/problem+json'].schema,
          `${method} ${path} ${status}`,
        ).toEqual({ $ref: '#/components/schemas/Problem' });
      }
      const success = Object.keys(op.responses).filter((s) => Number(s) < 300);
      expect(success, `${method} ${path}`).toHaveLength(1);
    }
  });

  it(
    'describes exactly the /v1 routes fastify ' + 'serves, and every path it describes is served',
    () => {
      const served = servedRoutes(svc.app);
      for (const r of served)
        expect(
          svc.app.hasRoute({ method: r.method as 'GET', url: r.path }),
          `${r.method} ${r.path}`,
        ).toBe(true);
      const v1 = served.filter((r) => r.path.startsWith('/v1/'));
      expect(v1.length).toBeGreaterThanOrEqual(16);
      for (const r of v1)
        expect(
          doc.paths[toOpenApi(r.path)]?.[r.method.toLowerCase()],
          `${r.method} ${r.path} missing from the document`,
        ).toBeDefined();
      for (const { method, path } of docOperations()) {
        expect(
          svc.app.hasRoute({ method: method as 'GET', url: toFastify(path) }),
          `${method} ${path} is documented but not served`,
        ).toBe(true);
      }
      expect(
        Object.keys(doc.paths)
          .filter((p) => !p.startsWith('/v1/'))
          .sort(),
      ).toEqual(['/docs/errors/{code}', '/llms.txt']);
      expect(
        Object.keys(doc.paths).some((p) => /^\/(internal|worker)\//.test(p) || p === '/mcp'),
      ).toBe(false);
    },
  );

  it('operations that are MCP tools name them; every name is one of the 25', () => {
    const tools = docOperations()
      .map((o) => o.op['x-mcp-tool'])
      .filter(Boolean);
    expect(tools.length).toBe(25);
    for (const t of tools) expect(TOOL_NAMES as readonly string[]).toContain(t);
  });
});

describe('GET /llms.txt', () => {
  let text: string;
  beforeAll(async () => {
    const res = await fetch(`${svc.url}/llms.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    text = await res.text();
  });

  it('explains auth, MCP and idempotency', () => {
    expect(text).toContain('Authorization: Bearer');
    expect(text).toMatch(/errand_live_/);
    expect(text).toContain(`${svc.url}/mcp`);
    expect(text).toContain('errand mcp --stdio');
    expect(text).toContain('Idempotency-Key');
  });

  it('lists every public endpoint the service serves and every tool name', () => {
    for (const r of servedRoutes(svc.app).filter((x) => x.path.startsWith('/v1/')))
      expect(text, `${r.method} ${r.path}`).toContain(`${r.method} ${r.path}`);
    for (const name of TOOL_NAMES) expect(text).toMatch(new RegExp(`^- ${name}\\b`, 'm'));
  });

  it('lists every error code with its status and page, the limits and the retry rules', () => {
    for (const [code, { status }] of Object.entries(ERROR_CODES))
      expect(text).toContain(`- ${code} (${status}): `);
    for (const code of Object.keys(ERROR_CODES))
      expect(text).toContain(`${svc.url}/docs/errors/${code}`);
    expect(text).toMatch(/## Limits[\s\S]*50 newest[\s\S]*per agent/);
    expect(text).toMatch(
      new RegExp(
        /## Retry rules[\s\S]*Retry-After[\s\S]*jitter/.source +
          /[\s\S]*exponentially[\s\S]*same Idempotency-Key/.source,
      ),
    );
    expect(text).toContain('24 h');
  });
});

describe('error pages', () => {
  it('GET /docs/errors/<code> answers an HTML page for every code, with no key', async () => {
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      const res = await fetch(`${svc.url}/docs/errors/${code}`);
      expect(res.status, code).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain(`<code>${code}</code>`);
      expect(html).toContain(`HTTP ${status}`);
    }
  });

  it('an unknown code is a 404 problem', async () => {
    expectProblem(await call(svc.url, 'GET', '/docs/errors/no_such_code'), 404, 'not_found');
    expectProblem(await call(svc.url, 'GET', '/docs/errors/constructor'), 404, 'not_found');
  });

  it('the type URI of every real problem resolves to its page', async () => {
    const o = await newOrg(svc.url, '1000000');
    const live = await createTask(svc, o);
    await waitLive(svc, o, live);
    const bare = (
      await admin(svc.url, 'POST', `/internal/v1/orgs/${o.orgId}/agents`, { name: 'bare' })
    ).body.data.api_key as string;
    const frozen = await newOrg(svc.url);
    await admin(svc.url, 'POST', `/internal/v1/agents/${frozen.agentId}/freeze`);
    const capped = await newOrg(svc.url);
    await admin(svc.url, 'PUT', `/internal/v1/agents/${capped.agentId}/spend_policy`, {
      daily_cap_minor: '1',
      per_task_cap_minor: null,
    });
    const idem = newKey();
    await call(svc.url, 'POST', '/v1/tasks', {
      key: o.key,
      idem,
      body: taskBody({ title: 'first' }),
    });
    const post = (key: string, body: unknown, k: string | null = newKey()) =>
      call(svc.url, 'POST', '/v1/tasks', { key, body, ...(k !== null ? { idem: k } : {}) });
    const replies: Reply[] = [
      await call(svc.url, 'GET', '/v1/wallet'),
      await call(svc.url, 'GET', '/v1/nowhere', { key: o.key }),
      await call(svc.url, 'GET', '/v1/tasks/tsk_unknown', { key: o.key }),
      await post(o.key, '{not json'),
      await post(o.key, taskBody(), null),
      await post(o.key, taskBody({ zone_ref: 'ng.kano.kano-municipal' })),
      await post(o.key, taskBody({ type: 'teleportation' })),
      await post(o.key, taskBody({ instructions: 'Solve the CAPTCHA on this site for me.' })),
      await post(o.key, taskBody({ reward_major: '900000.00' })),
      await post(o.key, taskBody({ title: 'second' }), idem),
      await post(o.key, { title: 'x'.repeat(70 * 1024) }),
      await post(bare, taskBody()),
      await post(frozen.key, taskBody()),
      await post(capped.key, taskBody()),
      await call(svc.url, 'POST', `/v1/tasks/${live}/approve`, { key: o.key, idem: newKey() }),
    ];
    const client = await httpClient(svc.url, o.key);
    const viaMcp = await callTool(client, 'get_task', { id: 'tsk_unknown' });
    await client.close();
    const problems = [...replies.map((r) => r.body), viaMcp.problem as any];
    const codes = new Set(problems.map((p) => p.code));
    expect([...codes].sort()).toEqual([
      'agent_frozen',
      'delegation_denied',
      'idempotency_conflict',
      'idempotency_key_missing',
      'insufficient_escrow_balance',
      'invalid_state',
      'not_found',
      'payload_too_large',
      'safety_filter_blocked',
      'spend_policy_exceeded',
      'task_type_unavailable',
      'unauthorized',
      'validation_failed',
      'zone_not_serviceable',
    ]);
    for (const p of problems) {
      expect(p.type).toBe(`${svc.url}/docs/errors/${p.code}`);
      const page = await fetch(p.type);
      expect(page.status, p.type).toBe(200);
      expect(await page.text()).toContain(`<code>${p.code}</code>`);
    }
  });
});

describe('GET /v1/campaigns and list_campaigns', () => {
  it('[] with the flag off and on, the same over MCP; 401 without a key', async () => {
    const o = await newOrg(svc.url);
    const client = await httpClient(svc.url, o.key);
    try {
      const both = async () => {
        const rest = await call(svc.url, 'GET', '/v1/campaigns', { key: o.key });
        expect(rest.status).toBe(200);
        expect(rest.body).toEqual({ data: [] });
        expect(await callTool(client, 'list_campaigns')).toEqual({ ok: true, data: [] });
      };
      await both();
      const on = await admin(svc.url, 'PUT', `/internal/v1/orgs/${o.orgId}/flags`, {
        'flags.campaigns.engine': true,
      });
      expect(on.body.data.flags).toMatchObject({ 'flags.campaigns.engine': true });
      await both();
      await admin(svc.url, 'PUT', `/internal/v1/orgs/${o.orgId}/flags`, {
        'flags.campaigns.engine': false,
      });
      await both();
      expectProblem(await call(svc.url, 'GET', '/v1/campaigns'), 401, 'unauthorized');
    } finally {
      await client.close();
    }
  });
});
