// An engine thread's log on WAL=jetstream (docs/threads.md, "Step 8"): its own shards on its own
// connection, under the lease the main thread holds (jetstream-keeper.ts). Loaded by the thread's
// entry only for that log, so a LevelDB thread never loads the NATS client.
import { JetStreamWal } from '../../wal/jetstream-wal.ts';
import type { WalOptions } from '../../wal/base-wal.ts';
import type { Wal } from '../../wal/wal.ts';
import type { ThreadJetStream } from './jetstream-keeper.ts';
import { ThreadSharedWal } from '../../wal/jetstream-thread-shared-wal.ts';
import type { JetStreamLogOptions } from '../../wal/jetstream-context.ts';

/** A thread's part of WAL=jetstream-shared: the log, and the main thread's shard lease slots. */
export interface ThreadSharedJetStream extends JetStreamLogOptions {
  readonly shares: SharedArrayBuffer;
}

export function threadJetStreamWal(options: ThreadJetStream, walOptions: WalOptions): Wal {
  return new JetStreamWal({ ...walOptions, ...options });
}

/** WAL=jetstream-shared: no shard at open; each adopted after the main thread's take. */
export function threadSharedWal(
  options: ThreadSharedJetStream,
  walOptions: WalOptions,
): ThreadSharedWal {
  return new ThreadSharedWal({ ...walOptions, ...options });
}
