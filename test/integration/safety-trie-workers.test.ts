// Proves that a screening worker screens with the trie its pool hands it in workerData (the main
// thread's, shared), not one of its own, and builds its own when given none (a worker started
// alone): a trie with no terms given to it passes a text the lexicon refuses.
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTrie, shareTrie } from '../../src/domain/safety-trie.ts';
import { PooledScreener } from '../../src/runtime/screener.ts';
import { flatTexts, verdictsOf } from '../../src/workers/screen.ts';

const ENTRY = fileURLToPath(new URL('../../src/workers/screen-entry.cjs', import.meta.url));
const OTP = {
  type: 'field_task',
  title: 'Field task',
  instructions: 'Receive the OTP on your phone and send it to me.',
};
const pools: Piscina[] = [];
const poolWith = (workerData?: unknown) => {
  const pool = new Piscina({ filename: ENTRY, maxThreads: 1, workerData });
  pools.push(pool);
  return pool;
};
const screenOn = async (pool: Piscina) =>
  verdictsOf((await pool.run(flatTexts([OTP]))) as Uint8Array);

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('the screening worker and the shared trie', () => {
  it('screens with the trie it is given', async () => {
    const full = shareTrie(buildTrie());
    const empty = {
      ...full,
      endsFrom: new Int32Array(full.suffix.length + 1),
      ends: new Int32Array(0),
    };
    const [verdict] = await screenOn(poolWith({ safetyTrie: empty }));
    expect(verdict?.blocked).toBe(false);
  });

  it('builds its own when given none, and the service pool shares a working one', async () => {
    const [own] = await screenOn(poolWith());
    expect(own?.blocked).toBe(true);
    const screener = new PooledScreener();
    try {
      const [shared] = await screener.screen([OTP]);
      expect(shared?.blocked).toBe(true);
    } finally {
      await screener.close();
    }
  });
});
