// An Operator's photo as the service keeps it: whatever was uploaded (JPEG, PNG or WebP) is
// decoded once, turned upright, scaled to fit PHOTO_SIDE_PX and re-encoded as a plain JPEG. The
// re-encode is what strips EXIF (sharp writes no metadata unless asked): a phone's GPS position,
// device and times never reach anyone who loads the photo.
import sharp, { type Metadata } from 'sharp';
import { DomainError } from '../errors/problem.ts';

/** The largest upload, decoded (a phone photo is 2–5 MB). */
export const PHOTO_BYTES_MAX = 5 * 1024 * 1024;
/** Frames above this are refused before decoding (a decompression-bomb bound). */
export const PHOTO_PIXELS_MAX = 40_000_000;
/** The stored photo fits in a square of this side. */
export const PHOTO_SIDE_PX = 512;
/** The upload route's body limit: base64 of PHOTO_BYTES_MAX plus the JSON around it. */
export const PHOTO_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

const FORMATS = new Set(['jpeg', 'png', 'webp']);

function notAnImage(): DomainError {
  return new DomainError('validation_failed', {
    errors: [{ path: 'image_base64', message: 'not a JPEG, PNG or WebP image' }],
  });
}

/** Magic bytes first: libvips is never handed an SVG, a PDF or anything else to parse. */
function looksLikeImage(b: Buffer): boolean {
  const jpeg = b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const png =
    b.length > 8 &&
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp =
    b.length > 12 &&
    b.toString('latin1', 0, 4) === 'RIFF' &&
    b.toString('latin1', 8, 12) === 'WEBP';
  return jpeg || png || webp;
}

/**
 * The upload's bytes → the JPEG to store. Refusals are problems: validation_failed or
 * payload_too_large.
 */
export async function normalizePhoto(
  bytes: Buffer,
): Promise<{ jpeg: Buffer; width: number; height: number }> {
  if (bytes.length > PHOTO_BYTES_MAX)
    throw new DomainError('payload_too_large', {
      limit_bytes: PHOTO_BYTES_MAX,
      size_bytes: bytes.length,
    });
  if (!looksLikeImage(bytes)) throw notAnImage();
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > PHOTO_PIXELS_MAX)
    throw new DomainError('payload_too_large', {
      limit_pixels: PHOTO_PIXELS_MAX,
      width: meta.width,
      height: meta.height,
    });
  try {
    const { data, info } = await sharp(bytes, {
      failOn: 'truncated',
      limitInputPixels: PHOTO_PIXELS_MAX,
    })
      .rotate() // honour EXIF orientation before the EXIF is dropped
      .resize(PHOTO_SIDE_PX, PHOTO_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      // a transparent PNG gets a white ground, as JPEG has no alpha
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    throw notAnImage();
  }
}
