// The Operator app's small pieces: Nigerian numbers normalised to E.164 (others refused), every
// language file carries exactly English's keys, the SMS adapters (test mode logs and never sends;
// Termii's request shape; a live provider without its key refuses to start); the sandbox KYC
// partner's rules.
import { describe, expect, it } from 'vitest';
import { normalizePhone } from '../../src/operator-app/otp.ts';
import { DICTIONARIES, LANGUAGES } from '../../src/operator-app/i18n.ts';
import { kycPartnerFrom } from '../../src/partners/kyc.ts';
import { maskPhone, smsPartnerFrom, TermiiSmsPartner } from '../../src/partners/sms.ts';
import { liveSelfie } from '../support/selfie.ts';

describe('Operator app pieces', () => {
  it('normalises the ways people write a Nigerian mobile number', () => {
    expect(normalizePhone('0803 123 4567')).toBe('+2348031234567');
    expect(normalizePhone('+234 (803) 123-4567')).toBe('+2348031234567');
    expect(normalizePhone('2349051234567')).toBe('+2349051234567');
    for (const bad of ['12345', '0603 123 4567', '+44 7911 123456', '08031234567 1', '']) {
      expect(normalizePhone(bad)).toBeUndefined();
    }
  });

  it('every language file has exactly the English keys, and no empty string', () => {
    const keys = Object.keys(DICTIONARIES.en).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(DICTIONARIES[lang]).sort()).toEqual(keys);
      for (const text of Object.values(DICTIONARIES[lang])) expect(text.trim()).not.toBe('');
    }
  });

  it('test mode logs the code with the number masked and sends nothing', async () => {
    const lines: Array<Record<string, string>> = [];
    const sms = smsPartnerFrom({}, (fields) => lines.push(fields));
    expect(sms.mode).toBe('test');
    await sms.send({ to: '+2348031234567', body: 'Your code is 123456', code: '123456' });
    expect(lines).toEqual([{ sms: 'test', to: maskPhone('+2348031234567'), code: '123456' }]);
    expect(JSON.stringify(lines)).not.toContain('8031234567');
  });

  it('Termii: the send request has its documented shape; a refusal is a failed send', async () => {
    const seen: Array<{ url: string; body: Record<string, string> }> = [];
    let status = 200;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      seen.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('{}', { status });
    }) as unknown as typeof fetch;
    const baseUrl = 'https://gw.example/';
    const config = { apiKey: 'k', senderId: 'errand', baseUrl, channel: 'dnd' as const };
    const sms = new TermiiSmsPartner(config, fakeFetch);
    await sms.send({ to: '+2348031234567', body: 'hello', code: '1' });
    expect(seen[0]).toEqual({
      url: 'https://gw.example/api/sms/send',
      body: {
        api_key: 'k',
        to: '2348031234567',
        from: 'errand',
        sms: 'hello',
        type: 'plain',
        channel: 'dnd',
      },
    });
    status = 400;
    const refused = sms.send({ to: '+2348031234567', body: 'hello', code: '1' });
    await expect(refused).rejects.toThrow(/400/);
    expect(() => smsPartnerFrom({ SMS_PROVIDER: 'termii' }, () => {})).toThrow(/TERMII_API_KEY/);
    expect(() => smsPartnerFrom({ SMS_PROVIDER: 'carrier-pigeon' }, () => {})).toThrow();
  });

  it('the sandbox KYC partner answers by the last four digits, keeping only them', async () => {
    const kyc = kycPartnerFrom({});
    const selfie = await liveSelfie();
    const ask = (idNumber: string) =>
      kyc.check({ idType: 'bvn', idNumber, firstName: 'A', lastName: 'B', selfie }, 'ref1');
    const none = { outcome: 'not_found', reference: 'sbx_ref1', last4: '0000' };
    expect(await ask('12345670000')).toEqual(none);
    expect((await ask('12345671111')).outcome).toBe('name_mismatch');
    expect((await ask('12345672222')).outcome).toBe('liveness_failed');
    expect((await ask('12345675678')).outcome).toBe('verified');
    expect(() => kycPartnerFrom({ KYC_PROVIDER: 'live' })).toThrow();
  });
});
