// The Quality page's gold wallets in a real browser (Debian's chromium through playwright-core;
// docs/console.md, "Operator quality"; docs/outcomes.md, "Older logs"): on a log an older version
// left a gold refund in the gold wallet, staff see the balance, a return without its confirmation
// changes nothing, a confirmed one moves it to gold funding (the API reads the wallet empty) and
// joins the platform audit log; axe finds no serious violation.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, startTestService, type TestService } from '../support/http.ts';
import { ROOT } from '../support/child-service.ts';
import { axeViolations, chromiumMissing, launch } from '../support/browser.ts';
import { enrolTotp } from '../support/console-2fa.ts';
import { legacyGoldWallet } from '../support/legacy-gold.ts';

const run = promisify(execFile);
const PASSWORD = 'correct horse battery staple';
const missing = chromiumMissing();
if (missing) console.warn(`SKIP gold wallet browser tests: ${missing}`);

let svc: TestService;
let browser: Browser;
let page: Page;
let held = '';

beforeAll(async () => {
  if (missing) return;
  const legacy = await legacyGoldWallet();
  held = legacy.heldMinor.toString();
  svc = await startTestService({}, legacy.dir);
  browser = await launch();
  const staff = await browser.newContext();
  const args = ['bin/errand.mjs', 'console-user', '--data', svc.dataDir, '--url', svc.url];
  const { stdout } = await run(
    process.execPath,
    [...args, '--staff', '--email', 'wallets@example.com'],
    { cwd: ROOT },
  );
  page = await staff.newPage();
  await page.goto(stdout.trim().split('\n').pop()!);
  await page.fill('#password', PASSWORD);
  await page.fill('#confirm', PASSWORD);
  await Promise.all([
    page.waitForURL(/\/console\/account\/2fa/),
    page.click('button[type=submit]'),
  ]);
  await enrolTotp(page, svc.url);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

const liveWallet = async () =>
  (await admin(svc.url, 'GET', '/internal/v1/gold-wallets')).body.data.find(
    (w: { mode: string }) => w.mode === 'live',
  );

describe.skipIf(missing !== undefined)('gold wallets on the quality page', () => {
  it('shows what an older log left, and returns it to gold funding on confirmation', async () => {
    await page.goto(`${svc.url}/console/staff/quality`);
    const row = page.locator('#wallet-gold-live');
    expect(await row.textContent()).toContain(`NGN ${held}`);
    expect(await page.locator('#wallet-gold-test').textContent()).toContain('nothing');
    expect(await axeViolations(page)).toEqual([]);

    // Without the confirmation the server changes nothing.
    await page.locator('#gold-return-live').evaluate((el) => el.removeAttribute('required'));
    await Promise.all([
      page.waitForURL(/done=unconfirmed/),
      row.locator('button', { hasText: 'Return to gold funding' }).click(),
    ]);
    expect((await liveWallet()).balances).toEqual([{ currency: 'NGN', amount_minor: held }]);

    await page.check('#gold-return-live');
    await Promise.all([
      page.waitForURL(/done=gold_returned/),
      row.locator('button', { hasText: 'Return to gold funding' }).click(),
    ]);
    await expect(page.textContent('.notice')).resolves.toContain('Gold wallet returned');
    expect(await page.locator('#wallet-gold-live').textContent()).toContain('nothing');
    expect(await page.locator('#wallet-gold-live button').count()).toBe(0);
    expect(await liveWallet()).toMatchObject({ balances: [], funding: [] });

    await page.goto(`${svc.url}/console/staff/audit`);
    const audit = (await page.textContent('table'))!;
    expect(audit).toContain('gold_wallet.return');
    expect(audit).toContain('org_platform_gold');
  }, 90_000);
});
