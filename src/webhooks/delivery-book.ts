// The webhook dispatcher's bookkeeping (src/webhooks/dispatcher.ts is the effect around it):
// which records give which deliveries, the in-memory bounds and their spills, and reading spilled
// records back from the WAL. Memory is bounded: past `maxQueued` deliveries a shard spills (its
// records stay in the WAL, unread, and are read back once the queue drains), and past
// `maxQueuedPerEndpoint` one endpoint spills alone, so a dead receiver holds back only its own
// deliveries and the cursor, never the write path or the other endpoints. Sending, retries and
// the in-flight bounds are the queue's (delivery-queue.ts, send.ts); which endpoint takes which
// event is endpoints.ts's; the bodies are built in payload.ts, the log walked in read-back.ts.
import type { CommandRecord } from '../core/events.ts';
import type { Engine } from '../runtime/engine.ts';
import { RecordObjects } from './record-objects.ts';
import { eventsOf } from './events.ts';
import { Endpoints } from './endpoints.ts';
import { payloadOf } from './payload.ts';
import { readBack } from './read-back.ts';
import { DeliveryQueue, type Delivery, type DeliveryQueueOptions } from './delivery-queue.ts';
import { newTrack, type ShardTrack } from './shard-track.ts';

export interface DispatcherOptions extends DeliveryQueueOptions {
  maxQueued?: number;
  maxQueuedPerEndpoint?: number;
  cursorEveryMs?: number;
}

interface Spill {
  shard: number;
  orgId: string;
  /** The first record not yet read for this endpoint. */
  fromSeq: number;
  running: boolean;
}

export abstract class DeliveryBook {
  protected readonly maxQueued: number;
  protected readonly maxQueuedPerEndpoint: number;
  protected readonly cursorEveryMs: number;

  protected readonly tracks: ShardTrack[] = [];
  protected readonly spills = new Map<string, Spill>();
  protected readonly endpoints: Endpoints;
  protected readonly backlog = new Map<string, number>();
  protected size = 0;

  /** What records refer to: in memory, on its way to the archive, or fetched for a read-back. */
  protected readonly objects: RecordObjects;

  protected readonly queue: DeliveryQueue;
  protected readonly reads = new Set<Promise<void>>();
  protected cursorTimer: NodeJS.Timeout | undefined;
  protected resumed = false;
  protected stopped = false;
  protected flushing: Promise<void> | undefined;

  constructor(
    protected readonly engine: Engine,
    options: DispatcherOptions = {},
  ) {
    this.maxQueued = options.maxQueued ?? 10_000;
    this.maxQueuedPerEndpoint = options.maxQueuedPerEndpoint ?? 1_000;
    this.cursorEveryMs = options.cursorEveryMs ?? 1_000;
    this.objects = new RecordObjects(engine);
    this.endpoints = new Endpoints((shard) => engine.shards[shard]?.state);
    // Its own shard's barrier, not the engine's: a body is built from its shard's state alone
    // (payload.ts), and a record refused on another shard (one fenced mid-batch on a shared log)
    // must not hold back, or drop, deliveries of records that are durable.
    this.queue = new DeliveryQueue(
      { barrier: (d) => engine.shards[d.event.shard]!.barrier(), ...options },
      {
        endpointOf: (d) => this.endpoints.usable(d.event.shard, d.event.orgId, d.endpointId),
        finish: (d) => this.finish(d),
        gone: (d) => this.endpointGone(d),
        unsent: (d) => void this.unbook(d),
      },
    );
    for (let shard = 0; shard < engine.shardCount; shard++) {
      this.tracks.push(newTrack(engine.wal.head(shard).seq));
    }
    engine.addDecidedListener((_shard, seq, record) => {
      if (!this.stopped) this.endpoints.created(seq, record);
    });
  }

  // ---- deriving deliveries ----

