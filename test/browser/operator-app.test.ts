// The Operator app on a small Android phone (Debian's chromium, mobile emulation, slow 3G,
// geolocation):
// sign-up by phone with the code from the service log, onboarding, the sandbox identity check
// (a blank selfie fails its liveness rule; a real one, shrunk on the phone to 640 px, passes),
// an offer in the covered LGA, accept, the Pass as a QR code that /v1/pass/verify accepts, a
// check-in refused outside the zone and taken inside it, a photo given to the camera input sent
// while offline (it waits in the outbox) and taken once when the network returns (a resend of
// its key changes nothing); axe finds no serious violation on any page, and every page transfers
// at most 60 KB. OPERATOR_APP_SCREENSHOTS=1 saves the screens to docs/operator-app/.
import type { Browser, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { chromiumOrSkip, closeAll, expectAxeClean, launch } from '../support/browser.ts';
import { Phone, SHOTS } from '../support/app-phone.ts';
import { postTask, waitMatched } from '../support/operators.ts';
import { loggedCode } from '../support/app-client.ts';
import { QR_OPTIONS } from '../../src/operator-app/routes/work.ts';
import { makeJpeg } from '../proof-checks/support/jpeg.ts';
import { blankSelfie } from '../support/selfie.ts';
import sharp from 'sharp';
import { readTask } from '../../src/runtime/reads.ts';

const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
const ABUJA = { latitude: 9.0579, longitude: 7.4951 };

let svc: TestService;
let org: TestOrg;
let browser: Browser;
let phone: Phone;
let page: Page;

const task = (id: string) => svc.engine.stateOf(org.orgId).tasks.get(id)!;

const missing = chromiumOrSkip('Operator app');

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '10000000', 'live');
  browser = await launch();
  phone = await Phone.open(browser, { geolocation: ABUJA, permissions: ['geolocation'] });
  page = phone.page;
}, 60_000);

afterAll(() => closeAll(browser, svc));

