// The console in a real browser (Debian's chromium through playwright-core): the first owner
// signs in from the set-up link the CLI prints, creates an agent and a key shown once, rolls a key
// with a grace period (the old key works until the virtual clock passes the expiry, then 401),
// revokes a key (REST 401 at once), sets a daily cap and turns the kill switch on (REST creates
// refused), approves a task in review (escrow released, wallet's escrow figure falls), and the
// server refuses a viewer's POST, a form without its CSRF token, and a dead session; a task title
// with <script> renders as text; a campaign CSV upload shows its refused row by number, and once
// fixed creates the campaign, whose page shows progress, serves its results CSV, pauses and
// cancels (confirmed); every main page passes axe-core.
// Over 400 lines: one chromium and one owner's session carry every step, in order.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { driveTo, createTask } from '../support/http-steps.ts';
import { accessible, chromiumOrSkip, clickTo, launch } from '../support/browser.ts';
import { enrolTotp } from '../support/console-2fa.ts';
import { consoleLink, signUp } from '../support/console-sign-in.ts';

let svc: TestService;
let browser: Browser;
let owner: BrowserContext;
let page: Page;
let org: TestOrg;
let hooks: Server;
let campaignId = '';
const hookIds: string[] = [];

/** An MCP request as a real client sends it: the status tells whether the key still works. */
async function mcpStatus(key: string): Promise<number> {
  const res = await fetch(`${svc.url}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-03-26',
        capabilities: {},
        clientInfo: { name: 'console-test', version: '1' },
      },
    }),
  });
  await res.body?.cancel();
  return res.status;
}

async function setupLink(args: string[]): Promise<string> {
  const link = await consoleLink(svc, args);
  expect(link).toMatch(/\/console\/setup\?token=/);
  return link;
}

const status = async (key: string) => (await call(svc.url, 'GET', '/v1/wallet', { key })).status;
const create = (key: string, title = 'Console test task') =>
  call(svc.url, 'POST', '/v1/tasks', { key, idem: newKey(), body: taskBody({ title }) });

const missing = chromiumOrSkip('console');

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({
    ERRAND_CLOCK: 'virtual',
    ERRAND_ALLOW_LOCAL_WEBHOOKS: '1',
    WEBHOOK_RETRY_SCHEDULE_MS: '0,200',
  });
  hooks = createServer((req, res) => {
    hookIds.push(String(req.headers['webhook-id']));
    req.resume();
    req.on('end', () => res.writeHead(hookIds.length === 1 ? 500 : 204).end());
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  org = await newOrg(svc.url, '100000000');
  browser = await launch();
  owner = await browser.newContext();
  page = await signUp(owner, await setupLink(['--org', org.orgId, '--email', 'owner@example.com']));
}, 60_000);

afterAll(async () => {
  hooks?.closeAllConnections();
  hooks?.close();
  await browser?.close();
  await svc?.close();
});

describe.skipIf(missing !== undefined)('console in a browser', () => {
  it('signs the first owner in from the set-up link, once', async () => {
    expect(page.url()).toMatch(/\/console\/overview$/);
    await expect(page.textContent('h1')).resolves.toContain('Test org');
    await accessible(page, 'overview');
    const again = await (await browser.newContext()).newPage();
    const link = await setupLink(['--org', org.orgId, '--email', 'owner@example.com']);
    const res = await again.goto(link);
    expect(res?.status()).toBe(410); // the email already has an account
  });

  it('creates an agent whose key is shown exactly once and works over REST', async () => {
    await page.goto(`${svc.url}/console/agents`);
    await accessible(page, 'agents');
    await page.fill('#name', 'Field bot');
    await page.click('form[action="/console/agents"] button');
    const key = await page.inputValue('#api-key');
    expect(key).toMatch(/^errand_live_[0-9A-Za-z]{32}$/);
    expect(await status(key)).toBe(200);
    await page.click('text=Done, back to the agent');
    expect(await page.content()).not.toContain(key);
    await accessible(page, 'agent');
  });

  it('rolls a key with a grace period: the old key works until the expiry, then 401', async () => {
    await page.goto(`${svc.url}/console/agents/${org.agentId}`);
    const row = page.locator('tr', { hasText: 'default' });
    await row.locator('select').selectOption('1');
    await row.locator('button', { hasText: 'Roll' }).click();
    const fresh = await page.inputValue('#api-key');
    expect(fresh).not.toBe(org.key);
    expect(await status(org.key)).toBe(200);
    expect(await status(fresh)).toBe(200);
    await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 3601 });
    expect(await status(org.key)).toBe(401);
    expect(await status(fresh)).toBe(200);
    org = { ...org, key: fresh };
  });

  it('revokes a key: REST answers 401 at once', async () => {
    await page.goto(`${svc.url}/console/agents/${org.agentId}`);
    await page.fill('#label', 'spare');
    await page.click('form[action$="/keys"] button');
    const spare = await page.inputValue('#api-key');
    expect(await status(spare)).toBe(200);
    expect(await mcpStatus(spare)).toBe(200);
    await page.goto(`${svc.url}/console/agents/${org.agentId}`);
    await page.locator('tr', { hasText: 'spare' }).locator('input[name=confirm]').check();
    await page
      .locator('tr', { hasText: 'spare' })
      .locator('button', { hasText: 'Revoke now' })
      .click();
    await expect(page.textContent('.notice')).resolves.toContain('revoked');
    expect(await status(spare)).toBe(401);
    expect(await mcpStatus(spare)).toBe(401);
    expect(await status(org.key)).toBe(200);
  });

  it(
    'a daily cap set in the console refuses a ' + 'REST create over it, as the estimate says',
    async () => {
      await page.goto(`${svc.url}/console/agents/${org.agentId}`);
      await page.fill('#daily', '1000');
      await page.click('form[action$="/caps"] button');
      await expect(page.textContent('.notice')).resolves.toContain('Saved');
      const refused = await create(org.key);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('spend_policy_exceeded');
      const est = await call(svc.url, 'POST', '/v1/estimate_task', {
        key: org.key,
        body: { type: 'field_verification', reward_major: '1500', zone_ref: 'ng.lagos.ikeja' },
      });
      expect(est.body.data.governance).toMatchObject({
        allowed: false,
        code: 'spend_policy_exceeded',
      });
      // The console shows the same verdict (htmx swaps it in).
      await page.click('form[action$="/estimate"] button');
      await expect(page.locator('#verdict').textContent()).resolves.toContain(
        'spend_policy_exceeded',
      );
      await page.fill('#daily', '');
      await page.click('form[action$="/caps"] button');
      expect((await create(org.key)).status).toBe(201);
    },
  );

  it("the kill switch, after its confirmation, refuses the agent's writes", async () => {
    await page.goto(`${svc.url}/console/agents/${org.agentId}/kill`);
    await accessible(page, 'kill-switch');
    await page.fill('#confirm', 'wrong name');
    await page.click('button.danger');
    await expect(page.textContent('.error')).resolves.toContain('Type the agent');
    expect((await create(org.key)).status).toBe(201);
    await page.fill('#confirm', 'Test org agent');
    await page.click('button.danger');
    await expect(page.textContent('.notice')).resolves.toContain('Kill switch on');
    const refused = await create(org.key);
    expect(refused.body.code).toBe('agent_frozen');
    await page.click('text=Turn the kill switch off');
    expect((await create(org.key)).status).toBe(201);
  });

  it("approves a task in review: escrow released, the wallet's escrow figure falls", async () => {
    const id = await createTask(svc, org, { title: 'Shelf photo <script>alert(1)</script>' });
    await driveTo(svc, org, id, 'BEGIN_VERIFY');
    await page.goto(`${svc.url}/console/wallet`);
    const heldBefore = await page.textContent('#held');
    await page.goto(`${svc.url}/console/tasks`);
    await page.selectOption('#f-state', 'verifying');
    await page.waitForURL(/state=verifying/);
    await accessible(page, 'tasks');
    await page.locator('#task-table a', { hasText: 'Shelf photo' }).click();
    // The title is text: the <script> is shown, never run, and no script element came from it.
    await expect(page.textContent('h1')).resolves.toBe('Shelf photo <script>alert(1)</script>');
    expect(await page.locator('main script').count()).toBe(0);
    await accessible(page, 'task');
    // Checks still running: the box and the typed word are both needed.
    await page.check('#confirm-approve');
    await page.fill('#confirm-text', 'approve');
    await page.click('text=Approve and release escrow');
    await expect(page.textContent('.notice')).resolves.toContain('Approved');
    expect(
      (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data.escrow.state,
    ).toBe('released');
    await page.goto(`${svc.url}/console/wallet`);
    expect(await page.textContent('#held')).not.toBe(heldBefore);
    await expect(page.locator('td', { hasText: 'release' }).count()).resolves.toBeGreaterThan(0);
    await accessible(page, 'wallet');
    await page.goto(`${svc.url}/console/audit`);
    for (const action of [
      'key.roll',
      'key.revoke',
      'governance.caps',
      'governance.kill_switch.on',
      'task.approve',
    ])
      await expect(page.textContent('table')).resolves.toContain(action);
    // Admin-API changes are in the same log (the org was made and its agent granted flags over
    // REST).
    await expect(page.textContent('table')).resolves.toContain('governance.delegation');
    await accessible(page, 'audit');
  });

  it(
    "shows each webhook delivery with the receiver's " + 'answer, and resends one with the same id',
    async () => {
      const url = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hooks`;
      const made = await call(svc.url, 'POST', '/v1/webhook_endpoints', {
        key: org.key,
        idem: newKey(),
        body: { url, events: ['task.cancelled'] },
      });
      expect(made.status).toBe(201);
      const id = await createTask(svc, org, { zone_ref: 'ng.lagos.surulere' });
      expect(
        (await call(svc.url, 'POST', `/v1/tasks/${id}/cancel`, { key: org.key, idem: newKey() }))
          .status,
      ).toBe(200);
      for (let i = 0; i < 100 && hookIds.length < 2; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(hookIds.length).toBe(2); // a 500, then the retry's 204
      await page.goto(`${svc.url}/console/webhooks`);
      for (let i = 0; i < 20 && !(await page.content()).includes('HTTP 204'); i++)
        await page.reload();
      await expect(page.textContent('main')).resolves.toContain('HTTP 500');
      await expect(page.textContent('main')).resolves.toContain('HTTP 204');
      await accessible(page, 'webhooks');
      await page.locator('button', { hasText: 'Resend' }).first().click();
      await expect(page.textContent('.notice')).resolves.toContain('sent again');
      for (let i = 0; i < 50 && hookIds.length < 3; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(hookIds[2]).toBe(hookIds[0]);
      await page.goto(`${svc.url}/console/loops`);
      await accessible(page, 'loops');
      await page.goto(`${svc.url}/console/workflows`);
      await accessible(page, 'workflows');
      await page.goto(`${svc.url}/console/campaigns`);
      await expect(page.textContent('main')).resolves.toContain('No campaigns yet');
      await accessible(page, 'campaigns');
    },
  );

  it(
    'uploads a campaign CSV: the bad row by number, then the fixed file creates it; progress, ' +
      'results CSV, pause, cancel',
    async () => {
      await page.goto(`${svc.url}/console/campaigns`);
      await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
        'flags.campaigns.engine': true,
      });
      // Upload a CSV with one bad row: the estimate names it by number, and offers no create.
      await page.selectOption('#agent_id', org.agentId);
      await page.fill('#cname', 'Ikeja shelves');
      await page.fill('#ctitle', 'Shelf check at {{shop}}');
      await page.fill(
        '#cinstructions',
        'Visit {{shop}} at {{address}} and photograph the drinks shelf.',
      );
      await page.fill('#creward', '1500.00');
      await page.fill('#cproof', 'photo');
      const csv = (zone2: string) => ({
        name: 'shops.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `zone_ref,shop,address\nng.lagos.ikeja,Shop 1,1 Allen Avenue\n${zone2},Shop 2,2 ` +
            `Allen Avenue\n`,
        ),
      });
      await page.setInputFiles('#crows', csv('ng.kano.kano-municipal'));
      await clickTo(page, '#upload button[type=submit]', /\/console\/campaigns\/estimate$/);
      await expect(page.locator('#refused-rows tbody tr').count()).resolves.toBe(1);
      await expect(page.locator('#refused-rows tbody td').first().textContent()).resolves.toBe('2');
      await expect(page.textContent('#refused-rows')).resolves.toContain('zone_not_serviceable');
      expect(await page.locator('button', { hasText: 'Create campaign' }).count()).toBe(0);
      await accessible(page, 'campaign-estimate');
      const walletBefore = (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data;
      // Fix the row (the template's fields are kept), see the cost and the verdict, create.
      await page.setInputFiles('#crows', csv('ng.lagos.ikeja'));
      await clickTo(page, '#upload button[type=submit]', /\/console\/campaigns\/estimate$/);
      await expect(page.textContent('#verdict')).resolves.toContain('Allowed');
      await expect(page.textContent('#estimate')).resolves.toContain('2 accepted of 2');
      expect((await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data).toEqual(
        walletBefore,
      );
      await clickTo(page, 'button:has-text("Create campaign")', /\/console\/campaigns\/cmp_/);
      campaignId = new URL(page.url()).pathname.split('/').pop()!;
      await expect(page.textContent('main')).resolves.toContain('Ikeja shelves');
      // Progress: htmx polls the block until every row is a task.
      for (let i = 0; i < 40 && (await page.textContent('#rows-made'))?.trim() !== '2 / 2'; i++)
        await page.waitForTimeout(250);
      await expect(page.textContent('#rows-made')).resolves.toContain('2 / 2');
      await accessible(page, 'campaign');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click('a:has-text("Download results (CSV)")'),
      ]);
      const { readFile } = await import('node:fs/promises');
      const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
      expect(lines[0]).toMatch(/^row,task_id,state,zone_ref,verdict/);
      expect(lines).toHaveLength(3);
      // Pause, then cancel only once confirmed (the box is required; the server checks it too).
      await clickTo(page, 'button:has-text("Pause")', /done=saved/);
      await expect(page.textContent('#campaign-status')).resolves.toBe('paused');
      const token = await page.locator('input[name=_csrf]').first().inputValue();
      const unconfirmed = await page.request.post(
        `${svc.url}/console/campaigns/${campaignId}/cancel`,
        { form: { _csrf: token }, maxRedirects: 0 },
      );
      expect(unconfirmed.status()).toBe(400);
      await page.check('#confirm-cancel');
      await clickTo(page, 'button:has-text("Cancel campaign")', /done=saved/);
      await expect(page.textContent('#campaign-status')).resolves.toBe('cancelled');
    },
  );

  it("refuses a viewer's change on the server, and a form without its CSRF token", async () => {
    await page.goto(`${svc.url}/console/members`);
    await page.fill('#email', 'viewer@example.com');
    await page.selectOption('#role', 'viewer');
    await page.click('form[action="/console/members/invite"] button');
    const link = await page.inputValue('.secret');
    await accessible(page, 'members');
    const viewerContext = await browser.newContext();
    const viewer = await signUp(viewerContext, link);
    await viewer.goto(`${svc.url}/console/agents/${org.agentId}`);
    expect(await viewer.locator('button', { hasText: 'Revoke now' }).count()).toBe(0);
    // The viewer's browser posts the form anyway (its own session and CSRF token): 403.
    const token = await viewer.locator('input[name=_csrf]').first().inputValue();
    const forged = await viewer.request.post(`${svc.url}/console/agents/${org.agentId}/kill`, {
      form: { _csrf: token, frozen: 'on', confirm: 'Test org agent' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect((await create(org.key)).status).toBe(201);
    // A viewer sees a campaign but cannot upload or change one.
    await viewer.goto(`${svc.url}/console/campaigns`);
    expect(await viewer.locator('#upload').count()).toBe(0);
    const viewerPause = await viewer.request.post(
      `${svc.url}/console/campaigns/${campaignId}/resume`,
      { form: { _csrf: token }, maxRedirects: 0 },
    );
    expect(viewerPause.status()).toBe(403);
    // The owner's session without the token: 403 too.
    const noToken = await page.request.post(`${svc.url}/console/agents/${org.agentId}/kill`, {
      form: { frozen: 'on', confirm: 'Test org agent' },
      maxRedirects: 0,
    });
    expect(noToken.status()).toBe(403);
    expect((await create(org.key)).status).toBe(201);
    await viewerContext.close();
  });

  it('logout ends the session on the server', async () => {
    const cookies = await owner.cookies();
    const session = cookies.find((c) => c.name === 'errand_console')!;
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
    await page.click('text=Sign out');
    await page.waitForURL(/\/console\/login/);
    await accessible(page, 'login');
    // The old cookie, replayed by another client, no longer signs anyone in.
    const replay = await fetch(`${svc.url}/console/overview`, {
      headers: { cookie: `errand_console=${session.value}` },
      redirect: 'manual',
    });
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toContain('/console/login');
  });

  it('platform staff see the review queue and the zones', async () => {
    const staff = await browser.newContext();
    const queued = [
      await createTask(svc, org, { title: 'Queued one' }),
      await createTask(svc, org, { title: 'Queued two' }),
    ];
    for (const id of queued) await driveTo(svc, org, id, 'BEGIN_VERIFY');
    const p = await signUp(staff, await setupLink(['--staff', '--email', 'staff@example.com']));
    // Staff pages wait until two-factor sign-in is on.
    expect(p.url()).toMatch(/\/console\/account\/2fa$/);
    await enrolTotp(p, svc.url);
    await p.goto(`${svc.url}/console/staff/reviews`);
    await accessible(p, 'staff-reviews');
    // Both at once, with feedback: each is approved through the admin operation.
    for (const id of queued) await p.check(`#pick-${id}`);
    await p.fill('#feedback', 'Storefront clearly visible');
    await p.click('button[value=approve]');
    await expect(p.textContent('.notice')).resolves.toContain('Decision recorded');
    for (const id of queued)
      expect(
        (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data.escrow.state,
      ).toBe('released');
    await p.goto(`${svc.url}/console/staff/audit`);
    await expect(p.textContent('table')).resolves.toContain('review.approve');
    await p.goto(`${svc.url}/console/staff/zones?state=ng.lagos`);
    await accessible(p, 'staff-zones');
    await p.goto(`${svc.url}/console/staff/ledger`);
    await p.click('text=Run the check');
    await expect(p.textContent('[role=status]')).resolves.toContain('Balanced');
    // A member is not staff.
    const member = await (await browser.newContext()).newPage();
    await member.goto(`${svc.url}/console/staff/reviews`);
    expect(member.url()).toContain('/console/login');
    await staff.close();
  });
});