  /** Enqueues a record's deliveries: for every endpoint, or (reading back a spill) only `only`. */
  protected handle(shard: number, seq: number, record: CommandRecord, only?: string): void {
    this.enqueueRecord(shard, seq, record, only);
    // Not if enqueueing threw: the record is read back.
    if (only === undefined) this.tracks[shard]!.handled = seq;
  }

  protected enqueueRecord(shard: number, seq: number, record: CommandRecord, only?: string): void {
    if (!this.endpoints.any(shard)) return;
    const events = eventsOf(
      shard,
      seq,
      record,
      (taskId) => this.objects.taskOf(shard, taskId)?.task.orgId,
      (loopId) => this.objects.loopOf(shard, loopId),
      (wfId) => this.objects.workflowOf(shard, wfId)?.workflow.orgId,
      (cmpId) => this.objects.campaignOf(shard, cmpId)?.campaign.orgId,
    );
    const state = this.engine.shards[shard]!.state;
    if (events.length === 0) return;
    // Per endpoint, decided once for the whole record: a record is enqueued or spilled whole.
    const take = new Map<string, boolean>();
    for (const event of events) {
      const org = state.orgs.get(event.orgId);
      if (!org || org.webhooks.size === 0) continue;
      let body: string | undefined;
      for (const endpoint of org.webhooks.values()) {
        if (only !== undefined && endpoint.id !== only) continue;
        if (!this.endpoints.wants(endpoint, seq, event.type)) continue;
        let ok = take.get(endpoint.id);
        if (ok === undefined) {
          ok = only !== undefined || this.admit(endpoint.id, shard, org.id, seq);
          take.set(endpoint.id, ok);
        }
        if (!ok) continue;
        body ??= payloadOf(this.engine, this.objects, shard, event);
        this.enqueue({ event, endpointId: endpoint.id, body, attempts: 0, dueAtMs: 0 });
      }
    }
  }

  /** Whether this endpoint takes more deliveries in memory now; if not, it spills from `seq`. */
  protected admit(endpointId: string, shard: number, orgId: string, seq: number): boolean {
    if (this.spills.has(endpointId)) return false;
    if ((this.backlog.get(endpointId) ?? 0) < this.maxQueuedPerEndpoint) return true;
    this.spills.set(endpointId, { shard, orgId, fromSeq: seq, running: false });
    return false;
  }

  // ---- reading records back from the WAL ----

  /** A walk of the log (read-back.ts), tracked so that close() waits for it. */
  protected read(
    shard: number,
    afterSeq: number,
    until: () => number,
    step: (seq: number, record: CommandRecord) => boolean,
    want?: (payload: Uint8Array) => boolean,
  ): Promise<boolean> {
    const job = readBack(this.engine, this.objects, () => this.stopped, {
      shard,
      afterSeq,
      until,
      step,
      want,
    });
    const tracked = job.then(
      () => undefined,
      () => undefined,
    );
    this.reads.add(tracked);
    void tracked.finally(() => this.reads.delete(tracked));
    return job;
  }

  /** Reads a spilling shard's records back into the queue, while there is room; then goes live. */
  protected async catchUp(shard: number): Promise<void> {
    const t = this.tracks[shard]!;
    if (this.stopped || !this.resumed || !t.adopted || !t.spilling || t.catching) return;
    t.catching = true;
    const epoch = t.epoch;
    try {
      while (!this.stopped && t.epoch === epoch) {
        const whole = await this.read(
          shard,
          t.handled,
          () => t.applied,
          (seq, record) => {
            if (this.size >= this.maxQueued || t.epoch !== epoch) return false;
            this.handle(shard, seq, record);
            return true;
          },
        );
        if (!whole) return;
        // Synchronous with the last read: no record can commit between this check and going live.
        if (t.epoch === epoch && t.handled === t.applied) {
          t.spilling = false;
          return;
        }
      }
    } catch {
      // The log is closing, or unreadable: the cursor stays put and the next start reads again.
    } finally {
      t.catching = false;
    }
  }

