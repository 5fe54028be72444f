// How far this archive is derived, per shard, when it lives apart from the log (a shared
// JetStream log: docs/scale.md, "Settled history on a shared log"). The archive is on the node's
// own disk while other nodes extend the log and write its snapshots; a snapshot holds open work
// only, so a node may start from one only if its archive already holds everything that the
// records up to the snapshot moved out of memory. `!derived!<shard>` = W says: every eviction of
// the shard's records 1..W is durable here. A start uses a snapshot at or before W; past W the
// shard is replayed from its first record, which archives what the node missed.
import type { WriteLatch } from '../../wal/write-latch.ts';
import type { Archiver } from './archiver.ts';
import type { ArchiveEntry, ArchiveStore } from './store.ts';

/** Sorts with `!format` before every object key, and is skipped like it by the digest. */
const watermarkKey = (shard: number): string => `!derived!${shard}`;

/** Each shard's watermark (0 where none is stored: nothing may be assumed archived). */
export async function readWatermarks(store: ArchiveStore, shardCount: number): Promise<number[]> {
  const keys = Array.from({ length: shardCount }, (_, shard) => watermarkKey(shard));
  const values = await store.getMany(keys);
  return values.map((v) => (v === undefined ? 0 : Number(v.toString('utf8')) || 0));
}

export function watermarkEntries(seqs: readonly number[]): ArchiveEntry[] {
  return seqs.map((seq, shard) => [watermarkKey(shard), Buffer.from(String(seq))] as const);
}

const CHECKPOINT_EVERY_MS = 5_000;

/**
 * Writes the watermarks now and then: the seqs each shard has applied (durable records only),
 * once the archiver has made durable everything added so far, which covers their evictions
 * (a record's evictions are added when it becomes durable here, owned or followed). A crash
 * loses at most the last interval: the next start then replays more, never trusts too much.
 */
export class ArchiveCheckpoints {
  private timer: NodeJS.Timeout | undefined;
  private last = '';
  private running: Promise<void> | undefined;

  constructor(
    private readonly archiver: Archiver,
    private readonly latch: WriteLatch,
    private readonly appliedSeqs: () => number[],
  ) {}

  start(everyMs = CHECKPOINT_EVERY_MS): void {
    this.timer = setInterval(() => void this.write().catch(() => undefined), everyMs);
    this.timer.unref();
  }

  /** One checkpoint (none while another is under way, or if nothing moved since the last). */
  write(): Promise<void> {
    if (this.running) return this.running;
    const run = this.once().finally(() => {
      this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async once(): Promise<void> {
    if (this.latch.tripped) return;
    const seqs = this.appliedSeqs();
    const key = seqs.join(',');
    if (key === this.last) return;
    await this.archiver.barrier();
    await this.latch.guard(() => this.archiver.store.write(watermarkEntries(seqs)));
    this.last = key;
  }

  async stop(): Promise<void> {
    if (this.timer !== undefined) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}
