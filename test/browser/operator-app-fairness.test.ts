// Fairness in the Operator app on a small Android phone (Debian's chromium, mobile emulation,
// slow 3G): an offer shows its requester's rejection rate with the sample size; a rejected
// proof's page shows who rejected it and the requester's reason; the Operator appeals from the
// phone, staff overturn it in the console (whose appeals page axe also checks), and the phone
// shows the outcome. axe finds no serious violation and each page transfers at most 60 KB.
// OPERATOR_APP_SCREENSHOTS=1 saves the screens to docs/operator-app/ (test/support/app-phone.ts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  newKey,
  newOrg,
  startTestService,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { chromiumOrSkip, closeAll, expectAxeClean, launch } from '../support/browser.ts';
import { postTask, waitFor, waitMatched } from '../support/operators.ts';
import type { AppClient } from '../support/app-client.ts';
import { appOperator, appWorkToReview, staffClient } from '../support/app-work.ts';
import { handOver, Phone, SHOTS } from '../support/app-phone.ts';

let svc: TestService;
let org: TestOrg;
let operator: AppClient;
let operatorId: string;
let browser: Browser;
let phone: Phone;

const missing = chromiumOrSkip('Operator app fairness');

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '10000000', 'live');
  ({ client: operator, operatorId } = await appOperator(svc, '0811 333 4455', 'Halima'));
  browser = await launch();
  phone = await Phone.open(browser);
  await handOver(phone.context, operator, `${svc.url}/`);
}, 60_000);

afterAll(() => closeAll(browser, svc));

describe.skipIf(missing !== undefined)('fairness in the Operator app on a phone', () => {
  it("shows the requester's rate, the rejection and its reason, and takes an appeal", async () => {
    const first = await postTask(svc, org, { title: 'Photograph the bakery' });
    expect(await waitMatched(svc, org, first, 5_000)).toBe(operatorId);
    await phone.step(() => phone.page.goto(`${svc.url}/app/work`));
    expect(await phone.page.textContent('.offer .record')).toContain('no checked proofs yet');

    await appWorkToReview(svc, operator, first);
    await waitFor(() => svc.engine.findTask(first)?.proof?.verification ?? undefined, 10_000);
    const reason = 'The bakery sign is not in the photo.';
    const rejected = await call(svc.url, 'POST', `/v1/tasks/${first}/reject`, {
      key: org.key,
      idem: newKey(),
      body: { reason },
    });
    expect(rejected.status).toBe(200);

    await phone.step(() => phone.page.goto(`${svc.url}/app/tasks/${first}`));
    await phone.screen('rejected');
    expect(await phone.page.textContent('.rejected')).toContain(reason);
    expect(await phone.page.textContent('.rejected')).toContain('The requester rejected it');
    await phone.page.fill('#appeal-note', 'The sign was taken down for repair.');
    await phone.step(() => phone.page.click('form[action$="/appeal"] button'));
    await phone.screen('appealed');
    expect(await phone.page.textContent('[role=status]')).toContain('Your appeal is sent');
    expect(await phone.page.textContent('.rejected')).toContain('waiting for staff');

    // Staff overturn it in the console; the appeals page passes axe on a desktop browser.
    const staff = await staffClient(svc);
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await handOver(desk, staff, `${svc.url}/`);
    const console_ = await desk.newPage();
    await console_.goto(`${svc.url}/console/staff/appeals`);
    expect(await console_.textContent('main')).toContain('The sign was taken down for repair.');
    await expectAxeClean(console_, 'the console appeals page');
    if (SHOTS) await console_.screenshot({ path: `${SHOTS}/staff-appeals.png`, fullPage: true });
    await console_.check(`#confirm-${first}`);
    await Promise.all([
      console_.waitForNavigation(),
      console_.click(`#appeal-${first} button[value=overturn]`),
    ]);
    expect(await console_.textContent('main')).toContain('Appeal overturned');
    await desk.close();

    await phone.step(() => phone.page.goto(`${svc.url}/app/tasks/${first}`));
    expect(await phone.page.textContent('.rejected')).toContain('staff agreed with you');

    const next = await postTask(svc, org, { title: 'Photograph the market gate' });
    expect(await waitMatched(svc, org, next, 5_000)).toBe(operatorId);
    await phone.step(() => phone.page.goto(`${svc.url}/app/work`));
    await phone.screen('offers-rate');
    expect(await phone.page.textContent('.offer .record')).toContain(
      'This requester rejected 1 of 1 proofs checked (100%).',
    );
    console.log(`Operator app fairness page weights (bytes): ${JSON.stringify(phone.weights)}`);
  }, 120_000);
});
