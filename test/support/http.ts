// Starts the real service (LevelDB in a temp dir, a free port) and talks to it over HTTP with
// fetch, as an agent would. Log lines are captured so tests can check them for secrets and PII.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { loadConfig, type Config } from '../../src/config.ts';
import { startService, type RunningService } from '../../src/service.ts';
import { testEngineThreadsEnv } from './dir-engine.ts';
import { tempDir } from './harness.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
export const PARTNER_SECRET = 'test-partner-secret';

export interface TestService extends RunningService {
  dataDir: string;
  logs: string[];
  announced: string[];
  config: Config;
}

export async function startTestService(
  env: Record<string, string> = {},
  dataDir = tempDir('errand-http-'),
): Promise<TestService> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_TOKEN,
    PARTNER_WEBHOOK_SECRET: PARTNER_SECRET,
    ERRAND_SHARDS: '4',
    // The service's own default unless the suite is run in another mode (docs/threads.md, "The
    // suite in both modes"): ERRAND_TEST_ENGINE_THREADS=0 is single-thread mode.
    ...testEngineThreadsEnv(),
    ...env,
  });
  const logs: string[] = [];
  const announced: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const service = await startService(config, {
    logger: { level: config.LOG_LEVEL, stream },
    announce: (l) => announced.push(l),
  });
  const close = service.close.bind(service);
  // A test that trips the service by accident (a failed write, a record apply refused) sees only
  // 503 writes_stopped; the cause is in the error lines of the service's log, so they are shown.
  const closeShowingErrors = async () => {
    for (const line of logs)
      if (line.includes('"level":50') && !line.includes('"msg":"request completed"'))
        process.stderr.write(`errand service error log (${dataDir}): ${line}`);
    await close();
  };
  return Object.assign(service, { dataDir, logs, announced, config, close: closeShowingErrors });
}

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export async function call<T = any>(
  base: string,
  method: string,
  path: string,
  opts: {
    key?: string;
    body?: unknown;
    idem?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  if (opts.idem) headers['idempotency-key'] = opts.idem;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await fetch(base + path, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

export const admin = (base: string, method: string, path: string, body?: unknown) =>
  call(base, method, path, { key: ADMIN_TOKEN, ...(body !== undefined ? { body } : {}) });

export async function deposit(
  base: string,
  orgId: string,
  amountMinor: string,
  depositId = `dep_${Math.random().toString(36).slice(2)}`,
): Promise<Reply> {
  const raw = JSON.stringify({
    deposit_id: depositId,
    org_id: orgId,
    amount_minor: amountMinor,
    currency: 'NGN',
  });
  const signature = createHmac('sha256', PARTNER_SECRET).update(raw).digest('hex');
  return call(base, 'POST', '/internal/v1/partner/deposits', {
    body: raw,
    headers: { 'x-partner-signature': `sha256=${signature}` },
  });
}

export interface TestOrg {
  orgId: string;
  agentId: string;
  key: string;
}

/** An org whose agent holds every flag, funded with `fundMinor`. */
export async function newOrg(
  base: string,
  fundMinor = '10000000',
  mode: 'live' | 'test' = 'live',
): Promise<TestOrg> {
  const created = await admin(base, 'POST', '/internal/v1/orgs', { name: 'Test org', mode });
  if (created.status !== 201) throw new Error(`org: ${JSON.stringify(created.body)}`);
  const { org_id: orgId, agent_id: agentId, api_key: key } = created.body.data;
  await admin(base, 'PUT', `/internal/v1/agents/${agentId}/delegation`, {
    can_post_tasks: true,
    can_approve_release: true,
    can_open_disputes: true,
    can_order_workflows: true,
    can_manage_loops: true,
  });
  if (fundMinor !== '0') await deposit(base, orgId, fundMinor);
  return { orgId, agentId, key };
}

export function taskBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'field_verification',
    title: 'Confirm the pharmacy is open',
    instructions:
      'Visit 12 Allen Avenue, Ikeja and confirm the pharmacy is open; photograph the storefront.',
    reward_major: '1500.00',
    deadline: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    proof_requirements: ['photo', 'geofence'],
    zone_ref: 'ng.lagos.ikeja',
    ...overrides,
  };
}

let keySeq = 0;
export const newKey = (prefix = 'k') => `${prefix}-${process.pid}-${++keySeq}-${Date.now()}`;

export interface WebhookHit {
  headers: Record<string, string>;
  body: string;
}

/** A local endpoint that records every delivery and answers 200; `closers` gets its close. */
export async function webhookReceiver(
  closers: Array<() => Promise<void>>,
): Promise<{ url: string; hits: WebhookHit[] }> {
  const hits: WebhookHit[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, hits };
}
