// Engine threads started before the service's own modules load (docs/threads.md, "A thread that
// starts fast"). `errand serve` spends its first seconds loading the doors' code on the main
// thread (fastify, the console, MCP); a thread loading the engine's code at the same time uses a
// core that is otherwise idle then, instead of starting only once the main thread reaches the
// engine's open. A prestarted thread loads its code and waits for its options (`init`), which
// EngineThreads sends when it takes it (threads.ts). Only node: imports here, so src/cli/main.ts
// can load this before anything else.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { engineThreadCount } from './thread-count.ts';

export const ENGINE_THREAD_ENTRY = fileURLToPath(
  new URL('../workers/engine-thread-entry.cjs', import.meta.url),
);

interface Prestarted {
  readonly worker: Worker;
  /** Set once it errs or exits before being taken: it is not handed out then. */
  dead: boolean;
}

const waiting: Prestarted[] = [];

/** The count config.ts would settle on, read from the raw environment; 0 if it does not parse. */
export function wantedThreads(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ENGINE_THREADS;
  const asked = raw === undefined || raw.trim() === '' ? undefined : Number(raw);
  if (asked !== undefined && !(Number.isInteger(asked) && asked >= 0 && asked <= 64)) return 0;
  const shards = Number(env.ERRAND_SHARDS ?? 16);
  if (!(Number.isInteger(shards) && shards >= 1)) return 0;
  return engineThreadCount({
    asked,
    wal: env.WAL ?? 'leveldb',
    shards,
    cores: availableParallelism(),
  }).threads;
}

/**
 * Starts `count` engine threads that load their code and wait. They do not keep the process
 * alive until taken (a start that fails before the engine opens still exits).
 */
export function prestartEngineThreads(count = wantedThreads()): number {
  for (let i = 0; i < count; i++) {
    const entry: Prestarted = {
      worker: new Worker(ENGINE_THREAD_ENTRY, { workerData: { prestarted: true } }),
      dead: false,
    };
    const die = () => {
      entry.dead = true;
    };
    entry.worker.once('error', die).once('exit', die);
    entry.worker.unref();
    waiting.push(entry);
  }
  return count;
}

/** A prestarted thread still alive, handed over once (the caller sends its `init`), if any. */
export function takePrestarted(): Worker | undefined {
  for (let next = waiting.shift(); next !== undefined; next = waiting.shift()) {
    if (next.dead) continue;
    next.worker.removeAllListeners('error').removeAllListeners('exit');
    next.worker.ref();
    return next.worker;
  }
  return undefined;
}

/** Stops the prestarted threads no one took (a log with fewer partitions than threads). */
export async function dropPrestarted(): Promise<void> {
  const left = waiting.splice(0);
  await Promise.all(left.map((p) => p.worker.terminate()));
}
