// Operator quality (docs/outcomes.md, "Operator quality"): a fold over records, not records of
// its own. Each shard's apply tallies the outcomes of its tasks per Operator (approvals,
// rejections, disputes lost, offer lapses, gold answers right and wrong); an Operator's score is
// the sum of those tallies over every shard, so it is derived, replays exactly, and cannot drift
// from the records that made it. Staff's review is the one quality record
// (OperatorQualityReviewed).
import type { DomainEvent } from './events.ts';
import type { Operator, Org, ShardState, Task } from './state.ts';
import {
  COUNTERS,
  type Counter,
  QUALITY_LEVELS,
  type QualityLevel,
  type QualityOutcome,
  type QualityTally,
  RECENT_MAX,
} from './quality-types.ts';

export {
  QUALITY_LEVELS,
  type QualityLevel,
  type QualityOutcome,
  type QualityTally,
} from './quality-types.ts';

/** Under this score (per mille) with enough evidence an Operator gets no offers until reviewed. */
const PAUSE_BELOW = 500;
/** Outcomes needed before a score lifts an Operator to a level above standard. */
const EVIDENCE_MIN = 5;
/**
 * After staff reinstate an Operator, this many new outcomes pass before a low score pauses again.
 */
const REVIEW_GRACE = 10;
/**
 * Outcomes needed before a low score pauses anyone: an agent's rejection may be unfair (the
 * Operator can appeal it), so a pause waits for more evidence than a level does.
 */
const PAUSE_EVIDENCE = 10;
const LEVEL_MIN: Record<QualityLevel, { score: number; outcomes: number }> = {
  standard: { score: 0, outcomes: 0 },
  trusted: { score: 800, outcomes: EVIDENCE_MIN },
  expert: { score: 900, outcomes: 20 },
};

export function emptyTally(): QualityTally {
  return {
    approved: 0,
    rejected: 0,
    disputesLost: 0,
    lapses: 0,
    goldRight: 0,
    goldWrong: 0,
    agreed: 0,
    disagreed: 0,
  };
}

function bump(
  state: ShardState,
  operatorId: string,
  kind: Counter,
  taskId: string,
  atMs: number,
): void {
  let tally = state.operatorTally.get(operatorId);
  if (!tally) {
    tally = emptyTally();
    state.operatorTally.set(operatorId, tally);
  }
  tally[kind] += 1;
  tally.recent ??= [];
  tally.recent.push({ atMs, taskId, kind });
  if (tally.recent.length > RECENT_MAX) tally.recent.shift();
}

/** Called by apply before the event itself is applied (the task still names its Operator). */
export function tallyQuality(state: ShardState, e: DomainEvent, atMs: number): void {
  if (e.type === 'TaskMoved') {
    const operatorId = state.tasks.get(e.taskId)?.operatorId;
    if (!operatorId) return;
    const kind: Counter | undefined =
      e.event === 'OFFER_LAPSED'
        ? 'lapses'
        : e.event === 'REJECT'
          ? 'rejected'
          : e.event === 'RESOLVE_REFUND'
            ? 'disputesLost'
            : e.to === 'approved'
              ? 'approved'
              : undefined;
    if (kind) bump(state, operatorId, kind, e.taskId, atMs);
  } else if (e.type === 'ConsensusDecided') {
    // Each counted slot agreed with the consensus answer or not. A slot already settled and out
    // of memory has no Operator here: not counted (the recount skips it alike).
    const agreed = new Set(e.agreed);
    for (const slotId of e.answered) {
      const operatorId = state.tasks.get(slotId)?.operatorId;
      if (operatorId)
        bump(state, operatorId, agreed.has(slotId) ? 'agreed' : 'disagreed', slotId, atMs);
    }
  } else if (e.type === 'ProofSubmitted') {
    const task = state.tasks.get(e.taskId);
    const known = task && goldAnswerOf(state.orgs.get(task.orgId), task);
    if (!task?.operatorId || !known) return;
    const kind = goldMatches(known, e.proof.answers) ? 'goldRight' : 'goldWrong';
    bump(state, task.operatorId, kind, task.id, atMs);
  }
}

