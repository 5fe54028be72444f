// Helpers shared by the thread benches (bench/threads/*.ts): starting a TypeScript worker,
// percentiles, a CPU spin standing in for the engine's decide work, and a promise of a message.
import { type MessagePort, Worker } from 'node:worker_threads';

/** Starts `module` (a URL next to the caller) on a worker thread through tsx's loader. */
export function startWorker(module: URL, data: Record<string, unknown>): Worker {
  const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), {
    workerData: { ...data, module: module.href },
  });
  // A bench thread that fails ends the bench: a figure without it would be wrong.
  worker.on('error', (error) => {
    console.error(error);
    process.exit(1);
  });
  return worker;
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Sorted copy of many Float64Arrays, for percentiles over several threads' samples. */
export function sortedUnion(parts: readonly Float64Array[]): Float64Array {
  const all = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all.sort();
}

/** Busy-waits `us` microseconds: the CPU a command's decide and apply would take. */
export function spin(us: number): void {
  if (us <= 0) return;
  const until = performance.now() + us / 1000;
  while (performance.now() < until);
}

/** The next message on `port` that satisfies `test`. */
export function nextMessage<T>(
  port: Worker | MessagePort,
  test: (message: { type?: unknown }) => boolean,
): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: { type?: unknown }) => {
      if (!test(message)) return;
      port.off('message', listener);
      resolve(message as T);
    };
    port.on('message', listener);
  });
}

export const round = (n: number, digits = 1): number => Number(n.toFixed(digits));

/** A growable sample of numbers, kept as a Float64Array so it crosses threads cheaply. */
export class Samples {
  private data = new Float64Array(1 << 14);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  clear(): void {
    this.length = 0;
  }

  take(): Float64Array {
    return this.data.slice(0, this.length);
  }
}
