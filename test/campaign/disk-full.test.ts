// Proves that a full disk loses no acknowledged command: errand on a small tmpfs fills under REST
// load until its first refused write (the log append, a snapshot, the archive), fail-stops
// (nothing acknowledged after, status not operational), and after the space comes back and a
// restart every acknowledged command is read back, in-doubt retries take effect once, no command
// answered writes_stopped is there (read-back.ts) and
// `errand verify` holds; and proves the checker sees loss when answers go out before the write.
import { describe, expect, it } from 'vitest';
import { runDiskFullCampaign } from '../../bench/campaign/disk/disk-full-campaign.ts';
import { SHAPES } from '../../bench/campaign/disk/disk-full-run.ts';
import { whyNotRunnable } from '../../bench/campaign/disk/mounts.ts';

const cannot = whyNotRunnable({ loop: false });
const log = (line: string) => process.stderr.write(`${line}\n`);
// The log append, a snapshot and the archive refused first; the control on the smallest disk.
const SHAPES_CI = [SHAPES[0]!, SHAPES[2]!, SHAPES[3]!];
const CONTROL_CI = [SHAPES[4]!];

describe('disk full', () => {
  it.skipIf(cannot !== undefined)(
    `loses no acknowledged command in 3 disk-full runs, and the control loses some` +
      `${cannot ? ` — skipped: ${cannot}` : ''}`,
    async () => {
      const figures = await runDiskFullCampaign({
        runs: SHAPES_CI.length,
        controlRuns: 0,
        shapes: SHAPES_CI,
        log,
      });
      const control = await runDiskFullCampaign({
        runs: 0,
        controlRuns: 3,
        shapes: CONTROL_CI,
        log,
      });
      console.log(JSON.stringify({ ...figures, control: control.control }));
      expect(figures.runs).toBe(3);
      expect(figures.acked_checked).toBeGreaterThan(300);
      expect(figures.first_problem).toBeUndefined();
      expect(figures).toMatchObject({ acked_lost: 0, acked_after_failure: 0, problems: 0 });
      for (const status of Object.keys(figures.status_after_failure))
        expect(status).not.toMatch(/operational/);
      expect(control.control.acked_lost).toBeGreaterThan(0);
    },
    1_800_000,
  );
});
