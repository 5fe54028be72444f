// One shard: a mailbox and the state it owns. Commands run one at a time — decide against
// committed state, append to the WAL, and only once the record is durable apply and answer.
// Shards run side by side, so their appends meet in the WAL's group commit.
import type { Wal } from '../../wal/wal.ts';
import { applyRecord } from '../core/apply.ts';
import type { Command } from '../core/commands.ts';
import { decide, type DecideContext } from '../core/decide.ts';
import type { CommandRecord } from '../core/events.ts';
import { encodeRecord } from '../core/record-codec.ts';
import { encodeState } from '../core/state-codec.ts';
import type { ShardState } from '../core/state.ts';
import { DomainError } from '../errors/problem.ts';

export interface ShardHost {
  readonly wal: Wal;
  readonly snapshotEvery: number;
  readonly mailboxDepthMax: number;
  /** Test-only fault: answer before the record is durable. Exists so the crash checker can be shown to catch loss. */
  readonly ackBeforeWrite: boolean;
  context(): DecideContext;
  committed(shard: number, seq: number, record: CommandRecord): void;
  failed(error: unknown): void;
  isFailed(): boolean;
}

interface Job {
  command: Command;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

export class Shard {
  private readonly queue: Job[] = [];
  private running = false;
  private sinceSnapshot = 0;
  private idle: Array<() => void> = [];

  constructor(
    readonly id: number,
    readonly state: ShardState,
    private readonly host: ShardHost,
  ) {}

  get depth(): number {
    return this.queue.length;
  }

  submit(command: Command): Promise<unknown> {
    if (this.host.isFailed()) return Promise.reject(new DomainError('internal'));
    if (this.queue.length >= this.host.mailboxDepthMax) return Promise.reject(new DomainError('unavailable', { reason: 'shard_busy' }));
    return new Promise((resolve, reject) => {
      this.queue.push({ command, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  /** Resolves once the mailbox is empty and nothing is in flight. */
  settled(): Promise<void> {
    if (!this.running && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private async drain(): Promise<void> {
    this.running = true;
    for (let job = this.queue.shift(); job; job = this.queue.shift()) {
      try {
        job.resolve(await this.run(job.command));
      } catch (error) {
        job.reject(error);
      }
    }
    this.running = false;
    for (const wake of this.idle.splice(0)) wake();
  }

  private async run(command: Command): Promise<unknown> {
    if (this.host.isFailed()) throw new DomainError('internal');
    const ctx = this.host.context();
    const decision = decide(this.state, command, ctx);
    if (decision.kind === 'reply') return decision.result;
    const record: CommandRecord = { v: 1, atMs: ctx.atMs, command: command.type, events: decision.events };
    if (decision.idem) record.idem = decision.idem;
    const payload = encodeRecord(record);
    if (this.host.ackBeforeWrite) return this.runFaulty(record, payload, decision.result);
    let seq: number;
    try {
      seq = (await this.host.wal.append(this.id, payload)).seq;
    } catch (error) {
      this.host.failed(error);
      throw new DomainError('internal');
    }
    this.applyCommitted(seq, record);
    await this.maybeSnapshot();
    return decision.result;
  }

  private applyCommitted(seq: number, record: CommandRecord): void {
    try {
      applyRecord(this.state, record);
    } catch (error) {
      // The record is durable but memory refused it: memory no longer matches the log. Stop.
      this.host.failed(error);
      throw error;
    }
    this.host.committed(this.id, seq, record);
  }

  private runFaulty(record: CommandRecord, payload: Uint8Array, result: unknown): unknown {
    applyRecord(this.state, record);
    setTimeout(() => {
      this.host.wal.append(this.id, payload).then(
        (pos) => this.host.committed(this.id, pos.seq, record),
        (error) => this.host.failed(error),
      );
    }, 25);
    return result;
  }

  private async maybeSnapshot(): Promise<void> {
    this.sinceSnapshot += 1;
    if (this.host.snapshotEvery > 0 && this.sinceSnapshot >= this.host.snapshotEvery) await this.snapshot();
  }

  async snapshot(): Promise<void> {
    if (this.sinceSnapshot === 0) return;
    this.sinceSnapshot = 0;
    await this.host.wal.writeSnapshot(this.id, this.host.wal.head(this.id), encodeState(this.state));
  }
}
