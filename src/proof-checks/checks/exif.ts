// EXIF: metadata present (a stripped photo proves nothing about where or when), plausible (a
// camera, a readable time not in the future, a real GPS fix when the geofence needs one) and
// consistent with what the device reported (capture time, location).
import { distanceM, duration, km, validLatLng } from '../geo.ts';
import { parseExifTime, parseIsoMs } from '../time.ts';
import type { Check, PhotoFacts } from '../types.ts';
import {
  conclude,
  fail,
  pass,
  photoLabel,
  warn,
  type CheckContext,
  type Finding,
} from './common.ts';

export function checkExif(ctx: CheckContext): Check {
  const { input, facts } = ctx;
  if (facts.length === 0) {
    const required = input.task.proofRequirements.includes('photo');
    return conclude('exif', [
      required ? fail('no photo to read EXIF from') : pass('no photo submitted or required'),
    ]);
  }
  return conclude(
    'exif',
    facts.flatMap((f) => photoFindings(ctx, f)),
  );
}

function photoFindings({ input, facts, thresholds: t }: CheckContext, f: PhotoFacts): Finding[] {
  const label = photoLabel(f.index, facts.length);
  const exif = f.exif;
  if (!exif) return [fail(`${label} carries no EXIF metadata (stripped or re-saved)`)];
  const findings: Finding[] = [];
  const skewMs = t.clockSkewMinutes * 60_000;

  if (!exif.make && !exif.model) findings.push(warn(`${label} names no camera make or model`));

  const time = parseExifTime(
    exif.dateTimeOriginal,
    exif.offsetTimeOriginal,
    input.zoneUtcOffsetMinutes,
  );
  const reportedMs = parseIsoMs(input.proof.capturedAt, input.zoneUtcOffsetMinutes);
  if (!exif.dateTimeOriginal) findings.push(warn(`${label} has no original capture time`));
  else if (!time) findings.push(fail(`${label} has an unreadable capture time`));
  else if (time.ms > input.proof.submittedAtMs + skewMs)
    findings.push(
      fail(
        `${label}'s capture time is ${duration(time.ms - input.proof.submittedAtMs)} later ` +
          `than the submission`,
      ),
    );
  else if (
    reportedMs !== null &&
    Math.abs(time.ms - reportedMs) > t.exifClockToleranceMinutes * 60_000
  ) {
    findings.push(
      warn(
        `${label}'s camera time differs from the reported capture time by ` +
          `${duration(time.ms - reportedMs)}`,
      ),
    );
  }

  const gps = exif.gps;
  if (!gps) {
    if (input.task.proofRequirements.includes('geofence'))
      findings.push(fail(`${label} has no GPS position, which the geofence requires`));
  } else if (!validLatLng(gps) || (Math.abs(gps.lat) < 1e-6 && Math.abs(gps.lng) < 1e-6)) {
    findings.push(fail(`${label} has an implausible GPS position`));
  } else if (validLatLng(input.proof.location)) {
    const d = distanceM(gps, input.proof.location);
    const text = `${label}'s GPS is about ${km(d)} from the device-reported location`;
    if (d > t.gpsAgreementFailM) findings.push(fail(text));
    else if (d > t.gpsAgreementWarnM) findings.push(warn(text));
  }

  if (findings.length === 0)
    findings.push(
      pass(
        `${label} has camera, capture time${gps ? ' and GPS' : ''} metadata consistent with ` +
          `the report`,
      ),
    );
  return findings;
}
