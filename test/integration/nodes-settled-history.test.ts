// Settled history every node sees (issue 33, item 1; docs/scale.md, "Settled history on a shared
// log"): node A is stopped, ~2,300 creates go through node B for one org (past the 2,048
// idempotency records a shard keeps in memory, so the oldest are archived), B is stopped (its
// snapshots written), A starts again on its old directory, and every old key retried through A
// answers the original task without a new charge. Then a node on an empty directory joins the
// log (which has snapshots) and serves the same history.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shardOf } from '../../src/runtime/shard-router.ts';
import { orgVia, printTimelinesOnFailure, startNode } from '../support/errand-nodes.ts';
import type { NodeSpec } from '../support/errand-nodes.ts';
import { call, taskBody, type TestOrg } from '../support/http.ts';
import { natsServerMissing } from '../support/nats-cluster.ts';
import { useNatsCluster } from '../support/errand-nodes.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping settled history test: ${missing}`);

const SHARDS = 4;
const TTL_MS = 1_500;
const CREATES = 2_300;
const RETRIED = 60;

interface Created {
  status: number;
  taskId: string;
}

/** A create as a client makes it: a 503 (shards settling) is retried with the same key. */
async function create(url: string, org: TestOrg, key: string, body: unknown): Promise<Created> {
  for (let attempt = 1; ; attempt += 1) {
    const r = await call(url, 'POST', '/v1/tasks', { key: org.key, idem: key, body });
    const taskId = r.body?.data?.taskId ?? JSON.stringify(r.body);
    if (r.status !== 503 || attempt >= 60) return { status: r.status, taskId };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function wallet(url: string, org: TestOrg): Promise<unknown> {
  for (let attempt = 1; ; attempt += 1) {
    const r = await call(url, 'GET', '/v1/wallet', { key: org.key });
    if (r.status === 200 || attempt >= 60) return r.body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe.skipIf(missing !== undefined)('settled history on a shared log', () => {
  const nats = useNatsCluster();
  const { children } = nats;

  it('a node stopped while another archived answers old keys with their task', async () => {
    printTimelinesOnFailure(children, {});
    const prefix = `h${randomBytes(5).toString('hex')}`;
    const spec = (id: string, shards: string, dataDir?: string): NodeSpec => ({
      prefix,
      id,
      shards,
      shardCount: SHARDS,
      leaseTtlMs: TTL_MS,
      ...(dataDir ? { dataDir } : {}),
    });
    const start = async (s: NodeSpec) => {
      const child = await startNode(nats.cluster, s);
      children.push(child);
      return child;
    };
    const a = await start(spec('node-a', '0-1'));
    const b = await start(spec('node-b', '2-3'));
    const org = await orgVia(a.url);
    // A few creates through A while it runs, so its directory has history of this log.
    for (let i = 0; i < 5; i += 1) {
      expect((await create(a.url, org, `warm-${i}`, taskBody())).status).toBe(201);
    }

    expect((await a.stop('SIGTERM')).code).toBe(0);
    const body = taskBody();
    const tasks: string[] = new Array(CREATES);
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let i = next++; i < CREATES; i = next++) {
          const r = await create(b.url, org, `old-${i}`, body);
          expect(r.status, r.taskId).toBe(201);
          tasks[i] = r.taskId;
        }
      }),
    );
    expect((await b.stop('SIGTERM')).code).toBe(0);

    const again = await start(spec('node-a', '0-1', a.dataDir));
    const before = await wallet(again.url, org);
    const answers = [];
    for (let i = 0; i < RETRIED; i += 1) {
      answers.push(await create(again.url, org, `old-${i}`, body));
    }
    const charged = answers.filter((r, i) => r.taskId !== tasks[i]).length;
    const shard = shardOf(org.orgId, SHARDS);
    console.log(
      JSON.stringify({
        test: 'nodes-settled-history',
        shard,
        creates: CREATES,
        retried: RETRIED,
        new_tasks_made: charged,
      }),
    );
    expect(answers.map((r) => r.status)).toEqual(new Array(RETRIED).fill(201));
    expect(answers.map((r) => r.taskId)).toEqual(tasks.slice(0, RETRIED));
    expect(await wallet(again.url, org)).toEqual(before);
    // The oldest task reads back too (it is settled history in A's archive now).
    const oldest = await call(again.url, 'GET', `/v1/tasks/${tasks[0]}`, { key: org.key });
    expect(oldest.status).toBe(200);

    // A node on an empty directory joins the log, which has snapshots, and serves that history.
    const fresh = await start(spec('node-c', '2-3'));
    const retried = await create(fresh.url, org, `old-${RETRIED}`, body);
    expect(retried).toEqual({ status: 201, taskId: tasks[RETRIED] });
    expect(await wallet(fresh.url, org)).toEqual(before);
    const listed = await call(fresh.url, 'GET', '/v1/tasks', { key: org.key });
    expect(listed.status).toBe(200);
  }, 240_000);
});
