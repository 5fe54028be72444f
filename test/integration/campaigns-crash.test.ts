// Proves campaigns survive SIGKILL: killed in the middle of background creation, the restarted
// service goes on from the first row without a task and ends with every row a task exactly once
// (in the log, each row's TaskCreated appears once); killed around the create request itself,
// the campaign is there whole with its budget locked, or not at all with the wallet untouched;
// `errand verify` (campaign_funded included) passes on the data directory either way.
import { describe, expect, it } from 'vitest';
import { logOfDir } from '../../src/engine-thread/layout.ts';
import { decodeRecord } from '../../src/core/record-codec.ts';
import { runVerify, startChild } from '../support/child-service.ts';
import { admin, call, newKey, newOrg, type TestOrg } from '../support/http.ts';
import { tempDir } from '../support/harness.ts';
import { waitFor } from '../support/operators.ts';
import { campaignBody, ROW_TOTAL } from '../support/campaigns.ts';
import { restartTimeFactor } from '../support/dir-engine.ts';

/** The test's time limit: longer with engine threads (test/support/dir-engine.ts). */
const LIMIT_60_S = 60_000 * restartTimeFactor;

const START = 2_000_000_000n;

async function enabledOrg(url: string): Promise<TestOrg> {
  const org = await newOrg(url, START.toString());
  await admin(url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
    'flags.campaigns.engine': true,
  });
  return org;
}

const progressOf = async (url: string, org: TestOrg, id: string) =>
  (await call(url, 'GET', `/v1/campaigns/${id}`, { key: org.key })).body.data;

/** Rows of each campaign as the log created them: row → how many TaskCreated events. */
async function rowsInLog(dir: string): Promise<Map<string, number[]>> {
  // Today's log or its partitions (ERRAND_TEST_ENGINE_THREADS, docs/threads.md).
  const wal = logOfDir(dir);
  await wal.open();
  const out = new Map<string, number[]>();
  for (const shard of wal.shards()) {
    for await (const entry of wal.read(shard, 0)) {
      for (const e of decodeRecord(entry.payload).events) {
        if (e.type !== 'TaskCreated' || e.task.campaignId === undefined) continue;
        const rows = out.get(e.task.campaignId) ?? [];
        rows[e.task.campaignRow!] = (rows[e.task.campaignRow!] ?? 0) + 1;
        out.set(e.task.campaignId, rows);
      }
    }
  }
  await wal.close();
  return out;
}

describe('a campaign under SIGKILL', () => {
  it(
    'resumes background creation after a kill mid-way, making no row twice',
    async () => {
      const dir = tempDir('errand-cmp-crash-');
      const first = await startChild(dir);
      const org = await enabledOrg(first.url);
      const res = await call(first.url, 'POST', '/v1/campaigns', {
        key: org.key,
        idem: newKey('c'),
        body: campaignBody(3000),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const id = res.body.data.campaignId as string;
      await waitFor(
        async () =>
          (await progressOf(first.url, org, id)).progress.rows_created > 0 ? true : undefined,
        5_000,
        'creation to start',
      );
      await first.stop('SIGKILL');
      const before = (await rowsInLog(dir)).get(id) ?? [];
      expect(before.length).toBeLessThan(3000);

      const second = await startChild(dir);
      try {
        const done = await waitFor(
          async () => {
            const c = await progressOf(second.url, org, id);
            return c.progress.rows_created === 3000 ? c : undefined;
          },
          20_000,
          'every row a task after restart',
        );
        expect(done.progress.rows_not_created).toBe(0);
        const results = (
          await call(second.url, 'GET', `/v1/campaigns/${id}/results`, { key: org.key })
        ).body.data.rows as Array<{ task_id: string }>;
        expect(new Set(results.map((r) => r.task_id)).size).toBe(3000);
      } finally {
        await second.stop('SIGTERM');
      }
      const rows = (await rowsInLog(dir)).get(id)!;
      expect(rows.length).toBe(3000);
      expect(rows.every((n) => n === 1)).toBe(true);
      const verify = await runVerify(dir);
      expect(verify.code, verify.output).toBe(0);
    },
    LIMIT_60_S,
  );

  it(
    'killed around the create request: the whole campaign with its lock, or nothing',
    async () => {
      const dir = tempDir('errand-cmp-crash-');
      const first = await startChild(dir);
      const org = await enabledOrg(first.url);
      const sent = call(first.url, 'POST', '/v1/campaigns', {
        key: org.key,
        idem: newKey('c'),
        body: campaignBody(2000),
      }).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 5 + Math.floor(Math.random() * 40)));
      await first.stop('SIGKILL');
      await sent;
      const second = await startChild(dir);
      try {
        const wallet = BigInt(
          (await call(second.url, 'GET', '/v1/wallet', { key: org.key })).body.data.balance_minor,
        );
        const listed = (await call(second.url, 'GET', '/v1/campaigns', { key: org.key })).body
          .data as Array<{ progress: { budget_minor: string } }>;
        if (listed.length === 0) expect(wallet).toBe(START);
        else {
          expect(listed[0]!.progress.budget_minor).toBe((ROW_TOTAL * 2000n).toString());
          expect(wallet).toBe(START - ROW_TOTAL * 2000n);
        }
      } finally {
        await second.stop('SIGTERM');
      }
      const verify = await runVerify(dir);
      expect(verify.code, verify.output).toBe(0);
    },
    LIMIT_60_S,
  );
});
