// One log made of several: each partition its own Wal (a LevelDB directory), shard s in partition
// s mod P (docs/threads.md, "The log per partition"). A shard's chain lives whole in one
// partition, so every call but meta goes to that partition's Wal unchanged; meta (the service's
// keys, the shard count) lives in partition 0. One latch for all: a failed write in any partition
// stops writes to every one, as the single log's latch does.
import type { RecoveryReport, Wal, WalEntry, WalPosition, WalSnapshot } from './wal.ts';
import type { WriteLatch } from './write-latch.ts';

export class PartitionedWal implements Wal {
  /**
   * `parts` holds the partitions this Wal serves, by partition number; an engine thread serves
   * only its own, and a call for another partition's shard throws.
   */
  constructor(
    readonly latch: WriteLatch,
    readonly partitionCount: number,
    private readonly parts: ReadonlyMap<number, Wal>,
  ) {}

  /** The partitions this Wal serves, by number (a backup reads each, src/service.ts). */
  partitions(): ReadonlyMap<number, Wal> {
    return this.parts;
  }

  partitionOf(shard: number): number {
    return shard % this.partitionCount;
  }

  /**
   * The log of the partition holding `shard` (parallel replay reads its frames, docs/threads.md).
   */
  of(shard: number): Wal {
    const wal = this.parts.get(this.partitionOf(shard));
    if (wal === undefined) throw new Error(`shard ${shard}: its log partition is not served here`);
    return wal;
  }

  private metaWal(): Wal {
    const wal = this.parts.get(0);
    if (wal === undefined) throw new Error('log meta: partition 0 is not served here');
    return wal;
  }

  async open(): Promise<RecoveryReport> {
    const reports = await Promise.all([...this.parts.values()].map((w) => w.open()));
    const heads = new Map<number, WalPosition>();
    for (const r of reports) for (const [shard, pos] of r.heads) heads.set(shard, pos);
    return {
      heads,
      tornTails: reports.flatMap((r) => r.tornTails),
      records: reports.reduce((n, r) => n + r.records, 0),
    };
  }

  append(shard: number, payload: Uint8Array): Promise<WalPosition> {
    return this.of(shard).append(shard, payload);
  }

  read(shard: number, afterSeq?: number): AsyncIterable<WalEntry> {
    return this.of(shard).read(shard, afterSeq);
  }

  readBatches(shard: number, afterSeq?: number): AsyncIterable<readonly WalEntry[]> {
    const wal = this.of(shard);
    if (wal.readBatches) return wal.readBatches(shard, afterSeq);
    return singles(wal.read(shard, afterSeq));
  }

  shards(): number[] {
    return [...this.parts.values()].flatMap((w) => w.shards()).sort((a, b) => a - b);
  }

  head(shard: number): WalPosition {
    return this.of(shard).head(shard);
  }

  writeSnapshot(shard: number, pos: WalPosition, state: Uint8Array): Promise<void> {
    return this.of(shard).writeSnapshot(shard, pos, state);
  }

  readSnapshot(shard: number): Promise<WalSnapshot | undefined> {
    return this.of(shard).readSnapshot(shard);
  }

  getMeta(key: string): Promise<string | undefined> {
    return this.metaWal().getMeta(key);
  }

  putMeta(key: string, value: string): Promise<void> {
    return this.metaWal().putMeta(key, value);
  }

  swapMeta(key: string, expected: string | undefined, value: string): Promise<string | undefined> {
    return this.metaWal().swapMeta(key, expected, value);
  }

  stats(): { batches: number; records: number } {
    let batches = 0;
    let records = 0;
    for (const w of this.parts.values()) {
      const s = w.stats();
      batches += s.batches;
      records += s.records;
    }
    return { batches, records };
  }

  async close(): Promise<void> {
    await Promise.all([...this.parts.values()].map((w) => w.close()));
  }
}

async function* singles<T>(entries: AsyncIterable<T>): AsyncIterable<readonly T[]> {
  for await (const entry of entries) yield [entry];
}
