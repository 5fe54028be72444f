// Proves the console's campaign pages over plain HTTP: an upload (multipart, with its CSRF token)
// shows the estimate with refused rows by number and charges nothing (with several Operators per
// task, every one's part counted; too many named by the field); the create runs once for a
// double submit and only for the person who uploaded; a viewer's POSTs answer 403; cancel needs its
// confirmation; the results CSV comes under the session without an API key; a cancelled campaign,
// moved out of memory, is still listed and shown from the archive; another org's campaign is not
// found; and multipart is refused on console forms that take no upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSecret, mintSetupToken } from '../../src/console/setup-tokens.ts';
import {
  admin,
  call,
  newOrg,
  startTestService,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { ROW_TOTAL, TEMPLATE } from '../support/campaigns.ts';
import { waitFor } from '../support/operators.ts';

const PASSWORD = 'a long enough passphrase';
const START = 1_000_000_000n;
let svc: TestService;

type Answer = { status: number; location: string | null; text: string; type: string | null };

class Client {
  readonly jar = new Map<string, string>();
  async get(path: string): Promise<Answer> {
    return this.send(path, { headers: { cookie: this.cookie() } });
  }
  async post(path: string, form: Record<string, string>): Promise<Answer> {
    const body = new URLSearchParams({ ...form, _csrf: await this.token() });
    return this.send(path, {
      method: 'POST',
      body,
      headers: { cookie: this.cookie(), 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  async upload(path: string, fields: Record<string, string>, csv: string): Promise<Answer> {
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...fields, _csrf: await this.token() }))
      body.append(k, v);
    body.append('rows', new Blob([csv], { type: 'text/csv' }), 'shops.csv');
    return this.send(path, { method: 'POST', body, headers: { cookie: this.cookie() } });
  }
  async token(): Promise<string> {
    const page = await this.get('/console/login');
    return /name="_csrf" value="([^"]+)"/.exec(page.text)![1]!;
  }
  private async send(path: string, init: RequestInit): Promise<Answer> {
    const res = await fetch(`${svc.url}${path}`, { ...init, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [k, v] = c.split(';')[0]!.split('=');
      if (v === '' || /Expires=Thu, 01 Jan 1970/i.test(c)) this.jar.delete(k!);
      else this.jar.set(k!, v!);
    }
    return {
      status: res.status,
      location: res.headers.get('location'),
      text: await res.text(),
      type: res.headers.get('content-type'),
    };
  }
  private cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function person(org: TestOrg, email: string, role: 'owner' | 'viewer'): Promise<Client> {
  const token = mintSetupToken(consoleSecret(svc.dataDir), {
    kind: 'setup',
    email,
    staff: false,
    role,
    orgId: org.orgId,
    orgName: null,
    mode: 'live',
    expiresAtMs: Date.now() + 60_000,
  });
  const c = new Client();
  expect(
    (await c.post('/console/setup', { token, password: PASSWORD, confirm: PASSWORD })).status,
  ).toBe(303);
  return c;
}

async function enabledOrg(): Promise<TestOrg> {
  const org = await newOrg(svc.url, START.toString());
  expect(
    (
      await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
        'flags.campaigns.engine': true,
      })
    ).status,
  ).toBe(200);
  return org;
}

const fields = (org: TestOrg) => ({
  agent_id: org.agentId,
  name: 'Shelves',
  type: TEMPLATE.type,
  title: TEMPLATE.title,
  instructions: TEMPLATE.instructions,
  reward_major: TEMPLATE.reward_major,
  deadline_after_hours: '48',
  proof_requirements: 'photo',
});
const GOOD =
  'zone_ref,shop,address\nng.lagos.ikeja,Shop 1,1 Allen Avenue\nng.lagos.ikeja,Shop 2,2 ' +
  'Allen Avenue\n';
const draftOf = (page: Answer) => /name="draft" value="([^"]+)"/.exec(page.text)?.[1];

