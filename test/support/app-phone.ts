// A small Android phone for the Operator app's browser tests: Debian's chromium with mobile
// emulation (360×640, touch), slow 3G (400 kbit/s, 400 ms round trips), the cache and the service
// worker bypassed so each page is weighed as a first visit; `screen` runs axe, holds the page to
// its transfer budget and saves a screenshot when OPERATOR_APP_SCREENSHOTS=1.
import { mkdirSync } from 'node:fs';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { ROOT } from './child-service.ts';
import { expectAxeClean } from './browser.ts';
import type { AppClient } from './app-client.ts';

export const SHOTS =
  process.env.OPERATOR_APP_SCREENSHOTS === '1' ? `${ROOT}docs/operator-app` : undefined;
const PAGE_BUDGET_BYTES = 60 * 1024;
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 9; SM-J600F) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/120.0 Mobile Safari/537.36';

/** The browser takes over a session made over HTTP (cookies of the client's jar). */
export async function handOver(context: BrowserContext, client: AppClient, url: string) {
  await context.addCookies(client.cookies().map(([name, value]) => ({ name, value, url })));
}

export class Phone {
  transferred = 0;
  readonly weights: Record<string, number> = {};

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly cdp: CDPSession,
  ) {}

  /** The phone's browser context; `extra` adds to it (say, a geolocation and its permission). */
  static async open(browser: Browser, extra: BrowserContextOptions = {}): Promise<Phone> {
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      userAgent: ANDROID_UA,
      locale: 'en-NG',
      ...extra,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
    const phone = new Phone(context, page, cdp);
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
      phone.transferred += e.encodedDataLength;
    });
    return phone;
  }

  /** Runs a step that navigates, counting only what that navigation transfers. */
  async step(action: () => Promise<unknown>): Promise<void> {
    await this.page.waitForLoadState('load');
    this.transferred = 0;
    await Promise.all([this.page.waitForNavigation(), action()]);
  }

  /** After a navigation: axe, the page's weight against its budget, and its screenshot. */
  async screen(name: string): Promise<void> {
    await this.page.waitForLoadState('load');
    await expectAxeClean(this.page, name);
    this.weights[name] = this.transferred;
    expect(this.transferred, `${name} was weighed`).toBeGreaterThan(0);
    expect(this.transferred, `${name} transferred bytes`).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await this.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    }
  }
}
