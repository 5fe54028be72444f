// Proves the webhook cursor keeps moving after a quiet spell: a service that sat idle past a
// cursor flush (nothing to store), then delivered an event, does not send that event again after
// a graceful restart. Before the fix, a flush with nothing to store left the dispatcher thinking
// a flush was still running, so no cursor was stored again, at close neither.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { tempDir } from '../support/harness.ts';
import {
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestService,
} from '../support/http.ts';
import { waitFor } from '../support/operators.ts';

const ENV = { ERRAND_ALLOW_LOCAL_WEBHOOKS: '1' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ids: string[] = [];
const server = createServer((req, res) => {
  ids.push(String(req.headers['webhook-id']));
  req.resume();
  req.on('end', () => res.writeHead(200).end());
});
let service: TestService | undefined;
afterAll(async () => {
  await service?.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('an event delivered after an idle spell is not sent again after a restart', async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const dir = tempDir('errand-webhook-cursor-');
  service = await startTestService(ENV, dir);
  const org = await newOrg(service.url);
  const made = await call(service.url, 'POST', '/v1/webhook_endpoints', {
    key: org.key,
    idem: newKey(),
    body: { url, events: ['task.cancelled'] },
  });
  expect(made.status).toBe(201);
  // Idle past the first cursor flush (every second): it has nothing to store.
  await sleep(2_500);
  const task = await call(service.url, 'POST', '/v1/tasks', {
    key: org.key,
    idem: newKey(),
    body: taskBody({ zone_ref: 'ng.lagos.surulere' }),
  });
  expect(task.status).toBe(201);
  const cancelled = await call(service.url, 'POST', `/v1/tasks/${task.body.data.taskId}/cancel`, {
    key: org.key,
    idem: newKey(),
  });
  expect(cancelled.status).toBe(200);
  await waitFor(() => ids[0], 5_000, 'the delivery');
  await service.close(); // stores the cursor past the delivered event
  service = await startTestService(ENV, dir);
  await sleep(2_000);
  expect(ids).toHaveLength(1);
});
