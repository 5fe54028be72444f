// Money on a small Android phone (test/support/app-phone.ts: mobile emulation, slow 3G): payout
// details entered once (a wrong NUBAN refused with its reason), shown back masked to confirm,
// then fixed; the Money page with the details and each payout's own state (waiting, failed and
// why, sent) through the settlement run and the payout partner. axe finds no serious violation
// and each page transfers at most 60 KB. OPERATOR_APP_SCREENSHOTS=1 saves the screens.
import type { Browser } from 'playwright-core';
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
import { chromiumOrSkip, closeAll, launch } from '../support/browser.ts';
import { postTask, waitFor, waitMatched } from '../support/operators.ts';
import type { AppClient } from '../support/app-client.ts';
import { appOperator, appWorkToReview } from '../support/app-work.ts';
import { handOver, Phone } from '../support/app-phone.ts';
import { nubanCheckDigit } from '../../src/operator-app/payout-details.ts';
import type { SimulatedPayoutPartner } from '../../src/partners/payout.ts';

let svc: TestService;
let org: TestOrg;
let operator: AppClient;
let operatorId: string;
let browser: Browser;
let phone: Phone;

const missing = chromiumOrSkip('Operator app money');

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '10000000', 'live');
  ({ client: operator, operatorId } = await appOperator(svc, '0814 222 9900', 'Chidi'));
  browser = await launch();
  phone = await Phone.open(browser);
  await handOver(phone.context, operator, `${svc.url}/`);
}, 60_000);

afterAll(() => closeAll(browser, svc));

describe.skipIf(missing !== undefined)('money in the Operator app on a phone', () => {
  it('sets payout details once, confirmed, and shows each payout failed, then sent', async () => {
    const page = phone.page;
    await phone.step(() => page.goto(`${svc.url}/app/money`));
    expect(await page.textContent('.payout-details')).toContain('No payout details yet');
    await phone.step(() => page.click('.payout-details a.button'));
    await phone.screen('payout');
    await page.selectOption('#bank', '058');
    await page.fill('#account', '0123456789');
    await phone.step(() => page.click('form[action="/app/payout"] button'));
    expect(await page.textContent('[role=alert]')).toContain('does not belong to that bank');
    await phone.screen('payout-error');

    const serial = '047112233';
    const account = `${serial}${nubanCheckDigit('058', serial)}`;
    await page.selectOption('#bank', '058');
    await page.fill('#account', account);
    await phone.step(() => page.click('form[action="/app/payout"] button'));
    await phone.screen('payout-confirm');
    expect(await page.textContent('main')).toContain(`number ending ${account.slice(-4)}`);
    expect(await page.content()).not.toContain(account);
    await phone.step(() => page.click('form[action="/app/payout/confirm"] button'));
    expect(await page.textContent('[role=status]')).toContain('Payout details saved');

    const id = await postTask(svc, org, { title: 'Photograph the tailor' });
    expect(await waitMatched(svc, org, id, 5_000)).toBe(operatorId);
    await appWorkToReview(svc, operator, id);
    await waitFor(() => svc.engine.findTask(id)?.proof?.verification ?? undefined, 10_000);
    await call(svc.url, 'POST', `/v1/tasks/${id}/approve`, { key: org.key, idem: newKey() });
    (svc.services.payoutPartner as SimulatedPayoutPartner).failNext = 1;
    await admin(svc.url, 'POST', '/internal/v1/settlements/run', {});
    await phone.step(() => page.goto(`${svc.url}/app/money`));
    await phone.screen('money-failed');
    expect(await page.textContent('.payout')).toContain('It will be tried again.');
    await admin(svc.url, 'POST', '/internal/v1/settlements/run', {});
    await phone.step(() => page.reload());
    await phone.screen('money-sent');
    expect(await page.textContent('.payout')).toContain('Payout sent.');
    expect(await page.textContent('.payout-details')).toContain('GTBank');

    await phone.step(() => page.goto(`${svc.url}/app/payout`));
    await phone.screen('payout-set');
    expect(await page.textContent('main')).toContain('contact errand support');
    console.log(`Operator app money page weights (bytes): ${JSON.stringify(phone.weights)}`);
  }, 120_000);
});
