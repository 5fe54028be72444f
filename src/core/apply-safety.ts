// The safety part of the one apply: holds (the filter's, an Operator's report or abandonment),
// staff's decisions on them, the org's safety strikes and the org freeze. docs/design.md,
// "Holds", says what each record means; the asserts stop the shard on a record that breaks them.
import type { DomainEvent } from './events.ts';
import type { Org, ShardState } from './state.ts';
import { assert } from './apply-laws.ts';

/** Strikes count within this window (docs/api.md, "Flagged orgs"). */
const SAFETY_STRIKE_WINDOW_MS = 30 * 24 * 3_600_000;
/** This many strikes within the window flag the org to staff. */
export const SAFETY_STRIKE_THRESHOLD = 3;

type SafetyEvent = Extract<
  DomainEvent,
  { type: 'TaskHeld' | 'HoldDecided' | 'SafetyRefusalNoted' | 'OrgFrozenSet' }
>;

function strike(org: Org | undefined, atMs: number): void {
  if (!org) return;
  const since = atMs - SAFETY_STRIKE_WINDOW_MS;
  org.safetyStrikes = [...(org.safetyStrikes ?? []).filter((t) => t > since), atMs];
}

/** Strikes within the window at `atMs`: flagged at SAFETY_STRIKE_THRESHOLD. */
export function strikesOf(org: Org, atMs: number): number {
  const since = atMs - SAFETY_STRIKE_WINDOW_MS;
  return (org.safetyStrikes ?? []).filter((t) => t > since).length;
}

export function applySafetyEvent(state: ShardState, e: SafetyEvent, atMs: number): void {
  switch (e.type) {
    case 'TaskHeld': {
      const task = state.tasks.get(e.taskId);
      assert(task && task.state === 'screening', () => `hold of ${e.taskId} outside screening`);
      task.hold = { ...e.hold, atMs, decision: null, decidedAtMs: null };
      if (e.hold.operatorId !== undefined) {
        task.unsafeFor = [...(task.unsafeFor ?? []), e.hold.operatorId];
        strike(state.orgs.get(task.orgId), atMs);
      }
      return;
    }
    case 'HoldDecided': {
      const task = state.tasks.get(e.taskId);
      assert(
        task?.hold && task.hold.decision === null && task.state === 'screening',
        () => `hold of ${e.taskId} decided twice`,
      );
      task.hold = {
        ...task.hold,
        decision: e.decision,
        decidedAtMs: atMs,
        ...(e.note ? { decisionNote: e.note } : {}),
      };
      if (e.decision === 'refuse') strike(state.orgs.get(task.orgId), atMs);
      return;
    }
    case 'SafetyRefusalNoted':
      strike(state.orgs.get(e.orgId), atMs);
      return;
    case 'OrgFrozenSet': {
      const org = state.orgs.get(e.orgId);
      assert(org, () => `unknown org ${e.orgId}`);
      if (e.frozen) org.frozen = true;
      else delete org.frozen;
      return;
    }
  }
}
