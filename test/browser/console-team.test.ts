// One-time links and the team in a real browser (chromium through playwright-core): the same set-up
// link and the same invitation fired five times at once make exactly one account, one org and one
// membership; `console-user --org` with an unknown id is refused; an owner changes a role (the next
// POST is refused), makes a password-reset link (old sessions end), revokes an invitation (its link
// stops working), removes a member (their next request is signed out) and hands over ownership;
// approving a proof and revoking a key need their confirmation on the server; staff changes to an
// org land in the platform audit log and the org's; axe finds no serious violation. Getting
// started, the request log, webhook endpoints and the test org: console-developer.test.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newOrg, startTestService, type TestOrg, type TestService } from '../support/http.ts';
import { createTask, driveTo } from '../support/http-steps.ts';
import { accessible, chromiumOrSkip, clickTo, closeAll, launch } from '../support/browser.ts';
import { enrolTotp } from '../support/console-2fa.ts';
import {
  consoleLink,
  consoleUser,
  PASSWORD,
  setPassword,
  signUp,
  submitSignIn,
} from '../support/console-sign-in.ts';

let svc: TestService;
let browser: Browser;
let org: TestOrg;
let staff: Page;
let owner: Page;

const missing = chromiumOrSkip('console team');

const cli = (args: string[]) => consoleUser(svc, args);

async function setupLink(args: string[]): Promise<string> {
  const link = await consoleLink(svc, args);
  expect(link).toMatch(/\/console\/(setup|reset)\?token=/);
  return link;
}

/** The same filled-in set-up form sent five times at once from one browser (a double click). */
async function fireFiveTimes(link: string): Promise<number[]> {
  const p = await (await browser.newContext()).newPage();
  await p.goto(link);
  const form = {
    _csrf: await p.inputValue('input[name=_csrf]'),
    token: await p.inputValue('input[name=token]'),
    password: PASSWORD,
    confirm: PASSWORD,
  };
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      p.request.post(`${svc.url}/console/setup`, { form, maxRedirects: 0 }),
    ),
  );
  return answers.map((a) => a.status()).sort();
}

const memberRows = async (p: Page, email: string) => {
  await p.goto(`${svc.url}/console/members`);
  return p.locator('#members tbody tr', { hasText: email }).count();
};

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({ ERRAND_CLOCK: 'virtual', ERRAND_ALLOW_LOCAL_WEBHOOKS: '1' });
  org = await newOrg(svc.url, '100000000');
  browser = await launch();
  staff = await signUp(browser, await setupLink(['--staff', '--email', 'staff@example.com']));
  await enrolTotp(staff, svc.url);
  owner = await signUp(
    browser,
    await setupLink(['--org', org.orgId, '--email', 'owner@example.com']),
  );
}, 60_000);

afterAll(() => closeAll(browser, svc));

