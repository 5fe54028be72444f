// Proves the service answers the same with its shards on engine threads (ENGINE_THREADS=2) as on
// one thread: tasks created, moved and settled over HTTP in orgs spread over every shard, their
// balances and settled history (read from the archive, and decided against it after a restart)
// survive restarts with 2, 1 and 0 threads on the partitioned log; a log made before engine
// threads (one LevelDB in DATA_DIR) opens on a thread as one partition and stays that layout.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shardOf } from '../../src/runtime/shard-router.ts';
import { tempDir } from '../support/harness.ts';
import { call, newKey, newOrg, startTestService, type TestOrg } from '../support/http.ts';
import { balance, createTask, driveTo } from '../support/http-steps.ts';

type Service = Awaited<ReturnType<typeof startTestService>>;

/** What a user can read of each org: wallet balance and every task's state and escrow. */
async function readAll(svc: Service, orgs: TestOrg[], tasks: Map<string, string[]>) {
  const out: Record<string, unknown> = {};
  for (const org of orgs) {
    const rows = [];
    for (const id of tasks.get(org.orgId) ?? []) {
      const got = await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key });
      expect(got.status).toBe(200);
      rows.push({ id, state: got.body.data.state, escrow: got.body.data.escrow });
    }
    out[org.orgId] = { balance: await balance(svc, org), rows };
  }
  return out;
}

/** Until no task waits for its screening verdict: the screening worker passes new tasks to
 *  `live` in its own time, so a read right after creation may still see `screening`. */
async function screened(svc: Service, orgs: TestOrg[], tasks: Map<string, string[]>) {
  for (const org of orgs) {
    for (const id of tasks.get(org.orgId) ?? []) {
      await expect
        .poll(async () => {
          const got = await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key });
          return got.body.data.state;
        })
        .not.toBe('screening');
    }
  }
}

/** Orgs until every one of the 4 shards holds at least one; three tasks each, one settled. */
async function populate(svc: Service) {
  const orgs: TestOrg[] = [];
  const tasks = new Map<string, string[]>();
  const shards = new Set<number>();
  while (shards.size < 4 && orgs.length < 40) {
    const org = await newOrg(svc.url, '5000000');
    orgs.push(org);
    shards.add(shardOf(org.orgId, 4));
    const ids = await Promise.all([0, 1, 2].map(() => createTask(svc, org)));
    tasks.set(org.orgId, ids);
    await driveTo(svc, org, ids[0]!, 'BEGIN_VERIFY');
    const approved = await call(svc.url, 'POST', `/v1/tasks/${ids[0]}/approve`, {
      key: org.key,
      idem: newKey(),
    });
    expect(approved.status).toBe(200);
  }
  expect(shards.size).toBe(4);
  return { orgs, tasks };
}

describe('engine threads', () => {
  it('a log made on two threads reads the same after restarts on 2, 1 and 0', async () => {
    const dir = tempDir('errand-threads-');
    let svc = await startTestService({ ENGINE_THREADS: '2' }, dir);
    const { orgs, tasks } = await populate(svc);
    await screened(svc, orgs, tasks);
    const before = await readAll(svc, orgs, tasks);
    await svc.close();
    const layout = JSON.parse(readFileSync(join(dir, 'log', 'LAYOUT'), 'utf8'));
    expect(layout).toEqual({ version: 2, partitions: 2 });
    expect(existsSync(join(dir, 'log', 'p1', 'CURRENT'))).toBe(true);
    expect(existsSync(join(dir, 'CURRENT'))).toBe(false);
    for (const threads of ['2', '1', '0']) {
      svc = await startTestService({ ENGINE_THREADS: threads }, dir);
      try {
        expect(await readAll(svc, orgs, tasks), `${threads} threads`).toEqual(before);
        // Decided against settled history: the approved task is in the archive, not in memory.
        const org = orgs[0]!;
        const again = await call(svc.url, 'POST', `/v1/tasks/${tasks.get(org.orgId)![0]}/cancel`, {
          key: org.key,
          idem: newKey(),
        });
        expect(again.status, JSON.stringify(again.body)).toBe(409);
      } finally {
        await svc.close();
      }
    }
  });

  it('a log made on one thread opens on engine threads as one partition', async () => {
    const dir = tempDir('errand-threads-v1-');
    let svc = await startTestService({ ENGINE_THREADS: '0' }, dir);
    const { orgs, tasks } = await populate(svc);
    await screened(svc, orgs, tasks);
    const before = await readAll(svc, orgs, tasks);
    await svc.close();
    svc = await startTestService({ ENGINE_THREADS: '2' }, dir);
    try {
      expect(await readAll(svc, orgs, tasks)).toEqual(before);
      const org = orgs[1]!;
      const id = await createTask(svc, org);
      expect(svc.engine.stateOf(org.orgId).tasks.has(id)).toBe(true);
    } finally {
      await svc.close();
    }
    expect(existsSync(join(dir, 'log', 'LAYOUT'))).toBe(false);
    svc = await startTestService({ ENGINE_THREADS: '0' }, dir);
    await svc.close();
  });
});
