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

/** The zone a member sees times in beside UTC, unless they chose another (Account page). */
export const DEFAULT_TIME_ZONE = 'Africa/Lagos';
const ZONES = new Set(Intl.supportedValuesOf('timeZone'));

export const validTimeZone = (tz: unknown): tz is string => typeof tz === 'string' && ZONES.has(tz);

/** UTC, then the same moment in `tz` (e.g. "2026-11-29 02:35 UTC · 03:35 Africa/Lagos"). */
export function formatTimeIn(ms: number | string | null | undefined, tz: string): string {
  const utc = formatTime(ms);
  if (ms === null || ms === undefined || tz === 'UTC') return utc;
  const d = new Date(ms);
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(d)
    .replace(',', '');
  // The date is repeated only when it differs from UTC's.
  const shown = local.slice(0, 10) === utc.slice(0, 10) ? local.slice(11) : local;
  return `${utc} · ${shown} ${tz}`;
}
