// WAL=jetstream on engine threads, the main thread's part (docs/threads.md, "Step 8"). It takes
// the whole-log lease and fences every shard stream, as JetStreamWal's open does, keeps renewing
// the lease, lends it to the threads through a LeaseShare, and serves the log's meta; it never
// writes a record. Each thread writes its own shards' records on a connection of its own
// (thread-jetstream.ts), only while the lease holds.
import type { JetStreamLogOptions } from '../../wal/jetstream-context.ts';
import { LeaseShare } from '../../wal/jetstream-lease-share.ts';
import { wholeLogLease, type WholeLogLeaseSettings } from '../../wal/jetstream-lease.ts';
import { JetStreamStorage, type LentLease } from '../../wal/jetstream-storage.ts';
import type { WriteLatch } from '../../wal/write-latch.ts';

export interface JetStreamThreadsOptions extends JetStreamLogOptions, WholeLogLeaseSettings {}

/** What an engine thread needs to open its shards' log: plain data, sent in its options. */
export interface ThreadJetStream extends JetStreamLogOptions {
  readonly lent: LentLease;
}

export class JetStreamKeeper {
  private readonly share = new LeaseShare();
  private readonly storage: JetStreamStorage;

  constructor(
    private readonly options: JetStreamThreadsOptions,
    private readonly latch: WriteLatch,
  ) {
    this.storage = new JetStreamStorage(
      {
        ...options,
        lease: {
          ...wholeLogLease(options),
          onValidUntil: (validUntil) => this.share.renewed(validUntil),
        },
      },
      // A lost lease stops every thread's writes at once (the shared flag), then fails the engine.
      (error) => {
        this.share.lose();
        latch.trip(error);
      },
    );
    // Fail-stop: once anything of the service has failed, no thread writes again.
    latch.onTrip(() => this.share.lose());
  }

  /** Takes the lease (refused while another node holds it) and fences every shard stream. */
  open(): Promise<void> {
    return this.storage.open();
  }

  /** A thread's part: `shards`, under this lease. */
  forThread(shards: readonly number[]): ThreadJetStream {
    const tag = this.storage.leaseTag;
    if (tag === undefined) throw new Error('JetStreamKeeper.forThread before open');
    const { urls, prefix, replicas, publishTimeoutMs, writeRetryMs } = this.options;
    return {
      urls,
      prefix,
      ...(replicas === undefined ? {} : { replicas }),
      ...(publishTimeoutMs === undefined ? {} : { publishTimeoutMs }),
      ...(writeRetryMs === undefined ? {} : { writeRetryMs }),
      lent: { buffer: this.share.buffer, tag, shards },
    };
  }

  getMeta(key: string): Promise<string | undefined> {
    return this.storage.getMeta(key);
  }

  putMeta(key: string, value: string): Promise<void> {
    return this.latch.guard(() => this.storage.putMeta(key, value));
  }

  swapMeta(key: string, expected: string | undefined, value: string): Promise<string | undefined> {
    return this.latch.guard(() => this.storage.swapMeta(key, expected, value));
  }

  /** After the threads have closed: hands the lease back and ends the connection. */
  async close(): Promise<void> {
    this.share.lose();
    await this.storage.close();
  }
}
