// bench/verify: proofs verified per second through the piscina pool and on the main thread, same
// run, same inputs, and the event loop's p99 delay (monitorEventLoopDelay) while each is under
// load — the number that shows what inline verification would cost every API request. Prints one
// JSON line. Photos are phone-sized JPEGs built here with sharp, with EXIF, one per proof.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ProofCheckPool, checkProofInline } from '../src/proof-checks/pool.ts';
import type { KnownHash, ProofCheckInput, ProofCheckOutput } from '../src/proof-checks/types.ts';
import { makeJpeg } from '../test/proof-checks/support/jpeg.ts';
import { goodExif, input } from '../test/proof-checks/support/scenario.ts';
import { drive } from './setup.ts';

const { values } = parseArgs({
  options: {
    proofs: { type: 'string', default: '120' },
    concurrency: { type: 'string', default: '16' },
    threads: { type: 'string', default: '1,2' },
    photos: { type: 'string', default: '12' },
    width: { type: 'string', default: '1600' },
    height: { type: 'string', default: '1200' },
    known: { type: 'string', default: '2000' },
  },
});
const proofs = Number(values.proofs);
const concurrency = Number(values.concurrency);
const threadCounts = values.threads.split(',').map(Number);
const [width, height] = [Number(values.width), Number(values.height)];

// Distinct photos, cycled over the proofs; a history of earlier media for the duplicate scan.
const jpegs = await Promise.all(
  Array.from({ length: Number(values.photos) }, (_, i) =>
    makeJpeg({ seed: 100 + i, width, height, quality: 85, exif: goodExif() }),
  ),
);
const knownHashes: KnownHash[] = Array.from({ length: Number(values.known) }, (_, i) => ({
  taskId: `tsk_${i}`,
  sha256: randomBytes(32).toString('hex'),
  phash: randomBytes(8).toString('hex'),
}));
const inputs: ProofCheckInput[] = jpegs.map((j) => input([j.toString('base64')], { knownHashes }));

const RESOLUTION_MS = 1; // the histogram includes the timer's own period: keep it small

async function measure(verify: (input: ProofCheckInput) => Promise<ProofCheckOutput>) {
  // warm-up: JIT, worker start
  await drive(Math.min(4, proofs), 1, (i) => verify(inputs[i % inputs.length]!));
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let passed = 0;
  delay.enable();
  const seconds = await drive(proofs, concurrency, async (i) => {
    if ((await verify(inputs[i % inputs.length]!)).outcome === 'pass') passed++;
  });
  delay.disable();
  if (passed !== proofs)
    throw new Error(`bench: ${proofs - passed} proofs did not pass; the inputs are broken`);
  return {
    proofs_per_s: round(proofs / seconds),
    event_loop_p99_ms: round(delay.percentile(99) / 1e6),
    event_loop_max_ms: round(delay.max / 1e6),
  };
}

/** The same histogram over an idle loop: the floor the loaded numbers compare against. */
async function idleP99Ms(): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  await new Promise((r) => setTimeout(r, 1_000));
  delay.disable();
  return round(delay.percentile(99) / 1e6);
}

function round(n: number, d = 1): number {
  return Number(n.toFixed(d));
}

const idle = await idleP99Ms();
const pools: Record<string, number> = {};
for (const threads of threadCounts) {
  const pool = new ProofCheckPool({ maxThreads: threads, minThreads: threads });
  const r = await measure((i) => pool.check(i));
  await pool.close();
  for (const [k, v] of Object.entries(r)) pools[`pool${threads}_${k}`] = v;
}
const inline = await measure(checkProofInline);

console.log(
  JSON.stringify({
    bench: 'verify',
    proofs,
    concurrency,
    cores: availableParallelism(),
    uv_threadpool: Number(process.env.UV_THREADPOOL_SIZE ?? 4),
    photo: `${width}x${height}`,
    photo_kb: Math.round(jpegs.reduce((a, j) => a + j.length, 0) / jpegs.length / 1024),
    known_hashes: knownHashes.length,
    idle_event_loop_p99_ms: idle,
    ...pools,
    inline_proofs_per_s: inline.proofs_per_s,
    inline_event_loop_p99_ms: inline.event_loop_p99_ms,
    inline_event_loop_max_ms: inline.event_loop_max_ms,
  }),
);
