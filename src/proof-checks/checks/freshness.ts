// Freshness: each photo's camera time (its own offset, else the zone's) and the reported capture
// time must fall inside the task window, not after the server received the proof, and not long
// before it. The server's submission time is the only "now": nothing reads the process clock.
import { duration } from '../geo.ts';
import { parseExifTime, parseIsoMs } from '../time.ts';
import type { Check } from '../types.ts';
import {
  conclude,
  fail,
  pass,
  photoLabel,
  warn,
  type CheckContext,
  type Finding,
} from './common.ts';

export function checkFreshness({ input, facts, thresholds: t }: CheckContext): Check {
  const { windowStartMs, windowEndMs } = input.task;
  const submittedMs = input.proof.submittedAtMs;
  const skewMs = t.clockSkewMinutes * 60_000;
  const maxAgeMs = t.maxCaptureAgeMinutes * 60_000;
  const findings: Finding[] = [];

  const judge = (subject: string, ms: number) => {
    if (ms > submittedMs + skewMs)
      findings.push(fail(`${subject} ${duration(ms - submittedMs)} after the proof was received`));
    else if (ms < windowStartMs - skewMs)
      findings.push(
        fail(`${subject} ${duration(windowStartMs - ms)} before the task window opened`),
      );
    else if (ms > windowEndMs + skewMs)
      findings.push(fail(`${subject} ${duration(ms - windowEndMs)} after the deadline`));
    else if (submittedMs - ms > maxAgeMs)
      findings.push(
        warn(
          `${subject} ${duration(submittedMs - ms)} before submission, over the ` +
            `${duration(maxAgeMs)} limit`,
        ),
      );
    else
      findings.push(
        pass(`${subject} inside the task window, ${duration(submittedMs - ms)} before submission`),
      );
  };

  for (const f of facts) {
    const label = photoLabel(f.index, facts.length);
    const time = parseExifTime(
      f.exif?.dateTimeOriginal ?? null,
      f.exif?.offsetTimeOriginal ?? null,
      input.zoneUtcOffsetMinutes,
    );
    if (time)
      judge(
        `${label} was taken${time.offsetFrom === 'zone' ? ' (zone offset assumed)' : ''}`,
        time.ms,
      );
    else
      findings.push(
        warn(`${label} has no camera capture time; only the reported time was checked`),
      );
  }
  const reportedMs = parseIsoMs(input.proof.capturedAt, input.zoneUtcOffsetMinutes);
  if (reportedMs === null) findings.push(fail('the reported captured_at is not a valid timestamp'));
  else judge('the reported capture time is', reportedMs);
  return conclude('freshness', findings);
}
