import { expect } from 'vitest';
import type { Engine } from '../../src/runtime/engine.ts';
import { DomainError } from '../../src/errors/problem.ts';
import { allBalances, balanceOf } from '../../src/core/state.ts';
import { checkAll, failuresOf, type TestClock, type LogHome } from '../support/harness.ts';
import { MODEL_MOVES } from './model.ts';
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

export const ORGS = [
  { id: 'org_a', agent: 'agt_a' },
  { id: 'org_b', agent: 'agt_b' },
];
export const OPERATORS = ['op_1', 'op_2'];

export interface MStep {
  reward: bigint;
  fee: bigint;
  taskId: string | null;
}
export interface MWorkflow {
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
export interface MTask {
  id: string;
  wf: MWorkflow;
  index: number;
  state: string;
  operator: string | null;
  hasProof: boolean;
  verified: boolean;
}
export interface Model {
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
export interface Real {
  engine: Engine;
  home: LogHome;
  clock: TestClock;
  mint: (prefix: string) => string;
}

/** What the runs exercised, so a generator that drifts into only-errors is noticed. */
export const seen = new Map<string, number>();
export const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

export type Outcome = { ok: true; value: unknown } | { ok: false; code: string };
export async function outcome(
  r: Real,
  run: () => Promise<unknown>,
): Promise<Outcome & { wrote: number }> {
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
export function expectRefused(got: Outcome & { wrote: number }, code: string): void {
  expect({ ok: got.ok, code: got.ok ? undefined : got.code, wrote: got.wrote }).toEqual({
    ok: false,
    code,
    wrote: 0,
  });
}

export function otherOrg(m: Model, org: string): string | undefined {
  return m.orgs.find((o) => o !== org);
}
export function agentOf(org: string): string {
  return ORGS.find((o) => o.id === org)!.agent;
}

/** The step's task was started by the engine: read its id and put it in the model. */
export function startStep(m: Model, r: Real, wf: MWorkflow, index: number): void {
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
export function modelMove(m: Model, r: Real, task: MTask, event: string): string | undefined {
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

export const FINAL_TASK = new Set(['paid', 'cancelled', 'expired', 'resolved_refunded']);

/**
 * A workflow leaves memory with its steps once finished and every started step is final, with no
 * verification still to record.
 */
export function settled(m: Model, w: MWorkflow): boolean {
  return (
    (w.state === 'completed' || w.state === 'failed') &&
    m.tasks
      .filter((t) => t.wf === w)
      .every((t) => FINAL_TASK.has(t.state) && (!t.hasProof || t.verified))
  );
}

export async function assertAgrees(m: Model, r: Real): Promise<void> {
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

export const command = checkedCommands<Model, Real>(
  (m, r) => assertAgrees(m, r),
  (what) => count(what),
);
