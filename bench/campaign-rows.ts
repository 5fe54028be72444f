// bench/campaign-rows: a 10,000-row campaign over REST on the real service (LevelDB WAL, sync on):
// how long POST /v1/campaigns takes to judge every row and lock the budget, then how fast the
// background creation turns rows into tasks (rows/s until none is left), read from
// GET /v1/campaigns/:id. Prints one JSON line. (bench/campaign/ is the durability campaign.)
// `node bin/run-ts.mjs bench/campaign-rows.ts [--rows 10000] [--data DIR]`
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { startService } from '../src/service.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '10000' }, data: { type: 'string' } },
});
const rows = Number(values.rows);
const dir = values.data ?? mkdtempSync(join(tmpdir(), 'errand-bench-campaign-'));
const ADMIN = 'bench-admin-token-0123456789';
const SECRET = 'bench-partner-secret';
const svc = await startService(
  loadConfig({
    DATA_DIR: dir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_TOKEN: ADMIN,
    PARTNER_WEBHOOK_SECRET: SECRET,
    RATE_LIMIT_PER_MINUTE: '1000000',
  }),
  { logger: false, announce: () => {} },
);

async function call(
  method: string,
  path: string,
  key: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(svc.url + path, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

try {
  const org = (await call('POST', '/internal/v1/orgs', ADMIN, { name: 'Bench org', mode: 'live' }))
    .body.data;
  await call('PUT', `/internal/v1/agents/${org.agent_id}/delegation`, ADMIN, {
    can_post_tasks: true,
  });
  await call('PUT', `/internal/v1/orgs/${org.org_id}/flags`, ADMIN, {
    'flags.campaigns.engine': true,
  });
  const deposit = JSON.stringify({
    deposit_id: 'dep_bench',
    org_id: org.org_id,
    amount_minor: (165_000n * BigInt(rows)).toString(),
    currency: 'NGN',
  });
  await call('POST', '/internal/v1/partner/deposits', '', deposit, {
    'x-partner-signature': `sha256=${createHmac('sha256', SECRET).update(deposit).digest('hex')}`,
  });
  const body = {
    name: `Shelf audit of ${rows} shops`,
    template: {
      type: 'field_verification',
      title: 'Shelf check at {{shop}}',
      instructions: 'Visit {{shop}} at {{address}} and photograph the drinks shelf.',
      reward_major: '1500.00',
      proof_requirements: ['photo'],
      deadline_after_hours: 48,
    },
    rows: Array.from({ length: rows }, (_, i) => ({
      zone_ref: 'ng.lagos.ikeja',
      vars: { shop: `Shop ${i + 1}`, address: `${i + 1} Allen Avenue, Ikeja` },
    })),
  };
  const bodyBytes = Buffer.byteLength(JSON.stringify(body));
  const t0 = performance.now();
  const created = await call('POST', '/v1/campaigns', org.api_key, body, {
    'idempotency-key': 'bench-1',
  });
  const createMs = performance.now() - t0;
  if (created.status !== 201)
    throw new Error(`create: ${created.status} ${JSON.stringify(created.body).slice(0, 500)}`);
  const id = created.body.data.campaignId as string;
  let made = 0;
  for (;;) {
    made = (await call('GET', `/v1/campaigns/${id}`, org.api_key)).body.data.progress.rows_created;
    if (made === rows) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const allMs = performance.now() - t0;
  console.log(
    JSON.stringify({
      bench: 'campaign-rows',
      rows,
      body_bytes: bodyBytes,
      create_ms: Math.round(createMs),
      rows_created: made,
      all_tasks_ms: Math.round(allMs),
      background_rows_per_s: Math.round(rows / ((allMs - createMs) / 1000)),
      end_to_end_rows_per_s: Math.round(rows / (allMs / 1000)),
    }),
  );
} finally {
  await svc.close();
  if (values.data === undefined) rmSync(dir, { recursive: true, force: true });
}
