// The workflow suite: random sequences of every move a workflow order's steps can take (Operator
// steps, proof, verification, approve, reject, cancel before and after acceptance, disputes
// resolved either way, expiry, settlement), repeated starts, idempotent re-orders, deposits, clock
// moves and restarts, against an independent model of wallets, workflows, their locks, revenue,
// payables and payout clearing; every invariant after every step.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Engine } from '../../src/runtime/engine.ts';
import { DomainError } from '../../src/errors/problem.ts';
import type { OperatorStep } from '../../src/core/commands.ts';
import { allBalances, balanceOf } from '../../src/core/state.ts';
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
import { DAY, HOUR, MODEL_MOVES } from './model.ts';
import { checkedCommands } from './checked-command.ts';
import { readTask, readWorkflow } from '../../src/runtime/reads.ts';

// ---------------------------------------------------------------------------------------------
// The model: its own price table (step rewards; the 10% fee of these round rewards splits exactly
// as 10% of each step's reward), its own money moves, the task transition table of model.ts.

export const PRODUCTS: Record<string, { rewards: bigint[]; inputs: Record<string, unknown> }> = {
  business_address_verification: {
    rewards: [150_000n, 100_000n, 120_000n],
    inputs: { business_name: 'Mama Put Kitchen', address: '12 Allen Avenue, Ikeja' },
  },
  retail_shelf_audit: {
    rewards: [200_000n, 100_000n],
    inputs: {
      business_name: 'Shoprite Ikeja',
      address: '1 Obafemi Awolowo Way, Ikeja',
      products: ['Indomie', 'Peak Milk'],
    },
  },
  property_inspection: {
    rewards: [500_000n, 100_000n],
    inputs: { business_name: 'Adeyemi Estates', address: '7 Opebi Road, Ikeja' },
  },
};
export const PRODUCT_IDS = Object.keys(PRODUCTS);
export const modelStepFee = (reward: bigint) => reward / 10n;
export const modelPrice = (product: string) =>
  PRODUCTS[product]!.rewards.reduce((a, r) => a + r + modelStepFee(r), 0n);

const ORGS = [
  { id: 'org_a', agent: 'agt_a' },
  { id: 'org_b', agent: 'agt_b' },
];
const OPERATORS = ['op_1', 'op_2'];

interface MStep {
  reward: bigint;
  fee: bigint;
  taskId: string | null;
}
interface MWorkflow {
  id: string;
  org: string;
  state: 'ordered' | 'running' | 'completed' | 'failed';
  lockId: string;
  lockState: string;
  held: bigint;
  total: bigint;
  deadlineMs: number;
  steps: MStep[];
}
interface MTask {
  id: string;
  wf: MWorkflow;
  index: number;
  state: string;
  operator: string | null;
  hasProof: boolean;
  verified: boolean;
}
interface Model {
  orgs: string[];
  clockMs: number;
  wallets: Map<string, bigint>;
  deposits: number;
  workflows: MWorkflow[];
  tasks: MTask[];
  idem: Map<string, { fp: string; atMs: number; result: unknown }>;
  revenue: bigint;
  payables: Map<string, bigint>;
  paidOut: bigint;
}
interface Real {
  engine: Engine;
  home: LogHome;
  clock: TestClock;
  mint: (prefix: string) => string;
}

/** What the runs exercised, so a generator that drifts into only-errors is noticed. */
export const seen = new Map<string, number>();
const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

type Outcome = { ok: true; value: unknown } | { ok: false; code: string };
async function outcome(r: Real, run: () => Promise<unknown>): Promise<Outcome & { wrote: number }> {
  const before = r.engine.wal.stats().records;
  try {
    const value = await run();
    count('ok');
    return { ok: true, value, wrote: r.engine.wal.stats().records - before };
  } catch (error) {
    if (error instanceof DomainError) {
      count(error.code);
      return { ok: false, code: error.code, wrote: r.engine.wal.stats().records - before };
    }
    throw error;
  }
}

