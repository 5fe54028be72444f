// The caller's side of a command forwarded to the node that owns its shard (docs/scale.md,
// "Several nodes"): NATS request/reply on the shard's command subject, then a wait until this
// node's follower has applied the seq the owner's answer carries (read-your-writes).
import type { NatsConnection } from '@nats-io/transport-node';
import type { Command } from '../core/commands.ts';
import { DomainError, shardMoving } from '../errors/problem.ts';
import { ownAnswer } from '../runtime/answer-queue.ts';
import { decodeReply, encodeForward, errorOfReply } from './forward-codec.ts';

export interface ForwarderOptions {
  /** The log's connection (it exists once the log is open). */
  readonly connection: () => NatsConnection;
  readonly subject: (shard: number) => string;
  /** How long a forwarded command may take at the owner, commit included. */
  readonly forwardTimeoutMs: number;
  /** How long the caller waits for its follower to reach the answer's seq. */
  readonly catchUpTimeoutMs: number;
  /** Resolves once this node's replica of `shard` has applied `seq` (or the timeout ran out). */
  readonly waitDurable: (shard: number, seq: number, timeoutMs: number) => Promise<void>;
}

export class Forwarder {
  /** Per shard: forwarded commands awaiting the owner's answer. */
  private readonly forwarding = new Map<number, Set<(error: Error) => void>>();

  constructor(private readonly options: ForwarderOptions) {}

  async send(shard: number, command: Command): Promise<unknown> {
    const { options } = this;
    let bytes: Uint8Array;
    // Ended early when this node takes the shard itself: the owner it was sent to is gone, and the
    // client, told to retry with its key, is then answered here instead of after the full timeout.
    let taken!: (error: Error) => void;
    const abandoned = new Promise<never>((_, reject) => (taken = reject));
    const waiting = this.forwarding.get(shard) ?? new Set();
    this.forwarding.set(shard, waiting);
    waiting.add(taken);
    try {
      const answer = await Promise.race([
        options.connection().request(options.subject(shard), encodeForward(command), {
          timeout: options.forwardTimeoutMs,
        }),
        abandoned,
      ]);
      bytes = answer.data;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // No responder: nobody owns the shard now (its lease is vacant or being taken), so nothing
      // was applied. Anything else (a timeout, a connection lost while the request was out)
      // leaves the outcome unknown: the client retries with its idempotency key.
      if (isNoResponders(error)) throw shardMoving();
      throw new DomainError('unavailable', { reason: 'forward_timeout', retry_after_seconds: 1 });
    } finally {
      waiting.delete(taken);
    }
    const reply = decodeReply(bytes);
    if (!reply.ok) throw errorOfReply(reply.error);
    await options.waitDurable(shard, reply.seq, options.catchUpTimeoutMs);
    // The owner gave this answer at its own record's barrier and this node has applied that
    // record: the command's own answer, which waits for nothing decided here (docs/design.md,
    // "Commit barrier"). Held behind this node's own shards instead, it was turned into 503
    // shard_moving when one of them stopped owning with records in flight, though the command had
    // been applied (docs/scale.md, "Known defects").
    return ownAnswer(reply.result);
  }

  /** This node took `shard`: commands forwarded for it and unanswered end, outcome unknown. */
  abandon(shard: number): void {
    for (const abandon of this.forwarding.get(shard) ?? [])
      abandon(
        new DomainError('unavailable', { reason: 'forward_timeout', retry_after_seconds: 1 }),
      );
  }
}

/** The server's "no responders" answer: the request reached no subscriber, so none acted on it. */
function isNoResponders(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // nats.js names it 'NoResponders' (a RequestError's cause); the class is NoRespondersError.
  const named = (e: unknown) =>
    e instanceof Error && (e.name === 'NoResponders' || e.name === 'NoRespondersError');
  return named(error) || named(error.cause);
}
