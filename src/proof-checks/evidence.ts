// The GET /v1/tasks/:id/proof evidence bundle (docs/design.md) built from a verifier output. It
// carries hashes, checks and thresholds, and by construction nothing of the Operator's location.
import type { Check, Outcome, Thresholds, ProofCheckOutput } from './types.ts';

export interface ProofEvidenceBundle {
  has_proof: true;
  outcome: Outcome;
  confidence_score: number;
  submitted_at: string;
  checks: Check[];
  evidence: { media_sha256: string[]; verifier_version: string; thresholds: Thresholds };
}

export function toEvidenceBundle(
  output: ProofCheckOutput,
  submittedAtMs: number,
): ProofEvidenceBundle {
  return {
    has_proof: true,
    outcome: output.outcome,
    confidence_score: output.confidence,
    submitted_at: new Date(submittedAtMs).toISOString(),
    checks: output.checks.map((c) => ({ name: c.name, result: c.result, reason: c.reason })),
    evidence: {
      media_sha256: output.media.map((m) => m.sha256),
      verifier_version: output.verifierVersion,
      thresholds: { ...output.thresholds },
    },
  };
}
