// The surface suite: the commands the other suites leave out — Passes issued on acceptance and
// scanned, human review of proof, zone status changes, agent key rotation, webhook endpoints
// created, deleted and disabled, orgs and Operators registered — beside task moves, against a
// small model (the task table and money moves of model.ts); every invariant after every step.
import fc from 'fast-check';
import { expect } from 'vitest';
import { zoneStatus } from '../../src/domain/zones.ts';
import { counterMint, openEngine, T0, TestClock, type LogHome } from '../support/harness.ts';
import { outcome } from './checked-command.ts';
import { HOUR, modelMove, type ModelTask } from './model.ts';
import type { Suite } from './suite.ts';
import {
  type Real,
  type SurfaceModel,
  ZONES,
  agentOf,
  assertAgrees,
  count,
  command,
  addOrg,
  registerOrg,
  rotateKey,
  endpoint,
  setZone,
  registerOperator,
  createTask,
  type Action,
  NEXT,
  ACTIONS,
} from './surface-commands.ts';
export { seen } from './surface-commands.ts';
const onTask = fc
  .record({
    oldest: fc.constantFrom(true, true, true, false),
    pick: fc.nat(),
    variant: fc.nat(),
    random: fc.constantFrom(...ACTIONS),
    how: fc.constantFrom('next', 'next', 'next', 'random'),
    operator: fc.constantFrom('op_0', 'op_1'),
  })
  .map((a) =>
    command(
      `task(${a.oldest ? 'oldest' : `#${a.pick}`},` +
        `${a.how === 'next' ? `next/${a.variant}` : a.random},${a.operator})`,
      async (m, r) => {
        // Mostly the oldest task still under way, so that tasks get to their later states.
        const open = m.tasks.filter((t) => NEXT[t.state]);
        const pool = a.oldest && open.length > 0 ? open.slice(0, 1) : m.tasks;
        if (pool.length === 0) return;
        const task = pool[a.pick % pool.length]!;
        const next = NEXT[task.state];
        const action = a.how === 'next' && next ? next[a.variant % next.length]! : a.random;
        count(`action_${action}`);
        const base = { orgId: task.org, taskId: task.id };
        if (action === 'SCREEN') {
          const shard = r.engine.shardFor(task.org).id;
          await r.engine.execute({ type: 'ScreenTasks', shard, taskIds: [task.id] });
          modelMove(m, task, 'SCREEN_PASSED');
          return;
        }
        if (action === 'EXPIRE' && m.clockMs < task.deadlineMs) {
          r.clock.advance(task.deadlineMs - m.clockMs);
          m.clockMs = task.deadlineMs;
        }
        const token = `pass-${task.id}`;
        const got = await outcome(() => {
          switch (action) {
            case 'MATCH':
              return r.engine.execute({
                type: 'StepTask',
                ...base,
                step: 'MATCH',
                operatorId: a.operator,
              });
            case 'ACCEPT':
              return r.engine.execute({
                type: 'StepTask',
                ...base,
                step: 'ACCEPT',
                pass: { id: `pass_${task.id}`, token, expiresAtMs: task.deadlineMs },
              });
            case 'START':
              return r.engine.execute({ type: 'StepTask', ...base, step: 'START' });
            case 'SCAN':
              return r.engine.execute({ type: 'ScanPass', ...base });
            case 'PROOF':
              return r.engine.execute({
                type: 'SubmitProof',
                ...base,
                operatorId: task.operator ?? a.operator,
                proof: {
                  capturedAt: new Date(m.clockMs).toISOString(),
                  mediaSha256: ['a'.repeat(64)],
                  location: { lat: 6.6, lng: 3.35 },
                  answers: {},
                },
              });
            case 'VERIFY_REVIEW':
              return r.engine.execute({
                type: 'RecordVerification',
                ...base,
                verification: {
                  checks: [],
                  confidence: 0.6,
                  outcome: 'review',
                  media: [],
                  verifierVersion: 'test',
                  thresholds: {},
                },
              });
            case 'REVIEW_APPROVE':
            case 'REVIEW_REJECT':
              return r.engine.execute({
                type: 'ReviewTask',
                ...base,
                decision: action === 'REVIEW_APPROVE' ? 'approve' : 'reject',
              });
            case 'RESOLVE_REFUND':
            case 'RESOLVE_RELEASE':
              return r.engine.execute({
                type: 'ResolveDispute',
                ...base,
                favour: action === 'RESOLVE_REFUND' ? 'agent' : 'operator',
              });
            case 'SETTLE':
              return r.engine.execute({ type: 'SettleTask', ...base, payoutRef: `po_${task.id}` });
            case 'CANCEL':
              return r.engine.execute({ type: 'CancelTask', ...base, agentId: agentOf(task.org) });
            case 'EXPIRE':
              return r.engine.execute({ type: 'ExpireTask', ...base });
            default:
              throw new Error(`no action ${action}`);
          }
        });
        const code = expected(m, task, action, a.operator);
        if (code) return expect(got, `${action} on ${task.state}`).toEqual({ ok: false, code });
        expect(got.ok, `${action}: ${JSON.stringify(got)}`).toBe(true);
        count(`ok_${action}`);
      },
    ),
  );

