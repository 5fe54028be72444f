// Proves `errand mcp --stdio` (a child process proxying to a running service) serves the same tools as /mcp, creates, replays and cancels with the refund landing in the wallet, and carries REST's problem codes.
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
import { balance, taskIds, waitLive } from '../support/http-steps.ts';
import { callTool, httpClient, stdioClient } from '../support/mcp.ts';

let svc: TestService;
let org: TestOrg;
let stdio: Client;
let http: Client;

beforeAll(async () => {
  svc = await startTestService();
  org = await newOrg(svc.url, '1000000');
  stdio = await stdioClient(svc.url, org.key);
  http = await httpClient(svc.url, org.key);
});
afterAll(async () => {
  await stdio?.close();
  await http?.close();
  await svc?.close();
});

describe('errand mcp --stdio', () => {
  it('tools/list gives the same tools as Streamable HTTP', async () => {
    const viaStdio = (await stdio.listTools()).tools;
    const viaHttp = (await http.listTools()).tools;
    expect(viaStdio.map((t) => t.name).sort()).toEqual(viaHttp.map((t) => t.name).sort());
    expect(viaStdio).toHaveLength(25);
    // the same descriptors, not just the same names
    expect([...viaStdio].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...viaHttp].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('create_task → idempotent retry → cancel_task refunds the wallet', async () => {
    const body = taskBody();
    const key = newKey('stdio');
    const created = await callTool(stdio, 'create_task', { ...body, idempotency_key: key });
    expect(created.ok, JSON.stringify(created.problem)).toBe(true);
    const task = created.data as { taskId: string; state: string; totalChargedMinor: string };
    expect(task).toMatchObject({ state: 'screening', totalChargedMinor: '165000' });
    expect(await balance(svc, org)).toBe('835000');

    const retry = await callTool(stdio, 'create_task', { ...body, idempotency_key: key });
    expect(retry).toEqual(created);
    expect(await taskIds(svc, org)).toEqual([task.taskId]);
    expect(await balance(svc, org)).toBe('835000');

    await waitLive(svc, org, task.taskId);
    const seen = await callTool(stdio, 'get_task', { id: task.taskId });
    expect(seen.data).toEqual(
      (await call(svc.url, 'GET', `/v1/tasks/${task.taskId}`, { key: org.key })).body.data,
    );

    const cancelled = await callTool(stdio, 'cancel_task', { id: task.taskId });
    expect(cancelled.ok, JSON.stringify(cancelled.problem)).toBe(true);
    expect(cancelled.data).toMatchObject({ id: task.taskId, state: 'cancelled' });
    expect(await balance(svc, org)).toBe('1000000');
    expect((await callTool(stdio, 'get_wallet')).data).toEqual({
      balance_minor: '1000000',
      currency: 'NGN',
    });
    // the keyless cancel derived the same key as over HTTP: the HTTP door replays it
    expect((await callTool(http, 'cancel_task', { id: task.taskId })).data).toEqual(cancelled.data);
  });

  it('errors carry the same problem code, status and detail as REST', async () => {
    const bad = taskBody({ zone_ref: 'ng.kano.kano-municipal' });
    const viaStdio = await callTool(stdio, 'create_task', { ...bad, idempotency_key: newKey() });
    const viaRest = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body: bad,
    });
    expect(viaStdio.ok).toBe(false);
    expect(viaRest.body).toMatchObject({ status: 422, code: 'zone_not_serviceable' });
    expect(viaStdio.problem).toMatchObject({
      status: viaRest.body.status,
      code: viaRest.body.code,
      detail: viaRest.body.detail,
    });
    expect((viaStdio.problem as unknown as { type: string }).type).toBe(viaRest.body.type);
    // the request id is the service's own (traceable in its logs), not one made up by the proxy
    const requestId = (viaStdio.problem as unknown as { request_id: string }).request_id;
    expect(requestId).toMatch(/^req_/);
    expect(requestId).not.toBe(viaRest.body.request_id);
    expect(svc.logs.join('')).toContain(requestId);

    const other = await newOrg(svc.url);
    const foreign = await call(svc.url, 'POST', '/v1/tasks', {
      key: other.key,
      idem: newKey(),
      body: taskBody(),
    });
    expect(
      (await callTool(stdio, 'get_task', { id: foreign.body.data.taskId })).problem,
    ).toMatchObject({ status: 404, code: 'not_found' });
    expect((await callTool(stdio, 'create_task', taskBody())).problem).toMatchObject({
      status: 400,
      code: 'idempotency_key_missing',
    });
    const invalid = await callTool(stdio, 'create_task', {
      ...taskBody({ reward_major: 'lots' }),
      idempotency_key: newKey(),
    });
    expect(invalid.problem).toMatchObject({
      status: 400,
      code: 'validation_failed',
      detail: { errors: [{ path: 'reward_major' }] },
    });
  });

  it('refuses to start without ERRAND_API_KEY, and with a key the service does not know', async () => {
    await expect(stdioClient(svc.url, '')).rejects.toThrow();
    await expect(
      stdioClient(svc.url, 'errand_live_unknownunknownunknownunknown12'),
    ).rejects.toThrow();
  });
});
