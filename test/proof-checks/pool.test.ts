// Proves the piscina pool loads the TypeScript worker (under vitest and under bin/run-ts.mjs),
// returns exactly what the inline verifier returns, survives 50 concurrent verifications and a
// programmer error, and closes.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProofCheckPool, checkProofInline } from '../../src/proof-checks/pool.ts';
import type { ProofCheckInput } from '../../src/proof-checks/types.ts';
import { reencode } from './support/jpeg.ts';
import { goodExif, input, photo } from './support/scenario.ts';

const run = promisify(execFile);
let pool: ProofCheckPool;
let proofs: ProofCheckInput[];

beforeAll(async () => {
  pool = new ProofCheckPool();
  const photos = await Promise.all([1, 2, 3, 4, 5].map((seed) => photo(seed)));
  const first = await checkProofInline(input([photos[0]!]));
  const known = first.media.map((m) => ({
    taskId: 'tsk_earlier',
    sha256: m.sha256,
    phash: m.phash!,
  }));
  const near = (await reencode(Buffer.from(photos[0]!, 'base64'), 0.6, 50, goodExif())).toString(
    'base64',
  );
  proofs = [
    input([photos[0]!]),
    input([photos[1]!], { knownHashes: known }),
    input([photos[0]!], { knownHashes: known }),
    input([near], { knownHashes: known }),
    input([await photo(6, null)]),
    input([await photo(7, goodExif({ dateTimeOriginal: '2025:02:27 11:50:00' }))]),
    input([photos[2]!, photos[3]!, photos[4]!], { type: 'survey', answers: { open: 'yes' } }),
    input([], { proofRequirements: [], type: 'phone_call' }),
  ];
});

afterAll(async () => {
  await pool.close();
});

describe('ProofCheckPool', () => {
  it('returns exactly the inline output for every scenario', async () => {
    for (const proof of proofs) {
      const [pooled, inline] = await Promise.all([pool.check(proof), checkProofInline(proof)]);
      expect(pooled).toEqual(inline);
    }
    expect((await pool.check(proofs[0]!)).outcome).toBe('pass');
    expect((await pool.check(proofs[3]!)).checks[3]!.result).toBe('fail');
  });

  it('survives 50 concurrent verifications, in order, on one worker', async () => {
    const expected = await Promise.all(proofs.map(checkProofInline));
    const jobs = Array.from({ length: 50 }, (_, i) => pool.check(proofs[i % proofs.length]!));
    const results = await Promise.all(jobs);
    for (const [i, r] of results.entries()) expect(r).toEqual(expected[i % proofs.length]);
    expect(pool.stats.threads).toBe(1);
    expect(pool.stats.queued).toBe(0);
  });

  it('rejects a malformed input as a programmer error and keeps serving', async () => {
    const bad = { ...proofs[0]!, task: { ...proofs[0]!.task, windowEndMs: Number.NaN } };
    await expect(pool.check(bad)).rejects.toThrow(/windowEndMs must be a finite number/);
    expect((await pool.check(proofs[0]!)).outcome).toBe('pass');
  });

  it('refuses work beyond maxQueue instead of growing without bound', async () => {
    const small = new ProofCheckPool({ maxThreads: 1, maxQueue: 2 });
    const settled = await Promise.allSettled(
      Array.from({ length: 6 }, () => small.check(proofs[0]!)),
    );
    await small.close();
    expect(settled.filter((s) => s.status === 'fulfilled').length).toBeGreaterThanOrEqual(2);
    expect(settled.some((s) => s.status === 'rejected' && /queue/i.test(String(s.reason)))).toBe(
      true,
    );
  });

  it('loads the worker when the parent runs under node bin/run-ts.mjs', async () => {
    const { stdout } = await run(
      process.execPath,
      ['bin/run-ts.mjs', 'test/proof-checks/support/pool-probe.ts'],
      {
        cwd: new URL('../..', import.meta.url).pathname,
      },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({
      outcome: 'pass',
      confidence: 1,
      threads: 1,
      identical: true,
    });
  });
});
