// The sending side of the webhook dispatcher: deliveries ready per endpoint, sent round robin
// within the in-flight bounds (send.ts signs and posts them), and retried on the Standard Webhooks
// schedule, with jitter, from a min-heap of due times. Apart from the dispatcher (dispatcher.ts),
// which knows the records, spills and cursor this queue knows nothing of: how each delivery ends
// is told back through DeliveryHooks.
import type { WebhookEndpoint } from '../core/state.ts';
import type { WebhookEvent } from './events.ts';
import { sendSigned, type SendAnswer } from './send.ts';

/** Standard Webhooks' schedule: the delay before each attempt after the previous one failed. */
const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
];

export interface DeliveryQueueOptions {
  scheduleMs?: readonly number[];
  /** ± this fraction of each delay (0.1 = ±10 %). */
  jitter?: number;
  timeoutMs?: number;
  maxInFlight?: number;
  maxInFlightPerEndpoint?: number;
  fetch?: typeof fetch;
  /** The real wall clock, for webhook-timestamp (never the service's test clock). */
  wallClock?: () => number;
  /** Told of every attempt and its answer (the console's delivery log). */
  onAttempt?: (attempt: DeliveryAttempt) => void;
  /**
   * The commit barrier of the delivery's shard (Shard.barrier): its body is built from that shard's
   * state, which may hold records not yet durable, so it is sent only once they are. Rejects when
   * they never will be: not sent then.
   */
  barrier?: (d: Delivery) => Promise<void> | undefined;
}

export interface DeliveryAttempt extends SendAnswer {
  orgId: string;
  endpointId: string;
  eventId: string;
  type: string;
  /** 1 for the first try of this delivery. */
  attempt: number;
  atMs: number;
  durationMs: number;
  body: string;
  resend: boolean;
  event: WebhookEvent;
}

export interface Delivery {
  event: WebhookEvent;
  endpointId: string;
  body: string;
  /** Attempts made so far. */
  attempts: number;
  dueAtMs: number;
  /** Sent again by hand: outside the cursor's accounting (its record was finished long ago). */
  resend?: true;
  /**
   * Which taking of its shard enqueued it (a shard lost and taken again starts over from its
   * cursor).
   */
  epoch?: number;
}

export interface DeliveryHooks {
  /** Where `d` goes, while its endpoint still takes deliveries (not deleted, disabled or gone). */
  endpointOf(d: Delivery): WebhookEndpoint | undefined;
  /**
   * Delivered, given up, or its endpoint takes no more: the delivery leaves the dispatcher's books.
   */
  finish(d: Delivery): void;
  /** The receiver answered 410 Gone. */
  gone(d: Delivery): void;
  /**
   * Not sent, and never will be from here: what its body was built from will not be durable (its
   * shard failed or moved). It leaves the queue's books but still holds its record's place, so
   * the shard's next owner, or the next start, sends it from the log.
   */
  unsent(d: Delivery): void;
}

export class DeliveryQueue {
  private readonly schedule: readonly number[];
  private readonly jitter: number;
  private readonly timeoutMs: number;
  private readonly maxInFlight: number;
  private readonly maxInFlightPerEndpoint: number;
  private readonly fetch: typeof fetch;
  private readonly onAttempt: ((attempt: DeliveryAttempt) => void) | undefined;
  private readonly wallClock: () => number;
  private readonly barrier: ((d: Delivery) => Promise<void> | undefined) | undefined;

  private readonly ready = new Map<string, Delivery[]>();
  private readonly delayed: Delivery[] = [];
  private sending = 0;
  private readonly inFlightOf = new Map<string, number>();
  private readonly controllers = new Set<AbortController>();
  private idle: Array<() => void> = [];
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  private pumpQueued = false;
  private stopped = false;

  constructor(
    options: DeliveryQueueOptions,
    private readonly hooks: DeliveryHooks,
  ) {
    this.schedule =
      options.scheduleMs && options.scheduleMs.length > 0
        ? options.scheduleMs
        : DEFAULT_RETRY_SCHEDULE_MS;
    this.jitter = options.jitter ?? 0.1;
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.maxInFlight = options.maxInFlight ?? 32;
    this.maxInFlightPerEndpoint = options.maxInFlightPerEndpoint ?? 4;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.onAttempt = options.onAttempt;
    this.wallClock = options.wallClock ?? Date.now;
    this.barrier = options.barrier;
  }

