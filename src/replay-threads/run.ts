// Replay, verify and rebuild with the shards spread over threads (docs/threads.md, step 7): what
// `errand replay|verify|rebuild --threads N` run for N ≥ 2. Each answers what its single-thread
// counterpart answers (replayInto, verifyLog, rebuildArchive); test/integration/replay-threads
// compares them.
import type { Wal } from '../../wal/wal.ts';
import type { InvariantResult } from '../core/invariant-results.ts';
import { encodeState } from '../core/state-codec.ts';
import { recoverShard } from '../runtime/recovery.ts';
import { formatEntry } from '../archive/codec.ts';
import { ArchiveDigest } from '../archive/digest.ts';
import type { ArchiveEntry, ArchiveStore } from '../archive/store.ts';
import { Results } from '../core/invariant-results.ts';
import { combineVerdicts } from './combine-verify.ts';
import type { ShardFrameSource } from './frames.ts';
import type {
  CrossedEntry,
  Mode,
  Progress,
  RebuildDone,
  ReplayDone,
  ShardJob,
  ShardVerdict,
} from './jobs.ts';
import { runOnThreads } from './pool.ts';

export interface ThreadsRun {
  readonly threads: number;
  /** Counters summed over the threads so far. */
  readonly onProgress?: (records: number, entries: number) => void;
  /** Also answer each shard's state digest (sha256 of its encoding). */
  readonly digests?: boolean;
  /** Test seam: the file each thread starts from. */
  readonly entry?: string;
}

function progressOf(run: ThreadsRun, archive?: (entries: CrossedEntry[]) => void) {
  let records = 0;
  let entries = 0;
  return (p: Progress, crossed?: CrossedEntry[]) => {
    records += p.records;
    entries += p.entries;
    if (crossed && crossed.length > 0) archive?.(crossed);
    run.onProgress?.(records, entries);
  };
}

function jobOf(wal: Wal, shard: number, mode: Mode, run: ThreadsRun): ShardJob {
  return { shard, mode, head: wal.head(shard).seq, digest: run.digests ?? false };
}

/** Each thread's CPU in ms at its last shard's end (Linux; for the benches). */
interface ThreadsCpu {
  threadCpuMs: (number | undefined)[];
}

export interface ThreadedReplay extends ThreadsCpu {
  records: number;
  events: number;
  digests: Map<number, string>;
}

/** `errand replay`: every shard of the log from its first record. */
export async function replayOnThreads(
  wal: Wal,
  source: ShardFrameSource,
  run: ThreadsRun,
): Promise<ThreadedReplay> {
  const jobs = wal.shards().map((shard) => jobOf(wal, shard, 'replay', run));
  const ran = await runOnThreads(source, jobs, { ...run, onProgress: progressOf(run) });
  const done = ran.results;
  const out: ThreadedReplay = {
    records: 0,
    events: 0,
    digests: new Map(),
    threadCpuMs: ran.threadCpuMs,
  };
  for (const shard of [...done.keys()].sort((a, b) => a - b)) {
    const d = done.get(shard) as ReplayDone;
    out.records += d.records;
    out.events += d.events;
    if (d.digest !== undefined) out.digests.set(shard, d.digest);
  }
  return out;
}

const WRITE_ENTRIES = 4096;

/** `errand rebuild`: the archive cleared and written again from every shard's evictions. */
export async function rebuildOnThreads(
  wal: Wal,
  source: ShardFrameSource,
  shardCount: number,
  store: ArchiveStore,
  run: ThreadsRun,
): Promise<{ records: number; entries: number; lastSeqs: number[] }> {
  await store.clear();
  await store.write([formatEntry()]);
  let batch: ArchiveEntry[] = [];
  let entries = 0;
  // Writes one after another, as rebuildArchive does: an idempotency key written twice (a key
  // reused after its window) keeps its last value.
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const full = batch;
    batch = [];
    entries += full.length;
    writing = writing.then(() => store.write(full));
  };
  const archive = (crossed: CrossedEntry[]) => {
    for (const [key, v] of crossed)
      batch.push([key, Buffer.from(v.buffer, v.byteOffset, v.length)]);
    if (batch.length >= WRITE_ENTRIES) flush();
  };
  const shards = wal.shards().filter((s) => s < shardCount);
  const jobs = shards.map((shard) => jobOf(wal, shard, 'rebuild', run));
  const { results: done } = await runOnThreads(source, jobs, {
    ...run,
    onProgress: progressOf(run, archive),
  });
  if (batch.length > 0) flush();
  await writing;
  const lastSeqs = Array.from({ length: shardCount }, () => 0);
  let records = 0;
  for (const [shard, d] of done) {
    lastSeqs[shard] = (d as RebuildDone).lastSeq;
    records += (d as RebuildDone).records;
  }
  run.onProgress?.(records, entries);
  return { records, entries, lastSeqs };
}

