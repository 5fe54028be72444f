// Effect after commit: task events go out to the org's webhook endpoints, signed with the
// Standard Webhooks scheme, at least once, retried with backoff. The WAL is the outbox: events are
// derived from committed records (webhooks/events.ts), so nothing but a per-shard cursor is
// stored — the seq below which every delivery has finished — and a restart re-reads the records
// after it and sends what was unfinished again under the same ids.
//
// Off the command path: `committed` only enqueues in memory, within bounds (past them a shard or
// an endpoint spills, and is read back from the WAL later: delivery-book.ts).
//
// On a shared log (several nodes) a shard's deliveries and its cursor are its owner's: a shard is
// taken up (`shardTaken`) when this node takes it, from the cursor its last owner stored, and
// left when its lease goes (deliveries already queued may still go out: at least once, same ids).
//
// This file is the effect (src/effects/effect.ts): its lifecycle, the shards it takes and leaves,
// the cursor, and the console's manual sends. Which records give which deliveries, spills and
// their read-back are delivery-book.ts's; sending, retries and the in-flight bounds are the
// queue's (delivery-queue.ts, send.ts).
import type { CommandRecord } from '../core/events.ts';
import { recordHasEvent } from '../core/record-codec.ts';
import type { Effect } from '../effects/effect.ts';
import { shardOf } from '../runtime/shard-router.ts';
import { DeliveryBook } from './delivery-book.ts';
import type { WebhookEvent } from './events.ts';
import { cursorKey, cursorOf, startCursor } from './shard-track.ts';

export type { DispatcherOptions } from './delivery-book.ts';

export class WebhookDispatcher extends DeliveryBook implements Effect {
  readonly hears = 'owned';

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
    // Everything durable so far is in the log: the cursor is read back to it, later records
    // arrive by committed().
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

  // ---- the cursor ----

  private cursorOf(shard: number): number {
    return cursorOf(this.tracks[shard]!, shard, this.spills.values());
  }

  /** Persists every cursor that moved; also the periodic nudge for spills waiting for read-back. */
  private flushCursors(final = false): Promise<void> {
    if (!this.resumed || (this.stopped && !final)) return Promise.resolve();
    if (!final) {
      for (const endpointId of this.spills.keys())
        this.later(() => this.catchUpEndpoint(endpointId));
      if (this.size <= this.maxQueued / 2)
        for (const [s, t] of this.tracks.entries())
          if (t.spilling) this.later(() => this.catchUp(s));
    }
    // Cleared in a callback, never inside the run: a run with nothing to store finishes before
    // `??=` assigns it, and clearing inside it would leave a finished run here for good (no
    // cursor stored again, at close neither; test/integration/webhooks-cursor.test.ts).
    this.flushing ??= this.persistCursors().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async persistCursors(): Promise<void> {
    for (let shard = 0; shard < this.tracks.length; shard++) {
      const t = this.tracks[shard]!;
      if (t.adopted && !this.engine.owns(shard)) this.leave(shard);
      if (!t.adopted) continue;
      const cursor = this.cursorOf(shard);
      if (cursor <= t.persisted) continue;
      await this.engine.wal.putMeta(cursorKey(shard), String(cursor));
      t.persisted = cursor;
    }
  }
}
