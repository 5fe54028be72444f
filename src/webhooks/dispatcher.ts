// Effect after commit: task events go out to the org's webhook endpoints, signed with the
// Standard Webhooks scheme, at least once, retried with backoff. The WAL is the outbox: events are
// derived from committed records (webhooks/events.ts), so nothing but a per-shard cursor is
// stored — the seq below which every delivery has finished — and a restart re-reads the records
// after it and sends what was unfinished again under the same ids.
//
// Off the command path: `committed` only enqueues in memory. Memory is bounded: past `maxQueued`
// deliveries a shard spills (its records stay in the WAL, unread, and are read back once the
// queue drains), and past `maxQueuedPerEndpoint` one endpoint spills alone, so a dead receiver
// holds back only its own deliveries and the cursor, never the write path or the other endpoints.
//
// On a shared log (several nodes) a shard's deliveries and its cursor are its owner's: a shard is
// taken up (`shardTaken`) when this node takes it, from the cursor its last owner stored, and left when
// its lease goes (deliveries already queued may still go out: at least once, same ids).
//
// This file holds that bookkeeping: which records give which deliveries, spills and their
// read-back, and the cursor. Sending, retries and the in-flight bounds are the queue's
// (delivery-queue.ts, send.ts); which endpoint takes which event is endpoints.ts's; the bodies are
// built in payload.ts, the log walked in read-back.ts.
import type { CommandRecord } from '../core/events.ts';
import { recordHasEvent } from '../core/record-codec.ts';
import type { Effect } from '../effects/effect.ts';
import type { Engine } from '../runtime/engine.ts';
import { RecordObjects } from './record-objects.ts';
import { eventsOf, type WebhookEvent } from './events.ts';
import { shardOf } from '../runtime/shard-router.ts';
import { Endpoints } from './endpoints.ts';
import { payloadOf } from './payload.ts';
import { readBack } from './read-back.ts';
import { DeliveryQueue, type Delivery, type DeliveryQueueOptions } from './delivery-queue.ts';
import { cursorKey, cursorOf, newTrack, startCursor, type ShardTrack } from './shard-track.ts';

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

export class WebhookDispatcher implements Effect {
  readonly hears = 'owned';
  private readonly maxQueued: number;
  private readonly maxQueuedPerEndpoint: number;
  private readonly cursorEveryMs: number;

  private readonly tracks: ShardTrack[] = [];
  private readonly spills = new Map<string, Spill>();
  private readonly endpoints: Endpoints;
  private readonly backlog = new Map<string, number>();
  private size = 0;

  /** What records refer to: in memory, on its way to the archive, or fetched for a read-back record. */
  private readonly objects: RecordObjects;

  private readonly queue: DeliveryQueue;
  private readonly reads = new Set<Promise<void>>();
  private cursorTimer: NodeJS.Timeout | undefined;
  private resumed = false;
  private stopped = false;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly engine: Engine,
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

  /** A record just committed (and applied) on `shard`. Only enqueues: never waits, never sends. */
  committed(shard: number, seq: number, record: CommandRecord): void {
    if (this.stopped || shard >= this.tracks.length) return;
    const t = this.tracks[shard]!;
    if (seq > t.applied) t.applied = seq;
    try {
      this.endpoints.committed(shard, seq, record, (endpointId) => this.drop(endpointId));
      if (!t.adopted || t.spilling || seq <= t.handled) return;
      if (seq !== t.handled + 1 || this.size >= this.maxQueued) {
        t.spilling = true;
        this.later(() => this.catchUp(shard));
        return;
      }
      this.handle(shard, seq, record);
    } catch {
      // Never into the command path (the record is committed; its caller must get its answer):
      // the shard spills, and its records are read back from the WAL later.
      t.spilling = true;
    }
  }

  /**
   * Reads back each shard's records after its stored cursor and enqueues their events again under
   * the same ids (their data from the current state, `state` set to the event's). The first start
   * on a log begins at its head: history from before webhooks existed is not sent.
   */
  async start(): Promise<void> {
    for (let shard = 0; shard < this.tracks.length; shard++)
      if (this.engine.owns(shard)) await this.load(shard);
    this.resumed = true;
    this.cursorTimer = setInterval(
      () => void this.flushCursors().catch(() => {}),
      this.cursorEveryMs,
    );
    this.cursorTimer.unref();
    for (let shard = 0; shard < this.tracks.length; shard++) this.later(() => this.catchUp(shard));
  }

