// Loop schedules: the four schedule kinds of docs/design.md (Loops) and when they fall due. Pure;
// every wall-clock figure (weekday, hour, day of month) is read in the Loop's own IANA time zone
// with luxon, so results never depend on the process TZ.
import { z } from 'zod';
import { DateTime, IANAZone } from 'luxon';

export const DEFAULT_LOOP_TIMEZONE = 'Africa/Lagos';
const INTERVAL_HOURS_MAX = 720;

const Hour = z.number().int().min(0).max(23).describe('Hour of day, 0-23, in the Loop time zone');
const IntervalHours = z.number().int().min(1).max(INTERVAL_HOURS_MAX);

const WeeklySchedule = z.object({
  kind: z.literal('weekly'),
  weekdays: z
    .array(z.number().int().min(1).max(7))
    .min(1)
    .max(7)
    .refine((days) => new Set(days).size === days.length, { message: 'weekdays must be unique' })
    .describe('ISO weekdays, 1 = Monday .. 7 = Sunday'),
  hour: Hour,
});

const IntervalSchedule = z.object({
  kind: z.literal('interval'),
  interval_hours: IntervalHours.describe('Hours between runs, 1-720'),
});

const MonthlySchedule = z.object({
  kind: z.literal('monthly'),
  day: z
    .number()
    .int()
    .min(1)
    .max(31)
    .describe('Day of the month, 1-31; months without that day are skipped'),
  hour: Hour,
});

const AdaptiveSchedule = z.object({
  kind: z.literal('adaptive'),
  interval_hours: z
    .object({ min: IntervalHours, max: IntervalHours })
    .refine((r) => r.min <= r.max, { message: 'min must not exceed max' })
    .describe('Bounds, in hours, within which the platform tunes the timing'),
});

export const Schedule = z
  .discriminatedUnion('kind', [WeeklySchedule, IntervalSchedule, MonthlySchedule, AdaptiveSchedule])
  .describe('When the Loop runs, discriminated by kind');
export type Schedule = z.infer<typeof Schedule>;

export const TimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => IANAZone.isValidZone(zone), { message: 'not a valid IANA time zone' })
  .describe('IANA time zone the schedule is read in')
  .meta({ examples: [DEFAULT_LOOP_TIMEZONE] });

const HOUR_MS = 3_600_000;
/** Bound on the months scanned for a monthly schedule (day 31 still appears 7 times a year). */
const MONTH_SCAN_LIMIT = 1_200;

/**
 * The next `count` due times (epoch ms) strictly after `fromMs`, ascending. Due times after
 * `endsAtMs` are dropped (a run due exactly at `endsAtMs` is kept), so the list may be shorter.
 *
 * - weekly: each listed ISO weekday (1 = Mon .. 7 = Sun) at `hour`:00 local time.
 * - interval: every `interval_hours` from `fromMs` (fromMs + k·interval, k = 1..).
 * - monthly: `day` of each month at `hour`:00 local; a month without that day (day 31 in April,
 *   day 30 in February) is skipped, never moved to the month's last day.
 * - adaptive: the platform tunes only the timing within {min, max}; an estimate cannot know the
 *   tuning, so it uses the max interval — the fewest runs and the latest times, the conservative
 *   bound for spend per period (the per-run cost is the same at any interval).
 *
 * A local hour that does not exist on a DST change resolves as luxon does (shifted forward).
 */
export function nextRuns(
  schedule: Schedule,
  timezone: string,
  fromMs: number,
  count: number,
  endsAtMs?: number,
): number[] {
  if (!IANAZone.isValidZone(timezone)) throw new RangeError(`invalid time zone ${timezone}`);
  const out: number[] = [];
  const within = (ms: number) => endsAtMs === undefined || ms <= endsAtMs;
  if (count <= 0) return out;
  switch (schedule.kind) {
    case 'interval':
    case 'adaptive': {
      const hours =
        schedule.kind === 'interval' ? schedule.interval_hours : schedule.interval_hours.max;
      for (let k = 1; out.length < count; k++) {
        const at = fromMs + k * hours * HOUR_MS;
        if (!within(at)) break;
        out.push(at);
      }
      return out;
    }
    case 'weekly': {
      const days = new Set(schedule.weekdays);
      let day = DateTime.fromMillis(fromMs, { zone: timezone }).startOf('day');
      // A week more than needed always suffices: every listed weekday appears once a week.
      for (let i = 0; out.length < count && i < count * 7 + 14; i++, day = day.plus({ days: 1 })) {
        if (!days.has(day.weekday)) continue;
        const at = DateTime.fromObject(
          { year: day.year, month: day.month, day: day.day, hour: schedule.hour },
          { zone: timezone },
        ).toMillis();
        if (at <= fromMs) continue;
        if (!within(at)) break;
        out.push(at);
      }
      return out;
    }
    case 'monthly': {
      let month = DateTime.fromMillis(fromMs, { zone: timezone }).startOf('month');
      for (
        let i = 0;
        out.length < count && i < MONTH_SCAN_LIMIT;
        i++, month = month.plus({ months: 1 })
      ) {
        if (schedule.day > (month.daysInMonth ?? 0)) continue;
        const at = DateTime.fromObject(
          { year: month.year, month: month.month, day: schedule.day, hour: schedule.hour },
          { zone: timezone },
        ).toMillis();
        if (at <= fromMs) continue;
        if (!within(at)) break;
        out.push(at);
      }
      return out;
    }
  }
}
