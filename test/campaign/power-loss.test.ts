// Proves that a power cut loses no acknowledged command: errand serve on a loop-mounted ext4
// image under REST load, SIGKILL and a copy of the image at random moments, and on each copy every
// acknowledged create, deposit and cancel is read back by id with the same answer, `errand verify`
// holds and wallets add up; and proves the checker sees loss when fsync does nothing (eatmydata).
import { describe, expect, it } from 'vitest';
import { runPowerLoss } from '../../bench/campaign/disk/power-loss-run.ts';
import { whyNotRunnable } from '../../bench/campaign/disk/mounts.ts';

const cannot = whyNotRunnable({ loop: true });
const log = (line: string) => process.stderr.write(`${line}\n`);

describe('power loss', () => {
  it.skipIf(cannot !== undefined)(
    `loses no acknowledged command at 5 power cuts${cannot ? ` — skipped: ${cannot}` : ''}`,
    async () => {
      const figures = await runPowerLoss({ cuts: 5, loadAcks: [50, 500], resample: 20, log });
      console.log(JSON.stringify(figures));
      expect(figures.cuts).toBe(5);
      expect(figures.acked_checked).toBeGreaterThan(50);
      expect(figures.first_lost).toBeUndefined();
      expect(figures).toMatchObject({
        acked_lost: 0,
        verify_failed: 0,
        restart_failed: 0,
        money_problems: 0,
        idempotency_problems: 0,
        refused: 0,
      });
    },
    1_800_000,
  );

  it.skipIf(cannot !== undefined)(
    `negative control: with fsync a no-op the same checker reports lost acknowledged commands` +
      `${cannot ? ` — skipped: ${cannot}` : ''}`,
    async () => {
      const figures = await runPowerLoss({ cuts: 3, control: true, loadAcks: [200, 500], log });
      console.log(JSON.stringify(figures));
      expect(figures.acked_lost).toBeGreaterThan(0);
    },
    1_200_000,
  );
});
