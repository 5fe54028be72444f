// The check-in and staff's hand on identity, over HTTP: the START records the phone's position
// (rounded to 4 decimals) and the proof checks judge it (their reason names the check-in), kept
// across a restart; an account whose identity checks stopped after three failures is passed by
// staff on the Operator app's staff page (only with a note and the confirmation), which makes
// the Operator (tier verified), records the decision on the account and in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrg, startTestService, type TestOrg, type TestService } from '../support/http.ts';
import { postTask, waitFor, waitMatched } from '../support/operators.ts';
import { appOperator, staffClient } from '../support/app-work.ts';
import { AppClient, signIn } from '../support/app-client.ts';
import { OPERATORS_ROUTING_KEY } from '../../src/core/commands.ts';
import { makeJpeg } from '../proof-checks/support/jpeg.ts';
import { LIVE_SELFIE_B64 } from '../support/selfie.ts';

let svc: TestService;
let org: TestOrg;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '10000000', 'live');
}, 30_000);

afterAll(async () => {
  await svc?.close();
});

describe('check-in position and staff identity decisions', () => {
  it('records the rounded check-in at the start, and the checks judge it', async () => {
    const { client, operatorId } = await appOperator(svc, '0816 100 2003', 'Sade');
    const id = await postTask(svc, org, { title: 'Photograph the clinic' });
    expect(await waitMatched(svc, org, id, 5_000)).toBe(operatorId);
    await client.get('/app/work');
    await client.post(`/app/offers/${id}/accept`, {});
    await client.get(`/app/tasks/${id}`);
    const started = await client.post(`/app/tasks/${id}/start`, {
      lat: '6.601849871',
      lng: '3.351528412',
    });
    expect(started.location).toBe(`/app/tasks/${id}`);
    expect(svc.engine.findTask(id)?.checkIn).toMatchObject({ lat: 6.6018, lng: 3.3515 });

    const form = await client.get(`/app/tasks/${id}/proof`);
    const csrf = /data-csrf="([^"]+)"/.exec(form.html)![1]!;
    const key = /name="key" value="([^"]+)"/.exec(form.html)![1]!;
    const jpeg = await makeJpeg({
      seed: 5_151,
      exif: { make: 'TECNO', model: 'CK7n', gps: { lat: 6.6049, lng: 3.3531 } },
    });
    const sent = await client.postJson(
      `/app/tasks/${id}/proof`,
      {
        key,
        photos: [jpeg.toString('base64')],
        lat: 6.6019,
        lng: 3.3516,
        captured_at: new Date(svc.services.clock.now() - 1_000).toISOString(),
      },
      csrf,
    );
    expect(sent.status).toBe(200);
    const checks = await waitFor(() => svc.engine.findTask(id)?.proof?.verification?.checks);
    const location = checks.find((c) => c.name === 'location')!;
    expect(location.reason).toContain('check-in at the start');

    const dataDir = svc.dataDir;
    await svc.close();
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, dataDir);
    expect(svc.engine.findTask(id)?.checkIn).toMatchObject({ lat: 6.6018, lng: 3.3515 });
  }, 60_000);

  it('lets staff pass a stopped identity check by hand, with a note', async () => {
    const applicant = new AppClient(svc.url);
    await signIn(svc, applicant, '0816 200 3004');
    await applicant.get('/app/onboard?state=ng.lagos');
    await applicant.post('/app/onboard', {
      state: 'ng.lagos',
      first_name: 'Kunle',
      last_name: 'Bakare',
      lga: 'ng.lagos.surulere',
      language: 'yo',
      skill: 'field_verification',
    });
    for (let i = 0; i < 3; i++) {
      await applicant.get('/app/kyc');
      await applicant.post('/app/kyc', {
        id_type: 'nin',
        id_number: '12345672222',
        consent: 'yes',
        selfie: LIVE_SELFIE_B64,
      });
    }
    expect((await applicant.get('/app/kyc')).html).toContain('Our staff will review');

    const staff = await staffClient(svc, 'kyc@example.com');
    const page = await staff.get('/console/staff/operator-app/');
    const account = /action="\/console\/staff\/operator-app\/([^/"]+)\/verify"/.exec(
      page.html,
    )?.[1];
    expect(account).toBeDefined();
    const bare = await staff.post(`/console/staff/operator-app/${account}/verify`, { note: 'x' });
    expect(bare.html).toContain('Nothing changed');
    const made = () =>
      [...svc.engine.stateOf(OPERATORS_ROUTING_KEY).operators.values()].find(
        (o) => o.firstName === 'Kunle',
      );
    expect(made()).toBeUndefined();
    const passed = await staff.post(`/console/staff/operator-app/${account}/verify`, {
      note: 'Saw the NIN slip and face on a video call.',
      confirm: 'on',
    });
    expect(passed.html).toContain('Identity passed by hand');
    expect(made()?.tier).toBe('verified');
    expect(passed.html).toContain('staff_');
    expect((await applicant.get('/app/home')).html).toContain('verified Operator');
    // Decided: the form is gone, and a second post finds nothing to decide.
    expect(passed.html).not.toContain(`/console/staff/operator-app/${account}/verify`);
    const again = await staff.post(`/console/staff/operator-app/${account}/verify`, {
      note: 'again',
      confirm: 'on',
    });
    expect(again.status).toBe(404);
    const audit = await staff.get('/console/staff/audit');
    expect(audit.html).toContain('operator_app.kyc_pass');
  }, 60_000);
});
