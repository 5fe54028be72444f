// Duplicates: a photo already submitted before (byte-identical by SHA-256, or the same picture
// re-encoded, resized or recompressed, by perceptual-hash distance) is not evidence of this visit.
// Other tasks are never named: the reason goes to an agent who may not own them.
import type { Check, KnownHash } from '../types.ts';
import {
  conclude,
  fail,
  pass,
  photoLabel,
  warn,
  type CheckContext,
  type Finding,
} from './common.ts';

const HEX64 = /^[0-9a-f]{16}$/i;

/** A 64-bit hash as two 32-bit halves, so Hamming distance needs no bigint. */
function halves(hex: string): [number, number] | null {
  return HEX64.test(hex) ? [parseInt(hex.slice(0, 8), 16), parseInt(hex.slice(8), 16)] : null;
}

function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function hammingHex(a: string, b: string): number | null {
  const x = halves(a);
  const y = halves(b);
  return x && y ? popcount32((x[0] ^ y[0]) >>> 0) + popcount32((x[1] ^ y[1]) >>> 0) : null;
}

export function checkDuplicates({ input, facts, thresholds: t }: CheckContext): Check {
  const known = input.knownHashes;
  const whose = (k: KnownHash) => (k.taskId === input.task.id ? 'this task' : 'another task');
  const findings: Finding[] = [];
  let closest = Infinity;

  for (const f of facts) {
    const label = photoLabel(f.index, facts.length);
    const exact = known.find((k) => k.sha256 === f.sha256);
    if (exact) {
      findings.push(
        fail(`${label} is byte-identical to a photo already submitted for ${whose(exact)}`),
      );
      continue;
    }
    let nearest: { k: KnownHash; d: number } | null = null;
    for (const k of f.phash ? known : []) {
      const d = hammingHex(f.phash!, k.phash);
      if (d !== null && (nearest === null || d < nearest.d)) nearest = { k, d };
    }
    if (nearest && nearest.d <= t.nearDuplicateMaxDistance) {
      findings.push(
        fail(
          `${label} is a near-duplicate (perceptual distance ${nearest.d} of 64, limit ` +
            `${t.nearDuplicateMaxDistance}) of a photo already submitted for ${whose(nearest.k)}`,
        ),
      );
      continue;
    }
    if (nearest) closest = Math.min(closest, nearest.d);
    const repeat = facts.find((g) => g.index < f.index && g.sha256 === f.sha256);
    if (repeat) findings.push(warn(`${label} repeats photo ${repeat.index + 1} of this proof`));
  }

  if (findings.length === 0) {
    const detail = Number.isFinite(closest)
      ? ` (closest perceptual distance ${closest} of 64)`
      : '';
    const text =
      facts.length === 0
        ? 'no photo to compare'
        : known.length === 0
          ? 'no earlier photos to compare against'
          : `no photo matches any of ${known.length} earlier photos${detail}`;
    findings.push(pass(text));
  }
  return conclude('duplicates', findings);
}
