// A replay thread (docs/threads.md, step 7): takes one shard at a time from the main thread, checks
// its frames as every read of the log does (readShard: crc, sequence, hash chain), decodes and
// folds them (replay, verify or rebuild), and answers the shard's result. Each batch is
// acknowledged once folded, with its counters: the main thread's flow control and progress bar.
import type { MessagePort } from 'node:worker_threads';
import { readShard } from '../../wal/recovery.ts';
import type { WalStorage } from '../../wal/storage.ts';
import { WalCorruptionError } from '../../wal/wal.ts';
import { unpackFrames } from '../replay-threads/frames.ts';
import type { ShardFold, ShardJob, ToThread } from '../replay-threads/jobs.ts';
import { RebuildFold, ReplayFold } from '../replay-threads/shard-folds.ts';
import { threadCpuMs } from '../replay-threads/thread-cpu.ts';

/**
 * Verify's fold is loaded only by a verify: it brings the machines (xstate) and zod in through
 * core/invariants.ts, a third of a thread's start-up, which replay and rebuild need not pay.
 */
async function foldFor(job: ShardJob): Promise<ShardFold> {
  if (job.mode === 'verify') {
    const { VerifyFold } = await import('../replay-threads/shard-verify.ts');
    return new VerifyFold(job);
  }
  if (job.mode === 'rebuild') return new RebuildFold(job);
  return new ReplayFold(job);
}

/** Batches of the running job, null at its end; read by readShard as its storage's scan. */
class Feed {
  private readonly queue: (Buffer[] | null)[] = [];
  private wake: (() => void) | undefined;

  constructor(private readonly consumed: () => void) {}

  push(frames: Buffer[] | null): void {
    this.queue.push(frames);
    this.wake?.();
    this.wake = undefined;
  }

  async *scan(): AsyncIterable<readonly Buffer[]> {
    for (;;) {
      while (this.queue.length === 0) await new Promise<void>((r) => (this.wake = r));
      const frames = this.queue.shift()!;
      if (frames === null) return;
      yield frames;
      // Asked for the next batch: readShard and the fold are done with this one.
      this.consumed();
    }
  }
}

export default function serve(port: MessagePort): void {
  /** The job being fed; after it ended early, its remaining frames are dropped until 'end'. */
  let feed: Feed | undefined;
  let skipping = false;
  port.on('message', (message: ToThread) => {
    if (message.t === 'job') {
      skipping = false;
      feed = run(port, message.job, () => (skipping = true));
    } else if (message.t === 'frames') {
      if (!skipping) feed?.push(unpackFrames(message.batch));
    } else {
      if (!skipping) feed?.push(null);
      feed = undefined;
      skipping = false;
    }
  });
}

function run(port: MessagePort, job: ShardJob, ended: () => void): Feed {
  let fold: ShardFold | undefined;
  // Called once a batch is folded, so after the fold below exists.
  const ack = () => {
    const { progress, archive } = fold!.take();
    port.postMessage({ t: 'ack', progress, ...(archive ? { archive } : {}) });
  };
  const feed = new Feed(ack);
  const storage = { scanShard: () => feed.scan() } as unknown as WalStorage;
  void (async () => {
    try {
      fold = await foldFor(job);
      try {
        for await (const batch of readShard(storage, job.shard, 0, job.head)) fold.entries(batch);
      } catch (error) {
        if (!fold.failed(error)) throw error;
        ended();
      }
      const { progress, archive } = fold.take();
      if (progress.records > 0 || (archive?.length ?? 0) > 0)
        port.postMessage({ t: 'ack', progress, ...(archive ? { archive } : {}) });
      const result = fold.finish();
      port.postMessage({ t: 'done', shard: job.shard, result, cpuMs: threadCpuMs() });
    } catch (error) {
      ended();
      port.postMessage({
        t: 'error',
        shard: job.shard,
        message: error instanceof Error ? error.message : String(error),
        ...(error instanceof WalCorruptionError
          ? { corruption: { shard: error.shard, seq: error.seq, reason: error.reason } }
          : {}),
      });
    }
  })();
  return feed;
}
