// Payout details as the Operator app checks them: the NUBAN check digit over the bank's code
// and the serial (a changed digit or another bank fails), a wallet's Nigerian number, and each
// missing or wrong field named by its message; only the last four digits are kept apart.
import { describe, expect, it } from 'vitest';
import {
  detailsFrom,
  institutionName,
  nubanCheckDigit,
  validNuban,
} from '../../src/operator-app/payout-details.ts';

describe('payout details', () => {
  it('computes the NUBAN check digit and refuses a changed digit or another bank', () => {
    // 058 + 012345678: 0·3+5·7+8·3+0·3+1·7+2·3+3·3+4·7+5·3+6·3+7·7+8·3 = 215 → 10 − 5 = 5.
    expect(nubanCheckDigit('058', '012345678')).toBe(5);
    expect(validNuban('058', '0123456785')).toBe(true);
    expect(validNuban('058', '0123456786')).toBe(false);
    expect(validNuban('058', '1123456785')).toBe(false);
    expect(validNuban('044', '0123456785')).toBe(false);
    expect(validNuban('058', '012345678')).toBe(false);
  });

  it('takes a bank account or a wallet, and names each problem', () => {
    expect(detailsFrom({ kind: 'bank', bank: '058', account: '012 345 6785' })).toEqual({
      ok: true,
      details: { kind: 'bank', institution: '058', accountNumber: '0123456785', last4: '6785' },
    });
    expect(
      detailsFrom({ kind: 'wallet', provider: 'palmpay', wallet: '+234 803 123 4567' }),
    ).toEqual({
      ok: true,
      details: {
        kind: 'wallet',
        institution: 'palmpay',
        accountNumber: '8031234567',
        last4: '4567',
      },
    });
    expect(detailsFrom({})).toEqual({ ok: false, errors: ['payout.need_kind'] });
    expect(detailsFrom({ kind: 'bank', bank: '999', account: '12' })).toEqual({
      ok: false,
      errors: ['payout.need_bank', 'payout.bad_nuban'],
    });
    expect(detailsFrom({ kind: 'wallet', provider: 'x', wallet: '555' })).toEqual({
      ok: false,
      errors: ['payout.need_provider', 'payout.bad_wallet'],
    });
    expect(institutionName({ kind: 'bank', institution: '058' })).toBe('GTBank');
    expect(institutionName({ kind: 'wallet', institution: 'opay' })).toBe('OPay');
  });
});
