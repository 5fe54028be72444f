// The replay and rebuild folds a replay thread runs over one shard: the same decode and apply as
// replayInto (src/runtime/recovery.ts) and rebuildArchive (src/archive/rebuild.ts).
import { createHash } from 'node:crypto';
import type { WalEntry } from '../../wal/wal.ts';
import { applyRecord } from '../core/apply.ts';
import { decodeRecord } from '../core/record-codec.ts';
import { encodeState } from '../core/state-codec.ts';
import { emptyShardState, type ShardState } from '../core/state.ts';
import { entriesOf } from '../archive/codec.ts';
import type { CrossedEntry, JobDone, Progress, ShardFold, ShardJob } from './jobs.ts';

export function stateDigest(state: ShardState): string {
  return createHash('sha256').update(encodeState(state)).digest('hex');
}

export class ReplayFold implements ShardFold {
  protected readonly state = emptyShardState();
  protected records = 0;
  protected events = 0;
  protected progress: Progress = { records: 0, events: 0, entries: 0 };

  constructor(protected readonly job: ShardJob) {}

  entries(batch: readonly WalEntry[]): void {
    for (const entry of batch) {
      const record = decodeRecord(entry.payload);
      applyRecord(this.state, record);
      if (this.state.evicted.length > 0) this.evicted(entry.seq);
      this.records += 1;
      this.events += record.events.length;
      this.progress.records += 1;
      this.progress.events += record.events.length;
    }
  }

  /** replay drops what apply ended, as replayInto does without a sink. */
  protected evicted(_seq: number): void {
    this.state.evicted = [];
  }

  failed(): boolean {
    return false;
  }

  take(): { progress: Progress; archive?: CrossedEntry[] } {
    const progress = this.progress;
    this.progress = { records: 0, events: 0, entries: 0 };
    return { progress };
  }

  finish(): JobDone {
    const digest = this.job.digest ? { digest: stateDigest(this.state) } : {};
    return { records: this.records, events: this.events, ...digest };
  }
}

/** rebuild: what apply ends goes back to the main thread as archive entries, batch by batch. */
export class RebuildFold extends ReplayFold {
  private archive: CrossedEntry[] = [];
  private lastSeq = 0;

  override entries(batch: readonly WalEntry[]): void {
    super.entries(batch);
    if (batch.length > 0) this.lastSeq = batch[batch.length - 1]!.seq;
  }

  protected override evicted(): void {
    for (const evicted of this.state.evicted.splice(0))
      for (const e of entriesOf(evicted)) this.archive.push(e);
  }

  override take(): { progress: Progress; archive?: CrossedEntry[] } {
    const { progress } = super.take();
    const archive = this.archive;
    this.archive = [];
    progress.entries = archive.length;
    return { progress, archive };
  }

  override finish(): JobDone {
    return { records: this.records, lastSeq: this.lastSeq };
  }
}
