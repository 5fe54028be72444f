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
import { Webhook } from 'standardwebhooks';
import type { CommandRecord } from '../core/events.ts';
import { decodeRecord, recordHasEvent } from '../core/record-codec.ts';
import type { WebhookEndpoint } from '../core/state.ts';
import { RecordObjects } from './record-objects.ts';
import { publicTask } from '../ops/task-projection.ts';
import { publicLoop } from '../ops/loop-ops.ts';
import type { Engine } from '../runtime/engine.ts';
import { eventsOf, matches, type WebhookEvent } from './events.ts';
import { workflowView } from '../projections/workflow-view.ts';
import { campaignView } from '../projections/campaign-view.ts';

/** Standard Webhooks' schedule: the delay before each attempt after the previous one failed. */
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [
  0, 5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 14 * 3_600_000, 20 * 3_600_000, 24 * 3_600_000,
];

export const cursorKey = (shard: number) => `webhooks.cursor.${shard}`;

export interface DispatcherOptions {
  scheduleMs?: readonly number[];
  /** ± this fraction of each delay (0.1 = ±10 %). */
  jitter?: number;
  timeoutMs?: number;
  maxInFlight?: number;
  maxInFlightPerEndpoint?: number;
  maxQueued?: number;
  maxQueuedPerEndpoint?: number;
  cursorEveryMs?: number;
  fetch?: typeof fetch;
  /** The real wall clock, for webhook-timestamp (never the service's test clock). */
  wallClock?: () => number;
  /** Told of every attempt and its answer (the console's delivery log). */
  onAttempt?: (attempt: DeliveryAttempt) => void;
}

export interface DeliveryAttempt {
  orgId: string;
  endpointId: string;
  eventId: string;
  type: string;
  /** 1 for the first try of this delivery. */
  attempt: number;
  atMs: number;
  /** The receiver's HTTP status; null when there was no answer (timeout, refused, reset). */
  status: number | null;
  outcome: 'delivered' | 'gone' | 'failed';
  durationMs: number;
  /** Why there was no answer, in a word or two. */
  error: string | null;
  body: string;
  resend: boolean;
  event: WebhookEvent;
}

interface Delivery {
  event: WebhookEvent;
  endpointId: string;
  body: string;
  /** Attempts made so far. */
  attempts: number;
  dueAtMs: number;
  /** Sent again by hand: outside the cursor's accounting (its record was finished long ago). */
  resend?: true;
}

interface Spill {
  shard: number;
  orgId: string;
  /** The first record not yet read for this endpoint. */
  fromSeq: number;
  running: boolean;
}


export class WebhookDispatcher {
  private readonly schedule: readonly number[];
  private readonly jitter: number;
  private readonly timeoutMs: number;
  private readonly maxInFlight: number;
  private readonly maxInFlightPerEndpoint: number;
  private readonly maxQueued: number;
  private readonly maxQueuedPerEndpoint: number;
  private readonly cursorEveryMs: number;
  private readonly fetch: typeof fetch;
  private readonly onAttempt: ((attempt: DeliveryAttempt) => void) | undefined;
  private readonly wallClock: () => number;

  /** Per shard: every record up to here has had its deliveries enqueued (or had none). */
  private readonly handled: number[] = [];
  /** Per shard: the highest record applied to state (what may be read back from the WAL). */
  private readonly applied: number[] = [];
  /** Per shard: records after `handled` are left in the WAL, to be read back by catchUp. */
  private readonly spilling: boolean[] = [];
  private readonly catching: boolean[] = [];
  private readonly persisted: number[] = [];
  /** Per shard: record seq → deliveries of it not yet finished. */
  private readonly pending: Array<Map<number, number>> = [];
  private readonly spills = new Map<string, Spill>();
  /** Endpoint → seq of the record that created it, for every endpoint created after the cursor. */
  private readonly createdAt = new Map<string, number>();
  /** Endpoints that answered 410 (their disable may not have committed yet). */
  private readonly gone = new Set<string>();
  private readonly backlog = new Map<string, number>();
  private size = 0;

  /** What records refer to: in memory, on its way to the archive, or fetched for a read-back record. */
  private readonly objects: RecordObjects;

