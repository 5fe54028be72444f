// How many of the Operators covering a request reach its minimum quality level and are not paused
// (docs/outcomes.md): estimate_task reports it, so an agent asking `expert` where no expert works
// hears so before posting. Counts only: which Operator has which level is staff's to see.
import { isPaused, meetsLevel, tallyOf, type QualityLevel } from '../core/quality.ts';
import type { Operator } from '../core/state.ts';
import type { Engine } from '../runtime/engine.ts';

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
