// `errand verify`'s fold of one shard on a replay thread: the same steps as verifyLog
// (src/runtime/verify.ts) in the same order, kept apart by phase so the main thread can put the
// shards together into the report a single thread writes (combine-verify.ts).
import { WalCorruptionError, type WalEntry } from '../../wal/wal.ts';
import { applyRecord } from '../core/apply.ts';
import { Results } from '../core/invariant-results.ts';
import { Tally } from '../core/invariants.ts';
import { decodeRecord } from '../core/record-codec.ts';
import { checkState } from '../core/state-invariants.ts';
import { decodeState, encodeState, SnapshotVersionError } from '../core/state-codec.ts';
import { allBalances, emptyShardState, type ShardState } from '../core/state.ts';
import { entriesOf } from '../archive/codec.ts';
import { ArchiveDigest } from '../archive/digest.ts';
import type { CrossedEntry, Progress, ShardFold, ShardJob, ShardVerdict } from './jobs.ts';
import { stateDigest } from './shard-folds.ts';

export class VerifyFold implements ShardFold {
  private readonly tally = new Tally();
  private readonly state = emptyShardState();
  private readonly derived = new ArchiveDigest();
  private readonly tail = new Map<string, bigint>();
  private readonly anchor: number;
  private records = 0;
  private progress: Progress = { records: 0, events: 0, entries: 0 };
  /** The snapshot's state once its anchor record is reached, then folded on with the tail. */
  private recovered: ShardState | undefined;
  /** The snapshot cannot be judged here (its state does not decode): the main thread does it. */
  private onMain = false;
  private readFailed = false;

  constructor(private readonly job: ShardJob) {
    this.anchor = job.archiveAnchor ?? Infinity;
  }

  entries(batch: readonly WalEntry[]): void {
    const { shard } = this.job;
    for (const entry of batch) {
      const record = decodeRecord(entry.payload);
      this.tally.record(shard, entry.seq, record);
      applyRecord(this.state, record);
      for (const evicted of this.state.evicted.splice(0)) {
        this.tally.settled(shard, evicted);
        for (const e of entriesOf(evicted)) {
          if (entry.seq <= this.anchor) this.derived.add(e);
          else this.tail.set(e[0], ArchiveDigest.hashOf(e));
        }
      }
      this.records += 1;
      this.progress.records += 1;
      this.progress.events += record.events.length;
      this.tally.note('wal_intact', true, () => '');
      this.snapshotStep(entry, record);
    }
  }

  /** recoverShard's snapshot + tail (src/runtime/recovery.ts), built beside the full replay. */
  private snapshotStep(entry: WalEntry, record: ReturnType<typeof decodeRecord>): void {
    const snap = this.job.snapshot;
    if (!this.job.checkSnapshots || snap === undefined) return;
    if (this.recovered !== undefined && entry.seq > snap.seq) {
      applyRecord(this.recovered, record);
      this.recovered.evicted = [];
    } else if (entry.seq === snap.seq && snap.seq <= this.job.head && entry.hash === snap.hash) {
      try {
        this.recovered = decodeState(snap.state);
      } catch (error) {
        if (!(error instanceof SnapshotVersionError)) this.onMain = true;
      }
    }
  }

  failed(error: unknown): boolean {
    const where =
      error instanceof WalCorruptionError
        ? `shard ${error.shard} record ${error.seq}`
        : `shard ${this.job.shard}`;
    this.tally.note(
      'wal_intact',
      false,
      () => `${where}: ${error instanceof Error ? error.message : String(error)}`,
    );
    this.readFailed = true;
    return true;
  }

  take(): { progress: Progress; archive?: CrossedEntry[] } {
    const progress = this.progress;
    this.progress = { records: 0, events: 0, entries: 0 };
    return { progress };
  }

  finish(): ShardVerdict {
    const { shard } = this.job;
    const parts = this.tally.parts();
    const recordPhase = parts.results.copy();
    const snapshot = this.snapshotPhase();
    const currencyTotals = new Map<string, bigint>();
    for (const [key, amount] of parts.balances) {
      const currency = key.slice(0, key.indexOf('|'));
      currencyTotals.set(currency, (currencyTotals.get(currency) ?? 0n) + amount);
    }
    // allBalances (core/state.ts): the state's balances, then the escrow account of each lock.
    const memory = new Map(this.state.balances);
    const ledger = new Map<string, bigint>();
    for (const [key, amount] of parts.balances)
      if (!key.includes('|escrow:')) ledger.set(key, amount);
    // An escrow account is one lock's: its postings are all on this shard, so Tally.finish's
    // check of it is made here, in allBalances' order.
    const escrowPhase = new Results();
    for (const [key, held] of allBalances(this.state)) {
      if (memory.has(key)) continue;
      escrowPhase.check(
        'ledger_balances',
        (parts.balances.get(key) ?? 0n) === held,
        () => `${key}: memory ${held} differs from postings ${parts.balances.get(key) ?? 0n}`,
      );
    }
    const statePhase = new Results();
    checkState(shard, this.state, statePhase, parts.balances);
    const held = new Results();
    const unseen = new Results();
    const states = new Map([[shard, this.state]]);
    parts.quality.finishUnseen(parts.quality.finishHeld(states, held), unseen);
    return {
      shard,
      records: this.records,
      recordPhase,
      ...snapshot,
      currencyTotals,
      walletFlows: new Map(parts.walletFlows),
      ledger,
      memory,
      escrowPhase: escrowPhase.copy(),
      statePhase: statePhase.copy(),
      qualityHeld: held.copy(),
      qualityUnseen: unseen.copy(),
      derived: this.derived.parts(),
      tail: this.tail,
      ...(this.job.digest ? { digest: stateDigest(this.state) } : {}),
    };
  }

  private snapshotPhase(): Pick<ShardVerdict, 'snapshotPhase' | 'replayed'> {
    if (!this.job.checkSnapshots) return { snapshotPhase: [] };
    // A read that failed part way, or a snapshot that does not decode: recoverShard on the main
    // thread answers exactly as verifyLog would (it may throw, as there).
    if (this.readFailed || this.onMain) return { replayed: encodeState(this.state) };
    const results = new Results();
    // Without a usable snapshot recoverShard replays from the first record: the same fold.
    const same =
      this.recovered === undefined ||
      Buffer.from(encodeState(this.state)).equals(Buffer.from(encodeState(this.recovered)));
    results.check(
      'replay_identical',
      same,
      () => `shard ${this.job.shard}: snapshot + tail differs from full replay`,
    );
    return { snapshotPhase: results.copy() };
  }
}
