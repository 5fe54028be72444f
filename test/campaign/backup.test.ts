// The CI subset of the backup campaign (bench/campaign/backup.ts): one backup taken through the
// running service's socket under REST load, restored into an empty directory, `errand verify`
// passing on it, its log equal to the source replayed to the backup's heads (every shard's state
// byte for byte, every balance), no command acknowledged before the backup missing, corrupted
// copies refused; and the negative control (a re-sealed copy keeping the oldest tenth of each
// shard) restores and verifies yet is reported as losing acknowledged commands.
import { expect, it } from 'vitest';
import { backupCampaign } from '../../bench/campaign/backup-campaign.ts';

it('backs up under load and restores to the source as of the backup, and the checker catches a ' +
  'stale copy', async () => {
  const figures = await backupCampaign({
    rounds: 1,
    orgs: 4,
    workers: 8,
    ackedBeforeBackup: 120,
    ackedAfterBackup: 40,
    corruptions: 4,
    inProcess: true,
  });
  console.log(JSON.stringify(figures));
  expect(figures).toMatchObject({
    rounds: 1,
    backups_under_load: 1,
    acked_lost: 0,
    shards_differing: 0,
    balances_differing: 0,
    verify_failed: 0,
    corrupt_tried: 4,
    corrupt_refused: 4,
    console_secret_differing: 0,
  });
  expect(figures.acked_checked).toBeGreaterThanOrEqual(120);
  expect(figures.accounts_compared).toBeGreaterThan(0);
  expect(figures.negative_control.restored_and_verified).toBe(true);
  expect(figures.negative_control.acked_lost).toBeGreaterThan(0);
}, 300_000);
