// Builds real test JPEGs at run time with sharp: a seeded scene (gradient, shapes, grain) so
// perceptual hashes differ between seeds as between real photos, with the EXIF we choose.
import sharp from 'sharp';
import { mulberry32 } from '../../support/prng.ts';

export interface ExifSpec {
  make?: string;
  model?: string;
  /** 'YYYY:MM:DD HH:MM:SS', local wall-clock time as a camera writes it. */
  dateTimeOriginal?: string;
  offsetTimeOriginal?: string;
  gps?: { lat: number; lng: number };
}

export interface PhotoSpec {
  seed: number;
  width?: number;
  height?: number;
  quality?: number;
  /** null: no EXIF at all (sharp strips metadata unless asked to write it). */
  exif: ExifSpec | null;
}

/** Raw RGB pixels of a seeded scene. */
export function scene(seed: number, width: number, height: number): Buffer {
  const rnd = mulberry32(seed);
  const colour = () => [rnd() * 255, rnd() * 255, rnd() * 255];
  const [c0, c1] = [colour(), colour()];
  const angle = rnd() * Math.PI * 2;
  const shapes = Array.from({ length: 8 + Math.floor(rnd() * 6) }, () => ({
    round: rnd() < 0.5,
    x: rnd() * width,
    y: rnd() * height,
    w: (0.08 + rnd() * 0.3) * width,
    h: (0.08 + rnd() * 0.3) * height,
    c: colour(),
  }));
  const px = Buffer.alloc(width * height * 3);
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const g = Math.min(1, Math.max(0, 0.5 + ((x / width - 0.5) * dx + (y / height - 0.5) * dy)));
      let rgb = [0, 1, 2].map((i) => c0[i]! * (1 - g) + c1[i]! * g);
      for (const s of shapes) {
        const inside = s.round
          ? ((x - s.x) / s.w) ** 2 + ((y - s.y) / s.h) ** 2 <= 1
          : Math.abs(x - s.x) <= s.w / 2 && Math.abs(y - s.y) <= s.h / 2;
        if (inside) rgb = s.c;
      }
      const grain = (rnd() - 0.5) * 16;
      const o = (y * width + x) * 3;
      for (let i = 0; i < 3; i++)
        px[o + i] = Math.max(0, Math.min(255, Math.round(rgb[i]! + grain)));
    }
  }
  return px;
}

/** Degrees as EXIF's three rationals "d/1 m/1 s*1000/1000" (libvips parses this string form). */
function dms(deg: number): string {
  const a = Math.abs(deg);
  const d = Math.floor(a);
  const m = Math.floor((a - d) * 60);
  const s = Math.round(((a - d) * 60 - m) * 60 * 1000);
  return `${d}/1 ${m}/1 ${s}/1000`;
}

/** sharp's withExif: IFD0 = TIFF tags, IFD2 = Exif sub-IFD, IFD3 = GPS IFD. */
export function exifTags(e: ExifSpec): Record<string, Record<string, string>> {
  const ifd0: Record<string, string> = {};
  const ifd2: Record<string, string> = {};
  const ifd3: Record<string, string> = {};
  if (e.make) ifd0.Make = e.make;
  if (e.model) ifd0.Model = e.model;
  if (e.dateTimeOriginal) ifd2.DateTimeOriginal = e.dateTimeOriginal;
  if (e.offsetTimeOriginal) ifd2.OffsetTimeOriginal = e.offsetTimeOriginal;
  if (e.gps) {
    ifd3.GPSLatitudeRef = e.gps.lat < 0 ? 'S' : 'N';
    ifd3.GPSLatitude = dms(e.gps.lat);
    ifd3.GPSLongitudeRef = e.gps.lng < 0 ? 'W' : 'E';
    ifd3.GPSLongitude = dms(e.gps.lng);
  }
  return { IFD0: ifd0, IFD2: ifd2, IFD3: ifd3 };
}

export async function makeJpeg(spec: PhotoSpec): Promise<Buffer> {
  const width = spec.width ?? 640;
  const height = spec.height ?? 480;
  const img = sharp(scene(spec.seed, width, height), { raw: { width, height, channels: 3 } }).jpeg({
    quality: spec.quality ?? 85,
  });
  return (spec.exif ? img.withExif(exifTags(spec.exif)) : img).toBuffer();
}

/** The same picture re-saved the way a re-upload would be: smaller, recompressed, new EXIF. */
export async function reencode(
  jpeg: Buffer,
  scale: number,
  quality: number,
  exif: ExifSpec | null,
): Promise<Buffer> {
  const meta = await sharp(jpeg).metadata();
  const img = sharp(jpeg)
    .resize(Math.round(meta.width! * scale))
    .jpeg({ quality });
  return (exif ? img.withExif(exifTags(exif)) : img).toBuffer();
}
