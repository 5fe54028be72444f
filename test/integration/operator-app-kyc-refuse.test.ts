// Staff refusing a stopped identity check, over HTTP: an applicant whose three selfies fail the
// sandbox's liveness rule is stopped; staff refuse only with a reason, a note and the
// confirmation; the account then takes no more checks and cannot be passed by hand; the
// Operator reads why in the app, in English and in Pidgin; the decision is in the audit log with
// the note, and it holds across a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/http.ts';
import { staffClient } from '../support/app-work.ts';
import { AppClient, signIn } from '../support/app-client.ts';
import { OPERATORS_ROUTING_KEY } from '../../src/core/commands.ts';
import { blankSelfie } from '../support/selfie.ts';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
}, 30_000);

afterAll(async () => {
  await svc?.close();
});

describe('staff refuse a stopped identity check', () => {
  it('refuses with a reason the Operator reads, audited, kept across a restart', async () => {
    const applicant = new AppClient(svc.url);
    await signIn(svc, applicant, '0816 300 4005');
    await applicant.get('/app/onboard?state=ng.lagos');
    await applicant.post('/app/onboard', {
      state: 'ng.lagos',
      first_name: 'Tunde',
      last_name: 'Okafor',
      lga: 'ng.lagos.ikeja',
      language: 'pcm',
      skill: 'field_verification',
    });
    const blank = (await blankSelfie()).toString('base64');
    for (let i = 0; i < 3; i++) {
      await applicant.get('/app/kyc');
      const res = await applicant.post('/app/kyc', {
        id_type: 'bvn',
        id_number: '12345678901',
        consent: 'yes',
        selfie: blank,
      });
      expect(res.status).toBe(422);
      expect(res.html).toContain('live check did not pass');
    }
    expect((await applicant.get('/app/kyc')).html).toContain('Our staff will review');

    const staff = await staffClient(svc, 'refuse@example.com');
    const page = await staff.get('/console/staff/operator-app/');
    const account = /action="\/console\/staff\/operator-app\/([^/"]+)\/refuse"/.exec(
      page.html,
    )?.[1];
    expect(account).toBeDefined();
    const url = `/console/staff/operator-app/${account}/refuse`;
    const noReason = await staff.post(url, { note: 'Face on the call differs.', confirm: 'on' });
    expect(noReason.html).toContain('Nothing changed');
    const noBox = await staff.post(url, { reason: 'face_mismatch', note: 'Face differs.' });
    expect(noBox.html).toContain('Nothing changed');
    expect((await applicant.get('/app/kyc')).html).toContain('Our staff will review');

    const refused = await staff.post(url, {
      reason: 'face_mismatch',
      note: 'Video call: not the face on the BVN record.',
      confirm: 'on',
    });
    expect(refused.html).toContain('Identity refused (face_mismatch)');
    expect(refused.html).toContain('refused by staff: face mismatch');
    // Decided: neither form is offered, and neither decision can be posted again.
    expect(refused.html).not.toContain(url);
    expect(refused.html).not.toContain(`/console/staff/operator-app/${account}/verify`);
    expect(
      (await staff.post(url, { reason: 'face_mismatch', note: 'x', confirm: 'on' })).status,
    ).toBe(404);
    const pass = await staff.post(`/console/staff/operator-app/${account}/verify`, {
      note: 'changed my mind',
      confirm: 'on',
    });
    expect(pass.status).toBe(404);

    const told = await applicant.get('/app/kyc');
    expect(told.html).toContain('could not accept it');
    expect(told.html).toContain('the selfie does not match the photo on the identity record');
    expect(told.html).not.toContain('action="/app/kyc"');
    const again = await applicant.post('/app/kyc', {
      id_type: 'bvn',
      id_number: '12345678901',
      consent: 'yes',
      selfie: blank,
    });
    expect(again.status).toBe(429);
    await applicant.get('/app/lang/pcm');
    const pidgin = await applicant.get('/app/kyc');
    expect(pidgin.html).toContain('dem no fit accept am');
    expect(pidgin.html).toContain('the selfie no match the photo');

    const operators = [...svc.engine.stateOf(OPERATORS_ROUTING_KEY).operators.values()];
    expect(operators.some((o) => o.firstName === 'Tunde')).toBe(false);
    const audit = await staff.get('/console/staff/audit');
    expect(audit.html).toContain('operator_app.kyc_refuse');
    expect(audit.html).toContain('Video call: not the face on the BVN record.');

    const dataDir = svc.dataDir;
    await svc.close();
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, dataDir);
    const after = new AppClient(svc.url);
    await signIn(svc, after, '0816 300 4005');
    expect((await after.get('/app/kyc')).html).toContain('could not accept it');
  }, 90_000);
});
