// Pure stepping over a stored state value: rebuild the snapshot, ask the machine, return the next
// value and the named effects. Nothing runs; the caller decides what to write.
//
// Results are memoised for transitions without guards: those depend only on (state, event type),
// and the machines are pure, so the cache can never disagree with the machine.
import {
  initialTransition,
  transition,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
} from 'xstate';

export interface Step<S extends string, E extends string> {
  readonly value: S;
  readonly effects: readonly E[];
}

const memo = new WeakMap<AnyStateMachine, Map<string, Step<string, string> | null>>();

function effectNames(actions: ReadonlyArray<{ type: string }>): string[] {
  return actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.'));
}

function isGuardFree(machine: AnyStateMachine, value: string, eventType: string): boolean {
  const node = (
    machine.states as Record<string, { transitions: Map<string, Array<{ guard?: unknown }>> }>
  )[value];
  const candidates = node?.transitions.get(eventType);
  return !candidates || candidates.every((t) => !t.guard);
}

export function initialStep<M extends AnyStateMachine, S extends string, E extends string>(
  machine: M,
  input?: unknown,
): Step<S, E> {
  const [snap, actions] = initialTransition(machine, input as never);
  return { value: (snap as { value: unknown }).value as S, effects: effectNames(actions) as E[] };
}

function compute(machine: AnyStateMachine, value: string, context: unknown, event: EventObject) {
  const current = machine.resolveState({ value, context });
  if (!current.can(event)) return null;
  const [next, actions] = transition(machine, current, event);
  return { value: next.value as string, effects: effectNames(actions) };
}

/** The next state for `event`, or undefined when the machine does not accept it here. */
export function step<M extends AnyStateMachine, S extends string, E extends string>(
  machine: M,
  value: S,
  context: Record<string, unknown>,
  event: EventFromLogic<M>,
): Step<S, E> | undefined {
  if (!isGuardFree(machine, value, event.type)) {
    return (compute(machine, value, context, event) ?? undefined) as Step<S, E> | undefined;
  }
  let cache = memo.get(machine);
  if (!cache) {
    cache = new Map();
    memo.set(machine, cache);
  }
  const key = `${value}\u0000${event.type}`;
  let hit = cache.get(key);
  if (hit === undefined) {
    hit = compute(machine, value, context, event);
    cache.set(key, hit);
  }
  return (hit ?? undefined) as Step<S, E> | undefined;
}
