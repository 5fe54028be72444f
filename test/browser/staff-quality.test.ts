// The staff quality page in a real browser (Debian's chromium through playwright-core;
// docs/console.md, "Operator quality"): after a gold task was worked and paid, the page lists the
// Operator's score and the gold task with its known answer; staff create another gold task from
// the form; one Operator's page shows the outcome in their history; a review needs its
// confirmation, then pauses and reinstates the Operator; axe finds no serious violation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, startTestService, taskBody, type TestService } from '../support/http.ts';
import { chromiumOrSkip, clickTo, closeAll, expectAxeClean, launch } from '../support/browser.ts';
import { signUpStaff } from '../support/console-sign-in.ts';
import { readTask } from '../../src/runtime/reads.ts';

const missing = chromiumOrSkip('staff quality');

let svc: TestService;
let browser: Browser;
let page: Page;

async function untilPaid(id: string) {
  for (let i = 0; i < 80; i++) {
    const read = await readTask(svc.engine, id);
    if (read?.task.state === 'paid') return read.task;
    await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 3 });
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`task ${id} never got paid`);
}

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  browser = await launch();
  page = await signUpStaff(browser, svc, 'quality@example.com');
}, 60_000);

afterAll(() => closeAll(browser, svc));

describe.skipIf(missing !== undefined)('staff quality page in a browser', () => {
  it('shows scores and gold tasks, creates one, and reviews an Operator', async () => {
    const schema = { fields: [{ key: 'open', type: 'boolean', label: 'Is it open?' }] };
    const gold = await admin(svc.url, 'POST', '/internal/v1/gold-tasks', {
      task: taskBody({ answer_schema: schema }),
      known_answer: { open: true },
      mode: 'test',
    });
    const goldId = gold.body.data.task_id as string;
    const operatorId = (await untilPaid(goldId)).operatorId!;

    await page.goto(`${svc.url}/console/staff/quality`);
    const row = page.locator(`#quality-${operatorId}`);
    expect(await row.textContent()).toMatch(/offered/);
    expect(await page.locator(`#gold-${goldId}`).textContent()).toContain('{"open":true}');
    await expectAxeClean(page, 'quality');

    await page.fill('#gold-title', 'Check the bakery sign');
    await page.fill('#gold-instructions', 'Visit 3 Oba Akran Avenue and look at the sign.');
    await page.fill('#gold-question', 'Is the sign blue?');
    await page.check('#gold-no');
    await page.selectOption('#gold-mode', 'test');
    await clickTo(
      page,
      'form[action="/console/staff/gold-tasks"] button[type=submit]',
      /done=gold_created/,
    );
    await expect(page.textContent('.notice')).resolves.toContain('Gold task created');
    expect(await page.locator('tr[id^=gold-]').count()).toBe(2);
    expect(await page.content()).toContain('{"answer":false}');

    await page.click(`#quality-${operatorId} a`);
    await page.waitForURL(new RegExp(`/console/staff/quality/${operatorId}`));
    expect(await page.textContent('main')).toContain(goldId);
    await expectAxeClean(page, 'Operator quality');

    // Without the confirmation the server changes nothing.
    await page.locator('#confirm').evaluate((el) => el.removeAttribute('required'));
    await clickTo(page, 'button[value=pause]', /done=unconfirmed/);
    expect(
      (await admin(svc.url, 'GET', `/internal/v1/operator-quality/${operatorId}`)).body.data.paused,
    ).toBe(false);

    await page.check('#confirm');
    await clickTo(page, 'button[value=pause]', /done=quality_pause/);
    expect(await page.textContent('main')).toContain('paused');
    await page.check('#confirm');
    await clickTo(page, 'button[value=reinstate]', /done=quality_reinstate/);
    expect(
      (await admin(svc.url, 'GET', `/internal/v1/operator-quality/${operatorId}`)).body.data,
    ).toMatchObject({ paused: false, review: { decision: 'reinstate' } });
  }, 90_000);
});
