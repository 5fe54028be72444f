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

  // A case gets a log no open Wal uses, emptied: creating R3 streams costs ~230 ms each (a raft
  // group apiece), purging them ~5 ms. Emptied streams also keep stream sequences ahead of record
  // seqs, the shape a log has after a torn tail was cut.
  const free: string[] = [];
  walContract('JetStreamWal', async () => {
    const log = {
      urls: cluster.urls,
      prefix: free.pop() ?? `c${randomBytes(6).toString('hex')}`,
      replicas: 3,
    };
    return {
      open: (options) => new JetStreamWal({ ...log, ...options }),
      damage: (shard, seq, mode) => JetStreamWal.damage(log, shard, seq, mode),
      damageSnapshot: (shard) => JetStreamWal.damageSnapshot(log, shard),
      dispose: async () => {
        await JetStreamWal.clear(log);
        free.push(log.prefix);
      },
    };
  });
});
