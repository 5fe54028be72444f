// Proves, with the campaign's own runner at CI size, that 10,000 random property steps over every
// command kind — failed writes and replays included, a share on LevelDB — find no invariant
// violation, and that the same checks catch an acknowledged write the disk dropped.
import { describe, expect, it } from 'vitest';
import { runPropertyCampaign } from '../../bench/campaign/property-campaign.ts';
import { seen as surfaceSeen } from '../property/surface-suite.ts';

const FIXED_SEED = 20261124;
const randomSeed = Math.floor(Math.random() * 2 ** 32);

async function campaign(steps: number, seed: number, control = false) {
  const result = await runPropertyCampaign({ steps, seed, levelEvery: 8, control });
  console.log(
    JSON.stringify({
      campaign: 'properties',
      ...(control ? { control: 'lost_write' } : {}),
      ...result.figures,
      violations: result.failure ? 1 : 0,
      seed,
    }),
  );
  return result;
}

// Generous limits: the machine is shared, and a step count, not a time, is what is asserted.
const LIMIT_MS = 600_000;

describe('property campaign (CI size)', () => {
  it(
    'finds no violation in 7,500 steps from the fixed seed',
    async () => {
      const { figures, failure } = await campaign(7_500, FIXED_SEED);
      expect(
        failure?.report,
        `seed ${FIXED_SEED}, round seed ${failure?.seed}, path ${failure?.path}`,
      ).toBeUndefined();
      expect(figures.steps).toBeGreaterThanOrEqual(7_500);
      expect(figures.failed_writes).toBeGreaterThan(100);
      expect(figures.level_runs).toBeGreaterThan(0);
      // Passes, human review and webhook endpoints were reached, not only refused.
      for (const what of [
        'ok_ACCEPT',
        'ok_SCAN',
        'ok_REVIEW_APPROVE',
        'ok_REVIEW_REJECT',
        'ok_SETTLE',
      ])
        expect(surfaceSeen.get(what) ?? 0, what).toBeGreaterThan(0);
    },
    LIMIT_MS,
  );

  it(
    'finds no violation in 2,500 steps from a random seed',
    async () => {
      const { figures, failure } = await campaign(2_500, randomSeed);
      expect(
        failure?.report,
        `seed ${randomSeed}, round seed ${failure?.seed}, path ${failure?.path}`,
      ).toBeUndefined();
      // with the fixed seed's 7,500: at least 10,000 steps
      expect(figures.steps).toBeGreaterThanOrEqual(2_500);
    },
    LIMIT_MS,
  );

  it(
    'catches an acknowledged write the disk dropped (the negative control)',
    async () => {
      const { figures, failure } = await campaign(2_000, FIXED_SEED, true);
      expect(figures.lost_writes).toBeGreaterThan(0);
      // Caught by the replay against live state, or by the log's own chain on the restart after it.
      expect(failure?.report).toMatch(/replay_identical|wal_intact|log is damaged/);
    },
    LIMIT_MS,
  );
});
