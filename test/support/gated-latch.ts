// A write latch whose log batches wait in line, once `hold` is called, to be passed to the disk or
// failed one by one: how a test makes command A durable and command B's write fail, in that order.
import { WriteLatch } from '../../wal/write-latch.ts';

/**
 * A latch whose log batches, once `hold` is called, wait in line to be passed or failed one by one.
 */
export class GatedLatch extends WriteLatch {
  private holding = false;
  private readonly line: Array<(failure: Error | undefined) => void> = [];

  get held(): number {
    return this.line.length;
  }

  hold(): void {
    this.holding = true;
  }

  /** The oldest held write goes to the disk (`failure` undefined) or fails with `failure`. */
  next(failure?: Error): void {
    this.line.shift()!(failure);
  }

  /** Lets every write through (a test that failed must still close its service). */
  open(): void {
    this.holding = false;
    while (this.line.length > 0) this.next();
  }

  override async guard<T>(write: () => Promise<T>): Promise<T> {
    // Only the log's record batches wait in line (not the uptime or webhook meta writes, whose
    // timing is the service's), and nothing once the latch has tripped.
    const batch = new Error().stack?.includes('writeBatch') ?? false;
    if (!this.holding || this.tripped || !batch) return super.guard(write);
    const failure = await new Promise<Error | undefined>((resolve) => this.line.push(resolve));
    return super.guard(failure ? () => Promise.reject(failure) : write);
  }
}
