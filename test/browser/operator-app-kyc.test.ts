// Staff refusing a stopped identity check, seen in browsers: an applicant whose three selfies
// failed the live check sees that staff will review; staff refuse it on the app's staff page in
// the console (a desktop browser: reason, note, confirmation; axe there too); the phone then
// says staff could not accept the check and why, in English and in Pidgin. On the emulated
// Android phone on slow 3G, axe finds no serious violation and each page transfers at most 60 KB.
// OPERATOR_APP_SCREENSHOTS=1 saves the screens to docs/operator-app/.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/http.ts';
import { chromiumOrSkip, closeAll, expectAxeClean, launch } from '../support/browser.ts';
import { AppClient, signIn } from '../support/app-client.ts';
import { staffClient } from '../support/app-work.ts';
import { handOver, Phone, SHOTS } from '../support/app-phone.ts';
import { blankSelfie } from '../support/selfie.ts';

let svc: TestService;
let applicant: AppClient;
let browser: Browser;
let phone: Phone;

const missing = chromiumOrSkip('Operator app KYC');

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  applicant = new AppClient(svc.url);
  await signIn(svc, applicant, '0817 400 5006');
  await applicant.get('/app/onboard?state=ng.lagos');
  const onboarded = await applicant.post('/app/onboard', {
    state: 'ng.lagos',
    first_name: 'Aisha',
    last_name: 'Sani',
    lga: 'ng.lagos.surulere',
    language: 'ha',
    skill: 'field_verification',
  });
  expect(onboarded.location).toBe('/app/kyc');
  const blank = (await blankSelfie()).toString('base64');
  for (let i = 0; i < 3; i++) {
    await applicant.get('/app/kyc');
    await applicant.post('/app/kyc', {
      id_type: 'nin',
      id_number: '45678901234',
      consent: 'yes',
      selfie: blank,
    });
  }
  browser = await launch();
  phone = await Phone.open(browser);
  await handOver(phone.context, applicant, `${svc.url}/`);
}, 60_000);

afterAll(() => closeAll(browser, svc));

describe.skipIf(missing !== undefined)('staff refuse an identity check', () => {
  it('is decided in the console and told to the Operator on the phone', async () => {
    await phone.step(() => phone.page.goto(`${svc.url}/app/kyc`));
    await phone.screen('kyc-stopped');
    expect(await phone.page.textContent('main')).toContain('Our staff will review');

    const staff = await staffClient(svc, 'kyc-desk@example.com');
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await handOver(desk, staff, `${svc.url}/`);
    const console_ = await desk.newPage();
    await console_.goto(`${svc.url}/console/staff/operator-app/`);
    expect(await console_.textContent('main')).toContain('checks stopped: review');
    await expectAxeClean(console_, 'the staff page');
    if (SHOTS) await console_.screenshot({ path: `${SHOTS}/staff-kyc.png`, fullPage: true });
    const form = console_.locator('form[action$="/refuse"]');
    await form.locator('select[name=reason]').selectOption('not_their_number');
    await form
      .locator('input[name=note]')
      .fill('Called the applicant: the NIN slip is a cousin’s.');
    await form.locator('input[name=confirm]').check();
    await Promise.all([console_.waitForNavigation(), form.locator('button').click()]);
    expect(await console_.textContent('main')).toContain('Identity refused (not_their_number)');
    expect(await console_.textContent('main')).toContain('refused by staff: not their number');
    await desk.close();

    await phone.step(() => phone.page.goto(`${svc.url}/app/kyc`));
    await phone.screen('kyc-refused');
    const told = await phone.page.textContent('[role=alert]');
    expect(told).toContain('could not accept it');
    expect(told).toContain('the BVN or NIN does not belong to you');
    expect(told).not.toContain('cousin');
    expect(await phone.page.locator('form[action="/app/kyc"]').count()).toBe(0);

    await phone.step(() => phone.page.click('a[href^="/app/lang/pcm"]'));
    await phone.step(() => phone.page.goto(`${svc.url}/app/kyc`));
    await phone.screen('kyc-refused-pcm');
    expect(await phone.page.textContent('[role=alert]')).toContain('dat BVN or NIN no be your own');
    console.log(`Operator app KYC page weights (bytes): ${JSON.stringify(phone.weights)}`);
  }, 120_000);
});
