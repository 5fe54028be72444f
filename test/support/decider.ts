// The decider tested as a decider: given records or commands, when a command, then the records it
// writes and the answer it gives, or the error it refuses with. decide and apply only, on one
// shard's state: no engine, no log, no await (docs/design.md, "The decider tested as a decider").
// In the spirit of emmett's DeciderSpecification: given(...).when(cmd).thenWrote(...).
import { expect } from 'vitest';
import { applyRecord } from '../../src/core/apply.ts';
import { applyDecision } from '../../src/core/apply-decision.ts';
import type { Command } from '../../src/core/commands.ts';
import { decide } from '../../src/core/decide.ts';
import type { DecideContext } from '../../src/core/decide-context.ts';
import type { CommandRecord, DomainEvent } from '../../src/core/events.ts';
import { checkLiveStates } from '../../src/core/invariants.ts';
import type { ResultOf } from '../../src/core/results.ts';
import { emptyShardState, type ShardState } from '../../src/core/state.ts';
import { DomainError } from '../../src/errors/problem.ts';
import type { ErrorCode } from '../../src/errors/codes.ts';
import type { ProblemDetail } from '../../src/errors/problem.ts';

/** The decider's clock: 1 January 2026, 09:00 UTC (a Thursday), unless a step says otherwise. */
export const T0 = Date.UTC(2026, 0, 1, 9);

/** A step given before the command under test: a command decided and applied, or a record. */
export type Given = Command | CommandRecord | { at: number; command: Command };

/** What the command under test came to. */
export type Outcome<C extends Command> =
  | { kind: 'written'; events: DomainEvent[]; answer: ResultOf<C>; state: ShardState }
  | { kind: 'answered'; answer: ResultOf<C>; state: ShardState }
  | { kind: 'refused'; error: DomainError; state: ShardState };

interface Clocked {
  atMs: number;
  /** Ids in the order decide mints them: `task_000001`, `esc_000002`, … */
  mint(prefix: string): string;
}

function isRecord(step: Given): step is CommandRecord {
  return 'v' in step && 'events' in step;
}

function contextOf(clock: Clocked, atMs: number): DecideContext {
  clock.atMs = atMs;
  return { atMs, feeBps: 1000n, zoneOverrides: new Map(), mint: clock.mint };
}

/** Decides `command` against `state` and applies what it writes. */
function run<C extends Command>(state: ShardState, command: C, ctx: DecideContext): Outcome<C> {
  let decision: ReturnType<typeof decide<C>>;
  try {
    decision = decide(state, command, ctx);
  } catch (error) {
    if (error instanceof DomainError) return { kind: 'refused', error, state };
    throw error;
  }
  if (decision.kind === 'reply') return { kind: 'answered', answer: decision.result, state };
  const { record, result } = applyDecision(state, ctx.atMs, command.type, decision);
  state.evicted.length = 0; // what left memory would go to the archive: not this test's concern
  return { kind: 'written', events: record.events, answer: result, state };
}

export class DeciderSpec {
  private readonly state = emptyShardState();
  private readonly clock: Clocked;

  private constructor() {
    let n = 0;
    this.clock = {
      atMs: T0,
      mint: (prefix) => `${prefix}_${(++n).toString().padStart(6, '0')}`,
    };
  }

  /** A fresh shard state. Each step's time is T0 unless given as `{at, command}`. */
  static given(steps: readonly Given[] = []): DeciderSpec {
    const spec = new DeciderSpec();
    for (const step of steps) spec.and(step);
    return spec;
  }

  /** One more given step; a given command that does not write fails the test. */
  and(step: Given): this {
    if (isRecord(step)) {
      applyRecord(this.state, step);
      this.state.evicted.length = 0;
      return this;
    }
    const [atMs, command] = 'at' in step ? [step.at, step.command] : [this.clock.atMs, step];
    const outcome = run(this.state, command, contextOf(this.clock, atMs));
    if (outcome.kind === 'refused')
      throw new Error(`given ${command.type} was refused: ${outcome.error.code}`);
    return this;
  }

  /** The command under test, decided at `atMs` (the last given time by default). */
  when<C extends Command>(command: C, atMs = this.clock.atMs): When<C> {
    return new When(run(this.state, command, contextOf(this.clock, atMs)));
  }
}

export class When<C extends Command> {
  constructor(readonly outcome: Outcome<C>) {}

  /** Wrote records: the events (exactly, when given) and the answer (exactly, when given). */
  thenWrote(expected: {
    events?: DomainEvent[];
    answer?: unknown;
  }): Extract<Outcome<C>, { kind: 'written' }> {
    const o = this.outcome;
    if (o.kind === 'refused') throw new Error(`refused with ${o.error.code}, expected a write`);
    expect(o.kind).toBe('written');
    const written = o as Extract<Outcome<C>, { kind: 'written' }>;
    if (expected.events !== undefined) expect(written.events).toEqual(expected.events);
    if (expected.answer !== undefined) expect(written.answer).toEqual(expected.answer);
    expect(checkLiveStates(new Map([[0, written.state]])).mismatches).toEqual([]);
    return written;
  }

  /** Wrote nothing and answered `answer` (a retry, a repeated deposit, nothing to do). */
  thenAnswered(answer: unknown): void {
    const o = this.outcome;
    if (o.kind === 'refused') throw new Error(`refused with ${o.error.code}, expected an answer`);
    expect(o.kind).toBe('answered');
    expect(o.answer).toEqual(answer);
  }

  /** Refused with `code` (and, when given, that detail), writing nothing. */
  thenRefused(code: ErrorCode, detail?: ProblemDetail): void {
    const o = this.outcome;
    if (o.kind !== 'refused') throw new Error(`${o.kind}, expected a refusal with ${code}`);
    expect(o.error.code).toBe(code);
    if (detail !== undefined) expect(o.error.detail).toEqual(detail);
  }
}
