// The proof checks' public surface for whoever integrates them (engine, review queue, HTTP).
export { ProofCheckPool, checkProofInline, type ProofCheckPoolOptions } from './pool.ts';
export { toEvidenceBundle, type ProofEvidenceBundle } from './evidence.ts';
export { CHECK_WEIGHTS, DEFAULT_THRESHOLDS, VERIFIER_VERSION } from './policy.ts';
export type * from './types.ts';
