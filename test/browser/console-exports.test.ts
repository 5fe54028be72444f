// Finding and taking out an org's data in a real browser (chromium through playwright-core): the
// Tasks page finds a task by words of its title or by its id; the tasks, the ledger and the audit
// log download as CSV (a title that looks like a spreadsheet formula is written as text); ledger
// rows link to their task; the escrow chart has labelled axes; the staff review queue shows each
// proof's instructions, reward and org, and a bulk reject acts only once confirmed (checked on the
// server); staff find an org by id; the zones page keeps its place after a change; a requester
// approves at once the proofs that passed their checks (one with a failed check is left out), only
// once confirmed; times show in UTC and in the member's chosen zone; axe finds no serious
// violation.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrg, startTestService, type TestOrg, type TestService } from '../support/http.ts';
import { createTask, driveTo } from '../support/http-steps.ts';
import { call } from '../support/http.ts';
import { accessible, chromiumOrSkip, clickTo, closeAll, launch } from '../support/browser.ts';
import { signUpMember, signUpStaff } from '../support/console-sign-in.ts';

let svc: TestService;
let browser: Browser;
let org: TestOrg;
let page: Page;
const ids: string[] = [];

const missing = chromiumOrSkip('console exports');

async function download(p: Page, selector: string): Promise<string[]> {
  const [file] = await Promise.all([p.waitForEvent('download'), p.click(selector)]);
  return (await readFile((await file.path())!, 'utf8')).trim().split('\n');
}

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '100000000');
  ids.push(await createTask(svc, org, { title: 'Pharmacy on Allen Avenue' }));
  ids.push(await createTask(svc, org, { title: '=HYPERLINK("http://evil.example")' }));
  browser = await launch();
  page = await signUpMember(browser, svc, org.orgId, 'data@example.com');
}, 60_000);

afterAll(() => closeAll(browser, svc));

