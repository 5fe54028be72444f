// A write latch a test can hold: every write waits at the gate until released (a command then
// stays in its mailbox, its record in flight), or the writes held fail when released with an error.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WriteLatch } from '../../wal/write-latch.ts';
import { loadConfig } from '../../src/config.ts';
import { startService, type RunningService } from '../../src/service.ts';
import { ADMIN_TOKEN, PARTNER_SECRET } from './http.ts';

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

  /**
   * Releases the writes held, each failing with `error` (as a disk would), which trips the latch.
   */
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

/** The real service on a fresh directory with one shard, its writes through `latch`. */
export async function startLatchedService(
  latch: HoldingLatch,
  env: Record<string, string> = {},
): Promise<RunningService> {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'errand-latched-')),
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_TOKEN,
    PARTNER_WEBHOOK_SECRET: PARTNER_SECRET,
    ERRAND_SHARDS: '1',
    ...env,
  });
  return startService(config, { logger: false, announce: () => {}, unsafeWriteLatch: latch });
}