beforeAll(async () => {
  svc = await startTestService({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await svc.close();
});

describe('console campaigns', () => {
  it(
    'upload → estimate (refused rows by number, nothing charged) → create once → progress, ' +
      'results CSV, cancel confirmed',
    async () => {
      const org = await enabledOrg();
      const owner = await person(org, 'owner-cmp@example.com', 'owner');
      const before = (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data;
      // A line that is not a row (a field short) and a row create_task would refuse (a closed
      // zone): both named by their number in the file, in one estimate.
      const bad = await owner.upload(
        '/console/campaigns/estimate',
        fields(org),
        'zone_ref,shop,address\nng.lagos.ikeja,A,1 Road\nng.kano.kano-municipal,B,2 ' +
          'Road\nng.lagos.ikeja,C\n',
      );
      expect(bad.status).toBe(400);
      expect(bad.text).toMatch(/<td>2<\/td><td><code>zone_not_serviceable<\/code>/);
      expect(bad.text).toMatch(
        new RegExp(
          /<td>3<\/td><td><code>validation_failed<\/code><\/td>/.source +
            /<td>rows_csv: 2 fields, the header has 3/.source,
        ),
      );
      expect(bad.text).toContain('1 accepted of 3');
      expect(draftOf(bad)).toBeUndefined();
      // A template the schema refuses is named by its field.
      const noTitle = await owner.upload(
        '/console/campaigns/estimate',
        { ...fields(org), title: '' },
        GOOD,
      );
      expect(noTitle.status).toBe(400);
      expect(noTitle.text).toContain('template.title');
      // Operators per task: the estimate counts each one's part, and a count over 50 is named.
      const three = await owner.upload(
        '/console/campaigns/estimate',
        { ...fields(org), slots: '3' },
        GOOD,
      );
      expect(three.status, three.text).toBe(200);
      expect(three.text).toContain('9,900.00');
      const tooMany = await owner.upload(
        '/console/campaigns/estimate',
        { ...fields(org), slots: '51' },
        GOOD,
      );
      expect(tooMany.status).toBe(400);
      expect(tooMany.text).toContain('template.slots');
      const ok = await owner.upload('/console/campaigns/estimate', fields(org), GOOD);
      expect(ok.status, ok.text).toBe(200);
      expect(ok.text).toContain('2 accepted of 2');
      const draft = draftOf(ok)!;
      expect((await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data).toEqual(
        before,
      );
      // Another member of the org cannot create from this person's upload.
      const other = await person(org, 'other-cmp@example.com', 'owner');
      expect((await other.post('/console/campaigns/create', { draft })).status).toBe(410);
      const first = await owner.post('/console/campaigns/create', { draft });
      const second = await owner.post('/console/campaigns/create', { draft });
      expect(first.status).toBe(303);
      expect(second.location).toBe(first.location);
      const id = /\/console\/campaigns\/(cmp_[\w-]+)/.exec(first.location!)![1]!;
      const audit = await owner.get('/console/audit');
      expect(audit.text).toContain('campaign.create');
      expect(audit.text).toContain(id);
      const list = (await call(svc.url, 'GET', '/v1/campaigns', { key: org.key })).body
        .data as Array<{ id: string; progress: { budget_minor: string } }>;
      expect(list.map((c) => c.id)).toEqual([id]);
      expect(list[0]!.progress.budget_minor).toBe((ROW_TOTAL * 2n).toString());
      await waitFor(
        async () =>
          (await owner.get(`/console/campaigns/${id}/progress`)).text.includes('2 / 2')
            ? true
            : undefined,
        5_000,
        'rows made',
      );
      const page = await owner.get(`/console/campaigns/${id}`);
      expect(page.text).toContain('hx-trigger="every 2s"');
      const csv = await owner.get(`/console/campaigns/${id}/results.csv`);
      expect(csv.status).toBe(200);
      expect(csv.type).toMatch(/^text\/csv/);
      expect(csv.text.trim().split('\n')).toHaveLength(3);
      expect((await owner.post(`/console/campaigns/${id}/cancel`, {})).status).toBe(400);
      expect((await owner.post(`/console/campaigns/${id}/cancel`, { confirm: 'on' })).status).toBe(
        303,
      );
      const after = (await call(svc.url, 'GET', `/v1/campaigns/${id}`, { key: org.key })).body.data;
      expect(after.status).toBe('cancelled');
      const progress = await owner.get(`/console/campaigns/${id}/progress`);
      expect(progress.text).not.toContain('hx-trigger');
      // The cancel cancelled its open tasks, so the campaign left memory with them: its pages read
      // the archive.
      expect(svc.engine.stateOf(org.orgId).campaigns.has(id)).toBe(false);
      await svc.engine.archiver.barrier();
      expect((await owner.get(`/console/campaigns/${id}/progress`)).text).toBe(progress.text);
      expect((await owner.get(`/console/campaigns/${id}`)).status).toBe(200);
      expect((await owner.get('/console/campaigns')).text).toContain(id);
      expect(
        (await owner.get(`/console/campaigns/${id}/results.csv`)).text.trim().split('\n'),
      ).toHaveLength(3);
      // invalid_state, as before it left
      expect((await owner.post(`/console/campaigns/${id}/pause`, {})).status).toBe(409);
    },
  );

  it(
    "a viewer sees campaigns but every POST answers 403; another org's campaign is not found; " +
      'multipart elsewhere is refused',
    async () => {
      const org = await enabledOrg();
      const owner = await person(org, 'owner2-cmp@example.com', 'owner');
      const draft = draftOf(await owner.upload('/console/campaigns/estimate', fields(org), GOOD))!;
      const id = /(cmp_[\w-]+)/.exec(
        (await owner.post('/console/campaigns/create', { draft })).location!,
      )![1]!;
      const viewer = await person(org, 'viewer-cmp@example.com', 'viewer');
      const list = await viewer.get('/console/campaigns');
      expect(list.status).toBe(200);
      expect(list.text).toContain(id);
      expect(list.text).not.toContain('id="upload"');
      expect((await viewer.upload('/console/campaigns/estimate', fields(org), GOOD)).status).toBe(
        403,
      );
      expect((await viewer.post(`/console/campaigns/${id}/pause`, {})).status).toBe(403);
      expect((await viewer.get(`/console/campaigns/${id}/results.csv`)).status).toBe(200);
      const stranger = await person(await enabledOrg(), 'stranger-cmp@example.com', 'owner');
      expect((await stranger.get('/console/campaigns')).text).not.toContain('campaigns-off');
      const off = await person(await newOrg(svc.url, '0'), 'off-cmp@example.com', 'owner');
      expect((await off.get('/console/campaigns')).text).toContain('id="campaigns-off"');
      expect((await stranger.get(`/console/campaigns/${id}`)).status).toBe(404);
      expect((await stranger.get(`/console/campaigns/${id}/results.csv`)).status).toBe(404);
      expect((await stranger.post(`/console/campaigns/${id}/pause`, {})).status).toBe(404);
      // A console form that takes no upload refuses a multipart body (no change made).
      const refused = await owner.upload('/console/agents', { name: 'via multipart' }, GOOD);
      expect(refused.status).toBe(400);
      expect(
        [...svc.engine.stateOf(org.orgId).agents.values()].some((a) => a.name === 'via multipart'),
      ).toBe(false);
    },
  );
});
