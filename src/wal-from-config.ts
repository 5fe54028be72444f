// Which write-ahead log the service runs on (WAL=leveldb|jetstream|jetstream-shared). LevelDB in
// DATA_DIR stays the default; JetStream replicates the log across a NATS cluster (docs/scale.md).
import { hostname } from 'node:os';
import { JetStreamWal, LevelWal, type Wal, type WalOptions } from '../wal/index.ts';
import { SharedJetStreamWal } from '../wal/jetstream-shared-wal.ts';
import type { Config } from './config.ts';
import type { ShardLeaseShares } from '../wal/jetstream-shard-shares.ts';

export function walFromConfig(
  config: Config,
  options: WalOptions,
  /** WAL=jetstream-shared on engine threads: where the shard leases are lent to them. */
  shares?: ShardLeaseShares,
): Wal {
  switch (config.WAL) {
    case 'leveldb':
      return new LevelWal(config.DATA_DIR, options);
    case 'jetstream':
      return new JetStreamWal({
        ...options,
        urls: config.NATS_URLS,
        prefix: config.NATS_PREFIX,
        replicas: config.NATS_REPLICAS,
        leaseTtlMs: config.WAL_LEASE_TTL_MS,
        ...(config.NODE_ID === undefined ? {} : { nodeId: config.NODE_ID }),
      });
    case 'jetstream-shared':
      // Several nodes on one log, each owning some shards (docs/scale.md, "Several nodes").
      return new SharedJetStreamWal({
        ...options,
        urls: config.NATS_URLS,
        prefix: config.NATS_PREFIX,
        replicas: config.NATS_REPLICAS,
        leaseTtlMs: config.WAL_LEASE_TTL_MS,
        // Renewed well inside the TTL so a busy event loop does not lose shards.
        leaseRenewEveryMs: Math.max(200, Math.floor(config.WAL_LEASE_TTL_MS / 4)),
        nodeId: config.NODE_ID ?? `${hostname()}:${process.pid}`,
        ...(shares === undefined ? {} : { shares }),
      });
    default: {
      const never: never = config.WAL;
      throw new Error(`unknown WAL ${String(never)}`);
    }
  }
}