  private readonly ready = new Map<string, Delivery[]>();
  private readonly delayed: Delivery[] = [];
  private inFlight = 0;
  private readonly inFlightOf = new Map<string, number>();
  private readonly controllers = new Set<AbortController>();
  private readonly reads = new Set<Promise<void>>();
  private idle: Array<() => void> = [];
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  private cursorTimer: NodeJS.Timeout | undefined;
  private pumpQueued = false;
  private resumed = false;
  private stopped = false;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly engine: Engine,
    options: DispatcherOptions = {},
  ) {
    this.schedule = options.scheduleMs && options.scheduleMs.length > 0 ? options.scheduleMs : DEFAULT_RETRY_SCHEDULE_MS;
    this.jitter = options.jitter ?? 0.1;
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.maxInFlight = options.maxInFlight ?? 32;
    this.maxInFlightPerEndpoint = options.maxInFlightPerEndpoint ?? 4;
    this.maxQueued = options.maxQueued ?? 10_000;
    this.maxQueuedPerEndpoint = options.maxQueuedPerEndpoint ?? 1_000;
    this.cursorEveryMs = options.cursorEveryMs ?? 1_000;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.onAttempt = options.onAttempt;
    this.wallClock = options.wallClock ?? Date.now;
    this.objects = new RecordObjects(engine);
    for (let shard = 0; shard < engine.shardCount; shard++) {
      const head = engine.wal.head(shard).seq;
      this.handled.push(head);
      this.applied.push(head);
      this.persisted.push(head);
      this.spilling.push(true); // until resume() has read back what the last run left unfinished
      this.catching.push(false);
      this.pending.push(new Map());
    }
  }

  /** A record just committed (and applied) on `shard`. Only enqueues: never waits, never sends. */
  committed(shard: number, seq: number, record: CommandRecord): void {
    if (this.stopped || shard >= this.handled.length) return;
    if (seq > this.applied[shard]!) this.applied[shard] = seq;
    try {
      for (const e of record.events) {
        if (e.type === 'WebhookEndpointCreated') this.createdAt.set(e.endpoint.id, seq);
        else if (e.type === 'WebhookEndpointDeleted' || e.type === 'WebhookEndpointDisabled') this.drop(e.endpointId);
      }
      if (this.spilling[shard] || seq <= this.handled[shard]!) return;
      if (seq !== this.handled[shard]! + 1 || this.size >= this.maxQueued) {
        this.spilling[shard] = true;
        this.later(() => this.catchUp(shard));
        return;
      }
      this.handle(shard, seq, record);
    } catch {
      // Never into the command path (the record is committed; its caller must get its answer):
      // the shard spills, and its records are read back from the WAL later.
      this.spilling[shard] = true;
    }
  }

  /**
   * Reads back each shard's records after its stored cursor and enqueues their events again under
   * the same ids (their data from the current state, `state` set to the event's). The first start
   * on a log begins at its head: history from before webhooks existed is not sent.
   */
  async resume(): Promise<void> {
    const heads = [...this.handled];
    for (let shard = 0; shard < this.handled.length; shard++) {
      const stored = await this.engine.wal.getMeta(cursorKey(shard));
      const n = Number(stored);
      const cursor = stored === undefined ? heads[shard]! : Number.isSafeInteger(n) && n >= 0 ? Math.min(n, heads[shard]!) : 0;
      if (stored === undefined) await this.engine.wal.putMeta(cursorKey(shard), String(cursor));
      this.handled[shard] = cursor;
      this.persisted[shard] = cursor;
      // Endpoints created between the cursor and the head must not get the events before them.
      await this.read(shard, cursor, () => heads[shard]!, (seq, record) => {
        for (const e of record.events) if (e.type === 'WebhookEndpointCreated' && !this.createdAt.has(e.endpoint.id)) this.createdAt.set(e.endpoint.id, seq);
        return true;
      }, (payload) => recordHasEvent(payload, 'WebhookEndpointCreated'));
    }
    this.resumed = true;
    this.cursorTimer = setInterval(() => void this.flushCursors().catch(() => {}), this.cursorEveryMs);
    this.cursorTimer.unref();
    for (let shard = 0; shard < this.handled.length; shard++) this.later(() => this.catchUp(shard));
  }

  /**
   * Stops sending and persists the cursors. Requests in flight get `graceMs` to answer; those still
   * waiting then are aborted and stay unfinished, so the next start sends them again.
   */
  async stop(graceMs = 1_000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.cursorTimer) clearInterval(this.cursorTimer);
    if (this.inFlight > 0) {
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([new Promise<void>((resolve) => this.idle.push(resolve)), new Promise<void>((resolve) => (wait = setTimeout(resolve, graceMs)))]);
      clearTimeout(wait);
    }
    for (const c of this.controllers) c.abort();
    await Promise.allSettled([...this.reads]);
    await this.flushing?.catch(() => {});
    await this.flushCursors(true);
  }

  /** For tests and status: what is held in memory and how far each shard is finished. */
  stats(): { queued: number; inFlight: number; cursors: number[]; spilling: number[]; spilledEndpoints: string[] } {
    return {
      queued: this.size,
      inFlight: this.inFlight,
      cursors: this.handled.map((_, s) => this.cursorOf(s)),
      spilling: this.spilling.flatMap((v, s) => (v ? [s] : [])),
      spilledEndpoints: [...this.spills.keys()],
    };
  }

  /** What metrics read at each scrape: two numbers, no walk over the queue. */
  depth(): { queued: number; inFlight: number } {
    return { queued: this.size, inFlight: this.inFlight };
  }

  // ---- deriving deliveries ----

  /** Enqueues a record's deliveries: for every endpoint, or (reading back a spill) only `only`. */
  private handle(shard: number, seq: number, record: CommandRecord, only?: string): void {
    this.enqueueRecord(shard, seq, record, only);
    if (only === undefined) this.handled[shard] = seq; // not if enqueueing threw: the record is read back
  }

  private enqueueRecord(shard: number, seq: number, record: CommandRecord, only?: string): void {
    const events = eventsOf(shard, seq, record, (taskId) => this.objects.taskOf(shard, taskId)?.task.orgId, (loopId) => this.objects.loopOf(shard, loopId), (wfId) => this.objects.workflowOf(shard, wfId)?.workflow.orgId, (cmpId) => this.engine.shards[shard]!.state.campaigns.get(cmpId)?.orgId);
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
        if (!this.wants(endpoint, seq, event.type)) continue;
        let ok = take.get(endpoint.id);
        if (ok === undefined) {
          ok = only !== undefined || this.admit(endpoint.id, shard, org.id, seq);
          take.set(endpoint.id, ok);
        }
        if (!ok) continue;
        body ??= this.payload(shard, event);
        this.enqueue({ event, endpointId: endpoint.id, body, attempts: 0, dueAtMs: 0 });
      }
    }
  }

  private wants(endpoint: WebhookEndpoint, seq: number, type: string): boolean {
    if (endpoint.disabled || this.gone.has(endpoint.id) || !matches(endpoint.events, type)) return false;
    const created = this.createdAt.get(endpoint.id);
    return created === undefined || created < seq;
  }

  /** Whether this endpoint takes more deliveries in memory now; if not, it spills from `seq`. */
  private admit(endpointId: string, shard: number, orgId: string, seq: number): boolean {
    if (this.spills.has(endpointId)) return false;
    if ((this.backlog.get(endpointId) ?? 0) < this.maxQueuedPerEndpoint) return true;
    this.spills.set(endpointId, { shard, orgId, fromSeq: seq, running: false });
    return false;
  }

  /** `{id, type, created_at, data}`: data is the task as GET shows it, in the event's state. */
  private payload(shard: number, event: WebhookEvent): string {
    let data: unknown;
    if (event.campaignId !== undefined) {
      // Campaigns stay in memory once finished: the campaign as GET shows it now, in the event's status.
      const state = this.engine.shards[shard]!.state;
      data = { ...campaignView(state, state.campaigns.get(event.campaignId)!, this.engine.now()), status: event.state };
    } else if (event.workflowId !== undefined) {
      data = { ...workflowView(this.objects.workflowOf(shard, event.workflowId)!), state: event.state };
    } else if (event.loopId !== undefined) {
      const loop = this.objects.loopOf(shard, event.loopId)!;
      const run = event.runId ? loop.runs.find((r) => r.id === event.runId) : undefined;
      data = { ...publicLoop(loop), status: event.state, ...(run ? { run: { id: run.id, due_at: new Date(run.dueMs).toISOString(), status: 'proposed' } } : {}) };
    } else {
      data = { ...publicTask(this.objects.taskOf(shard, event.taskId)!, this.engine.now()), state: event.state };
    }
    return JSON.stringify({ id: event.id, type: event.type, created_at: event.createdAt, data });
  }

  // ---- reading records back from the WAL ----

  /**
   * Records of `shard` after `afterSeq`, up to `until()` (re-read as it grows), through `step`
   * until it answers false. `want` may rule a record out from its payload bytes before decoding.
   */
  private read(shard: number, afterSeq: number, until: () => number, step: (seq: number, record: CommandRecord) => boolean, want?: (payload: Uint8Array) => boolean): Promise<boolean> {
    const job = (async () => {
      let last = afterSeq;
      while (!this.stopped && last < until()) {
        const before = last;
        for await (const entry of this.engine.wal.read(shard, last)) {
          if (this.stopped || entry.seq > until()) break;
          if (want && !want(entry.payload)) {
            last = entry.seq;
            continue;
          }
          const record = decodeRecord(entry.payload);
          const fetched = want ? undefined : await this.objects.prefetch(shard, record);
          const going = this.objects.with(fetched, () => step(entry.seq, record));
          if (!going) return false;
          last = entry.seq;
        }
        if (last === before) break;
      }
      return !this.stopped;
    })();
    const tracked = job.then(() => undefined, () => undefined);
    this.reads.add(tracked);
    void tracked.finally(() => this.reads.delete(tracked));
    return job;
  }

  /** Reads a spilling shard's records back into the queue, while there is room; then goes live. */
  private async catchUp(shard: number): Promise<void> {
    if (this.stopped || !this.resumed || !this.spilling[shard] || this.catching[shard]) return;
    this.catching[shard] = true;
    try {
      while (!this.stopped) {
        const whole = await this.read(shard, this.handled[shard]!, () => this.applied[shard]!, (seq, record) => {
          if (this.size >= this.maxQueued) return false;
          this.handle(shard, seq, record);
          return true;
        });
        if (!whole) return;
        // Synchronous with the last read: no record can commit between this check and going live.
        if (this.handled[shard] === this.applied[shard]) {
          this.spilling[shard] = false;
          return;
        }
      }
    } catch {
      // The log is closing, or unreadable: the cursor stays put and the next start reads again.
    } finally {
      this.catching[shard] = false;
    }
  }

  /** Reads back one spilled endpoint's deliveries, up to where its shard is handled. */
  private async catchUpEndpoint(endpointId: string): Promise<void> {
    const spill = this.spills.get(endpointId);
    if (this.stopped || !spill || spill.running || (this.backlog.get(endpointId) ?? 0) > this.maxQueuedPerEndpoint / 2) return;
    spill.running = true;
    try {
      while (!this.stopped && this.spills.get(endpointId) === spill) {
        if (!this.endpoint(spill.shard, spill.orgId, endpointId)) {
          this.spills.delete(endpointId);
          return;
        }
        const whole = await this.read(spill.shard, spill.fromSeq - 1, () => this.handled[spill.shard]!, (seq, record) => {
          if (this.spills.get(endpointId) !== spill || (this.backlog.get(endpointId) ?? 0) >= this.maxQueuedPerEndpoint) return false;
          this.handle(spill.shard, seq, record, endpointId);
          spill.fromSeq = seq + 1;
          return true;
        });
        if (!whole) return;
        if (spill.fromSeq > this.handled[spill.shard]!) {
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
      const pending = this.pending[d.event.shard]!;
      pending.set(d.event.seq, (pending.get(d.event.seq) ?? 0) + 1);
    }
    this.toReady(d);
  }

  /** Delivered, given up, or the endpoint is gone: the record's hold on the cursor lifts. */
  private finish(d: Delivery): void {
    this.size -= 1;
    const left = (this.backlog.get(d.endpointId) ?? 1) - 1;
    if (left > 0) this.backlog.set(d.endpointId, left);
    else this.backlog.delete(d.endpointId);
    if (!d.resend) {
      const pending = this.pending[d.event.shard]!;
      const n = (pending.get(d.event.seq) ?? 1) - 1;
      if (n > 0) pending.set(d.event.seq, n);
      else pending.delete(d.event.seq);
    }
    if (this.spills.has(d.endpointId) && left <= this.maxQueuedPerEndpoint / 2) this.later(() => this.catchUpEndpoint(d.endpointId));
    if (this.size <= this.maxQueued / 2) {
      for (let s = 0; s < this.spilling.length; s++) if (this.spilling[s] && !this.catching[s]) this.later(() => this.catchUp(s));
    }
  }

  /** Forgets every queued delivery of an endpoint that was deleted, disabled or answered 410. */
  private drop(endpointId: string): void {
    this.spills.delete(endpointId);
    const list = this.ready.get(endpointId);
    if (list) {
      this.ready.delete(endpointId);
      for (const d of list) this.finish(d);
    }
    if (this.delayed.some((d) => d.endpointId === endpointId)) {
      const keep = this.delayed.filter((d) => d.endpointId !== endpointId);
      for (const d of this.delayed) if (d.endpointId === endpointId) this.finish(d);
      this.delayed.length = 0;
      for (const d of keep) heapPush(this.delayed, d);
    }
  }

  private toReady(d: Delivery): void {
    const list = this.ready.get(d.endpointId);
    if (list) list.push(d);
    else this.ready.set(d.endpointId, [d]);
    this.schedulePump();
  }

  private schedulePump(): void {
    if (this.pumpQueued || this.stopped) return;
    this.pumpQueued = true;
    setImmediate(() => this.pump());
  }

  private pump(): void {
    this.pumpQueued = false;
    if (this.stopped) return;
    const now = Date.now();
    while (this.delayed.length > 0 && this.delayed[0]!.dueAtMs <= now) {
      const d = heapPop(this.delayed)!;
      const list = this.ready.get(d.endpointId);
      if (list) list.push(d);
      else this.ready.set(d.endpointId, [d]);
    }
    // Round robin: an endpoint that got a slot moves to the back, so no receiver starves another.
    let progressed = true;
    while (progressed && this.inFlight < this.maxInFlight) {
      progressed = false;
      for (const [endpointId, list] of [...this.ready]) {
        if (this.inFlight >= this.maxInFlight) break;
        if ((this.inFlightOf.get(endpointId) ?? 0) >= this.maxInFlightPerEndpoint) continue;
        const d = list.shift()!;
        this.ready.delete(endpointId);
        if (list.length > 0) this.ready.set(endpointId, list);
        void this.attempt(d);
        progressed = true;
      }
    }
    this.arm();
  }

  private arm(): void {
    const next = this.delayed[0]?.dueAtMs;
    if (next === undefined || next >= this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = next;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      this.pump();
    }, Math.max(0, next - Date.now()));
    this.timer.unref();
  }

  private endpoint(shard: number, orgId: string, endpointId: string): WebhookEndpoint | undefined {
    const endpoint = this.engine.shards[shard]?.state.orgs.get(orgId)?.webhooks.get(endpointId);
    return endpoint && !endpoint.disabled && !this.gone.has(endpointId) ? endpoint : undefined;
  }

  /** Sends a delivery again by hand (the console's resend), with the same id and body. */
  resend(event: WebhookEvent, endpointId: string, body: string): void {
    this.enqueue({ event, endpointId, body, attempts: 0, dueAtMs: 0, resend: true });
    this.schedulePump();
  }

  // ---- sending ----

  private async attempt(d: Delivery): Promise<void> {
    const endpoint = this.endpoint(d.event.shard, d.event.orgId, d.endpointId);
    if (!endpoint) {
      this.finish(d);
      return;
    }
    this.inFlight += 1;
    this.inFlightOf.set(d.endpointId, (this.inFlightOf.get(d.endpointId) ?? 0) + 1);
    const controller = new AbortController();
    this.controllers.add(controller);
    let outcome: 'delivered' | 'gone' | 'failed';
    let status: number | null = null;
    let error: string | null = null;
    const startedMs = this.wallClock();
    try {
      const at = new Date(startedMs);
      const signature = new Webhook(endpoint.secret).sign(d.event.id, at, d.body);
      const res = await this.fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'errand-webhooks/1',
          'webhook-id': d.event.id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body: d.body,
        redirect: 'manual', // a redirect is a failure, never a way to another host
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(this.timeoutMs)]),
      });
      await res.body?.cancel().catch(() => {});
      status = res.status;
      outcome = res.status >= 200 && res.status < 300 ? 'delivered' : res.status === 410 ? 'gone' : 'failed';
    } catch (err) {
      outcome = 'failed'; // timeout, refused, reset
      error = (err as Error).name === 'TimeoutError' ? 'timeout' : ((err as { cause?: { code?: string } }).cause?.code ?? 'no answer');
    } finally {
      this.inFlight -= 1;
      const n = (this.inFlightOf.get(d.endpointId) ?? 1) - 1;
      if (n > 0) this.inFlightOf.set(d.endpointId, n);
      else this.inFlightOf.delete(d.endpointId);
      this.controllers.delete(controller);
      if (this.inFlight === 0) for (const wake of this.idle.splice(0)) wake();
    }
    this.onAttempt?.({
      orgId: d.event.orgId, endpointId: d.endpointId, eventId: d.event.id, type: d.event.type, attempt: d.attempts + 1,
      atMs: startedMs, status, outcome, durationMs: this.wallClock() - startedMs, error, body: d.body, resend: d.resend === true, event: d.event,
    });
    if (outcome === 'delivered') {
      this.finish(d);
      this.schedulePump();
      return;
    }
    if (this.stopped) return; // unfinished: the cursor still holds its record, the next start sends it again
    d.attempts += 1;
    if (outcome === 'gone') {
      this.gone.add(d.endpointId);
      this.finish(d);
      this.drop(d.endpointId);
      this.engine.execute({ type: 'DisableWebhookEndpoint', orgId: d.event.orgId, endpointId: d.endpointId }).catch(() => {});
    } else if (d.attempts >= this.schedule.length) {
      this.finish(d); // given up after the last attempt of the schedule
    } else {
      const base = this.schedule[d.attempts]!;
      d.dueAtMs = Date.now() + Math.max(0, Math.round(base * (1 + (Math.random() * 2 - 1) * this.jitter)));
      heapPush(this.delayed, d);
    }
    this.schedulePump();
  }

  // ---- the cursor ----

  private cursorOf(shard: number): number {
    let cursor = this.handled[shard]!;
    for (const seq of this.pending[shard]!.keys()) if (seq - 1 < cursor) cursor = seq - 1;
    for (const s of this.spills.values()) if (s.shard === shard && s.fromSeq - 1 < cursor) cursor = s.fromSeq - 1;
    return cursor;
  }

  /** Persists every cursor that moved; also the periodic nudge for spills waiting to be read back. */
  private flushCursors(final = false): Promise<void> {
    if (!this.resumed || (this.stopped && !final)) return Promise.resolve();
    if (!final) {
      for (const endpointId of this.spills.keys()) this.later(() => this.catchUpEndpoint(endpointId));
      if (this.size <= this.maxQueued / 2) for (let s = 0; s < this.spilling.length; s++) if (this.spilling[s]) this.later(() => this.catchUp(s));
    }
    return (this.flushing ??= (async () => {
      try {
        for (let shard = 0; shard < this.handled.length; shard++) {
          const cursor = this.cursorOf(shard);
          if (cursor <= this.persisted[shard]!) continue;
          await this.engine.wal.putMeta(cursorKey(shard), String(cursor));
          this.persisted[shard] = cursor;
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

// A binary min-heap on dueAtMs: retries waiting for their time.
function heapPush(heap: Delivery[], d: Delivery): void {
  heap.push(d);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (heap[parent]!.dueAtMs <= heap[i]!.dueAtMs) break;
    [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
    i = parent;
  }
}

function heapPop(heap: Delivery[]): Delivery | undefined {
  const top = heap[0];
  const last = heap.pop();
  if (heap.length > 0 && last) {
    heap[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && heap[l]!.dueAtMs < heap[m]!.dueAtMs) m = l;
      if (r < heap.length && heap[r]!.dueAtMs < heap[m]!.dueAtMs) m = r;
      if (m === i) break;
      [heap[m], heap[i]] = [heap[i]!, heap[m]!];
      i = m;
    }
  }
  return top;
}
