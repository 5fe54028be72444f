// Who may write a log: a lease kept in a stream of its own, changed only by a publish that names
// the stream sequence it read (expect.lastSequence). Not a KV bucket: KV revision checks are
// expect.lastSubjectSequence, which on nats-server 2.9.10 let both of two racing updates win on
// R3 (64 of 100 here). The lease is the polite fence (a second open is refused, a writer whose
// lease ran out stops by its own clock); the record streams' expected sequences are the hard one.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import {
  FencedError,
  isWrongLastSequence,
  streamConfig,
  untilDeadline,
  type JetStreamContext,
} from './jetstream-context.ts';

interface LeaseValue {
  readonly owner: string;
  /** One per open, so two handles of one node are two holders. */
  readonly token: string;
  /** Wall clock: other nodes judge expiry by their own clocks, so keep skew well under the TTL. */
  readonly expiresAtMs: number;
}

export interface LeaseOptions {
  readonly owner: string;
  /**
   * Where the lease lives and what it guards: default the whole log's lease stream. A shard's
   * lease (several nodes) is a stream of its own, for the same reason the records are: only a
   * whole stream's expected sequence is a safe compare-and-set on 2.9.10.
   */
  readonly target?: { readonly stream: string; readonly subject: string; readonly what: string };
  readonly ttlMs: number;
  /** Renew this often; default a third of the TTL. */
  readonly renewEveryMs?: number;
  /**
   * Told of each take, renewal and release: the performance.now() until which the lease holds
   * (engine threads writing under it read this: jetstream-lease-share.ts).
   */
  readonly onValidUntil?: (validUntil: number) => void;
}

/** The whole-log lease as a node's settings name it (WAL=jetstream, with or without threads). */
export interface WholeLogLeaseSettings {
  /** Names this node in the lease; default host:pid. */
  readonly nodeId?: string;
  /** A writer that has not renewed its lease for this long is presumed dead. Default 10 s. */
  readonly leaseTtlMs?: number;
  /** Default a third of the TTL. */
  readonly leaseRenewEveryMs?: number;
}

/** The lease those settings ask for. */
export function wholeLogLease(settings: WholeLogLeaseSettings): LeaseOptions {
  return {
    owner: settings.nodeId ?? `${os.hostname()}:${process.pid}`,
    ttlMs: settings.leaseTtlMs ?? 10_000,
    ...(settings.leaseRenewEveryMs === undefined
      ? {}
      : { renewEveryMs: settings.leaseRenewEveryMs }),
  };
}

export class LeaseHeldError extends Error {
  constructor(
    readonly holder: string,
    expiresAtMs: number,
    what = 'the log',
  ) {
    super(
      `${what} is held by ${holder} until ${new Date(expiresAtMs).toISOString()}; refusing a ` +
        `second writer`,
    );
    this.name = 'LeaseHeldError';
  }
}

export class Lease {
  private readonly token = randomUUID();
  /** Stream sequence of our last lease message: what the next renewal expects. */
  private seq = 0;
  /** performance.now() after which we no longer count as holder, whatever the server says. */
  private validUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private lost: Error | undefined;
  private renewal: Promise<void> | undefined;
  private paused = false;
  /** What the lease was when this one took it: for the log line of a take. */
  private before = 'never held before';

  private readonly stream: string;
  private readonly subject: string;
  private readonly what: string;

  constructor(
    private readonly ctx: JetStreamContext,
    private readonly options: LeaseOptions,
    private readonly onLost: (error: Error) => void,
  ) {
    assert(options.ttlMs >= 500, 'lease TTL must be at least 500 ms');
    this.stream = options.target?.stream ?? ctx.names.leaseStream;
    this.subject = options.target?.subject ?? ctx.names.leaseSubject;
    this.what = options.target?.what ?? 'the log';
  }

  /** Takes the lease if nobody holds a live one; throws LeaseHeldError otherwise. */
  async acquire(): Promise<void> {
    const { jsm } = this.ctx;
    const deadline = performance.now() + this.ctx.writeRetryMs;
    await untilDeadline(deadline, () =>
      jsm.streams.add(streamConfig(this.ctx, this.stream, [this.subject], { max_msgs: 1 })),
    );
    const info = await jsm.streams.info(this.stream);
    const current =
      info.state.messages > 0
        ? await jsm.streams.getMessage(this.stream, { last_by_subj: this.subject })
        : null;
    if (current !== null) {
      const held = current.json<LeaseValue>();
      if (held.token !== this.token && held.expiresAtMs > Date.now())
        throw new LeaseHeldError(held.owner, held.expiresAtMs, this.what);
      const ranOut = `${held.owner}'s lease had run out`;
      this.before = held.expiresAtMs === 0 ? `handed back by ${held.owner}` : ranOut;
    }
    try {
      await this.publish(info.state.last_seq, Date.now() + this.options.ttlMs);
    } catch (error) {
      // Someone else took it between our read and our write.
      if (isWrongLastSequence(error))
        throw new LeaseHeldError('another node', Date.now() + this.options.ttlMs, this.what);
      throw error;
    }
    this.schedule(this.options.renewEveryMs ?? Math.floor(this.options.ttlMs / 3));
  }

