// A point-in-time view of a log whose partitions the engine threads hold (docs/threads.md,
// "Backups of a partitioned log"): each thread snapshots its partitions when asked
// (thread-views.ts), and each partition is read a page at a time through the threads' calls.
// The partitions' views are merged in key order by src/backup/merged-view.ts.
import type { PointInTime } from '../../wal/leveldb-wal.ts';
import { mergedPointInTime } from '../backup/merged-view.ts';
import { threadOfPartition } from './layout.ts';
import type { ViewRange } from './protocol.ts';
import type { EngineThreads } from './threads.ts';

/** Entries a page carries: records are ~0.7 kB, so a page is about a megabyte. */
const PAGE = 1536;

type Entry = [string, Buffer];
type Range = Parameters<PointInTime['scan']>[0];

/** Snapshots every partition on its thread, then reads them as one view. */
export async function threadedPointInTime(threads: EngineThreads): Promise<PointInTime> {
  const partitions = threads.partitions;
  const threadOf = (k: number) => threadOfPartition(k, threads.count);
  const views = await Promise.all(
    Array.from({ length: threads.count }, (_, t) => threads.call<number>(t, { op: 'viewOpen' })),
  );
  const parts = Array.from({ length: partitions }, (_, k): PointInTime => {
    const thread = threadOf(k);
    const view = views[thread]!;
    return {
      scan: (range) => pages(threads, thread, view, k, range),
      // Every partition of a thread shares its view: the first close closes it.
      close: () => threads.call<void>(thread, { op: 'viewClose', view }).catch(() => undefined),
    };
  });
  return mergedPointInTime(parts);
}

async function* pages(
  threads: EngineThreads,
  thread: number,
  view: number,
  partition: number,
  range: Range,
): AsyncIterable<Entry[]> {
  let left = range.limit ?? Number.POSITIVE_INFINITY;
  let bounds: Omit<ViewRange, 'limit'> = range;
  for (;;) {
    const limit = Math.min(PAGE, left);
    const page = await threads.call<[string, Uint8Array][]>(thread, {
      op: 'viewScan',
      view,
      partition,
      range: { ...bounds, limit },
    });
    if (page.length > 0)
      yield page.map(([key, v]): Entry => [key, Buffer.from(v.buffer, v.byteOffset, v.byteLength)]);
    left -= page.length;
    if (page.length < limit || left <= 0) return;
    // The next page starts past the last key read, in the scan's direction.
    const last = page[page.length - 1]![0];
    const { gt: _gt, gte: _gte, lt: _lt, lte: _lte, ...rest } = bounds;
    bounds = range.reverse
      ? { ...rest, ...lower(bounds), lt: last }
      : { ...rest, ...upper(bounds), gt: last };
  }
}

const lower = (b: Omit<ViewRange, 'limit'>) =>
  b.gt !== undefined ? { gt: b.gt } : b.gte !== undefined ? { gte: b.gte } : {};
const upper = (b: Omit<ViewRange, 'limit'>) =>
  b.lt !== undefined ? { lt: b.lt } : b.lte !== undefined ? { lte: b.lte } : {};
