// A decided command applied: its record built and applied, its answer taken. An answer decide
// could not know (`read`, the task as GET shows it after a move) is read from the state apply
// produced, after the record's events and before what it ended leaves memory, so the stored
// idempotent answer and the live one are the same value (docs/design.md, "Typed commands and
// results"). Replay applies the record alone (apply.ts): the answer is in it when it is stored.
import { applyEvents, endRecord } from './apply.ts';
import type { CommandType } from './commands.ts';
import type { Commit } from './decide-context.ts';
import type { CommandRecord } from './events.ts';
import type { ShardState } from './state.ts';

export interface Applied<R> {
  readonly record: CommandRecord;
  readonly result: R;
}

/** Applies `decision` to `state` as the record of `command` decided at `atMs`. */
export function applyDecision<R>(
  state: ShardState,
  atMs: number,
  command: CommandType,
  decision: Commit<R>,
): Applied<R> {
  const record: CommandRecord = { v: 1, atMs, command, events: decision.events };
  const appliedAtMs = applyEvents(state, record);
  const result = decision.read === undefined ? decision.result : decision.read(state);
  if (decision.idem) {
    record.idem = {
      scope: decision.idem.scope,
      fingerprint: decision.idem.fingerprint,
      result,
    };
  }
  endRecord(state, record, appliedAtMs);
  return { record, result };
}
