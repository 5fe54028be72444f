// Callers waiting until a shard's durable seq reaches theirs, each with a deadline: a forwarded
// command's caller waits here so that its own next read sees what it was answered.
import { DomainError } from '../errors/problem.ts';

interface Waiter {
  readonly seq: number;
  readonly resolve: () => void;
}

export class SeqWaiters {
  private waiters: Waiter[] = [];

  /**
   * Resolves once `wake` is called with a seq at or past `seq`; rejects with 503 after `timeoutMs`.
   */
  wait(seq: number, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter = {
        seq,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new DomainError('unavailable', { reason: 'catching_up', retry_after_seconds: 1 }));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  wake(durableSeq: number): void {
    if (this.waiters.length === 0) return;
    const due = this.waiters.filter((w) => w.seq <= durableSeq);
    if (due.length === 0) return;
    this.waiters = this.waiters.filter((w) => w.seq > durableSeq);
    for (const w of due) w.resolve();
  }
}
