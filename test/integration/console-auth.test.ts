// Proves the console's sign-in rules over plain HTTP: five wrong passwords lock the account (the
// right one is refused too until the lock ends), a password change ends every other session of
// that person, a set-up link works once, a form without its CSRF token is refused, and console
// pages answer with the console's security headers while the JSON API keeps its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSecret, mintSetupToken } from '../../src/console/setup-tokens.ts';
import { newOrg, startTestService, type TestService } from '../support/http.ts';

const PASSWORD = 'a long enough passphrase';
let svc: TestService;

/** A cookie jar and a form poster: what a browser does, by hand. */
class Client {
  readonly jar = new Map<string, string>();
  async get(path: string): Promise<{ status: number; text: string; headers: Headers }> {
    const res = await fetch(`${svc.url}${path}`, {
      headers: { cookie: this.cookie() },
      redirect: 'manual',
    });
    this.keep(res);
    return { status: res.status, text: await res.text(), headers: res.headers };
  }
  async post(
    path: string,
    form: Record<string, string>,
    withToken = true,
  ): Promise<{ status: number; location: string | null; text: string }> {
    const body = new URLSearchParams(form);
    if (withToken) body.set('_csrf', await this.token(path));
    const res = await fetch(`${svc.url}${path}`, {
      method: 'POST',
      body,
      headers: { cookie: this.cookie(), 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    this.keep(res);
    return { status: res.status, location: res.headers.get('location'), text: await res.text() };
  }
  /** A token from a page (any console page carries one for the CSRF secret cookie). */
  async token(_path: string): Promise<string> {
    const page = await this.get('/console/login');
    return /name="_csrf" value="([^"]+)"/.exec(page.text)![1]!;
  }
  private cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  private keep(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      if (v === '' || /Expires=Thu, 01 Jan 1970/i.test(c)) this.jar.delete(k!);
      else this.jar.set(k!, v!);
    }
  }
}

async function member(email: string): Promise<Client> {
  const org = await newOrg(svc.url, '0');
  const token = mintSetupToken(consoleSecret(svc.dataDir), {
    kind: 'setup',
    email,
    staff: false,
    role: 'owner',
    orgId: org.orgId,
    orgName: null,
    mode: 'live',
    expiresAtMs: Date.now() + 60_000,
  });
  const c = new Client();
  const done = await c.post('/console/setup', { token, password: PASSWORD, confirm: PASSWORD });
  expect(done.status).toBe(303);
  expect(done.location).toBe('/console/overview');
  // The same link again: already used.
  const again = await new Client().post('/console/setup', {
    token,
    password: PASSWORD,
    confirm: PASSWORD,
  });
  expect(again.status).toBe(410);
  return c;
}

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.close();
});

describe('console sign-in', () => {
  it(
    'locks an account after five wrong passwords; ' + 'the right one is refused while locked',
    async () => {
      await member('lock@example.com');
      const c = new Client();
      for (let i = 0; i < 5; i++)
        expect(
          (
            await c.post('/console/login', {
              email: 'lock@example.com',
              password: 'wrong password!!',
            })
          ).status,
        ).toBe(401);
      const locked = await c.post('/console/login', {
        email: 'lock@example.com',
        password: PASSWORD,
      });
      expect(locked.status).toBe(429);
      expect(locked.text).toContain('locked');
      expect(c.jar.has('errand_console')).toBe(false);
    },
  );

  it('a password change ends every other session of that person', async () => {
    const first = await member('change@example.com');
    const second = new Client();
    expect(
      (await second.post('/console/login', { email: 'change@example.com', password: PASSWORD }))
        .status,
    ).toBe(303);
    expect((await second.get('/console/overview')).status).toBe(200);
    const next = 'another long passphrase';
    const changed = await first.post('/console/account/password', {
      current: PASSWORD,
      password: next,
      confirm: next,
    });
    expect(changed.status).toBe(303);
    expect((await first.get('/console/overview')).status).toBe(200);
    const out = await second.get('/console/overview');
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toContain('/console/login');
    expect(
      (
        await new Client().post('/console/login', {
          email: 'change@example.com',
          password: PASSWORD,
        })
      ).status,
    ).toBe(401);
  });

  it('refuses a sign-in form without its CSRF token', async () => {
    await member('csrf@example.com');
    const res = await new Client().post(
      '/console/login',
      { email: 'csrf@example.com', password: PASSWORD },
      false,
    );
    expect(res.status).toBe(403);
  });

  it("serves console pages with the console's headers and the JSON API with its own", async () => {
    const page = await new Client().get('/console/login');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('cache-control')).toBe('no-store');
    // The API's policy (http/security-headers.ts) allows nothing to load or frame it.
    const api = await fetch(`${svc.url}/v1/zones`);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(api.headers.get('x-frame-options')).toBe('DENY');
  });
});
