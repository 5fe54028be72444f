// One shard: the state it owns and its pipeline of commands (src/runtime/shard-pipeline.ts:
// deciding, the commit barrier, failure), and what a shared log adds to it. On a log shared by
// several nodes (src/cluster/shared-node.ts) a shard this node does not own is a follower: the
// owner's committed records come in through `followed` and take the same apply path as durable
// ones (evictions, the host's committed indexes), and nothing is decided or
// appended here. `becomeOwner` and `becomeFollower` switch between the two; a shard that stops
// owning with records in flight builds its state again from the log before it follows
// (`whenConsistent`).
import { applyRecord } from '../core/apply.ts';
import { decodeRecord } from '../core/record-codec.ts';
import { outcomeUnknown, shardMoving } from '../errors/problem.ts';
import type { WalEntry } from '../../wal/wal.ts';
import type { CommandRecord } from '../core/events.ts';
import { ShardPipeline } from './shard-pipeline.ts';

export class Shard extends ShardPipeline {
  /**
   * Records the owner committed, in seq order, each applied as a durable one is (shared log,
   * follower only). A gap or a record apply refuses means memory no longer matches the log: throws.
   */
  followed(entries: readonly WalEntry[]): void {
    for (const entry of entries) this.followedRecord(entry.seq, entry.hash, entry.payload);
    this.seqWaiters.wake(this.durablePos.seq);
  }

  /**
   * One record its owner made durable, as bytes or decoded (an engine thread's, which crosses
   * decoded: src/engine-thread/replicas.ts); the caller wakes the seq waiters.
   */
  followedRecord(seq: number, hash: string, payload: Uint8Array | CommandRecord): void {
    if (this.owner) throw new Error(`shard ${this.id}: followed records given to the owner`);
    if (this.ahead)
      throw new Error(`shard ${this.id}: followed records given before its state was built again`);
    if (seq <= this.durablePos.seq) return;
    if (seq !== this.durablePos.seq + 1)
      throw new Error(`shard ${this.id}: followed seq ${seq} after ${this.durablePos.seq}`);
    const record = payload instanceof Uint8Array ? decodeRecord(payload) : payload;
    applyRecord(this.current, record);
    this.durablePos = { seq, hash };
    this.decidedSeq = seq;
    if (this.current.evicted.length > 0) this.host.evicted(this.current.evicted.splice(0), false);
    this.host.committed(this.id, seq, record);
  }

  /** One record its engine thread made durable, applied, and its seq's waiters woken. */
  followedOne(seq: number, hash: string, record: CommandRecord): void {
    this.followedRecord(seq, hash, record);
    this.seqWaiters.wake(this.durablePos.seq);
  }

  /** Follows from now on: a replica of a shard decided on an engine thread (docs/threads.md). */
  follow(): void {
    this.owner = false;
  }

  /**
   * Resolves once seq `seq` is durable here; rejects with 503 after `timeoutMs` (a forwarded
   * command's caller waits here so that its own next read sees what it was answered).
   */
  waitDurable(seq: number, timeoutMs: number): Promise<void> {
    if (this.durablePos.seq >= seq) return Promise.resolve();
    return this.seqWaiters.wait(seq, timeoutMs);
  }

  /** Resolves once the state holds only what is durable: a follower's records may then apply. */
  whenConsistent(): Promise<void> {
    return this.rebuilding ?? Promise.resolve();
  }

  /** Decides nothing new (shard_moving: nothing applied) until it follows or owns again. */
  drain(): void {
    this.draining = true;
  }

  /**
   * Starts deciding: the log's head is `durableSeq` (the caller applied everything up to the
   * head acquireShard returned).
   */
  becomeOwner(): void {
    this.draining = false;
    if (this.owner) return;
    this.decidedSeq = this.durablePos.seq;
    this.sinceSnapshot = 0;
    this.owner = true;
  }

  /**
   * Stops deciding, and appends still out are disowned. Answers not yet given: 503
   * `shard_moving` (nothing applied) only when no record is on its way to the log, or the log
   * refused them all before publishing (`nothingWritten`); otherwise 500 `outcome_unknown`, as
   * their records may be committed (the follower will apply whichever were), and a retry with
   * the same key gets the stored answer (docs/scale.md, "Answers that tell the truth").
   * Their records are in the state: it is built again from the log before anything is followed.
   */
  becomeFollower(nothingWritten = false): void {
    this.draining = false;
    if (!this.owner) return;
    this.owner = false;
    if (this.host.wal.head(this.id).seq > this.durablePos.seq) {
      // Records of ours are durable and their callbacks already queued (the log's head is past
      // ours): they are answered as committed first, a turn later; the rest then as below. Reads
      // and a take wait for it like a rebuild.
      this.rebuilding = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.rebuilding = undefined;
        this.stopOwning(nothingWritten);
        return this.rebuilding;
      });
      return;
    }
    this.stopOwning(nothingWritten);
  }

  private stopOwning(nothingWritten: boolean): void {
    this.generation += 1;
    // The log's head still past ours: records of ours are durable, their answers not given.
    const durableUnanswered = this.host.wal.head(this.id).seq > this.durablePos.seq;
    const moving = this.inFlight.size === 0 || (nothingWritten && !durableUnanswered);
    this.answers.failAll(moving ? shardMoving : outcomeUnknown);
    this.dropInFlight();
    this.sinceSnapshot = 0;
    this.rebuildIfAhead(shardMoving);
    this.wakeIfIdle();
  }
}
