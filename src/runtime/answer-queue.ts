// The commit barrier of a shard: answers held until the records they were decided against are
// durable. Entries arrive in the order they were decided, so their barrier seqs never decrease
// and release is a walk from the front.
import { Fifo } from './fifo.ts';

/**
 * The values answered through a shard's own queue: computed when the command was decided, and
 * given only once its own record (and every record before it in its shard) is durable. Such an
 * answer waits for nothing else (docs/design.md, "Commit barrier"), so a later batch that fails
 * cannot turn it into a refusal.
 */
const ownAnswers = new WeakSet<object>();

/** Marks `value` as an answer given at its own record's barrier (objects only; returns it). */
export function ownAnswer<T>(value: T): T {
  if (typeof value === 'object' && value !== null) ownAnswers.add(value);
  return value;
}

/** Whether `value` is an answer given at its own record's barrier (see `ownAnswer`). */
export function isOwnAnswer(value: unknown): boolean {
  return typeof value === 'object' && value !== null && ownAnswers.has(value);
}

type Outcome<T = unknown> = { readonly value: T } | { readonly error: unknown };

interface Entry {
  readonly barrierSeq: number;
  readonly outcome: Outcome;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

function settle(
  outcome: Outcome,
  resolve: (value: unknown) => void,
  reject: (error: unknown) => void,
): void {
  if ('error' in outcome) reject(outcome.error);
  else resolve(outcome.value);
}

export class AnswerQueue {
  private readonly entries = new Fifo<Entry>();

  get size(): number {
    return this.entries.size;
  }

  /** The answer, given once seq `barrierSeq` is durable (at once when `durableSeq` covers it). */
  push<T>(barrierSeq: number, durableSeq: number, outcome: Outcome<T>): Promise<T> {
    if (barrierSeq <= durableSeq && this.entries.size === 0) {
      return 'error' in outcome ? Promise.reject(outcome.error) : Promise.resolve(outcome.value);
    }
    return new Promise<T>((resolve, reject) => {
      // Held with the answers of other commands: `settle` gives back the value pushed here.
      this.entries.push({
        barrierSeq,
        outcome,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
    });
  }

  /** Gives every answer whose barrier is at or below `durableSeq`. */
  release(durableSeq: number): void {
    for (
      let entry = this.entries.peek();
      entry !== undefined && entry.barrierSeq <= durableSeq;
      entry = this.entries.peek()
    ) {
      this.entries.shift();
      settle(entry.outcome, entry.resolve, entry.reject);
    }
  }

  /** After a failed write: nothing decided after it may be answered as if it had happened. */
  failAll(error: () => unknown): void {
    for (const entry of this.entries.drain()) entry.reject(error());
  }
}
