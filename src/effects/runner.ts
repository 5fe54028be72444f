// Runs the list of effects (src/effects/effect.ts) in its order: a committed record is fanned out
// to each in turn, start, shard changes and close go down the list the same way. The order is the
// list's (src/service.ts says why it is what it is); nothing here catches an effect's fault, as
// the hand-wired fan-out before it did not: each effect keeps its own faults off the commit path.
import type { CommandRecord } from '../core/events.ts';
import type { Effect } from './effect.ts';

export class EffectRunner {
  constructor(
    private readonly effects: readonly Effect[],
    /** Whether this node owns `shard` now (always true on a log of its own). */
    private readonly owns: (shard: number) => boolean,
  ) {}

  /** Each effect's start, in order, each awaited before the next. */
  async start(): Promise<void> {
    for (const effect of this.effects) await effect.start?.();
  }

  /** A durable record: to every effect that hears it, in list order. */
  committed(shard: number, seq: number, record: CommandRecord): void {
    // Asked once per record, and only if an `owned` effect is reached.
    let owned: boolean | undefined;
    for (const effect of this.effects) {
      if (effect.committed === undefined) continue;
      if (effect.hears !== 'every') {
        owned ??= this.owns(shard);
        if (!owned) continue;
      }
      effect.committed(shard, seq, record);
    }
  }

  async shardTaken(shard: number): Promise<void> {
    for (const effect of this.effects) await effect.shardTaken?.(shard);
  }

  shardLeft(shard: number): void {
    for (const effect of this.effects) effect.shardLeft?.(shard);
  }

  /**
   * Each effect's close, in order. `step` wraps each one (the service forgives what a fail-stop
   * refuses); a close that still throws stops the walk, and the error goes to the caller.
   */
  async close(step: (closing: Promise<void>) => Promise<void> = (c) => c): Promise<void> {
    for (const effect of this.effects) {
      if (effect.close) await step(Promise.resolve().then(() => effect.close!()));
    }
  }
}
