// Location: every position we have (each photo's EXIF GPS, the device-reported location and the
// check-in at the start when there was one) must lie inside the zone's geofence. The worst
// position decides; distances are rounded in the reason.
import { distanceM, km, validLatLng } from '../geo.ts';
import type { Check, LatLng } from '../types.ts';
import {
  conclude,
  fail,
  pass,
  photoLabel,
  warn,
  type CheckContext,
  type Finding,
} from './common.ts';

export function checkLocation({ input, facts, thresholds: t }: CheckContext): Check {
  const { center } = input.task.zone;
  const radius = t.geofenceRadiusM;
  const findings: Finding[] = [];

  const judge = (subject: string, p: LatLng) => {
    const d = distanceM(center, p);
    const where = `${subject} about ${km(d)} from the zone centre`;
    if (d <= radius) findings.push(pass(`${where}, inside its ${km(radius)} geofence`));
    else if (d <= radius + t.geofenceSlackM)
      findings.push(warn(`${where}, just outside its ${km(radius)} geofence (within GPS error)`));
    else findings.push(fail(`${where}, outside its ${km(radius)} geofence`));
  };

  let photoPositions = 0;
  for (const f of facts) {
    const gps = f.exif?.gps;
    if (!validLatLng(gps)) continue;
    photoPositions++;
    judge(`${photoLabel(f.index, facts.length)} taken`, gps);
  }
  if (validLatLng(input.proof.location)) judge('device-reported location', input.proof.location);
  else findings.push(fail('the device-reported location is not a valid coordinate'));
  // The check-in at the start (docs/operator-app.md, "Work"): one more position of the visit.
  if (input.proof.checkIn !== undefined && validLatLng(input.proof.checkIn))
    judge('check-in at the start', input.proof.checkIn);

  if (photoPositions < facts.length && input.task.proofRequirements.includes('geofence')) {
    const missing = facts.length - photoPositions;
    const which =
      missing === facts.length
        ? 'no photo carries a'
        : `${missing} of ${facts.length} photos carry no`;
    findings.push(warn(`${which} GPS position; judged by the device-reported location only`));
  }
  return conclude('location', findings);
}
