// A local webhook receiver for the delivery tests (test/integration/webhooks.test.ts): it records
// each request and answers as told, and the HTTP steps those tests repeat (an endpoint, a task,
// its cancel) with the check a receiver makes of a signed delivery (standardwebhooks).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';
import { call, newKey, taskBody, type TestOrg, type TestService } from './http.ts';

export interface Hit {
  id: string;
  headers: Record<string, string>;
  body: string;
  json: any;
  /** Not yet answered or given up by the sender (a 'hang' receiver's request stays open). */
  open: boolean;
}
export interface Receiver {
  url: string;
  hits: Hit[];
  status: (n: number) => number | 'hang';
  /** How many requests had arrived when the first one ended (all of them, while none has). */
  arrivedBeforeFirstEnd: () => number;
  close(): Promise<void>;
}

/** A receiver on a free local port; `status` answers the n-th request (or leaves it open). */
export async function receiver(status: Receiver['status'] = () => 200): Promise<Receiver> {
  const hits: Hit[] = [];
  let firstEnd: number | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const hit: Hit = {
        id: String(req.headers['webhook-id']),
        headers: plain(req.headers),
        body,
        json: JSON.parse(body),
        open: true,
      };
      hits.push(hit);
      res.on('close', () => {
        hit.open = false;
        firstEnd ??= hits.length;
      });
      const answer = rx.status(hits.length);
      if (answer !== 'hang') res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const rx: Receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    hits,
    status,
    arrivedBeforeFirstEnd: () => firstEnd ?? hits.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return rx;
}

const plain = (h: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k, String(v)]));
/** Live, and no Operator covers it: tasks stay live. */
export const SURULERE = { zone_ref: 'ng.lagos.surulere' };
export async function endpoint(
  s: TestService,
  org: TestOrg,
  url: string,
  events: string[],
): Promise<{ id: string; secret: string }> {
  const res = await call(s.url, 'POST', '/v1/webhook_endpoints', {
    key: org.key,
    idem: newKey(),
    body: { url, events },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

export async function createTask(
  s: TestService,
  org: TestOrg,
  overrides: Record<string, unknown> = SURULERE,
): Promise<string> {
  const res = await call(s.url, 'POST', '/v1/tasks', {
    key: org.key,
    idem: newKey(),
    body: taskBody(overrides),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.taskId;
}

export async function getTask(s: TestService, org: TestOrg, id: string) {
  return (await call(s.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;
}

export async function cancel(s: TestService, org: TestOrg, id: string): Promise<void> {
  expect(
    (await call(s.url, 'POST', `/v1/tasks/${id}/cancel`, { key: org.key, idem: newKey() })).status,
  ).toBe(200);
}

/** Verifies the hit as a receiver would, and checks the payload's shape against its headers. */
export function check(secret: string, hit: Hit): any {
  const payload = new Webhook(secret).verify(hit.body, hit.headers) as any;
  expect(payload).toEqual(hit.json);
  expect(payload.id).toBe(hit.headers['webhook-id']);
  expect(payload).toMatchObject({
    id: expect.stringMatching(/^evt_\d+_\d+_\d+$/),
    type: `task.${payload.data.state}`,
    data: { id: expect.any(String), escrow: expect.any(Object) },
  });
  expect(new Date(payload.created_at).toISOString()).toBe(payload.created_at);
  expect(Math.abs(Number(hit.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
  return payload;
}
