// Proves what clients and operators see once the engine has fail-stopped: GET /v1/status answers
// 503 with the degraded status document (a health check sees it), errand's log carries one line
// with the storage code and cause, a new write is refused with 503 `unavailable`
// (writes_stopped), reads of durable state still answer, and retrying an acknowledged
// Idempotency-Key returns the stored answer instead of an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';

let svc: TestService;
let org: TestOrg;
const acked = { key: newKey('fs'), body: taskBody(), taskId: '' };

beforeAll(async () => {
  svc = await startTestService();
  org = await newOrg(svc.url);
  const created = await call(svc.url, 'POST', '/v1/tasks', {
    key: org.key,
    idem: acked.key,
    body: acked.body,
  });
  expect(created.status).toBe(201);
  acked.taskId = created.body.data.taskId;
  // What a failed fdatasync does to the log's handle (the campaign does it for real with libfiu).
  svc.engine.wal.latch.trip(
    Object.assign(new Error('IO error: /data/000007.log: Input/output error'), {
      code: 'LEVEL_IO_ERROR',
    }),
  );
});

afterAll(async () => {
  await svc.close();
});

describe('after a write failure', () => {
  it('GET /v1/status answers 503 with the degraded status document', async () => {
    const res = await call(svc.url, 'GET', '/v1/status');
    expect(res.status).toBe(503);
    expect(res.body.data.status).toBe('degraded');
    expect(res.body.data.components).toEqual({ engine: 'failed', write_ahead_log: 'failed' });
  });

  it('logs the cause once, with its code', () => {
    const lines = svc.logs.filter((l) => l.includes('engine failed'));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as {
      level: number;
      code: string;
      cause: string;
      msg: string;
    };
    expect(entry.level).toBe(50);
    expect(entry.code).toBe('LEVEL_IO_ERROR');
    expect(entry.cause).toContain('Input/output error');
    expect(entry.msg).toContain('writes refused until restart');
  });

  it('refuses a new write with 503 unavailable, applied nowhere', async () => {
    const res = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey('fs'),
      body: taskBody(),
    });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('unavailable');
    expect(res.body.detail).toEqual({ reason: 'writes_stopped' });
    const wallet = await call(svc.url, 'GET', '/v1/wallet', { key: org.key });
    expect(wallet.body.data.balance_minor).toBe((10_000_000n - 165_000n).toString());
  });

  it(
    'still reads durable state and answers a retry of an acknowledged key with its stored ' +
      'answer',
    async () => {
      const task = await call(svc.url, 'GET', `/v1/tasks/${acked.taskId}`, { key: org.key });
      expect(task.status).toBe(200);
      const retry = await call(svc.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: acked.key,
        body: acked.body,
      });
      expect(retry.status).toBe(201);
      expect(retry.body.data.taskId).toBe(acked.taskId);
    },
  );
});
