// What every after-commit effect is (docs/design.md, "Effects"): something that acts on records
// once they are durable, and may write records of its own through the engine like any caller.
// Each one lives in a file of its own and is one entry of the list in src/service.ts; the service
// runs the list (src/effects/runner.ts) and never names an effect for its lifecycle.
import type { CommandRecord } from '../core/events.ts';

/**
 * Which records an effect is told of. On a log shared by several nodes a node follows every
 * shard but owns only some: `owned` effects act for the shard's owner alone (one node starts a
 * workflow, sends a webhook); `every` effects are told of followed records too (the one matcher
 * tracks every shard's tasks; MCP subscribers on any node hear of every change). On a log of its
 * own a node owns every shard, so the two are the same there.
 */
export type Hears = 'every' | 'owned';

export interface Effect {
  /** Absent: `owned`, the safe choice (acting for a shard another node owns would act twice). */
  readonly hears?: Hears;
  /**
   * Takes up what the log holds once the engine is open and this node's shards are taken: work
   * a previous run (or a dead node) left unfinished, its timers. Effects start in list order.
   */
  start?(): void | Promise<void>;
  /**
   * A record just became durable on `shard` as `seq` (in seq order per shard). Called on the
   * engine's commit path: it must only note or queue, never wait, and never throw (an effect
   * catches its own faults; what it misses the next start's `start` picks up from the log).
   */
  committed?(shard: number, seq: number, record: CommandRecord): void;
  /** This node took `shard` after start (a dead node's, or one handed over): take up its work. */
  shardTaken?(shard: number): void | Promise<void>;
  /** This node gave `shard` up (handed over at another node's request, or its lease was lost). */
  shardLeft?(shard: number): void;
  /** Stops timers and persists what it keeps; effects close in list order before the engine. */
  close?(): void | Promise<void>;
}
