// Sums backup rounds into the campaign's figures; shared by the maintainer's script
// (bench/campaign/backup.ts) and the CI subset (test/campaign/backup.test.ts).
import { backupRound, type RoundOptions } from './backup-round.ts';

export interface CampaignOptions extends Omit<RoundOptions, 'stale'> {
  rounds: number;
}

export async function backupCampaign(options: CampaignOptions) {
  const started = performance.now();
  const total = {
    campaign: 'backup',
    rounds: 0,
    backups_under_load: 0,
    acked_checked: 0,
    acked_lost: 0,
    records_in_backups: 0,
    records_after_backups: 0,
    shards_compared: 0,
    shards_differing: 0,
    accounts_compared: 0,
    balances_differing: 0,
    verify_failed: 0,
    corrupt_tried: 0,
    corrupt_refused: 0,
    backup_bytes_max: 0,
    console_entries_restored: 0,
    console_secret_differing: 0,
    negative_control: {
      kind: 'stale re-sealed copy (oldest tenth of each shard)',
      acked_checked: 0,
      acked_lost: 0,
      restored_and_verified: false,
    },
    seconds: 0,
  };
  for (let round = 0; round < options.rounds; round++) {
    const f = await backupRound({ ...options, stale: round === 0 });
    options.log?.(`round ${round + 1}/${options.rounds}: ${JSON.stringify(f)}`);
    total.rounds += 1;
    total.backups_under_load += f.records_after_backup > 0 ? 1 : 0;
    total.acked_checked += f.acked_checked;
    total.acked_lost += f.acked_lost;
    total.records_in_backups += f.records_in_backup;
    total.records_after_backups += f.records_after_backup;
    total.shards_compared += f.shards_compared;
    total.shards_differing += f.shards_differing;
    total.accounts_compared += f.accounts_compared;
    total.balances_differing += f.balances_differing;
    total.verify_failed += f.verify_ok ? 0 : 1;
    total.corrupt_tried += f.corrupt_tried;
    total.corrupt_refused += f.corrupt_refused;
    total.backup_bytes_max = Math.max(total.backup_bytes_max, f.backup_bytes);
    total.console_entries_restored += f.console_entries;
    total.console_secret_differing += f.console_secret_same ? 0 : 1;
    if (f.stale_acked_lost !== undefined) {
      total.negative_control.acked_checked = f.acked_checked;
      total.negative_control.acked_lost = f.stale_acked_lost;
      total.negative_control.restored_and_verified = f.stale_verify_ok ?? false;
    }
  }
  total.seconds = Math.round((performance.now() - started) / 100) / 10;
  return total;
}
