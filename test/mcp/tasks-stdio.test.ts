// Proves `errand mcp --stdio` serves long creates as MCP tasks too (2025-11-25, the SDK's v1
// Client): a task-augmented create_task answers with a task, tasks/result waits while the test-mode
// sandbox drives the task to paid (the proxy listens to the service's /mcp for its moves), telling
// the states before as progress, and answers the create's own result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CallToolResultSchema, CreateTaskResultSchema } from '@modelcontextprotocol/sdk/types.js';
import {
  admin,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { stdioClient } from '../support/mcp.ts';

let svc: TestService;
let org: TestOrg;
let client: Client | undefined;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '1000000', 'test');
});
afterAll(async () => {
  await client?.close().catch(() => undefined);
  await svc?.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('errand mcp --stdio, a task-augmented create_task', () => {
  it('completes when the task is paid, with its states as progress', async () => {
    client = await stdioClient(svc.url, org.key);
    expect(client.getServerCapabilities()?.tasks?.requests?.tools?.call).toEqual({});
    const { task } = await client.request(
      {
        method: 'tools/call',
        params: {
          name: 'create_task',
          arguments: { ...taskBody(), idempotency_key: newKey() },
          task: { ttl: 600_000 },
        },
      },
      CreateTaskResultSchema,
    );
    expect(task.taskId).toMatch(/^errand:\/\/tasks\/task_/);
    expect((await client.experimental.tasks.getTask(task.taskId)).status).toBe('working');
    const progress: string[] = [];
    const result = client.experimental.tasks.getTaskResult(task.taskId, CallToolResultSchema, {
      onprogress: (p) => void progress.push(p.message ?? ''),
      timeout: 120_000,
    });
    let settled = false;
    void result.then(() => (settled = true)).catch(() => (settled = true));
    for (let i = 0; i < 80 && !settled; i++) {
      await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 3 });
      await pause(150);
    }
    const end = await result;
    expect(end._meta?.['errand/settled']).toEqual({ state: 'paid' });
    const created = (end.structuredContent as { data: { taskId: string } }).data;
    expect(`errand://tasks/${created.taskId}`).toBe(task.taskId);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).not.toContain('paid');
    expect((await client.experimental.tasks.getTask(task.taskId)).status).toBe('completed');
  });
});
