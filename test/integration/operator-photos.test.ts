// Proves Operator photos over real HTTP: set in the Operator app or by an admin, shown as photo_url
// in the public projection and in a verified Pass, served without a key as a JPEG of at most 512 px
// a side with no EXIF (no GPS, device or times), replaced photos' URLs answer 404, the photo
// survives a restart (it is in the WAL and the media store), and non-images, truncated files,
// oversized uploads and oversized frames are refused with problem+json.
import { crc32 } from 'node:zlib';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newOrg,
  startTestService,
  type Reply,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { expectProblem } from '../support/http-steps.ts';
import {
  accept,
  postTask,
  registerOperator,
  waitMatched,
  worker,
  type TestOperator,
} from '../support/operators.ts';
import { makeJpeg } from '../proof-checks/support/jpeg.ts';
import { PHOTO_BYTES_MAX, PHOTO_PIXELS_MAX } from '../../src/runtime/operator-photo.ts';

let svc: TestService;
let org: TestOrg;
let op: TestOperator;

const PHONE_EXIF = {
  make: 'Tecno',
  model: 'Camon 20',
  dateTimeOriginal: '2026:11:20 09:15:00',
  gps: { lat: 6.601834, lng: 3.351472 },
};

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url);
  op = await registerOperator(svc, { first_name: 'Chidinma', last_name: 'Eze-Nwosu' });
});
afterAll(async () => {
  await svc?.close();
});

const b64 = (bytes: Buffer) => bytes.toString('base64');
const setOwn = (who: TestOperator | string, image: Buffer | string) =>
  worker(svc, who, 'PUT', '/worker/v1/me/photo', {
    image_base64: typeof image === 'string' ? image : b64(image),
  });
const setByAdmin = (id: string, image: Buffer) =>
  admin(svc.url, 'PUT', `/internal/v1/operators/${id}/photo`, { image_base64: b64(image) });

/** GET a photo URL as anyone would: no key. */
async function fetchPhoto(
  url: string,
  base = svc.url,
): Promise<{ status: number; type: string | null; bytes: Buffer; headers: Headers }> {
  const res = await fetch(base + url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
    headers: res.headers,
  };
}

