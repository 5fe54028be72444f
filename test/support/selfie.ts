// Selfies for the identity check's tests: a seeded scene that the sandbox takes as live, and a
// blank one it does not (src/partners/kyc.ts, `sandboxLooksLive`); base64 as the phone sends it.
import sharp from 'sharp';
import { makeJpeg } from '../proof-checks/support/jpeg.ts';

export const liveSelfie = async (seed = 7): Promise<Buffer> =>
  makeJpeg({ seed, width: 480, height: 640, quality: 70, exif: null });

/** One flat grey: a covered lens. */
export const blankSelfie = async (): Promise<Buffer> =>
  sharp({
    create: { width: 480, height: 640, channels: 3, background: { r: 128, g: 128, b: 128 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer();

export const LIVE_SELFIE_B64 = (await liveSelfie()).toString('base64');
