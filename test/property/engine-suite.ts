// The engine suite: random sequences of the task and money commands (valid and invalid,
// governance and the kill switch included, with restarts) checked against a small reference model,
// every invariant after every step.
import fc from 'fast-check';
import { counterMint, openEngine, T0, TestClock, type LogHome } from '../support/harness.ts';
import type { Suite } from './suite.ts';
import { HOUR, type Model } from './model.ts';
import { safetySteps } from './safety-steps.ts';
import {
  type Real,
  ORGS,
  AGENTS,
  ALL_FLAGS,
  outcome,
  assertAgrees,
  command,
  deposit,
  createTask,
  agentMove,
  platformStep,
} from './engine-commands.ts';
export { Real, outcome, platformMoney, seen } from './engine-commands.ts';
const governance = fc
  .record({
    agent: fc.constantFrom(...AGENTS),
    // Caps twice as likely, one below any create's total: a refusal for spend seen in every run,
    // not in most (it was 0–8 times in 200 sequences, and 0 failed the coverage check).
    what: fc.constantFrom('freeze', 'unfreeze', 'flag_on', 'flag_off', 'caps', 'caps', 'no_caps'),
    flag: fc.constantFrom(...ALL_FLAGS),
    perTask: fc.constantFrom(null, 100_000n, 300_000n),
    daily: fc.constantFrom(null, 500_000n),
  })
  .map((g) =>
    command(`${g.what}(${g.agent.id},${g.flag})`, async (m, r) => {
      const a = m.agents.get(g.agent.id)!;
      const base = { orgId: g.agent.org, agentId: g.agent.id };
      if (g.what === 'freeze' || g.what === 'unfreeze') {
        await r.engine.execute({ type: 'SetFrozen', ...base, frozen: g.what === 'freeze' });
        a.frozen = g.what === 'freeze';
      } else if (g.what === 'flag_on' || g.what === 'flag_off') {
        await r.engine.execute({
          type: 'SetDelegation',
          ...base,
          delegation: { [g.flag]: g.what === 'flag_on' },
        });
        if (g.what === 'flag_on') a.flags.add(g.flag);
        else a.flags.delete(g.flag);
      } else {
        const perTask = g.what === 'caps' ? g.perTask : null;
        const daily = g.what === 'caps' ? g.daily : null;
        await r.engine.execute({
          type: 'SetSpendPolicy',
          ...base,
          perTaskCapMinor: perTask,
          dailyCapMinor: daily,
        });
        a.perTask = perTask;
        a.daily = daily;
      }
    }),
  );

const advance = fc.constantFrom(HOUR, 3 * HOUR, 25 * HOUR).map((ms) =>
  command(`advance(${ms / HOUR}h)`, async (m, r) => {
    r.clock.advance(ms);
    m.clockMs += ms;
  }),
);

async function reopen(r: Real): Promise<void> {
  await r.engine.close();
  r.engine = await openEngine(r.home, { clock: r.clock, mint: r.mint });
}

const restart = fc.constant(command('restart', (_m, r) => reopen(r)));

const { decideHold, withdraw } = safetySteps(command, outcome);

const allCommands = [
  deposit,
  deposit,
  createTask,
  createTask,
  createTask,
  agentMove,
  agentMove,
  platformStep,
  platformStep,
  platformStep,
  platformStep,
  governance,
  advance,
  restart,
  // Safety steps succeed only on a task in the right state: weighted up so each success (a hold
  // released and refused, an offer reported, work abandoned) shows in every 200-sequence run.
  decideHold,
  decideHold,
  decideHold,
  withdraw,
  withdraw,
  withdraw,
  withdraw,
];

async function setup(home: LogHome): Promise<{ model: Model; real: Real }> {
  const clock = new TestClock(T0);
  const mint = counterMint();
  const engine = await openEngine(home, { clock, mint });
  const model: Model = {
    clockMs: T0,
    wallets: new Map(),
    agents: new Map(),
    tasks: [],
    idem: new Map(),
    deposits: new Set(),
    revenue: 0n,
    payables: 0n,
    paidOut: 0n,
  };
  for (const org of ORGS) {
    await engine.execute({ type: 'CreateOrg', orgId: org, name: org, mode: 'live' });
    model.wallets.set(org, 0n);
  }
  for (const a of AGENTS) {
    await engine.execute({ type: 'CreateAgent', orgId: a.org, agentId: a.id, name: a.id });
    const flags = a.id === 'agt_a2' ? ['can_post_tasks'] : ALL_FLAGS;
    await engine.execute({
      type: 'SetDelegation',
      orgId: a.org,
      agentId: a.id,
      delegation: Object.fromEntries(flags.map((f) => [f, true])),
    });
    model.agents.set(a.id, {
      id: a.id,
      org: a.org,
      frozen: false,
      flags: new Set(flags),
      perTask: null,
      daily: null,
      spendDay: '',
      spent: 0n,
    });
  }
  return { model, real: { engine, home, clock, mint } };
}

export const engineSuite: Suite<Model, Real, null> = {
  name: 'engine',
  start: fc.constant(null),
  setup: (home) => setup(home),
  commands: allCommands,
  agrees: assertAgrees,
  reopen,
};
