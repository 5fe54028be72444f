// The Loop suite: random Loop programs (create, owner moves, clock jumps + scheduler ticks, run
// decisions, restarts) against a small model: every due run proposed exactly once, the envelope
// never exceeded, every invariant after every step.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Engine } from '../../src/runtime/engine.ts';
import { LoopScheduler } from '../../src/effects/loop-scheduler.ts';
import { nextRuns, Schedule } from '../../src/domain/schedule.ts';
import { counterMint, openEngine, T0, TestClock, type LogHome } from '../support/harness.ts';
import type { Suite } from './suite.ts';
import { DAY, HOUR } from './model.ts';
import { outcome } from './checked-command.ts';
import {
  ORG,
  AGENT,
  COST,
  CATCH_UP_MAX,
  TABLE,
  type ModelLoop,
  type Model,
  type Real,
  count,
  fromOf,
  loopOf,
  runsOf,
  assertAgrees,
  command,
  createLoop,
  moveLoop,
} from './loop-model.ts';
export { seen } from './loop-model.ts';
/**
 * The due times of an active Loop that are ≤ now and not yet proposed, from the model's own record.
 */
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

/**
 * Moves the clock by `ms` (optionally restarting in between: the time passes while the service is
 * down) and ticks.
 */
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
