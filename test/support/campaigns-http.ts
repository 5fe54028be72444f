// The world of the campaign HTTP tests: one service per test file (webhooks to loopback allowed,
// a rate limit no test reaches), orgs with the campaigns flag, and the calls the files share.
import { afterAll, beforeAll, expect } from 'vitest';
import {
  admin,
  call,
  newOrg,
  newKey,
  startTestService,
  type TestOrg,
  type TestService,
} from './http.ts';
import { balance } from './http-steps.ts';
import { waitFor } from './operators.ts';
import { campaignBody, ROW_TOTAL } from './campaigns.ts';

export const START = 1_000_000_000n;
/** The file's service, set before its first test (an ES module binding: read it when used). */
export let svc: TestService;
/** Things a test opened (webhook receivers) that close with the service. */
export const closers: Array<() => Promise<void>> = [];

/** Starts the file's service before its tests and closes it after them. */
export function useCampaignService(): void {
  beforeAll(async () => {
    svc = await startTestService({
      RATE_LIMIT_PER_MINUTE: '100000',
      ERRAND_ALLOW_LOCAL_WEBHOOKS: '1',
    });
  });
  afterAll(async () => {
    await svc?.close();
    await Promise.all(closers.map((c) => c()));
  });
}

export async function enabledOrg(fund = START): Promise<TestOrg> {
  const org = await newOrg(svc.url, fund.toString());
  const res = await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
    'flags.campaigns.engine': true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return org;
}

export const post = (org: TestOrg, body: unknown, idem: string | null = newKey('cmp')) =>
  call(svc.url, 'POST', '/v1/campaigns', {
    key: org.key,
    body,
    ...(idem !== null ? { idem } : {}),
  });
export const get = async (org: TestOrg, path: string) => {
  const res = await call(svc.url, 'GET', path, { key: org.key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
export const wallet = async (org: TestOrg) => BigInt(await balance(svc, org));

export async function created(
  org: TestOrg,
  n: number,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await post(org, campaignBody(n, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.data).toMatchObject({
    campaignId: expect.stringMatching(/^cmp_/),
    status: 'active',
    rows: n,
    budgetMinor: (ROW_TOTAL * BigInt(n)).toString(),
    currency: 'NGN',
  });
  return res.body.data.campaignId;
}

export const allMade = (org: TestOrg, id: string) =>
  waitFor(
    async () => {
      const c = await get(org, `/v1/campaigns/${id}`);
      return c.progress.rows_not_created === 0 ? c : undefined;
    },
    5_000,
    'every row a task',
  );
