// Proves Loops announce themselves by webhook: loop.<status> on every move and loop.run_proposed
// for each due run, signed like task events and with ids that never collide with them.
import { createServer, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestService,
} from '../support/http.ts';

let svc: TestService;
let receiver: Server;
let receiverUrl: string;
const received: Array<{ headers: Record<string, string>; body: string }> = [];

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual', ERRAND_ALLOW_LOCAL_WEBHOOKS: '1' });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;
});
afterAll(async () => {
  await svc.close();
  await new Promise((r) => receiver.close(r));
});

describe('loop webhooks', () => {
  it('delivers loop.active and loop.run_proposed, signed', async () => {
    const org = await newOrg(svc.url, '10000000');
    await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
      'flags.loop.engine': true,
    });
    const endpoint = await call(svc.url, 'POST', '/v1/webhook_endpoints', {
      key: org.key,
      idem: newKey(),
      body: { url: receiverUrl, events: ['loop.*'] },
    });
    expect(endpoint.status).toBe(201);
    const secret = endpoint.body.data.secret as string;
    const { deadline: _omit, ...task } = taskBody();
    const created = await call(svc.url, 'POST', '/v1/loops', {
      key: org.key,
      idem: newKey(),
      body: {
        name: 'Daily',
        template: { kind: 'task', task: { ...task, deadline_after_hours: 24 } },
        schedule: { kind: 'interval', interval_hours: 24 },
        budget_total_minor: '990000',
      },
    });
    const id = created.body.data.id as string;
    await call(svc.url, 'POST', `/v1/loops/${id}/activate`, { key: org.key, idem: newKey() });
    await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 24 * 3600 });
    for (let i = 0; i < 50 && received.length < 2; i++)
      await new Promise((r) => setTimeout(r, 100));
    const events = received.map((r) => {
      new Webhook(secret).verify(r.body, r.headers);
      return JSON.parse(r.body) as {
        id: string;
        type: string;
        data: { id: string; status: string; run?: { id: string } };
      };
    });
    expect(events.map((e) => e.type)).toEqual(['loop.active', 'loop.run_proposed']);
    expect(events.every((e) => e.data.id === id && /^evt_\d+_\d+_L\d+$/.test(e.id))).toBe(true);
    expect(events[1]!.data.run?.id).toMatch(/^run_/);
    expect(received.every((r) => r.headers['webhook-id'] === JSON.parse(r.body).id)).toBe(true);
  });
});
