// Proves JetStreamWal keeps the whole Wal contract on a real three-node nats-server cluster
// (R3 streams), one fresh log prefix per case. Skips with one line when nats-server is missing.

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { JetStreamWal } from '../../wal/index.ts';
import { natsServerMissing, startNatsCluster, type NatsCluster } from '../support/nats-cluster.ts';
import { walContract } from './wal.contract.ts';

const missing = natsServerMissing();
if (missing !== undefined) console.log(`skipping JetStreamWal contract: ${missing}`);

describe.skipIf(missing !== undefined)('JetStreamWal on a 3-node cluster', () => {
  let cluster: NatsCluster;
  beforeAll(async () => {
    cluster = await startNatsCluster();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  walContract('JetStreamWal', async () => {
    const log = { urls: cluster.urls, prefix: `c${randomBytes(6).toString('hex')}`, replicas: 3 };
    return {
      open: (options) => new JetStreamWal({ ...log, ...options }),
      damage: (shard, seq, mode) => JetStreamWal.damage(log, shard, seq, mode),
      damageSnapshot: (shard) => JetStreamWal.damageSnapshot(log, shard),
      dispose: () => JetStreamWal.destroy(log),
    };
  });
});
