// Proves, in a real browser (chromium through playwright-core), that the console shows a task of
// several Operators as one task: one row of the Tasks page with its slots summed up, never a
// slot on a page of its own list (turning pages shows each task once), found by the state filter
// when any slot is in that state and counted once on the overview; the task's page lists its
// slots, a slot's page names its task and approves that slot (and the bulk approval approves
// slots); the CSV export has one row with the number of Operators; axe finds no serious violation.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newOrg, startTestService, type TestOrg, type TestService } from '../support/http.ts';
import { createTask, driveTo } from '../support/http-steps.ts';
import { chromiumOrSkip, clickTo, closeAll, expectAxeClean, launch } from '../support/browser.ts';
import { signUpMember } from '../support/console-sign-in.ts';

let svc: TestService;
let browser: Browser;
let org: TestOrg;
let page: Page;
let group = '';
let slotIds: string[] = [];
const singles: string[] = [];

const missing = chromiumOrSkip('console slots');

/** Slot 2 of the group worked to a proof awaiting the agent's decision, its checks passed. */
async function proofOnSlot(id: string, operatorId: string): Promise<void> {
  await driveTo(svc, org, id, 'SCREEN_PASSED');
  for (const step of ['MATCH', 'ACCEPT', 'START'] as const)
    await svc.engine.execute({ type: 'StepTask', orgId: org.orgId, taskId: id, step, operatorId });
  await svc.engine.execute({
    type: 'SubmitProof',
    orgId: org.orgId,
    taskId: id,
    operatorId,
    proof: {
      capturedAt: new Date().toISOString(),
      mediaSha256: [],
      location: { lat: 6.6, lng: 3.35 },
      answers: {},
    },
  });
  await svc.engine.execute({
    type: 'RecordVerification',
    orgId: org.orgId,
    taskId: id,
    verification: {
      checks: [{ name: 'geofence', result: 'pass', reason: 'inside' }],
      confidence: 0.7,
      outcome: 'review',
      media: [],
      verifierVersion: 'test',
      thresholds: {},
    },
  } as never);
}

beforeAll(async () => {
  if (missing) return;
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '100000000');
  group = await createTask(svc, org, { title: 'Three Operators count the queue', slots: 3 });
  slotIds = (
    await call(svc.url, 'GET', `/v1/tasks/${group}`, { key: org.key })
  ).body.data.slots.map((s: { id: string }) => s.id);
  // 25 newer single tasks fill the first page (25 a page): the group is on the second.
  for (let i = 0; i < 25; i++) singles.push(await createTask(svc, org, { title: `Single ${i}` }));
  await proofOnSlot(slotIds[1]!, 'op_a');
  await proofOnSlot(slotIds[2]!, 'op_b');
  browser = await launch();
  page = await signUpMember(browser, svc, org.orgId, 'slots@example.com');
}, 120_000);

afterAll(() => closeAll(browser, svc));

const rowIds = async (p: Page): Promise<string[]> =>
  p
    .locator('#task-table tbody tr td:first-child a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()!));

describe.skipIf(missing !== undefined)('a task of several Operators in the console', () => {
  it('is one row, on one page only, with its slots summed up', async () => {
    await page.goto(`${svc.url}/console/tasks`);
    const first = await rowIds(page);
    expect(first).toHaveLength(25);
    expect(first.filter((id) => slotIds.includes(id))).toEqual([]);
    await clickTo(page, 'text=Older tasks', /before=/);
    await page.goto(page.url());
    const second = await rowIds(page);
    expect(second).toEqual([group]);
    const row = (await page.textContent('#task-table tbody'))!;
    expect(row).toContain('3 Operators: 1 live, 2 verifying');
    expect(new Set([...first, ...second]).size).toBe(26);
    await expectAxeClean(page, 'tasks, second page');
  });

  it('the state filter finds it by any slot, and the overview counts it once', async () => {
    await page.goto(`${svc.url}/console/tasks?state=verifying`);
    expect(await rowIds(page)).toEqual([group]);
    await page.goto(`${svc.url}/console/overview`);
    const card = (await page.locator('section.card', { hasText: 'Open tasks' }).textContent())!;
    expect(card).toContain('26');
    expect(card).toContain('verifying: 1');
    expect(card).toContain('2 proofs waiting for your decision');
  });

  it("lists its slots on its page; a slot's page names its task and approves it", async () => {
    await page.goto(`${svc.url}/console/tasks/${group}`);
    expect(await page.locator('#slots tbody tr').count()).toBe(3);
    await expectAxeClean(page, 'task of three');
    await page.click(`#slots a[href$="${slotIds[1]}"]`);
    await page.waitForURL(new RegExp(slotIds[1]!));
    expect(await page.textContent('#slot-of')).toContain(group);
    await page.check('#confirm-approve');
    await clickTo(page, 'form[action$="/approve"] button', /done=approved/);
    const slots = (await call(svc.url, 'GET', `/v1/tasks/${group}`, { key: org.key })).body.data
      .slots as { id: string; money: string }[];
    expect(slots.map((s) => s.money)).toEqual(['held', 'released', 'held']);
  });

  it('bulk approval approves the slot left awaiting a decision', async () => {
    await page.goto(`${svc.url}/console/review`);
    expect(await page.textContent('#bulk-approve')).toContain(`Operator 3 of ${group}`);
    await page.check('#confirm-bulk');
    await clickTo(page, '#bulk-approve button', /done=bulk_approved/);
    const slots = (await call(svc.url, 'GET', `/v1/tasks/${group}`, { key: org.key })).body.data
      .slots as { money: string }[];
    expect(slots.map((s) => s.money)).toEqual(['held', 'released', 'released']);
  });

  it('the CSV export has one row for it, with the number of Operators', async () => {
    await page.goto(`${svc.url}/console/tasks`);
    const [file] = await Promise.all([page.waitForEvent('download'), page.click('#export-tasks')]);
    const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(27);
    const row = lines.find((l) => l.startsWith(group))!;
    expect(row.endsWith(',3,live approved approved')).toBe(true);
    expect(lines.filter((l) => slotIds.slice(1).some((id) => l.startsWith(id)))).toEqual([]);
  });
});
