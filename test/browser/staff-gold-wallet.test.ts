// The Quality page's gold wallets in a real browser (Debian's chromium through playwright-core;
// docs/console.md, "Operator quality"; docs/outcomes.md, "Older logs"): on a log an older version
// left a gold refund in the gold wallet, staff see the balance, a return without its confirmation
// changes nothing, a confirmed one moves it to gold funding (the API reads the wallet empty) and
// joins the platform audit log; axe finds no serious violation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, startTestService, type TestService } from '../support/http.ts';
import { chromiumOrSkip, clickTo, closeAll, expectAxeClean, launch } from '../support/browser.ts';
import { signUpStaff } from '../support/console-sign-in.ts';
import { legacyGoldWallet } from '../support/legacy-gold.ts';

const missing = chromiumOrSkip('gold wallet');

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
  page = await signUpStaff(browser, svc, 'wallets@example.com');
}, 60_000);

afterAll(() => closeAll(browser, svc));

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
    await expectAxeClean(page, 'quality, gold wallets');

    // Without the confirmation the server changes nothing.
    await page.locator('#gold-return-live').evaluate((el) => el.removeAttribute('required'));
    await clickTo(
      page,
      row.locator('button', { hasText: 'Return to gold funding' }),
      /done=unconfirmed/,
    );
    expect((await liveWallet()).balances).toEqual([{ currency: 'NGN', amount_minor: held }]);

    await page.check('#gold-return-live');
    await clickTo(
      page,
      row.locator('button', { hasText: 'Return to gold funding' }),
      /done=gold_returned/,
    );
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