  /**
   * A shard this node has just taken (a dead node's): its deliveries from the cursor its last
   * owner stored, read back as at start. Before start() it waits for it, which loads it if owned.
   */
  async shardTaken(shard: number): Promise<void> {
    if (!this.resumed || this.stopped || !this.engine.owns(shard)) return;
    await this.load(shard);
    this.later(() => this.catchUp(shard));
  }

  private async load(shard: number): Promise<void> {
    const t = this.tracks[shard]!;
    t.adopted = false;
    t.epoch += 1;
    t.pending = new Map();
    t.spilling = true;
    this.endpoints.forget(shard);
    // Everything applied so far is in the log: the cursor is read back to it, later records arrive by committed().
    const head = this.engine.shards[shard]!.durableSeq;
    t.applied = head;
    const cursor = await startCursor(this.engine.wal, shard, head);
    t.handled = cursor;
    t.persisted = cursor;
    t.adopted = true;
    // Endpoints created between the cursor and the head must not get the events before them.
    await this.read(
      shard,
      cursor,
      () => head,
      (seq, record) => {
        this.endpoints.created(seq, record);
        return true;
      },
      (payload) => recordHasEvent(payload, 'WebhookEndpointCreated'),
    );
  }

  /** Told at once when the shard is handed over; the cursor flush notices a lost lease too. */
  shardLeft(shard: number): void {
    if (this.tracks[shard]?.adopted && !this.engine.owns(shard)) this.leave(shard);
  }

  /** The shard's lease went: its cursor is no longer ours to move. */
  private leave(shard: number): void {
    const t = this.tracks[shard]!;
    t.adopted = false;
    t.spilling = true;
    t.epoch += 1;
    t.pending = new Map();
    for (const [endpointId, spill] of this.spills)
      if (spill.shard === shard) this.spills.delete(endpointId);
  }

