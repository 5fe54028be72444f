// Proves money parsing and the fee rule are exact: no float ever touches an amount.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeFor, parseMajor, parseMinor } from '../../src/domain/money.ts';

describe('money', () => {
  it('parses major-unit decimals exactly', () => {
    expect(parseMajor('1500')).toBe(150000n);
    expect(parseMajor('1500.5')).toBe(150050n);
    expect(parseMajor('0.01')).toBe(1n);
    expect(parseMajor('999999999999999.99')).toBe(99999999999999999n);
    for (const bad of ['', '1.234', '-1', '1e3', ' 1', '01', '1.', '.5', 'NaN', '0x10'])
      expect(parseMajor(bad)).toBeUndefined();
  });

  it('round-trips every two-decimal amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (minor) => {
        const text = `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
        expect(parseMajor(text)).toBe(minor);
      }),
    );
  });

  it('charges ceil(reward × bps / 10000) and never less', () => {
    expect(feeFor(150000n, 1000n)).toBe(15000n);
    expect(feeFor(1n, 1000n)).toBe(1n);
    expect(feeFor(15n, 1000n)).toBe(2n);
    expect(feeFor(0n, 1000n)).toBe(0n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.bigInt({ min: 0n, max: 10000n }),
        (reward, bps) => {
          const fee = feeFor(reward, bps);
          expect(fee * 10000n >= reward * bps).toBe(true);
          expect((fee - 1n) * 10000n < reward * bps || fee === 0n).toBe(true);
        },
      ),
    );
  });

  it('reads minor-unit digit strings only', () => {
    expect(parseMinor('0')).toBe(0n);
    expect(parseMinor('12345678901234567890')).toBe(12345678901234567890n);
    for (const bad of ['-1', '1.0', '01', '', '1e5']) expect(parseMinor(bad)).toBeUndefined();
  });
});
