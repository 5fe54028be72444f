// Display helpers for the console's pages: money from minor units, times as UTC.
export function formatMinor(minor: bigint | string): string {
  const v = BigInt(minor);
  const sign = v < 0n ? '-' : '';
  const abs = v < 0n ? -v : v;
  const major = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${major}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export function formatTime(ms: number | string | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  const d = typeof ms === 'string' ? new Date(ms) : new Date(ms);
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** "1500.00" or "1500" (major units) as minor units; undefined for anything else. */
export function parseMajor(major: string): bigint | undefined {
  const m = /^\s*(\d{1,15})(?:\.(\d{1,2}))?\s*$/.exec(major.replaceAll(',', ''));
  return m ? BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : undefined;
}