  /** Reads back one spilled endpoint's deliveries, up to where its shard is handled. */
  protected async catchUpEndpoint(endpointId: string): Promise<void> {
    const spill = this.spills.get(endpointId);
    if (
      this.stopped ||
      !spill ||
      spill.running ||
      (this.backlog.get(endpointId) ?? 0) > this.maxQueuedPerEndpoint / 2
    )
      return;
    spill.running = true;
    try {
      while (!this.stopped && this.spills.get(endpointId) === spill) {
        if (!this.endpoints.usable(spill.shard, spill.orgId, endpointId)) {
          this.spills.delete(endpointId);
          return;
        }
        const whole = await this.read(
          spill.shard,
          spill.fromSeq - 1,
          () => this.tracks[spill.shard]!.handled,
          (seq, record) => {
            if (
              this.spills.get(endpointId) !== spill ||
              (this.backlog.get(endpointId) ?? 0) >= this.maxQueuedPerEndpoint
            )
              return false;
            this.handle(spill.shard, seq, record, endpointId);
            spill.fromSeq = seq + 1;
            return true;
          },
        );
        if (!whole) return;
        if (spill.fromSeq > this.tracks[spill.shard]!.handled) {
          if (this.spills.get(endpointId) === spill) this.spills.delete(endpointId);
          return;
        }
      }
    } catch {
      // As for catchUp: the cursor holds, the next start reads again.
    } finally {
      spill.running = false;
    }
  }

  // ---- the queue ----

  protected enqueue(d: Delivery): void {
    this.size += 1;
    this.backlog.set(d.endpointId, (this.backlog.get(d.endpointId) ?? 0) + 1);
    if (!d.resend) {
      d.epoch = this.tracks[d.event.shard]!.epoch;
      const pending = this.tracks[d.event.shard]!.pending;
      pending.set(d.event.seq, (pending.get(d.event.seq) ?? 0) + 1);
    }
    this.queue.push(d);
  }

  /**
   * Out of the queue's counts; its record's hold on the cursor stays (finish lifts it). Answers
   * what its endpoint has left queued.
   */
  protected unbook(d: Delivery): number {
    this.size -= 1;
    const left = (this.backlog.get(d.endpointId) ?? 1) - 1;
    if (left > 0) this.backlog.set(d.endpointId, left);
    else this.backlog.delete(d.endpointId);
    return left;
  }

  /** Delivered, given up, or the endpoint is gone: the record's hold on the cursor lifts. */
  protected finish(d: Delivery): void {
    const left = this.unbook(d);
    if (!d.resend && d.epoch === this.tracks[d.event.shard]!.epoch) {
      const pending = this.tracks[d.event.shard]!.pending;
      const n = (pending.get(d.event.seq) ?? 1) - 1;
      if (n > 0) pending.set(d.event.seq, n);
      else pending.delete(d.event.seq);
    }
    if (this.spills.has(d.endpointId) && left <= this.maxQueuedPerEndpoint / 2)
      this.later(() => this.catchUpEndpoint(d.endpointId));
    if (this.size <= this.maxQueued / 2) {
      for (const [s, t] of this.tracks.entries())
        if (t.spilling && !t.catching) this.later(() => this.catchUp(s));
    }
  }

  /** Forgets every queued delivery of an endpoint that was deleted, disabled or answered 410. */
  protected drop(endpointId: string): void {
    this.spills.delete(endpointId);
    for (const d of this.queue.take(endpointId)) this.finish(d);
  }

  /** The receiver answered 410: no more deliveries to it, and its endpoint is disabled. */
  protected endpointGone(d: Delivery): void {
    this.endpoints.markGone(d.endpointId);
    this.finish(d);
    this.drop(d.endpointId);
    this.engine
      .execute({ type: 'DisableWebhookEndpoint', orgId: d.event.orgId, endpointId: d.endpointId })
      .catch(() => {});
  }

  protected later(job: () => Promise<void>): void {
    if (!this.stopped) setImmediate(() => void job());
  }
}
