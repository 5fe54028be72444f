// Which write-ahead log the service runs on (WAL=leveldb|jetstream). LevelDB in DATA_DIR stays
// the default; JetStream replicates the log across a NATS cluster (docs/scale.md).
import { JetStreamWal, LevelWal, type Wal, type WalOptions } from '../wal/index.ts';
import type { Config } from './config.ts';

export function walFromConfig(config: Config, options: WalOptions): Wal {
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
    default: {
      const never: never = config.WAL;
      throw new Error(`unknown WAL ${String(never)}`);
    }
  }
}