/** The phone loses or finds its network (the throttling ends: this session's conditions win). */
async function offline(off: boolean): Promise<void> {
  await phone.cdp.send('Network.emulateNetworkConditions', {
    offline: off,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await phone.context.setOffline(off);
}

describe.skipIf(missing !== undefined)('the Operator app on a phone', () => {
  it('walks sign-up, identity check, offer, Pass, check-in and an offline proof', async () => {
    await phone.step(() => page.goto(`${svc.url}/app/`));
    await phone.screen('start');

    await page.fill('#phone', '0809 222 3344');
    await phone.step(() => page.click('button[type=submit]'));
    await phone.screen('verify');
    await page.fill('#code', loggedCode(svc, '344')!);
    await phone.step(() => page.click('form[action="/app/verify"] button'));
    await phone.screen('home-new');

    await phone.step(() => page.click('a.button'));
    await page.selectOption('#state', 'ng.lagos');
    await phone.step(() => page.click('form[method=get] button'));
    await page.fill('#first_name', 'Ngozi');
    await page.fill('#last_name', 'Bello');
    await page.check('input[name=lga][value="ng.lagos.ikeja"]');
    await page.check('input[name=language][value="en"]');
    await page.check('input[name=skill][value="field_verification"]');
    await phone.screen('onboard');
    await phone.step(() => page.click('form[method=post] button[type=submit]'));
    await phone.screen('kyc');
    // A covered lens first: the sandbox finds no live face in a blank selfie (liveness failed).
    await page.fill('#id_number', '12345678901');
    const blank = await blankSelfie();
    await page.setInputFiles('#selfie_photo', {
      name: 'a.jpg',
      mimeType: 'image/jpeg',
      buffer: blank,
    });
    await page.check('input[name=consent]');
    await phone.step(() => page.click('form[action="/app/kyc"] button'));
    await phone.screen('kyc-liveness');
    expect(await page.textContent('[role=alert]')).toContain('live check did not pass');

    // Then a real selfie from the front camera, large as phones take them: the phone shrinks it.
    const selfie = await makeJpeg({ seed: 31, width: 1200, height: 1600, quality: 92, exif: null });
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/app/kyc')) sent.push(r.postData() ?? '');
    });
    await page.fill('#id_number', '12345678901');
    await page.setInputFiles('#selfie_photo', {
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: selfie,
    });
    await page.check('input[name=consent]');
    await phone.step(() => page.click('form[action="/app/kyc"] button'));
    await phone.screen('home-verified');
    const shrunk = Buffer.from(new URLSearchParams(sent[0]).get('selfie') ?? '', 'base64');
    const { width = 0, height = 0 } = await sharp(shrunk).metadata();
    expect(Math.max(width, height)).toBe(640);
    expect(shrunk.length).toBeLessThan(selfie.length / 3);
    expect(new URLSearchParams(sent[0]).has('id_number')).toBe(true);
    expect(await page.textContent('main')).toContain('verified Operator');

    const taskId = await postTask(svc, org, { title: 'Is the pharmacy open?' });
    await waitMatched(svc, org, taskId, 5_000);
    await phone.step(() => page.click('a.button'));
    await phone.screen('offers');
    expect(await page.textContent('.offer')).toContain('Is the pharmacy open?');
    expect(await page.textContent('.offer')).toContain('NGN 1,500.00');

    await phone.step(() => page.click('.offer button'));
    await phone.screen('pass');
    const pass = svc.engine.stateOf(org.orgId).tasks.get(taskId)!.pass!;
    const svg = await QRCode.toString(pass.token, QR_OPTIONS);
    const modules = /<path stroke="#000000" d="([^"]+)"/.exec(svg)![1];
    expect(await page.getAttribute('.qr path[stroke]', 'd')).toBe(modules);
    const body = { token: pass.token };
    const verified = await call(svc.url, 'POST', '/v1/pass/verify', { body });
    expect(verified.status).toBe(200);
    expect(verified.body.data.status).toBe('authorized');

    // Far from Ikeja: the check-in is refused and says why.
    await phone.step(() => page.click('form[data-locate] button'));
    expect(await page.textContent('[role=alert]')).toContain("not in the task's area");
    await phone.context.setGeolocation(IKEJA);
    await phone.step(() => page.click('form[data-locate] button'));
    await phone.screen('started');
    expect(await page.textContent('.card')).toContain('started');
    expect(svc.engine.stateOf(org.orgId).tasks.get(taskId)!.state).toBe('in_progress');

    // The proof: camera input, offline, into the outbox; sent once when the network returns.
    await phone.step(() => page.click('a.button'));
    await phone.screen('proof');
    expect(await page.getAttribute('#photo', 'capture')).toBe('environment');
    const key = await page.inputValue('input[name=key]');
    const jpeg = await makeJpeg({
      seed: 38,
      exif: { make: 'TECNO', model: 'CK7n', gps: { lat: 6.6049, lng: 3.3531 } },
    });
    await page.setInputFiles('#photo', { name: 'shop.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.fill('textarea[name="a.note"]', 'Open, two staff inside.');
    await offline(true);
    await page.click('form[data-proof] button');
    await page.waitForSelector('#outbox-status:not([hidden])');
    await expect.poll(() => page.textContent('#outbox-status')).toContain('Saved on your phone');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/outbox.png`, fullPage: true });
    expect(svc.engine.stateOf(org.orgId).tasks.get(taskId)!.state).toBe('in_progress');

    await Promise.all([
      page.waitForURL(`**/app/tasks/${taskId}`, { timeout: 90_000 }),
      offline(false),
    ]);
    await page.waitForLoadState('load');
    await expectAxeClean(page, 'submitted');
    const after = svc.engine.stateOf(org.orgId).tasks.get(taskId)!;
    expect(after.state).not.toBe('in_progress');
    expect(after.proof!.answers).toEqual({ note: 'Open, two staff inside.' });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/submitted.png`, fullPage: true });

    // The same key sent again (a lost answer, a second flush) is taken once: nothing changes.
    const csrf = await page.inputValue('footer input[name=_csrf]');
    const again = await page.request.post(`${svc.url}/app/tasks/${taskId}/proof`, {
      headers: { 'csrf-token': csrf },
      data: {
        key,
        photos: [jpeg.toString('base64')],
        lat: 6.6,
        lng: 3.35,
        captured_at: new Date().toISOString(),
        answers: { note: 'again' },
      },
    });
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ taken: true, again: true });
    expect(svc.engine.stateOf(org.orgId).tasks.get(taskId)!.proof).toEqual(after.proof);

    // The checks' verdict, and why, on the task page.
    await expect
      .poll(() => task(taskId).proof?.verification ?? null, { timeout: 20_000 })
      .not.toBeNull();
    await phone.step(() => page.goto(`${svc.url}/app/tasks/${taskId}`));
    await phone.screen('checks');
    const checks = await page.textContent('.checks');
    for (const name of ['Place', 'Time taken', 'Camera details']) expect(checks).toContain(name);

    // Approved (by the checks or by the agent), paid by the settlement run: the Money page.
    await call(svc.url, 'POST', `/v1/tasks/${taskId}/approve`, { key: org.key, idem: newKey() });
    await expect.poll(() => task(taskId).state).toBe('approved');
    expect((await admin(svc.url, 'POST', '/internal/v1/settlements/run', {})).status).toBe(200);
    // Settled history may leave memory at once: read it where a user's read finds it.
    expect((await readTask(svc.engine, taskId))!.task.state).toBe('paid');
    await phone.step(() => page.goto(`${svc.url}/app/money`));
    await phone.screen('money');
    expect(await page.textContent('main')).toContain('NGN 1,500.00');
    expect(await page.textContent('main')).toContain('payment reference');
    console.log(`Operator app page weights (bytes): ${JSON.stringify(phone.weights)}`);
  }, 120_000);
});
