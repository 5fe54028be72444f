// One point-in-time view over the partitions of a log (docs/threads.md, "Backups of a partitioned
// log"): the partitions hold disjoint keys (a shard's records and snapshot live whole in its
// partition, meta in partition 0), so merging their scans in key order gives exactly the keys a
// single LevelDB holding the same log would scan, and the backup written from it is the one a
// version-1 log of the same records gives. Each partition's view is its own LevelDB snapshot:
// each shard is a whole prefix of its chain, which is all a backup promises (docs/design.md,
// "Backup and restore").
import type { PointInTime } from '../../wal/leveldb-wal.ts';

/** Entries handed on per batch of the merged scan. */
const MERGED_BATCH = 1024;

type Range = Parameters<PointInTime['scan']>[0];
type Entry = [string, Buffer];

/** A partition's scan, one entry at a time, read ahead by its own batches. */
class Cursor {
  private batch: Entry[] = [];
  private at = 0;
  private readonly source: AsyncIterator<Entry[]>;
  done = false;

  constructor(scan: AsyncIterable<Entry[]>) {
    this.source = scan[Symbol.asyncIterator]();
  }

  /** The next entry, reading the next batch when this one is used up; undefined at the end. */
  async peek(): Promise<Entry | undefined> {
    while (!this.done && this.at >= this.batch.length) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        this.batch = next.value;
        this.at = 0;
      }
    }
    return this.done ? undefined : this.batch[this.at];
  }

  take(): void {
    this.at += 1;
  }

  async close(): Promise<void> {
    if (!this.done) await this.source.return?.();
  }
}

/** The views of a log's partitions as one view; closing it closes each. */
export function mergedPointInTime(parts: readonly PointInTime[]): PointInTime {
  if (parts.length === 1) return parts[0]!;
  return {
    scan: (range) => mergedScan(parts, range),
    close: async () => {
      await Promise.all(parts.map((p) => p.close()));
    },
  };
}

async function* mergedScan(parts: readonly PointInTime[], range: Range): AsyncIterable<Entry[]> {
  const cursors = parts.map((p) => new Cursor(p.scan(range)));
  const limit = range.limit ?? Number.POSITIVE_INFINITY;
  // Keys are ASCII (wal/leveldb-wal.ts), so string order is LevelDB's byte order.
  const before = (a: string, b: string) => (range.reverse ? a > b : a < b);
  let out: Entry[] = [];
  let sent = 0;
  try {
    while (sent < limit) {
      let best: { cursor: Cursor; entry: Entry } | undefined;
      for (const cursor of cursors) {
        const entry = await cursor.peek();
        if (entry === undefined) continue;
        if (best !== undefined && entry[0] === best.entry[0])
          throw new Error(`log key ${entry[0]} is in two partitions: run errand verify`);
        if (best === undefined || before(entry[0], best.entry[0])) best = { cursor, entry };
      }
      if (best === undefined) break;
      best.cursor.take();
      out.push(best.entry);
      sent += 1;
      if (out.length >= MERGED_BATCH) {
        yield out;
        out = [];
      }
    }
    if (out.length > 0) yield out;
  } finally {
    await Promise.all(cursors.map((c) => c.close()));
  }
}
