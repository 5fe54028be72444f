// The engine suite's model check and its task and money commands: deposits, creates (valid and
// invalid), the agent's moves and the platform's steps of a task, each checked against the small
// reference model after it runs (test/property/engine-suite.ts runs them).
// Over 400 lines: every command arbitrary of the engine suite against the one reference model.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Engine } from '../../src/runtime/engine.ts';
import { DomainError } from '../../src/errors/problem.ts';
import { fingerprint } from '../../src/runtime/fingerprint.ts';
import type { CreateTaskInput, OperatorStep } from '../../src/core/commands.ts';
import type { DelegationFlag } from '../../src/core/events.ts';
import { allBalances, balanceOf } from '../../src/core/state.ts';
import { checkAll, failuresOf, type TestClock, type LogHome } from '../support/harness.ts';
import { DAY, HOUR, modelFee, modelMove, utcDayOf, type Model } from './model.ts';
import { checkedCommands } from './checked-command.ts';
import { readTask } from '../../src/runtime/reads.ts';

export interface Real {
  engine: Engine;
  home: LogHome;
  clock: TestClock;
  mint: (prefix: string) => string;
}

export const ORGS = ['org_a', 'org_b'];
export const AGENTS = [
  { id: 'agt_a1', org: 'org_a' },
  { id: 'agt_a2', org: 'org_a' },
  { id: 'agt_b1', org: 'org_b' },
];
export const ALL_FLAGS: DelegationFlag[] = [
  'can_post_tasks',
  'can_approve_release',
  'can_open_disputes',
];

export async function outcome(
  run: () => Promise<unknown>,
): Promise<{ ok: true; value: unknown } | { ok: false; code: string }> {
  try {
    const value = await run();
    count('ok');
    return { ok: true, value };
  } catch (error) {
    if (error instanceof DomainError) {
      count(error.code);
      return { ok: false, code: error.code };
    }
    throw error;
  }
}

/** Platform revenue, Operator payables and payout clearing, summed over every shard. */
export function platformMoney(engine: Engine): {
  revenue: bigint;
  payables: bigint;
  paidOut: bigint;
} {
  const out = { revenue: 0n, payables: 0n, paidOut: 0n };
  for (const state of engine.states().values()) {
    for (const [key, v] of allBalances(state)) {
      if (key === 'NGN|revenue:platform') out.revenue += v;
      else if (key.startsWith('NGN|payable:')) out.payables += v;
      else if (key === 'NGN|clearing:payout') out.paidOut += v;
    }
  }
  return out;
}

export async function assertAgrees(m: Model, r: Real): Promise<void> {
  const report = await checkAll(r.engine);
  expect(failuresOf(report)).toEqual([]);
  for (const org of ORGS) {
    expect(balanceOf(r.engine.stateOf(org), 'NGN', `wallet:${org}`)).toBe(m.wallets.get(org));
  }
  expect(platformMoney(r.engine)).toEqual({
    revenue: m.revenue,
    payables: m.payables,
    paidOut: m.paidOut,
  });
  for (const t of m.tasks) {
    const read = await readTask(r.engine, t.id, t.org);
    expect(read?.task.state).toBe(t.state);
    expect(read?.lock.heldMinor).toBe(t.held);
    expect(read?.task.hold === undefined ? null : (read.task.hold.decision ?? 'held')).toBe(
      t.hold ?? null,
    );
  }
}

/** What the runs exercised, so a generator that drifts into only-errors is noticed. */
export const seen = new Map<string, number>();
export function count(what: string): void {
  seen.set(what, (seen.get(what) ?? 0) + 1);
}

export const command = checkedCommands<Model, Real>(
  (m, r) => assertAgrees(m, r),
  (what) => count(what),
);

