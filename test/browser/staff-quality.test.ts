// The staff quality page in a real browser (Debian's chromium through playwright-core;
// docs/console.md, "Operator quality"): after a gold task was worked and paid, the page lists the
// Operator's score and the gold task with its known answer; staff create another gold task from
// the form; one Operator's page shows the outcome in their history; a review needs its
// confirmation, then pauses and reinstates the Operator; axe finds no serious violation.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, startTestService, taskBody, type TestService } from '../support/http.ts';
import { ROOT } from '../support/child-service.ts';
import { axeViolations, chromiumMissing, launch } from '../support/browser.ts';
import { enrolTotp } from '../support/console-2fa.ts';
import { readTask } from '../../src/runtime/reads.ts';

const run = promisify(execFile);
const PASSWORD = 'correct horse battery staple';
const missing = chromiumMissing();
if (missing) console.warn(`SKIP staff quality browser tests: ${missing}`);

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
  const staff = await browser.newContext();
  const args = ['bin/errand.mjs', 'console-user', '--data', svc.dataDir, '--url', svc.url];
  const { stdout } = await run(
    process.execPath,
    [...args, '--staff', '--email', 'quality@example.com'],
    { cwd: ROOT },
  );
  page = await staff.newPage();
  await page.goto(stdout.trim().split('\n').pop()!);
  await page.fill('#password', PASSWORD);
  await page.fill('#confirm', PASSWORD);
  await Promise.all([
    page.waitForURL(/\/console\/account\/2fa/),
    page.click('button[type=submit]'),
  ]);
  await enrolTotp(page, svc.url);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

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
    expect(await axeViolations(page)).toEqual([]);

    await page.fill('#gold-title', 'Check the bakery sign');
    await page.fill('#gold-instructions', 'Visit 3 Oba Akran Avenue and look at the sign.');
    await page.fill('#gold-question', 'Is the sign blue?');
    await page.check('#gold-no');
    await page.selectOption('#gold-mode', 'test');
    await Promise.all([
      page.waitForURL(/done=gold_created/),
      page.click('form[action="/console/staff/gold-tasks"] button[type=submit]'),
    ]);
    await expect(page.textContent('.notice')).resolves.toContain('Gold task created');
    expect(await page.locator('tr[id^=gold-]').count()).toBe(2);
    expect(await page.content()).toContain('{"answer":false}');

    await page.click(`#quality-${operatorId} a`);
    await page.waitForURL(new RegExp(`/console/staff/quality/${operatorId}`));
    expect(await page.textContent('main')).toContain(goldId);
    expect(await axeViolations(page)).toEqual([]);

    // Without the confirmation the server changes nothing.
    await page.locator('#confirm').evaluate((el) => el.removeAttribute('required'));
    await Promise.all([page.waitForURL(/done=unconfirmed/), page.click('button[value=pause]')]);
    expect(
      (await admin(svc.url, 'GET', `/internal/v1/operator-quality/${operatorId}`)).body.data.paused,
    ).toBe(false);

    await page.check('#confirm');
    await Promise.all([page.waitForURL(/done=quality_pause/), page.click('button[value=pause]')]);
    expect(await page.textContent('main')).toContain('paused');
    await page.check('#confirm');
    await Promise.all([
      page.waitForURL(/done=quality_reinstate/),
      page.click('button[value=reinstate]'),
    ]);
    expect(
      (await admin(svc.url, 'GET', `/internal/v1/operator-quality/${operatorId}`)).body.data,
    ).toMatchObject({ paused: false, review: { decision: 'reinstate' } });
  }, 90_000);
});