/** A PNG whose header claims `width` × `height` (the pixels never exist). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)) >>> 0, 29); // CRC of "IHDR" + its 13 data bytes
  return out;
}

describe('an Operator photo', () => {
  let firstUrl: string;

  it(
    'set in the Operator app: stored as a bounded JPEG without EXIF, and shown wherever the ' +
      'projection goes',
    async () => {
      const upload = await makeJpeg({ seed: 15, width: 1600, height: 1200, exif: PHONE_EXIF });
      // the upload does carry GPS
      expect((await exifr.gps(upload))?.latitude).toBeCloseTo(6.6018, 3);
      const res = await setOwn(op, upload);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual({
        operator_id: op.id,
        photo_url: expect.stringMatching(/^\/v1\/operator_photos\/oph_[0-9A-Za-z]{22}$/),
        width: 512,
        height: 384,
      });
      firstUrl = res.body.data.photo_url;
      expect(firstUrl).not.toContain(op.id);

      const photo = await fetchPhoto(firstUrl);
      expect(photo.status).toBe(200);
      expect(photo.type).toBe('image/jpeg');
      expect(photo.headers.get('cache-control')).toMatch(/immutable/);
      const meta = await sharp(photo.bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 384 });
      expect(meta.exif).toBeUndefined();
      expect(await exifr.parse(photo.bytes).catch(() => undefined)).toBeUndefined();
      expect(photo.bytes.includes('Tecno')).toBe(false);

      // The public projection, over both of its paths, and the search list.
      for (const path of [`/v1/workers/${op.id}`, `/v1/operators/${op.id}`]) {
        expect((await call(svc.url, 'GET', path, { key: org.key })).body.data.photo_url, path).toBe(
          firstUrl,
        );
      }
      const listed = (
        await call(svc.url, 'GET', '/v1/workers?zone_ref=ng.lagos.ikeja', { key: org.key })
      ).body.data as Array<{ id: string; photo_url: string | null }>;
      expect(listed.find((o) => o.id === op.id)?.photo_url).toBe(firstUrl);

      // A verified Pass shows it to whoever checks the Operator at the door.
      const taskId = await postTask(svc, org);
      expect(await waitMatched(svc, org, taskId)).toBe(op.id);
      const { pass } = await accept(svc, op, taskId);
      const verified = await call(svc.url, 'POST', '/v1/pass/verify', {
        body: { token: pass.token },
      });
      expect(verified.body.data.operator).toEqual({
        first_name: 'Chidinma',
        last_initial: 'E',
        tier: 'verified',
        photo_url: firstUrl,
      });
    },
  );

  it('an Operator without one has photo_url null', async () => {
    const other = await registerOperator(svc, {
      lga_coverage: ['ng.lagos.surulere'],
      zone_ref: 'ng.lagos.surulere',
    });
    expect(
      (await call(svc.url, 'GET', `/v1/workers/${other.id}`, { key: org.key })).body.data.photo_url,
    ).toBeNull();
  });

  it(
    'set by an admin (a PNG with transparency): ' + 'a new URL, and the replaced one answers 404',
    async () => {
      const png = await sharp({
        create: {
          width: 300,
          height: 900,
          channels: 4,
          background: { r: 10, g: 120, b: 200, alpha: 0.5 },
        },
      })
        .png()
        .toBuffer();
      const res = await setByAdmin(op.id, png);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ operator_id: op.id, width: 171, height: 512 });
      const url = res.body.data.photo_url as string;
      expect(url).not.toBe(firstUrl);
      const photo = await fetchPhoto(url);
      expect(photo.type).toBe('image/jpeg');
      expect(await sharp(photo.bytes).metadata()).toMatchObject({
        format: 'jpeg',
        width: 171,
        height: 512,
        hasAlpha: false,
      });
      expect(
        (await call(svc.url, 'GET', `/v1/workers/${op.id}`, { key: org.key })).body.data.photo_url,
      ).toBe(url);

      const gone = await fetchPhoto(firstUrl);
      expect(gone.status).toBe(404);
      expect(gone.type).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(gone.bytes.toString()).code).toBe('not_found');
      expectProblem(await setByAdmin('opr_unknown', png), 404, 'not_found');
    },
  );

  it('refuses what is not a usable image, with problem+json, and changes nothing', async () => {
    const before = (await call(svc.url, 'GET', `/v1/workers/${op.id}`, { key: org.key })).body.data
      .photo_url;
    const jpeg = await makeJpeg({ seed: 16, exif: null });
    const refusals: Array<[string, Promise<Reply>, number, string]> = [
      [
        'text',
        setOwn(op, Buffer.from('hello, this is not an image at all')),
        400,
        'validation_failed',
      ],
      [
        'svg',
        setOwn(op, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')),
        400,
        'validation_failed',
      ],
      [
        'truncated jpeg',
        setOwn(op, jpeg.subarray(0, Math.floor(jpeg.length / 2))),
        400,
        'validation_failed',
      ],
      ['not base64', setOwn(op, 'not base64 at all!'), 400, 'validation_failed'],
      ['empty', setOwn(op, ''), 400, 'validation_failed'],
      [
        'over the byte limit',
        setOwn(op, Buffer.concat([jpeg, Buffer.alloc(PHOTO_BYTES_MAX + 1 - jpeg.length, 7)])),
        413,
        'payload_too_large',
      ],
      [
        'over the pixel limit',
        setOwn(op, await pngClaiming(8000, Math.ceil(PHOTO_PIXELS_MAX / 8000) + 1)),
        413,
        'payload_too_large',
      ],
    ];
    for (const [what, reply, status, code] of refusals) {
      const res = await reply;
      expect(res.headers.get('content-type'), what).toMatch(/^application\/problem\+json/);
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.code, what).toBe(code);
    }
    expect(
      (await call(svc.url, 'GET', `/v1/workers/${op.id}`, { key: org.key })).body.data.photo_url,
    ).toBe(before);
    // Only an Operator sets its own photo; no token, no photo.
    expect(
      (await call(svc.url, 'PUT', '/worker/v1/me/photo', { body: { image_base64: b64(jpeg) } }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(svc.url, 'PUT', `/internal/v1/operators/${op.id}/photo`, {
          body: { image_base64: b64(jpeg) },
        })
      ).status,
    ).toBe(401);
  });

  it('an unknown photo id is a 404 problem, with no key needed', async () => {
    for (const id of ['oph_AAAAAAAAAAAAAAAAAAAAAA', op.id, 'x']) {
      const res = await fetchPhoto(`/v1/operator_photos/${id}`);
      expect(res.status, id).toBe(404);
      expect(JSON.parse(res.bytes.toString()).code).toBe('not_found');
    }
  });

  it('survives a restart: the photo is in the log and the media store', async () => {
    const url = (await call(svc.url, 'GET', `/v1/workers/${op.id}`, { key: org.key })).body.data
      .photo_url as string;
    const bytes = (await fetchPhoto(url)).bytes;
    await svc.close();
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, svc.dataDir);
    expect(
      (await call(svc.url, 'GET', `/v1/workers/${op.id}`, { key: org.key })).body.data.photo_url,
    ).toBe(url);
    const again = await fetchPhoto(url);
    expect(again.status).toBe(200);
    expect(again.bytes.equals(bytes)).toBe(true);
  });
});
