// The main thread's side of replay, verify and rebuild on threads (docs/threads.md, step 7). It
// starts T worker threads, hands each a whole shard at a time (the largest first), reads the
// shard's frames from the source and sends them in batches (a few in flight a thread: the log is
// not read faster than it is folded), sums the counters the threads acknowledge for the progress
// bar, and collects each shard's result. Any thread that fails, throws or exits fails the whole
// run at once with a sentence naming it; the other threads are stopped (no hang).
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { WalCorruptionError } from '../../wal/wal.ts';
import { packFrames, transferOf, type ShardFrameSource } from './frames.ts';
import type { CrossedEntry, FromThread, JobDone, Progress, ShardJob, ToThread } from './jobs.ts';

const ENTRY = fileURLToPath(new URL('../workers/replay-shard-entry.cjs', import.meta.url));

/** Batches a thread holds not yet folded: the next is there when one is done, memory bounded. */
const BATCHES_IN_FLIGHT = 3;
/**
 * Frames a message: LevelDB's scan batches (1,024) gathered four to one, so a thread wakes and
 * acknowledges once per ~3 MB; an acknowledgement per scan batch cost each thread ~5 % (a 1M-event
 * log's replay, profiled).
 */
const MESSAGE_FRAMES = 4096;

export interface PoolOptions {
  readonly threads: number;
  /** Called as batches are folded: counters summed over the threads since the last call. */
  readonly onProgress?: (progress: Progress, archive?: CrossedEntry[]) => void;
  /** Test seam: the file each thread starts from. */
  readonly entry?: string;
}

class ReplayThreadError extends Error {
  override name = 'ReplayThreadError';
}

class Link {
  readonly worker: Worker;
  private inFlight = 0;
  private wake: (() => void) | undefined;
  private job: { resolve: (done: JobDone) => void; shard: number; ended: boolean } | undefined;
  stopping = false;
  /** The thread's CPU as of its last finished shard (Linux only). */
  cpuMs: number | undefined;

  constructor(
    readonly index: number,
    entry: string,
    private readonly pool: Pool,
  ) {
    this.worker = new Worker(entry);
    this.worker.on('message', (m: FromThread) => this.received(m));
    this.worker.on('error', (error) =>
      pool.fail(new ReplayThreadError(`replay thread ${index} failed: ${error.message}`)),
    );
    this.worker.on('exit', (code) => {
      if (!this.stopping)
        pool.fail(new ReplayThreadError(`replay thread ${index} exited early (code ${code})`));
    });
  }

  private received(m: FromThread): void {
    if (m.t === 'ack') {
      this.inFlight -= 1;
      this.pool.acknowledged(m.progress as Progress, m.archive as CrossedEntry[] | undefined);
    } else if (m.t === 'done') {
      if (m.cpuMs !== undefined) this.cpuMs = m.cpuMs;
      if (this.job) this.job.ended = true;
      this.job?.resolve(m.result as JobDone);
      this.job = undefined;
    } else {
      this.pool.fail(
        m.corruption
          ? new WalCorruptionError(m.corruption.shard, m.corruption.seq, m.corruption.reason)
          : new ReplayThreadError(
              `replay thread ${this.index} failed on shard ${m.shard}: ${m.message}`,
            ),
      );
    }
    this.wake?.();
    this.wake = undefined;
  }

  /** Runs one shard on this thread: the job, its frames in batches, then its end. */
  async run(job: ShardJob, source: ShardFrameSource | undefined): Promise<JobDone> {
    const done = new Promise<JobDone>((resolve) => {
      this.job = { resolve, shard: job.shard, ended: false };
    });
    const current = this.job!;
    this.post({ t: 'job', job });
    if (source !== undefined) {
      let gathered: Uint8Array[] = [];
      const send = async () => {
        while (this.inFlight >= BATCHES_IN_FLIGHT && !current.ended) await this.pool.wait(this);
        this.pool.throwIfFailed();
        if (current.ended) return false;
        const batch = packFrames(gathered);
        gathered = [];
        this.inFlight += 1;
        this.worker.postMessage({ t: 'frames', batch } satisfies ToThread, transferOf(batch));
        return true;
      };
      for await (const frames of source.frames(job.shard)) {
        for (const frame of frames) gathered.push(frame);
        if (gathered.length >= MESSAGE_FRAMES && !(await send())) break;
      }
      if (gathered.length > 0 && !current.ended) await send();
    }
    this.post({ t: 'end' });
    while (!current.ended) await this.pool.wait(this);
    this.pool.throwIfFailed();
    // Batches the thread dropped after ending early are never acknowledged.
    this.inFlight = 0;
    return done;
  }

  private post(message: ToThread): void {
    this.worker.postMessage(message);
  }

  /** Resolves at the next message from the thread (or the pool's failure). */
  next(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve));
  }

  interrupt(): void {
    this.wake?.();
    this.wake = undefined;
  }
}

class Pool {
  private failure: Error | undefined;
  readonly links: Link[];

  constructor(
    threads: number,
    entry: string,
    private readonly options: PoolOptions,
  ) {
    this.links = Array.from({ length: threads }, (_, i) => new Link(i, entry, this));
  }

  acknowledged(progress: Progress, archive: CrossedEntry[] | undefined): void {
    this.options.onProgress?.(progress, archive);
  }

  fail(error: Error): void {
    this.failure ??= error;
    for (const link of this.links) link.interrupt();
  }

  throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }

  async wait(link: Link): Promise<void> {
    this.throwIfFailed();
    await link.next();
    this.throwIfFailed();
  }

  async stop(): Promise<void> {
    // A run that failed may leave other threads' loops waiting: they end now, closing their reads.
    this.fail(new ReplayThreadError('replay threads stopped'));
    for (const link of this.links) link.stopping = true;
    await Promise.all(this.links.map((l) => l.worker.terminate()));
  }
}

/**
 * Runs `jobs` on `options.threads` threads and answers each shard's result. Jobs of shards with
 * records read their frames from `source`; a job whose shard holds none is given no frames.
 */
export async function runOnThreads(
  source: ShardFrameSource,
  jobs: readonly ShardJob[],
  options: PoolOptions,
): Promise<{ results: Map<number, JobDone>; threadCpuMs: (number | undefined)[] }> {
  // An empty log: nothing to start a thread for.
  if (jobs.length === 0) return { results: new Map(), threadCpuMs: [] };
  // The threads load the start bundle this thread prepares, rather than each building it at once.
  await prepareBundle();
  const queue = [...jobs].sort((a, b) => b.head - a.head || a.shard - b.shard);
  const threads = Math.max(1, Math.min(options.threads, queue.length));
  const pool = new Pool(threads, options.entry ?? ENTRY, options);
  const results = new Map<number, JobDone>();
  try {
    await Promise.all(
      pool.links.map(async (link) => {
        for (let job = queue.shift(); job !== undefined; job = queue.shift()) {
          results.set(job.shard, await link.run(job, job.head > 0 ? source : undefined));
        }
      }),
    );
    pool.throwIfFailed();
    return { results, threadCpuMs: pool.links.map((l) => l.cpuMs) };
  } finally {
    await pool.stop();
  }
}

async function prepareBundle(): Promise<void> {
  const loader = '../../bin/load-source.mjs';
  const { loadSource } = (await import(loader)) as {
    loadSource: (entry: string) => Promise<unknown>;
  };
  await loadSource('src/workers/replay-shard.ts');
}
