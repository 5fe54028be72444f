// The main thread's side of the engine threads (docs/threads.md): one Worker per thread, the
// partitions of the log each serves (partition k on thread k mod T, so shard s on thread s mod T
// when the partitions are as many as the threads), commands out and answers in, batched once per
// turn of the event loop each way (protocol.ts). A thread that errs or exits while the service
// runs fails the engine (fail-stop): its commands in flight are answered "outcome unknown".
import { Worker } from 'node:worker_threads';
import type { Command } from '../core/commands.ts';
import type { CommandRecord } from '../core/events.ts';
import type { Evicted } from '../core/state.ts';
import { cachedSafetyTrie } from '../runtime/safety-trie-cache.ts';
import { outcomeUnknown, writesStopped } from '../errors/problem.ts';
import { storedShardCount } from './shard-count.ts';
import { threadOfPartition, type LogLayout } from './layout.ts';
import { dropPrestarted, ENGINE_THREAD_ENTRY, takePrestarted } from './prestart.ts';
import {
  fromWire,
  Outbox,
  toWire,
  type MainCall,
  type ThreadCall,
  type ToMain,
  type ToThread,
} from './protocol.ts';
import type { ThreadOpened, ThreadOptions } from './thread-engine.ts';
import type { DoorAnswer, DoorJob } from './door-types.ts';
import type { JetStreamKeeper } from './jetstream-keeper.ts';
import { SHARD_COUNT_META } from './thread-engine.ts';
import type { JetStreamLogOptions } from '../../wal/jetstream-context.ts';

export interface EngineThreadsOptions {
  /** WAL=leveldb: the partitions the threads serve. */
  readonly layout?: LogLayout;
  /**
   * WAL=jetstream (docs/threads.md, "Step 8"): the main thread's hold on the log, whose lease the
   * threads write under; shard s is then on thread s mod T.
   */
  readonly jetstream?: JetStreamKeeper;
  /**
   * WAL=jetstream-shared (docs/threads.md, "WAL=jetstream-shared on engine threads"): the log the
   * threads write the shards the main thread takes and lends them; shard s on thread s mod T.
   */
  readonly shared?: { readonly log: JetStreamLogOptions; readonly shares: SharedArrayBuffer };
  /** Threads asked for; no more are started than there are partitions. */
  readonly threads: number;
  /** Used when the log is new; an existing log keeps the count it was made with. */
  readonly shardCount: number;
  readonly lanes: number;
  readonly snapshotEvery: number;
  readonly mailboxDepthMax: number;
  readonly feeBps: bigint;
  /** create_task's door work runs on the shard's thread (thread-door.ts); else on the main one. */
  readonly doorOnThread?: boolean;
  /** Told of each synced batch of any thread's log (the service's metrics). */
  readonly onBatch?: (records: number, seconds: number) => void;
}

/** What the engine on the main thread does with what the threads send. */
export interface ThreadHandlers {
  committed(shard: number, seq: number, hash: string, record: CommandRecord): void;
  evicted(evicted: Evicted[]): void;
  /** Resolves once the archive holds every eviction handed over so far. */
  archiveWritten(): Promise<void>;
  archiveGet(keys: readonly string[]): Promise<Array<Buffer | undefined>>;
  failed(error: unknown): void;
  batch(records: number, seconds: number): void;
}

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** A command: its record may be durable when its thread dies. */
  command: boolean;
  /** A command's shard: counted in `inFlight` until it is answered. */
  shard?: number;
}

class ThreadLink {
  readonly worker: Worker;
  readonly outbox: Outbox<ToThread>;
  readonly waiting = new Map<number, Waiting>();
  opened: Promise<ThreadOpened>;
  private nextId = 0;
  closing = false;
  /** Why the thread stopped, once it has: later sends are refused with it. */
  private death: unknown;

  constructor(
    options: ThreadOptions,
    handlers: ThreadHandlers,
    /** Per shard: commands sent to this thread and not yet answered (shared by the links). */
    private readonly inFlight: number[],
  ) {
    // One prestarted by `errand serve` has loaded its code meanwhile (prestart.ts); else a new one.
    const prestarted = takePrestarted();
    this.worker = prestarted ?? new Worker(ENGINE_THREAD_ENTRY, { workerData: options });
    if (prestarted) prestarted.postMessage({ init: options });
    this.outbox = new Outbox(this.worker);
    let markOpened!: (opened: ThreadOpened) => void;
    let failOpen!: (error: unknown) => void;
    this.opened = new Promise((resolve, reject) => {
      markOpened = resolve;
      failOpen = reject;
    });
    const died = (error: unknown) => {
      if (this.death !== undefined) return;
      this.death = error;
      failOpen(error);
      for (const w of this.waiting.values()) {
        this.settled(w);
        w.reject(w.command ? outcomeUnknown() : error);
      }
      this.waiting.clear();
      handlers.failed(error);
    };
    this.worker.on('error', died);
    this.worker.on('exit', (code) => {
      const error = new Error(`engine thread exited (code ${code})`);
      if (this.closing) this.death ??= error;
      else died(error);
    });
    this.worker.on('message', (message: ToMain[] | { opened: ThreadOpened }) => {
      if (!Array.isArray(message)) return markOpened(message.opened);
      for (const item of message) this.receive(item, handlers);
    });
  }

