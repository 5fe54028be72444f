// The Operator app's sign-up and sign-in by phone over HTTP: a code goes to the service log in
// test mode (number masked, never the whole number), a right code makes the account and a session,
// a code works once (even with two tries at once), expires after 10 minutes, locks after 5 wrong
// tries; sends are limited per phone; forms need their CSRF token; an Operator onboarded by staff
// signs in as that Operator; Pidgin is served to a phone that asks for it; sign-out ends it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/http.ts';
import { advance, registerOperator } from '../support/operators.ts';
import { AppClient, loggedCode, signIn } from '../support/app-client.ts';

let svc: TestService;
let n = 0;
/** A fresh Nigerian mobile number per test, in the local form people type. */
const freshPhone = () => `0803 555 ${String(1000 + ++n).slice(-4)}`;
const last3 = (phone: string) => phone.replace(/\D/g, '').slice(-3);

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
}, 30_000);

afterAll(async () => {
  await svc?.close();
});

async function codeSent(client: AppClient, phone: string): Promise<string> {
  await client.get('/app/start');
  const sent = await client.post('/app/start', { phone });
  expect(sent.status).toBe(303);
  expect(sent.location).toBe('/app/verify');
  const page = await client.get('/app/verify');
  expect(page.html).toContain(`ending ${last3(phone)}`);
  return loggedCode(svc, last3(phone))!;
}

describe('Operator app sign-in by phone', () => {
  it('signs up with a logged code that works once; the log never holds the number', async () => {
    const phone = freshPhone();
    const client = new AppClient(svc.url);
    const code = await codeSent(client, phone);
    expect(code).toMatch(/^\d{6}$/);
    const whole = phone.replace(/\D/g, '').slice(1);
    expect(svc.logs.join('\n')).not.toContain(whole);

    const other = code === '000000' ? '111111' : '000000';
    const wrong = await client.post('/app/verify', { code: other });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('That code is not right');

    const done = await client.post('/app/verify', { code });
    expect(done.location).toBe('/app/home');
    const home = await client.get('/app/home');
    expect(home.status).toBe(200);
    expect(home.html).toContain('Your account is ready');

    // Another phone replaying the same number and code gets nothing.
    const thief = new AppClient(svc.url);
    await thief.get('/app/start');
    await thief.post('/app/start', { phone }); // a new code is sent, the old one is gone
    await thief.get('/app/verify');
    const replay = await thief.post('/app/verify', { code });
    expect([401, 410]).toContain(replay.status);
  });

  it('two tries with the same right code at once start one session', async () => {
    const phone = freshPhone();
    const a = new AppClient(svc.url);
    const code = await codeSent(a, phone);
    const both = await Promise.all([
      a.post('/app/verify', { code }),
      a.post('/app/verify', { code }),
    ]);
    const wins = both.filter((p) => p.location === '/app/home');
    expect(wins).toHaveLength(1);
    expect(both.find((p) => p.location !== '/app/home')!.status).toBe(410);
  });

  it('a code expires after 10 minutes and locks after 5 wrong tries', async () => {
    const phone = freshPhone();
    const client = new AppClient(svc.url);
    const code = await codeSent(client, phone);
    await advance(svc, 601);
    const late = await client.post('/app/verify', { code });
    expect(late.status).toBe(410);
    expect(late.html).toContain('expired');

    const other = freshPhone();
    const c2 = new AppClient(svc.url);
    const right = await codeSent(c2, other);
    const bad = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++) {
      expect((await c2.post('/app/verify', { code: bad })).status).toBe(401);
    }
    expect((await c2.post('/app/verify', { code: bad })).status).toBe(429);
    const afterLock = await c2.post('/app/verify', { code: right });
    expect(afterLock.status).toBe(429);
    expect(afterLock.html).toContain('Too many wrong codes');
  });

  it('limits sends per phone: one per 30 seconds, three per 15 minutes', async () => {
    const phone = freshPhone();
    const client = new AppClient(svc.url);
    await codeSent(client, phone);
    const soon = await client.post('/app/resend', {});
    expect(soon.status).toBe(429);
    expect(soon.html).toContain('less than 30 seconds');
    await advance(svc, 31);
    expect((await client.post('/app/resend', {})).location).toBe('/app/verify');
    await advance(svc, 31);
    expect((await client.post('/app/resend', {})).location).toBe('/app/verify');
    await advance(svc, 31);
    const many = await client.post('/app/resend', {});
    expect(many.status).toBe(429);
    expect(many.html).toContain('Three codes');
  });

  it('refuses a bad number and a form without its token', async () => {
    const client = new AppClient(svc.url);
    await client.get('/app/start');
    const bad = await client.post('/app/start', { phone: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('not a Nigerian mobile number');
    const forged = await client.post('/app/start', { phone: freshPhone() }, false);
    expect(forged.status).toBe(403);
  });

  it('an Operator onboarded by staff signs in as that Operator; sign-out ends it', async () => {
    const phone = freshPhone();
    const e164 = `+234${phone.replace(/\D/g, '').slice(1)}`;
    await registerOperator(svc, { phone: e164 });
    const client = new AppClient(svc.url);
    await signIn(svc, client, phone);
    const home = await client.get('/app/home');
    expect(home.html).toContain('signed in as an Operator');
    await client.post('/app/logout', {});
    expect((await client.get('/app/home')).location).toBe('/app/start');
  });

  it('speaks Pidgin to a phone that asks for it, and switches by link', async () => {
    const client = new AppClient(svc.url, { 'accept-language': 'pcm-NG,en;q=0.5' });
    const page = await client.get('/app/start');
    expect(page.html).toContain('Put your phone number');
    expect(page.html).toContain('<html lang="pcm">');
    await client.get('/app/lang/en?back=/app/start');
    expect((await client.get('/app/start')).html).toContain('Enter your phone number');
  });
});
