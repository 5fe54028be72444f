// Daily uptime for GET /v1/status: seconds the service was up per UTC day, counted on the real
// wall clock (not the test clock) and kept in WAL meta, so the 90-day history survives restarts.
import type { Wal } from '../../wal/wal.ts';
import type { Effect } from './effect.ts';

const META_KEY = 'status.uptime_days';
/**
 * When the service first ran on this data directory: time before it is not counted (not down, not
 * up).
 */
const SINCE_KEY = 'status.uptime_since_ms';
const DAY_MS = 86_400_000;
export const HISTORY_DAYS = 90;

export interface DayUptime {
  date: string;
  up_seconds: number | null;
  uptime_pct: number | null;
}

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export class UptimeLog implements Effect {
  private days = new Map<string, number>();
  private lastMs = 0;
  private sinceMs = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly wal: Wal,
    private readonly now: () => number = Date.now,
    private readonly tickMs = 60_000,
  ) {}

  async start(): Promise<void> {
    const stored = await this.wal.getMeta(META_KEY);
    if (stored) this.days = new Map(Object.entries(JSON.parse(stored) as Record<string, number>));
    this.lastMs = this.now();
    const since = await this.wal.getMeta(SINCE_KEY);
    if (since) this.sinceMs = Number(since);
    else {
      // First run on this directory (or a log kept before this key existed: from its earliest day).
      const earliest = [...this.days.keys()].sort()[0];
      this.sinceMs = earliest
        ? Math.min(Date.parse(`${earliest}T00:00:00.000Z`), this.lastMs)
        : this.lastMs;
      await this.wal.putMeta(SINCE_KEY, String(this.sinceMs));
    }
    this.timer = setInterval(() => void this.tick().catch(() => {}), this.tickMs);
    this.timer.unref();
  }

  /** Credits the time since the last tick to the days it fell on, then persists. */
  async tick(): Promise<void> {
    const now = this.now();
    let from = this.lastMs;
    while (from < now) {
      const dayEnd = (Math.floor(from / DAY_MS) + 1) * DAY_MS;
      const to = Math.min(dayEnd, now);
      const day = dayOf(from);
      this.days.set(day, (this.days.get(day) ?? 0) + (to - from) / 1000);
      from = to;
    }
    this.lastMs = now;
    const cutoff = dayOf(now - (HISTORY_DAYS + 1) * DAY_MS);
    for (const day of this.days.keys()) if (day < cutoff) this.days.delete(day);
    await this.wal.putMeta(META_KEY, JSON.stringify(Object.fromEntries(this.days)));
  }

  async close(): Promise<void> {
    // Never started (a start that failed before it): nothing was counted, nothing to write.
    if (this.timer === undefined) return;
    clearInterval(this.timer);
    await this.tick();
  }

  /**
   * The last 90 UTC days, oldest first. A day before the service first ran has no figures; the
   * day it first ran counts from that moment, so a fresh install is not reported as mostly down.
   */
  history(): DayUptime[] {
    const now = this.now();
    const pending = (now - this.lastMs) / 1000;
    const out: DayUptime[] = [];
    for (let i = HISTORY_DAYS - 1; i >= 0; i--) {
      const start = (Math.floor(now / DAY_MS) - i) * DAY_MS;
      const date = dayOf(start);
      const recorded = this.days.get(date);
      const from = Math.max(start, this.sinceMs);
      const to = i === 0 ? now : start + DAY_MS;
      const up =
        to <= from && recorded === undefined && i > 0
          ? undefined
          : (recorded ?? 0) + (i === 0 ? pending : 0);
      const elapsed = Math.max(0, to - from) / 1000;
      out.push({
        date,
        up_seconds: up === undefined ? null : Math.round(up),
        uptime_pct:
          up === undefined
            ? null
            : Math.min(100, Math.round((elapsed > 0 ? up / elapsed : 1) * 10_000) / 100),
      });
    }
    return out;
  }
}
