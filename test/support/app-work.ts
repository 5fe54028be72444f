// An Operator's work in the Operator app, through its pages as a phone would: sign up and pass the
// sandbox identity check, accept an offer, check in at the site, send a proof from the proof form
// (as the outbox does: JSON, the form's CSRF token and idempotency key), and a staff console user.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { TestService } from './http.ts';
import { ROOT } from './child-service.ts';
import { AppClient, signIn } from './app-client.ts';
import { makeJpeg } from '../proof-checks/support/jpeg.ts';
import { OPERATORS_ROUTING_KEY } from '../../src/core/commands.ts';
import { ZONE_GEOFENCES } from '../../src/domain/zones.ts';
import { LIVE_SELFIE_B64 } from './selfie.ts';

const run = promisify(execFile);
const PASSWORD = 'correct horse battery staple';
/** Inside Ikeja's geofence. */
const IKEJA = { lat: 6.6018, lng: 3.3515 };

/** A new app account, onboarded in Ikeja and verified by the sandbox: client and Operator. */
export async function appOperator(
  svc: TestService,
  phone: string,
  firstName: string,
  lga = 'ng.lagos.ikeja',
): Promise<{ client: AppClient; operatorId: string }> {
  const client = new AppClient(svc.url);
  await signIn(svc, client, phone);
  await client.get('/app/onboard?state=ng.lagos');
  await client.post('/app/onboard', {
    state: 'ng.lagos',
    first_name: firstName,
    last_name: 'Okafor',
    lga,
    language: 'en',
    skill: 'field_verification',
  });
  await client.get('/app/kyc');
  const id = `${phone.replace(/\D/g, '').slice(-7)}5678`;
  await client.post('/app/kyc', {
    id_type: 'nin',
    id_number: id,
    consent: 'yes',
    selfie: LIVE_SELFIE_B64,
  });
  const ops = [...svc.engine.stateOf(OPERATORS_ROUTING_KEY).operators.values()];
  const operatorId = ops.find((o) => o.firstName === firstName)?.id;
  expect(operatorId, `Operator ${firstName}`).toBeDefined();
  return { client, operatorId: operatorId! };
}

let photoSeq = 0;

/** Accept in the app, check in inside the zone, send a proof without EXIF (it waits in review). */
export async function appWorkToReview(
  svc: TestService,
  client: AppClient,
  taskId: string,
): Promise<void> {
  await client.get('/app/work');
  expect((await client.post(`/app/offers/${taskId}/accept`, {})).status).toBe(303);
  await client.get(`/app/tasks/${taskId}`);
  const at = ZONE_GEOFENCES.get(svc.engine.findTask(taskId)!.zoneRef)?.center ?? IKEJA;
  const started = await client.post(`/app/tasks/${taskId}/start`, {
    lat: String(at.lat),
    lng: String(at.lng),
  });
  expect(started.location).toBe(`/app/tasks/${taskId}`);
  const form = await client.get(`/app/tasks/${taskId}/proof`);
  const csrf = /data-csrf="([^"]+)"/.exec(form.html)![1]!;
  const key = /name="key" value="([^"]+)"/.exec(form.html)![1]!;
  const jpeg = await makeJpeg({ seed: 4_000 + ++photoSeq * 7, exif: null });
  const sent = await client.postJson(
    `/app/tasks/${taskId}/proof`,
    {
      key,
      photos: [jpeg.toString('base64')],
      lat: at.lat,
      lng: at.lng,
      captured_at: new Date(svc.services.clock.now() - 1_000).toISOString(),
      answers: {},
    },
    csrf,
  );
  expect(sent.status, sent.html).toBe(200);
}

/** A platform staff member signed in to the console with a second factor. */
export async function staffClient(svc: TestService, email = 'ops@example.com'): Promise<AppClient> {
  const { stdout } = await run(
    process.execPath,
    [
      'bin/errand.mjs',
      'console-user',
      '--data',
      svc.dataDir,
      '--url',
      svc.url,
      '--staff',
      '--email',
      email,
    ],
    { cwd: ROOT },
  );
  const link = new URL(stdout.trim().split('\n').pop()!);
  const staff = new AppClient(svc.url);
  await staff.get(`${link.pathname}${link.search}`);
  const token = link.searchParams.get('token')!;
  const done = await staff.post('/console/setup', { token, password: PASSWORD, confirm: PASSWORD });
  expect(done.status).toBe(303);
  await staff.get('/console/account/2fa');
  const enrol = await staff.post('/console/account/2fa/start', {});
  const secret = /id="totp-secret"[^>]*value="([^"]+)"/.exec(enrol.html)?.[1];
  expect(secret).toBeDefined();
  const on = await staff.post('/console/account/2fa/confirm', {
    code: await generate({ secret: secret! }),
  });
  expect(on.html).toContain('recovery-codes');
  return staff;
}
