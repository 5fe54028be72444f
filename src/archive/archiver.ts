// Writes committed evictions to the archive store and answers look-ups across both: what is
// still on its way (the index) and what is stored. Writes are synced batches with one in flight,
// so evictions arriving meanwhile share the next one (group commit again). Writes go through the
// service's write latch: a failed write here fails the service, and once anything has failed
// (the log included) nothing more is written to the store.
import type { WriteLatch } from '../../wal/write-latch.ts';
import type { Evicted, IdempotencyRecord, Loop } from '../core/state.ts';
import {
  campaignKey,
  decodeCampaign,
  decodeIdem,
  decodeLoop,
  decodeTask,
  decodeWorkflow,
  entriesOf,
  idemKey,
  loopKey,
  passKey,
  taskKey,
  workflowKey,
  type ArchivedCampaign,
  type ArchivedTask,
  type ArchivedWorkflow,
} from './codec.ts';
import { EvictedIndex } from './evicted-index.ts';
import type { ArchiveStore, ScanRange } from './store.ts';

/** A decoded archive value by its key's kind; null where the store has nothing. */
export type Fetched = Map<string, ArchivedValue | null>;
type ArchivedValue =
  | ArchivedTask
  | ArchivedWorkflow
  | ArchivedCampaign
  | Loop
  | IdempotencyRecord
  | string;

function decodeByKey(key: string, bytes: Buffer): ArchivedValue {
  switch (key.slice(0, 2)) {
    case 't!':
      return decodeTask(bytes);
    case 'w!':
      return decodeWorkflow(bytes);
    case 'l!':
      return decodeLoop(bytes);
    case 'c!':
      return decodeCampaign(bytes);
    case 'i!':
      return decodeIdem(bytes);
    default:
      return bytes.toString('utf8');
  }
}

export class Archiver {
  /** Evicted (staged at decide, or committed), not yet durable in the store. */
  readonly pending = new EvictedIndex();
  private queue: Evicted[] = [];
  private writing = false;
  private scheduled = false;
  private added = 0;
  private written = 0;
  /**
   * Objects made durable in the store by this process, for metrics (a workflow's steps count as
   * tasks).
   */
  readonly writtenByKind = { task: 0, workflow: 0, loop: 0, campaign: 0, idempotency: 0 };
  private waiters: Array<{ upTo: number; resolve: () => void; reject: (e: unknown) => void }> = [];
  /** Keys missed since the last look-up went out: one look-up for all of them. */
  private misses: { keys: Set<string>; result: Promise<Fetched> } | undefined;

  constructor(
    readonly store: ArchiveStore,
    private readonly latch: WriteLatch,
  ) {
    latch.onTrip((error) => {
      for (const w of this.waiters.splice(0)) w.reject(error);
    });
  }

  /** Ended by a record not yet durable: found by readers and decide, not written yet. */
  stage(evicted: readonly Evicted[]): void {
    for (const e of evicted) this.pending.add(e);
  }

  /** That record will never be durable: forgotten, unless a newer object took its key meanwhile. */
  unstage(evicted: readonly Evicted[]): void {
    for (const e of evicted) this.pending.remove(e, true);
  }

  /** Ended by a durable record: written to the store (`staged`: already in `pending`). */
  add(evicted: readonly Evicted[], staged = false): void {
    for (const e of evicted) {
      if (!staged) this.pending.add(e);
      this.queue.push(e);
    }
    this.added += evicted.length;
    if (!this.scheduled && !this.writing) {
      this.scheduled = true;
      process.nextTick(() => {
        this.scheduled = false;
        void this.flush();
      });
    }
  }

  /** Objects added and not yet durable in the store. */
  get backlog(): number {
    return this.added - this.written;
  }