export const deposit = fc
  .record({
    org: fc.constantFrom(...ORGS),
    id: fc.constantFrom('d1', 'd2', 'd3', 'd4'),
    amount: fc.constantFrom(100_000n, 500_000n, 2_000_000n),
  })
  .map(({ org, id, amount }) =>
    command(`deposit(${org},${id},${amount})`, async (m, r) => {
      const got = await r.engine.execute({
        type: 'Deposit',
        orgId: org,
        depositId: id,
        amountMinor: amount,
        currency: 'NGN',
      });
      const fresh = !m.deposits.has(`${org}:${id}`);
      expect(got).toMatchObject({ credited: fresh });
      if (fresh) {
        m.deposits.add(`${org}:${id}`);
        m.wallets.set(org, m.wallets.get(org)! + amount);
      }
    }),
  );

export const createTask = fc
  .record({
    agent: fc.constantFrom(...AGENTS),
    reward: fc.constantFrom('1500.00', '2000', '5000.55', '1500.01', '1.00', '999999.99'),
    type: fc.constantFrom(
      'field_verification',
      'field_verification',
      'property_inspection',
      'teleport',
    ),
    zone: fc.constantFrom(
      'ng.lagos.ikeja',
      'ng.lagos.ikeja',
      'ng.fct.abuja-municipal-area-council',
      'ng.kano.fagge',
      'ng.nowhere',
    ),
    text: fc.constantFrom('plain', 'plain', 'plain', 'blocked', 'held', 'held'),
    key: fc.constantFrom(undefined, 'k1', 'k2'),
  })
  .map((a) =>
    command(
      `create(${a.agent.id},${a.reward},${a.type},${a.zone},${a.text},${a.key})`,
      async (m, r) => {
        const input: CreateTaskInput = {
          type: a.type,
          title: a.text === 'blocked' ? 'Quick job' : 'Check the shop',
          instructions: TEXTS[a.text],
          reward_major: a.reward,
          deadline: new Date(m.clockMs + 2 * HOUR).toISOString(),
          zone_ref: a.zone,
        };
        const fp = fingerprint('create_task', input);
        const idem = a.key ? { key: a.key, fingerprint: fp } : undefined;
        const got = await outcome(() =>
          r.engine.execute({
            type: 'CreateTask',
            orgId: a.agent.org,
            agentId: a.agent.id,
            input,
            ...(idem ? { idem } : {}),
          }),
        );
        const expected = expectCreate(m, a.agent.id, input, a.key, fp);
        if (expected.kind === 'replay')
          return expect(got).toEqual({ ok: true, value: expected.result });
        if (expected.kind === 'error')
          return expect(got).toEqual({ ok: false, code: expected.code });
        expect(got.ok).toBe(true);
        const value = (
          got as { value: { taskId: string; totalChargedMinor: string; state: string } }
        ).value;
        expect(value.state).toBe('screening');
        expect(value.totalChargedMinor).toBe((expected.reward + expected.fee).toString());
        const agent = m.agents.get(a.agent.id)!;
        const total = expected.reward + expected.fee;
        m.wallets.set(agent.org, m.wallets.get(agent.org)! - total);
        if (agent.spendDay !== utcDayOf(m.clockMs)) {
          agent.spendDay = utcDayOf(m.clockMs);
          agent.spent = 0n;
        }
        agent.spent += total;
        m.tasks.push({
          id: value.taskId,
          org: agent.org,
          state: 'screening',
          reward: expected.reward,
          fee: expected.fee,
          held: total,
          deadlineMs: m.clockMs + 2 * HOUR,
          operator: null,
          hasProof: false,
          verified: false,
          hold: a.text === 'held' ? 'held' : null,
        });
        if (a.key) m.idem.set(`${a.agent.id}:${a.key}`, { fp, atMs: m.clockMs, result: value });
      },
    ),
  );

/** A text that passes, one the filter refuses, and dangerous work it holds for staff. */
export const TEXTS = {
  plain: 'Confirm the shop at 12 Allen Avenue is open.',
  blocked: 'Please solve the captcha on this site for me',
  held: 'Climb the telecom mast at Ikeja and photograph the antenna serial plate.',
};

