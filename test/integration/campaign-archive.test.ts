// Proves over real HTTP that a finished campaign leaves memory (with its lock) once its last task
// did, and that everything a user reads of it answers the same from the archive: GET, results as
// JSON and CSV, a refused pause or cancel (409, not 404), another org's 404; after a restart, and
// after `errand rebuild`, which writes the archive again byte for byte. And that a campaign moved
// out by the very record that finished it (a cancel that cancels its last tasks) still answers
// that cancel, and its campaign.cancelled webhook carries the campaign as GET shows it.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logOfDir } from '../../src/engine-thread/layout.ts';
import { archiveDir } from '../../src/archive/default-store.ts';
import { LevelArchiveStore } from '../../src/archive/level-store.ts';
import { rebuildArchive } from '../../src/archive/rebuild.ts';
import type { ArchiveStore } from '../../src/archive/store.ts';
import { verifyLog } from '../../src/runtime/verify.ts';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  webhookReceiver,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { driveTo, expectProblem } from '../support/http-steps.ts';
import { waitFor } from '../support/operators.ts';
import { checkAll, failuresOf, tempDir, T0 } from '../support/harness.ts';
import { campaignBody } from '../support/campaigns.ts';

const ENV = { RATE_LIMIT_PER_MINUTE: '100000', ERRAND_ALLOW_LOCAL_WEBHOOKS: '1' };
const dir = tempDir('errand-campaign-archive-');
let svc: TestService;
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  svc = await startTestService(ENV, dir);
});
afterAll(async () => {
  await svc?.close();
  await Promise.all(closers.map((c) => c()));
});

async function enabledOrg(): Promise<TestOrg> {
  const org = await newOrg(svc.url, '1000000000');
  expect(
    (
      await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
        'flags.campaigns.engine': true,
      })
    ).status,
  ).toBe(200);
  return org;
}

