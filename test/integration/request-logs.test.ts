// Proves the request log: every request leaves one JSON line with its request id, method, route
// pattern, operation id, status and time, and the caller's agent and org (or Operator) ids; and no
// secret or PII reaches the log, whichever door it came through — API keys, the admin token,
// Operator tokens, pass tokens, an Operator's name and phone, a console set-up link's token,
// console passwords and cookies, a webhook signing secret, Idempotency-Keys, the partner's
// signature.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSecret, mintSetupToken } from '../../src/console/setup-tokens.ts';
import {
  ADMIN_TOKEN,
  PARTNER_SECRET,
  admin,
  call,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { httpClient } from '../support/mcp.ts';
import {
  accept,
  deadlineIn,
  registerOperator,
  waitMatched,
  worker,
  type TestOperator,
} from '../support/operators.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  path?: string;
  route?: string | null;
  operation?: string;
  statusCode?: number;
  responseTimeMs?: number;
  agentId?: string;
  orgId?: string;
  operatorId?: string;
}

let svc: TestService;
let org: TestOrg;
let op: TestOperator;
/** Every string that must never be logged, added as the test comes across it. */
const secrets = new Set<string>();
/** Request id → the status the client saw. */
const answered = new Map<string, number>();

const OPERATOR = {
  first_name: 'Zebulonia',
  last_name: 'Oyelaran-Whitfield',
  phone: '+2348097654321',
};
const PASSWORD = 'correct horse battery staple 42';

function keep(res: { status: number; headers: Headers }): void {
  const id = res.headers.get('x-request-id');
  expect(id).toMatch(/^req_/);
  answered.set(id!, res.status);
}

async function track<T extends { status: number; headers: Headers }>(res: Promise<T>): Promise<T> {
  const r = await res;
  keep(r);
  return r;
}

const lines = (): LogLine[] =>
  svc.logs.flatMap((chunk) =>
    chunk
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as LogLine),
  );
const requestLine = (reqId: string) =>
  lines().find((l) => l.reqId === reqId && l.msg === 'request completed');

