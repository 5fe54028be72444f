// Two-factor sign-in in a real browser (chromium through playwright-core): staff pages send a
// member of staff without two-factor to set it up first (and staff cannot turn it off); a member
// turns TOTP on from a QR code page, then signing in asks for a code: a wrong one is refused, the
// app's code works once (the same code again is refused), a recovery code works once; a
// password-reset link does not skip the second step; a passkey added with Chromium's virtual
// authenticator (DevTools WebAuthn) signs in as the second factor; axe finds no serious violation
// on the pages.
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrg, startTestService, type TestOrg, type TestService } from '../support/http.ts';
import { ROOT } from '../support/child-service.ts';
import { axeViolations, chromiumMissing, docScreenshot, launch } from '../support/browser.ts';
import { enrolTotp, nextCode } from '../support/console-2fa.ts';

const run = promisify(execFile);
const PASSWORD = 'correct horse battery staple';
const SHOTS = process.env.CONSOLE_SCREENSHOTS === '1' ? `${ROOT}docs/console` : undefined;

let svc: TestService;
let browser: Browser;
let org: TestOrg;

const missing = chromiumMissing();
if (missing) console.warn(`SKIP console 2FA browser tests: ${missing}`);

async function link(args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['bin/errand.mjs', 'console-user', '--data', svc.dataDir, '--url', svc.url, ...args],
    { cwd: ROOT },
  );
  return stdout.trim().split('\n').pop()!;
}

async function signUp(url: string): Promise<Page> {
  const p = await (await browser.newContext()).newPage();
  await p.goto(url);
  await p.fill('#password', PASSWORD);
  await p.fill('#confirm', PASSWORD);
  await Promise.all([
    p.waitForURL(/\/console\/(overview|account)/),
    p.click('button[type=submit]'),
  ]);
  return p;
}

/** Email and password on a fresh browser: lands on the second step when two-factor is on. */
async function password(email: string, pass = PASSWORD): Promise<Page> {
  const p = await (await browser.newContext()).newPage();
  await p.goto(`${svc.url}/console/login`);
  await p.fill('#email', email);
  await p.fill('#password', pass);
  await Promise.all([
    p.waitForURL(/\/console\/(login\/2fa|overview)/),
    p.click('button[type=submit]'),
  ]);
  return p;
}

async function code(p: Page, value: string): Promise<void> {
  await p.fill('#code', value);
  await Promise.all([p.waitForLoadState(), p.click('button[type=submit]')]);
}

async function accessible(p: Page, name: string): Promise<void> {
  expect(await axeViolations(p), `axe on ${name}`).toEqual([]);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await docScreenshot(p, `${SHOTS}/${name}.png`);
  }
}

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '1000000');
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