/** A refused command answers with `code` and writes nothing. */
function expectRefused(got: Outcome & { wrote: number }, code: string): void {
  expect({ ok: got.ok, code: got.ok ? undefined : got.code, wrote: got.wrote }).toEqual({
    ok: false,
    code,
    wrote: 0,
  });
}

function otherOrg(m: Model, org: string): string | undefined {
  return m.orgs.find((o) => o !== org);
}
function agentOf(org: string): string {
  return ORGS.find((o) => o.id === org)!.agent;
}

/** The step's task was started by the engine: read its id and put it in the model. */
function startStep(m: Model, r: Real, wf: MWorkflow, index: number): void {
  const real = r.engine.stateOf(wf.org).workflows.get(wf.id)!;
  const taskId = real.steps[index]!.taskId;
  expect(taskId, `step ${index} of ${wf.id} started`).not.toBeNull();
  wf.steps[index]!.taskId = taskId;
  m.tasks.push({
    id: taskId!,
    wf,
    index,
    state: 'screening',
    operator: null,
    hasProof: false,
    verified: false,
  });
}

/** Applies a task move to the model; returns the code the engine should answer with, if any. */
function modelMove(m: Model, r: Real, task: MTask, event: string): string | undefined {
  const row = MODEL_MOVES[event]![task.state];
  if (!row || (event === 'EXPIRE' && m.clockMs < task.wf.deadlineMs)) return 'invalid_state';
  const wf = task.wf;
  const s = wf.steps[task.index]!;
  if (row.money && row.money !== 'settle')
    count(`${row.money}:${event}:step${task.index}:${wf.lockState}`);
  task.state = row.to;
  if (event === 'OFFER_LAPSED') task.operator = null;
  if (row.money === 'release') {
    count('release');
    wf.held -= s.reward + s.fee;
    m.revenue += s.fee;
    m.payables.set(task.operator!, (m.payables.get(task.operator!) ?? 0n) + s.reward);
    wf.lockState = wf.held === 0n ? 'released' : 'partial';
    if (task.index === wf.steps.length - 1) {
      wf.state = 'completed';
      count('wf_completed');
    } else startStep(m, r, wf, task.index + 1);
  } else if (row.money === 'refund') {
    count('refund');
    m.wallets.set(wf.org, m.wallets.get(wf.org)! + wf.held);
    wf.held = 0n;
    wf.lockState = 'refunded';
    wf.state = 'failed';
    count(`wf_failed_${row.to}`);
  } else if (row.money === 'freeze') {
    count('freeze');
    wf.lockState = 'disputed_frozen';
  } else if (row.money === 'settle') {
    count('settle');
    m.payables.set(task.operator!, m.payables.get(task.operator!)! - s.reward);
    m.paidOut += s.reward;
  }
  return undefined;
}

const FINAL_TASK = new Set(['paid', 'cancelled', 'expired', 'resolved_refunded']);

/**
 * A workflow leaves memory with its steps once finished and every started step is final, with no
 * verification still to record.
 */
function settled(m: Model, w: MWorkflow): boolean {
  return (
    (w.state === 'completed' || w.state === 'failed') &&
    m.tasks
      .filter((t) => t.wf === w)
      .every((t) => FINAL_TASK.has(t.state) && (!t.hasProof || t.verified))
  );
}

