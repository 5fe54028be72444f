// Payout details and payouts in the Operator app over HTTP: a bank account is checked (NUBAN
// length and check digit against the bank), shown back masked for confirmation, and fixed once
// confirmed; a wallet takes a Nigerian number. The settlement run pays to the confirmed details
// (the partner receives them), a refused account and an unanswered partner show as failed with
// the reason (recorded in the log, so a restart keeps them), and a later run's payout shows as
// sent. Staff see only the bank and the last four digits; no log line or page holds the number.
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
import { postTask, waitFor, waitMatched } from '../support/operators.ts';
import { appOperator, appWorkToReview, staffClient } from '../support/app-work.ts';
import type { AppClient } from '../support/app-client.ts';
import { nubanCheckDigit } from '../../src/operator-app/payout-details.ts';
import type { PayoutRequest, SimulatedPayoutPartner } from '../../src/partners/payout.ts';

let svc: TestService;
let org: TestOrg;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '10000000', 'live');
}, 30_000);

afterAll(async () => {
  await svc?.close();
});

/** A valid GTBank NUBAN whose serial starts with `prefix` (padded to 9 digits). */
function nuban(serial: string): string {
  return `${serial}${nubanCheckDigit('058', serial)}`;
}
/** A valid GTBank NUBAN ending 0000: the simulated partner refuses it. */
function refusedNuban(): string {
  for (let n = 100; n < 1000; n++) {
    const serial = `${n}${'123'}000`;
    if (nubanCheckDigit('058', serial) === 0) return `${serial}0`;
  }
  throw new Error('no NUBAN ending 0000');
}

/** Approved work for this Operator, approved by the agent. */
async function approvedTask(client: AppClient, operatorId: string, zone?: string) {
  const title = `Photograph the kiosk ${newKey()}`;
  const id = await postTask(svc, org, { title, ...(zone ? { zone_ref: zone } : {}) });
  expect(await waitMatched(svc, org, id, 5_000)).toBe(operatorId);
  await appWorkToReview(svc, client, id);
  await waitFor(() => svc.engine.findTask(id)?.proof?.verification ?? undefined, 10_000);
  const ok = await call(svc.url, 'POST', `/v1/tasks/${id}/approve`, {
    key: org.key,
    idem: newKey(),
  });
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  return id;
}

describe('Operator app payouts', () => {
  it('checks, confirms and fixes bank details, pays to them, shows a refusal', async () => {
    const { client, operatorId } = await appOperator(svc, '0812 555 6677', 'Emeka');
    const money = await client.get('/app/money');
    expect(money.html).toContain('No payout details yet');
    // The Operator's own standing: a newcomer's level and score, no known-answer check listed.
    expect(money.html).toContain('Your standing');
    expect(money.html).toMatch(/Standard<\/strong> · score 800 of 1000/);
    expect(money.html).not.toMatch(/gold/i);

    await client.get('/app/payout');
    const short = await client.post('/app/payout', { kind: 'bank', bank: '058', account: '12345' });
    expect(short.status).toBe(400);
    expect(short.html).toContain('The account number is 10 digits.');
    const good = nuban('012345678');
    const wrongBank = await client.post('/app/payout', {
      kind: 'bank',
      bank: '044',
      account: good,
    });
    expect(wrongBank.html).toContain('does not belong to that bank');
    expect(wrongBank.html).not.toContain(good);
    const noBank = await client.post('/app/payout', { kind: 'bank', account: good });
    expect(noBank.html).toContain('Choose your bank.');

    const refused = refusedNuban();
    const set = await client.post('/app/payout', { kind: 'bank', bank: '058', account: refused });
    expect(set.location).toBe('/app/payout/confirm');
    const confirm = await client.get('/app/payout/confirm');
    expect(confirm.html).toContain('GTBank');
    expect(confirm.html).toContain('number ending 0000');
    expect(confirm.html).not.toContain(refused);
    // Not confirmed yet: still free to change.
    await client.get('/app/payout');
    await client.post('/app/payout', { kind: 'bank', bank: '058', account: refused });
    await client.get('/app/payout/confirm');
    const done = await client.post('/app/payout/confirm', {});
    expect(done.location).toBe('/app/money?done=payout.saved');
    await client.get('/app/payout');
    const again = await client.post('/app/payout', { kind: 'bank', bank: '058', account: good });
    expect(again.status).toBe(409);
    expect(again.html).toContain('contact errand support');

    // Paid to the confirmed details: this account is refused by the partner's rule.
    const partner = svc.services.payoutPartner as SimulatedPayoutPartner;
    const seen: PayoutRequest[] = [];
    const pay = partner.payout.bind(partner);
    partner.payout = (r) => {
      seen.push(r);
      return pay(r);
    };
    const first = await approvedTask(client, operatorId);
    const run1 = await admin(svc.url, 'POST', '/internal/v1/settlements/run', {});
    expect(run1.body.data.failed).toContain(first);
    expect(seen.find((r) => r.taskId === first)?.destination).toEqual({
      kind: 'bank',
      institution: '058',
      accountNumber: refused,
    });
    const failed = await client.get('/app/money');
    expect(failed.html).toContain('the bank or wallet refused the account');
    expect(failed.html).toContain('GTBank');
    expect(failed.html).toContain('number ending 0000');

    const staff = await staffClient(svc);
    const page = await staff.get('/console/staff/operator-app/');
    expect(page.html).toContain('GTBank …0000 (confirmed)');
    expect(page.html).not.toContain(refused);
    for (const line of svc.logs) expect(line).not.toContain(refused);

    // Durable: the failure is a record; a restart shows it still.
    const dataDir = svc.dataDir;
    await svc.close();
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, dataDir);
    client.moveTo(svc.url);
    expect((await client.get('/app/money')).html).toContain('refused the account');
  }, 90_000);

  it('takes a wallet, shows a partner outage as failed, then sent on the next run', async () => {
    const surulere = 'ng.lagos.surulere';
    const { client, operatorId } = await appOperator(svc, '0813 666 7788', 'Amaka', surulere);
    await client.get('/app/payout');
    const bad = await client.post('/app/payout', {
      kind: 'wallet',
      provider: 'opay',
      wallet: '12345',
    });
    expect(bad.html).toContain('Nigerian phone number, like 0803 123 4567');
    await client.post('/app/payout', { kind: 'wallet', provider: 'opay', wallet: '0813 666 7788' });
    expect((await client.get('/app/payout/confirm')).html).toContain('OPay');
    await client.post('/app/payout/confirm', {});

    const id = await approvedTask(client, operatorId, surulere);
    expect((await client.get('/app/money')).html).toContain('waiting for the next payment run');
    // The first test's refused payout is due in the same run: both calls fail.
    (svc.services.payoutPartner as SimulatedPayoutPartner).failNext = 2;
    const run1 = await admin(svc.url, 'POST', '/internal/v1/settlements/run', {});
    expect(run1.body.data.failed).toContain(id);
    expect((await client.get('/app/money')).html).toContain('It will be tried again.');
    const run2 = await admin(svc.url, 'POST', '/internal/v1/settlements/run', {});
    expect(run2.body.data.task_ids).toContain(id);
    const paid = await client.get('/app/money');
    expect(paid.html).toContain('Payout sent.');
    expect(paid.html).toContain('payment reference');
    expect(paid.html).not.toContain('It will be tried again.');
  }, 90_000);
});
