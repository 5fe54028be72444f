// The Loop suite's model: Loops and their runs as the suite expects them, the check that the
// engine agrees, and the create and owner-move commands (test/property/loop-suite.ts runs them).
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Engine } from '../../src/runtime/engine.ts';
import type { LoopScheduler } from '../../src/effects/loop-scheduler.ts';
import type { Schedule } from '../../src/domain/schedule.ts';
import type { Loop } from '../../src/core/state.ts';
import { checkAll, failuresOf, type TestClock, type LogHome } from '../support/harness.ts';
import { modelFee } from './model.ts';
import { checkedCommands, outcome } from './checked-command.ts';
import { readLoop } from '../../src/runtime/reads.ts';

export const ORG = 'org_l';
export const AGENT = 'agt_l';
export const REWARD = 200_000n; // '2000' major
export const COST = REWARD + modelFee(REWARD);
export const CATCH_UP_MAX = 100; // the scheduler's bound on runs proposed per Loop per pass
export const ZONES = ['Africa/Lagos', 'Europe/London', 'America/New_York'];

export type Status = 'draft' | 'active' | 'paused' | 'capped' | 'exhausted' | 'expired' | 'killed';
export type Ev = 'ACTIVATE' | 'PAUSE' | 'RESUME' | 'CANCEL' | 'CAP' | 'EXHAUST' | 'EXPIRE';

/** The Loop lifecycle written out independently of machines/loop.machine.ts. */
export const TABLE: Record<Status, Partial<Record<Ev, Status>>> = {
  draft: { ACTIVATE: 'active', CANCEL: 'killed' },
  active: {
    PAUSE: 'paused',
    CANCEL: 'killed',
    CAP: 'capped',
    EXHAUST: 'exhausted',
    EXPIRE: 'expired',
  },
  paused: { RESUME: 'active', CANCEL: 'killed', EXPIRE: 'expired' },
  capped: { RESUME: 'active', CANCEL: 'killed', EXHAUST: 'exhausted', EXPIRE: 'expired' },
  exhausted: {},
  expired: {},
  killed: {},
};

export interface ModelRun {
  id: string;
  dueMs: number;
  status: 'proposed' | 'declined' | 'charged' | 'skipped';
  spent: bigint;
}
export interface ModelLoop {
  id: string;
  schedule: Schedule;
  timezone: string;
  budget: bigint;
  cap: bigint | null;
  status: Status;
  spent: bigint;
  anchorMs: number | null;
  lastDueMs: number | null;
  createdAtMs: number;
  runs: ModelRun[];
}
export interface Model {
  clockMs: number;
  loops: ModelLoop[];
}
export interface Real {
  engine: Engine;
  home: LogHome;
  clock: TestClock;
  mint: (p: string) => string;
  scheduler: LoopScheduler | undefined;
}

export const seen = new Map<string, number>();
export const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

export const fromOf = (l: {
  lastDueMs: number | null;
  anchorMs: number | null;
  createdAtMs: number;
}) => Math.max(l.lastDueMs ?? -Infinity, l.anchorMs ?? l.createdAtMs);

/** A Loop wherever it is: ended Loops leave memory for the archive. */
export async function loopOf(r: Real, id: string): Promise<Loop> {
  const loop = await readLoop(r.engine, id, ORG);
  expect(loop, id).toBeDefined();
  return loop!;
}

export async function runsOf(
  r: Real,
  loops: readonly { id: string }[],
): Promise<Map<string, Loop['runs']>> {
  return new Map(
    await Promise.all(
      loops.map(async (l) => [l.id, (await loopOf(r, l.id)).runs.map((x) => ({ ...x }))] as const),
    ),
  );
}

export async function assertAgrees(m: Model, r: Real): Promise<void> {
  expect(failuresOf(await checkAll(r.engine))).toEqual([]);
  for (const ml of m.loops) {
    const loop = await loopOf(r, ml.id);
    expect(loop.status).toBe(ml.status);
    expect(loop.spentMinor).toBe(ml.spent);
    expect(loop.spentMinor <= loop.budgetTotalMinor).toBe(true);
    expect(loop.anchorMs).toBe(ml.anchorMs);
    expect(loop.lastDueMs).toBe(ml.lastDueMs);
    let charged = 0n;
    for (const run of loop.runs) {
      if (run.status === 'charged') {
        charged += run.spentMinor;
        if (loop.perRunCapMinor !== null) expect(run.spentMinor <= loop.perRunCapMinor).toBe(true);
      } else expect(run.spentMinor).toBe(0n);
    }
    expect(charged).toBe(loop.spentMinor);
    const dues = loop.runs.map((x) => x.dueMs);
    expect(new Set(dues).size).toBe(dues.length);
    for (let i = 1; i < dues.length; i++) expect(dues[i]! > dues[i - 1]!).toBe(true);
    expect(
      loop.runs.map((x) => ({ id: x.id, dueMs: x.dueMs, status: x.status, spent: x.spentMinor })),
    ).toEqual(ml.runs.map((x) => ({ id: x.id, dueMs: x.dueMs, status: x.status, spent: x.spent })));
  }
}

