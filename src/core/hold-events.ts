// The hold a held verdict puts on a task being created (create_task, a campaign row, a workflow
// step, a Loop run): apart from decide-safety.ts so that the create deciders need nothing of it.
import type { SafetyVerdict } from '../domain/safety-verdict.ts';
import type { DomainEvent, HeldVerdict } from './events.ts';

/** A hold's reasons are kept short: they are for staff to read, not a copy of the text. */
const REASONS_MAX = 8;
const REASON_CHARS_MAX = 200;

/** The part of a held verdict that is recorded (undefined for any other verdict). */
export function heldPart(verdict: SafetyVerdict | undefined): HeldVerdict | undefined {
  if (!verdict?.held) return undefined;
  return {
    category: verdict.category,
    reasons: verdict.reasons.slice(0, REASONS_MAX).map((r) => r.slice(0, REASON_CHARS_MAX)),
  };
}

/** The event that holds a task just created (in the same record, after its TaskCreated). */
export function filterHold(taskId: string, held: HeldVerdict): DomainEvent {
  return {
    type: 'TaskHeld',
    taskId,
    hold: { source: 'filter', category: held.category, reasons: [...held.reasons] },
  };
}
