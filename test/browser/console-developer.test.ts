// The developer's console in a real browser (chromium through playwright-core): a test-mode org's
// Overview shows its id, its mode and a getting-started checklist with curl and MCP snippets, test
// money from the Wallet ticks "fund" (a live org is refused on the server), and the agent page
// explains each flag in words; the request log shows an agent's refused call with its status,
// error code and Idempotency-Key, searchable, and never the key; a webhook endpoint is created
// (secret shown once), sent a signed test event whose payload and the receiver's answer show,
// disabled, enabled again, edited (a bad URL refused) and deleted after their confirmations; a
// live team makes a test org and switches between the two; axe finds no serious violation. The
// team and one-time links: console-team.test.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newOrg, startTestService, type TestOrg, type TestService } from '../support/http.ts';
import { accessible, chromiumOrSkip, clickTo, closeAll, launch } from '../support/browser.ts';
import { enrolTotp } from '../support/console-2fa.ts';
import { consoleLink, signUp } from '../support/console-sign-in.ts';

let svc: TestService;
let browser: Browser;
let org: TestOrg;
let staff: Page;
let owner: Page;

const missing = chromiumOrSkip('console developer');

async function setupLink(args: string[]): Promise<string> {
  const link = await consoleLink(svc, args);
  expect(link).toMatch(/\/console\/(setup|reset)\?token=/);
  return link;
}

const memberRows = async (p: Page, email: string) => {
  await p.goto(`${svc.url}/console/members`);
  return p.locator('#members tbody tr', { hasText: email }).count();
};

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({ ERRAND_CLOCK: 'virtual', ERRAND_ALLOW_LOCAL_WEBHOOKS: '1' });
  org = await newOrg(svc.url, '100000000');
  browser = await launch();
  staff = await signUp(browser, await setupLink(['--staff', '--email', 'staff@example.com']));
  await enrolTotp(staff, svc.url);
  owner = await signUp(
    browser,
    await setupLink(['--org', org.orgId, '--email', 'owner@example.com']),
  );
}, 60_000);

afterAll(() => closeAll(browser, svc));

