// Child-process probe for test/unit/schedule.test.ts: prints the next runs of each schedule kind
// in Africa/Lagos, computed under whatever TZ this process was started with.
import { nextRuns, type Schedule } from '../../../src/domain/schedule.ts';

const from = Date.parse('2025-01-01T23:30:00Z');
const schedules: Schedule[] = [
  { kind: 'weekly', weekdays: [1, 4], hour: 0 },
  { kind: 'interval', interval_hours: 7 },
  { kind: 'monthly', day: 31, hour: 23 },
  { kind: 'adaptive', interval_hours: { min: 2, max: 30 } },
];
const runs = schedules.map((s) =>
  nextRuns(s, 'Africa/Lagos', from, 5).map((ms) => new Date(ms).toISOString()),
);
console.log(JSON.stringify({ offsetMinutes: new Date(from).getTimezoneOffset(), runs }));
