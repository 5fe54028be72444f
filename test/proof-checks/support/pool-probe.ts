// Child-process probe for pool.test.ts: proves the piscina worker loads its TypeScript task module
// when the parent runs under `node bin/run-ts.mjs` (tsx), and that its output equals the inline
// one.
import { isDeepStrictEqual } from 'node:util';
import { ProofCheckPool, checkProofInline } from '../../../src/proof-checks/pool.ts';
import { input, photo } from './scenario.ts';

const pool = new ProofCheckPool();
const proof = input([await photo(21)]);
const [pooled, inline] = await Promise.all([pool.check(proof), checkProofInline(proof)]);
const threads = pool.stats.threads;
await pool.close();
console.log(
  JSON.stringify({
    outcome: pooled.outcome,
    confidence: pooled.confidence,
    threads,
    identical: isDeepStrictEqual(pooled, inline),
  }),
);
