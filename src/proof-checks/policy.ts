// The verifier's policy: version, default thresholds and the confidence weights. Any change to a
// number here changes outcomes, so it bumps VERIFIER_VERSION (evidence bundles carry it).
import type { CheckName, CheckResult, Thresholds, ProofCheckInput } from './types.ts';

export const VERIFIER_VERSION = 'errand-verify/1.0.0';

export const DEFAULT_THRESHOLDS: Omit<Thresholds, 'geofenceRadiusM'> = {
  autoApproveMin: 0.92,
  reviewMin: 0.5,
  failedChecksForFail: 2,
  // Phone GPS is good to tens of metres in the open and worse between buildings.
  geofenceSlackM: 500,
  gpsAgreementWarnM: 300,
  gpsAgreementFailM: 2_000,
  // Uploads can wait for connectivity; four hours covers that without admitting yesterday's photo.
  maxCaptureAgeMinutes: 240,
  clockSkewMinutes: 5,
  exifClockToleranceMinutes: 15,
  // sharp-phash measured ~3 for a resized q50 copy; unrelated photos sit near 32 (half the bits).
  nearDuplicateMaxDistance: 8,
  minImageSidePx: 200,
  blankStdevMax: 3,
  maxPhotos: 10,
  maxPhotoBytes: 20 * 1024 * 1024,
};

/**
 * Confidence = Σ weight × score, score pass = 1, warn = 0.5, fail = 0; weights sum to 1.
 * Location weighs most (the task is about being there); EXIF least, because its value is mostly
 * as corroboration that the other checks already use. With autoApproveMin 0.92 a single warn on
 * location, freshness, duplicates or content sends the proof to review; a single EXIF warn
 * (e.g. no camera make) does not.
 */
export const CHECK_WEIGHTS: Readonly<Record<CheckName, number>> = {
  location: 0.3,
  freshness: 0.2,
  duplicates: 0.2,
  content_match: 0.2,
  exif: 0.1,
};

export const RESULT_SCORES: Readonly<Record<CheckResult, number>> = { pass: 1, warn: 0.5, fail: 0 };

/**
 * Task types whose proof is mostly answers: without explicit keys, at least one answer is needed.
 */
export const ANSWER_TYPES: ReadonlySet<string> = new Set(['survey', 'shelf_audit']);

export function resolveThresholds(input: ProofCheckInput): Thresholds {
  return { ...DEFAULT_THRESHOLDS, ...input.thresholds, geofenceRadiusM: input.task.zone.radiusM };
}
