// The workflow suite's commands: orders, starts, every move of a step's task, deposits and clock
// moves, each checked against the model of workflow-model.ts after it runs.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { OperatorStep } from '../../src/core/commands.ts';
import { DAY, HOUR, MODEL_MOVES } from './model.ts';
import {
  PRODUCTS,
  PRODUCT_IDS,
  modelStepFee,
  modelPrice,
  OPERATORS,
  count,
  outcome,
  expectRefused,
  otherOrg,
  agentOf,
  startStep,
  modelMove,
  assertAgrees,
  command,
} from './workflow-model.ts';
// ---------------------------------------------------------------------------------------------
// Commands.

export const order = fc
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

export const start = fc
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

export type Action =
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
export const ACTIONS: Action[] = [
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

export const forward = (a: Action): Action[] => Array.from({ length: 12 }, () => a);
/** The moves that take a task in this state somewhere, mostly the Operator's way forward. */
export const NEXT: Record<string, Action[]> = {
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

export const onTask = fc
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

export const deposit = fc.constantFrom(100_000n, 400_000n).chain((amount) =>
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

export const advance = fc.constantFrom(HOUR, 7 * HOUR, 25 * HOUR).map((ms) =>
  command(`advance(${ms / HOUR}h)`, async (m, r) => {
    r.clock.advance(ms);
    m.clockMs += ms;
  }),
);
