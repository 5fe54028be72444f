// The Loop suite: random Loop programs (create, owner moves, clock jumps + scheduler ticks, run
// decisions, restarts) against a small model: every due run proposed exactly once, the envelope
// never exceeded, every invariant after every step.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Engine } from '../../src/runtime/engine.ts';
import { LoopScheduler } from '../../src/effects/loop-scheduler.ts';
import { nextRuns, Schedule } from '../../src/domain/schedule.ts';
import type { Loop } from '../../src/core/state.ts';
import {
  checkAll,
  counterMint,
  failuresOf,
  openEngine,
  T0,
  TestClock,
  type LogHome,
} from '../support/harness.ts';
import type { Suite } from './suite.ts';
import { DAY, HOUR, modelFee } from './model.ts';
import { checkedCommands, outcome } from './checked-command.ts';
import { readLoop } from '../../src/runtime/reads.ts';

const ORG = 'org_l';
const AGENT = 'agt_l';
const REWARD = 200_000n; // '2000' major
const COST = REWARD + modelFee(REWARD);
const CATCH_UP_MAX = 100; // the scheduler's bound on runs proposed per Loop per pass
const ZONES = ['Africa/Lagos', 'Europe/London', 'America/New_York'];

type Status = 'draft' | 'active' | 'paused' | 'capped' | 'exhausted' | 'expired' | 'killed';
type Ev = 'ACTIVATE' | 'PAUSE' | 'RESUME' | 'CANCEL' | 'CAP' | 'EXHAUST' | 'EXPIRE';

