// Proves Loop schedules fall due at the right instants in the Loop's time zone: each kind, strictly
// after "from", months without the day skipped, ends_at cutting the list, validation of the
// schedule schemas, and results independent of the process TZ.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Schedule, TimeZone, nextRuns } from '../../src/domain/schedule.ts';
import { nodeArgsFor } from '../support/test-bundle.ts';

const iso = (list: number[]) => list.map((ms) => new Date(ms).toISOString());
const at = (text: string) => Date.parse(text);
const LAGOS = 'Africa/Lagos';
const run = promisify(execFile);

describe('nextRuns', () => {
  // 2025-01-01 is a Wednesday; Lagos is UTC+01:00 all year.
  const from = at('2025-01-01T00:00:00Z');

  it('weekly: the listed ISO weekdays at the hour, local time', () => {
    expect(iso(nextRuns({ kind: 'weekly', weekdays: [1, 4], hour: 9 }, LAGOS, from, 5))).toEqual([
      '2025-01-02T08:00:00.000Z',
      '2025-01-06T08:00:00.000Z',
      '2025-01-09T08:00:00.000Z',
      '2025-01-13T08:00:00.000Z',
      '2025-01-16T08:00:00.000Z',
    ]);
    // Sunday is 7.
    expect(iso(nextRuns({ kind: 'weekly', weekdays: [7], hour: 0 }, LAGOS, from, 1))).toEqual([
      '2025-01-04T23:00:00.000Z',
    ]);
  });

  it(
    'weekly: the local day, not the UTC day, ' + 'decides; a due time equal to from is not "after"',
    () => {
      // 23:30Z on Wednesday is 00:30 Thursday in Lagos: Thursday 00:00 local has passed already.
      expect(
        iso(
          nextRuns(
            { kind: 'weekly', weekdays: [4], hour: 0 },
            LAGOS,
            at('2025-01-01T23:30:00Z'),
            1,
          ),
        ),
      ).toEqual(['2025-01-08T23:00:00.000Z']);
      expect(
        iso(
          nextRuns(
            { kind: 'weekly', weekdays: [4], hour: 9 },
            LAGOS,
            at('2025-01-02T08:00:00Z'),
            1,
          ),
        ),
      ).toEqual(['2025-01-09T08:00:00.000Z']);
      // The same schedule read in another zone falls at other instants.
      expect(
        iso(nextRuns({ kind: 'weekly', weekdays: [4], hour: 9 }, 'Asia/Tokyo', from, 1)),
      ).toEqual(['2025-01-02T00:00:00.000Z']);
    },
  );

  it('interval: every interval_hours from the start', () => {
    expect(iso(nextRuns({ kind: 'interval', interval_hours: 6 }, LAGOS, from, 3))).toEqual([
      '2025-01-01T06:00:00.000Z',
      '2025-01-01T12:00:00.000Z',
      '2025-01-01T18:00:00.000Z',
    ]);
  });

  it('monthly: the day at the hour; months without that day are skipped', () => {
    expect(
      iso(nextRuns({ kind: 'monthly', day: 31, hour: 9 }, LAGOS, at('2025-02-01T00:00:00Z'), 5)),
    ).toEqual([
      '2025-03-31T08:00:00.000Z',
      '2025-05-31T08:00:00.000Z',
      '2025-07-31T08:00:00.000Z',
      '2025-08-31T08:00:00.000Z',
      '2025-10-31T08:00:00.000Z',
    ]);
    // Day 29: February 2025 has none, February 2028 has.
    expect(
      iso(nextRuns({ kind: 'monthly', day: 29, hour: 0 }, LAGOS, at('2025-01-30T00:00:00Z'), 1)),
    ).toEqual(['2025-03-28T23:00:00.000Z']);
    expect(
      iso(nextRuns({ kind: 'monthly', day: 29, hour: 12 }, LAGOS, at('2028-02-01T00:00:00Z'), 1)),
    ).toEqual(['2028-02-29T11:00:00.000Z']);
    // This month's day still ahead counts.
    expect(iso(nextRuns({ kind: 'monthly', day: 15, hour: 10 }, LAGOS, from, 2))).toEqual([
      '2025-01-15T09:00:00.000Z',
      '2025-02-15T09:00:00.000Z',
    ]);
  });

  it('adaptive: estimated at the max interval (the conservative bound)', () => {
    expect(
      iso(nextRuns({ kind: 'adaptive', interval_hours: { min: 6, max: 24 } }, LAGOS, from, 2)),
    ).toEqual(['2025-01-02T00:00:00.000Z', '2025-01-03T00:00:00.000Z']);
  });

  it('ends_at cuts the list; a run due exactly at ends_at is kept', () => {
    const weekly: Schedule = { kind: 'weekly', weekdays: [1, 4], hour: 9 };
    expect(iso(nextRuns(weekly, LAGOS, from, 5, at('2025-01-09T08:00:00Z')))).toEqual([
      '2025-01-02T08:00:00.000Z',
      '2025-01-06T08:00:00.000Z',
      '2025-01-09T08:00:00.000Z',
    ]);
    expect(nextRuns(weekly, LAGOS, from, 5, at('2025-01-02T07:59:59Z'))).toEqual([]);
    expect(
      nextRuns({ kind: 'interval', interval_hours: 1 }, LAGOS, from, 5, at('2025-01-01T02:30:00Z')),
    ).toHaveLength(2);
    expect(
      nextRuns({ kind: 'monthly', day: 31, hour: 9 }, LAGOS, from, 5, at('2025-04-01T00:00:00Z')),
    ).toHaveLength(2);
  });

  it('refuses an invalid time zone', () => {
    expect(() =>
      nextRuns({ kind: 'interval', interval_hours: 1 }, 'Mars/Olympus', from, 1),
    ).toThrow(RangeError);
  });
});

