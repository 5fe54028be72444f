// The proof verifier's contract. Everything here is plain data (strings, numbers, arrays, records)
// so it crosses a worker_threads boundary by structured clone unchanged: no Dates, no bigints,
// no Buffers, no class instances.

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

interface ProofCheckTask {
  readonly id: string;
  readonly type: string;
  /** As on the task: 'photo', 'geofence', ... */
  readonly proofRequirements: readonly string[];
  /** When the Operator could first work on it (acceptance or start), epoch ms. */
  readonly windowStartMs: number;
  /** The task's deadline, epoch ms. */
  readonly windowEndMs: number;
  readonly zone: { readonly ref: string; readonly center: LatLng; readonly radiusM: number };
  /**
   * Answer keys that must be non-blank; when absent, survey-like types need at least one answer.
   */
  readonly requiredAnswerKeys?: readonly string[];
}

interface ProofCheckPhoto {
  readonly jpegBase64: string;
}

interface ProofCheckProof {
  readonly photos: readonly ProofCheckPhoto[];
  /** The device-reported location. Used for checking only; never echoed in any output. */
  readonly location: LatLng;
  /** The device-reported capture time, ISO 8601 (with Z or an offset). */
  readonly capturedAt: string;
  /** When the server received the proof, epoch ms: the verifier's only notion of "now". */
  readonly submittedAtMs: number;
  readonly answers?: Readonly<Record<string, string | number | boolean>>;
  /** Where the phone checked in at the start (rounded), when it gave one: judged as the others. */
  readonly checkIn?: LatLng;
}

export interface KnownHash {
  readonly taskId: string;
  readonly sha256: string;
  /** 16 hex digits (64-bit DCT hash) as this verifier emits in `media`; '' when unknown. */
  readonly phash: string;
}

export interface ProofCheckInput {
  readonly task: ProofCheckTask;
  readonly proof: ProofCheckProof;
  /** Media of earlier proofs to compare against (the caller chooses the scope and bounds it). */
  readonly knownHashes: readonly KnownHash[];
  /** The zone's UTC offset, used when a photo's EXIF time carries no offset: Africa/Lagos = 60. */
  readonly zoneUtcOffsetMinutes: number;
  /** Overrides for tests or tuning; the effective values are echoed in the output. */
  readonly thresholds?: Partial<Omit<Thresholds, 'geofenceRadiusM'>>;
}

export type CheckName = 'location' | 'freshness' | 'exif' | 'duplicates' | 'content_match';
export type CheckResult = 'pass' | 'warn' | 'fail';
export type Outcome = 'pass' | 'review' | 'fail';

export interface Check {
  readonly name: CheckName;
  readonly result: CheckResult;
  /** Human-readable evidence. Distances rounded to 0.1 km, durations rounded; never coordinates. */
  readonly reason: string;
}

export interface Thresholds {
  /** Confidence at or above which a proof with no failed check is auto-approved. */
  readonly autoApproveMin: number;
  /**
   * Confidence below which the outcome is 'fail' (still a recommendation: AI never moves money).
   */
  readonly reviewMin: number;
  /** This many failed checks or more make the outcome 'fail' whatever the confidence. */
  readonly failedChecksForFail: number;
  /** The task zone's geofence radius (from the task, echoed for the evidence bundle). */
  readonly geofenceRadiusM: number;
  /** Beyond the radius but within this margin: warn (GPS error), not fail. */
  readonly geofenceSlackM: number;
  /** Photo GPS vs reported location: warn beyond the first, fail beyond the second. */
  readonly gpsAgreementWarnM: number;
  readonly gpsAgreementFailM: number;
  /** A capture older than this at submission is flagged. */
  readonly maxCaptureAgeMinutes: number;
  /** Tolerated disagreement between clocks (camera, phone, server, window edges). */
  readonly clockSkewMinutes: number;
  /** EXIF time vs reported captured_at beyond this: warn. */
  readonly exifClockToleranceMinutes: number;
  /** Hamming distance (of 64 bits) at or below which two photos are the same picture. */
  readonly nearDuplicateMaxDistance: number;
  readonly minImageSidePx: number;
  /** Largest per-channel standard deviation below which an image is taken as blank. */
  readonly blankStdevMax: number;
  readonly maxPhotos: number;
  readonly maxPhotoBytes: number;
}

interface MediaHash {
  readonly sha256: string;
  /** null when the photo could not be decoded. */
  readonly phash: string | null;
}

export interface ProofCheckOutput {
  /** Always the five checks, in the order of CheckName above. */
  readonly checks: readonly Check[];
  /** 0..1, three decimals, from the weights in policy.ts. */
  readonly confidence: number;
  readonly outcome: Outcome;
  /** One entry per submitted photo, in order: store these as knownHashes for later proofs. */
  readonly media: readonly MediaHash[];
  readonly verifierVersion: string;
  readonly thresholds: Thresholds;
}

/** What the worker learns from one photo's bytes; the checks are pure functions of these facts. */
export interface PhotoFacts {
  readonly index: number;
  readonly bytes: number;
  readonly sha256: string;
  readonly phash: string | null;
  /** null when decoded; otherwise why not (too large, not an image, truncated, ...). */
  readonly decodeError: string | null;
  readonly format: string | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly stdevMax: number | null;
  readonly exif: ExifFacts | null;
}

export interface ExifFacts {
  readonly make: string | null;
  readonly model: string | null;
  /** Raw 'YYYY:MM:DD HH:MM:SS' as written by the camera (never revived into a Date). */
  readonly dateTimeOriginal: string | null;
  readonly offsetTimeOriginal: string | null;
  readonly gps: LatLng | null;
}
