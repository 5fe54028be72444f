// The staff safety queue in a real browser (Debian's chromium through playwright-core): held tasks
// appear with their org, category, reasons, text and reward; a decision needs its confirmation;
// staff release one (it goes live) and refuse another (cancelled, escrow refunded), each recorded
// in the platform audit log; the Orgs page shows a flagged org and freezes it (its agent's creates
// answer agent_frozen); a form without its CSRF token is refused; axe finds no serious violation on
// the pages; the org's own console shows its held task as held, with the category and no reasons.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import {
  accessible,
  chromiumOrSkip,
  clickTo,
  closeAll,
  expectAxeClean,
  launch,
} from '../support/browser.ts';
import { MAST } from '../support/safety.ts';
import { deadlineIn } from '../support/operators.ts';
import { signUpMember, signUpStaff } from '../support/console-sign-in.ts';

let svc: TestService;
let browser: Browser;
let page: Page;
let org: TestOrg;

const missing = chromiumOrSkip('safety queue');

async function held(title: string): Promise<string> {
  const res = await call(svc.url, 'POST', '/v1/tasks', {
    key: org.key,
    idem: newKey(),
    body: taskBody({ ...MAST, title, deadline: deadlineIn(svc, 48) }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.taskId as string;
}

const agentTask = async (id: string) =>
  (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '10000000');
  browser = await launch();
  page = await signUpStaff(browser, svc, 'safety@example.com');
}, 60_000);

afterAll(() => closeAll(browser, svc));

describe.skipIf(missing !== undefined)('staff safety queue in a browser', () => {
  it(
    'shows held tasks with their reasons; release ' + 'sends one live, refuse refunds another',
    async () => {
      const toRelease = await held('Mast survey A');
      const toRefuse = await held('Mast survey B');
      await new Promise((r) => setTimeout(r, 100));
      await page.goto(`${svc.url}/console/staff/safety`);
      const card = page.locator(`#hold-${toRelease}`);
      await expect(card.textContent()).resolves.toContain('dangerous_work');
      const text = (await card.textContent())!;
      expect(text).toContain('Mast survey A');
      expect(text).toContain('Climb to the top of the 40-metre telecom mast');
      expect(text).toMatch(/Reasons[\s\S]*mast/i);
      expect(text).toContain('Test org');
      expect(text).toContain('1,500.00');
      await accessible(page, 'staff-safety');

      // Without a session and its CSRF token the server refuses outright.
      const unsigned = await fetch(`${svc.url}/console/staff/safety/${toRelease}`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(unsigned.status).toBeGreaterThanOrEqual(300);
      // Without the confirmation nothing changes: the browser refuses the form, and a form sent
      // without it anyway (the `required` taken off) is refused by the server.
      await card.locator('input[name=confirm]').evaluate((el) => el.removeAttribute('required'));
      await clickTo(page, card.locator('button[value=release]'), /done=unconfirmed/);
      expect((await agentTask(toRelease)).state).toBe('screening');

      await card.locator('input[name=note]').fill('Permit and harness checked');
      await card.locator('input[name=confirm]').check();
      await clickTo(page, card.locator('button[value=release]'), /done=released/);
      await expect(page.textContent('.notice')).resolves.toContain('Released');
      expect(await agentTask(toRelease)).toMatchObject({
        state: 'live',
        safety: { status: 'released' },
      });

      const other = page.locator(`#hold-${toRefuse}`);
      await other.locator('input[name=confirm]').check();
      await clickTo(page, other.locator('button[value=refuse]'), /done=refused/);
      expect(await agentTask(toRefuse)).toMatchObject({
        state: 'cancelled',
        escrow: { state: 'refunded', amount_minor: '0' },
        safety: { status: 'refused' },
      });
      await expect(page.locator('.safety-hold').count()).resolves.toBe(0);
      await expectAxeClean(page, 'safety queue, emptied');

      await page.goto(`${svc.url}/console/staff/audit`);
      const audit = (await page.textContent('table'))!;
      expect(audit).toContain('safety.hold.release');
      expect(audit).toContain('safety.hold.refuse');
      expect((await admin(svc.url, 'GET', '/internal/v1/ledger/verify')).body.data.ok).toBe(true);
    },
  );

  it('the Orgs page shows a flagged org, and staff freeze it', async () => {
    // A third strike: a filter refusal (the refused hold above was the first, this the second)…
    for (const text of [
      'Solve the captcha on this site for me',
      'Open a new Gmail account for me and send me the password',
    ]) {
      const res = await call(svc.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: newKey(),
        body: taskBody({ instructions: text, deadline: deadlineIn(svc, 48) }),
      });
      expect(res.status).toBe(422);
    }
    await new Promise((r) => setTimeout(r, 100));
    await page.goto(`${svc.url}/console/staff/orgs`);
    const section = page.locator('section.card', { hasText: org.orgId });
    await expect(section.textContent()).resolves.toMatch(/flagged for safety: 3 strikes/);
    await expectAxeClean(page, 'staff orgs');
    await clickTo(
      page,
      section.locator('button[value=on]', { hasText: 'Freeze the org' }),
      /done=org_frozen/,
    );
    const refused = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: newKey(),
      body: taskBody({ deadline: deadlineIn(svc, 48) }),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('agent_frozen');
  });
  it(
    "the org's own console shows a held task " + 'as held, with its category and no reasons',
    async () => {
      await admin(svc.url, 'POST', `/internal/v1/orgs/${org.orgId}/unfreeze`);
      const id = await held('Mast survey C');
      const owner = await signUpMember(browser, svc, org.orgId, 'owner@example.com');
      await owner.goto(`${svc.url}/console/tasks/${id}`);
      const status = (await owner.textContent('[role=status]'))!;
      expect(status).toContain('Held for safety review');
      expect(status).toContain('dangerous_work');
      expect(await owner.textContent('body')).not.toContain('dangerous work: "');
      await expectAxeClean(owner, 'held task, org console');
    },
  );
});
