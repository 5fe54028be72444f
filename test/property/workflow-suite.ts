// The workflow suite: random sequences of every move a workflow order's steps can take (Operator
// steps, proof, verification, approve, reject, cancel before and after acceptance, disputes
// resolved either way, expiry, settlement), repeated starts, idempotent re-orders, deposits, clock
// moves and restarts, against an independent model of wallets, workflows, their locks, revenue,
// payables and payout clearing; every invariant after every step.
import fc from 'fast-check';
import { counterMint, openEngine, T0, TestClock, type LogHome } from '../support/harness.ts';
import type { Suite } from './suite.ts';
import {
  PRODUCT_IDS,
  ORGS,
  OPERATORS,
  type Model,
  type Real,
  count,
  assertAgrees,
  command,
} from './workflow-model.ts';
import { order, start, onTask, deposit, advance } from './workflow-commands.ts';

async function reopen(r: Real): Promise<void> {
  await r.engine.close();
  r.engine = await openEngine(r.home, { clock: r.clock, mint: r.mint });
}

const restart = fc.constant(
  command('restart', async (_m, r) => {
    await reopen(r);
    count('restart');
  }),
);

const allCommands = [
  order,
  order,
  start,
  ...Array.from({ length: 14 }, () => onTask),
  deposit,
  advance,
  restart,
];

// ---------------------------------------------------------------------------------------------
// Runs.

const FLAGS = Object.fromEntries(PRODUCT_IDS.map((p) => [`flags.workflows.${p}`, true]));

async function setup(home: LogHome, funding: bigint[]): Promise<{ model: Model; real: Real }> {
  const clock = new TestClock(T0);
  const mint = counterMint();
  const engine = await openEngine(home, { clock, mint });
  const orgs = ORGS.slice(0, funding.length);
  const model: Model = {
    orgs: orgs.map((o) => o.id),
    clockMs: T0,
    wallets: new Map(),
    deposits: 0,
    workflows: [],
    tasks: [],
    idem: new Map(),
    revenue: 0n,
    payables: new Map(),
    paidOut: 0n,
  };
  for (const [i, o] of orgs.entries()) {
    await engine.execute({
      type: 'RegisterOrg',
      orgId: o.id,
      name: o.id,
      mode: 'live',
      agentId: o.agent,
      agentName: o.agent,
      keyHash: 'h'.repeat(64),
    });
    await engine.execute({
      type: 'SetDelegation',
      orgId: o.id,
      agentId: o.agent,
      delegation: {
        can_order_workflows: true,
        can_post_tasks: true,
        can_approve_release: true,
        can_open_disputes: true,
      },
    });
    await engine.execute({ type: 'SetOrgFlags', orgId: o.id, flags: FLAGS });
    await engine.execute({
      type: 'Deposit',
      orgId: o.id,
      depositId: `fund_${o.id}`,
      amountMinor: funding[i]!,
      currency: 'NGN',
    });
    model.wallets.set(o.id, funding[i]!);
  }
  for (const id of OPERATORS) {
    await engine.execute({
      type: 'RegisterOperator',
      operator: {
        id,
        firstName: 'A',
        lastName: id,
        phone: '+234',
        languages: ['en'],
        lgaCoverage: ['ng.lagos.ikeja'],
        skills: [],
        tier: 'verified',
        zoneRef: 'ng.lagos.ikeja',
        location: { lat: 6.6, lng: 3.35 },
        tokenHash: id.padEnd(64, 't'),
        createdAtMs: T0,
      },
    });
  }
  return { model, real: { engine, home, clock, mint } };
}

// Some wallets hold one order of the cheaper products but not a second (330 000 / 407 000 / 660
// 000).
const funding = fc.array(fc.constantFrom(450_000n, 800_000n, 1_500_000n, 3_000_000n), {
  minLength: 1,
  maxLength: 2,
});

export const workflowSuite: Suite<Model, Real, bigint[]> = {
  name: 'workflows',
  start: funding,
  setup,
  commands: allCommands,
  agrees: assertAgrees,
  reopen,
  // Replay from the log gives the same: reopen and check everything once more.
  async finish(m, r) {
    await reopen(r);
    await assertAgrees(m, r);
    for (const w of m.workflows) count(`final_${w.state}`);
  },
};
