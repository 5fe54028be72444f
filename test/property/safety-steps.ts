// The safety steps of the engine suite (engine-suite.ts): staff release or refuse a held task,
// and the offered or working Operator reports or abandons a task for safety. Each is checked
// against the reference model (model.ts); the suite checks every invariant after each step and
// after restarts (replay).
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Model } from './model.ts';
import { modelMove } from './model.ts';
import type { Real } from './engine-suite.ts';

/** Successful safety steps of the runs, so a generator that never reaches them is noticed. */
export const safetySeen = new Map<string, number>();
const saw = (what: string) => safetySeen.set(what, (safetySeen.get(what) ?? 0) + 1);

type Outcome = { ok: true; value: unknown } | { ok: false; code: string };
type Command = (
  name: string,
  run: (m: Model, r: Real) => Promise<void>,
) => fc.AsyncCommand<Model, Real>;

export function safetySteps(
  command: Command,
  outcome: (run: () => Promise<unknown>) => Promise<Outcome>,
) {
  const decideHold = fc
    .record({
      pick: fc.nat(),
      decision: fc.constantFrom('release', 'refuse') as fc.Arbitrary<'release' | 'refuse'>,
    })
    .map(({ pick, decision }) =>
      command(`${decision}_hold(#${pick})`, async (m, r) => {
        if (m.tasks.length === 0) return;
        const task = m.tasks[pick % m.tasks.length]!;
        const got = await outcome(() =>
          r.engine.execute({ type: 'DecideHold', orgId: task.org, taskId: task.id, decision }),
        );
        // The same decision again answers as the first; anything else but a waiting hold is
        // refused.
        if (task.hold === decision)
          return expect(got).toMatchObject({ ok: true, value: { task_id: task.id, decision } });
        if (task.hold !== 'held' || task.state !== 'screening')
          return expect(got).toEqual({ ok: false, code: 'invalid_state' });
        expect(got.ok).toBe(true);
        expect(
          modelMove(m, task, decision === 'release' ? 'SCREEN_PASSED' : 'CANCEL'),
        ).toBeUndefined();
        task.hold = decision;
        saw(decision);
        expect(got).toMatchObject({ value: { state: task.state } });
      }),
    );

  // Mostly a task some Operator holds, as that Operator: otherwise success is too rare to see.
  const withdraw = fc
    .record({
      pick: fc.nat(),
      kind: fc.constantFrom('report', 'abandon') as fc.Arbitrary<'report' | 'abandon'>,
      who: fc.constantFrom('own', 'own', 'own', 'op_1', 'op_2'),
    })
    .map(({ pick, kind, who }) =>
      command(`${kind}(#${pick},${who})`, async (m, r) => {
        const states = kind === 'report' ? ['matched'] : ['accepted', 'in_progress'];
        let held = m.tasks.filter((t) => t.operator !== null && states.includes(t.state));
        // None is offered or worked on yet: take a live task that far first (as the matcher and
        // the Operator would), so the steps reach their successes in most runs, not a few.
        if (who === 'own' && held.length === 0) {
          const live = m.tasks.filter((t) => t.state === 'live');
          if (live.length > 0) {
            const t = live[pick % live.length]!;
            for (const step of kind === 'report'
              ? (['MATCH'] as const)
              : (['MATCH', 'ACCEPT'] as const)) {
              await r.engine.execute({
                type: 'StepTask',
                orgId: t.org,
                taskId: t.id,
                step,
                operatorId: 'op_1',
              });
              expect(modelMove(m, t, step)).toBeUndefined();
            }
            t.operator = 'op_1';
            held = [t];
          }
        }
        const pool = who === 'own' && held.length > 0 ? held : m.tasks;
        if (pool.length === 0) return;
        const task = pool[pick % pool.length]!;
        const operator = who === 'own' ? (task.operator ?? 'op_1') : who;
        // A lapse recorded before the report (an earlier offer that ran out) is not the report's.
        const lapsedBefore = r.engine
          .stateOf(task.org)
          .tasks.get(task.id)
          ?.declinedOperators.includes(operator);
        const got = await outcome(() =>
          r.engine.execute({
            type: 'WithdrawUnsafe',
            orgId: task.org,
            taskId: task.id,
            operatorId: operator,
            kind,
          }),
        );
        const code =
          task.operator !== operator
            ? 'not_found'
            : !states.includes(task.state)
              ? 'invalid_state'
              : undefined;
        if (code) return expect(got).toEqual({ ok: false, code });
        expect(got).toMatchObject({ ok: true, value: { state: 'screening' } });
        expect(modelMove(m, task, 'WITHDRAW_UNSAFE')).toBeUndefined();
        task.hold = 'held';
        saw(kind);
        // No penalty: the report adds nothing to the task's lapse record; it is never offered
        // again.
        const real = r.engine.stateOf(task.org).tasks.get(task.id)!;
        expect(real.declinedOperators.includes(operator)).toBe(lapsedBefore === true);
        expect(real.unsafeFor).toContain(operator);
      }),
    );

  return { decideHold, withdraw };
}
