// Proves GET /metrics: only the admin token reads it; the WAL's committed records and synced
// batches, HTTP latency by operation id and status, MCP latency by tool and outcome, webhook
// failures, mailbox depths (a command on an engine thread counted until answered) and
// open/archived objects are all there and agree with the engine; no label carries an id; and each
// service has a registry of its own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Metrics } from '../../src/observability/metrics.ts';
import {
  ADMIN_TOKEN,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { httpClient } from '../support/mcp.ts';
import { waitFor } from '../support/operators.ts';

let svc: TestService;
let org: TestOrg;
let mcp: Client;
let failing: Server;
/** No Operator covers it: tasks stay live until cancelled. */
const SURULERE = { zone_ref: 'ng.lagos.surulere' };

async function scrape(
  key = ADMIN_TOKEN,
): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${svc.url}/metrics`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** The value of one sample, by metric name and exact label set (in exposition order). */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

beforeAll(async () => {
  failing = createServer((_req, res) => res.writeHead(500).end());
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  svc = await startTestService({
    ERRAND_ALLOW_LOCAL_WEBHOOKS: '1',
    WEBHOOK_RETRY_SCHEDULE_MS: '0,60000',
  });
  org = await newOrg(svc.url);
  mcp = await httpClient(svc.url, org.key);
});
afterAll(async () => {
  await mcp?.close();
  await svc?.close();
  failing?.closeAllConnections();
  await new Promise((resolve) => failing?.close(resolve));
});

describe('GET /metrics', () => {
  it('answers only the admin token: 401 problem+json without it or with an agent key', async () => {
    const none = await fetch(`${svc.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('content-type')).toContain('application/problem+json');
    expect((await scrape(org.key)).status).toBe(401);
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.type).toContain('text/plain; version=0.0.4');
    // Default process metrics come along.
    expect(sample(ok.text, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
    expect(sample(ok.text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it(
    'counts committed records and synced batches ' + 'as the log does, with the batch histograms',
    async () => {
      for (let i = 0; i < 3; i++) {
        const res = await call(svc.url, 'POST', '/v1/tasks', {
          key: org.key,
          idem: newKey(),
          body: taskBody(SURULERE),
        });
        expect(res.status).toBe(201);
      }
      // Screening and matching commit on their own meanwhile: the log's own count brackets the
      // scrape.
      const before = svc.engine.wal.stats();
      const { text } = await scrape();
      const after = svc.engine.wal.stats();
      const records = sample(text, 'errand_wal_records_total')!;
      const batches = sample(text, 'errand_wal_batches_total')!;
      expect(records).toBeGreaterThanOrEqual(Math.max(before.records, 3));
      expect(records).toBeLessThanOrEqual(after.records);
      expect(batches).toBeGreaterThanOrEqual(before.batches);
      expect(batches).toBeLessThanOrEqual(after.batches);
      // One scrape reads every counter in the same turn: the histograms agree with the counters.
      expect(sample(text, 'errand_wal_batch_records_count')).toBe(batches);
      expect(sample(text, 'errand_wal_batch_records_sum')).toBe(records);
      expect(sample(text, 'errand_wal_batch_records_bucket', 'le="16384"')).toBe(batches);
      expect(sample(text, 'errand_wal_batch_write_seconds_count')).toBe(batches);
      expect(sample(text, 'errand_wal_batch_write_seconds_sum')).toBeGreaterThan(0);
    },
  );

  it(
    'times HTTP requests by operation id and status, never by URL; unmatched routes are ' +
      '"unknown"',
    async () => {
      const task = await call(svc.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: newKey(),
        body: taskBody(SURULERE),
      });
      await call(svc.url, 'GET', `/v1/tasks/${task.body.data.taskId}`, { key: org.key });
      await call(svc.url, 'GET', '/v1/tasks/tsk_doesnotexist', { key: org.key });
      // an alias: labelled with its operation
      await call(svc.url, 'GET', '/v1/operators', { key: org.key });
      await call(svc.url, 'GET', '/v1/no/such/route?x=1');
      await fetch(`${svc.url}/llms.txt`);
      const { text } = await scrape();
      expect(
        sample(
          text,
          'errand_http_request_duration_seconds_count',
          'operation="create_task",status="201"',
        ),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sample(
          text,
          'errand_http_request_duration_seconds_count',
          'operation="get_task",status="200"',
        ),
      ).toBe(1);
      expect(
        sample(
          text,
          'errand_http_request_duration_seconds_count',
          'operation="get_task",status="404"',
        ),
      ).toBe(1);
      expect(
        sample(
          text,
          'errand_http_request_duration_seconds_count',
          'operation="search_operators",status="200"',
        ),
      ).toBe(1);
      expect(
        sample(
          text,
          'errand_http_request_duration_seconds_count',
          'operation="unknown",status="404"',
        ),
      ).toBe(1);
      expect(
        sample(
          text,
          'errand_http_request_duration_seconds_count',
          'operation="get_llms_txt",status="200"',
        ),
      ).toBe(1);
      expect(
        sample(
          text,
          'errand_http_request_duration_seconds_count',
          'operation="get_metrics",status="401"',
        ),
      ).toBe(2);
      expect(
        sample(
          text,
          'errand_http_request_duration_seconds_bucket',
          'le="+Inf",operation="create_task",status="201"',
        ),
      ).toBeGreaterThanOrEqual(1);
    },
  );

  it('times MCP tool calls by tool and outcome; a name that is no tool is "unknown"', async () => {
    expect((await mcp.callTool({ name: 'list_zones', arguments: {} })).isError).toBeFalsy();
    expect(
      (await mcp.callTool({ name: 'get_task', arguments: { id: 'tsk_doesnotexist' } })).isError,
    ).toBe(true);
    expect((await mcp.callTool({ name: 'tsk_not_a_tool', arguments: {} })).isError).toBe(true);
    const { text } = await scrape();
    expect(
      sample(text, 'errand_mcp_tool_duration_seconds_count', 'tool="list_zones",outcome="ok"'),
    ).toBe(1);
    expect(
      sample(
        text,
        'errand_mcp_tool_duration_seconds_count',
        'tool="get_task",outcome="client_error"',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'errand_mcp_tool_duration_seconds_count',
        'tool="unknown",outcome="client_error"',
      ),
    ).toBe(1);
    expect(
      sample(text, 'errand_http_request_duration_seconds_count', 'operation="mcp",status="200"'),
    ).toBeGreaterThanOrEqual(3);
  });

  it('reports webhook failures and the delivery queue', async () => {
    const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/hooks`;
    const created = await call(svc.url, 'POST', '/v1/webhook_endpoints', {
      key: org.key,
      idem: newKey(),
      body: { url, events: ['task.*'] },
    });
    expect(created.status).toBe(201);
    await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body: taskBody(SURULERE),
    });
    const text = await waitFor(
      async () => {
        const t = (await scrape()).text;
        return (sample(t, 'errand_webhook_attempts_total', 'outcome="failed"') ?? 0) >= 1
          ? t
          : undefined;
      },
      5_000,
      'a failed delivery',
    );
    // Each failed delivery waits a minute for its retry: still queued.
    expect(sample(text, 'errand_webhook_queue_depth')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'errand_webhook_in_flight')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'errand_webhook_attempts_total', 'outcome="delivered"')).toBeUndefined();
  });

  it('reads mailbox depths per shard and open vs archived objects at scrape time', async () => {
    const task = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body: taskBody(SURULERE),
    });
    expect(
      (
        await call(svc.url, 'POST', `/v1/tasks/${task.body.data.taskId}/cancel`, {
          key: org.key,
          idem: newKey(),
        })
      ).status,
    ).toBe(200);
    await svc.engine.archiver.barrier();
    const { text } = await scrape();
    // Screening may still be committing in the background: a depth, not necessarily zero.
    for (let shard = 0; shard < svc.engine.shardCount; shard++) {
      const depth = sample(text, 'errand_shard_mailbox_depth', `shard="${shard}"`);
      expect(depth).toBeGreaterThanOrEqual(0);
      expect(depth).toBeLessThanOrEqual(svc.engine.mailboxDepthMax);
    }
    expect(sample(text, 'errand_shard_mailbox_depth_max')).toBe(svc.engine.mailboxDepthMax);
    expect(sample(text, 'errand_engine_failed')).toBe(0);
    const open = [...svc.engine.shards].reduce((n, s) => n + s.state.tasks.size, 0);
    expect(open).toBeGreaterThan(0);
    expect(sample(text, 'errand_objects_open', 'kind="task"')).toBe(open);
    expect(sample(text, 'errand_objects_open', 'kind="workflow"')).toBe(0);
    expect(sample(text, 'errand_objects_archived', 'kind="task"')).toBe(1);
    expect(sample(text, 'errand_archive_writes_total', 'kind="task"')).toBe(1);
  });

  it('counts a command on its engine thread in the mailbox depth until answered', async () => {
    // The suite runs on engine threads (docs/threads.md): the main thread's shard is a replica.
    const threads = svc.engine.threads;
    expect(threads).toBeDefined();
    const orgId = `org_depth${newKey()
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 12)}`;
    const shard = svc.engine.shardFor(orgId).id;
    const before = threads!.depthOf(shard);
    const created = svc.engine.execute({ type: 'CreateOrg', orgId, name: 'Depth', mode: 'test' });
    expect(threads!.depthOf(shard)).toBe(before + 1);
    await created;
    // Other commands of the shard (effects) may come and go meanwhile: once the shard is idle,
    // nothing is left counted, the create's own entry included.
    await expect.poll(() => threads!.depthOf(shard), { timeout: 10_000 }).toBe(0);
    const { text } = await scrape();
    const depth = sample(text, 'errand_shard_mailbox_depth', `shard="${shard}"`);
    expect(depth).toBeGreaterThanOrEqual(0);
  });

  it('never labels a sample with an id, a path or a client-chosen string', async () => {
    const { text } = await scrape();
    const labelValues = [...text.matchAll(/="([^"]*)"/g)].map((m) => m[1]!);
    expect(labelValues.length).toBeGreaterThan(0);
    for (const value of labelValues) {
      expect(value).not.toMatch(/^(org|agt|tsk|wf|lp|req|whe|evt)_/);
      expect(value).not.toContain('/');
    }
  });
});

describe('registries', () => {
  it('are per service: two in one process do not collide', async () => {
    const a = new Metrics({ defaultMetrics: false });
    const b = new Metrics({ defaultMetrics: false });
    a.httpRequest('get_task', 200, 0.01);
    expect((await a.scrape()).body).toContain('operation="get_task",status="200"');
    expect((await b.scrape()).body).not.toContain('operation="get_task"');
    // The running service's registry is a third, untouched by both.
    expect(svc.services.metrics?.registry).not.toBe(a.registry);
  });
});