describe('schedule validation', () => {
  const valid = (value: unknown) => Schedule.safeParse(value).success;

  it('accepts each kind', () => {
    expect(valid({ kind: 'weekly', weekdays: [1, 7], hour: 23 })).toBe(true);
    expect(valid({ kind: 'interval', interval_hours: 720 })).toBe(true);
    expect(valid({ kind: 'monthly', day: 31, hour: 0 })).toBe(true);
    expect(valid({ kind: 'adaptive', interval_hours: { min: 4, max: 4 } })).toBe(true);
  });

  it('rejects out-of-range and malformed schedules', () => {
    for (const bad of [
      { kind: 'weekly', weekdays: [], hour: 9 },
      { kind: 'weekly', weekdays: [1, 1], hour: 9 },
      { kind: 'weekly', weekdays: [0], hour: 9 },
      { kind: 'weekly', weekdays: [8], hour: 9 },
      { kind: 'weekly', weekdays: [1], hour: 24 },
      { kind: 'weekly', weekdays: [1], hour: 9.5 },
      { kind: 'interval', interval_hours: 0 },
      { kind: 'interval', interval_hours: 721 },
      { kind: 'monthly', day: 0, hour: 9 },
      { kind: 'monthly', day: 32, hour: 9 },
      { kind: 'adaptive', interval_hours: { min: 10, max: 5 } },
      { kind: 'adaptive', interval_hours: { min: 0, max: 5 } },
      { kind: 'cron', expression: '* * * * *' },
    ])
      expect(valid(bad), JSON.stringify(bad)).toBe(false);
  });

  it('time zones are IANA names', () => {
    expect(TimeZone.safeParse('Africa/Lagos').success).toBe(true);
    expect(TimeZone.safeParse('Mars/Olympus').success).toBe(false);
  });
});

describe('process time zone independence', () => {
  async function probe(tz: string) {
    const { stdout } = await run(
      process.execPath,
      await nodeArgsFor('test/unit/support/schedule-tz-probe.ts'),
      {
        env: { ...process.env, TZ: tz },
        cwd: new URL('../..', import.meta.url).pathname,
      },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1)!);
  }

  it('gives the same Lagos due times under TZ=America/New_York, Asia/Tokyo and UTC', async () => {
    const results = await Promise.all(['America/New_York', 'Asia/Tokyo', 'UTC'].map(probe));
    // The probes really ran in different zones...
    expect(new Set(results.map((r) => r.offsetMinutes)).size).toBe(3);
    // ...and agree with each other and with this process.
    for (const r of results) expect(r.runs).toEqual(results[0].runs);
    expect(results[0].runs[0]).toEqual([
      '2025-01-05T23:00:00.000Z',
      '2025-01-08T23:00:00.000Z',
      '2025-01-12T23:00:00.000Z',
      '2025-01-15T23:00:00.000Z',
      '2025-01-19T23:00:00.000Z',
    ]);
    expect(results[0].runs[2][0]).toBe('2025-01-31T22:00:00.000Z');
  });
});