  /**
   * Stops sending and persists the cursors. Requests in flight get `graceMs` to answer; those still
   * waiting then are aborted and stay unfinished, so the next start sends them again.
   */
  async close(graceMs = 1_000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.cursorTimer) clearInterval(this.cursorTimer);
    await this.queue.stop(graceMs);
    await Promise.allSettled([...this.reads]);
    await this.flushing?.catch(() => {});
    await this.flushCursors(true);
  }

  /** For tests and status: what is held in memory and how far each shard is finished. */
  stats(): {
    queued: number;
    inFlight: number;
    cursors: number[];
    spilling: number[];
    spilledEndpoints: string[];
  } {
    return {
      queued: this.size,
      inFlight: this.queue.inFlight,
      cursors: this.tracks.map((_, s) => this.cursorOf(s)),
      spilling: this.tracks.flatMap((t, s) => (t.spilling ? [s] : [])),
      spilledEndpoints: [...this.spills.keys()],
    };
  }

  /** What metrics read at each scrape: two numbers, no walk over the queue. */
  depth(): { queued: number; inFlight: number } {
    return { queued: this.size, inFlight: this.queue.inFlight };
  }

  // ---- deriving deliveries ----

  /** Enqueues a record's deliveries: for every endpoint, or (reading back a spill) only `only`. */
  private handle(shard: number, seq: number, record: CommandRecord, only?: string): void {
    this.enqueueRecord(shard, seq, record, only);
    if (only === undefined) this.tracks[shard]!.handled = seq; // not if enqueueing threw: the record is read back
  }

  private enqueueRecord(shard: number, seq: number, record: CommandRecord, only?: string): void {
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
    /** Per endpoint, decided once for the whole record: a record is enqueued whole or spilled whole. */
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
  private admit(endpointId: string, shard: number, orgId: string, seq: number): boolean {
    if (this.spills.has(endpointId)) return false;
    if ((this.backlog.get(endpointId) ?? 0) < this.maxQueuedPerEndpoint) return true;
    this.spills.set(endpointId, { shard, orgId, fromSeq: seq, running: false });
    return false;
  }

  // ---- reading records back from the WAL ----

  /** A walk of the log (read-back.ts), tracked so that close() waits for it. */
  private read(
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
  private async catchUp(shard: number): Promise<void> {
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
  private async catchUpEndpoint(endpointId: string): Promise<void> {
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

  private enqueue(d: Delivery): void {
    this.size += 1;
    this.backlog.set(d.endpointId, (this.backlog.get(d.endpointId) ?? 0) + 1);
    if (!d.resend) {
      d.epoch = this.tracks[d.event.shard]!.epoch;
      const pending = this.tracks[d.event.shard]!.pending;
      pending.set(d.event.seq, (pending.get(d.event.seq) ?? 0) + 1);
    }
    this.queue.push(d);
  }

  /** Out of the queue's counts; its record's hold on the cursor stays (finish lifts it). What its endpoint has left queued. */
  private unbook(d: Delivery): number {
    this.size -= 1;
    const left = (this.backlog.get(d.endpointId) ?? 1) - 1;
    if (left > 0) this.backlog.set(d.endpointId, left);
    else this.backlog.delete(d.endpointId);
    return left;
  }

  /** Delivered, given up, or the endpoint is gone: the record's hold on the cursor lifts. */
  private finish(d: Delivery): void {
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
  private drop(endpointId: string): void {
    this.spills.delete(endpointId);
    for (const d of this.queue.take(endpointId)) this.finish(d);
  }

  /**
   * A `webhook.test` event to one endpoint (the console's "Send test event"): signed and logged
   * like any delivery, outside the log's event stream (it announces nothing that happened).
   */
  sendTest(orgId: string, endpointId: string, eventId: string, createdAt: string): void {
    // The org's own shard: the endpoint is looked up there when the delivery is sent.
    const shard = shardOf(orgId, this.engine.shardCount);
    const event = {
      id: eventId,
      type: 'webhook.test',
      state: 'live',
      orgId,
      taskId: '',
      createdAt,
      shard,
      seq: 0,
    } as WebhookEvent;
    const body = JSON.stringify({
      id: eventId,
      type: 'webhook.test',
      created_at: createdAt,
      data: { message: 'A test event sent from the errand console.' },
    });
    this.enqueue({ event, endpointId, body, attempts: 0, dueAtMs: 0, resend: true });
  }

  /** Sends a delivery again by hand (the console's resend), with the same id and body. */
  resend(event: WebhookEvent, endpointId: string, body: string): void {
    this.enqueue({ event, endpointId, body, attempts: 0, dueAtMs: 0, resend: true });
    this.queue.schedulePump();
  }

  /** The receiver answered 410: no more deliveries to it, and its endpoint is disabled. */
  private endpointGone(d: Delivery): void {
    this.endpoints.markGone(d.endpointId);
    this.finish(d);
    this.drop(d.endpointId);
    this.engine
      .execute({ type: 'DisableWebhookEndpoint', orgId: d.event.orgId, endpointId: d.endpointId })
      .catch(() => {});
  }

  // ---- the cursor ----

  private cursorOf(shard: number): number {
    return cursorOf(this.tracks[shard]!, shard, this.spills.values());
  }

  /** Persists every cursor that moved; also the periodic nudge for spills waiting to be read back. */
  private flushCursors(final = false): Promise<void> {
    if (!this.resumed || (this.stopped && !final)) return Promise.resolve();
    if (!final) {
      for (const endpointId of this.spills.keys())
        this.later(() => this.catchUpEndpoint(endpointId));
      if (this.size <= this.maxQueued / 2)
        for (const [s, t] of this.tracks.entries())
          if (t.spilling) this.later(() => this.catchUp(s));
    }
    return (this.flushing ??= (async () => {
      try {
        for (let shard = 0; shard < this.tracks.length; shard++) {
          const t = this.tracks[shard]!;
          if (t.adopted && !this.engine.owns(shard)) this.leave(shard);
          if (!t.adopted) continue;
          const cursor = this.cursorOf(shard);
          if (cursor <= t.persisted) continue;
          await this.engine.wal.putMeta(cursorKey(shard), String(cursor));
          t.persisted = cursor;
        }
      } finally {
        this.flushing = undefined;
      }
    })());
  }

  private later(job: () => Promise<void>): void {
    if (!this.stopped) setImmediate(() => void job());
  }
}
