// Shared set-up for the benches that drive the real service over HTTP (bench/http.ts,
// bench/overload.ts): the service's config with fresh admin and partner secrets, orgs seeded
// through the admin API and funded through the signed partner webhook, the create body, a small
// fetch helper, and the failure that ends a bench with its message. bench/setup.ts is the same
// for benches that drive the engine directly.
import { createHmac, randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../src/config.ts';

export class BenchFailure extends Error {}

export function fail(message: string): never {
  throw new BenchFailure(message);
}

export interface BenchSecrets {
  admin: string;
  partner: string;
}

export function newSecrets(): BenchSecrets {
  return {
    admin: `bench-admin-${randomBytes(16).toString('hex')}`,
    partner: `bench-partner-${randomBytes(16).toString('hex')}`,
  };
}

/**
 * The service on `dataDir` on a free local port with these secrets; `env` adds the bench's own
 * settings.
 */
export function benchConfig(
  dataDir: string,
  secrets: BenchSecrets,
  env: Record<string, string> = {},
): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_TOKEN: secrets.admin,
    PARTNER_WEBHOOK_SECRET: secrets.partner,
    ...env,
  });
}

/** Like taskBody() of test/support/http.ts. */
export function taskBody(nowMs: number) {
  return {
    type: 'field_verification',
    title: 'Confirm the pharmacy is open',
    instructions:
      'Visit 12 Allen Avenue, Ikeja and confirm the pharmacy is open; photograph the storefront.',
    reward_major: '1500.00',
    deadline: new Date(nowMs + 48 * 3_600_000).toISOString(),
    proof_requirements: ['photo', 'geofence'],
    zone_ref: 'ng.lagos.ikeja',
  };
}

export async function call(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

function expectStatus(what: string, reply: { status: number; body: any }, status: number): any {
  if (reply.status !== status) fail(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/**
 * Orgs made through the admin API, can_post_tasks granted, funded through the signed partner
 * webhook; their keys, in order.
 */
export async function seedOrgs(
  base: string,
  secrets: BenchSecrets,
  count: number,
  name = 'Bench org',
): Promise<string[]> {
  const admin = { authorization: `Bearer ${secrets.admin}` };
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const created = expectStatus(
        'create org',
        await call(
          `${base}/internal/v1/orgs`,
          'POST',
          admin,
          JSON.stringify({ name: `${name} ${i}`, mode: 'live' }),
        ),
        201,
      );
      const {
        org_id: orgId,
        agent_id: agentId,
        api_key: key,
      } = created.data as { org_id: string; agent_id: string; api_key: string };
      expectStatus(
        'delegation',
        await call(
          `${base}/internal/v1/agents/${agentId}/delegation`,
          'PUT',
          admin,
          JSON.stringify({ can_post_tasks: true }),
        ),
        200,
      );
      const raw = JSON.stringify({
        deposit_id: `bench-seed-${orgId}`,
        org_id: orgId,
        amount_minor: (10n ** 15n).toString(),
        currency: 'NGN',
      });
      const signature = createHmac('sha256', secrets.partner).update(raw).digest('hex');
      const deposit = expectStatus(
        'deposit',
        await call(
          `${base}/internal/v1/partner/deposits`,
          'POST',
          { 'x-partner-signature': `sha256=${signature}` },
          raw,
        ),
        200,
      );
      if (deposit.data?.credited !== true) fail(`deposit not credited: ${JSON.stringify(deposit)}`);
      return key;
    }),
  );
}
