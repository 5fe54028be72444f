// The Operator app's store in `errand backup`: a backup taken through a running service's socket
// and one of the stopped directory both carry DATA_DIR/operator-app (its own section), and a
// service started on the restored directory knows the Operator: the same phone's session still
// signs it in, and its confirmed payout details are there (shown masked, as before).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/http.ts';
import { tempDir } from '../support/harness.ts';
import { appOperator } from '../support/app-work.ts';
import type { AppClient } from '../support/app-client.ts';
import { takeBackup } from '../../src/backup/take.ts';
import { CONSOLE_STORE_IN_BACKUP } from '../../src/accounts/backup-store.ts';
import { OPERATOR_APP_STORE_IN_BACKUP } from '../../src/operator-app/backup-store.ts';

/** The side stores `errand backup` names (src/cli/backup.ts). */
const SIDE = [CONSOLE_STORE_IN_BACKUP, OPERATOR_APP_STORE_IN_BACKUP];
import { restoreBackup } from '../../src/backup/restore.ts';
import { nubanCheckDigit } from '../../src/operator-app/payout-details.ts';

let svc: TestService;
let client: AppClient;
const work = tempDir('errand-app-backup-');

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  ({ client } = await appOperator(svc, '0817 404 5050', 'Ifeoma'));
  const serial = '031415926';
  const account = `${serial}${nubanCheckDigit('057', serial)}`;
  await client.get('/app/payout');
  await client.post('/app/payout', { kind: 'bank', bank: '057', account });
  await client.get('/app/payout/confirm');
  await client.post('/app/payout/confirm', {});
}, 60_000);

afterAll(async () => {
  await svc?.close();
});

async function servesTheOperator(dir: string): Promise<void> {
  const restored = await startTestService({ ERRAND_CLOCK: 'virtual' }, dir);
  try {
    client.moveTo(restored.url);
    const money = await client.get('/app/money');
    expect(money.status).toBe(200);
    expect(money.html).toContain('Zenith Bank');
    expect((await client.get('/app/home')).html).toContain('verified Operator');
  } finally {
    await restored.close();
  }
}

describe("the Operator app's store in a backup", () => {
  it('is carried by a backup of the running service and restored with it', async () => {
    const file = join(work, 'live.backup');
    const taken = await takeBackup(svc.dataDir, file, undefined, SIDE);
    expect(taken.header.source).toBe('service');
    const dir = join(work, 'from-live');
    await restoreBackup(file, dir);
    await servesTheOperator(dir);
  }, 90_000);

  it('is carried by a backup of the stopped directory', async () => {
    await svc.close();
    const file = join(work, 'stopped.backup');
    const taken = await takeBackup(svc.dataDir, file, undefined, SIDE);
    expect(taken.header.source).toBe('directory');
    const dir = join(work, 'from-stopped');
    await restoreBackup(file, dir);
    await servesTheOperator(dir);
  }, 90_000);
});
