// An engine thread (docs/threads.md): its partitions of the log, the shards in them (Shard
// objects unchanged, src/runtime/shard.ts) and the ShardHost they report to. Commands come in
// batches from the main thread; answers go back once their records are durable (the shard's own
// commit barrier), each durable record with them, for the main thread's replica, indexes and
// effects. A failed write trips this thread's latch and tells the main thread, which stops every
// other thread from acknowledging (fail-stop).
import type { MessagePort } from 'node:worker_threads';
// The log's files one by one, not wal/index.ts: that also loads the JetStream logs and the NATS
// client, which an engine thread never uses and would load at every start (docs/threads.md).
import { LevelWal } from '../../wal/leveldb-wal.ts';
import type { TornTail, Wal } from '../../wal/wal.ts';
import { WriteLatch } from '../../wal/write-latch.ts';
import { PartitionedWal } from '../../wal/partitioned-wal.ts';
import { Archiver } from '../archive/archiver.ts';
import type { DecideContext } from '../core/decide-context.ts';
import type { Command } from '../core/commands.ts';
import type { CommandRecord } from '../core/events.ts';
import { encodeState } from '../core/state-codec.ts';
import type { Evicted } from '../core/state.ts';
import type { SharedTrie } from '../domain/safety-tags.ts';
import type { ZoneStatus } from '../domain/zones.ts';
import { mintId } from '../runtime/ids.ts';
import { recoverShard } from '../runtime/recovery.ts';
import { Shard } from '../runtime/shard.ts';
import type { ShardHost } from '../runtime/shard-host.ts';
import { RemoteArchiveStore } from './remote-archive.ts';
import {
  fromWire,
  Outbox,
  toWire,
  type MainCall,
  type ThreadCall,
  type ToMain,
  type ToThread,
} from './protocol.ts';
import { ThreadViews } from './thread-views.ts';
import type { DoorRunner } from './door-types.ts';
import type { ThreadJetStream } from './jetstream-keeper.ts';
import type { ThreadSharedJetStream } from './thread-jetstream.ts';
import type { ThreadSharedWal } from '../../wal/jetstream-thread-shared-wal.ts';
import { decodeState } from '../core/state-codec.ts';
import type { WalOptions } from '../../wal/base-wal.ts';

/** thread-jetstream.ts `threadJetStreamWal`, given by the entry when the log is on JetStream. */
export type JetStreamWalMaker = (options: ThreadJetStream, walOptions: WalOptions) => Wal;

/** thread-jetstream.ts `threadSharedWal`, given by the entry when the log is shared. */
export type SharedWalMaker = (
  options: ThreadSharedJetStream,
  walOptions: WalOptions,
) => ThreadSharedWal;

export interface ThreadOptions {
  /** This thread's partitions: number → LevelDB directory. */
  readonly partitions: ReadonlyArray<readonly [number, string]>;
  readonly partitionCount: number;
  readonly shardCount: number;
  readonly lanes: number;
  readonly snapshotEvery: number;
  readonly mailboxDepthMax: number;
  readonly feeBps: string;
  /** WAL=jetstream: this thread's shards and the lease it writes under; no partitions then. */
  readonly jetstream?: ThreadJetStream;
  /**
   * WAL=jetstream-shared: no shard at open; the main thread sends each it takes (`adopt`) and
   * takes it back (`drop`), docs/threads.md, "WAL=jetstream-shared on engine threads".
   */
  readonly jetstreamShared?: ThreadSharedJetStream;
  /**
   * Each shard's archive watermark, by shard id, when the archive lives apart from the log (the
   * JetStream log: src/archive/watermarks.ts): no snapshot past it is started from.
   */
  readonly marks?: readonly number[];
  /** The main thread's safety trie, adopted instead of built here (docs/threads.md). */
  readonly safetyTrie?: SharedTrie;
}

/** What the main thread learns once the thread's shards are rebuilt. */
interface OpenedShard {
  readonly id: number;
  readonly state: Uint8Array;
  readonly seq: number;
  readonly hash: string;
  readonly replayed: number;
  readonly fromSnapshot: boolean;
  /** The snapshot's seq when it was past the archive's watermark (replayed whole instead). */
  readonly snapshotPastArchive?: number;
  /** Then: the archive's watermark it was past. */
  readonly archivedTo?: number;
}

/** What a thread posts once open: its shards, and what its log's open found and cut. */
export interface ThreadOpened {
  readonly shards: OpenedShard[];
  readonly tornTails: TornTail[];
  readonly records: number;
}

export const SHARD_COUNT_META = 'engine.shard_count';

