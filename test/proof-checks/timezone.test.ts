// Proves capture times are read from the photo's OffsetTimeOriginal (else the zone's offset) and
// never the process time zone: the same photos verified under four TZ settings in child processes
// give identical results.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CAPTURED_MS } from './support/scenario.ts';
import { nodeArgsFor } from '../support/test-bundle.ts';

const run = promisify(execFile);

async function probe(tz: string) {
  const { stdout } = await run(
    process.execPath,
    await nodeArgsFor('test/proof-checks/support/tz-probe.ts'),
    {
      env: { ...process.env, TZ: tz },
      cwd: new URL('../..', import.meta.url).pathname,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

describe('time zone independence', () => {
  it(
    'gives the same capture time and the same ' + 'verdict whatever TZ the process runs in',
    async () => {
      const zones = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'];
      const results = await Promise.all(zones.map(probe));
      // The probes really ran in different zones...
      expect(new Set(results.map((r) => r.offsetMinutes)).size).toBe(4);
      // ...where exifr's own revived Date moves with the zone (the trap this code avoids)...
      expect(new Set(results.map((r) => r.naiveExifrMs)).size).toBe(4);
      for (const r of results) {
        // ...while ours is 11:50 at +01:00 = 10:50Z, from the tag or from the zone's offset.
        expect(r.captureMs).toEqual([
          { ms: CAPTURED_MS, offsetFrom: 'exif' },
          { ms: CAPTURED_MS, offsetFrom: 'zone' },
        ]);
        expect(r.outputs).toEqual(results[0].outputs);
        expect(r.outputs.map((o: { outcome: string }) => o.outcome)).toEqual(['pass', 'pass']);
      }
    },
  );
});
