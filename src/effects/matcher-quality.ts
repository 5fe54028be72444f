// What the matcher reads of Operator quality (docs/outcomes.md): each Operator's score band,
// pause and level, computed from the tallies of every shard (core/quality.ts) and kept until an
// outcome of theirs arrives, so a pick does not sum tallies over every shard per candidate.
import { GOLD_ORG } from '../core/decide-gold.ts';
import type { DomainEvent } from '../core/events.ts';
import {
  isPaused,
  meetsLevel,
  type QualityLevel,
  scoreOf,
  tallyOf,
  type QualityTally,
} from '../core/quality.ts';
import type { Operator, Task } from '../core/state.ts';
import type { Engine } from '../runtime/engine.ts';

export function isGoldOrg(orgId: string): boolean {
  return orgId === GOLD_ORG.live || orgId === GOLD_ORG.test;
}

interface Standing {
  tally: QualityTally;
  /** Score in bands of 100 per mille: a higher band is offered first. */
  band: number;
}

/** Whether an Operator of this standing may be offered a task asking `level` (or none). */
export function offerable(op: Operator, s: Standing, level: QualityLevel | undefined): boolean {
  return !isPaused(op, s.tally) && (level === undefined || meetsLevel(s.tally, level));
}

export class QualityCache {
  private readonly cache = new Map<string, Standing>();

  constructor(private readonly engine: Engine) {}

  /** Forgets an Operator staff reviewed. */
  heard(e: DomainEvent): void {
    if (e.type === 'OperatorQualityReviewed') this.cache.delete(e.operatorId);
  }

  /** Forgets the Operators a task's outcome may be about (its own, the last one declined). */
  moved(task: Task): void {
    if (task.operatorId) this.cache.delete(task.operatorId);
    const lapsed = task.declinedOperators.at(-1);
    if (lapsed) this.cache.delete(lapsed);
  }

  of(operator: Operator): Standing {
    let c = this.cache.get(operator.id);
    if (!c) {
      const tally = tallyOf(this.engine.states().values(), operator.id);
      c = { tally, band: Math.floor(scoreOf(tally) / 100) };
      this.cache.set(operator.id, c);
    }
    return c;
  }
}