async function createdWithTasks(
  org: TestOrg,
  n: number,
): Promise<{ id: string; taskIds: string[] }> {
  const res = await call(svc.url, 'POST', '/v1/campaigns', {
    key: org.key,
    idem: newKey('cmp'),
    body: campaignBody(n),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.data.campaignId as string;
  await waitFor(
    async () => ((await read(org, id)).get.progress.rows_not_created === 0 ? true : undefined),
    5_000,
    'every row a task',
  );
  const { results } = await read(org, id);
  return { id, taskIds: results.rows.map((r: { task_id: string }) => r.task_id) };
}

/** What the org's agent reads of a campaign: GET, results as JSON, results as CSV. */
async function read(org: TestOrg, id: string) {
  const get = await call(svc.url, 'GET', `/v1/campaigns/${id}`, { key: org.key });
  expect(get.status, JSON.stringify(get.body)).toBe(200);
  const results = await call(svc.url, 'GET', `/v1/campaigns/${id}/results`, { key: org.key });
  expect(results.status).toBe(200);
  const csv = await fetch(`${svc.url}/v1/campaigns/${id}/results?format=csv`, {
    headers: { authorization: `Bearer ${org.key}` },
  });
  expect(csv.status).toBe(200);
  return { get: get.body.data, results: results.body.data, csv: await csv.text() };
}

/**
 * A refused move, without its request id (each request has its own) or the host of its type (a
 * restart takes another port).
 */
async function refusedMove(org: TestOrg, id: string, action: string) {
  const res = await call(svc.url, 'POST', `/v1/campaigns/${id}/${action}`, {
    key: org.key,
    idem: newKey(action),
  });
  expectProblem(res, 409, 'invalid_state');
  const { request_id: _, type, ...problem } = res.body;
  return { ...problem, type: new URL(type).pathname };
}

const inMemory = (org: TestOrg, id: string) => svc.engine.stateOf(org.orgId).campaigns.has(id);

async function dump(store: ArchiveStore): Promise<string[]> {
  const out: string[] = [];
  for await (const [k, v] of store.scan({ gte: '', lt: '\uffff' }))
    out.push(`${k}=${v.toString('base64')}`);
  return out;
}

describe('a finished campaign in the archive', () => {
  it(
    'leaves memory once its last task did, and reads the same from the archive, after a ' +
      'restart and after errand rebuild',
    async () => {
      const org = await enabledOrg();
      const other = await enabledOrg();
      const { id, taskIds } = await createdWithTasks(org, 2);
      const [paidId, cancelledId] = taskIds as [string, string];
      // Row 1: a proof whose photo never reaches the verifier (so it waits unverified), approved,
      // paid.
      await driveTo(svc, org, paidId, 'START');
      await svc.engine.execute({
        type: 'SubmitProof',
        orgId: org.orgId,
        taskId: paidId,
        operatorId: 'op_1',
        proof: {
          capturedAt: new Date(T0).toISOString(),
          mediaSha256: ['d'.repeat(64)],
          location: { lat: 6.6, lng: 3.35 },
          answers: {},
        },
      });
      expect(
        (
          await call(svc.url, 'POST', `/v1/tasks/${paidId}/approve`, {
            key: org.key,
            idem: newKey('a'),
          })
        ).status,
      ).toBe(200);
      // Row 2: cancelled. Every row has ended: the campaign completes.
      expect(
        (
          await call(svc.url, 'POST', `/v1/tasks/${cancelledId}/cancel`, {
            key: org.key,
            idem: newKey('x'),
          })
        ).status,
      ).toBe(200);
      await waitFor(
        async () => ((await read(org, id)).get.status === 'completed' ? true : undefined),
        5_000,
        'completion',
      );
      expect(
        (await admin(svc.url, 'POST', '/internal/v1/settlements/run')).body.data.task_ids,
      ).toContain(paidId);

      // Completed, but its paid task waits for its verification: the campaign stays in memory.
      expect(inMemory(org, id)).toBe(true);
      const before = await read(org, id);
      expect(before.get).toMatchObject({
        status: 'completed',
        escrow: { state: 'released', held_minor: '0' },
        progress: { tasks_by_state: { paid: 1, cancelled: 1 }, remaining_minor: '0' },
      });
      const refusedBefore = await Promise.all(
        ['pause', 'resume', 'cancel'].map((a) => refusedMove(org, id, a)),
      );
      const lockId = svc.engine.stateOf(org.orgId).campaigns.get(id)!.lockId;

      // The verification is recorded: the task leaves, and the campaign with it (and its lock).
      await svc.engine.execute({
        type: 'RecordVerification',
        orgId: org.orgId,
        taskId: paidId,
        verification: {
          checks: [{ name: 'freshness', result: 'pass', reason: 'ok' }],
          confidence: 0.97,
          outcome: 'pass',
          media: [],
          verifierVersion: 't',
          thresholds: {},
        },
      });
      expect(inMemory(org, id)).toBe(false);
      expect(svc.engine.stateOf(org.orgId).locks.has(lockId)).toBe(false);
      const after = await read(org, id);
      expect(after.get).toEqual(before.get);
      // The results change only where that record did: the row's proof now has its verdict.
      const withoutProof = (r: typeof before.results) => ({
        ...r,
        rows: r.rows.map((row: object) => ({ ...row, proof: null })),
      });
      expect(withoutProof(after.results)).toEqual(withoutProof(before.results));
      expect(after.results.rows[0].proof).toEqual({
        ...before.results.rows[0].proof,
        outcome: 'pass',
        confidence_score: 0.97,
      });
      expect(after.results.rows[1]).toEqual(before.results.rows[1]);
      expect(after.csv.split('\n').filter((_, i) => i !== 1)).toEqual(
        before.csv.split('\n').filter((_, i) => i !== 1),
      );
      expect(
        await Promise.all(['pause', 'resume', 'cancel'].map((a) => refusedMove(org, id, a))),
      ).toEqual(refusedBefore);
      expectProblem(
        await call(svc.url, 'GET', `/v1/campaigns/${id}`, { key: other.key }),
        404,
        'not_found',
      );
      expectProblem(
        await call(svc.url, 'POST', `/v1/campaigns/${id}/cancel`, {
          key: other.key,
          idem: newKey('c'),
        }),
        404,
        'not_found',
      );

      // From the store once written, after a restart (snapshots hold open work only), after a
      // rebuild.
      await svc.engine.archiver.barrier();
      expect(await read(org, id)).toEqual(after);
      expect(failuresOf(await checkAll(svc.engine))).toEqual([]);
      const shardCount = svc.engine.shardCount;
      await svc.close();
      svc = await startTestService(ENV, dir);
      expect(inMemory(org, id)).toBe(false);
      expect(await read(org, id)).toEqual(after);
      expect(
        await Promise.all(['pause', 'resume', 'cancel'].map((a) => refusedMove(org, id, a))),
      ).toEqual(refusedBefore);
      await svc.close();

      const wal = logOfDir(dir);
      await wal.open();
      const store = new LevelArchiveStore(archiveDir(dir));
      await store.open();
      const written = await dump(store);
      expect(written.some((e) => e.startsWith(`c!${id}=`))).toBe(true);
      expect(written.filter((e) => e.startsWith(`oc!${org.orgId}!`))).toHaveLength(1);
      await rebuildArchive(wal, shardCount, store);
      expect(await dump(store)).toEqual(written);
      expect((await verifyLog(wal, { shardCount, archive: store })).ok).toBe(true);
      await store.close();
      await wal.close();
      svc = await startTestService(ENV, dir);
      expect(await read(org, id)).toEqual(after);
      expect(failuresOf(await checkAll(svc.engine))).toEqual([]);
    },
  );

  it(
    'a cancel that cancels its last tasks moves it out in the same record: the cancel answers, ' +
      'GET agrees, and campaign.cancelled carries it',
    async () => {
      const org = await enabledOrg();
      const { url: hookUrl, hits } = await webhookReceiver(closers);
      const ep = await call(svc.url, 'POST', '/v1/webhook_endpoints', {
        key: org.key,
        idem: newKey(),
        body: { url: hookUrl, events: ['campaign.*'] },
      });
      expect(ep.status, JSON.stringify(ep.body)).toBe(201);
      const { id } = await createdWithTasks(org, 3);
      const cancelled = await call(svc.url, 'POST', `/v1/campaigns/${id}/cancel`, {
        key: org.key,
        idem: newKey('c'),
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(inMemory(org, id)).toBe(false);
      const shown = (await read(org, id)).get;
      expect(cancelled.body.data).toEqual(shown);
      expect(shown).toMatchObject({
        status: 'cancelled',
        escrow: { state: 'released', held_minor: '0' },
        progress: { rows_ended: 3, tasks_by_state: { cancelled: 3 } },
      });
      const wh = new Webhook(ep.body.data.secret);
      const events = await waitFor(
        () =>
          hits.length >= 2
            ? hits.map((h) => wh.verify(h.body, h.headers) as { type: string; data: unknown })
            : undefined,
        10_000,
        'two campaign events',
      );
      expect(events.map((e) => e.type)).toEqual(['campaign.active', 'campaign.cancelled']);
      expect(events[1]!.data).toEqual(shown);
      expect(failuresOf(await checkAll(svc.engine))).toEqual([]);
    },
  );
});
