// Verification: replay a whole log from seq 1 into fresh state, fold an independent tally of
// every posting, and check each invariant by name. Used by `errand verify`, the property tests
// and the crash tests, so all three judge a log the same way.
import { WalCorruptionError, type Wal } from '../../wal/wal.ts';
import { applyRecord } from '../core/apply.ts';
import { INVARIANTS, Tally, type InvariantResult } from '../core/invariants.ts';
import { decodeRecord } from '../core/record-codec.ts';
import { encodeState } from '../core/state-codec.ts';
import { emptyShardState, type ShardState } from '../core/state.ts';
import { recoverShard } from './engine.ts';
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
  const derived = new ArchiveDigest();
  let records = 0;
  for (let shard = 0; shard < options.shardCount; shard++) {
    const state = emptyShardState();
    states.set(shard, state);
    if (!wal.shards().includes(shard)) continue;
    try {
      for await (const entry of wal.read(shard, 0)) {
        const record = decodeRecord(entry.payload);
        tally.record(shard, entry.seq, record);
        applyRecord(state, record);
        for (const evicted of state.evicted.splice(0)) for (const entry of entriesOf(evicted)) derived.add(entry);
        records += 1;
        tally.note('wal_intact', true, () => '');
        if (records % 10_000 === 0) options.onProgress?.(records);
      }
    } catch (error) {
      const where = error instanceof WalCorruptionError ? `shard ${error.shard} record ${error.seq}` : `shard ${shard}`;
      tally.note('wal_intact', false, () => `${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  options.onProgress?.(records);
  for (const [shard, replayed] of states) {
    const bytes = Buffer.from(encodeState(replayed));
    const live = options.live?.get(shard);
    if (live) {
      tally.note('replay_identical', bytes.equals(Buffer.from(encodeState(live))), () => `shard ${shard}: live state differs from its replay`);
    }
    if (options.checkSnapshots && wal.shards().includes(shard)) {
      const recovered = await recoverShard(wal, shard);
      tally.note('replay_identical', bytes.equals(Buffer.from(encodeState(recovered.state))), () => `shard ${shard}: snapshot + tail differs from full replay`);
    }
  }
  if (options.archive) {
    let stored = await ArchiveDigest.of(options.archive);
    if (!stored.equals(derived) && wal.shards().length > 0) stored = await afterNextStart(wal, options, stored);
    tally.note('archive_derived', stored.equals(derived), () => `the archive holds ${stored.count} entries, the log derives ${derived.count}: rebuild it with errand rebuild`);
  }
  const invariants = tally.finish(states);
  const ok = invariants.every((r) => r.failures.length === 0);
  return { ok, records, shards: options.shardCount, invariants, states };
}

/**
 * The archive as the next start leaves it. Archive writes follow the log, so a crash can leave the
 * archive behind by what the last records evicted; a start archives every eviction of each
 * shard's tail after its snapshot again (Engine.open), and a snapshot is written only once what
 * it no longer holds is archived. So entries missing from the store but evicted in a tail are on
 * their way, not lost; anything else missing, or different, still fails.
 */
async function afterNextStart(wal: Wal, options: VerifyOptions, stored: ArchiveDigest): Promise<ArchiveDigest> {
  const healed = stored.copy();
  for (let shard = 0; shard < options.shardCount; shard++) {
    if (!wal.shards().includes(shard)) continue;
    const tail = (await recoverShard(wal, shard)).state.evicted.flatMap(entriesOf);
    const have = await options.archive!.getMany(tail.map(([key]) => key));
    for (const [i, entry] of tail.entries()) if (have[i] === undefined) healed.add(entry);
  }
  return healed;
}

export { INVARIANTS };
