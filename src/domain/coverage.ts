// Operator coverage of a zone: who could take a task of a type there. Pure over the registry;
// used by matching, check_availability and estimate_task so all three count the same way.
import type { Operator } from '../core/state.ts';
import { ZONES } from './zones.ts';
import { findTaskType } from './catalogue.ts';

/** An LGA ref is covered by Operators listing it; a State ref by those covering any of its LGAs. */
function coversZone(op: Operator, zoneRef: string): boolean {
  const zone = ZONES.get(zoneRef);
  if (!zone) return false;
  if (zone.kind === 'lga') return op.lgaCoverage.includes(zoneRef) || op.zoneRef === zoneRef;
  return (
    op.zoneRef === zoneRef || op.lgaCoverage.some((ref) => ZONES.get(ref)?.stateRef === zoneRef)
  );
}

export function eligible(
  operators: Iterable<Operator>,
  zoneRef: string,
  skill?: string,
): Operator[] {
  const out: Operator[] = [];
  for (const op of operators)
    if (coversZone(op, zoneRef) && (skill === undefined || op.skills.includes(skill))) out.push(op);
  return out;
}

/**
 * Whether an Operator suits a task beyond coverage and skill: not frozen by staff, it speaks
 * the language the agent asked for, and an Operator still on probation is offered only Live
 * task types (not Pilot or Gated work).
 */
export function suits(op: Operator, task: { type: string; language: string | null }): boolean {
  // Staff froze the Operator in the registry: no offers until unfrozen (docs/operator-app.md).
  if (op.frozen === true) return false;
  if (task.language !== null && !op.languages.includes(task.language)) return false;
  if (op.tier === 'probation' && findTaskType(task.type)?.availability !== 'live') return false;
  return true;
}

/**
 * Expected minutes to a match from how many Operators cover the zone: an offer waits up to
 * 15 minutes for each Operator in turn, and about half of offers are taken first time.
 * A coarse, documented heuristic until the registry has acceptance history to learn from.
 */
export function timeToMatchMinutes(coverage: number): number | null {
  if (coverage === 0) return null;
  return coverage >= 5 ? 10 : coverage >= 2 ? 20 : 30;
}
