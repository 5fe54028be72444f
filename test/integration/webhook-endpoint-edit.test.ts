// Proves the console's endpoint edit and re-enable as records: a disabled endpoint is sent nothing,
// enabled again it gets the events of records after the enable (none from while it was off); an
// edit moves deliveries to the new URL and event list under the same id and secret; both survive
// a restart (replayed from the log).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/harness.ts';
import { call, newKey, newOrg, startTestService, taskBody, type TestOrg } from '../support/http.ts';
import type { TestService } from '../support/http.ts';
import { waitFor } from '../support/operators.ts';

interface Receiver {
  url: string;
  types: string[];
  close(): Promise<void>;
}

const opened: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const o of opened.reverse()) await o.close();
});

async function receiver(): Promise<Receiver> {
  const types: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      types.push(`${JSON.parse(body).type} ${JSON.parse(body).data.id}`);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const r = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    types,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  opened.push(r);
  return r;
}

const SURULERE = { zone_ref: 'ng.lagos.surulere' }; // no Operator covers it: tasks stay live
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function createTask(s: TestService, org: TestOrg): Promise<string> {
  const res = await call(s.url, 'POST', '/v1/tasks', {
    key: org.key,
    idem: newKey(),
    body: taskBody(SURULERE),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.taskId;
}

const endpoints = async (s: TestService, org: TestOrg) =>
  (await call(s.url, 'GET', '/v1/webhook_endpoints', { key: org.key })).body.data;

describe('webhook endpoint edit and enable', () => {
  it('sends nothing while disabled, later events once enabled, and follows an edit', async () => {
    const env = { ERRAND_ALLOW_LOCAL_WEBHOOKS: '1' };
    const dir = tempDir('errand-wh-edit-');
    let svc = await startTestService(env, dir);
    const org = await newOrg(svc.url);
    const first = await receiver();
    const made = await call(svc.url, 'POST', '/v1/webhook_endpoints', {
      key: org.key,
      idem: newKey(),
      body: { url: first.url, events: ['task.*'] },
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    await svc.engine.execute({ type: 'DisableWebhookEndpoint', orgId: org.orgId, endpointId: id });
    const whileOff = await createTask(svc, org);
    await sleep(600);
    expect(first.types).toEqual([]);

    await svc.engine.execute({ type: 'EnableWebhookEndpoint', orgId: org.orgId, endpointId: id });
    expect((await endpoints(svc, org))[0]).toMatchObject({ id, disabled: false });
    const afterOn = await createTask(svc, org);
    await waitFor(async () => (first.types.length > 0 ? true : undefined), 5_000, 'delivery');
    await sleep(300);
    expect(first.types.every((t) => t.endsWith(afterOn))).toBe(true);
    expect(first.types.some((t) => t.endsWith(whileOff))).toBe(false);

    const second = await receiver();
    await svc.engine.execute({
      type: 'UpdateWebhookEndpoint',
      orgId: org.orgId,
      endpointId: id,
      url: second.url,
      events: ['task.cancelled'],
    });
    const seenFirst = first.types.length;
    const cancelled = await call(svc.url, 'POST', `/v1/tasks/${afterOn}/cancel`, {
      key: org.key,
      idem: newKey(),
    });
    expect(cancelled.status).toBe(200);
    await waitFor(async () => (second.types.length > 0 ? true : undefined), 5_000, 'moved');
    expect(second.types).toEqual([`task.cancelled ${afterOn}`]);
    expect(first.types).toHaveLength(seenFirst);

    await svc.close();
    svc = await startTestService(env, dir);
    opened.push(svc);
    expect(await endpoints(svc, org)).toEqual([
      expect.objectContaining({ id, url: second.url, events: ['task.cancelled'], disabled: false }),
    ]);
  });

  it('writes no record for an edit that changes nothing; not_found for an unknown id', async () => {
    const svc = await startTestService({ ERRAND_ALLOW_LOCAL_WEBHOOKS: '1' });
    opened.push(svc);
    const org = await newOrg(svc.url);
    const r = await receiver();
    const made = await call(svc.url, 'POST', '/v1/webhook_endpoints', {
      key: org.key,
      idem: newKey(),
      body: { url: r.url, events: ['task.*'] },
    });
    const id = made.body.data.id as string;
    const same = await svc.engine.execute({
      type: 'UpdateWebhookEndpoint',
      orgId: org.orgId,
      endpointId: id,
      url: made.body.data.url,
      events: ['task.*'],
    });
    expect(same).toEqual({ id, updated: false });
    await expect(
      svc.engine.execute({ type: 'EnableWebhookEndpoint', orgId: org.orgId, endpointId: 'we_x' }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
