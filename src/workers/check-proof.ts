// piscina task module: checks one proof. Structured-clone-safe in and out (proof-checks/types.ts).
import sharp from 'sharp';
import { checkProof } from '../proof-checks/check-proof.ts';
import type { ProofCheckInput, ProofCheckOutput } from '../proof-checks/types.ts';

// One libvips thread per worker: the pool size alone decides how many cores verification takes,
// so the main thread (HTTP, engine) keeps its own. (libvips' setting is process-wide; nothing
// else in errand uses sharp.)
sharp.concurrency(1);
// libvips' operation cache only helps repeated identical pipelines; proofs never repeat.
sharp.cache(false);

export default async function checkProofTask(input: ProofCheckInput): Promise<ProofCheckOutput> {
  return checkProof(input);
}
