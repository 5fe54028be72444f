// The Operator's own quality standing (docs/operator-app.md, "Standing"): the named level the
// matcher and agents use (docs/outcomes.md), whether offers are paused, and the outcomes behind
// it. Known-answer (gold) checks count in the level but are never listed: an Operator must not be
// able to tell which of its tasks were checks.
import { OPERATORS_ROUTING_KEY } from '../core/commands.ts';
import { isPaused, levelOf, scoreOf, tallyOf } from '../core/quality.ts';
import type { Engine } from '../runtime/engine.ts';

export interface Standing {
  level: string;
  score: number;
  paused: boolean;
  approved: number;
  rejected: number;
  lapses: number;
  agreed: number;
  disagreed: number;
}

export function standingOf(engine: Engine, operatorId: string): Standing | undefined {
  const operator = engine.stateOf(OPERATORS_ROUTING_KEY).operators.get(operatorId);
  if (!operator) return undefined;
  const tally = tallyOf(engine.states().values(), operatorId);
  return {
    level: levelOf(tally),
    score: scoreOf(tally),
    paused: isPaused(operator, tally),
    approved: tally.approved,
    rejected: tally.rejected + tally.disputesLost,
    lapses: tally.lapses,
    agreed: tally.agreed,
    disagreed: tally.disagreed,
  };
}
