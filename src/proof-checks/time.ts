// Timestamps without the process time zone. EXIF times are wall-clock strings; exifr would revive
// them as if they were in the *server's* zone, so we keep the raw string and apply the photo's
// OffsetTimeOriginal, else the task zone's offset. Every conversion goes through Date.UTC.

const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** '+01:00' → 60; null when absent or malformed. */
function parseOffsetMinutes(text: string | null | undefined): number | null {
  const m = text ? OFFSET.exec(text.trim()) : null;
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  if (minutes > 14 * 60) return null;
  return m[1] === '-' ? -minutes : minutes;
}

function utcMs(parts: readonly number[], offsetMinutes: number): number | null {
  const [y, mo, d, h, mi, s, ms = 0] = parts as [
    number,
    number,
    number,
    number,
    number,
    number,
    number?,
  ];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60) return null;
  const t = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  // Date.UTC rolls 31 February into March; refuse instead of guessing.
  if (new Date(t).getUTCDate() !== d) return null;
  return t - offsetMinutes * 60_000;
}

export interface ExifTime {
  readonly ms: number;
  readonly offsetFrom: 'exif' | 'zone';
}

/** An EXIF 'YYYY:MM:DD HH:MM:SS' in the photo's own offset, else the zone's. */
export function parseExifTime(
  raw: string | null,
  offsetTag: string | null,
  zoneOffsetMinutes: number,
): ExifTime | null {
  const m = raw ? EXIF_TIME.exec(raw.trim()) : null;
  if (!m) return null;
  const tagged = parseOffsetMinutes(offsetTag);
  const ms = utcMs(m.slice(1, 7).map(Number), tagged ?? zoneOffsetMinutes);
  return ms === null ? null : { ms, offsetFrom: tagged === null ? 'zone' : 'exif' };
}

/** ISO 8601; a time without a designator is read in the zone's offset (never the process's). */
export function parseIsoMs(text: string, zoneOffsetMinutes: number): number | null {
  const m = ISO.exec(text.trim());
  if (!m) return null;
  const frac = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  const designator = m[8];
  const offset =
    designator === undefined
      ? zoneOffsetMinutes
      : designator === 'Z'
        ? 0
        : parseOffsetMinutes(designator);
  if (offset === null) return null;
  return utcMs(
    [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0), frac],
    offset,
  );
}
