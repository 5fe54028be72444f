// Proves fail-stop across engine threads: when one thread dies, the service stops taking writes on
// every thread (503 writes_stopped, nothing applied) while reads still answer, and a restart
// finds every create that was acknowledged before, on both threads.
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/harness.ts';
import { call, newKey, newOrg, startTestService, taskBody, type TestOrg } from '../support/http.ts';
import { createTask } from '../support/http-steps.ts';

describe('engine threads: fail-stop', () => {
  it('a thread that dies stops writes everywhere; what was acknowledged survives', async () => {
    const dir = tempDir('errand-threads-fail-');
    let svc = await startTestService({ ENGINE_THREADS: '2' }, dir);
    const threads = svc.engine.threads!;
    // An org on each thread.
    const byThread = new Map<number, TestOrg>();
    while (byThread.size < 2) {
      const org = await newOrg(svc.url, '5000000');
      const thread = threads.threadOf(svc.engine.shardFor(org.orgId).id);
      if (!byThread.has(thread)) byThread.set(thread, org);
    }
    const acked = new Map<string, string[]>();
    for (const org of byThread.values())
      acked.set(org.orgId, [await createTask(svc, org), await createTask(svc, org)]);
    try {
      await threads.workers()[1]!.terminate();
      for (let i = 0; i < 200 && !svc.engine.isFailed(); i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(svc.engine.isFailed()).toBe(true);
      for (const org of byThread.values()) {
        const refused = await call(svc.url, 'POST', '/v1/tasks', {
          key: org.key,
          idem: newKey(),
          body: taskBody(),
        });
        expect(refused.status).toBe(503);
        expect(refused.body.detail).toEqual({ reason: 'writes_stopped' });
        const read = await call(svc.url, 'GET', `/v1/tasks/${acked.get(org.orgId)![0]}`, {
          key: org.key,
        });
        expect(read.status).toBe(200);
      }
    } finally {
      await svc.close();
    }
    svc = await startTestService({ ENGINE_THREADS: '2' }, dir);
    try {
      for (const org of byThread.values())
        for (const id of acked.get(org.orgId)!) {
          const read = await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key });
          expect(read.status).toBe(200);
        }
    } finally {
      await svc.close();
    }
  });
});