  private receive(item: ToMain, handlers: ThreadHandlers): void {
    switch (item.t) {
      case 'answer':
      case 'reply': {
        const waiting = this.waiting.get(item.id);
        this.waiting.delete(item.id);
        if (waiting) this.settled(waiting);
        if (item.error) waiting?.reject(fromWire(item.error));
        else waiting?.resolve(item.value);
        return;
      }
      case 'committed':
        handlers.committed(item.shard, item.seq, item.hash, item.record);
        return;
      case 'evicted':
        handlers.evicted(item.evicted);
        return;
      case 'call':
        this.serve(item.call, handlers).then(
          (value) => this.outbox.push({ t: 'reply', id: item.id, value }),
          (error: unknown) => this.outbox.push({ t: 'reply', id: item.id, error: toWire(error) }),
        );
        return;
      case 'failed':
        handlers.failed(fromWire(item.error));
        return;
      case 'batch':
        handlers.batch(item.records, item.seconds);
        return;
    }
  }

  private async serve(call: MainCall, handlers: ThreadHandlers): Promise<unknown> {
    if (call.op === 'archiveWritten') return handlers.archiveWritten();
    return handlers.archiveGet(call.keys);
  }

  /** `shard`: a command's, counted in flight until its answer comes back. */
  send<T>(make: (id: number) => ToThread, command: boolean, shard?: number): Promise<T> {
    if (this.death !== undefined) return Promise.reject(command ? writesStopped() : this.death);
    const id = this.nextId++;
    if (shard !== undefined) this.inFlight[shard] = (this.inFlight[shard] ?? 0) + 1;
    return new Promise((resolve, reject) => {
      const waiting: Waiting = { resolve: resolve as (v: unknown) => void, reject, command };
      if (shard !== undefined) waiting.shard = shard;
      this.waiting.set(id, waiting);
      this.outbox.push(make(id));
    });
  }

  private settled(waiting: Waiting): void {
    if (waiting.shard !== undefined) this.inFlight[waiting.shard]! -= 1;
  }
}

export class EngineThreads {
  private readonly links: ThreadLink[] = [];
  private failure: unknown;
  private readonly written = { batches: 0, records: 0 };
  /** Per shard: commands handed to its thread and not yet answered (the mailbox-depth gauge). */
  private readonly inFlight: number[] = [];
  /** The log's shard count once open (the setting's until then). */
  private shards: number;

  constructor(readonly options: EngineThreadsOptions) {
    const logs = [options.layout, options.jetstream, options.shared].filter((l) => l !== undefined);
    if (logs.length !== 1)
      throw new Error('EngineThreads: a LevelDB layout, a JetStream log or a shared one: one');
    this.shards = options.shardCount;
  }

  /** What the threads split: the LevelDB log's partitions, or the JetStream log's shards. */
  get partitions(): number {
    return this.options.layout?.partitions ?? this.shards;
  }

  /**
   * Commands handed to `shard`'s thread and not yet answered: its mailbox as the doors see it
   * (decided, on their way to disk, or still crossing), for the errand_shard_mailbox_depth gauge.
   */
  depthOf(shard: number): number {
    return this.inFlight[shard] ?? 0;
  }

  /** Synced batches of every thread's log so far, and the records in them. */
  stats(): { batches: number; records: number } {
    return { ...this.written };
  }

  get count(): number {
    return Math.max(1, Math.min(this.options.threads, this.partitions));
  }

  /** The threads' workers, by thread number (tests stop one to check fail-stop). */
  workers(): readonly Worker[] {
    return this.links.map((l) => l.worker);
  }

  threadOf(shard: number): number {
    return threadOfPartition(shard % this.partitions, this.count);
  }

