// Rejections, appeals and requesters' rejection rates in the Operator app, over HTTP: the
// Operator sees who rejected a proof and the agent's stated reason (and the checks in Pidgin),
// appeals within 72 hours (not after), staff overturn (the Operator is paid) or uphold (the
// agent is refunded) in the console, each in the audit log; offers show the requester's rate
// with its sample size; appeals and the tally are in the log and survive a restart.
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
import { advance, postTask, waitFor, waitMatched } from '../support/operators.ts';
import { appOperator, appWorkToReview, staffClient } from '../support/app-work.ts';
import type { AppClient } from '../support/app-client.ts';

let svc: TestService;
let org: TestOrg;
let operator: AppClient;
let operatorId: string;
let staff: AppClient;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '10000000', 'live');
  ({ client: operator, operatorId } = await appOperator(svc, '0810 777 1122', 'Ngozi'));
  staff = await staffClient(svc);
}, 60_000);

afterAll(async () => {
  await svc?.close();
});

const task = (id: string) => svc.engine.findTask(id);

/** A task offered to our Operator, worked in the app, its proof checked and then rejected. */
async function rejected(reason?: string, record?: string): Promise<string> {
  const id = await postTask(svc, org, { title: `Photograph the shop ${newKey()}` });
  expect(await waitMatched(svc, org, id, 5_000)).toBe(operatorId);
  if (record) expect((await operator.get('/app/work')).html).toContain(record);
  await appWorkToReview(svc, operator, id);
  await waitFor(() => task(id)?.proof?.verification ?? undefined, 10_000, 'verification');
  const res = await call(svc.url, 'POST', `/v1/tasks/${id}/reject`, {
    key: org.key,
    idem: newKey(),
    body: reason ? { reason } : {},
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

describe('Operator app rejections and appeals', () => {
  it('shows the reason, takes an appeal in time; staff overturn it: paid', async () => {
    const first = 'This requester has no checked proofs yet.';
    const id = await rejected('The photo shows the wrong shop front.', first);
    const page = await operator.get(`/app/tasks/${id}`);
    expect(page.html).toContain('Why your proof was rejected');
    expect(page.html).toContain('The requester rejected it');
    expect(page.html).toContain('The photo shows the wrong shop front.');
    expect(page.html).toContain('Appeal before');

    await operator.get(`/app/lang/pcm?back=/app/tasks/${id}`);
    const pidgin = await operator.get(`/app/tasks/${id}`);
    expect(pidgin.html).toContain('Why dem reject your proof');
    expect(pidgin.html).toContain('Camera details no dey, or dem no match');
    await operator.get(`/app/lang/en?back=/app/tasks/${id}`);

    await operator.get(`/app/tasks/${id}`);
    const sent = await operator.post(`/app/tasks/${id}/appeal`, {
      note: 'I was at the right shop; the sign was covered.',
    });
    expect(sent.location).toBe(`/app/tasks/${id}?done=appeal.sent`);
    expect((await operator.get(sent.location!)).html).toContain('Appeal: waiting for staff.');
    expect(task(id)?.appeal?.note).toBe('I was at the right shop; the sign was covered.');
    // A second tap changes nothing.
    expect((await operator.post(`/app/tasks/${id}/appeal`, {})).status).toBe(303);
    expect(task(id)?.appeal?.note).toBe('I was at the right shop; the sign was covered.');

    const list = await staff.get('/console/staff/appeals');
    expect(list.html).toContain(id);
    expect(list.html).toContain('The photo shows the wrong shop front.');
    expect(list.html).toContain('the sign was covered');
    const unticked = await staff.post(`/console/staff/appeals/${id}`, { decision: 'overturn' });
    expect(unticked.location).toContain('done=unconfirmed');
    expect(task(id)?.state).toBe('disputed');
    const done = await staff.post(`/console/staff/appeals/${id}`, {
      decision: 'overturn',
      confirm: 'on',
      note: 'Sign covered; location checks out.',
    });
    expect(done.location).toContain('done=overturned');
    expect((await operator.get(`/app/tasks/${id}`)).html).toContain(
      'Appeal: staff agreed with you',
    );

    const settled = await admin(svc.url, 'POST', '/internal/v1/settlements/run', {});
    expect(settled.body.data.task_ids).toContain(id);
    expect((await operator.get(`/app/tasks/${id}`)).html).toContain('Paid.');
    const audit = await staff.get('/console/staff/audit');
    expect(audit.html).toContain('appeal.overturn');
  }, 60_000);

  it('refuses an appeal after 72 hours, and an upheld appeal refunds the agent', async () => {
    const late = await rejected();
    await advance(svc, 72 * 3600 + 60);
    const page = await operator.get(`/app/tasks/${late}`);
    expect(page.html).toContain('The time to appeal has passed.');
    expect(page.html).not.toContain('What staff should know');
    const refused = await operator.post(`/app/tasks/${late}/appeal`, { note: 'late' });
    expect(refused.location).toBe(`/app/tasks/${late}?error=appeal.closed`);
    expect(task(late)?.appeal).toBeUndefined();

    const kept = await rejected('No photo of the price list.', 'rejected 2 of 2 proofs');
    await operator.get(`/app/tasks/${kept}`);
    await operator.post(`/app/tasks/${kept}/appeal`, {});
    await staff.get('/console/staff/appeals');
    await staff.post(`/console/staff/appeals/${kept}`, { decision: 'uphold', confirm: 'on' });
    const read = await call(svc.url, 'GET', `/v1/tasks/${kept}`, { key: org.key });
    expect(read.body.data.state).toBe('resolved_refunded');
    expect((await operator.get(`/app/tasks/${kept}`)).html).toContain('staff kept the rejection');
  }, 60_000);

  it("shows the requester's rejection rate on offers, rebuilt on restart", async () => {
    const approved = await postTask(svc, org, { title: 'Count the pumps' });
    expect(await waitMatched(svc, org, approved, 5_000)).toBe(operatorId);
    await appWorkToReview(svc, operator, approved);
    await waitFor(() => task(approved)?.proof?.verification ?? undefined, 10_000, 'verification');
    const ok = await call(svc.url, 'POST', `/v1/tasks/${approved}/approve`, {
      key: org.key,
      idem: newKey(),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);

    const offered = await postTask(svc, org, { title: 'Photograph the queue' });
    expect(await waitMatched(svc, org, offered, 5_000)).toBe(operatorId);
    const rate = 'This requester rejected 3 of 4 proofs checked (75%).';
    const work = (await operator.get('/app/work')).html;
    expect(work).toContain(rate);
    expect(work).not.toContain(org.orgId);

    const dataDir = svc.dataDir;
    await svc.close();
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, dataDir);
    operator.moveTo(svc.url);
    expect((await operator.get('/app/work')).html).toContain(rate);
  }, 90_000);
});
