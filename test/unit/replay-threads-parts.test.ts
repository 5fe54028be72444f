// Proves the pieces replay threads put together add up as one thread's would: frames packed into
// one buffer come back byte for byte, archive digests merged equal one digest fed in order (an
// idempotency key written again keeping its last value), and invariant results absorbed in order
// equal the same checks made in one place (counts added, the first 20 failures kept).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packFrames, unpackFrames } from '../../src/replay-threads/frames.ts';
import { ArchiveDigest } from '../../src/archive/digest.ts';
import { INVARIANTS, Results } from '../../src/core/invariant-results.ts';

describe('replay thread parts', () => {
  it('unpacks the frames it packed', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 40 }), (frames) => {
        const back = unpackFrames(packFrames(frames));
        expect(back.map((b) => [...b])).toEqual(frames.map((f) => [...f]));
      }),
    );
  });

  it('merges digests as if their entries had been added in order', () => {
    const entry = fc.tuple(
      fc.constantFrom('t!', 'i!', 'w!').chain((p) => fc.string({ maxLength: 3 }).map((k) => p + k)),
      fc.uint8Array({ maxLength: 8 }).map((v) => Buffer.from(v)),
    );
    fc.assert(
      fc.property(fc.array(fc.array(entry, { maxLength: 12 }), { maxLength: 4 }), (shards) => {
        const one = new ArchiveDigest();
        for (const entries of shards) for (const e of entries) one.add(e);
        const merged = new ArchiveDigest();
        for (const entries of shards) {
          const part = new ArchiveDigest();
          for (const e of entries) part.add(e);
          merged.merge(part.parts());
        }
        expect(merged.equals(one)).toBe(true);
      }),
    );
  });

  it('absorbs results as if checked in one place', () => {
    // Two names, so one often fails more than 20 times over the parts.
    const names = fc.constantFrom(INVARIANTS[0], INVARIANTS[1]);
    const check = fc.tuple(names, fc.boolean(), fc.nat(99));
    fc.assert(
      fc.property(fc.array(fc.array(check, { maxLength: 40 }), { maxLength: 4 }), (parts) => {
        const one = new Results();
        const combined = new Results();
        for (const checks of parts) {
          const part = new Results();
          for (const [name, ok, n] of checks) {
            one.check(name, ok, () => `failure ${n}`);
            part.check(name, ok, () => `failure ${n}`);
          }
          combined.absorb(part.copy());
        }
        expect(combined.all()).toEqual(one.all());
      }),
    );
  });
});
