// The KYC partners with a selfie: the sandbox's liveness rule (a tiny, blank or unreadable
// selfie fails, a real photo passes) and the Dojah adapter against a local fake server of
// Dojah's documented "verify BVN/NIN with selfie" API: what it sends (the number and the selfie
// only, keyed by AppId and the secret key), each answer mapped to errand's outcomes, an outage
// thrown, and the configuration refused without its keys.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycPartnerFrom, sandboxLooksLive } from '../../src/partners/kyc.ts';
import { blankSelfie, liveSelfie } from '../support/selfie.ts';

interface Seen {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/** Answers as Dojah documents it, by the number's last digits; records what it was sent. */
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
const record = (first: string, last: string, match: boolean, confidence: number) => ({
  entity: {
    bvn: 'echoed',
    first_name: first,
    middle_name: 'Adaeze',
    last_name: last,
    phone_number1: '08030000000',
    date_of_birth: '01-January-1990',
    image: '/9j/record-photo',
    selfie_verification: { confidence_value: confidence, match },
  },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      const auth = req.headers.authorization === 'sk_test' && req.headers.appid === 'app_1';
      const num = String(body.bvn ?? body.nin ?? '');
      const [status, answer] = !auth
        ? [401, { error: 'Unauthorized' }]
        : num.endsWith('0000')
          ? [404, { error: 'BVN not found' }]
          : num.endsWith('4000')
            ? [400, { error: 'Invalid BVN' }]
            : num.endsWith('5000')
              ? [500, { error: `upstream down for ${num}` }]
              : num.endsWith('1111')
                ? [200, record('Musa', 'Bello', true, 99)]
                : num.endsWith('2222')
                  ? [200, record('Chiamaka', 'Eze', false, 31)]
                  : [200, record('CHIAMAKA', 'Ézé', true, 97)];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the sandbox liveness rule', () => {
  it('passes a real photo and fails a blank, tiny or unreadable selfie', async () => {
    expect(await sandboxLooksLive(await liveSelfie())).toBe(true);
    expect(await sandboxLooksLive(await blankSelfie())).toBe(false);
    const tiny = await sharp(await liveSelfie())
      .resize(40, 40)
      .jpeg()
      .toBuffer();
    expect(await sandboxLooksLive(tiny)).toBe(false);
    expect(await sandboxLooksLive(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]))).toBe(false);
  });

  it('answers liveness failed for a blank selfie whatever the number', async () => {
    const kyc = kycPartnerFrom({});
    const ask = { idType: 'nin' as const, idNumber: '12345675678', firstName: 'A', lastName: 'B' };
    expect((await kyc.check({ ...ask, selfie: await blankSelfie() }, 'r')).outcome).toBe(
      'liveness_failed',
    );
    expect((await kyc.check({ ...ask, selfie: await liveSelfie() }, 'r')).outcome).toBe('verified');
  });
});

describe('the Dojah adapter', () => {
  const env = () => ({
    KYC_PROVIDER: 'dojah',
    DOJAH_APP_ID: 'app_1',
    DOJAH_SECRET_KEY: 'sk_test',
    DOJAH_BASE_URL: `${baseUrl}/`,
  });

  it('sends the number and the selfie only, and maps each answer to an outcome', async () => {
    const kyc = kycPartnerFrom(env());
    expect(kyc.mode).toBe('live');
    const selfie = await liveSelfie();
    const ask = (idNumber: string, idType: 'bvn' | 'nin' = 'bvn') =>
      kyc.check({ idType, idNumber, firstName: 'Chiamaka', lastName: 'Eze', selfie }, 'ref9');

    expect(await ask('22345678901')).toEqual({
      outcome: 'verified',
      reference: 'dojah_ref9',
      last4: '8901',
    });
    const first = seen.at(-1)!;
    expect(first.path).toBe('/api/v1/kyc/bvn/verify');
    expect(first.headers.appid).toBe('app_1');
    expect(first.headers.authorization).toBe('sk_test');
    expect(first.body).toEqual({ bvn: '22345678901', selfie_image: selfie.toString('base64') });

    expect((await ask('22345670000')).outcome).toBe('not_found');
    expect((await ask('22345674000')).outcome).toBe('not_found');
    expect((await ask('22345671111')).outcome).toBe('name_mismatch');
    expect((await ask('22345672222')).outcome).toBe('liveness_failed');
    // A middle name on the record is a first name the Operator may go by.
    const middle = { idType: 'bvn' as const, idNumber: '22345678901', selfie };
    const byMiddle = await kyc.check({ ...middle, firstName: 'adaeze', lastName: 'EZE' }, 'r');
    expect(byMiddle.outcome).toBe('verified');

    expect((await ask('32345678901', 'nin')).outcome).toBe('verified');
    expect(seen.at(-1)!.path).toBe('/api/v1/kyc/nin/verify');
    expect(Object.keys(seen.at(-1)!.body).sort()).toEqual(['nin', 'selfie_image']);
  });

  it('throws on an outage or a refused key, without the number in the error', async () => {
    const kyc = kycPartnerFrom(env());
    const selfie = await liveSelfie();
    const ask = { idType: 'bvn' as const, idNumber: '22345675000', firstName: 'C', lastName: 'E' };
    const down = kyc.check({ ...ask, selfie }, 'r');
    await expect(down).rejects.toThrow('KYC partner answered 500');
    const wrongKey = kycPartnerFrom({ ...env(), DOJAH_SECRET_KEY: 'sk_wrong' });
    await expect(wrongKey.check({ ...ask, selfie }, 'r')).rejects.toThrow(/401/);
  });

  it('refuses to start without its keys or with an unknown provider', () => {
    expect(() => kycPartnerFrom({ KYC_PROVIDER: 'dojah', DOJAH_APP_ID: 'a' })).toThrow(
      /DOJAH_SECRET_KEY/,
    );
    expect(() => kycPartnerFrom({ KYC_PROVIDER: 'smile' })).toThrow(/sandbox or dojah/);
  });
});
