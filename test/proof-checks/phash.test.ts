// Proves the separable pHash gives bit-for-bit the hash of sharp-phash 2.2 (the library
// docs/design.md says was measured), and that it separates re-saved copies from different photos.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { hammingHex } from '../../src/proof-checks/checks/duplicates.ts';
import { hashOfGrey32, phashHex } from '../../src/proof-checks/phash.ts';
import { thumbnail } from '../../src/proof-checks/photo-facts.ts';
import { makeJpeg, reencode } from './support/jpeg.ts';

// sharp-phash is CommonJS whose typings declare an ES default export: require it as it is.
const sharpPhash = createRequire(import.meta.url)('sharp-phash') as (
  img: Buffer,
  o?: object,
) => Promise<string>;
const bitsToHex = (bits: string) =>
  bits
    .match(/.{4}/g)!
    .map((b) => parseInt(b, 2).toString(16))
    .join('');

describe('perceptual hash', () => {
  it('equals sharp-phash on the same pixels', async () => {
    for (let seed = 30; seed < 42; seed++) {
      const jpeg = await makeJpeg({ seed, width: 480 + seed, height: 360, exif: null });
      for (const img of [jpeg, await reencode(jpeg, 0.6, 50, null)]) {
        const thumb = await thumbnail(img);
        const theirs = bitsToHex(
          await sharpPhash(thumb.data, {
            raw: { width: thumb.width, height: thumb.height, channels: thumb.channels },
          }),
        );
        expect(await phashHex(thumb)).toBe(theirs);
      }
    }
  });

  it('keeps re-saved copies close and different scenes far apart', async () => {
    const hashes: string[] = [];
    for (let seed = 50; seed < 62; seed++) {
      const jpeg = await makeJpeg({ seed, exif: null });
      const own = await phashHex(await thumbnail(jpeg));
      const copy = await phashHex(await thumbnail(await reencode(jpeg, 0.6, 50, null)));
      expect(hammingHex(own, copy)).toBeLessThanOrEqual(4);
      hashes.push(own);
    }
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++)
        expect(hammingHex(hashes[i]!, hashes[j]!)).toBeGreaterThan(16);
    }
  });

  it('refuses anything but 32×32 grey pixels', () => {
    expect(() => hashOfGrey32(new Uint8Array(10))).toThrow(/1024 grey pixels/);
    expect(hashOfGrey32(new Uint8Array(1024).fill(7))).toMatch(/^[0-9a-f]{16}$/);
  });
});