async function assertAgrees(m: Model, r: Real): Promise<void> {
  const report = await checkAll(r.engine);
  expect(failuresOf(report)).toEqual([]);
  for (const org of m.orgs) {
    expect(balanceOf(r.engine.stateOf(org), 'NGN', `wallet:${org}`), `wallet of ${org}`).toBe(
      m.wallets.get(org),
    );
    const open = m.workflows.filter((w) => w.org === org && !settled(m, w));
    expect(r.engine.stateOf(org).workflows.size).toBe(open.length);
    expect(r.engine.stateOf(org).tasksByOrg.get(org)?.live ?? 0).toBe(
      m.tasks.filter((t) => open.includes(t.wf)).length,
    );
  }
  let revenue = 0n;
  let paidOut = 0n;
  const payables = new Map<string, bigint>();
  for (const state of r.engine.states().values()) {
    for (const [key, v] of allBalances(state)) {
      if (key === 'NGN|revenue:platform') revenue += v;
      else if (key.startsWith('NGN|payable:'))
        payables.set(
          key.slice('NGN|payable:'.length),
          (payables.get(key.slice('NGN|payable:'.length)) ?? 0n) + v,
        );
      else if (key === 'NGN|clearing:payout') paidOut += v;
    }
  }
  const want = new Map([...m.payables].filter(([, v]) => v !== 0n));
  const got = new Map([...payables].filter(([, v]) => v !== 0n));
  expect({ revenue, paidOut, payables: got }).toEqual({
    revenue: m.revenue,
    paidOut: m.paidOut,
    payables: want,
  });
  for (const w of m.workflows) {
    const read = await readWorkflow(r.engine, w.id, w.org);
    const wf = read?.workflow;
    const lock = read?.lock;
    expect({
      id: w.id,
      state: wf?.state,
      lock: lock?.state,
      held: lock?.heldMinor,
      amount: lock?.amountMinor,
      steps: wf?.steps.map((s) => s.taskId),
    }).toEqual({
      id: w.id,
      state: w.state,
      lock: w.lockState,
      held: w.held,
      amount: w.total,
      steps: w.steps.map((s) => s.taskId),
    });
  }
  for (const t of m.tasks) {
    const task = (await readTask(r.engine, t.id, t.wf.org))?.task;
    expect({
      id: t.id,
      state: task?.state,
      operator: task?.operatorId,
      lock: task?.lockId,
    }).toEqual({ id: t.id, state: t.state, operator: t.operator, lock: t.wf.lockId });
  }
}

const command = checkedCommands<Model, Real>(
  (m, r) => assertAgrees(m, r),
  (what) => count(what),
);

// ---------------------------------------------------------------------------------------------
// Commands.

const order = fc
  .record({
    org: fc.nat(1),
    product: fc.constantFrom(...PRODUCT_IDS),
    key: fc.constantFrom('o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o7', 'o8', 'o9'),
    hours: fc.constantFrom(6, 48, 30 * 24),
    thenStart: fc.constantFrom(true, true, true, false),
  })
  .map((a) =>
    command(
      `order(${a.org},${a.product},${a.key},${a.hours}h${a.thenStart ? ',start' : ''})`,
      async (m, r) => {
        const org = m.orgs[a.org % m.orgs.length]!;
        const agent = agentOf(org);
        const fp = `fp:${a.product}`;
        const input = {
          product: a.product,
          zone_ref: 'ng.lagos.ikeja',
          inputs: PRODUCTS[a.product]!.inputs,
          deadline: new Date(m.clockMs + a.hours * HOUR).toISOString(),
        };
        const got = await outcome(r, () =>
          r.engine.execute({
            type: 'CreateWorkflow',
            orgId: org,
            agentId: agent,
            input,
            idem: { key: a.key, fingerprint: fp },
          }),
        );
        const prior = m.idem.get(`${agent}:${a.key}`);
        if (prior && m.clockMs - prior.atMs < DAY) {
          if (prior.fp !== fp) return expectRefused(got, 'idempotency_conflict');
          count('order_replayed');
          return expect(got).toEqual({ ok: true, value: prior.result, wrote: 0 });
        }
        const price = modelPrice(a.product);
        if (m.wallets.get(org)! < price) return expectRefused(got, 'insufficient_escrow_balance');
        expect(got).toMatchObject({
          ok: true,
          wrote: 1,
          value: { state: 'ordered', totalChargedMinor: price.toString() },
        });
        const result = (got as { value: { workflowId: string } }).value;
        const real = r.engine.stateOf(org).workflows.get(result.workflowId)!;
        m.wallets.set(org, m.wallets.get(org)! - price);
        m.workflows.push({
          id: result.workflowId,
          org,
          state: 'ordered',
          lockId: real.lockId,
          lockState: 'locked',
          held: price,
          total: price,
          deadlineMs: m.clockMs + a.hours * HOUR,
          steps: PRODUCTS[a.product]!.rewards.map((reward) => ({
            reward,
            fee: modelStepFee(reward),
            taskId: null,
          })),
        });
        m.idem.set(`${agent}:${a.key}`, { fp, atMs: m.clockMs, result });
        if (!a.thenStart) return;
        // The follow-up effect the service runs after an order commits (checked as a step of its
        // own).
        await assertAgrees(m, r);
        const wf = m.workflows.at(-1)!;
        const started = await outcome(r, () =>
          r.engine.execute({ type: 'StartWorkflow', orgId: org, workflowId: wf.id }),
        );
        expect(started).toEqual({
          ok: true,
          value: { workflowId: wf.id, state: 'running' },
          wrote: 1,
        });
        wf.state = 'running';
        startStep(m, r, wf, 0);
      },
    ),
  );

