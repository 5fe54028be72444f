// Effect on the service clock: proposes each due run of every active Loop, exactly once. The
// next due time is computed from the Loop's own record (the latest due time proposed, or when it
// was last activated or resumed), so a restart neither misses a due run nor proposes one twice:
// runs that fell due while the service was down are proposed, in order, on the first passes.
import type { CommandRecord } from '../core/events.ts';
import type { Loop } from '../core/state.ts';
import { nextRuns, Schedule } from '../domain/schedule.ts';
import type { Clock } from '../runtime/clock.ts';
import type { Engine } from '../runtime/engine.ts';
import type { Effect } from './effect.ts';
import { Periodic } from './periodic.ts';
import { mintId } from '../runtime/ids.ts';

const CATCH_UP_MAX = 100;

export class LoopScheduler extends Periodic implements Effect {
  readonly hears = 'owned';
  private readonly active = new Map<string, string>();

  constructor(
    private readonly engine: Engine,
    private readonly clock: Clock,
    tickMs = 250,
  ) {
    super(tickMs);
    this.adopt();
  }

  shardTaken(shard: number): void {
    this.adopt(shard);
  }

  /** Tracks the Loops of the shards this node owns (or of `only`, a shard it has just taken). */
  private adopt(only?: number): void {
    for (const state of this.engine.ownedStates(only).values())
      for (const l of state.loops.values()) this.track(l);
  }

  committed(_shard: number, _seq: number, record: CommandRecord): void {
    for (const e of record.events) {
      const id =
        e.type === 'LoopCreated' ? e.loop.id : e.type === 'LoopMoved' ? e.loopId : undefined;
      if (!id) continue;
      const orgId =
        e.type === 'LoopCreated' ? e.loop.orgId : (this.active.get(id) ?? this.findOrg(id));
      const loop = orgId ? this.engine.stateOf(orgId).loops.get(id) : undefined;
      if (loop) this.track(loop);
    }
  }

  private findOrg(loopId: string): string | undefined {
    for (const state of this.engine.states().values()) {
      const loop = state.loops.get(loopId);
      if (loop) return loop.orgId;
    }
    return undefined;
  }

  private track(loop: Loop): void {
    if (loop.status === 'active') this.active.set(loop.id, loop.orgId);
    else this.active.delete(loop.id);
  }

  /** The next due time of an active Loop, from its own record. */
  static nextDue(loop: Loop): number | undefined {
    const from = Math.max(loop.lastDueMs ?? -Infinity, loop.anchorMs ?? loop.createdAtMs);
    return nextRuns(Schedule.parse(loop.schedule), loop.timezone, from, 1)[0];
  }

  protected async pass(): Promise<void> {
    const now = this.clock.now();
    for (const [loopId, orgId] of [...this.active]) {
      // A shard this node no longer owns (a shared log): its owner proposes the runs.
      if (!this.engine.owns(this.engine.shardFor(orgId).id)) {
        this.active.delete(loopId);
        continue;
      }
      for (let i = 0; i < CATCH_UP_MAX; i++) {
        const loop = this.engine.stateOf(orgId).loops.get(loopId);
        if (loop?.status !== 'active') break;
        const due = LoopScheduler.nextDue(loop);
        const pastEnd =
          loop.endsAtMs !== null &&
          now >= loop.endsAtMs &&
          (due === undefined || due > loop.endsAtMs);
        if (!pastEnd && (due === undefined || due > now)) break;
        const dueMs = pastEnd ? Math.max(due ?? 0, loop.endsAtMs! + 1) : due!;
        const result = (await this.engine
          .execute({ type: 'ProposeLoopRun', orgId, loopId, runId: mintId('run'), dueMs })
          .catch(() => ({ proposed: false }))) as { proposed: boolean };
        if (!result.proposed) break;
      }
    }
  }
}
