// What the matcher reads of Operator quality (docs/outcomes.md): each Operator's score band,
// pause and level, computed from the tallies of every shard (core/quality.ts) and kept until an
// outcome of theirs arrives, so a pick does not sum tallies over every shard per candidate.
import { GOLD_ORG } from '../core/decide-gold.ts';
import type { DomainEvent } from '../core/events.ts';
import {
  isPaused,
  levelOf,
  QUALITY_LEVELS,
  type QualityLevel,
  scoreOf,
  tallyOf,
} from '../core/quality.ts';
import type { Operator, Task } from '../core/state.ts';
import type { Engine } from '../runtime/engine.ts';

export function isGoldOrg(orgId: string): boolean {
  return orgId === GOLD_ORG.live || orgId === GOLD_ORG.test;
}

/** Computed once per Operator until an outcome of theirs or a review: a pick only compares. */
interface Standing {
  /** Score in bands of 100 per mille: a higher band is offered first. */
  band: number;
  paused: boolean;
  /** Index of their level in QUALITY_LEVELS. */
  level: number;
}

/** The index a task's minimum level asks for (0: any level, standard). */
export function wantedLevel(level: QualityLevel | undefined): number {
  return level === undefined ? 0 : QUALITY_LEVELS.indexOf(level);
}

export class QualityCache {
  private readonly cache = new Map<string, Standing>();

  /** `forgot`: told of each Operator whose standing may have changed (the matcher's index). */
  constructor(
    private readonly engine: Engine,
    private readonly forgot: (operatorId: string) => void = () => {},
  ) {}

  /**
   * Forgets an Operator staff reviewed, and the Operators of the slots a consensus counted (their
   * agreement is an outcome of theirs on tasks that did not move in that record).
   */
  heard(e: DomainEvent): void {
    if (e.type === 'OperatorQualityReviewed') this.forget(e.operatorId);
    if (e.type === 'ConsensusDecided')
      for (const slotId of e.answered) this.forget(this.engine.findTask(slotId)?.operatorId);
  }

  /** Forgets the Operators a task's outcome may be about (its own, the last one declined). */
  moved(task: Task): void {
    this.forget(task.operatorId);
    this.forget(task.declinedOperators.at(-1));
  }

  private forget(operatorId: string | null | undefined): void {
    if (!operatorId) return;
    this.cache.delete(operatorId);
    this.forgot(operatorId);
  }

  of(operator: Operator): Standing {
    let c = this.cache.get(operator.id);
    if (!c) {
      const tally = tallyOf(this.engine.states().values(), operator.id);
      c = {
        band: Math.floor(scoreOf(tally) / 100),
        paused: isPaused(operator, tally),
        level: QUALITY_LEVELS.indexOf(levelOf(tally)),
      };
      this.cache.set(operator.id, c);
    }
    return c;
  }
}
