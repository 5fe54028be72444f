// A phone's browser, as far as the Operator app's forms need one: a cookie jar, the CSRF token
// read from the page, form posts, redirects not followed (the tests look at where they point).
import type { TestService } from './http.ts';

export interface Page {
  status: number;
  location: string | null;
  html: string;
}

export class AppClient {
  private readonly jar = new Map<string, string>();
  private csrf = '';

  constructor(
    private base: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  private cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private async send(method: string, path: string, body?: URLSearchParams): Promise<Page> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...this.headers,
        cookie: this.cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body: body.toString() } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const html = await res.text();
    const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
    if (token) this.csrf = token;
    return { status: res.status, location: res.headers.get('location'), html };
  }

  get(path: string): Promise<Page> {
    return this.send('GET', path);
  }

  /** Posts a form with the token of the last page read (withToken false leaves it out). */
  post(path: string, fields: Record<string, string>, withToken = true): Promise<Page> {
    const body = new URLSearchParams(fields);
    if (withToken) body.set('_csrf', this.csrf);
    return this.send('POST', path, body);
  }

  /** Sends JSON as the phone's outbox does, with the CSRF token of the last form read. */
  async postJson(path: string, body: unknown, csrf: string): Promise<Page & { json: unknown }> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...this.headers,
        cookie: this.cookieHeader(),
        'content-type': 'application/json',
        'csrf-token': csrf,
      },
      body: JSON.stringify(body),
    });
    const html = await res.text();
    const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(html) : null;
    return { status: res.status, location: res.headers.get('location'), html, json };
  }

  /** The same phone, with its cookies, to a restarted service (a new port). */
  moveTo(base: string): void {
    this.base = base;
  }

  /** The cookie jar, to hand this session to a browser. */
  cookies(): Array<[string, string]> {
    return [...this.jar];
  }

  has(cookie: string): boolean {
    return this.jar.has(cookie);
  }
}

/** The newest test-mode code the service logged for a number ending in `last3`. */
export function loggedCode(svc: TestService, last3: string): string | undefined {
  for (const line of [...svc.logs].reverse()) {
    if (!line.includes('"sms":"test"') || !line.includes(`"to":"…${last3}"`)) continue;
    return /"code":"(\d{6})"/.exec(line)?.[1];
  }
  return undefined;
}

/** Number, then the logged code: a signed-in client. */
export async function signIn(svc: TestService, client: AppClient, phone: string): Promise<void> {
  await client.get('/app/start');
  const sent = await client.post('/app/start', { phone });
  if (sent.location !== '/app/verify') throw new Error(`send refused: ${sent.status}`);
  await client.get('/app/verify');
  const code = loggedCode(svc, phone.replace(/\D/g, '').slice(-3));
  const done = await client.post('/app/verify', { code: code ?? '' });
  if (done.location !== '/app/home') throw new Error(`sign-in refused: ${done.status}`);
}
