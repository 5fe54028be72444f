// Proves that every answer tells the truth about its own command when a later write fails
// (docs/reliability.md, "Fail-stop"): with one lane and one org, command A's batch is written and
// command B's batch then fails. A is answered as applied (REST and MCP), B as "outcome unknown"
// (500 outcome_unknown, never 503 writes_stopped), a retry of B while failed is still unknown, a
// new command is refused as not applied, every problem type is an absolute URL, and after a
// restart A exists with its escrow locked.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { WriteLatch } from '../../wal/write-latch.ts';
import { loadConfig } from '../../src/config.ts';
import { startService, type RunningService } from '../../src/service.ts';
import { ADMIN_TOKEN, PARTNER_SECRET, call, newKey, newOrg, taskBody } from '../support/http.ts';
import type { Reply, TestOrg } from '../support/http.ts';
import { waitFor } from '../support/operators.ts';
import { callTool, httpClient } from '../support/mcp.ts';
import { GatedLatch } from '../support/gated-latch.ts';

const running: RunningService[] = [];
const latches: GatedLatch[] = [];
afterEach(async () => {
  for (const latch of latches.splice(0)) latch.open();
  for (const svc of running.splice(0)) await svc.close().catch(() => {});
});

async function start(
  dataDir: string,
  latch?: WriteLatch,
): Promise<RunningService & { url: string }> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_TOKEN,
    PARTNER_WEBHOOK_SECRET: PARTNER_SECRET,
    ERRAND_SHARDS: '1',
    ERRAND_WAL_LANES: '1',
  });
  const faults = latch ? { unsafeWriteLatch: latch } : {};
  const svc = await startService(config, { logger: false, announce: () => {}, ...faults });
  running.push(svc);
  return svc as RunningService & { url: string };
}

const eio = () =>
  Object.assign(new Error('IO error: simulated: Input/output error'), { code: 'LEVEL_IO_ERROR' });
const ABSOLUTE = /^http:\/\/127\.0\.0\.1:\d+\/docs\/errors\//;

/** One answer, through REST or MCP, as status, code and problem type (or the task id). */
interface Answer {
  status: number;
  code?: string;
  type?: string;
  taskId?: string;
}

type Body = Record<string, unknown>;
type Door = (svc: { url: string }, org: TestOrg, idem: string, body: Body) => Promise<Answer>;

const rest: Door = async (svc, org, idem, body) => {
  const res: Reply = await call(svc.url, 'POST', '/v1/tasks', { key: org.key, idem, body });
  if (res.status < 300) return { status: res.status, taskId: res.body.data.taskId };
  return { status: res.status, code: res.body.code, type: res.body.type };
};

const mcp: Door = async (svc, org, idem, body) => {
  const client = await httpClient(svc.url, org.key);
  try {
    const out = await callTool(client, 'create_task', { ...body, idempotency_key: idem });
    if (out.ok) return { status: 201, taskId: (out.data as { taskId: string }).taskId };
    const problem = out.problem as { status: number; code: string; type: string };
    return { status: problem.status, code: problem.code, type: problem.type };
  } finally {
    await client.close();
  }
};

const DOORS = [
  ['REST', rest],
  ['MCP', mcp],
] as const;

describe.each(DOORS)('a durable command and a failed one on one lane (%s)', (_door, door) => {
  it(
    'answers the durable one as applied and the ' + 'failed one as unknown, and restart agrees',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'errand-truth-'));
      const latch = new GatedLatch();
      latches.push(latch);
      const svc = await start(dataDir, latch);
      const org = await newOrg(svc.url);
      const a = { idem: newKey('a'), body: taskBody() };
      const b = { idem: newKey('b'), body: taskBody() };

      latch.hold();
      const answerA = door(svc, org, a.idem, a.body);
      await waitFor(() => (latch.held === 1 ? true : undefined), 5_000, "A's batch at the disk");
      const answerB = door(svc, org, b.idem, b.body);
      const decided = () => (svc.engine.shards[0]!.depth === 2 ? true : undefined);
      await waitFor(decided, 5_000, 'B decided behind A');
      latch.next(); // A's batch is written
      await waitFor(() => (latch.held === 1 ? true : undefined), 5_000, "B's batch at the disk");
      // A is durable: its answer goes now, while B is still in flight.
      const gotA = await answerA;
      expect(gotA.status, JSON.stringify(gotA)).toBe(201);
      latch.next(eio()); // B's batch fails: the service stops taking writes

      const gotB = await answerB;
      expect(gotB).toMatchObject({ status: 500, code: 'outcome_unknown' });
      expect(gotB.type).toMatch(ABSOLUTE);
      // A retry of B while failed may have been applied: still unknown, never "nothing was
      // applied".
      expect(await door(svc, org, b.idem, b.body)).toMatchObject({
        status: 500,
        code: 'outcome_unknown',
      });
      // A command never sent before is refused as not applied; a retry of A gets its stored answer.
      const fresh = await door(svc, org, newKey('c'), taskBody());
      expect(fresh).toMatchObject({ status: 503, code: 'unavailable' });
      expect(fresh.type).toMatch(ABSOLUTE);
      expect(await door(svc, org, a.idem, a.body)).toMatchObject({
        status: 201,
        taskId: gotA.taskId,
      });
      await svc.close();
      running.splice(0);

      // After a restart on what the disk holds: A exists with its escrow locked.
      const again = await start(dataDir);
      const task = await call(again.url, 'GET', `/v1/tasks/${gotA.taskId}`, { key: org.key });
      expect(task.status).toBe(200);
      expect(task.body.data.escrow.state).toBe('locked');
      // B, retried with its key, takes effect once either way.
      const retried = await door(again, org, b.idem, b.body);
      expect(retried.status).toBe(201);
      const wallet = await call(again.url, 'GET', '/v1/wallet', { key: org.key });
      const tasks = await call(again.url, 'GET', '/v1/tasks', { key: org.key });
      expect((tasks.body.data as unknown[]).length).toBe(2);
      expect(BigInt(wallet.body.data.balance_minor)).toBeLessThan(10_000_000n);
    },
  );
});
