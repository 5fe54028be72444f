// Money is bigint minor units inside and digit strings at the edges. Nothing here touches floats:
// a decimal string is split on its point and read digit by digit through BigInt.

const MAJOR = /^(0|[1-9]\d{0,14})(?:\.(\d{1,2}))?$/;
const DIGITS = /^(0|[1-9]\d{0,30})$/;

/**
 * "1500.5" → 150050n. Undefined when not a non-negative decimal with at most two fraction digits.
 */
export function parseMajor(text: string): bigint | undefined {
  const m = MAJOR.exec(text);
  if (!m) return undefined;
  const fraction = (m[2] ?? '').padEnd(2, '0');
  return BigInt(m[1]!) * 100n + BigInt(fraction);
}

/** A minor-unit digit string → bigint, or undefined. */
export function parseMinor(text: string): bigint | undefined {
  return DIGITS.test(text) ? BigInt(text) : undefined;
}

/**
 * Fee = ceil(reward × bps / 10 000): rounding always favours the platform by under one minor unit.
 */
export function feeFor(rewardMinor: bigint, feeBps: bigint): bigint {
  if (rewardMinor < 0n || feeBps < 0n) throw new RangeError('fee of a negative amount');
  return (rewardMinor * feeBps + 9_999n) / 10_000n;
}