  /** Resolves once everything added so far is durable in the store. */
  barrier(): Promise<void> {
    if (this.latch.tripped) return Promise.reject(this.latch.failure);
    if (this.written >= this.added) return Promise.resolve();
    return new Promise((resolve, reject) =>
      this.waiters.push({ upTo: this.added, resolve, reject }),
    );
  }

  private async flush(): Promise<void> {
    if (this.writing || this.queue.length === 0 || this.latch.tripped) return;
    this.writing = true;
    const batch = this.queue;
    this.queue = [];
    try {
      await this.latch.guard(() => this.store.write(batch.flatMap(entriesOf)));
    } catch {
      // The latch has tripped and rejected the waiters; what is still pending stays readable.
      this.writing = false;
      return;
    }
    for (const e of batch) {
      this.pending.remove(e, true);
      this.count(e);
    }
    this.written += batch.length;
    this.writing = false;
    this.waiters = this.waiters.filter((w) => {
      if (w.upTo > this.written) return true;
      w.resolve();
      return false;
    });
    if (this.queue.length > 0) void this.flush();
  }

  private count(e: Evicted): void {
    if (e.kind === 'workflow') {
      this.writtenByKind.workflow += 1;
      this.writtenByKind.task += e.tasks.length;
    } else if (e.kind === 'idem') this.writtenByKind.idempotency += 1;
    else this.writtenByKind[e.kind] += 1;
  }

  /**
   * A look-up of `key` shared with every other miss of this turn of the event loop (decide's
   * misses).
   */
  fetchSoon(key: string): Promise<Fetched> {
    if (!this.misses) {
      const keys = new Set<string>();
      const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.misses = undefined;
        return this.fetch([...keys]);
      });
      this.misses = { keys, result };
    }
    this.misses.keys.add(key);
    return this.misses.result;
  }

  /** Look-ups in the store (after the caller checked memory and `pending`, in the same tick). */
  async fetch(keys: readonly string[]): Promise<Fetched> {
    const values = await this.store.getMany(keys);
    const out: Fetched = new Map();
    keys.forEach((key, i) => {
      const bytes = values[i];
      out.set(key, bytes === undefined ? null : decodeByKey(key, bytes));
    });
    return out;
  }

  async task(id: string): Promise<ArchivedTask | undefined> {
    return (
      this.pending.tasks.get(id) ??
      ((await this.fetch([taskKey(id)])).get(taskKey(id)) as ArchivedTask | null) ??
      undefined
    );
  }

  async workflow(id: string): Promise<ArchivedWorkflow | undefined> {
    return (
      this.pending.workflows.get(id) ??
      ((await this.fetch([workflowKey(id)])).get(workflowKey(id)) as ArchivedWorkflow | null) ??
      undefined
    );
  }

  async loop(id: string): Promise<Loop | undefined> {
    return (
      this.pending.loops.get(id) ??
      ((await this.fetch([loopKey(id)])).get(loopKey(id)) as Loop | null) ??
      undefined
    );
  }

  async campaign(id: string): Promise<ArchivedCampaign | undefined> {
    return (
      this.pending.campaigns.get(id) ??
      ((await this.fetch([campaignKey(id)])).get(campaignKey(id)) as ArchivedCampaign | null) ??
      undefined
    );
  }

  async idem(scope: string): Promise<IdempotencyRecord | undefined> {
    return (
      this.pending.idem.get(scope) ??
      ((await this.fetch([idemKey(scope)])).get(idemKey(scope)) as IdempotencyRecord | null) ??
      undefined
    );
  }

  async taskIdForPass(token: string): Promise<string | undefined> {
    return (
      this.pending.passes.get(token) ??
      ((await this.fetch([passKey(token)])).get(passKey(token)) as string | null) ??
      undefined
    );
  }

  /** Ids from an index range (org task, Loop or campaign lists), in key order or reversed. */
  async ids(range: ScanRange): Promise<string[]> {
    const out: string[] = [];
    for await (const [, value] of this.store.scan(range)) out.push(value.toString('utf8'));
    return out;
  }
}
