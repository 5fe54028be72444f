// An engine thread's side of a backup of a running service (docs/threads.md, "Backups of a
// partitioned log"): the thread holds its partitions' LevelDB handles, so it takes their
// snapshots and answers pages of them; the main thread merges the pages into the backup stream
// (src/engine-thread/remote-view.ts, src/backup/merged-view.ts). A page is fetched by key bound,
// not by a held iterator, so an abandoned backup leaves only its snapshots, closed at close.
import type { LevelWal } from '../../wal/index.ts';
import type { PointInTime } from '../../wal/leveldb-wal.ts';
import type { ViewRange } from './protocol.ts';

export class ThreadViews {
  private readonly open_ = new Map<number, Map<number, PointInTime>>();
  private next = 0;

  constructor(private readonly parts: ReadonlyMap<number, LevelWal>) {}

  /** Snapshots every partition of this thread at once; answers the view's number. */
  open(): number {
    const id = this.next++;
    this.open_.set(id, new Map([...this.parts].map(([k, wal]) => [k, wal.pointInTime()])));
    return id;
  }

  /** One page; each value copied into its own bytes so the message carries only the entry. */
  async scan(view: number, partition: number, range: ViewRange): Promise<[string, Uint8Array][]> {
    const pit = this.open_.get(view)?.get(partition);
    if (pit === undefined) throw new Error(`backup view ${view} of partition ${partition}: none`);
    const out: [string, Uint8Array][] = [];
    for await (const batch of pit.scan(range)) {
      for (const [key, value] of batch) out.push([key, new Uint8Array(value)]);
      if (out.length >= range.limit) break;
    }
    return out;
  }

  async close(view: number): Promise<void> {
    const pits = this.open_.get(view);
    this.open_.delete(view);
    if (pits) await Promise.all([...pits.values()].map((p) => p.close()));
  }

  async closeAll(): Promise<void> {
    for (const view of [...this.open_.keys()]) await this.close(view);
  }
}
