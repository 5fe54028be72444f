// `--threads N` of errand replay, verify and rebuild (docs/threads.md, step 7): 0 or 1 is the
// single-thread path; given nothing, the core count, except for a log too small to repay starting
// the threads (a verify thread takes ~0.26 s of CPU to load its code, a replay thread ~0.04 s; on
// a busy machine seconds of wall clock).
import { availableParallelism } from 'node:os';

/** Below this many records a default run stays on one thread. */
const THREADS_FROM_RECORDS = 50_000;

export function threadsFrom(flag: string | undefined, records: number): number {
  if (flag === undefined) return records >= THREADS_FROM_RECORDS ? availableParallelism() : 1;
  const n = Number(flag);
  if (!/^\d+$/.test(flag) || !Number.isSafeInteger(n) || n > 256) {
    throw new Error(`--threads ${flag}: give a whole number from 0 to 256 (0 or 1: one thread)`);
  }
  return n;
}