describe.skipIf(missing !== undefined)('search and exports', () => {
  it('finds a task by title words or by id, and downloads the tasks as CSV', async () => {
    await page.goto(`${svc.url}/console/tasks?q=allen`);
    await expect(page.locator('#task-table tbody tr').count()).resolves.toBe(1);
    await expect(page.textContent('#task-table')).resolves.toContain('Pharmacy on Allen Avenue');
    await page.goto(`${svc.url}/console/tasks?q=${ids[1]}`);
    await expect(page.locator('#task-table tbody tr').count()).resolves.toBe(1);
    await expect(page.textContent('#task-table')).resolves.toContain('HYPERLINK');
    await accessible(page, 'tasks-search');
    await page.goto(`${svc.url}/console/tasks`);
    const lines = await download(page, '#export-tasks');
    expect(lines[0]).toBe(
      [
        'task_id,title,state,type,zone_ref,reward_minor,fee_minor,total_minor,currency',
        'created_at,updated_at,operators,slot_states',
      ].join(','),
    );
    expect(lines).toHaveLength(3);
    // The formula-looking title is text in a spreadsheet: quoted, with a leading apostrophe.
    expect(lines.find((l) => l.includes('HYPERLINK'))).toContain(
      `"'=HYPERLINK(""http://evil.example"")"`,
    );
  });

  it(
    'links ledger rows to their task, labels ' + 'the chart axes, downloads ledger and audit',
    async () => {
      await page.goto(`${svc.url}/console/wallet`);
      const linked = page.locator('#ledger a', { hasText: ids[0]! });
      await expect(linked.count()).resolves.toBeGreaterThan(0);
      await expect(page.locator('svg.chart text.axis').count()).resolves.toBeGreaterThanOrEqual(6);
      await expect(page.textContent('svg.chart')).resolves.toContain('day (UTC');
      await accessible(page, 'wallet-axes');
      const ledger = await download(page, 'text=Download the ledger (CSV)');
      expect(ledger[0]).toBe('at,entry_id,kind,task_id,wallet_delta_minor,escrow_delta_minor');
      expect(ledger.some((l) => l.includes(ids[0]!))).toBe(true);
      await linked.first().click();
      await expect(page.textContent('h1')).resolves.toBe('Pharmacy on Allen Avenue');
      await page.goto(`${svc.url}/console/audit`);
      const audit = await download(page, '#export-audit');
      expect(audit[0]).toBe('at,actor_kind,actor_email,action,target,ip,detail');
      expect(audit.some((l) => l.includes('account.setup'))).toBe(true);
    },
  );

  it(
    'staff review with the task beside the proof; ' + 'bulk reject is confirmed; orgs and zones',
    async () => {
      const queued = [
        await createTask(svc, org, {
          title: 'Review me one',
          instructions: 'Photograph the blue door at 3 Ade Street.',
        }),
        await createTask(svc, org, { title: 'Review me two' }),
      ];
      for (const id of queued) await driveTo(svc, org, id, 'BEGIN_VERIFY');
      const staff = await signUpStaff(browser, svc, 'reviewer@example.com');
      await staff.goto(`${svc.url}/console/staff/reviews`);
      const card = staff.locator('article.review', { hasText: 'Review me one' });
      const text = (await card.textContent())!;
      expect(text).toContain('Photograph the blue door at 3 Ade Street.');
      expect(text).toContain('NGN 1,500.00');
      expect(text).toContain(org.orgId);
      await accessible(staff, 'staff-reviews-context');
      for (const id of queued) await staff.check(`#pick-${id}`);
      await clickTo(staff, 'button[value=reject]', /done=unconfirmed/);
      const stateOf = async (id: string) =>
        (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data.state;
      for (const id of queued) expect(await stateOf(id)).toBe('verifying');
      for (const id of queued) await staff.check(`#pick-${id}`);
      await staff.check('#confirm-reject');
      await clickTo(staff, 'button[value=reject]', /done=decided/);
      for (const id of queued) expect(await stateOf(id)).not.toBe('verifying');

      await staff.goto(`${svc.url}/console/staff/orgs`);
      await staff.fill('#org-q', org.orgId);
      await clickTo(staff, '#org-search button', /q=/);
      await expect(staff.locator('section.card').count()).resolves.toBe(1);
      await expect(staff.textContent('section.card')).resolves.toContain(org.orgId);

      await staff.goto(`${svc.url}/console/staff/zones?state=ng.kano`);
      const row = staff.locator('tbody tr').nth(3);
      await clickTo(staff, row.locator('button'), /state=ng\.kano.*#zone-/);
      expect(new URL(staff.url()).searchParams.get('state')).toBe('ng.kano');
    },
  );

  it('bulk approves the proofs that passed their checks, once confirmed', async () => {
    const verify = (id: string, result: 'pass' | 'fail') =>
      svc.engine.execute({
        type: 'RecordVerification',
        orgId: org.orgId,
        taskId: id,
        verification: {
          checks: [{ name: 'geofence', result, reason: result === 'pass' ? 'inside' : 'outside' }],
          confidence: 0.7,
          outcome: 'review',
          media: [],
          verifierVersion: 'test',
          thresholds: {},
        },
      } as never);
    const good = [
      await createTask(svc, org, { title: 'Bulk good one' }),
      await createTask(svc, org, { title: 'Bulk good two' }),
    ];
    const bad = await createTask(svc, org, { title: 'Bulk bad one' });
    // A proof (no photo: the checks are recorded here, as the verifier would) and its checks.
    const submit = async (id: string) => {
      await driveTo(svc, org, id, 'START');
      await svc.engine.execute({
        type: 'SubmitProof',
        orgId: org.orgId,
        taskId: id,
        operatorId: 'op_1',
        proof: {
          capturedAt: new Date().toISOString(),
          mediaSha256: [],
          location: { lat: 6.6, lng: 3.35 },
          answers: {},
        },
      });
    };
    for (const id of good) {
      await submit(id);
      await verify(id, 'pass');
    }
    await submit(bad);
    await verify(bad, 'fail');
    await page.goto(`${svc.url}/console/review`);
    const listed = (await page.textContent('#bulk-approve'))!;
    expect(listed).toContain('Bulk good one');
    expect(listed).toContain('Bulk good two');
    expect(listed).not.toContain('Bulk bad one');
    await accessible(page, 'bulk-approve');
    const escrow = async (id: string) =>
      (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data.escrow.state;
    // Without the confirmation (required taken off), the server approves nothing.
    await page.locator('#confirm-bulk').evaluate((el) => el.removeAttribute('required'));
    await clickTo(page, '#bulk-approve button', /done=unconfirmed/);
    for (const id of good) expect(await escrow(id)).toBe('locked');
    await page.check('#confirm-bulk');
    await clickTo(page, '#bulk-approve button', /done=bulk_approved/);
    for (const id of good) expect(await escrow(id)).toBe('released');
    expect(await escrow(bad)).toBe('locked');
  });

  it("shows times in UTC and in the member's time zone", async () => {
    await page.goto(`${svc.url}/console/audit`);
    // The default zone for a member is Lagos (UTC+1); from 23:00 UTC Lagos is a day on, and the
    // zone's time carries its own date.
    expect(await page.textContent('table')).toMatch(
      /\d{2}:\d{2} UTC · (\d{4}-\d{2}-\d{2} )?\d{2}:\d{2} Africa\/Lagos/,
    );
    await page.goto(`${svc.url}/console/account`);
    await accessible(page, 'account');
    await page.selectOption('#tz', 'Asia/Tokyo');
    await clickTo(page, '#time-zone button', /done=saved/);
    await page.goto(`${svc.url}/console/audit`);
    const text = (await page.textContent('table'))!;
    expect(text).toMatch(/UTC · .*Asia\/Tokyo/);
    // A zone not in the list is refused on the server.
    await page.goto(`${svc.url}/console/account`);
    const token = await page.locator('input[name=_csrf]').first().inputValue();
    const bad = await page.request.post(`${svc.url}/console/account/timezone`, {
      form: { _csrf: token, time_zone: 'Mars/Olympus' },
      maxRedirects: 0,
    });
    expect(bad.status()).toBe(400);
  });
});