/**
 * The known answer `task` is graded against: its own (a gold task, or the first slot of one), or,
 * for another slot, its group's when the group grades every slot (GoldTaskDefined's `everySlot`).
 */
export function goldAnswerOf(
  org: Pick<Org, 'goldAnswers' | 'goldEverySlot'> | undefined,
  task: Pick<Task, 'id' | 'slotGroup'>,
): Readonly<Record<string, string | number | boolean>> | undefined {
  const answers = org?.goldAnswers;
  if (!answers) return undefined;
  const own = answers[task.id];
  if (own || task.slotGroup === undefined) return own;
  return org.goldEverySlot?.[task.slotGroup] ? answers[task.slotGroup] : undefined;
}

/** A gold answer is right when every known field is answered with the known value. */
export function goldMatches(
  known: Readonly<Record<string, string | number | boolean>>,
  given: Readonly<Record<string, string | number | boolean>>,
): boolean {
  return Object.entries(known).every(([key, value]) => given[key] === value);
}

/** An Operator's tallies summed over every shard. */
export function tallyOf(states: Iterable<ShardState>, operatorId: string): QualityTally {
  const sum = emptyTally();
  for (const state of states) {
    const t = state.operatorTally.get(operatorId);
    if (!t) continue;
    for (const key of COUNTERS) sum[key] += t[key];
  }
  return sum;
}

/** The latest outcomes over every shard, newest first (staff's history view). */
export function historyOf(states: Iterable<ShardState>, operatorId: string): QualityOutcome[] {
  const out: QualityOutcome[] = [];
  for (const state of states) out.push(...(state.operatorTally.get(operatorId)?.recent ?? []));
  return out.sort((a, b) => b.atMs - a.atMs).slice(0, RECENT_MAX);
}

/** Weighted good and bad evidence: a gold answer says most, a lapse least. */
function weights(t: QualityTally): { good: number; bad: number } {
  return {
    good: 3 * t.goldRight + t.approved + t.agreed,
    bad: 3 * t.goldWrong + t.rejected + 2 * t.disputesLost + t.disagreed + t.lapses / 2,
  };
}

export function outcomesOf(t: QualityTally): number {
  return (
    t.approved +
    t.rejected +
    t.disputesLost +
    t.lapses +
    t.goldRight +
    t.goldWrong +
    t.agreed +
    t.disagreed
  );
}

/**
 * The score in per mille: good over all evidence, with a prior of 4 good in 5 so a newcomer
 * starts at 800 and one bad outcome does not sink them. Integer, so every reader agrees.
 */
export function scoreOf(t: QualityTally): number {
  const { good, bad } = weights(t);
  return Math.round((1000 * (good + 4)) / (good + bad + 5));
}

/** The highest named level the Operator reaches. */
export function levelOf(t: QualityTally): QualityLevel {
  const score = scoreOf(t);
  const outcomes = outcomesOf(t);
  let level: QualityLevel = 'standard';
  for (const l of QUALITY_LEVELS) {
    const min = LEVEL_MIN[l];
    if (score >= min.score && outcomes >= min.outcomes) level = l;
  }
  return level;
}

export function meetsLevel(t: QualityTally, wanted: QualityLevel): boolean {
  return QUALITY_LEVELS.indexOf(levelOf(t)) >= QUALITY_LEVELS.indexOf(wanted);
}

/**
 * Paused: staff said so, or the score is under the threshold on enough evidence and no
 * reinstatement covers the outcomes since.
 */
export function isPaused(operator: Operator, t: QualityTally): boolean {
  const review = operator.qualityReview;
  if (review?.decision === 'pause') return true;
  const outcomes = outcomesOf(t);
  if (outcomes < PAUSE_EVIDENCE || scoreOf(t) >= PAUSE_BELOW) return false;
  return !(review?.decision === 'reinstate' && outcomes <= review.outcomes + REVIEW_GRACE);
}
