// Fail-stop for every durable handle of one service. After LevelDB fails a write (ENOSPC, EIO),
// later synced writes on the same handle can resolve and still be missing after reopen
// (google/leveldb#1180). So the first write error anywhere — log records, snapshots, meta, the
// archive — trips this latch, and from then on no write of any kind is handed to any handle the
// latch guards until the process restarts and opens them afresh.

/** A write failed: the log (and every handle the latch guards) takes no write until restart. */
export class WalFailedError extends Error {
  constructor(cause: unknown) {
    super('write-ahead log write failed; the log is closed for writes until restart', { cause });
    this.name = 'WalFailedError';
  }
}

export class WriteLatch {
  private error: WalFailedError | undefined;
  private readonly listeners: Array<(error: WalFailedError) => void> = [];

  get tripped(): boolean {
    return this.error !== undefined;
  }

  /** The error every refused write gets; its `cause` is the first failure. */
  get failure(): WalFailedError | undefined {
    return this.error;
  }

  /** Records the first failure and tells the listeners once; later calls keep the first cause. */
  trip(cause: unknown): WalFailedError {
    if (this.error !== undefined) return this.error;
    this.error = cause instanceof WalFailedError ? cause : new WalFailedError(cause);
    for (const listener of this.listeners.splice(0)) listener(this.error);
    return this.error;
  }

  /** Called once, when the latch trips (at once when it already has). */
  onTrip(listener: (error: WalFailedError) => void): void {
    if (this.error !== undefined) listener(this.error);
    else this.listeners.push(listener);
  }

  /** Runs `write` unless the latch has tripped; a write that fails trips it. */
  async guard<T>(write: () => Promise<T>): Promise<T> {
    if (this.error !== undefined) throw this.error;
    try {
      return await write();
    } catch (cause) {
      throw this.trip(cause);
    }
  }
}
