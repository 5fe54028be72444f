// The backup campaign: rounds of backup under REST load, restore, verify and compare (see
// backup-round.ts), plus the negative control in the first round. Progress on stderr, one JSON
// line of figures on stdout.
//
//   node bin/run-ts.mjs bench/campaign/backup.ts [--rounds 10] [--workers 16] [--corruptions 20]
import { parseArgs } from 'node:util';
import { backupCampaign } from './backup-campaign.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    orgs: { type: 'string', default: '6' },
    workers: { type: 'string', default: '16' },
    before: { type: 'string', default: '600' },
    after: { type: 'string', default: '200' },
    corruptions: { type: 'string', default: '20' },
  },
});
const figures = await backupCampaign({
  rounds: Number(values.rounds),
  orgs: Number(values.orgs),
  workers: Number(values.workers),
  ackedBeforeBackup: Number(values.before),
  ackedAfterBackup: Number(values.after),
  corruptions: Number(values.corruptions),
  log: (line) => process.stderr.write(`${line}\n`),
});
process.stdout.write(`${JSON.stringify(figures)}\n`);