const start = fc
  .record({ pick: fc.nat(), wrongOrg: fc.constantFrom(false, false, false, true) })
  .map(({ pick, wrongOrg }) =>
    command(`start(#${pick}${wrongOrg ? ',wrong org' : ''})`, async (m, r) => {
      if (m.workflows.length === 0) return;
      // Prefer workflows not yet started, so orders get going; any other one is a repeated start.
      const ordered = m.workflows.filter((w) => w.state === 'ordered');
      const wf =
        pick % 3 !== 0 && ordered.length > 0
          ? ordered[pick % ordered.length]!
          : m.workflows[pick % m.workflows.length]!;
      const org = wrongOrg ? otherOrg(m, wf.org) : wf.org;
      if (!org) return;
      const got = await outcome(r, () =>
        r.engine.execute({ type: 'StartWorkflow', orgId: org, workflowId: wf.id }),
      );
      if (wrongOrg) return expectRefused(got, 'not_found');
      if (wf.state !== 'ordered') {
        count('start_repeated');
        return expect(got).toEqual({
          ok: true,
          value: { workflowId: wf.id, state: wf.state },
          wrote: 0,
        });
      }
      expect(got).toEqual({ ok: true, value: { workflowId: wf.id, state: 'running' }, wrote: 1 });
      wf.state = 'running';
      startStep(m, r, wf, 0);
    }),
  );

type Action =
  | OperatorStep
  | 'PROOF'
  | 'VERIFY_PASS'
  | 'VERIFY_REVIEW'
  | 'APPROVE'
  | 'REJECT'
  | 'CANCEL'
  | 'RESOLVE_REFUND'
  | 'RESOLVE_RELEASE'
  | 'EXPIRE'
  | 'SETTLE';
const ACTIONS: Action[] = [
  'SCREEN_PASSED',
  'MATCH',
  'OFFER_LAPSED',
  'ACCEPT',
  'START',
  'SUBMIT_PROOF',
  'BEGIN_VERIFY',
  'PROOF',
  'VERIFY_PASS',
  'VERIFY_REVIEW',
  'APPROVE',
  'REJECT',
  'CANCEL',
  'RESOLVE_REFUND',
  'RESOLVE_RELEASE',
  'EXPIRE',
  'SETTLE',
];

