// A piscina pool of proof verifiers, and the same verification on the calling thread.
//
// Default maxThreads is 1: this machine has 2 cores, and the main thread (fastify, the engine's
// shards, LevelDB callbacks) needs one of them to keep API latency low. Verification is a
// background queue measured in proofs per second, not milliseconds, so one worker with one
// libvips thread uses the spare core fully without contending for the main one. It also holds at
// most one slot of libuv's 4-thread pool (sharp's async work runs there), which LevelDB's writes
// share. Raise it on bigger machines (cores − 1 is a fair start).
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ProofCheckInput, ProofCheckOutput } from './types.ts';

const WORKER_ENTRY = fileURLToPath(new URL('../workers/check-proof-entry.cjs', import.meta.url));

export interface ProofCheckPoolOptions {
  minThreads?: number;
  maxThreads?: number;
  /** Verifications waiting for a worker; beyond it check() rejects (back-pressure, not growth). */
  maxQueue?: number;
  /** A worker idle this long exits (down to minThreads). */
  idleTimeoutMs?: number;
}

export class ProofCheckPool {
  readonly #pool: Piscina<ProofCheckInput, ProofCheckOutput>;

  constructor(options: ProofCheckPoolOptions = {}) {
    const maxThreads = options.maxThreads ?? 1;
    this.#pool = new Piscina<ProofCheckInput, ProofCheckOutput>({
      filename: WORKER_ENTRY,
      minThreads: Math.min(options.minThreads ?? 1, maxThreads),
      maxThreads,
      maxQueue: options.maxQueue ?? 1_000,
      idleTimeout: options.idleTimeoutMs ?? 60_000,
    });
  }

  /** Resolves with the verifier output; rejects only for programmer errors or a full queue. */
  check(input: ProofCheckInput): Promise<ProofCheckOutput> {
    return this.#pool.run(input);
  }

  get stats(): { threads: number; queued: number; completed: number } {
    return {
      threads: this.#pool.threads.length,
      queued: this.#pool.queueSize,
      completed: this.#pool.completed,
    };
  }

  /** Waits for running verifications, then stops the workers. */
  async close(): Promise<void> {
    await this.#pool.close();
  }
}

/** The same function on the calling thread: for tests and the benchmark's comparison. */
export async function checkProofInline(input: ProofCheckInput): Promise<ProofCheckOutput> {
  // Loaded on first use, so a process that only uses the pool never loads sharp on its main thread.
  const { default: checkProofTask } = await import('../workers/check-proof.ts');
  return checkProofTask(input);
}
