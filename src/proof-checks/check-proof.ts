// The proof checks: photo facts (sharp, exifr, hashes) then five pure checks and the score. The
// same function runs in the piscina worker and, for comparison, on the calling thread
// (checkProofInline).
import { checkContentMatch } from './checks/content-match.ts';
import { checkDuplicates } from './checks/duplicates.ts';
import { checkExif } from './checks/exif.ts';
import { checkFreshness } from './checks/freshness.ts';
import { checkLocation } from './checks/location.ts';
import type { CheckContext } from './checks/common.ts';
import { photoFacts } from './photo-facts.ts';
import { resolveThresholds, VERIFIER_VERSION } from './policy.ts';
import { confidenceOf, outcomeOf } from './score.ts';
import type { PhotoFacts, Thresholds, ProofCheckInput, ProofCheckOutput } from './types.ts';

export async function checkProof(input: ProofCheckInput): Promise<ProofCheckOutput> {
  assertInput(input);
  const t = resolveThresholds(input);
  const facts: PhotoFacts[] = [];
  // One photo at a time: a worker owns one libvips thread, so parallel decodes would only queue.
  for (const [i, photo] of input.proof.photos.slice(0, t.maxPhotos).entries()) {
    facts.push(await photoFacts(i, photo.jpegBase64, t));
  }
  return evaluate(input, facts, t);
}

/** Pure: the checks and the score from already-extracted facts. */
export function evaluate(
  input: ProofCheckInput,
  facts: readonly PhotoFacts[],
  t: Thresholds = resolveThresholds(input),
): ProofCheckOutput {
  const ctx: CheckContext = { input, facts, thresholds: t };
  const checks = [
    checkLocation(ctx),
    checkFreshness(ctx),
    checkExif(ctx),
    checkDuplicates(ctx),
    checkContentMatch(ctx),
  ];
  const confidence = confidenceOf(checks);
  return {
    checks,
    confidence,
    outcome: outcomeOf(checks, confidence, t),
    media: facts.map((f) => ({ sha256: f.sha256, phash: f.phash })),
    verifierVersion: VERIFIER_VERSION,
    thresholds: t,
  };
}

/**
 * Programmer errors (a caller that skipped validation) crash loudly; bad proof data becomes check
 * results.
 */
function assertInput(input: ProofCheckInput): void {
  const finite = (v: unknown, what: string) => {
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new TypeError(`verify input: ${what} must be a finite number`);
  };
  const { task, proof } = input;
  finite(task.windowStartMs, 'task.windowStartMs');
  finite(task.windowEndMs, 'task.windowEndMs');
  finite(task.zone.center.lat, 'task.zone.center.lat');
  finite(task.zone.center.lng, 'task.zone.center.lng');
  finite(task.zone.radiusM, 'task.zone.radiusM');
  finite(proof.submittedAtMs, 'proof.submittedAtMs');
  if (
    !Number.isInteger(input.zoneUtcOffsetMinutes) ||
    Math.abs(input.zoneUtcOffsetMinutes) > 14 * 60
  ) {
    throw new TypeError('verify input: zoneUtcOffsetMinutes must be an integer within ±840');
  }
  if (
    !Array.isArray(task.proofRequirements) ||
    !Array.isArray(proof.photos) ||
    !Array.isArray(input.knownHashes)
  ) {
    throw new TypeError('verify input: proofRequirements, photos and knownHashes must be arrays');
  }
  if (typeof proof.capturedAt !== 'string')
    throw new TypeError('verify input: proof.capturedAt must be a string');
}
