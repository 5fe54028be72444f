// The service clock. Real time by default; with ERRAND_CLOCK=virtual a test clock that only
// moves when told to and remembers where it stood across restarts (kept in WAL meta).
import type { Wal } from '../../wal/wal.ts';

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

const META_KEY = 'clock.virtual_ms';

export class VirtualClock implements Clock {
  private wal: Wal | undefined;

  constructor(private ms: number = Date.now()) {}

  /** Resumes from where the clock stood when the log was last used (never before `floorMs`). */
  async attach(wal: Wal, floorMs = 0): Promise<void> {
    this.wal = wal;
    const stored = await wal.getMeta(META_KEY);
    if (stored !== undefined) this.ms = Number(stored);
    this.ms = Math.max(this.ms, floorMs);
    await wal.putMeta(META_KEY, String(this.ms));
  }

  now(): number {
    return this.ms;
  }

  /** Moves time forward (never back) and persists the new reading. */
  async advance(ms: number): Promise<number> {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    this.ms += ms;
    await this.wal?.putMeta(META_KEY, String(this.ms));
    return this.ms;
  }
}