/** The Loop lifecycle written out independently of machines/loop.machine.ts. */
const TABLE: Record<Status, Partial<Record<Ev, Status>>> = {
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

interface ModelRun {
  id: string;
  dueMs: number;
  status: 'proposed' | 'declined' | 'charged' | 'skipped';
  spent: bigint;
}
interface ModelLoop {
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
interface Model {
  clockMs: number;
  loops: ModelLoop[];
}
interface Real {
  engine: Engine;
  home: LogHome;
  clock: TestClock;
  mint: (p: string) => string;
  scheduler: LoopScheduler | undefined;
}

export const seen = new Map<string, number>();
const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

const fromOf = (l: { lastDueMs: number | null; anchorMs: number | null; createdAtMs: number }) =>
  Math.max(l.lastDueMs ?? -Infinity, l.anchorMs ?? l.createdAtMs);

/** A Loop wherever it is: ended Loops leave memory for the archive. */
async function loopOf(r: Real, id: string): Promise<Loop> {
  const loop = await readLoop(r.engine, id, ORG);
  expect(loop, id).toBeDefined();
  return loop!;
}

async function runsOf(
  r: Real,
  loops: readonly { id: string }[],
): Promise<Map<string, Loop['runs']>> {
  return new Map(
    await Promise.all(
      loops.map(async (l) => [l.id, (await loopOf(r, l.id)).runs.map((x) => ({ ...x }))] as const),
    ),
  );
}

async function assertAgrees(m: Model, r: Real): Promise<void> {
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

type Step = fc.AsyncCommand<Model, Real>;
const command = checkedCommands<Model, Real>(
  (m, r) => assertAgrees(m, r),
  (what) => count(what),
);

const scheduleArb: fc.Arbitrary<Schedule> = fc.oneof(
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

const createLoop = fc
  .record({
    schedule: scheduleArb,
    timezone: fc.constantFrom(...ZONES),
    budgetPct: fc.oneof(fc.integer({ min: 50, max: 500 }), fc.constantFrom(100, 200, 300)), // 0.5 to 5 runs' worth, often a whole number
    capPct: fc.option(fc.integer({ min: 50, max: 200 }), { freq: 2 }), // sometimes below one run's cost
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

const moveLoop = fc
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
      // Mostly a Loop the action applies to, sometimes any Loop (so invalid moves are exercised too).
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

/** The due times of an active Loop that are ≤ now and not yet proposed, from the model's own record. */
function owed(ml: ModelLoop, now: number): number[] {
  const out: number[] = [];
  let from = fromOf(ml);
  for (;;) {
    const [next] = nextRuns(ml.schedule, ml.timezone, from, 1);
    if (next === undefined || next > now) return out;
    out.push(next);
    from = next;
  }
}

const jumpMs = fc.oneof(
  fc.integer({ min: 1, max: 48 }).map((h) => h * HOUR),
  fc.integer({ min: 2, max: 10 }).map((d) => d * DAY),
);

/** Moves the clock by `ms` (optionally restarting in between: the time passes while the service is down) and ticks. */
async function jumpAndTick(
  m: Model,
  r: Real,
  ms: number,
  whileDown?: () => Promise<void>,
): Promise<void> {
  r.clock.advance(ms);
  m.clockMs += ms;
  const owedBy = new Map(
    m.loops.filter((l) => l.status === 'active').map((l) => [l.id, owed(l, m.clockMs)]),
  );
  const before = new Map([...(await runsOf(r, m.loops))].map(([id, runs]) => [id, runs.length]));
  if (whileDown) await whileDown();
  await r.scheduler!.tickNow();
  // One pass proposes up to CATCH_UP_MAX runs per Loop, in order; later passes finish the catch-up.
  for (const l of m.loops) {
    const added = (await loopOf(r, l.id)).runs.length - before.get(l.id)!;
    expect(added, l.id).toBe(Math.min(owedBy.get(l.id)?.length ?? 0, CATCH_UP_MAX));
    if ((owedBy.get(l.id)?.length ?? 0) > CATCH_UP_MAX) count('catch_up_over_passes');
  }
  for (let pass = 0; pass < 5; pass++) await r.scheduler!.tickNow();
  for (const l of m.loops) {
    const dues = owedBy.get(l.id) ?? [];
    const runs = (await loopOf(r, l.id)).runs.slice(before.get(l.id)!);
    expect(runs.map((x) => x.dueMs)).toEqual(dues);
    for (const x of runs) l.runs.push({ id: x.id, dueMs: x.dueMs, status: 'proposed', spent: 0n });
    if (dues.length) {
      l.lastDueMs = dues[dues.length - 1]!;
      count(whileDown ? 'proposed_after_restart' : 'proposed');
    }
  }
  // Nothing missed: every active Loop's next due time, from its own record, lies in the future.
  for (const [, loop] of r.engine.stateOf(ORG).loops) {
    if (loop.status !== 'active') continue;
    const next = nextRuns(
      Schedule.parse(loop.schedule),
      loop.timezone,
      Math.max(loop.lastDueMs ?? -Infinity, loop.anchorMs ?? loop.createdAtMs),
      1,
    )[0];
    expect(next === undefined || next > r.clock.now(), `${loop.id} missed ${next}`).toBe(true);
  }
}

const jump = jumpMs.map((ms) =>
  command(`jump(${ms / HOUR}h)+tick`, (m, r) => jumpAndTick(m, r, ms)),
);

const decide = fc
  .record({
    pick: fc.nat(),
    runPick: fc.nat(),
    decision: fc.constantFrom('approve', 'approve', 'approve', 'decline') as fc.Arbitrary<
      'approve' | 'decline'
    >,
  })
  .map(({ pick, runPick, decision }) =>
    command(`${decision}(#${pick},#${runPick})`, async (m, r) => {
      const withRuns = m.loops.filter((l) => l.runs.some((x) => x.status === 'proposed'));
      if (withRuns.length === 0) return;
      const ml = withRuns[pick % withRuns.length]!;
      const pending = ml.runs.filter((x) => x.status === 'proposed');
      const run = pending[runPick % pending.length]!;
      const got = await outcome(() =>
        r.engine.execute({
          type: 'DecideLoopRun',
          orgId: ORG,
          agentId: AGENT,
          loopId: ml.id,
          runId: run.id,
          decision,
        }),
      );
      if (decision === 'decline') {
        expect(got).toMatchObject({ ok: true, value: { run: { id: run.id, status: 'declined' } } });
        run.status = 'declined';
        count('declined');
        return;
      }
      if (ml.status !== 'active') {
        count('approve_inactive');
        return expect(got).toEqual({ ok: false, code: 'invalid_state' });
      }
      const remaining = ml.budget - ml.spent;
      if ((ml.cap !== null && COST > ml.cap) || COST > remaining) {
        run.status = 'skipped';
        ml.status = TABLE.active[remaining === 0n ? 'EXHAUST' : 'CAP']!;
        count(`skipped_${ml.status}`);
      } else {
        run.status = 'charged';
        run.spent = COST;
        ml.spent += COST;
        if (COST === remaining) ml.status = TABLE.active.EXHAUST!;
        count(`charged_${ml.status}`);
      }
      expect(got).toMatchObject({
        ok: true,
        value: { run: { id: run.id, status: run.status }, loop_status: ml.status },
      });
    }),
  );

async function reopen(r: Real): Promise<void> {
  await r.engine.close();
  r.engine = await openEngine(r.home, {
    clock: r.clock,
    mint: r.mint,
    onCommitted: (_s, _q, rec) => r.scheduler?.committed(_s, _q, rec),
  });
  r.scheduler = new LoopScheduler(r.engine, r.clock);
}

const restart = fc.option(jumpMs, { freq: 2 }).map((down) =>
  command(`restart(down ${(down ?? 0) / HOUR}h)`, async (m, r) => {
    const before = await runsOf(r, m.loops);
    await jumpAndTick(m, r, down ?? 0, async () => {
      await reopen(r);
      // The reopened engine holds every run it held before, unchanged.
      for (const l of m.loops) expect((await loopOf(r, l.id)).runs).toEqual(before.get(l.id));
    });
    // Across the restart the runs only grew: none lost, none changed, no due time proposed again.
    for (const l of m.loops)
      expect((await loopOf(r, l.id)).runs.slice(0, before.get(l.id)!.length)).toEqual(
        before.get(l.id),
      );
    count('restart');
  }),
);

async function setup(home: LogHome): Promise<{ model: Model; real: Real }> {
  const clock = new TestClock(T0);
  const mint = counterMint();
  const real: Real = {
    engine: undefined as unknown as Engine,
    home,
    clock,
    mint,
    scheduler: undefined,
  };
  real.engine = await openEngine(home, {
    clock,
    mint,
    onCommitted: (_s, _q, rec) => real.scheduler?.committed(_s, _q, rec),
  });
  await real.engine.execute({ type: 'CreateOrg', orgId: ORG, name: ORG, mode: 'live' });
  await real.engine.execute({
    type: 'SetOrgFlags',
    orgId: ORG,
    flags: { 'flags.loop.engine': true },
  });
  await real.engine.execute({ type: 'CreateAgent', orgId: ORG, agentId: AGENT, name: AGENT });
  await real.engine.execute({
    type: 'SetDelegation',
    orgId: ORG,
    agentId: AGENT,
    delegation: { can_manage_loops: true, can_post_tasks: true },
  });
  await real.engine.execute({
    type: 'Deposit',
    orgId: ORG,
    depositId: 'd1',
    amountMinor: 10_000_000_000n,
    currency: 'NGN',
  });
  real.scheduler = new LoopScheduler(real.engine, clock);
  return { model: { clockMs: T0, loops: [] }, real };
}

const allCommands = [
  createLoop,
  createLoop,
  moveLoop,
  moveLoop,
  moveLoop,
  jump,
  jump,
  jump,
  decide,
  decide,
  decide,
  decide,
  restart,
];

export const loopSuite: Suite<Model, Real, null> = {
  name: 'loops',
  start: fc.constant(null),
  setup: (home) => setup(home),
  commands: allCommands,
  agrees: assertAgrees,
  reopen,
};
