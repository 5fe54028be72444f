// The Operator app's offline shell on a phone (Debian's chromium, mobile emulation): the service
// worker installs from the first app page, and with the network gone an app page answers the
// offline page from its cache, styled by the cached stylesheet; axe finds no serious violation
// there. The manifest names PNG icons (192 and 512 px) for older Android home screens, served
// at their stated sizes. OPERATOR_APP_SCREENSHOTS=1 saves the offline screen.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/http.ts';
import { chromiumOrSkip, closeAll, expectAxeClean, launch } from '../support/browser.ts';
import { appOperator } from '../support/app-work.ts';
import { handOver, SHOTS } from '../support/app-phone.ts';

let svc: TestService;
let browser: Browser;
let phone: BrowserContext;
let page: Page;

const missing = chromiumOrSkip('Operator app offline');

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  const { client } = await appOperator(svc, '0818 606 7070', 'Musa');
  browser = await launch();
  phone = await browser.newContext({
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-NG',
  });
  await handOver(phone, client, `${svc.url}/`);
  page = await phone.newPage();
}, 60_000);

afterAll(() => closeAll(browser, svc));

describe.skipIf(missing !== undefined)('the offline shell', () => {
  it('answers the cached offline page, styled, when the phone has no network', async () => {
    await page.goto(`${svc.url}/app/work`);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await expect
      .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'))
      .toBe(true);

    await phone.setOffline(true);
    await page.goto(`${svc.url}/app/money`);
    expect(await page.textContent('h1')).toBe('No network');
    expect(await page.textContent('main')).toContain('saved on your phone');
    const background = await page.evaluate('getComputedStyle(document.body).backgroundColor');
    expect(background).toBe('rgb(250, 250, 247)');
    await expectAxeClean(page, 'the offline page');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline.png`, fullPage: true });

    await phone.setOffline(false);
    await page.goto(`${svc.url}/app/money`);
    expect(await page.textContent('h1')).toBe('Money');
  }, 60_000);

  it('names PNG icons in the manifest, served at their sizes', async () => {
    const manifest = (await (await fetch(`${svc.url}/app/manifest.webmanifest`)).json()) as {
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of pngs) {
      const res = await fetch(`${svc.url}${icon.src}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });
});
