// The staff side of the Operator app over HTTP: only signed-in platform staff see it; it lists
// the onboarding queue with each identity check's outcome, partner reference and last digits
// (never the number), and the test-mode codes with masked numbers; freezing an account ends its
// app session and refuses its sign-in until unfrozen, and both are in the platform audit log.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/http.ts';
import { ROOT } from '../support/child-service.ts';
import { AppClient, loggedCode, signIn } from '../support/app-client.ts';
import { LIVE_SELFIE_B64 } from '../support/selfie.ts';

const run = promisify(execFile);
const PASSWORD = 'correct horse battery staple';
let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
}, 30_000);

afterAll(async () => {
  await svc?.close();
});

async function staffClient(): Promise<AppClient> {
  const { stdout } = await run(
    process.execPath,
    [
      'bin/errand.mjs',
      'console-user',
      '--data',
      svc.dataDir,
      '--url',
      svc.url,
      '--staff',
      '--email',
      'ops@example.com',
    ],
    { cwd: ROOT },
  );
  const link = new URL(stdout.trim().split('\n').pop()!);
  const staff = new AppClient(svc.url);
  await staff.get(`${link.pathname}${link.search}`);
  const token = link.searchParams.get('token')!;
  const done = await staff.post('/console/setup', { token, password: PASSWORD, confirm: PASSWORD });
  expect(done.status).toBe(303);
  // Staff pages need two-factor sign-in: turn TOTP on as an authenticator app would.
  await staff.get('/console/account/2fa');
  const enrol = await staff.post('/console/account/2fa/start', {});
  const secret = /id="totp-secret"[^>]*value="([^"]+)"/.exec(enrol.html)?.[1];
  expect(secret).toBeDefined();
  const on = await staff.post('/console/account/2fa/confirm', {
    code: await generate({ secret: secret! }),
  });
  expect(on.html).toContain('recovery-codes');
  return staff;
}

describe('Operator app staff pages', () => {
  it('lists checks without the number, shows test codes, freezes and unfreezes', async () => {
    expect((await new AppClient(svc.url).get('/console/staff/operator-app/')).location).toContain(
      '/console/login',
    );

    const phone = '0905 111 2233';
    const operator = new AppClient(svc.url);
    await signIn(svc, operator, phone);
    await operator.get('/app/onboard?state=ng.lagos');
    await operator.post('/app/onboard', {
      state: 'ng.lagos',
      first_name: 'Bisi',
      last_name: 'Ojo',
      lga: 'ng.lagos.surulere',
      language: 'yo',
      skill: 'survey',
    });
    await operator.get('/app/kyc');
    await operator.post('/app/kyc', {
      id_type: 'bvn',
      id_number: '98765430000',
      consent: 'yes',
      selfie: LIVE_SELFIE_B64,
    });

    const staff = await staffClient();
    const list = await staff.get('/console/staff/operator-app/');
    expect(list.status).toBe(200);
    expect(list.html).toContain('Bisi O.');
    expect(list.html).toMatch(/not_found · BVN …0000 · sbx_/);
    expect(list.html).not.toContain('98765430000');
    expect(list.html).toContain('number …233');
    expect(list.html).toContain(loggedCode(svc, '233')!);

    const id = /\/console\/staff\/operator-app\/(oac_\w+)\/freeze/.exec(list.html)![1]!;
    const frozen = await staff.post(`/console/staff/operator-app/${id}/freeze`, {});
    expect(frozen.html).toContain('Frozen');
    expect((await operator.get('/app/home')).location).toBe('/app/start');
    const again = new AppClient(svc.url);
    await again.get('/app/start');
    await again.post('/app/start', { phone });
    await again.get('/app/verify');
    const refused = await again.post('/app/verify', { code: loggedCode(svc, '233')! });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('paused');

    await staff.post(`/console/staff/operator-app/${id}/unfreeze`, {});
    const audit = await staff.get('/console/staff/audit');
    expect(audit.html).toContain('operator_app.freeze');
    expect(audit.html).toContain('operator_app.unfreeze');
  });
});
