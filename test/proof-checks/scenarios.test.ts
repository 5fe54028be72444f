// Proves the verifier end to end on real JPEGs built here with sharp: good, wrong place, stale,
// stripped, exact and near duplicates, a different photo, and that no output carries the Operator's
// coordinates.
import { beforeAll, describe, expect, it } from 'vitest';
import { toEvidenceBundle } from '../../src/proof-checks/evidence.ts';
import { checkProofInline } from '../../src/proof-checks/pool.ts';
import type { KnownHash, ProofCheckOutput } from '../../src/proof-checks/types.ts';
import sharp from 'sharp';
import { exifTags, reencode } from './support/jpeg.ts';
import {
  CENTRE,
  PHOTO_GPS,
  REPORTED,
  SUBMITTED_MS,
  goodExif,
  input,
  photo,
} from './support/scenario.ts';

const result = (out: ProofCheckOutput, name: string) => out.checks.find((c) => c.name === name)!;
const knownFrom = (out: ProofCheckOutput, taskId: string): KnownHash[] =>
  out.media.map((m) => ({ taskId, sha256: m.sha256, phash: m.phash ?? '' }));
/** About `km` kilometres north of the zone centre. */
const north = (km: number) => ({
  lat: CENTRE.lat + (km * 1000) / 111_195,
  lng: CENTRE.lng + 0.0001234,
});

let good: string;
let goodOut: ProofCheckOutput;
const outputs: ProofCheckOutput[] = [];
const seen = async (p: Promise<ProofCheckOutput>) => {
  const out = await p;
  outputs.push(out);
  return out;
};

beforeAll(async () => {
  good = await photo(1);
  goodOut = await seen(checkProofInline(input([good])));
});