export interface ThreadedVerifyOptions extends ThreadsRun {
  readonly shardCount: number;
  readonly checkSnapshots?: boolean;
  readonly archive?: ArchiveStore;
  readonly archivedTo?: ReadonlyMap<number, number>;
}

export interface ThreadedVerifyReport extends ThreadsCpu {
  ok: boolean;
  records: number;
  shards: number;
  invariants: InvariantResult[];
  digests: Map<number, string>;
}

/** `errand verify`: verifyLog's report (src/runtime/verify.ts) from threads. */
export async function verifyOnThreads(
  wal: Wal,
  source: ShardFrameSource,
  options: ThreadedVerifyOptions,
): Promise<ThreadedVerifyReport> {
  const jobs: ShardJob[] = [];
  for (let shard = 0; shard < options.shardCount; shard++) {
    if (!wal.shards().includes(shard)) continue;
    const snap =
      options.checkSnapshots || options.archive ? await wal.readSnapshot(shard) : undefined;
    const anchor = !options.archive
      ? Infinity
      : (options.archivedTo?.get(shard) ?? snap?.pos.seq ?? 0);
    jobs.push({
      ...jobOf(wal, shard, 'verify', options),
      ...(snap ? { snapshot: { seq: snap.pos.seq, hash: snap.pos.hash, state: snap.state } } : {}),
      checkSnapshots: options.checkSnapshots ?? false,
      archiveAnchor: anchor,
    });
  }
  const ran = await runOnThreads(source, jobs, { ...options, onProgress: progressOf(options) });
  const verdicts = [...ran.results.values()]
    .map((d) => d as ShardVerdict)
    .sort((a, b) => a.shard - b.shard);
  // What a thread left to this one (a read that failed part way, a snapshot that did not decode):
  // recoverShard here, as verifyLog calls it.
  const onMain = new Map<number, InvariantResult[]>();
  for (const v of verdicts) {
    if (v.snapshotPhase !== undefined) continue;
    const results = new Results();
    const recovered = await recoverShard(wal, v.shard);
    results.check(
      'replay_identical',
      Buffer.from(v.replayed!).equals(Buffer.from(encodeState(recovered.state))),
      () => `shard ${v.shard}: snapshot + tail differs from full replay`,
    );
    onMain.set(v.shard, results.copy());
  }
  const { results, records, derived, tail } = combineVerdicts(
    verdicts,
    (v) => onMain.get(v.shard)!,
  );
  if (options.archive) await checkArchive(options.archive, results, derived, tail);
  const invariants = results.all();
  const digests = new Map<number, string>();
  for (const v of verdicts) if (v.digest !== undefined) digests.set(v.shard, v.digest);
  return {
    ok: invariants.every((r) => r.failures.length === 0),
    records,
    shards: options.shardCount,
    invariants,
    digests,
    threadCpuMs: ran.threadCpuMs,
  };
}

/** verifyLog's archive_derived, word for word: the store against what the replay derived. */
async function checkArchive(
  archive: ArchiveStore,
  results: Results,
  derived: ArchiveDigest,
  tail: Map<string, bigint>,
): Promise<void> {
  const stored = new ArchiveDigest();
  let tailHeld = 0;
  for await (const entry of archive.scan({ gte: '', lt: '\uffff' })) {
    if (entry[0].startsWith('!')) continue;
    if (tail.get(entry[0]) === ArchiveDigest.hashOf(entry)) {
      tailHeld += 1;
      derived.remove(entry[0]);
    } else {
      stored.add(entry);
    }
  }
  results.check(
    'archive_derived',
    stored.equals(derived),
    () =>
      `the archive holds ${stored.count} entries the log does not derive as they are (it ` +
      `derives ${derived.count} up to the snapshots, and ${tail.size} after them, ` +
      `${tailHeld} of which are held): rebuild it with errand rebuild`,
  );
}