describe.skipIf(missing !== undefined)("the developer's console", () => {
  it('a test-mode org gets started: id, mode, checklist, snippets, test money', async () => {
    const p = await signUp(
      browser,
      await setupLink([
        '--org-name',
        'Sandbox org',
        '--mode',
        'test',
        '--email',
        'sandbox@example.com',
      ]),
    );
    const orgId = (await p.textContent('#org-id'))!;
    expect(orgId).toMatch(/^org_/);
    await expect(p.textContent('#org-mode')).resolves.toContain('test mode');
    await expect(p.locator('#getting-started li.todo').count()).resolves.toBe(4);
    await expect(p.textContent('#snippet-curl')).resolves.toContain(`${svc.url}/v1/tasks`);
    await expect(p.textContent('#snippet-curl')).resolves.toContain('errand_test_');
    await expect(p.textContent('#snippet-mcp')).resolves.toContain(`${svc.url}/mcp`);
    await accessible(p, 'overview-getting-started');
    await p.goto(`${svc.url}/console/wallet`);
    await p.fill('#amount', '25000.00');
    await clickTo(p, '#test-money button', /done=test_money/);
    await expect(p.textContent('#balance')).resolves.toContain('25,000.00');
    // Too much at once is refused on the server.
    const token = await p.locator('input[name=_csrf]').first().inputValue();
    const huge = await p.request.post(`${svc.url}/console/wallet/test-money`, {
      form: { _csrf: token, amount: '99999999' },
      maxRedirects: 0,
    });
    expect(huge.headers().location).toContain('error=validation_failed');
    await p.goto(`${svc.url}/console/overview`);
    await expect(p.locator('#getting-started li.done').count()).resolves.toBe(1);

    // A live org has no test money: no form, and the POST is refused.
    await owner.goto(`${svc.url}/console/wallet`);
    expect(await owner.locator('#test-money').count()).toBe(0);
    const before = (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data
      .balance_minor;
    const ownerToken = await owner.locator('input[name=_csrf]').first().inputValue();
    const live = await owner.request.post(`${svc.url}/console/wallet/test-money`, {
      form: { _csrf: ownerToken, amount: '100.00' },
      maxRedirects: 0,
    });
    expect(live.headers().location).toContain('done=live_no_test_money');
    expect(
      (await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).body.data.balance_minor,
    ).toBe(before);
    await owner.goto(`${svc.url}/console/agents/${org.agentId}`);
    await expect(owner.textContent('label[for=flag-can_approve_release]')).resolves.toContain(
      'releases the escrow',
    );
  });

  it("the request log shows why an agent's call was refused, and never its key", async () => {
    const bad = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: 'why-was-this-refused',
      body: { type: 'field_verification' },
    });
    expect(bad.status).toBe(400);
    expect(
      (await call(svc.url, 'GET', '/v1/tasks/task_nosuchtask0000000000', { key: org.key })).status,
    ).toBe(404);
    // Over MCP: the tool's refusal is an isError result in an HTTP 200; the log names the code.
    const mcp = await fetch(`${svc.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${org.key}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_task', arguments: { id: 'task_nosuchtask0000000001' } },
      }),
    });
    expect(mcp.status).toBe(200);
    await mcp.body?.cancel();
    await owner.goto(`${svc.url}/console/agents/${org.agentId}`);
    await clickTo(owner, 'text=request log', /\/console\/requests\?agent=/);
    const table = (await owner.textContent('#requests'))!;
    expect(table).toContain('POST /v1/tasks');
    expect(table).toContain('validation_failed');
    expect(table).toContain('why-was-this-refused');
    expect(table).toContain('not_found');
    expect(table).toContain('POST /mcp');
    await expect(
      owner.locator('#requests tr', { hasText: 'mcp get_task' }).first().textContent(),
    ).resolves.toContain('not_found');
    await accessible(owner, 'requests');
    await owner.fill('#r-q', 'validation_failed');
    await owner.selectOption('#r-status', '4xx');
    await clickTo(owner, '#request-filters button', /q=validation_failed/);
    await expect(owner.locator('#requests tbody tr').count()).resolves.toBe(1);
    await expect(owner.textContent('#requests')).resolves.toContain('400');
    expect(await owner.content()).not.toContain(org.key);
  });

  it('manages a webhook endpoint: add, test event, disable, enable, edit, delete', async () => {
    const seen: string[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push(`${String(req.headers['webhook-signature'])} ${body}`);
        res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks, got it');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
      await owner.goto(`${svc.url}/console/webhooks`);
      await owner.selectOption('#wh-agent', org.agentId);
      await owner.fill('#wh-url', url);
      await owner.fill('#wh-events', 'task.approved');
      await owner.click('#new-webhook button');
      const secret = await owner.inputValue('#webhook-secret');
      expect(secret).toMatch(/^whsec_/);
      await owner.click('text=Done, back to webhooks');
      expect(await owner.content()).not.toContain(secret);
      const card = owner.locator('.webhook-endpoint', { hasText: url });
      await clickTo(
        owner,
        card.locator('button', { hasText: 'Send test event' }),
        /done=test_sent/,
      );
      for (let i = 0; i < 50 && seen.length === 0; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(seen[0]).toMatch(/^v1,\S+ \{"id":"evt_test_/);
      for (let i = 0; i < 20 && !(await owner.content()).includes('thanks, got it'); i++)
        await owner.reload();
      await owner.locator('.webhook-endpoint', { hasText: url }).locator('summary').first().click();
      const text = (await owner.locator('.webhook-endpoint', { hasText: url }).textContent())!;
      expect(text).toContain('webhook.test');
      expect(text).toContain('"type":"webhook.test"');
      expect(text).toContain('thanks, got it');
      expect(text).toContain('(test)');
      await accessible(owner, 'webhooks-manage');
      const again = owner.locator('.webhook-endpoint', { hasText: url });
      await again.locator('input[id^=disable]').check();
      await clickTo(
        owner,
        again.locator('button', { hasText: 'Disable' }),
        /done=webhook_disabled/,
      );
      await expect(again.locator('h2').textContent()).resolves.toContain('disabled');
      await clickTo(owner, again.locator('button', { hasText: 'Enable' }), /done=webhook_enabled/);
      await expect(again.locator('h2').textContent()).resolves.not.toContain('disabled');
      await again.locator('summary', { hasText: 'Edit URL and events' }).click();
      await again.locator('input[id^=edit-url]').fill('ftp://example.com/hooks');
      await clickTo(
        owner,
        again.locator('button', { hasText: 'Save endpoint' }),
        /done=webhook_url_invalid/,
      );
      await expect(owner.textContent('main')).resolves.toContain('Not saved');
      await again.locator('summary', { hasText: 'Edit URL and events' }).click();
      await again.locator('input[id^=edit-url]').fill(`${url}-v2`);
      await again.locator('input[id^=edit-events]').fill('task.*, workflow.*');
      await clickTo(
        owner,
        again.locator('button', { hasText: 'Save endpoint' }),
        /done=webhook_updated/,
      );
      await expect(again.locator('h2').textContent()).resolves.toContain(`${url}-v2`);
      await expect(again.locator('p.muted').first().textContent()).resolves.toContain(
        'task.*, workflow.*',
      );
      await accessible(owner, 'webhooks-edit');
      await again.locator('input[id^=delete]').check();
      await clickTo(owner, again.locator('button', { hasText: 'Delete' }), /done=webhook_deleted/);
      await expect(owner.locator('.webhook-endpoint', { hasText: url }).count()).resolves.toBe(0);
    } finally {
      receiver.closeAllConnections();
      receiver.close();
    }
  });
  it('makes a test org for a live team and switches between the two from the header', async () => {
    await owner.goto(`${svc.url}/console/overview`);
    await expect(owner.textContent('#org-mode')).resolves.toContain('live');
    await clickTo(owner, '#make-twin button', /done=twin_created/);
    await expect(owner.textContent('#viewing')).resolves.toContain('test');
    await expect(owner.textContent('#org-mode')).resolves.toContain('test mode');
    const testOrgId = (await owner.textContent('#org-id'))!;
    expect(testOrgId).not.toBe(org.orgId);
    await accessible(owner, 'test-live');
    // Test money works on the test side; the team is the live org's, listed from both sides.
    await owner.goto(`${svc.url}/console/wallet`);
    await owner.fill('#test-money #amount', '5000.00');
    await clickTo(owner, '#test-money button', /done=test_money/);
    expect(await memberRows(owner, 'owner@example.com')).toBe(1);
    // A second attempt does not make a second org; the switch names a mode, never an org id.
    const again = await owner.request.post(`${svc.url}/console/org/test-twin`, {
      form: { _csrf: await owner.inputValue('#mode-switch input[name=_csrf]') },
      maxRedirects: 0,
    });
    expect(again.headers().location).toContain('done=twin_exists');
    await owner.goto(`${svc.url}/console/overview`);
    await clickTo(owner, '#mode-switch button', /\/console\/overview$/);
    await expect(owner.textContent('#org-id')).resolves.toBe(org.orgId);
    await expect(owner.textContent('#viewing')).resolves.toContain('live');
    expect(await memberRows(owner, 'owner@example.com')).toBe(1);
    await staff.goto(`${svc.url}/console/staff/orgs`);
    await expect(staff.content()).resolves.toContain(testOrgId);
  });
});