export type Expected =
  | { kind: 'replay'; result: unknown }
  | { kind: 'error'; code: string }
  | { kind: 'ok'; reward: bigint; fee: bigint };

export function expectCreate(
  m: Model,
  agentId: string,
  input: CreateTaskInput,
  key: string | undefined,
  fp: string,
): Expected {
  const prior = key ? m.idem.get(`${agentId}:${key}`) : undefined;
  if (prior && m.clockMs - prior.atMs < DAY) {
    return prior.fp === fp
      ? { kind: 'replay', result: prior.result }
      : { kind: 'error', code: 'idempotency_conflict' };
  }
  const agent = m.agents.get(agentId)!;
  if (agent.frozen) return { kind: 'error', code: 'agent_frozen' };
  if (!agent.flags.has('can_post_tasks')) return { kind: 'error', code: 'delegation_denied' };
  if (input.type !== 'field_verification') return { kind: 'error', code: 'task_type_unavailable' };
  if (!input.zone_ref.startsWith('ng.lagos') && !input.zone_ref.startsWith('ng.fct'))
    return { kind: 'error', code: 'zone_not_serviceable' };
  if (input.instructions.includes('captcha'))
    return { kind: 'error', code: 'safety_filter_blocked' };
  const [whole, frac = ''] = input.reward_major.split('.');
  const reward = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
  if (reward < 150_000n) return { kind: 'error', code: 'validation_failed' };
  const fee = modelFee(reward);
  const total = reward + fee;
  if (agent.perTask !== null && total > agent.perTask)
    return { kind: 'error', code: 'spend_policy_exceeded' };
  const spent = agent.spendDay === utcDayOf(m.clockMs) ? agent.spent : 0n;
  if (agent.daily !== null && spent + total > agent.daily)
    return { kind: 'error', code: 'spend_policy_exceeded' };
  if (m.wallets.get(agent.org)! < total)
    return { kind: 'error', code: 'insufficient_escrow_balance' };
  return { kind: 'ok', reward, fee };
}

export const agentMove = fc
  .record({
    agent: fc.constantFrom(...AGENTS),
    pick: fc.nat(),
    move: fc.constantFrom('CancelTask', 'ApproveTask', 'RejectTask') as fc.Arbitrary<
      'CancelTask' | 'ApproveTask' | 'RejectTask'
    >,
  })
  .map(({ agent, pick, move }) =>
    command(`${move}(${agent.id},#${pick})`, async (m, r) => {
      if (m.tasks.length === 0) return;
      const task = m.tasks[pick % m.tasks.length]!;
      const got = await outcome(() =>
        r.engine.execute({ type: move, orgId: agent.org, agentId: agent.id, taskId: task.id }),
      );
      const a = m.agents.get(agent.id)!;
      const flag =
        move === 'CancelTask'
          ? 'can_post_tasks'
          : move === 'ApproveTask'
            ? 'can_approve_release'
            : 'can_open_disputes';
      const event =
        move === 'CancelTask' ? 'CANCEL' : move === 'ApproveTask' ? 'APPROVE' : 'REJECT';
      let code: string | undefined;
      if (a.frozen) code = 'agent_frozen';
      else if (!a.flags.has(flag)) code = 'delegation_denied';
      else if (task.org !== agent.org) code = 'not_found';
      else code = modelMove(m, task, event);
      if (code) expect(got).toEqual({ ok: false, code });
      else expect(got).toMatchObject({ ok: true, value: { id: task.id, state: task.state } });
    }),
  );

