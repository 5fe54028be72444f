// A write latch a test can hold: every write waits at the gate until released (a command then
// stays in its mailbox, its record in flight), or the writes held fail when released with an error.
import { WriteLatch } from '../../wal/write-latch.ts';

export class HoldingLatch extends WriteLatch {
  private gate: Promise<void> | undefined;
  private open: () => void = () => {};
  private heldFailure: Error | undefined;

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.gate = undefined;
    this.open();
  }

  /** Releases the writes held, each failing with `error` (as a disk would), which trips the latch. */
  failHeld(error: Error): void {
    this.heldFailure = error;
    this.release();
  }

  override async guard<T>(write: () => Promise<T>): Promise<T> {
    if (this.gate) await this.gate;
    const failure = this.heldFailure;
    return super.guard(failure ? () => Promise.reject(failure) : write);
  }
}
