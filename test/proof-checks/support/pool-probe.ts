// Child-process probe for pool.test.ts: proves the piscina worker loads its TypeScript task module
// when the parent runs under `node bin/run-ts.mjs` (tsx), and that its output equals the inline
// one.
import { isDeepStrictEqual } from 'node:util';
import { VerifyPool, verifyInline } from '../../../src/verify/pool.ts';
import { input, photo } from './scenario.ts';

const pool = new VerifyPool();
const proof = input([await photo(21)]);
const [pooled, inline] = await Promise.all([pool.verify(proof), verifyInline(proof)]);
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