describe.skipIf(missing !== undefined)('one-time links and the team', () => {
  it('a set-up link fired five times at once makes one account and one org', async () => {
    const link = await setupLink(['--org-name', 'Race org', '--email', 'racer@example.com']);
    const look = await (await browser.newContext()).newPage();
    await look.goto(link);
    await accessible(look, 'setup');
    await look.close();
    const statuses = await fireFiveTimes(link);
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    expect(statuses.filter((s) => s === 410)).toHaveLength(4);
    await staff.goto(`${svc.url}/console/staff/orgs`);
    await expect(staff.locator('section.card', { hasText: 'Race org' }).count()).resolves.toBe(1);
    await accessible(staff, 'staff-orgs');
    // The winner's account works; its org has exactly one member.
    const racer = await (await browser.newContext()).newPage();
    await racer.goto(`${svc.url}/console/login`);
    await submitSignIn(racer, 'racer@example.com', /\/console\/overview/);
    await racer.goto(`${svc.url}/console/members`);
    await expect(racer.locator('#members tbody tr').count()).resolves.toBe(1);
  });

  it('an invitation fired five times at once makes one membership', async () => {
    await owner.goto(`${svc.url}/console/members`);
    await owner.fill('#email', 'dev@example.com');
    await owner.selectOption('#role', 'developer');
    await owner.click('form[action="/console/members/invite"] button');
    const link = await owner.inputValue('.secret');
    await expect(owner.textContent('#invites')).resolves.toContain('dev@example.com');
    const statuses = await fireFiveTimes(link);
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    expect(await memberRows(owner, 'dev@example.com')).toBe(1);
    await expect(owner.locator('#invites').count()).resolves.toBe(0);
    await owner.goto(`${svc.url}/console/audit`);
    const audit = (await owner.textContent('table'))!;
    expect(audit.match(/member\.joined/g)).toHaveLength(1);
  });

  it('console-user --org with an unknown id is refused, and prints no link', async () => {
    const refused = await cli([
      '--org',
      'org_doesnotexist00000',
      '--email',
      'lost@example.com',
    ]).catch((e: { code: number; stdout: string; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain(
      'no organisation org_doesnotexist00000',
    );
    expect((refused as { stdout: string }).stdout).not.toContain('token=');
  });

  it('an owner changes a role, resets a password, revokes an invite, removes one', async () => {
    // dev@example.com signs in (the invitation above set the password).
    const devContext = await browser.newContext();
    const dev = await devContext.newPage();
    await dev.goto(`${svc.url}/console/login`);
    await submitSignIn(dev, 'dev@example.com', /\/console\/overview/);

    // Developer → viewer: the next change the member posts is refused on the server.
    await owner.goto(`${svc.url}/console/members`);
    const row = owner.locator('#members tbody tr', { hasText: 'dev@example.com' });
    await row.locator('select').selectOption('viewer');
    await clickTo(owner, row.locator('button', { hasText: 'Change role' }), /done=saved/);
    await dev.goto(`${svc.url}/console/agents/${org.agentId}`);
    const token = await dev.locator('input[name=_csrf]').first().inputValue();
    const forged = await dev.request.post(`${svc.url}/console/agents/${org.agentId}/caps`, {
      form: { _csrf: token, daily: '1000' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);

    // A password reset link: the member's old session ends; the new password works.
    await owner
      .locator('#members tbody tr', { hasText: 'dev@example.com' })
      .locator('button', { hasText: 'Password reset link' })
      .click();
    const reset = await owner.inputValue('#reset-link');
    expect(reset).toContain('/console/reset?token=');
    await accessible(owner, 'team');
    const other = await (await browser.newContext()).newPage();
    await other.goto(reset);
    await accessible(other, 'reset');
    await setPassword(other, /\/console\/overview/, 'a brand new passphrase');
    await dev.goto(`${svc.url}/console/overview`);
    expect(dev.url()).toContain('/console/login');
    expect((await other.context().request.get(reset)).status()).toBe(410);

    // An invitation revoked: its link answers 410.
    await owner.goto(`${svc.url}/console/members`);
    await owner.fill('#email', 'never@example.com');
    await owner.click('form[action="/console/members/invite"] button');
    const invite = await owner.inputValue('.secret');
    await owner.locator('#invites tr', { hasText: 'never@example.com' }).locator('button').click();
    await expect(owner.textContent('.notice')).resolves.toContain('Invitation revoked');
    expect((await owner.request.get(invite)).status()).toBe(410);

    // Removed: the member's open session is signed out on its next request.
    await owner.goto(`${svc.url}/console/members`);
    const gone = owner.locator('#members tbody tr', { hasText: 'dev@example.com' });
    // Without the confirmation (the `required` taken off) the server changes nothing.
    await gone
      .locator('input[name=confirm][id^=remove]')
      .evaluate((el) => el.removeAttribute('required'));
    await clickTo(owner, gone.locator('button', { hasText: 'Remove' }), /done=unconfirmed/);
    expect(await memberRows(owner, 'dev@example.com')).toBe(1);
    await gone.locator('input[name=confirm][id^=remove]').check();
    await clickTo(owner, gone.locator('button', { hasText: 'Remove' }), /done=removed/);
    expect(await memberRows(owner, 'dev@example.com')).toBe(0);
    await other.goto(`${svc.url}/console/tasks`);
    expect(other.url()).toContain('/console/login');
    await devContext.close();
  });

  it('ownership moves to another member; the last owner cannot be demoted', async () => {
    await owner.goto(`${svc.url}/console/members`);
    const self = owner.locator('#members tbody tr', { hasText: 'owner@example.com' });
    await self.locator('select').selectOption('viewer');
    await self.locator('button', { hasText: 'Change role' }).click();
    await expect(owner.textContent('.error')).resolves.toContain('needs an owner');
    await owner.fill('#email', 'heir@example.com');
    await owner.selectOption('#role', 'developer');
    await owner.click('form[action="/console/members/invite"] button');
    const heir = await signUp(browser, await owner.inputValue('.secret'));
    await owner.goto(`${svc.url}/console/members`);
    const row = owner.locator('#members tbody tr', { hasText: 'heir@example.com' });
    await row.locator('input[id^=transfer]').check();
    await clickTo(
      owner,
      row.locator('button', { hasText: 'Transfer ownership' }),
      /done=transferred/,
    );
    await heir.goto(`${svc.url}/console/members`);
    await expect(heir.textContent('#members')).resolves.toMatch(
      /heir@example\.com \(you\)\s*owner/,
    );
    await expect(heir.textContent('#members')).resolves.toMatch(/owner@example\.com\s*developer/);
    // Back again, so the owner page keeps its rights for the tests below.
    const back = heir.locator('#members tbody tr', { hasText: 'owner@example.com' });
    await back.locator('input[id^=transfer]').check();
    await clickTo(
      heir,
      back.locator('button', { hasText: 'Transfer ownership' }),
      /done=transferred/,
    );
  });

  it('approve and revoke act only once confirmed, checked on the server', async () => {
    const id = await createTask(svc, org, { title: 'Confirm me' });
    await driveTo(svc, org, id, 'BEGIN_VERIFY');
    await owner.goto(`${svc.url}/console/tasks/${id}`);
    await expect(owner.textContent('#checks-failed')).resolves.toContain('have not passed');
    const form = owner.locator(`form[action="/console/tasks/${id}/approve"]`);
    await form.locator('input').evaluateAll((els) => {
      for (const el of els) el.removeAttribute('required');
    });
    // The box alone is not enough while the checks have not passed.
    await owner.check('#confirm-approve');
    await clickTo(owner, 'text=Approve and release escrow', /done=unconfirmed/);
    const escrow = async () =>
      (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data.escrow.state;
    expect(await escrow()).toBe('locked');
    await owner.check('#confirm-approve');
    await owner.fill('#confirm-text', 'approve');
    await clickTo(owner, 'text=Approve and release escrow', /done=approved/);
    expect(await escrow()).toBe('released');

    await owner.goto(`${svc.url}/console/agents/${org.agentId}`);
    const key = owner.locator('tr', { hasText: 'default' });
    await key.locator('input[name=confirm]').evaluate((el) => el.removeAttribute('required'));
    await clickTo(owner, key.locator('button', { hasText: 'Revoke now' }), /done=unconfirmed/);
    expect((await call(svc.url, 'GET', '/v1/wallet', { key: org.key })).status).toBe(200);
  });

  it("staff changes to an org are in the platform audit log and the org's", async () => {
    await staff.goto(`${svc.url}/console/staff/orgs`);
    const section = staff.locator('section.card', { hasText: org.orgId });
    await section.locator('select').selectOption('flags.loop.engine');
    await clickTo(staff, section.locator('button', { hasText: 'Turn on' }), /done=saved/);
    await clickTo(
      staff,
      section.locator('button', { hasText: 'Freeze the org' }),
      /done=org_frozen/,
    );
    await clickTo(
      staff,
      section.locator('button', { hasText: 'Unfreeze the org' }),
      /done=org_unfrozen/,
    );
    // A made-up flag is refused on the server.
    const token = await section.locator('input[name=_csrf]').first().inputValue();
    const bad = await staff.request.post(`${svc.url}/console/staff/orgs/${org.orgId}/flags`, {
      form: { _csrf: token, flag: 'nonsense', value: 'on' },
      maxRedirects: 0,
    });
    expect(bad.headers().location).toContain('error=validation_failed');
    await staff.goto(`${svc.url}/console/staff/audit`);
    const platform = (await staff.textContent('table'))!;
    for (const action of ['org.flag', 'governance.org_freeze.on', 'governance.org_freeze.off'])
      expect(platform).toContain(action);
    expect(platform).toContain(org.orgId);
    await owner.goto(`${svc.url}/console/audit`);
    const own = (await owner.textContent('table'))!;
    for (const action of ['org.flag', 'governance.org_freeze.on']) expect(own).toContain(action);
  });
});