export const command = checkedCommands<Model, Real>(
  (m, r) => assertAgrees(m, r),
  (what) => count(what),
);

export const scheduleArb: fc.Arbitrary<Schedule> = fc.oneof(
  fc.record({
    kind: fc.constant('weekly' as const),
    weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
    hour: fc.integer({ min: 0, max: 23 }),
  }),
  fc.record({
    kind: fc.constant('interval' as const),
    interval_hours: fc.oneof(fc.integer({ min: 1, max: 72 }), fc.constant(1)),
  }),
  fc.record({
    kind: fc.constant('monthly' as const),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
  }),
  fc
    .tuple(fc.integer({ min: 1, max: 72 }), fc.integer({ min: 0, max: 72 }))
    .map(([min, extra]) => ({
      kind: 'adaptive' as const,
      interval_hours: { min, max: Math.min(720, min + extra) },
    })),
);

export const createLoop = fc
  .record({
    schedule: scheduleArb,
    timezone: fc.constantFrom(...ZONES),
    // 0.5 to 5 runs' worth, often a whole number
    budgetPct: fc.oneof(fc.integer({ min: 50, max: 500 }), fc.constantFrom(100, 200, 300)),
    // sometimes below one run's cost
    capPct: fc.option(fc.integer({ min: 50, max: 200 }), { freq: 2 }),
  })
  .map((a) =>
    command(
      `createLoop(${JSON.stringify(a.schedule)},${a.timezone},${a.budgetPct}%,cap ${a.capPct}%)`,
      async (m, r) => {
        if (m.loops.length >= 5) return;
        const id = `loop_${m.loops.length + 1}`;
        const budget = (COST * BigInt(a.budgetPct)) / 100n;
        const cap = a.capPct === null ? null : (COST * BigInt(a.capPct)) / 100n;
        const got = await r.engine.execute({
          type: 'CreateLoop',
          orgId: ORG,
          agentId: AGENT,
          loop: {
            id,
            name: id,
            schedule: a.schedule,
            timezone: a.timezone,
            budgetTotalMinor: budget,
            perRunCapMinor: cap,
            endsAtMs: null,
            template: {
              type: 'field_verification',
              title: 'Check the shop',
              instructions: 'Confirm the shop at 12 Allen Avenue is open.',
              reward_major: '2000',
              zone_ref: 'ng.lagos.ikeja',
              deadline_after_hours: 24,
            },
          },
        });
        expect(got).toMatchObject({ id, status: 'draft' });
        m.loops.push({
          id,
          schedule: a.schedule,
          timezone: a.timezone,
          budget,
          cap,
          status: 'draft',
          spent: 0n,
          anchorMs: null,
          lastDueMs: null,
          createdAtMs: m.clockMs,
          runs: [],
        });
      },
    ),
  );

export const moveLoop = fc
  .record({
    pick: fc.nat(),
    action: fc.constantFrom(
      'ACTIVATE',
      'ACTIVATE',
      'PAUSE',
      'RESUME',
      'RESUME',
      'CANCEL',
    ) as fc.Arbitrary<'ACTIVATE' | 'PAUSE' | 'RESUME' | 'CANCEL'>,
  })
  .map(({ pick, action }) =>
    command(`${action}(#${pick})`, async (m, r) => {
      if (m.loops.length === 0) return;
      // Mostly a Loop the action applies to, sometimes any Loop (so invalid moves are exercised
      // too).
      const fits = m.loops.filter((l) => TABLE[l.status][action]);
      const pool = fits.length > 0 && pick % 4 !== 0 ? fits : m.loops;
      const ml = pool[pick % pool.length]!;
      const got = await outcome(() =>
        r.engine.execute({ type: 'MoveLoop', orgId: ORG, agentId: AGENT, loopId: ml.id, action }),
      );
      const next = TABLE[ml.status][action];
      if (!next) {
        count('move_rejected');
        return expect(got).toEqual({ ok: false, code: 'invalid_state' });
      }
      count(`move_${action}`);
      expect(got).toMatchObject({ ok: true, value: { id: ml.id, status: next } });
      ml.status = next;
      if (action === 'ACTIVATE' || action === 'RESUME') ml.anchorMs = m.clockMs;
    }),
  );