/** Moves the model for an action and gives the code the engine should refuse it with, if any. */
function expected(
  m: SurfaceModel,
  task: ModelTask,
  action: Action,
  operator: string,
): string | undefined {
  if (action === 'SCAN') {
    // A settled task has left memory: its Pass can no longer be scanned.
    const settled =
      ['paid', 'cancelled', 'expired', 'resolved_refunded'].includes(task.state) &&
      (!task.hasProof || task.verified);
    const pass = m.passes.get(task.id);
    if (settled) return 'invalid_state';
    if (!pass) return 'not_found';
    pass.scans += 1;
    return undefined;
  }
  if (action === 'PROOF') {
    // Proof comes from the task's Operator; to anyone else the task does not exist.
    if (task.operator === null) return 'not_found';
    if (task.state !== 'in_progress') return 'invalid_state';
    modelMove(m, task, 'SUBMIT_PROOF');
    modelMove(m, task, 'BEGIN_VERIFY');
    task.hasProof = true;
    return undefined;
  }
  if (action === 'VERIFY_REVIEW') {
    // A task with proof waiting for its verification stays in memory even when final.
    if (!task.hasProof || task.verified) return 'invalid_state';
    task.verified = true;
    return undefined;
  }
  const event =
    action === 'REVIEW_APPROVE' ? 'APPROVE' : action === 'REVIEW_REJECT' ? 'REJECT' : action;
  const code = modelMove(m, task, event);
  if (code) return code;
  if (action === 'MATCH') task.operator = operator;
  if (action === 'ACCEPT') m.passes.set(task.id, { token: `pass-${task.id}`, scans: 0 });
  return undefined;
}

const deposit = fc
  .record({ org: fc.nat(), amount: fc.constantFrom(200_000n, 1_000_000n) })
  .map((a) =>
    command(`deposit(#${a.org},${a.amount})`, async (m, r) => {
      const org = m.orgs[a.org % m.orgs.length]!;
      const id = `dep_${m.deposits.size + 1}`;
      m.deposits.add(id);
      await r.engine.execute({
        type: 'Deposit',
        orgId: org,
        depositId: id,
        amountMinor: a.amount,
        currency: 'NGN',
      });
      m.wallets.set(org, m.wallets.get(org)! + a.amount);
    }),
  );

const advance = fc.constantFrom(HOUR, 3 * HOUR).map((ms) =>
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

const allCommands = [
  registerOrg,
  rotateKey,
  endpoint,
  endpoint,
  setZone,
  registerOperator,
  createTask,
  createTask,
  createTask,
  onTask,
  onTask,
  onTask,
  onTask,
  onTask,
  onTask,
  deposit,
  advance,
  restart,
];

async function setup(home: LogHome): Promise<{ model: SurfaceModel; real: Real }> {
  const clock = new TestClock(T0);
  const mint = counterMint();
  const engine = await openEngine(home, { clock, mint });
  const model: SurfaceModel = {
    clockMs: T0,
    wallets: new Map(),
    agents: new Map(),
    tasks: [],
    idem: new Map(),
    deposits: new Set(),
    revenue: 0n,
    payables: 0n,
    paidOut: 0n,
    orgs: [],
    keys: new Map(),
    endpoints: new Map(),
    zones: new Map(ZONES.map((z) => [z, zoneStatus(z, new Map())!])),
    operators: new Set(),
    passes: new Map(),
    registered: 0,
  };
  const real = { engine, home, clock, mint };
  await addOrg(model, real, 'org_s1');
  return { model, real };
}

export const surfaceSuite: Suite<SurfaceModel, Real, null> = {
  name: 'surfaces',
  start: fc.constant(null),
  setup: (home) => setup(home),
  commands: allCommands,
  agrees: assertAgrees,
  reopen,
};
