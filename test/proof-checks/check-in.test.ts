// Proves the location check judges the check-in position the START recorded as one more
// position of the visit: inside the geofence it passes and says so, outside it fails the check
// even when the photo and the device agree; without a check-in the check is as before.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/proof-checks/check-proof.ts';
import type { PhotoFacts } from '../../src/proof-checks/types.ts';
import { CAMERA_TIME, CENTRE, PHOTO_GPS, input } from './support/scenario.ts';

const facts: PhotoFacts = {
  index: 0,
  bytes: 50_000,
  sha256: 'a'.repeat(64),
  phash: '0f0f0f0f0f0f0f0f',
  decodeError: null,
  format: 'jpeg',
  width: 640,
  height: 480,
  stdevMax: 40,
  exif: {
    make: 'TECNO',
    model: 'CK7n',
    dateTimeOriginal: CAMERA_TIME,
    offsetTimeOriginal: '+01:00',
    gps: PHOTO_GPS,
  },
};
const north = (m: number) => ({ lat: CENTRE.lat + m / 111_195, lng: CENTRE.lng });

function location(checkIn?: { lat: number; lng: number }) {
  const base = input(['x']);
  const given = checkIn ? { ...base, proof: { ...base.proof, checkIn } } : base;
  return evaluate(given, [facts]).checks.find((c) => c.name === 'location')!;
}

describe('the check-in in the location check', () => {
  it('passes a check-in inside the geofence and names it', () => {
    const inside = location(north(500));
    expect(inside.result).toBe('pass');
    expect(inside.reason).toContain('check-in at the start about 0.5 km from the zone centre');
  });

  it('fails a check-in far outside, and is unchanged without one', () => {
    expect(location(north(20_000)).result).toBe('fail');
    expect(location(north(20_000)).reason).toContain('Check-in at the start about 20 km');
    expect(location().reason).not.toContain('check-in');
    expect(location().result).toBe('pass');
  });
});
