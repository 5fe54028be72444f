// Proves the pure parts of the verifier on hand-made photo facts: distances, time parsing without
// the process zone, hash distance, each check's thresholds and the confidence/outcome formula.
import { describe, expect, it } from 'vitest';
import { hammingHex } from '../../src/proof-checks/checks/duplicates.ts';
import { distanceM, duration, km } from '../../src/proof-checks/geo.ts';
import { CHECK_WEIGHTS } from '../../src/proof-checks/policy.ts';
import { confidenceOf, outcomeOf } from '../../src/proof-checks/score.ts';
import { parseExifTime, parseIsoMs } from '../../src/proof-checks/time.ts';
import { evaluate } from '../../src/proof-checks/check-proof.ts';
import type {
  Check,
  CheckName,
  CheckResult,
  ExifFacts,
  PhotoFacts,
  Thresholds,
} from '../../src/proof-checks/types.ts';
import {
  CAMERA_TIME,
  CENTRE,
  PHOTO_GPS,
  SUBMITTED_MS,
  WINDOW_START_MS,
  input,
} from './support/scenario.ts';

const exif = (over: Partial<ExifFacts> = {}): ExifFacts => ({
  make: 'TECNO',
  model: 'CK7n',
  dateTimeOriginal: CAMERA_TIME,
  offsetTimeOriginal: '+01:00',
  gps: PHOTO_GPS,
  ...over,
});
const facts = (over: Partial<PhotoFacts> = {}, index = 0): PhotoFacts => ({
  index,
  bytes: 50_000,
  sha256: 'a'.repeat(64),
  phash: '0f0f0f0f0f0f0f0f',
  decodeError: null,
  format: 'jpeg',
  width: 640,
  height: 480,
  stdevMax: 40,
  exif: exif(),
  ...over,
});
const check = (name: CheckName, f: PhotoFacts[], over: Parameters<typeof input>[1] = {}) =>
  evaluate(
    input(
      f.map(() => 'x'),
      over,
    ),
    f,
  ).checks.find((c) => c.name === name)!;

describe('geometry and wording', () => {
  it('measures great-circle distance', () => {
    expect(distanceM(CENTRE, CENTRE)).toBe(0);
    // One degree of latitude is ~111.2 km on the mean sphere.
    expect(distanceM({ lat: 0, lng: 3 }, { lat: 1, lng: 3 })).toBeCloseTo(111_195, -1);
    expect(distanceM(CENTRE, PHOTO_GPS)).toBeGreaterThan(350);
    expect(distanceM(CENTRE, PHOTO_GPS)).toBeLessThan(450);
  });

  it('rounds distances and durations for reasons', () => {
    expect(km(412)).toBe('0.4 km');
    expect(km(3000)).toBe('3 km');
    expect(km(20_345)).toBe('20 km');
    expect(duration(10 * 60_000)).toBe('10 minutes');
    expect(duration(5 * 3600_000)).toBe('5 hours');
    expect(duration(50 * 3600_000)).toBe('2 days');
  });
});

describe('time without the process zone', () => {
  it('applies OffsetTimeOriginal, else the zone offset', () => {
    expect(parseExifTime('2025:03:01 11:50:00', '+01:00', 0)).toEqual({
      ms: Date.UTC(2025, 2, 1, 10, 50),
      offsetFrom: 'exif',
    });
    expect(parseExifTime('2025:03:01 11:50:00', null, 60)).toEqual({
      ms: Date.UTC(2025, 2, 1, 10, 50),
      offsetFrom: 'zone',
    });
    expect(parseExifTime('2025:03:01 11:50:00', '-05:30', 60)!.ms).toBe(
      Date.UTC(2025, 2, 1, 17, 20),
    );
    expect(parseExifTime('2025:02:31 11:50:00', null, 60)).toBeNull();
    expect(parseExifTime('0000:00:00 00:00:00', null, 60)).toBeNull();
    expect(parseExifTime(null, '+01:00', 60)).toBeNull();
  });

  it('reads ISO times with Z, an offset, or the zone offset when there is none', () => {
    expect(parseIsoMs('2025-03-01T10:50:30Z', 60)).toBe(Date.UTC(2025, 2, 1, 10, 50, 30));
    expect(parseIsoMs('2025-03-01T11:50:30.250+01:00', 0)).toBe(
      Date.UTC(2025, 2, 1, 10, 50, 30, 250),
    );
    expect(parseIsoMs('2025-03-01T11:50:30', 60)).toBe(Date.UTC(2025, 2, 1, 10, 50, 30));
    for (const bad of ['', 'yesterday', '2025-13-01T00:00:00Z', '2025-03-01 10:00'])
      expect(parseIsoMs(bad, 60)).toBeNull();
  });
});

