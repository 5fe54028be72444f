// An effect that runs a pass on an interval and on demand: passes never overlap, and `tickNow()`
// waits out a running pass (which may have read the clock before a test-clock advance) to run a
// fresh one. The matcher and the Loop scheduler are both such effects.
export abstract class Periodic {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  protected constructor(private readonly tickMs: number) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One pass; a pass already running is joined, not doubled. */
  tick(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async tickNow(): Promise<void> {
    while (this.running) await this.running;
    await this.tick();
  }

  protected abstract pass(): Promise<void>;
}
