// A field-verification task in Ikeja (Lagos, UTC+01:00) and proofs around it, for the verifier
// tests.
import type { KnownHash, ProofCheckInput } from '../../../src/proof-checks/types.ts';
import { makeJpeg, type ExifSpec } from './jpeg.ts';

export const CENTRE = { lat: 6.6018, lng: 3.3515 };
export const RADIUS_M = 3_000;
export const WINDOW_START_MS = Date.UTC(2025, 2, 1, 8, 0, 0);
export const WINDOW_END_MS = Date.UTC(2025, 2, 1, 18, 0, 0);
export const SUBMITTED_MS = Date.UTC(2025, 2, 1, 11, 0, 0);
/** 10:50 UTC, written by the camera as Lagos wall-clock time with its offset. */
export const CAPTURED_MS = Date.UTC(2025, 2, 1, 10, 50, 0);
export const CAMERA_TIME = '2025:03:01 11:50:00';

/** About 0.4 km north-east of the centre: inside the geofence, with many decimals on purpose. */
export const PHOTO_GPS = { lat: 6.6049372, lng: 3.3531846 };
export const REPORTED = { lat: 6.6051123, lng: 3.3529917 };

export const goodExif = (over: Partial<ExifSpec> = {}): ExifSpec => ({
  make: 'TECNO',
  model: 'CK7n',
  dateTimeOriginal: CAMERA_TIME,
  offsetTimeOriginal: '+01:00',
  gps: PHOTO_GPS,
  ...over,
});

export async function photo(seed: number, exif: ExifSpec | null = goodExif()): Promise<string> {
  return (await makeJpeg({ seed, exif })).toString('base64');
}

export function input(
  photos: string[],
  over: {
    knownHashes?: KnownHash[];
    location?: { lat: number; lng: number };
    capturedAt?: string;
    type?: string;
    answers?: Record<string, string>;
    requiredAnswerKeys?: string[];
    proofRequirements?: string[];
  } = {},
): ProofCheckInput {
  return {
    task: {
      id: 'tsk_current',
      type: over.type ?? 'field_verification',
      proofRequirements: over.proofRequirements ?? ['photo', 'geofence'],
      windowStartMs: WINDOW_START_MS,
      windowEndMs: WINDOW_END_MS,
      zone: { ref: 'ng.lagos.ikeja', center: CENTRE, radiusM: RADIUS_M },
      ...(over.requiredAnswerKeys ? { requiredAnswerKeys: over.requiredAnswerKeys } : {}),
    },
    proof: {
      photos: photos.map((jpegBase64) => ({ jpegBase64 })),
      location: over.location ?? REPORTED,
      capturedAt: over.capturedAt ?? '2025-03-01T10:50:30Z',
      submittedAtMs: SUBMITTED_MS,
      ...(over.answers ? { answers: over.answers } : {}),
    },
    knownHashes: over.knownHashes ?? [],
    zoneUtcOffsetMinutes: 60,
  };
}