describe('checks on photo facts', () => {
  it('counts Hamming distance between 64-bit hex hashes', () => {
    expect(hammingHex('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingHex('0f0f0f0f0f0f0f0f', '0f0f0f0f0f0f0f0e')).toBe(1);
    expect(hammingHex('', '0f0f0f0f0f0f0f0f')).toBeNull();
  });

  it(
    'location: inside passes, within the slack warns, beyond fails; missing photo GPS warns ' +
      'for a geofence',
    () => {
      const north = (m: number) => ({ lat: CENTRE.lat + m / 111_195, lng: CENTRE.lng });
      expect(
        check('location', [facts({ exif: exif({ gps: north(2_900) }) })], {
          location: north(2_900),
        }).result,
      ).toBe('pass');
      expect(
        check('location', [facts({ exif: exif({ gps: north(3_300) }) })], {
          location: north(2_900),
        }).result,
      ).toBe('warn');
      expect(
        check('location', [facts({ exif: exif({ gps: north(3_600) }) })], {
          location: north(2_900),
        }).result,
      ).toBe('fail');
      expect(check('location', [facts({ exif: exif({ gps: null }) })]).result).toBe('warn');
      expect(
        check('location', [facts({ exif: exif({ gps: null }) })], { proofRequirements: ['photo'] })
          .result,
      ).toBe('pass');
      expect(check('location', [facts()], { location: { lat: Number.NaN, lng: 3 } }).result).toBe(
        'fail',
      );
    },
  );

  it('freshness: window, submission and age limits', () => {
    const at = (t: string) => [facts({ exif: exif({ dateTimeOriginal: t }) })];
    expect(check('freshness', at('2025:03:01 11:50:00')).result).toBe('pass');
    expect(check('freshness', at('2025:03:01 08:50:00')).reason).toMatch(
      /before the task window opened/,
    ); // 07:50Z
    expect(check('freshness', at('2025:03:01 12:30:00')).reason).toMatch(
      /after the proof was received/,
    );
    const old = check('freshness', at('2025:03:01 09:10:00'), {
      capturedAt: '2025-03-01T08:10:00Z',
    }); // 08:10Z, 170 min
    expect(old.result).toBe('pass');
    const input5h = input(['x'], { capturedAt: '2025-03-01T10:50:00Z' });
    const late = evaluate(
      { ...input5h, proof: { ...input5h.proof, submittedAtMs: SUBMITTED_MS + 3 * 3600_000 } },
      at('2025:03:01 10:05:00'),
    );
    expect(late.checks[1]).toMatchObject({ result: 'warn' });
    expect(late.checks[1]!.reason).toMatch(/5 hours before submission, over the 4 hours limit/);
    expect(check('freshness', [facts({ exif: null })]).result).toBe('warn');
    expect(check('freshness', [facts()], { capturedAt: 'not a time' }).result).toBe('fail');
    expect(WINDOW_START_MS).toBeLessThan(SUBMITTED_MS);
  });

  it(
    'exif: absent fails, missing camera warns, future time fails, disagreement with the report ' +
      'warns or fails',
    () => {
      expect(check('exif', [facts()]).result).toBe('pass');
      expect(check('exif', [facts({ exif: null })]).result).toBe('fail');
      expect(check('exif', [facts({ exif: exif({ make: null, model: null }) })]).result).toBe(
        'warn',
      );
      expect(
        check('exif', [facts({ exif: exif({ dateTimeOriginal: '2025:03:01 13:00:00' }) })]).reason,
      ).toMatch(/later than the submission/);
      expect(check('exif', [facts()], { capturedAt: '2025-03-01T10:00:00Z' }).reason).toMatch(
        /differs from the reported capture time by 50 minutes/,
      );
      expect(check('exif', [facts({ exif: exif({ gps: null }) })]).result).toBe('fail');
      expect(check('exif', [facts({ exif: exif({ gps: { lat: 0, lng: 0 } }) })]).reason).toMatch(
        /implausible GPS/,
      );
      const away = (m: number) => ({ lat: PHOTO_GPS.lat + m / 111_195, lng: PHOTO_GPS.lng });
      expect(check('exif', [facts()], { location: away(1_000) }).result).toBe('warn');
      expect(check('exif', [facts()], { location: away(5_000) }).result).toBe('fail');
    },
  );

  it('duplicates: exact, near and repeated photos; other tasks are never named', () => {
    const known = [
      { taskId: 'tsk_secret_other', sha256: 'b'.repeat(64), phash: '0f0f0f0f0f0f0fff' },
    ];
    const exact = check('duplicates', [facts({ sha256: 'b'.repeat(64) })], { knownHashes: known });
    expect(exact.result).toBe('fail');
    expect(exact.reason).not.toContain('tsk_secret_other');
    expect(check('duplicates', [facts()], { knownHashes: known }).reason).toMatch(
      /near-duplicate \(perceptual distance 4 of 64/,
    );
    expect(
      check('duplicates', [facts({ phash: 'f0f0f0f0f0f0f0f0' })], { knownHashes: known }).result,
    ).toBe('pass');
    expect(
      check('duplicates', [
        facts({ phash: 'f0f0f0f0f0f0f0f0' }),
        facts({ phash: 'f0f0f0f0f0f0f0f0' }, 1),
      ]).reason,
    ).toMatch(/Photo 2 repeats photo 1/);
  });

  it('content_match: photos, decoding, size, blankness and answers', () => {
    expect(check('content_match', [facts()]).result).toBe('pass');
    expect(evaluate(input([]), []).checks[4]).toMatchObject({ result: 'fail' });
    expect(
      check('content_match', [facts({ decodeError: 'unsupported image format', format: null })])
        .result,
    ).toBe('fail');
    expect(check('content_match', [facts({ format: 'png' })]).reason).toMatch(/png, not JPEG/);
    expect(check('content_match', [facts({ width: 150, height: 100 })]).result).toBe('warn');
    const eleven = input(Array.from({ length: 11 }, () => 'x'));
    const ten = Array.from({ length: 10 }, (_, i) =>
      facts({ sha256: String(i).padStart(64, '0') }, i),
    );
    expect(evaluate(eleven, ten).checks[4]!.reason).toMatch(
      /11 photos submitted; at most 10 are examined/,
    );
    expect(check('content_match', [facts({ stdevMax: 0.5 })]).reason).toMatch(/looks blank/);
    expect(check('content_match', [facts()], { type: 'survey' }).result).toBe('fail');
    expect(
      check('content_match', [facts()], { type: 'survey', answers: { q1: 'yes' } }).result,
    ).toBe('pass');
    expect(
      check('content_match', [facts()], {
        requiredAnswerKeys: ['open', 'signage'],
        answers: { open: 'yes', signage: ' ' },
      }).reason,
    ).toMatch(/Missing answers: signage/);
  });
});

describe('confidence and outcome', () => {
  const thresholds = { autoApproveMin: 0.92, reviewMin: 0.5, failedChecksForFail: 2 } as Thresholds;
  const of = (results: Partial<Record<CheckName, CheckResult>>): Check[] =>
    (Object.keys(CHECK_WEIGHTS) as CheckName[]).map((name) => ({
      name,
      result: results[name] ?? 'pass',
      reason: '',
    }));
  const decide = (r: Partial<Record<CheckName, CheckResult>>) => {
    const c = confidenceOf(of(r));
    return [c, outcomeOf(of(r), c, thresholds)];
  };

  it('weights sum to one and follow the documented table', () => {
    expect(Object.values(CHECK_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(decide({})).toEqual([1, 'pass']);
    expect(decide({ exif: 'warn' })).toEqual([0.95, 'pass']);
    expect(decide({ location: 'warn' })).toEqual([0.85, 'review']);
    expect(decide({ freshness: 'warn' })).toEqual([0.9, 'review']);
    expect(decide({ exif: 'fail' })).toEqual([0.9, 'review']);
    expect(decide({ location: 'warn', freshness: 'warn', exif: 'fail' })).toEqual([0.65, 'review']);
    expect(decide({ location: 'fail', exif: 'fail' })).toEqual([0.6, 'fail']);
    expect(decide({ location: 'fail', freshness: 'warn', content_match: 'warn' })).toEqual([
      0.5,
      'review',
    ]);
    expect(decide({ location: 'fail', freshness: 'fail' })).toEqual([0.5, 'fail']);
    expect(
      decide({ location: 'fail', freshness: 'warn', content_match: 'warn', exif: 'warn' }),
    ).toEqual([0.45, 'fail']);
  });
});
