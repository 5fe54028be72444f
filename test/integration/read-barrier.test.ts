// Proves the commit barrier of reads over real HTTP and MCP (docs/design.md, "Commit barrier"):
// a shard's one state holds records on their way to disk, so a read computed from it is held
// until they are durable; when their write fails instead, the read answers 503 and the reads after
// it show the state built again from what is durable (the cancel never happened), while a stored
// reply is still served.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service.ts';
import { call, newKey, newOrg, taskBody, type TestOrg, type TestService } from '../support/http.ts';
import { balance, expectProblem, waitLive } from '../support/http-steps.ts';
import { HoldingLatch, startLatchedService } from '../support/holding-latch.ts';
import { waitFor } from '../support/operators.ts';
import { callTool, httpClient } from '../support/mcp.ts';

let svc: RunningService | undefined;
afterEach(async () => {
  await svc?.close().catch(() => {});
  svc = undefined;
});

async function start(latch: HoldingLatch): Promise<TestService> {
  svc = await startLatchedService(latch);
  return svc as TestService;
}

/** A live task with nothing of its shard in flight, and the key and body it was created with. */
async function liveTask(
  s: TestService,
  org: TestOrg,
): Promise<{ id: string; idem: string; body: Record<string, unknown> }> {
  const idem = newKey();
  const body = taskBody();
  const created = await call(s.url, 'POST', '/v1/tasks', { key: org.key, idem, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.taskId as string;
  await waitLive(s, org, id);
  await s.engine.shards[0]!.settled();
  return { id, idem, body };
}

/** Resolves with the answer; `settled()` tells whether it has come yet. */
function watched<T>(p: Promise<T>): { answer: Promise<T>; settled: () => boolean } {
  let done = false;
  const answer = p.finally(() => (done = true));
  return { answer, settled: () => done };
}

const inFlight = (s: TestService) =>
  waitFor(
    () => (s.engine.shards[0]!.depth > 0 ? true : undefined),
    5_000,
    'the cancel to be in flight',
  );

describe('reads behind the commit barrier', () => {
  it(
    'a GET and an MCP read computed while a record is in flight answer once it is durable, and ' +
      'show it',
    async () => {
      const latch = new HoldingLatch();
      const s = await start(latch);
      const org = await newOrg(s.url);
      const task = await liveTask(s, org);
      const mcp = await httpClient(s.url, org.key);
      try {
        latch.hold();
        const cancel = call(s.url, 'POST', `/v1/tasks/${task.id}/cancel`, {
          key: org.key,
          idem: newKey(),
        });
        await inFlight(s);
        // The state already shows the task cancelled; nothing may show it before the record is
        // durable.
        expect(s.engine.stateOf(org.orgId).tasks.get(task.id)?.state ?? 'gone').not.toBe('live');
        const get = watched(call(s.url, 'GET', `/v1/tasks/${task.id}`, { key: org.key }));
        const wallet = watched(call(s.url, 'GET', '/v1/wallet', { key: org.key }));
        const tool = watched(callTool(mcp, 'get_task', { id: task.id }));
        await new Promise((r) => setTimeout(r, 300));
        expect([get.settled(), wallet.settled(), tool.settled()]).toEqual([false, false, false]);

        latch.release();
        expect((await cancel).status).toBe(200);
        const got = await get.answer;
        expect(got.status).toBe(200);
        expect(got.body.data.state).toBe('cancelled');
        expect((await wallet.answer).status).toBe(200);
        const viaMcp = await tool.answer;
        expect(viaMcp.ok, JSON.stringify(viaMcp)).toBe(true);
        expect((viaMcp.data as { state: string }).state).toBe('cancelled');
      } finally {
        await mcp.close();
      }
    },
  );

  it(
    'a failed write: the waiting read answers 503, later reads show only what is durable, and ' +
      'a stored reply is still served',
    async () => {
      const latch = new HoldingLatch();
      const s = await start(latch);
      const org = await newOrg(s.url);
      const task = await liveTask(s, org);
      const before = await balance(s, org);

      latch.hold();
      const cancel = call(s.url, 'POST', `/v1/tasks/${task.id}/cancel`, {
        key: org.key,
        idem: newKey(),
      });
      await inFlight(s);
      const get = call(s.url, 'GET', `/v1/tasks/${task.id}`, { key: org.key });
      await new Promise((r) => setTimeout(r, 100));
      latch.failHeld(
        Object.assign(new Error('IO error: simulated: Input/output error'), {
          code: 'LEVEL_IO_ERROR',
        }),
      );

      expect((await cancel).status).toBe(500); // outcome unknown to the caller: retry after restart
      expectProblem(await get, 503, 'unavailable');
      // Built again from the log: the cancel never reached it, so nothing of it is shown.
      const after = await waitFor(
        async () => {
          const res = await call(s.url, 'GET', `/v1/tasks/${task.id}`, { key: org.key });
          return res.status === 200 ? res : undefined;
        },
        5_000,
        'reads to be served again',
      );
      expect(after.body.data.state).toBe('live');
      expect(await balance(s, org)).toBe(before);
      // An idempotent retry of the durable create still gets its stored answer; new writes do not.
      const again = await call(s.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: task.idem,
        body: task.body,
      });
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      expect(again.body.data.taskId).toBe(task.id);
      const refused = await call(s.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: newKey(),
        body: taskBody(),
      });
      expectProblem(refused, 503, 'unavailable');
    },
  );
});
