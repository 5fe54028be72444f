// How many of the Operators covering a request reach its minimum quality level and are not paused
// (docs/outcomes.md): estimate_task reports it, so an agent asking `expert` where no expert works
// hears so before posting. Counts only: which Operator has which level is staff's to see.
import { isPaused, meetsLevel, tallyOf, type QualityLevel } from '../core/quality.ts';
import type { Operator } from '../core/state.ts';
import type { Engine } from '../runtime/engine.ts';
import { eligible } from '../domain/coverage.ts';
import type { OpContext } from './operation.ts';
import { visibleOperators } from './operators.ts';

export function atQuality(
  engine: Engine,
  covering: readonly Operator[],
  level: QualityLevel,
): { count: number; reason?: string } {
  const states = [...engine.states().values()];
  const count = covering.filter((op) => {
    const t = tallyOf(states, op.id);
    return !isPaused(op, t) && meetsLevel(t, level);
  }).length;
  return count > 0
    ? { count }
    : { count, reason: `no Operator at quality ${level} covers the zone` };
}

/** create_task's word when nobody covering the zone reaches the level asked (else undefined). */
export function qualityNotice(
  ctx: OpContext,
  zoneRef: string,
  type: string,
  level: QualityLevel,
): string | undefined {
  return atQuality(ctx.engine, eligible(visibleOperators(ctx), zoneRef, type), level).reason;
}