const forward = (a: Action): Action[] => Array.from({ length: 12 }, () => a);
/** The moves that take a task in this state somewhere, mostly the Operator's way forward. */
const NEXT: Record<string, Action[]> = {
  screening: [...forward('SCREEN_PASSED'), 'CANCEL', 'EXPIRE'],
  live: [...forward('MATCH'), 'CANCEL', 'EXPIRE'],
  matched: [...forward('ACCEPT'), 'OFFER_LAPSED', 'CANCEL', 'EXPIRE'],
  accepted: [...forward('START'), 'CANCEL'],
  in_progress: [...forward('PROOF'), 'SUBMIT_PROOF', 'CANCEL'],
  proof_submitted: ['APPROVE', 'BEGIN_VERIFY'],
  verifying: [
    'APPROVE',
    'APPROVE',
    'APPROVE',
    'VERIFY_PASS',
    'VERIFY_PASS',
    'REJECT',
    'VERIFY_REVIEW',
  ],
  disputed: ['RESOLVE_RELEASE', 'RESOLVE_RELEASE', 'RESOLVE_REFUND'],
  approved: ['SETTLE'],
  resolved_released: ['SETTLE'],
};

const onTask = fc
  .record({
    // Mostly the oldest running workflow's current step, so that orders get to their later steps.
    target: fc.constantFrom('oldest', 'oldest', 'oldest', 'current', 'current', 'any'),
    pick: fc.nat(),
    how: fc.constantFrom('next', 'next', 'next', 'next', 'next', 'next', 'next', 'random'),
    variant: fc.nat(),
    random: fc.constantFrom(...ACTIONS),
    operator: fc.constantFrom(...OPERATORS),
    wrongOrg: fc.constantFrom(false, false, false, false, false, false, false, true),
    wrongOperator: fc.constantFrom(false, false, false, false, true),
    expireEarly: fc.constantFrom(false, false, false, true),
  })
  .map((a) =>
    command(
      `task(${a.target}#${a.pick},${a.how === 'next' ? `next/${a.variant}` : a.random},` +
        `${a.operator}${a.wrongOrg ? ',wrong org' : ''}${a.wrongOperator ? ',wrong op' : ''}` +
        `${a.expireEarly ? ',early' : ''})`,
      async (m, r) => {
        const current = m.workflows
          .filter((w) => w.state === 'running')
          .map(
            (w) =>
              m.tasks.find(
                (t) => t.wf === w && t.index === w.steps.findLastIndex((s) => s.taskId !== null),
              )!,
          );
        const pool =
          a.target === 'oldest' && current.length > 0
            ? current.slice(0, 1)
            : a.target === 'current' && current.length > 0
              ? current
              : m.tasks;
        if (pool.length === 0) return;
        const task = pool[a.pick % pool.length]!;
        const next = NEXT[task.state];
        const action: Action = a.how === 'next' && next ? next[a.variant % next.length]! : a.random;
        count(`action_${action}`);
        const org = a.wrongOrg ? otherOrg(m, task.wf.org) : task.wf.org;
        if (!org) return;
        const base = { orgId: org, taskId: task.id };
        const agentId = agentOf(org);
        const proofBy = a.wrongOperator ? a.operator : (task.operator ?? a.operator);

        if (action === 'EXPIRE' && !a.expireEarly && m.clockMs < task.wf.deadlineMs) {
          // Past the deadline first, as the expiry sweep would find it.
          const by = task.wf.deadlineMs - m.clockMs + (a.variant % 2) * HOUR;
          r.clock.advance(by);
          m.clockMs += by;
        }

        const got = await outcome(r, () => {
          switch (action) {
            case 'PROOF':
              return r.engine.execute({
                type: 'SubmitProof',
                ...base,
                operatorId: proofBy,
                proof: {
                  capturedAt: new Date(m.clockMs).toISOString(),
                  mediaSha256: ['a'.repeat(64)],
                  location: { lat: 6.6, lng: 3.35 },
                  answers: {},
                },
              });
            case 'VERIFY_PASS':
            case 'VERIFY_REVIEW': {
              const pass = action === 'VERIFY_PASS';
              return r.engine.execute({
                type: 'RecordVerification',
                ...base,
                verification: {
                  checks: [],
                  confidence: pass ? 1 : 0.6,
                  outcome: pass ? 'pass' : 'review',
                  media: [],
                  verifierVersion: 'test',
                  thresholds: {},
                },
              });
            }
            case 'APPROVE':
              return r.engine.execute({ type: 'ApproveTask', ...base, agentId });
            case 'REJECT':
              return r.engine.execute({ type: 'RejectTask', ...base, agentId });
            case 'CANCEL':
              return r.engine.execute({ type: 'CancelTask', ...base, agentId });
            case 'RESOLVE_REFUND':
            case 'RESOLVE_RELEASE':
              return r.engine.execute({
                type: 'ResolveDispute',
                ...base,
                favour: action === 'RESOLVE_REFUND' ? 'agent' : 'operator',
              });
            case 'EXPIRE':
              return r.engine.execute({ type: 'ExpireTask', ...base });
            case 'SETTLE':
              return r.engine.execute({ type: 'SettleTask', ...base });
            default:
              return r.engine.execute({
                type: 'StepTask',
                ...base,
                step: action,
                ...(action === 'MATCH' ? { operatorId: a.operator } : {}),
              });
          }
        });

        if (a.wrongOrg) return expectRefused(got, 'not_found');
        let code: string | undefined;
        if (action === 'PROOF') {
          code =
            task.operator !== proofBy
              ? 'not_found'
              : task.state !== 'in_progress'
                ? 'invalid_state'
                : undefined;
          if (!code) {
            modelMove(m, r, task, 'SUBMIT_PROOF');
            modelMove(m, r, task, 'BEGIN_VERIFY');
            task.hasProof = true;
          }
        } else if (action === 'VERIFY_PASS' || action === 'VERIFY_REVIEW') {
          code = !task.hasProof || task.verified ? 'invalid_state' : undefined;
          if (!code) {
            task.verified = true;
            if (action === 'VERIFY_PASS' && task.state === 'verifying')
              modelMove(m, r, task, 'APPROVE');
          }
        } else {
          const operatorBefore = task.operator;
          if (action === 'MATCH' && MODEL_MOVES.MATCH![task.state]) task.operator = a.operator;
          code = modelMove(m, r, task, action);
          if (code) task.operator = operatorBefore;
        }
        if (code) return expectRefused(got, code);
        expect(got.ok, `${action} on ${task.id}: ${JSON.stringify(got)}`).toBe(true);
        expect(got.wrote).toBe(1);
        // The answer is the task as it now is, with its workflow's lock.
        const view = (
          got as {
            value: {
              id: string;
              state: string;
              escrow: { state: string; amount_minor: string };
              workflow_id?: string;
            };
          }
        ).value;
        expect(view).toMatchObject({
          id: task.id,
          state: task.state,
          workflow_id: task.wf.id,
          escrow: { state: task.wf.lockState, amount_minor: task.wf.held.toString() },
        });
      },
    ),
  );

const deposit = fc.constantFrom(100_000n, 400_000n).chain((amount) =>
  fc.nat(1).map((org) =>
    command(`deposit(${org},${amount})`, async (m, r) => {
      const orgId = m.orgs[org % m.orgs.length]!;
      m.deposits += 1;
      const got = await r.engine.execute({
        type: 'Deposit',
        orgId,
        depositId: `dep_${m.deposits}`,
        amountMinor: amount,
        currency: 'NGN',
      });
      expect(got).toMatchObject({ credited: true });
      m.wallets.set(orgId, m.wallets.get(orgId)! + amount);
    }),
  ),
);

const advance = fc.constantFrom(HOUR, 7 * HOUR, 25 * HOUR).map((ms) =>
  command(`advance(${ms / HOUR}h)`, async (m, r) => {
    r.clock.advance(ms);
    m.clockMs += ms;
  }),
);

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
