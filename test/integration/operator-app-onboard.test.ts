// Onboarding and the identity check in the Operator app over HTTP: the form is checked on the
// server with every reason named; the sandbox KYC partner answers by the number's last digits; a
// failed check says why and makes no Operator; a passed one makes a `verified` Operator with what
// onboarding asked; three failed checks stop the app's checks (staff review); the raw BVN/NIN is
// in no log line and no file of the data directory. The selfie is required, must be a JPEG, and a
// blank one fails the sandbox's liveness rule; it too is in no log line and no data file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/http.ts';
import { AppClient, signIn } from '../support/app-client.ts';
import { OPERATORS_ROUTING_KEY } from '../../src/core/commands.ts';
import { blankSelfie, LIVE_SELFIE_B64 } from '../support/selfie.ts';

let svc: TestService;
let n = 0;
const freshPhone = () => `0806 777 ${String(1000 + ++n).slice(-4)}`;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
}, 30_000);

afterAll(async () => {
  await svc?.close();
});

const operators = () => [...svc.engine.stateOf(OPERATORS_ROUTING_KEY).operators.values()];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return stat.isDirectory() ? filesUnder(path) : stat.isFile() ? [path] : [];
  });
}

const check = (client: AppClient, idType: string, idNumber: string) =>
  client.post('/app/kyc', {
    id_type: idType,
    id_number: idNumber,
    consent: 'yes',
    selfie: LIVE_SELFIE_B64,
  });

async function onboarded(client: AppClient): Promise<void> {
  await client.get('/app/onboard?state=ng.lagos');
  const saved = await client.post('/app/onboard', {
    state: 'ng.lagos',
    first_name: 'Chiamaka',
    last_name: 'Eze',
    lga: 'ng.lagos.ikeja',
    language: 'pcm',
    skill: 'field_verification',
  });
  expect(saved.location).toBe('/app/kyc');
  await client.get('/app/kyc');
}

describe('Operator app onboarding and identity check', () => {
  it('checks the form; a failed check makes no Operator, a passed one does', async () => {
    const phone = freshPhone();
    const client = new AppClient(svc.url);
    await signIn(svc, client, phone);
    expect((await client.get('/app/home')).html).toContain('href="/app/onboard"');

    const page = await client.get('/app/onboard?state=ng.lagos');
    expect(page.html).toContain('value="ng.lagos.ikeja"');
    const empty = await client.post('/app/onboard', {
      state: 'ng.lagos',
      lga: 'ng.fct.gwagwalada',
    });
    expect(empty.status).toBe(400);
    for (const reason of ['first and last name', 'one LGA', 'one language', 'one kind of work']) {
      expect(empty.html).toContain(reason);
    }
    await onboarded(client);

    const short = await check(client, 'bvn', '123');
    expect(short.status).toBe(400);
    expect(short.html).toContain('11 digits');
    const noConsent = await client.post('/app/kyc', { id_type: 'bvn', id_number: '22345678901' });
    expect(noConsent.html).toContain('Tick the box');
    expect(noConsent.html).toContain('Take a selfie');
    const notJpeg = await client.post('/app/kyc', {
      id_type: 'bvn',
      id_number: '22345678901',
      consent: 'yes',
      selfie: Buffer.from('a PNG, not a JPEG').toString('base64'),
    });
    expect(notJpeg.status).toBe(400);
    expect(notJpeg.html).toContain('could not be read');

    // The sandbox's liveness rule: a blank selfie is no live face, whatever the number.
    const blank = await client.post('/app/kyc', {
      id_type: 'bvn',
      id_number: '22345678901',
      consent: 'yes',
      selfie: (await blankSelfie()).toString('base64'),
    });
    expect(blank.status).toBe(422);
    expect(blank.html).toContain('live check did not pass');

    const mismatch = await check(client, 'nin', '22345671111');
    expect(mismatch.status).toBe(422);
    expect(mismatch.html).toContain('different name');
    expect(mismatch.html).toContain('ending 1111');
    expect(operators().some((o) => o.firstName === 'Chiamaka')).toBe(false);

    const pass = await check(client, 'bvn', '22345675678');
    expect(pass.location).toBe('/app/home');
    expect((await client.get('/app/home')).html).toContain('verified Operator');
    const made = operators().find((o) => o.phone === `+234${phone.replace(/\D/g, '').slice(1)}`)!;
    expect(made).toMatchObject({ firstName: 'Chiamaka', lastName: 'Eze', tier: 'verified' });
    expect(made.lgaCoverage).toEqual(['ng.lagos.ikeja']);
    expect(made.skills).toEqual(['field_verification']);
    // An Operator has nothing more to onboard.
    expect((await client.get('/app/onboard')).location).toBe('/app/home');

    // The selfie is not kept: no file of the data directory holds its bytes.
    const selfieBytes = Buffer.from(LIVE_SELFIE_B64, 'base64').subarray(200, 264);
    for (const file of filesUnder(svc.dataDir)) {
      expect(readFileSync(file).includes(selfieBytes), `selfie in ${file}`).toBe(false);
    }
    expect(svc.logs.join('\n')).not.toContain(LIVE_SELFIE_B64.slice(100, 160));
    for (const raw of ['22345671111', '22345675678']) {
      expect(svc.logs.join('\n')).not.toContain(raw);
      for (const file of filesUnder(svc.dataDir)) {
        expect(readFileSync(file).includes(raw), `${raw} in ${file}`).toBe(false);
      }
    }
  });

  it('three failed checks stop the checks here, even with a good number', async () => {
    const client = new AppClient(svc.url);
    await signIn(svc, client, freshPhone());
    await onboarded(client);
    for (const last4 of ['0000', '2222', '0000']) {
      const res = await check(client, 'bvn', `3334445${last4}`);
      expect(res.status).toBe(422);
    }
    const fourth = await check(client, 'bvn', '33344455678');
    expect(fourth.status).toBe(429);
    expect(fourth.html).toContain('staff will review');
    expect((await client.get('/app/home')).html).not.toContain('verified Operator');
  });
});
