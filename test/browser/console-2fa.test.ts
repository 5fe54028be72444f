// Two-factor sign-in in a real browser (chromium through playwright-core): staff pages send a
// member of staff without two-factor to set it up first (and staff cannot turn it off); a member
// turns TOTP on from a QR code page, then signing in asks for a code: a wrong one is refused, the
// app's code works once (the same code again is refused), a recovery code works once; a
// password-reset link does not skip the second step; a passkey added with Chromium's virtual
// authenticator (DevTools WebAuthn) signs in as the second factor; axe finds no serious violation
// on the pages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrg, startTestService, type TestOrg, type TestService } from '../support/http.ts';
import { accessible, chromiumOrSkip, clickTo, closeAll, launch } from '../support/browser.ts';
import { enrolTotp, nextCode } from '../support/console-2fa.ts';
import {
  consoleLink,
  PASSWORD,
  setPassword,
  signUp,
  submitSignIn,
} from '../support/console-sign-in.ts';

let svc: TestService;
let browser: Browser;
let org: TestOrg;

const missing = chromiumOrSkip('console 2FA');

const link = (args: string[]) => consoleLink(svc, args);

/** Email and password on a fresh browser: lands on the second step when two-factor is on. */
async function password(email: string, pass = PASSWORD): Promise<Page> {
  const p = await (await browser.newContext()).newPage();
  await p.goto(`${svc.url}/console/login`);
  await submitSignIn(p, email, /\/console\/(login\/2fa|overview)/, pass);
  return p;
}

async function code(p: Page, value: string): Promise<void> {
  await p.fill('#code', value);
  await Promise.all([p.waitForLoadState(), p.click('button[type=submit]')]);
}

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '1000000');
  browser = await launch();
}, 60_000);

afterAll(() => closeAll(browser, svc));

describe.skipIf(missing !== undefined)('two-factor sign-in', () => {
  it('staff must turn it on before any staff page, and cannot turn it off', async () => {
    const staff = await signUp(browser, await link(['--staff', '--email', 'staff2fa@example.com']));
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
    const owner = await signUp(
      browser,
      await link(['--org', org.orgId, '--email', 'owner2fa@example.com']),
    );
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
    await setPassword(p, /\/console\/login$/, 'another long passphrase');
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
      await setPassword(p, /\/console\/overview/);
      await p.goto(`${local}/console/account/2fa`);
      await p.fill('#passkey-label', 'Laptop');
      await clickTo(p, '#add-passkey', /done=passkey_added/);
      await expect(p.textContent('#passkeys')).resolves.toContain('Laptop');
      await accessible(p, 'account-passkeys');
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials.length).toBeGreaterThan(0);

      await clickTo(p, 'text=Sign out', /\/console\/login/);
      await submitSignIn(p, 'passkey@example.com', /\/console\/login\/2fa$/);
      expect(await p.locator('#code').count()).toBe(0); // no TOTP on this account
      await clickTo(p, '#use-passkey', /\/console\/overview$/);
      await p.goto(`${local}/console/audit`);
      await expect(p.textContent('table')).resolves.toContain('second_factor=passkey');
      await expect(p.textContent('table')).resolves.toContain('two_factor.passkey_add');
    },
  );
});