  /** What the lease was before this one took it: never held, handed back by X, or X's ran out. */
  get takenFrom(): string {
    return this.before;
  }

  /** Test hook: renews no more, as a node that hung would; see SharedJetStreamWal.hang. */
  pauseRenewals(): void {
    this.paused = true;
    this.stopTimer();
  }

  private schedule(ms: number): void {
    if (this.paused) return;
    this.timer = setTimeout(() => {
      this.renewal = this.renew().finally(() => (this.renewal = undefined));
    }, ms);
    this.timer.unref();
  }

  /** Who took the log over, in which open: said by each fence message. */
  get fenceTag(): { owner: string; token: string } {
    return { owner: this.options.owner, token: this.token };
  }

  /**
   * Asks the server, not our clock, whether the lease still names us; loses it when it does not.
   * For writes no fence guards (a shard's first record); a takeover in the instant between this
   * read and the write is not covered.
   */
  async confirm(): Promise<void> {
    this.check();
    const current = await this.ctx.jsm.streams.getMessage(this.stream, {
      last_by_subj: this.subject,
    });
    if (current === null || current.json<LeaseValue>().token !== this.token) {
      this.lose(
        new FencedError(
          `${this.what}: the write lease was taken by ` +
            `${current?.json<LeaseValue>().owner ?? 'nobody'}`,
        ),
      );
    }
    this.check();
  }

  /** Writes may go on: the lease was renewed within its TTL (by our clock) and never lost. */
  check(): void {
    if (this.lost !== undefined) throw this.lost;
    if (performance.now() >= this.validUntil)
      this.lose(new FencedError(`${this.what}: the write lease expired before it was renewed`));
    if (this.lost !== undefined) throw this.lost;
  }

  private async publish(
    expect: number,
    expiresAtMs: number,
    timeoutMs = this.ctx.publishTimeoutMs,
  ): Promise<void> {
    const sentAt = performance.now();
    const value: LeaseValue = { owner: this.options.owner, token: this.token, expiresAtMs };
    const ack = await this.ctx.js.publish(this.subject, JSON.stringify(value), {
      expect: { lastSequence: expect },
      timeout: timeoutMs,
    });
    this.seq = ack.seq;
    // Counted from before the request left, so our view of the expiry is never later than theirs.
    this.validUntil = sentAt + (expiresAtMs - Date.now()) - 250;
    this.options.onValidUntil?.(this.validUntil);
  }

  /**
   * Renews with a short timeout and retries soon after a failure, so a leader election (5 to 7 s
   * on R3) costs a few attempts, not the lease. A refusal may mean our own timed-out renewal
   * landed: the lease is lost only when the stored holder is someone else.
   */
  private async renew(): Promise<void> {
    if (this.lost !== undefined) return;
    const every = this.options.renewEveryMs ?? Math.floor(this.options.ttlMs / 3);
    try {
      await this.publish(
        this.seq,
        Date.now() + this.options.ttlMs,
        Math.min(this.ctx.publishTimeoutMs, Math.floor(this.options.ttlMs / 5)),
      );
      this.schedule(every);
    } catch (error) {
      if (isWrongLastSequence(error)) {
        const current = await this.ctx.jsm.streams
          .getMessage(this.stream, { last_by_subj: this.subject })
          .catch(() => null);
        if (current !== null && current.json<LeaseValue>().token !== this.token) {
          this.lose(
            new FencedError(
              `${this.what}: the write lease was taken by ${current.json<LeaseValue>().owner}`,
            ),
          );
          return;
        }
        if (current !== null) this.seq = current.seq;
      }
      if (this.lost === undefined) this.schedule(Math.min(every, 500));
    }
  }

  private lose(error: Error): void {
    if (this.lost !== undefined) return;
    this.lost = error;
    this.stopTimer();
    this.onLost(error);
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Hands the lease back so the next open need not wait for it to expire. */
  async release(): Promise<void> {
    this.stopTimer();
    await this.renewal;
    this.stopTimer();
    if (this.lost !== undefined || this.seq === 0) return;
    await this.publish(this.seq, 0).catch(() => undefined);
    this.lost = new FencedError('the write lease was released');
  }
}

/**
 * Ends whatever lease the log has, for an operator who knows its holder is dead and will not
 * wait out the TTL. A holder that is in fact alive is then refused by the record streams'
 * expected sequences on any shard the next holder has written.
 */
export async function breakLease(
  ctx: JetStreamContext,
  target = { stream: ctx.names.leaseStream, subject: ctx.names.leaseSubject },
): Promise<void> {
  const { jsm, js } = ctx;
  const info = await jsm.streams.info(target.stream);
  const value: LeaseValue = { owner: 'broken by operator', token: 'broken', expiresAtMs: 0 };
  await js.publish(target.subject, JSON.stringify(value), {
    expect: { lastSequence: info.state.last_seq },
  });
}