  /** Requests sent and not yet answered. */
  get inFlight(): number {
    return this.sending;
  }

  push(d: Delivery): void {
    const list = this.ready.get(d.endpointId);
    if (list) list.push(d);
    else this.ready.set(d.endpointId, [d]);
    this.schedulePump();
  }

  /** Takes every queued delivery of an endpoint out, ready ones first, for the caller to finish. */
  take(endpointId: string): Delivery[] {
    const taken = this.ready.get(endpointId) ?? [];
    this.ready.delete(endpointId);
    if (this.delayed.some((d) => d.endpointId === endpointId)) {
      const keep = this.delayed.filter((d) => d.endpointId !== endpointId);
      for (const d of this.delayed) if (d.endpointId === endpointId) taken.push(d);
      this.delayed.length = 0;
      for (const d of keep) heapPush(this.delayed, d);
    }
    return taken;
  }

  /**
   * Stops sending. Requests in flight get `graceMs` to answer; those still waiting then are
   * aborted and their deliveries are not finished.
   */
  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.sending > 0) {
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => this.idle.push(resolve)),
        new Promise<void>((resolve) => (wait = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(wait);
    }
    for (const c of this.controllers) c.abort();
  }

  schedulePump(): void {
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
    while (progressed && this.sending < this.maxInFlight) {
      progressed = false;
      for (const [endpointId, list] of [...this.ready]) {
        if (this.sending >= this.maxInFlight) break;
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
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.timerAt = Infinity;
        this.pump();
      },
      Math.max(0, next - Date.now()),
    );
    this.timer.unref();
  }

  private async attempt(d: Delivery): Promise<void> {
    const endpoint = this.hooks.endpointOf(d);
    if (!endpoint) {
      this.hooks.finish(d);
      return;
    }
    this.sending += 1;
    this.inFlightOf.set(d.endpointId, (this.inFlightOf.get(d.endpointId) ?? 0) + 1);
    const controller = new AbortController();
    this.controllers.add(controller);
    let answer: SendAnswer;
    let startedMs = this.wallClock();
    try {
      const held = this.barrier?.(d);
      if (held) {
        if (
          !(await held.then(
            () => true,
            () => false,
          ))
        ) {
          this.hooks.unsent(d);
          return;
        }
        startedMs = this.wallClock();
      }
      answer = await sendSigned(
        this.fetch,
        endpoint,
        d.event.id,
        d.body,
        new Date(startedMs),
        AbortSignal.any([controller.signal, AbortSignal.timeout(this.timeoutMs)]),
      );
    } finally {
      this.sending -= 1;
      const n = (this.inFlightOf.get(d.endpointId) ?? 1) - 1;
      if (n > 0) this.inFlightOf.set(d.endpointId, n);
      else this.inFlightOf.delete(d.endpointId);
      this.controllers.delete(controller);
      if (this.sending === 0) for (const wake of this.idle.splice(0)) wake();
    }
    const { outcome, status, error } = answer;
    this.onAttempt?.({
      orgId: d.event.orgId,
      endpointId: d.endpointId,
      eventId: d.event.id,
      type: d.event.type,
      attempt: d.attempts + 1,
      atMs: startedMs,
      status,
      outcome,
      durationMs: this.wallClock() - startedMs,
      error,
      body: d.body,
      resend: d.resend === true,
      event: d.event,
      ...(answer.response ? { response: answer.response } : {}),
    });
    if (outcome === 'delivered') {
      this.hooks.finish(d);
      this.schedulePump();
      return;
    }
    // unfinished: the cursor still holds its record, the next start sends it again
    if (this.stopped) return;
    d.attempts += 1;
    if (outcome === 'gone') {
      this.hooks.gone(d);
    } else if (d.attempts >= this.schedule.length) {
      this.hooks.finish(d); // given up after the last attempt of the schedule
    } else {
      const base = this.schedule[d.attempts]!;
      d.dueAtMs =
        Date.now() + Math.max(0, Math.round(base * (1 + (Math.random() * 2 - 1) * this.jitter)));
      heapPush(this.delayed, d);
    }
    this.schedulePump();
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