  /**
   * Starts the threads; resolves with every shard's rebuilt state once all have opened. `marksOf`:
   * the archive's watermarks, when it lives apart from the log (src/archive/watermarks.ts).
   */
  async open(
    engineHandlers: Omit<ThreadHandlers, 'batch'>,
    marksOf?: (shardCount: number) => Promise<readonly number[]>,
  ): Promise<ThreadOpened> {
    const handlers: ThreadHandlers = {
      ...engineHandlers,
      batch: (records, seconds) => {
        this.written.batches += 1;
        this.written.records += records;
        this.options.onBatch?.(records, seconds);
      },
    };
    const { layout, jetstream, shared } = this.options;
    const shardCount = await this.openLog();
    const marks = await marksOf?.(shardCount);
    for (let t = 0; t < this.count; t++) {
      const partitions = (layout?.dirs ?? [])
        .map((dir, k) => [k, dir] as const)
        .filter(([k]) => threadOfPartition(k, this.count) === t);
      const shards = Array.from({ length: shardCount }, (_, s) => s).filter(
        (s) => this.threadOf(s) === t,
      );
      this.links.push(
        new ThreadLink(
          {
            partitions,
            partitionCount: this.partitions,
            ...(jetstream === undefined ? {} : { jetstream: jetstream.forThread(shards) }),
            ...(shared === undefined
              ? {}
              : { jetstreamShared: { ...shared.log, shares: shared.shares } }),
            ...(marks === undefined ? {} : { marks }),
            shardCount,
            lanes: this.options.lanes,
            snapshotEvery: this.options.snapshotEvery,
            mailboxDepthMax: this.options.mailboxDepthMax,
            feeBps: String(this.options.feeBps),
            // Built or read once on this thread and shared, not once per thread (docs/threads.md).
            safetyTrie: cachedSafetyTrie(),
          },
          handlers,
          this.inFlight,
        ),
      );
    }
    await dropPrestarted();
    const opened = await Promise.allSettled(this.links.map((l) => l.opened));
    const refused = opened.find((o) => o.status === 'rejected');
    if (refused) {
      await this.terminate();
      throw refused.reason;
    }
    const all = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    return {
      shards: all.flatMap((o) => o.shards),
      tornTails: all.flatMap((o) => o.tornTails),
      records: all.reduce((n, o) => n + o.records, 0),
    };
  }

  /**
   * The log's shard count, as stored (or the setting's, stored now, for a new log). On JetStream
   * the main thread first takes the lease and fences every shard stream, before any thread opens.
   */
  private async openLog(): Promise<number> {
    const { layout, jetstream, shared } = this.options;
    // A shared log was opened on the main thread, which knows its shard count (openShared).
    if (shared !== undefined) return this.shards;
    if (layout !== undefined) {
      this.shards = (await storedShardCount(layout)) ?? this.options.shardCount;
      return this.shards;
    }
    await jetstream!.open();
    const stored = await jetstream!.getMeta(SHARD_COUNT_META);
    if (stored === undefined)
      await jetstream!.putMeta(SHARD_COUNT_META, String(this.options.shardCount));
    this.shards = stored === undefined ? this.options.shardCount : Number(stored);
    return this.shards;
  }

  /**
   * WAL=jetstream-shared: starts the threads with no shard (the main thread opened the log and
   * built every shard; each it takes is sent to its thread: `adopt`).
   */
  openShared(handlers: Omit<ThreadHandlers, 'batch'>, shardCount: number): Promise<ThreadOpened> {
    this.shards = shardCount;
    return this.open(handlers);
  }

  /** The main thread took `shard` at `seq`: its thread decides it from `state` on. */
  adopt(shard: number, state: Uint8Array, seq: number, hash: string): Promise<void> {
    return this.call(this.threadOf(shard), { op: 'adopt', shard, state, seq, hash });
  }

  /** Its thread answers what it decided and writes `shard` no more; resolves with its head seq. */
  drop(shard: number): Promise<{ seq: number }> {
    return this.call(this.threadOf(shard), { op: 'drop', shard });
  }

  /**
   * After a failure the command still goes to its thread, which has been told (`trip`, sent
   * before it): its shard answers a stored reply and refuses the rest, as on one thread.
   */
  submit<T>(shard: number, atMs: number, command: Command): Promise<T> {
    const link = this.links[this.threadOf(shard)]!;
    return link.send((id) => ({ t: 'cmd', id, shard, atMs, command }), true, shard);
  }

  /** A create whose door work the shard's thread does too (thread-door.ts). */
  submitDoor(shard: number, atMs: number, job: DoorJob): Promise<DoorAnswer> {
    const link = this.links[this.threadOf(shard)]!;
    return link.send((id) => ({ t: 'door', id, shard, atMs, job }), true, shard);
  }

  call<T>(thread: number, call: ThreadCall): Promise<T> {
    return this.links[thread]!.send((id) => ({ t: 'call', id, call }), false);
  }

  broadcast(item: ToThread): void {
    for (const link of this.links) link.outbox.push(item);
  }

  /** Fail-stop: every thread stops acknowledging. */
  trip(error: unknown): void {
    if (this.failure !== undefined) return;
    this.failure = error;
    this.broadcast({ t: 'trip', error: toWire(error) });
  }

  /** Each thread settles its shards, snapshots and closes its log; then they stop. */
  async close(): Promise<void> {
    await Promise.all(
      this.links.map(async (link) => {
        link.closing = true;
        await link.send((id) => ({ t: 'call', id, call: { op: 'close' } }), false).catch(() => {});
      }),
    );
    await this.terminate();
  }

  private async terminate(): Promise<void> {
    for (const link of this.links) link.closing = true;
    await Promise.all(this.links.map((l) => l.worker.terminate()));
  }
}
