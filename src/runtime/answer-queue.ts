// The commit barrier of a shard: answers held until the records they were decided against are
// durable. Entries arrive in the order they were decided, so their barrier seqs never decrease
// and release is a walk from the front.

type Outcome = { readonly value: unknown } | { readonly error: unknown };

interface Entry {
  readonly barrierSeq: number;
  readonly outcome: Outcome;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

function settle(outcome: Outcome, resolve: (value: unknown) => void, reject: (error: unknown) => void): void {
  if ('error' in outcome) reject(outcome.error);
  else resolve(outcome.value);
}

export class AnswerQueue {
  private entries: Array<Entry | undefined> = [];
  private head = 0;

  get size(): number {
    return this.entries.length - this.head;
  }

  /** The answer, given once seq `barrierSeq` is durable (at once when `durableSeq` covers it). */
  push(barrierSeq: number, durableSeq: number, outcome: Outcome): Promise<unknown> {
    if (barrierSeq <= durableSeq && this.size === 0) {
      return 'error' in outcome ? Promise.reject(outcome.error) : Promise.resolve(outcome.value);
    }
    return new Promise((resolve, reject) => {
      this.entries.push({ barrierSeq, outcome, resolve, reject });
    });
  }

  /** Gives every answer whose barrier is at or below `durableSeq`. */
  release(durableSeq: number): void {
    while (this.head < this.entries.length) {
      const entry = this.entries[this.head]!;
      if (entry.barrierSeq > durableSeq) break;
      this.entries[this.head++] = undefined;
      settle(entry.outcome, entry.resolve, entry.reject);
    }
    this.compact();
  }

  /** After a failed write: nothing decided after it may be answered as if it had happened. */
  failAll(error: () => unknown): void {
    const pending = this.entries.slice(this.head) as Entry[];
    this.entries = [];
    this.head = 0;
    for (const entry of pending) entry.reject(error());
  }

  private compact(): void {
    if (this.head === this.entries.length) {
      this.entries = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
  }
}
