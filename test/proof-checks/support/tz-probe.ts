// Child-process probe for timezone.test.ts: verifies the same photos under whatever TZ this
// process was started with and prints one JSON line.
import exifr from 'exifr';
import { photoFacts } from '../../../src/proof-checks/photo-facts.ts';
import { resolveThresholds } from '../../../src/proof-checks/policy.ts';
import { checkProofInline } from '../../../src/proof-checks/pool.ts';
import { parseExifTime } from '../../../src/proof-checks/time.ts';
import { goodExif, input, photo } from './scenario.ts';

const tagged = await photo(
  11,
  goodExif({ dateTimeOriginal: '2025:03:01 11:50:00', offsetTimeOriginal: '+01:00' }),
);
const untagged = await photo(
  12,
  goodExif({ dateTimeOriginal: '2025:03:01 11:50:00', offsetTimeOriginal: undefined }),
);
const t = resolveThresholds(input([]));
const captureMs = [];
for (const p of [tagged, untagged]) {
  const f = await photoFacts(0, p, t);
  captureMs.push(parseExifTime(f.exif!.dateTimeOriginal, f.exif!.offsetTimeOriginal, 60));
}
const revived = (await exifr.parse(Buffer.from(tagged, 'base64'))).DateTimeOriginal as Date;
console.log(
  JSON.stringify({
    tz: process.env.TZ,
    offsetMinutes: -new Date(Date.UTC(2025, 2, 1)).getTimezoneOffset(),
    captureMs,
    naiveExifrMs: revived.getTime(),
    outputs: [await checkProofInline(input([tagged])), await checkProofInline(input([untagged]))],
  }),
);