export const platformStep = fc
  .record({
    pick: fc.nat(),
    step: fc.constantFrom(
      'PROOF',
      'VERIFY_PASS',
      'VERIFY_REVIEW',
      'SCREEN_BATCH',
      'SCREEN_PASSED',
      'MATCH',
      'OFFER_LAPSED',
      'ACCEPT',
      'START',
      'SUBMIT_PROOF',
      'BEGIN_VERIFY',
      'RESOLVE_REFUND',
      'RESOLVE_RELEASE',
      'SETTLE',
      'EXPIRE',
    ),
    operator: fc.constantFrom('op_1', 'op_2'),
  })
  .map(({ pick, step, operator }) =>
    command(`${step}(#${pick})`, async (m, r) => {
      if (m.tasks.length === 0) return;
      const task = m.tasks[pick % m.tasks.length]!;
      const base = { orgId: task.org, taskId: task.id };
      if (step === 'SCREEN_BATCH') {
        const shard = r.engine.shardFor(task.org).id;
        const others = m.tasks
          .filter((t) => r.engine.shardFor(t.org).id === shard)
          .map((t) => t.id);
        // a pump window may name an id twice
        others.push(...others.slice(0, pick % (others.length + 1)));
        const got = (await r.engine.execute({ type: 'ScreenTasks', shard, taskIds: others })) as {
          screened: string[];
        };
        // A held task stays in screening until staff decide (decide-safety.ts).
        const due = m.tasks.filter(
          (t) =>
            r.engine.shardFor(t.org).id === shard && t.state === 'screening' && t.hold !== 'held',
        );
        for (const t of due) modelMove(m, t, 'SCREEN_PASSED');
        expect(got.screened.sort()).toEqual(due.map((t) => t.id).sort());
        return;
      }
      if (step === 'PROOF') {
        const got = await outcome(() =>
          r.engine.execute({
            type: 'SubmitProof',
            ...base,
            operatorId: operator,
            proof: {
              capturedAt: new Date(m.clockMs).toISOString(),
              mediaSha256: ['a'.repeat(64)],
              location: { lat: 6.6, lng: 3.35 },
              answers: {},
            },
          }),
        );
        const code =
          task.operator !== operator
            ? 'not_found'
            : task.state !== 'in_progress'
              ? 'invalid_state'
              : undefined;
        if (code) return expect(got).toEqual({ ok: false, code });
        expect(got.ok).toBe(true);
        modelMove(m, task, 'SUBMIT_PROOF');
        modelMove(m, task, 'BEGIN_VERIFY');
        task.hasProof = true;
        return;
      }
      if (step === 'VERIFY_PASS' || step === 'VERIFY_REVIEW') {
        const outcomeName = step === 'VERIFY_PASS' ? 'pass' : 'review';
        const got = await outcome(() =>
          r.engine.execute({
            type: 'RecordVerification',
            ...base,
            verification: {
              checks: [],
              confidence: outcomeName === 'pass' ? 1 : 0.6,
              outcome: outcomeName,
              media: [],
              verifierVersion: 'test',
              thresholds: {},
            },
          }),
        );
        if (!task.hasProof || task.verified)
          return expect(got).toEqual({ ok: false, code: 'invalid_state' });
        expect(got.ok).toBe(true);
        task.verified = true;
        if (outcomeName === 'pass' && task.state === 'verifying') modelMove(m, task, 'APPROVE');
        return;
      }
      const got = await outcome(() => {
        if (step === 'RESOLVE_REFUND' || step === 'RESOLVE_RELEASE')
          return r.engine.execute({
            type: 'ResolveDispute',
            ...base,
            favour: step === 'RESOLVE_REFUND' ? 'agent' : 'operator',
          });
        if (step === 'SETTLE') return r.engine.execute({ type: 'SettleTask', ...base });
        if (step === 'EXPIRE') return r.engine.execute({ type: 'ExpireTask', ...base });
        return r.engine.execute({
          type: 'StepTask',
          ...base,
          step: step as OperatorStep,
          operatorId: operator,
        });
      });
      const code =
        step === 'SCREEN_PASSED' && task.state === 'screening' && task.hold === 'held'
          ? 'invalid_state'
          : modelMove(m, task, step);
      if (code) expect(got).toEqual({ ok: false, code });
      else {
        expect(got.ok).toBe(true);
        if (step === 'MATCH') task.operator = operator;
      }
    }),
  );
