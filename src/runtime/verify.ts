// Verification: replay a whole log from seq 1 into fresh state, fold an independent tally of
// every posting, and check each invariant by name. Used by `errand verify`, the property tests
// and the crash tests, so all three judge a log the same way.
import { WalCorruptionError, type Wal } from '../../wal/wal.ts';
import { applyRecord } from '../core/apply.ts';
import { Tally, type InvariantResult } from '../core/invariants.ts';
import { decodeRecord } from '../core/record-codec.ts';
import { encodeState } from '../core/state-codec.ts';
import { emptyShardState, type ShardState } from '../core/state.ts';
import { recoverShard } from './recovery.ts';
import { entriesOf } from '../archive/codec.ts';
import type { ArchiveStore } from '../archive/store.ts';
import { ArchiveDigest } from '../archive/digest.ts';

export interface VerifyOptions {
  shardCount: number;
  /** States a running engine holds; each must equal its replay byte for byte. */
  live?: ReadonlyMap<number, ShardState>;
  /** Also rebuild each shard from its snapshot + tail and compare with the full replay. */
  checkSnapshots?: boolean;
  onProgress?: (records: number) => void;
  /** The archive beside the log: it must hold exactly what the replay moved out of memory. */
  archive?: ArchiveStore;
  /**
   * Per shard, the seq up to which the archive must hold everything (default: the shard's newest
   * snapshot). A shared-log node's archive says its own (src/archive/watermarks.ts).
   */
  archivedTo?: ReadonlyMap<number, number>;
}

export interface VerifyReport {
  ok: boolean;
  records: number;
  shards: number;
  invariants: InvariantResult[];
  states: Map<number, ShardState>;
}

export async function verifyLog(wal: Wal, options: VerifyOptions): Promise<VerifyReport> {
  const tally = new Tally();
  const states = new Map<number, ShardState>();
  // What the archive must hold: everything moved out of memory up to each shard's newest snapshot
  // (a snapshot is written only once the archive holds what came before it). What the tail after
  // it moved out may still be on its way (a crash cut it off; the next start archives it again).
  const derived = new ArchiveDigest();
  const tail = new Map<string, bigint>();
  let records = 0;
  for (let shard = 0; shard < options.shardCount; shard++) {
    const state = emptyShardState();
    states.set(shard, state);
    if (!wal.shards().includes(shard)) continue;
    const snapshotSeq = async () => (await wal.readSnapshot(shard))?.pos.seq ?? 0;
    const anchor = !options.archive
      ? Infinity
      : (options.archivedTo?.get(shard) ?? (await snapshotSeq()));
    try {
      for await (const entry of wal.read(shard, 0)) {
        const record = decodeRecord(entry.payload);
        tally.record(shard, entry.seq, record);
        applyRecord(state, record);
        for (const evicted of state.evicted.splice(0)) {
          tally.settled(shard, evicted);
          for (const e of entriesOf(evicted)) {
            if (entry.seq <= anchor) derived.add(e);
            else tail.set(e[0], ArchiveDigest.hashOf(e));
          }
        }
        records += 1;
        tally.note('wal_intact', true, () => '');
        if (records % 10_000 === 0) options.onProgress?.(records);
      }
    } catch (error) {
      const where =
        error instanceof WalCorruptionError
          ? `shard ${error.shard} record ${error.seq}`
          : `shard ${shard}`;
      tally.note(
        'wal_intact',
        false,
        () => `${where}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  options.onProgress?.(records);
  for (const [shard, replayed] of states) {
    const bytes = Buffer.from(encodeState(replayed));
    const live = options.live?.get(shard);
    if (live) {
      tally.note(
        'replay_identical',
        bytes.equals(Buffer.from(encodeState(live))),
        () => `shard ${shard}: live state differs from its replay`,
      );
    }
    if (options.checkSnapshots && wal.shards().includes(shard)) {
      const recovered = await recoverShard(wal, shard);
      tally.note(
        'replay_identical',
        bytes.equals(Buffer.from(encodeState(recovered.state))),
        () => `shard ${shard}: snapshot + tail differs from full replay`,
      );
    }
  }
  if (options.archive) {
    const stored = new ArchiveDigest();
    let tailHeld = 0;
    for await (const entry of options.archive.scan({ gte: '', lt: '\uffff' })) {
      // The format stamp and the watermarks describe the store, not the log.
      if (entry[0].startsWith('!')) continue;
      if (tail.get(entry[0]) === ArchiveDigest.hashOf(entry)) {
        tailHeld += 1;
        // an idempotency key the tail wrote again: its newer value is the one held
        derived.remove(entry[0]);
      } else {
        stored.add(entry);
      }
    }
    tally.note(
      'archive_derived',
      stored.equals(derived),
      () =>
        `the archive holds ${stored.count} entries the log does not derive as they are (it ` +
        `derives ${derived.count} up to the snapshots, and ${tail.size} after them, ` +
        `${tailHeld} of which are held): rebuild it with errand rebuild`,
    );
  }
  const invariants = tally.finish(states);
  const ok = invariants.every((r) => r.failures.length === 0);
  return { ok, records, shards: options.shardCount, invariants, states };
}
