// Proves GET /v1/status (no key) reports operational with 90 daily uptime entries, today's above
// zero from the first moment, and that the history survives a restart on the same DATA_DIR; plus
// the day arithmetic of the uptime log on a controlled clock.
import { afterEach, describe, expect, it } from 'vitest';
import { LevelWal, MemoryWal, MemoryWalStore } from '../../wal/index.ts';
import { UptimeLog, HISTORY_DAYS } from '../../src/effects/uptime.ts';
import { call, startTestService, type TestService } from '../support/http.ts';
import { tempDir } from '../support/harness.ts';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const running: TestService[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function start(dir: string): Promise<TestService> {
  const svc = await startTestService({}, dir);
  running.push(svc);
  return svc;
}

async function stop(svc: TestService): Promise<void> {
  running.splice(running.indexOf(svc), 1);
  await svc.close();
}

async function status(svc: TestService) {
  const res = await call(svc.url, 'GET', '/v1/status');
  expect(res.status).toBe(200);
  return res.body.data as {
    status: string;
    days: Array<{ date: string; up_seconds: number | null; uptime_pct: number | null }>;
    uptime_90d_pct: number | null;
    components: Record<string, string>;
  };
}

describe('GET /v1/status', () => {
  it(
    'needs no key: operational, 90 consecutive UTC days ending today, today up from the first ' +
      'moment',
    async () => {
      const dir = tempDir('errand-status-');
      const svc = await start(dir);
      const s = await status(svc);
      expect(s.status).toBe('operational');
      expect(s.components).toEqual({ engine: 'ok', write_ahead_log: 'ok' });
      expect(s.days).toHaveLength(90);
      const today = Date.now();
      for (const [i, d] of s.days.entries()) expect(d.date).toBe(dayOf(today - (89 - i) * DAY_MS));
      const last = s.days.at(-1)!;
      expect(last.uptime_pct).toBeGreaterThan(0);
      // up since it first started, not "down since midnight"
      expect(last.uptime_pct).toBeGreaterThan(99);
      expect(s.days.slice(0, -1).every((d) => d.up_seconds === null && d.uptime_pct === null)).toBe(
        true,
      ); // a fresh directory
      expect(s.uptime_90d_pct).toBeGreaterThan(99);
      // a restart keeps counting today from the first start: still up, the short gap counted as
      // down
      await new Promise((r) => setTimeout(r, 500));
      await stop(svc);
      const again = await status(await start(dir));
      expect(again.days.at(-1)!.uptime_pct).toBeGreaterThan(0);
      expect(again.days.at(-1)!.uptime_pct).toBeLessThanOrEqual(100);
      expect(again.days.slice(0, -1)).toEqual(s.days.slice(0, -1));
    },
  );

  it('the history persists across a restart on the same DATA_DIR', async () => {
    const dir = tempDir('errand-status-restart-');
    // Earlier figures, as an earlier run of the service left them in the log's meta.
    const now = Date.now();
    const seeded = { [dayOf(now - 3 * DAY_MS)]: 43_200, [dayOf(now - DAY_MS)]: 86_400 };
    const wal = new LevelWal(dir);
    await wal.open();
    await wal.putMeta('status.uptime_days', JSON.stringify(seeded));
    await wal.close();

    const first = await start(dir);
    await new Promise((r) => setTimeout(r, 1_200));
    const before = await status(first);
    const byDate = (s: Awaited<ReturnType<typeof status>>, ms: number) =>
      s.days.find((d) => d.date === dayOf(ms))!;
    expect(byDate(before, now - 3 * DAY_MS)).toMatchObject({ up_seconds: 43_200, uptime_pct: 50 });
    // ran before and after: down that day
    expect(byDate(before, now - 2 * DAY_MS)).toMatchObject({ up_seconds: 0, uptime_pct: 0 });
    expect(byDate(before, now - DAY_MS)).toMatchObject({ up_seconds: 86_400, uptime_pct: 100 });
    expect(byDate(before, now - 4 * DAY_MS)).toMatchObject({ up_seconds: null, uptime_pct: null });
    expect(before.days.at(-1)!.up_seconds).toBeGreaterThanOrEqual(1);
    await stop(first);

    const second = await start(dir);
    const after = await status(second);
    expect(after.days.at(-1)!.date).toBe(before.days.at(-1)!.date);
    expect(after.days.at(-1)!.up_seconds).toBeGreaterThanOrEqual(before.days.at(-1)!.up_seconds!);
    // (today counts from midnight here: the log says the service ran on earlier days, so the hours
    // before this run were down)
    expect(after.days.at(-1)!.uptime_pct).toBeTypeOf('number');
    expect(after.days.slice(0, -1)).toEqual(before.days.slice(0, -1));
  });
});

describe('UptimeLog on a controlled clock', () => {
  const at = (iso: string) => Date.parse(iso);

  async function log(store: MemoryWalStore, clock: { ms: number }) {
    const wal = new MemoryWal(store);
    await wal.open();
    const uptime = new UptimeLog(wal, () => clock.ms, 3_600_000);
    await uptime.start();
    return { wal, uptime };
  }

  it(
    'counts the first day from the first start, ' + 'and the gap between runs as down time',
    async () => {
      const store = new MemoryWalStore();
      const clock = { ms: at('2026-03-10T14:00:00Z') };
      const a = await log(store, clock);
      clock.ms = at('2026-03-10T14:30:00Z');
      expect(a.uptime.history().at(-1)).toEqual({
        date: '2026-03-10',
        up_seconds: 1_800,
        uptime_pct: 100,
      });
      await a.uptime.close();
      await a.wal.close();

      clock.ms = at('2026-03-10T15:00:00Z'); // down for 30 minutes
      const b = await log(store, clock);
      clock.ms = at('2026-03-10T16:00:00Z');
      const days = b.uptime.history();
      expect(days).toHaveLength(HISTORY_DAYS);
      expect(days.at(-1)).toEqual({ date: '2026-03-10', up_seconds: 5_400, uptime_pct: 75 });
      expect(days.at(-2)).toEqual({ date: '2026-03-09', up_seconds: null, uptime_pct: null });
      await b.uptime.close();
      await b.wal.close();
    },
  );

  it(
    'a run across midnight is split between the ' + 'two days; a later day without a run is 0%',
    async () => {
      const store = new MemoryWalStore();
      const clock = { ms: at('2026-03-10T18:00:00Z') };
      const a = await log(store, clock);
      clock.ms = at('2026-03-11T06:00:00Z');
      await a.uptime.close();
      await a.wal.close();
      clock.ms = at('2026-03-13T12:00:00Z');
      const b = await log(store, clock);
      const days = b.uptime.history();
      expect(days.slice(-4)).toEqual([
        { date: '2026-03-10', up_seconds: 21_600, uptime_pct: 100 },
        { date: '2026-03-11', up_seconds: 21_600, uptime_pct: 25 },
        { date: '2026-03-12', up_seconds: 0, uptime_pct: 0 },
        { date: '2026-03-13', up_seconds: 0, uptime_pct: 0 },
      ]);
      await b.uptime.close();
      await b.wal.close();
    },
  );
});