export class ThreadEngine implements ShardHost {
  readonly latch = new WriteLatch();
  readonly wal: Wal;
  readonly archiver: Archiver;
  readonly snapshotEvery: number;
  readonly mailboxDepthMax: number;
  private readonly shards = new Map<number, Shard>();
  private readonly outbox: Outbox<ToMain>;
  private readonly zones = new Map<string, ZoneStatus>();
  private readonly calls = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: unknown) => void }
  >();
  private nextCall = 0;
  /** The main clock's reading when the command being decided was submitted. */
  private atMs = Date.now();
  private readonly feeBps: bigint;
  private failure: unknown;
  /** Snapshots of this thread's partitions a backup is reading (remote-view.ts). */
  private readonly views: ThreadViews;
  /** WAL=jetstream-shared: the log that adopts shards (the same object as `wal`). */
  private readonly shared: ThreadSharedWal | undefined;

  constructor(
    port: MessagePort,
    private readonly options: ThreadOptions,
    /** thread-door.ts `runDoorJob`, given by the thread's entry (it imports the operations). */
    private readonly runDoorJob: DoorRunner,
    jetStreamWal?: JetStreamWalMaker,
    sharedWal?: SharedWalMaker,
  ) {
    this.outbox = new Outbox(port);
    const walOptions = {
      latch: this.latch,
      lanes: options.lanes,
      onBatch: (records: number, seconds: number) =>
        this.outbox.push({ t: 'batch', records, seconds }),
    };
    const parts = new Map<number, LevelWal>(
      options.partitions.map(([k, dir]) => [k, new LevelWal(dir, walOptions)]),
    );
    this.views = new ThreadViews(parts);
    if (options.jetstreamShared !== undefined) {
      if (sharedWal === undefined) throw new Error('a shared JetStream thread without its log');
      this.shared = sharedWal(options.jetstreamShared, walOptions);
      this.wal = this.shared;
    } else if (options.jetstream !== undefined) {
      if (jetStreamWal === undefined) throw new Error('a JetStream thread without its log');
      this.wal = jetStreamWal(options.jetstream, walOptions);
    } else this.wal = new PartitionedWal(this.latch, options.partitionCount, parts);
    this.archiver = new Archiver(new RemoteArchiveStore((c) => this.callMain(c)), this.latch);
    this.snapshotEvery = options.snapshotEvery;
    this.mailboxDepthMax = options.mailboxDepthMax;
    this.feeBps = BigInt(options.feeBps);
    this.latch.onTrip((error) => this.failed(error));
    port.on('message', (items: ToThread[]) => {
      for (const item of items) this.receive(item);
    });
  }

  /** Opens the log, rebuilds this thread's shards and posts each one's state to the main thread. */
  async open(): Promise<ThreadOpened> {
    const recovery = await this.wal.open();
    const { partitionCount, shardCount, partitions } = this.options;
    if (partitions.some(([k]) => k === 0)) {
      if ((await this.wal.getMeta(SHARD_COUNT_META)) === undefined)
        await this.wal.putMeta(SHARD_COUNT_META, String(shardCount));
    }
    const mine = new Set(partitions.map(([k]) => k));
    // A shared log's shards come later, each once the main thread has taken it (adopt).
    const ids = this.shared
      ? []
      : (this.options.jetstream?.lent.shards.slice() ??
        Array.from({ length: shardCount }, (_, id) => id).filter((id) =>
          mine.has(id % partitionCount),
        ));
    const marks = this.options.marks;
    // What a replay ends goes to the main thread's archive as it goes (none is kept here).
    const sink = {
      add: (evicted: Evicted[]) => this.outbox.push({ t: 'evicted', evicted }),
      pause: () => undefined,
    };
    const recovered = await Promise.all(
      ids.map((id) => recoverShard(this.wal, id, undefined, marks?.[id], sink)),
    );
    const shards = recovered.map(({ state, replayed, fromSnapshot, snapshotPastArchive }, i) => {
      const id = ids[i]!;
      if (state.evicted.length > 0) sink.add(state.evicted.splice(0));
      const head = this.wal.head(id);
      this.shards.set(id, new Shard(id, state, this, head));
      return {
        id,
        state: encodeState(state),
        seq: head.seq,
        hash: head.hash,
        replayed,
        fromSnapshot,
        ...(snapshotPastArchive === undefined
          ? {}
          : { snapshotPastArchive, archivedTo: marks?.[id] ?? 0 }),
      };
    });
    return { shards, tornTails: [...recovery.tornTails], records: recovery.records };
  }

  /** Posts what the outbox holds now. */
  flush(): void {
    this.outbox.flush();
  }

  private receive(item: ToThread): void {
    switch (item.t) {
      case 'cmd':
      case 'door': {
        this.atMs = item.atMs;
        const shard = this.shards.get(item.shard);
        const submit = (command: Command) => shard!.submit(command);
        const answer = !shard
          ? Promise.reject(new Error(`shard ${item.shard} is not on this thread`))
          : item.t === 'cmd'
            ? submit(item.command)
            : this.runDoorJob(item.job, submit);
        answer.then(
          (value) => this.outbox.push({ t: 'answer', id: item.id, value }),
          (error: unknown) => this.outbox.push({ t: 'answer', id: item.id, error: toWire(error) }),
        );
        return;
      }
      case 'call':
        this.serve(item.call).then(
          (value) => this.outbox.push({ t: 'reply', id: item.id, value }),
          (error: unknown) => this.outbox.push({ t: 'reply', id: item.id, error: toWire(error) }),
        );
        return;
      case 'reply': {
        const waiting = this.calls.get(item.id);
        this.calls.delete(item.id);
        if (item.error) waiting?.reject(fromWire(item.error));
        else waiting?.resolve(item.value);
        return;
      }
      case 'zones':
        this.zones.clear();
        for (const [zone, status] of item.zones) this.zones.set(zone, status);
        return;
      case 'trip':
        this.latch.trip(fromWire(item.error));
        return;
    }
  }

  private async serve(call: ThreadCall): Promise<unknown> {
    switch (call.op) {
      case 'read': {
        const out = [];
        for await (const entry of this.wal.read(call.shard, call.afterSeq)) {
          out.push(entry);
          if (out.length >= call.limit) break;
        }
        return out;
      }
      case 'getMeta':
        return this.wal.getMeta(call.key);
      case 'putMeta':
        return this.wal.putMeta(call.key, call.value);
      case 'swapMeta':
        return this.wal.swapMeta(call.key, call.expected, call.value);
      case 'viewOpen':
        return this.views.open();
      case 'viewScan':
        return this.views.scan(call.view, call.partition, call.range);
      case 'viewClose':
        return this.views.close(call.view);
      case 'gc':
        (globalThis as { gc?: () => void }).gc?.();
        return;
      case 'adopt':
        return this.adopt(call.shard, call.state, call.seq, call.hash);
      case 'drop':
        return this.drop(call.shard);
      case 'close':
        await this.views.closeAll();
        return this.close();
    }
  }

  /** The main thread took `shard` and lent its lease: decide it here from `state` on. */
  private async adopt(id: number, state: Uint8Array, seq: number, hash: string): Promise<void> {
    if (this.shared === undefined) throw new Error('adopt: the log is not shared');
    if (this.shards.has(id)) throw new Error(`shard ${id} is already on this thread`);
    await this.shared.adoptShard(id, seq, hash);
    this.shards.set(id, new Shard(id, decodeState(state), this, { seq, hash }));
  }

  /**
   * Hands `shard` back to the main thread (a hand-back, or its lease lost): nothing new is
   * decided, what was decided is answered (its records written, or refused once the lease is
   * gone), then the log forgets it. Replies the last seq made durable here: every record up to it
   * was sent to the main thread before this reply.
   */
  private async drop(id: number): Promise<{ seq: number }> {
    const shard = this.shards.get(id);
    if (shard === undefined || this.shared === undefined) return { seq: 0 };
    shard.drain();
    await shard.settled();
    await shard.whenConsistent();
    this.shards.delete(id);
    this.shared.forgetShard(id);
    return { seq: shard.durableSeq };
  }

  private callMain(call: MainCall): Promise<unknown> {
    const id = this.nextCall++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject });
      this.outbox.push({ t: 'call', id, call });
    });
  }

  /** Lets in-flight commands finish, snapshots, closes the log (the main thread stops sending). */
  private async close(): Promise<void> {
    const shards = [...this.shards.values()];
    await Promise.all(shards.map((s) => s.settled()));
    if (!this.isFailed()) for (const s of shards) await s.snapshot();
    await this.archiver.barrier().catch(() => {});
    await this.wal.close();
  }

  context(archived?: DecideContext['archived']): DecideContext {
    return {
      atMs: this.atMs,
      feeBps: this.feeBps,
      zoneOverrides: this.zones,
      mint: mintId,
      archived,
    };
  }

  evicted(evicted: readonly Evicted[], staged: boolean): void {
    this.archiver.add(evicted, staged);
  }

  committed(shard: number, seq: number, record: CommandRecord, hash?: string): void {
    this.outbox.push({ t: 'committed', shard, seq, hash: hash ?? '', record });
  }

  decided(): void {}

  failed(error: unknown): void {
    if (this.failure !== undefined) return;
    this.failure = error;
    this.latch.trip(error);
    this.outbox.push({ t: 'failed', error: toWire(error) });
  }

  isFailed(): boolean {
    return this.failure !== undefined;
  }
}