describe('verifying real photos', () => {
  it('passes a good proof with high confidence', () => {
    expect(goodOut.checks.map((c) => c.result)).toEqual(['pass', 'pass', 'pass', 'pass', 'pass']);
    expect(goodOut.confidence).toBe(1);
    expect(goodOut.outcome).toBe('pass');
    expect(result(goodOut, 'location').reason).toBe(
      'The photo taken about 0.4 km from the zone centre, inside its 3 km geofence; ' +
        'device-reported location about 0.4 km from the zone centre, inside its 3 km geofence',
    );
    expect(goodOut.media).toHaveLength(1);
    expect(goodOut.media[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(goodOut.media[0]!.phash).toMatch(/^[0-9a-f]{16}$/);
    expect(goodOut.thresholds.geofenceRadiusM).toBe(3_000);
  });

  it('fails location for a photo taken 20 km away, and never passes it', async () => {
    const far = north(20);
    const out = await seen(
      checkProofInline(input([await photo(2, goodExif({ gps: far }))], { location: far })),
    );
    expect(result(out, 'location')).toMatchObject({ result: 'fail' });
    expect(result(out, 'location').reason).toMatch(
      /about 20 km from the zone centre, outside its 3 km geofence/,
    );
    expect(out.outcome).toBe('review');
    // The device claims to be inside while the photo says 20 km away: two checks fail.
    const lying = await seen(checkProofInline(input([await photo(2, goodExif({ gps: far }))])));
    expect(result(lying, 'exif').result).toBe('fail');
    expect(lying.outcome).toBe('fail');
  });

  it('fails freshness for a photo taken two days before the window', async () => {
    const out = await seen(
      checkProofInline(
        input([await photo(3, goodExif({ dateTimeOriginal: '2025:02:27 11:50:00' }))]),
      ),
    );
    expect(result(out, 'freshness')).toMatchObject({ result: 'fail' });
    expect(result(out, 'freshness').reason).toMatch(
      /was taken 2 days before the task window opened/,
    );
    expect(out.outcome).not.toBe('pass');
  });

  it('fails EXIF for a stripped photo and sends it to review', async () => {
    const out = await seen(checkProofInline(input([await photo(4, null)])));
    expect(out.checks.map((c) => [c.name, c.result])).toEqual([
      ['location', 'warn'],
      ['freshness', 'warn'],
      ['exif', 'fail'],
      ['duplicates', 'pass'],
      ['content_match', 'pass'],
    ]);
    expect(out.confidence).toBe(0.65);
    expect(out.outcome).toBe('review');
  });

  it('fails duplicates for the exact photo of an earlier proof', async () => {
    const out = await seen(
      checkProofInline(input([good], { knownHashes: knownFrom(goodOut, 'tsk_earlier') })),
    );
    expect(result(out, 'duplicates').reason).toBe(
      'The photo is byte-identical to a photo already submitted for another task',
    );
    expect(result(out, 'duplicates').result).toBe('fail');
    expect(out.outcome).toBe('review');
  });

  it(
    'fails a near-duplicate (resized to 60%, quality 50, fresh EXIF) but passes a genuinely ' +
      'different photo',
    async () => {
      const known = knownFrom(goodOut, 'tsk_earlier');
      const copy = await reencode(Buffer.from(good, 'base64'), 0.6, 50, goodExif());
      const near = await seen(
        checkProofInline(input([copy.toString('base64')], { knownHashes: known })),
      );
      expect(near.media[0]!.sha256).not.toBe(goodOut.media[0]!.sha256);
      expect(result(near, 'duplicates').result).toBe('fail');
      expect(result(near, 'duplicates').reason).toMatch(
        /near-duplicate \(perceptual distance [0-8] of 64, limit 8\)/,
      );
      expect(near.outcome).not.toBe('pass');

      const other = await seen(checkProofInline(input([await photo(5)], { knownHashes: known })));
      expect(result(other, 'duplicates').result).toBe('pass');
      const closest = Number(
        /closest perceptual distance (\d+)/.exec(result(other, 'duplicates').reason)![1],
      );
      expect(closest).toBeGreaterThan(16);
      expect(other.outcome).toBe('pass');
    },
  );

  it('warns on a blank image and fails bytes that are not a JPEG', async () => {
    const grey = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 128, g: 128, b: 128 } },
    })
      .jpeg()
      .withExif(exifTags(goodExif({ gps: undefined })))
      .toBuffer();
    const greyOut = await seen(
      checkProofInline(input([grey.toString('base64')], { proofRequirements: ['photo'] })),
    );
    expect(result(greyOut, 'content_match')).toMatchObject({ result: 'warn' });
    expect(greyOut.outcome).toBe('review');
    const junk = await seen(
      checkProofInline(input([Buffer.from('not a picture at all').toString('base64')])),
    );
    expect(result(junk, 'content_match').result).toBe('fail');
    expect(junk.media[0]!.phash).toBeNull();
    expect(junk.outcome).toBe('fail');
  });

  it(
    'never reveals coordinates: no number with ' + 'more than two decimals in any reason or bundle',
    () => {
      expect(outputs.length).toBeGreaterThanOrEqual(8);
      const secret = [PHOTO_GPS.lat, PHOTO_GPS.lng, REPORTED.lat, REPORTED.lng].map((v) =>
        v.toFixed(3),
      );
      for (const out of outputs) {
        for (const c of out.checks) {
          expect(c.reason).not.toMatch(/\d+\.\d{3,}/);
          for (const s of secret) expect(c.reason).not.toContain(s);
        }
        const bundle = JSON.stringify(toEvidenceBundle(out, SUBMITTED_MS));
        for (const s of secret) expect(bundle).not.toContain(s);
        expect(bundle).not.toMatch(/"(lat|lng|latitude|longitude|location)":/);
      }
    },
  );

  it('shapes the GET /v1/tasks/:id/proof evidence bundle', () => {
    expect(toEvidenceBundle(goodOut, SUBMITTED_MS)).toEqual({
      has_proof: true,
      outcome: 'pass',
      confidence_score: 1,
      submitted_at: '2025-03-01T11:00:00.000Z',
      checks: goodOut.checks,
      evidence: {
        media_sha256: [goodOut.media[0]!.sha256],
        verifier_version: 'errand-verify/1.0.0',
        thresholds: goodOut.thresholds,
      },
    });
  });
});

describe('bounds', () => {
  it('does not decode a photo over maxPhotoBytes, yet still hashes it', async () => {
    const proof = input([good]);
    const out = await checkProofInline({ ...proof, thresholds: { maxPhotoBytes: 1_000 } });
    expect(out.checks[4]).toMatchObject({ name: 'content_match', result: 'fail' });
    expect(out.checks[4]!.reason).toMatch(/larger than 1000 bytes/);
    expect(out.media[0]).toEqual({ sha256: goodOut.media[0]!.sha256, phash: null });
    expect(out.thresholds.maxPhotoBytes).toBe(1_000);
  });
});
