// How many engine threads a service starts when ENGINE_THREADS is not set (docs/threads.md,
// "The default"): one per core but the main thread's, which keeps the doors; no more than the
// shards (a thread holds whole shards); none where engine threads do not serve. Pure and free of
// imports, so src/engine-thread/prestart.ts can ask it before the service's modules are loaded.

/**
 * The logs engine threads serve: LevelDB, the single-node JetStream log (docs/threads.md, "Step
 * 8") and the shared one (docs/threads.md, "WAL=jetstream-shared on engine threads").
 */
const THREADED_LOGS: readonly string[] = ['leveldb', 'jetstream', 'jetstream-shared'];

export interface ThreadCountInput {
  /** ENGINE_THREADS as set, or undefined when unset. */
  readonly asked: number | undefined;
  /** config's WAL: engine threads serve every log (docs/threads.md); the default differs. */
  readonly wal: string;
  readonly shards: number;
  /** os.availableParallelism(). */
  readonly cores: number;
}

export interface ThreadCount {
  readonly threads: number;
  /** Why that many, for the start-up line. */
  readonly why: string;
}

export function engineThreadCount(input: ThreadCountInput): ThreadCount {
  if (input.asked !== undefined) {
    if (input.asked === 0) return { threads: 0, why: 'ENGINE_THREADS=0' };
    if (!THREADED_LOGS.includes(input.wal))
      return {
        threads: 0,
        why: `ENGINE_THREADS=${input.asked} ignored: WAL=${input.wal} is served on the main thread`,
      };
    return { threads: input.asked, why: `ENGINE_THREADS=${input.asked}` };
  }
  if (!THREADED_LOGS.includes(input.wal))
    return { threads: 0, why: `WAL=${input.wal}: engine threads do not serve this log` };
  // On the JetStream log threads are asked for, not the default: on 2 cores they measured 0.8x of
  // one thread with the cluster on the same machine (docs/threads.md, "Step 8").
  if (input.wal !== 'leveldb')
    return { threads: 0, why: `WAL=${input.wal}: single-thread unless ENGINE_THREADS is set` };
  const threads = Math.max(0, Math.min(input.cores - 1, input.shards));
  const why =
    `default: ${input.cores} cores less the main thread` +
    (input.cores - 1 > input.shards ? `, capped at ${input.shards} shards` : '');
  return { threads, why };
}
