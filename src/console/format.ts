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
