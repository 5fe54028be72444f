// Turns one photo's bytes into PhotoFacts: hashes, a small decode for pixel statistics and the
// perceptual hash, and the raw EXIF fields. This is the only CPU-heavy, library-bound step, and it
// runs in a piscina worker; the checks after it are pure functions of the facts.
import { createHash } from 'node:crypto';
import exifr from 'exifr';
import sharp from 'sharp';
import { phashHex, type RawImage } from './phash.ts';
import type { ExifFacts, LatLng, PhotoFacts, Thresholds } from './types.ts';

/**
 * Pixel statistics and the pHash come from one shrink-on-load decode to this size, not the full
 * frame.
 */
const THUMB_SIDE_PX = 256;
/** sharp refuses larger frames before allocating them (a decompression-bomb bound). */
const MAX_INPUT_PIXELS = 100_000_000;

// A truncated upload fails; libjpeg's minor warnings (common in phone files) do not.
const DECODE_OPTIONS = { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS } as const;

const EXIF_OPTIONS = {
  tiff: true,
  exif: true,
  gps: true,
  ifd1: false,
  interop: false,
  xmp: false,
  iptc: false,
  icc: false,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
  // Revived times would be read in the process time zone; see time.ts.
  reviveValues: false,
  translateValues: false,
  mergeOutput: true,
};

export async function photoFacts(
  index: number,
  jpegBase64: string,
  t: Thresholds,
): Promise<PhotoFacts> {
  const bytes = Buffer.from(jpegBase64, 'base64');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const base = { index, bytes: bytes.length, sha256 };
  const none = { phash: null, format: null, width: null, height: null, stdevMax: null, exif: null };
  if (bytes.length === 0) return { ...base, ...none, decodeError: 'empty' };
  if (bytes.length > t.maxPhotoBytes)
    return { ...base, ...none, decodeError: `larger than ${t.maxPhotoBytes} bytes` };
  const exif = await readExif(bytes);
  try {
    const meta = await sharp(bytes, DECODE_OPTIONS).metadata();
    const thumb = await thumbnail(bytes);
    return {
      ...base,
      phash: await phashHex(thumb),
      decodeError: null,
      format: meta.format ?? null,
      width: meta.width ?? null,
      height: meta.height ?? null,
      stdevMax: maxChannelStdev(thumb.data, thumb.channels),
      exif,
    };
  } catch (err) {
    return {
      ...base,
      ...none,
      exif,
      decodeError: err instanceof Error ? err.message.slice(0, 120) : 'undecodable',
    };
  }
}

/** One shrink-on-load decode, upright, RGB: the pixels behind the statistics and the pHash. */
export async function thumbnail(bytes: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(bytes, DECODE_OPTIONS)
    .rotate() // honour EXIF orientation so a rotated re-save hashes the same
    .resize(THUMB_SIDE_PX, THUMB_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

async function readExif(bytes: Buffer): Promise<ExifFacts | null> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(bytes, EXIF_OPTIONS);
  } catch {
    return null; // not a format exifr knows: the decode step reports it
  }
  if (!tags) return null;
  return {
    make: text(tags.Make),
    model: text(tags.Model),
    dateTimeOriginal: text(tags.DateTimeOriginal),
    offsetTimeOriginal: text(tags.OffsetTimeOriginal),
    gps: gpsOf(tags),
  };
}

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.replace(/\0+$/, '').trim() : null;
}

function degrees(dms: unknown, ref: unknown, negative: string): number | null {
  if (
    !Array.isArray(dms) ||
    dms.length === 0 ||
    !dms.every((n) => typeof n === 'number' && Number.isFinite(n))
  )
    return null;
  const [d = 0, m = 0, s = 0] = dms as number[];
  const value = d + m / 60 + s / 3600;
  return typeof ref === 'string' && ref.trim().toUpperCase() === negative ? -value : value;
}

function gpsOf(tags: Record<string, unknown>): LatLng | null {
  const lat = degrees(tags.GPSLatitude, tags.GPSLatitudeRef, 'S');
  const lng = degrees(tags.GPSLongitude, tags.GPSLongitudeRef, 'W');
  return lat === null || lng === null ? null : { lat, lng };
}

function maxChannelStdev(data: Buffer, channels: number): number {
  let max = 0;
  for (let c = 0; c < channels; c++) {
    let sum = 0;
    let sumSq = 0;
    let n = 0;
    for (let i = c; i < data.length; i += channels) {
      const v = data[i]!;
      sum += v;
      sumSq += v * v;
      n++;
    }
    const mean = sum / n;
    max = Math.max(max, Math.sqrt(Math.max(0, sumSq / n - mean * mean)));
  }
  return Number(max.toFixed(2));
}
