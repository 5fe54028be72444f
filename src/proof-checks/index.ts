// The verifier's public surface for whoever integrates it (engine, review queue, HTTP).
export { VerifyPool, verifyInline, type VerifyPoolOptions } from './pool.ts';
export { toEvidenceBundle, type ProofEvidenceBundle } from './evidence.ts';
export { CHECK_WEIGHTS, DEFAULT_THRESHOLDS, VERIFIER_VERSION } from './policy.ts';
export type * from './types.ts';
