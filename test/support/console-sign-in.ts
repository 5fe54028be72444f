// Signing in to the console as a person does, for the browser tests: the one-time link that
// `errand console-user` prints (docs/console.md, "Getting in"), the password set on it, staff's
// two-factor set-up (staff pages wait for it), and email and password on the sign-in page.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROOT } from './child-service.ts';
import { enrolTotp } from './console-2fa.ts';
import type { TestService } from './http.ts';

const run = promisify(execFile);
export const PASSWORD = 'correct horse battery staple';
/** Where a new account lands: the overview, staff pages, or the account page (staff's 2FA). */
const SIGNED_UP = /\/console\/(overview|staff|account)/;

/** `errand console-user <args>` against the test service's data; rejects when it exits non-zero. */
export const consoleUser = (svc: TestService, args: string[]) =>
  run(
    process.execPath,
    ['bin/errand.mjs', 'console-user', '--data', svc.dataDir, '--url', svc.url, ...args],
    { cwd: ROOT },
  );

/** The one-time link (set-up, invitation or reset) `console-user` prints on its last line. */
export async function consoleLink(svc: TestService, args: string[]): Promise<string> {
  return (await consoleUser(svc, args)).stdout.trim().split('\n').pop()!;
}

/** On a set-up or reset page: the password typed twice and sent; resolves once at `lands`. */
export async function setPassword(page: Page, lands = SIGNED_UP, password = PASSWORD) {
  await page.fill('#password', password);
  await page.fill('#confirm', password);
  await Promise.all([page.waitForURL(lands), page.click('button[type=submit]')]);
}

/** On the sign-in page: email and password sent; resolves once at `lands`. */
export async function submitSignIn(page: Page, email: string, lands: RegExp, password = PASSWORD) {
  await page.fill('#email', email);
  await page.fill('#password', password);
  await Promise.all([page.waitForURL(lands), page.click('button[type=submit]')]);
}

/** A set-up link opened in a new page (of a fresh context, or of `where`) and its password set. */
export async function signUp(
  where: Browser | BrowserContext,
  link: string,
  lands = SIGNED_UP,
): Promise<Page> {
  const context = 'newContext' in where ? await where.newContext() : where;
  const page = await context.newPage();
  await page.goto(link);
  await setPassword(page, lands);
  return page;
}

/** A member of an org, signed up from the CLI's link in a fresh context: on the overview. */
export async function signUpMember(
  browser: Browser,
  svc: TestService,
  orgId: string,
  email: string,
): Promise<Page> {
  const link = await consoleLink(svc, ['--org', orgId, '--email', email]);
  return signUp(browser, link, /\/console\/overview/);
}

/** A member of staff, signed up in a fresh context with TOTP turned on (staff pages need it). */
export async function signUpStaff(browser: Browser, svc: TestService, email: string) {
  const link = await consoleLink(svc, ['--staff', '--email', email]);
  const page = await signUp(browser, link, /\/console\/account\/2fa/);
  await enrolTotp(page, svc.url);
  return page;
}