describe.skipIf(missing !== undefined)('two-factor sign-in', () => {
  it('staff must turn it on before any staff page, and cannot turn it off', async () => {
    const staff = await signUp(await link(['--staff', '--email', 'staff2fa@example.com']));
    expect(staff.url()).toMatch(/\/console\/account\/2fa$/);
    await expect(staff.textContent('#staff-needs-2fa')).resolves.toContain('must turn on');
    await staff.goto(`${svc.url}/console/staff/orgs`);
    expect(staff.url()).toMatch(/\/console\/account\/2fa$/);
    const { secret } = await enrolTotp(staff, svc.url);
    await staff.goto(`${svc.url}/console/staff/orgs`);
    expect(staff.url()).toMatch(/\/console\/staff\/orgs$/);
    expect(await staff.locator('text=Turn off two-factor').count()).toBe(0);
    // The form posted anyway: refused on the server.
    await staff.goto(`${svc.url}/console/account/2fa`);
    const token = await staff.locator('input[name=_csrf]').first().inputValue();
    const off = await staff.request.post(`${svc.url}/console/account/2fa/disable`, {
      form: { _csrf: token, password: PASSWORD },
      maxRedirects: 0,
    });
    expect(off.status()).toBe(403);
    // Signing in again asks for the code.
    const again = await password('staff2fa@example.com');
    expect(again.url()).toMatch(/\/console\/login\/2fa$/);
    await code(again, await nextCode(secret));
    expect(again.url()).toMatch(/\/console\/staff\/reviews$/);
  });

  it('a member turns TOTP on; sign-in then needs a code, each code works once', async () => {
    const owner = await signUp(await link(['--org', org.orgId, '--email', 'owner2fa@example.com']));
    await owner.goto(`${svc.url}/console/account/2fa`);
    await owner.click('text=Set up an authenticator app');
    await expect(owner.locator('.qr svg').count()).resolves.toBe(1);
    await accessible(owner, 'account-2fa');
    const { secret, codes } = await enrolTotp(owner, svc.url);
    expect(codes).toHaveLength(10);
    await expect(owner.textContent('#two-factor-status')).resolves.toContain('On');

    const p = await password('owner2fa@example.com');
    expect(p.url()).toMatch(/\/console\/login\/2fa$/);
    await accessible(p, 'login-2fa');
    // Without the second step there is no session: a console page sends back to sign in.
    await p.goto(`${svc.url}/console/overview`);
    expect(p.url()).toContain('/console/login');
    await p.goto(`${svc.url}/console/login/2fa`);
    await code(p, '000000');
    await expect(p.textContent('.error')).resolves.toContain('wrong or already used');
    const good = await nextCode(secret);
    await code(p, good);
    expect(p.url()).toMatch(/\/console\/overview$/);

    // The same code, read over a shoulder and replayed: refused.
    const replay = await password('owner2fa@example.com');
    await code(replay, good);
    await expect(replay.textContent('.error')).resolves.toContain('wrong or already used');

    // A recovery code signs in once.
    const lost = await password('owner2fa@example.com');
    await code(lost, codes[0]!);
    expect(lost.url()).toMatch(/\/console\/overview$/);
    const twice = await password('owner2fa@example.com');
    await code(twice, codes[0]!);
    await expect(twice.textContent('.error')).resolves.toContain('wrong or already used');
    await lost.goto(`${svc.url}/console/account/2fa`);
    await expect(lost.textContent('#two-factor-status')).resolves.toContain('left: 9');
    await lost.goto(`${svc.url}/console/audit`);
    await expect(lost.textContent('table')).resolves.toContain('second_factor=recovery_code');
    expect(await lost.content()).not.toContain(secret);
  });

  it('a password reset link does not skip the second step', async () => {
    const reset = await link(['--reset', '--email', 'owner2fa@example.com']);
    const p = await (await browser.newContext()).newPage();
    await p.goto(reset);
    await p.fill('#password', 'another long passphrase');
    await p.fill('#confirm', 'another long passphrase');
    await Promise.all([p.waitForURL(/\/console\/login$/), p.click('button[type=submit]')]);
    await p.goto(`${svc.url}/console/overview`);
    expect(p.url()).toContain('/console/login');
    const next = await password('owner2fa@example.com', 'another long passphrase');
    expect(next.url()).toMatch(/\/console\/login\/2fa$/);
  });

  it(
    'a passkey (virtual authenticator) is the ' + 'second factor where the browser has one',
    async () => {
      // WebAuthn takes a host name, never an IP address: the browser uses localhost.
      const local = svc.url.replace('127.0.0.1', 'localhost');
      const context = await browser.newContext();
      const p = await context.newPage();
      const cdp = await context.newCDPSession(p);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await p.goto(
        (await link(['--org', org.orgId, '--email', 'passkey@example.com'])).replace(
          svc.url,
          local,
        ),
      );
      await p.fill('#password', PASSWORD);
      await p.fill('#confirm', PASSWORD);
      await Promise.all([p.waitForURL(/\/console\/overview/), p.click('button[type=submit]')]);
      await p.goto(`${local}/console/account/2fa`);
      await p.fill('#passkey-label', 'Laptop');
      await Promise.all([p.waitForURL(/done=passkey_added/), p.click('#add-passkey')]);
      await expect(p.textContent('#passkeys')).resolves.toContain('Laptop');
      await accessible(p, 'account-passkeys');
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials.length).toBeGreaterThan(0);

      await Promise.all([p.waitForURL(/\/console\/login/), p.click('text=Sign out')]);
      await p.fill('#email', 'passkey@example.com');
      await p.fill('#password', PASSWORD);
      await Promise.all([p.waitForURL(/\/console\/login\/2fa$/), p.click('button[type=submit]')]);
      expect(await p.locator('#code').count()).toBe(0); // no TOTP on this account
      await Promise.all([p.waitForURL(/\/console\/overview$/), p.click('#use-passkey')]);
      await p.goto(`${local}/console/audit`);
      await expect(p.textContent('table')).resolves.toContain('second_factor=passkey');
      await expect(p.textContent('table')).resolves.toContain('two_factor.passkey_add');
    },
  );
});
