// piscina task module: verifies one proof. Structured-clone-safe in and out (see verify/types.ts).
import sharp from 'sharp';
import { verifyProof } from '../verify/verify.ts';
import type { VerifyInput, VerifyOutput } from '../verify/types.ts';

// One libvips thread per worker: the pool size alone decides how many cores verification takes,
// so the main thread (HTTP, engine) keeps its own. (libvips' setting is process-wide; nothing
// else in errand uses sharp.)
sharp.concurrency(1);
// libvips' operation cache only helps repeated identical pipelines; proofs never repeat.
sharp.cache(false);

export default async function verifyProofTask(input: VerifyInput): Promise<VerifyOutput> {
  return verifyProof(input);
}