/** The console's forms need its CSRF cookie and token, as a browser would carry them. */
async function consoleSetup(token: string): Promise<void> {
  const page = await track(fetch(`${svc.url}/console/setup?token=${encodeURIComponent(token)}`));
  expect(page.status).toBe(200);
  const html = await page.text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(html)![1]!;
  const cookies = page.headers.getSetCookie().map((c) => c.split(';')[0]!);
  for (const c of cookies) secrets.add(c.split('=').slice(1).join('='));
  const form = new URLSearchParams({ token, password: PASSWORD, confirm: PASSWORD, _csrf: csrf });
  const done = await track(
    fetch(`${svc.url}/console/setup`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { cookie: cookies.join('; '), 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
  expect(done.status).toBe(303);
  for (const c of done.headers.getSetCookie())
    secrets.add(c.split(';')[0]!.split('=').slice(1).join('='));
}

beforeAll(async () => {
  // debug: the arrival lines too, which must be as clean.
  svc = await startTestService({
    ERRAND_CLOCK: 'virtual',
    ERRAND_ALLOW_LOCAL_WEBHOOKS: '1',
    LOG_LEVEL: 'debug',
  });
  secrets.add(ADMIN_TOKEN);
  secrets.add(PARTNER_SECRET);
  org = await newOrg(svc.url);
  secrets.add(org.key);
  op = await registerOperator(svc, { ...OPERATOR, location: { lat: 6.601834, lng: 3.351472 } });
  for (const s of [
    op.token,
    OPERATOR.first_name,
    OPERATOR.last_name,
    OPERATOR.phone,
    OPERATOR.phone.replace('+', ''),
    '6.601834',
    '3.351472',
  ])
    secrets.add(s);
});
afterAll(async () => {
  await svc?.close();
});

describe('request log', () => {
  it(
    'carries no secret or PII from any door, ' + 'while every request id and status is there',
    async () => {
      // REST as an agent: a create with its Idempotency-Key, a read, a refused key.
      const idem = 'idem-key-Y3h8Qp-must-not-be-logged';
      secrets.add(idem);
      const created = await track(
        call(svc.url, 'POST', '/v1/tasks', {
          key: org.key,
          idem,
          body: taskBody({ deadline: deadlineIn(svc, 48) }),
        }),
      );
      expect(created.status).toBe(201);
      const taskId = created.body.data.taskId as string;
      await track(call(svc.url, 'GET', `/v1/tasks/${taskId}`, { key: org.key }));
      const forged = 'errand_live_ForgedKeyThatMustNotBeLogged0123456789';
      secrets.add(forged);
      expect((await track(call(svc.url, 'GET', '/v1/me', { key: forged }))).status).toBe(401);

      // The Operator app: the match, the accept that hands out a pass token, and its verification.
      expect(await waitMatched(svc, org, taskId)).toBe(op.id);
      const view = await accept(svc, op, taskId);
      const passToken = view.pass.token as string;
      secrets.add(passToken);
      await track(worker(svc, op, 'GET', `/worker/v1/tasks/${taskId}`));
      const verified = await track(
        call(svc.url, 'POST', '/v1/pass/verify', { body: { token: passToken } }),
      );
      expect(verified.body.data.status).toBe('authorized');
      // A token in a query string (of a route that does not exist) is dropped with the query.
      expect((await track(call(svc.url, 'GET', `/v1/pass/verify?token=${passToken}`))).status).toBe(
        404,
      );

      // The admin surface and the deposit webhook's signature.
      await track(admin(svc.url, 'GET', `/internal/v1/ledger/verify`));
      const raw = JSON.stringify({
        deposit_id: 'dep_logs_1',
        org_id: org.orgId,
        amount_minor: '5000',
        currency: 'NGN',
      });
      const signature = createHmac('sha256', PARTNER_SECRET).update(raw).digest('hex');
      secrets.add(signature);
      expect(
        (
          await track(
            call(svc.url, 'POST', '/internal/v1/partner/deposits', {
              body: raw,
              headers: { 'x-partner-signature': `sha256=${signature}` },
            }),
          )
        ).status,
      ).toBe(200);

      // A webhook endpoint: its signing secret is in the answer, once.
      const hook = await track(
        call(svc.url, 'POST', '/v1/webhook_endpoints', {
          key: org.key,
          idem: 'hook-idem-1',
          body: { url: 'http://127.0.0.1:9/hooks', events: ['task.*'] },
        }),
      );
      expect(hook.status).toBe(201);
      secrets.add(hook.body.data.secret);

      // MCP with the same key.
      const mcp = await httpClient(svc.url, org.key);
      await mcp.callTool({ name: 'get_wallet', arguments: {} });
      await mcp.close();

      // The console: a set-up link (token in the query string), the password form, its cookies.
      const setupToken = mintSetupToken(consoleSecret(svc.dataDir), {
        kind: 'setup',
        email: 'owner@example.com',
        staff: false,
        role: 'owner',
        orgId: org.orgId,
        orgName: null,
        mode: 'live',
        expiresAtMs: Date.now() + 60_000,
      });
      secrets.add(setupToken);
      secrets.add(PASSWORD);
      await consoleSetup(setupToken);

      // The metrics scrape with the admin token.
      expect(
        (
          await track(
            fetch(`${svc.url}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }),
          )
        ).status,
      ).toBe(200);

      const log = svc.logs.join('');
      expect(log.length).toBeGreaterThan(0);
      for (const secret of secrets) expect(log, `log contains ${secret}`).not.toContain(secret);
      expect(log).not.toMatch(/errand_(live|test)_[0-9A-Za-z]{20}/);
      expect(log).not.toMatch(/errand_op_[0-9A-Za-z]{20}/);
      expect(log).not.toMatch(/pass_[0-9A-Za-z]{20}/);
      expect(log).not.toMatch(/whsec_/);
      expect(log).not.toMatch(/[Bb]earer /);
      expect(log).not.toMatch(/\?token=|token%3D/);
      for (const [reqId, status] of answered) {
        const line = requestLine(reqId);
        expect(line, `no log line for ${reqId}`).toBeDefined();
        expect(line!.statusCode).toBe(status);
        expect(line!.responseTimeMs).toBeGreaterThanOrEqual(0);
        // And its arrival, at debug: method and path, nothing else of the request.
        const arrival = lines().find((l) => l.reqId === reqId && l.msg === 'incoming request') as
          | { req?: Record<string, unknown> }
          | undefined;
        expect(arrival?.req && Object.keys(arrival.req).sort(), `arrival of ${reqId}`).toEqual([
          'method',
          'path',
        ]);
      }
    },
  );

  it('names the route by its pattern and operation id, and the caller by id', async () => {
    const res = await track(call(svc.url, 'GET', '/v1/tasks', { key: org.key }));
    const line = requestLine(res.headers.get('x-request-id')!)!;
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/v1/tasks',
      route: '/v1/tasks',
      operation: 'list_tasks',
      statusCode: 200,
      agentId: org.agentId,
      orgId: org.orgId,
    });

    const id = 'tsk_not_a_real_task_id';
    const missing = await track(call(svc.url, 'GET', `/v1/tasks/${id}?expand=1`, { key: org.key }));
    expect(requestLine(missing.headers.get('x-request-id')!)).toMatchObject({
      path: `/v1/tasks/${id}`,
      route: '/v1/tasks/:id',
      operation: 'get_task',
      statusCode: 404,
    });

    const offers = await track(worker(svc, op, 'GET', '/worker/v1/offers'));
    expect(requestLine(offers.headers.get('x-request-id')!)).toMatchObject({
      operation: 'worker_list_offers',
      operatorId: op.id,
    });

    const nowhere = await track(call(svc.url, 'GET', '/nowhere?secret=1'));
    expect(requestLine(nowhere.headers.get('x-request-id')!)).toMatchObject({
      path: '/nowhere',
      route: null,
      operation: 'unknown',
      statusCode: 404,
    });

    const page = await track(fetch(`${svc.url}/console/login`));
    expect(requestLine(page.headers.get('x-request-id')!)).toMatchObject({
      route: '/console/login',
      operation: 'console',
      statusCode: 200,
    });
  });
});
