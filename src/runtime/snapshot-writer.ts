// A shard's snapshots on their way to the log: each written once what was archived up to its
// position is durable (a snapshot no longer holds what it archived), one write at a time.
import type { Wal, WalPosition } from '../../wal/wal.ts';
import type { Archiver } from '../archive/archiver.ts';

export class SnapshotWriter {
  private writing: Promise<void> | undefined;

  constructor(
    private readonly shard: number,
    private readonly wal: Wal,
    private readonly archiver: Archiver,
    private readonly isFailed: () => boolean,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Queues the state encoded as of `pos` (`pos` must be durable by now). */
  write(pos: WalPosition, bytes: Uint8Array): void {
    const write = (this.writing ?? Promise.resolve())
      .then(() => this.archiver.barrier())
      .then(() => {
        if (!this.isFailed()) return this.wal.writeSnapshot(this.shard, pos, bytes);
      });
    this.writing = write;
    void write
      .catch((error) => this.failed(error))
      .finally(() => {
        if (this.writing === write) this.writing = undefined;
      });
  }

  /** Resolves once the writes queued so far are done; rejects with the first that failed. */
  async flushed(): Promise<void> {
    await this.writing;
  }

  /** Resolves once the writes queued so far are done, whatever their outcome. */
  async idle(): Promise<void> {
    await this.writing?.catch(() => {});
  }
}
