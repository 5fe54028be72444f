// Proves gold tasks and Operator quality as deciders (docs/outcomes.md): a gold task is funded by
// the platform's gold-funding account (the ledger balanced, no org's wallet touched), returns
// what a cancelled or expired one did not spend to that account, keeps its
// known answer on the gold org, grades the Operator's answer into the quality tally; task moves
// tally approvals, rejections and lapses; staff's quality review is a record.
import { describe, expect, it } from 'vitest';
import type { Command, CreateTaskInput } from '../../src/core/commands.ts';
import { GOLD_AGENT, GOLD_FUNDING_ACCOUNT, GOLD_ORG } from '../../src/core/decide-gold.ts';
import type { OperatorFields } from '../../src/core/events.ts';
import { emptyTally, isPaused, levelOf, scoreOf } from '../../src/core/quality.ts';
import type { Operator, ShardState } from '../../src/core/state.ts';
import { DeciderSpec, T0, type Given } from '../support/decider.ts';
import { input, OPERATOR, taskUntil, TASK } from './given.ts';

const G = GOLD_ORG.live;
const goldOrg: Given[] = [
  { type: 'CreateOrg', orgId: G, name: 'Platform gold tasks', mode: 'live' },
  { type: 'CreateAgent', orgId: G, agentId: GOLD_AGENT.live, name: 'gold' },
  {
    type: 'SetDelegation',
    orgId: G,
    agentId: GOLD_AGENT.live,
    delegation: { can_post_tasks: true },
  },
];
const schema: CreateTaskInput['answer_schema'] = {
  fields: [
    { key: 'open', type: 'boolean', label: 'Is the shop open?' },
    { key: 'colour', type: 'enum', label: 'Door colour', options: ['red', 'blue'] },
  ],
};
const gold = (over: Partial<Extract<Command, { type: 'CreateGoldTask' }>> = {}): Command => ({
  type: 'CreateGoldTask',
  orgId: G,
  agentId: GOLD_AGENT.live,
  input: input({ answer_schema: schema }),
  knownAnswer: { open: true, colour: 'blue' },
  ...over,
});
// After the gold org's three records the decider mints: le (funding), task, esc, le (lock).
const GOLD_TASK = 'task_000002';

function goldTaskSubmitted(answers: Record<string, string | boolean>): Given[] {
  const step = (s: 'SCREEN_PASSED' | 'ACCEPT' | 'START'): Command => ({
    type: 'StepTask',
    orgId: G,
    taskId: GOLD_TASK,
    step: s,
  });
  return [
    ...goldOrg,
    gold(),
    step('SCREEN_PASSED'),
    { type: 'StepTask', orgId: G, taskId: GOLD_TASK, step: 'MATCH', operatorId: OPERATOR },
    step('ACCEPT'),
    step('START'),
    {
      type: 'SubmitProof',
      orgId: G,
      taskId: GOLD_TASK,
      operatorId: OPERATOR,
      proof: {
        capturedAt: new Date(T0).toISOString(),
        mediaSha256: ['a'.repeat(64)],
        location: { lat: 6.6018, lng: 3.3515 },
        answers,
      },
    },
  ];
}

const operator: OperatorFields = {
  id: OPERATOR,
  firstName: 'A',
  lastName: 'B',
  phone: '+234',
  languages: ['en'],
  lgaCoverage: ['ng.lagos.ikeja'],
  skills: [],
  tier: 'verified',
  zoneRef: 'ng.lagos.ikeja',
  location: { lat: 6.6, lng: 3.35 },
  tokenHash: 't'.repeat(64),
  createdAtMs: 0,
};

describe('a gold task, decided', () => {
  it('is funded from the gold-funding account into escrow and keeps its answer staff-side', () => {
    const written = DeciderSpec.given(goldOrg).when(gold()).thenWrote({});
    const types = written.events.map((e) => e.type);
    expect(types).toEqual([
      'Posted',
      'TaskCreated',
      'EscrowLocked',
      'Posted',
      'SpendCounted',
      'GoldTaskDefined',
    ]);
    expect(written.events[0]).toEqual({
      type: 'Posted',
      entryId: 'le_000001',
      memo: 'deposit',
      transfers: [
        {
          debit: GOLD_FUNDING_ACCOUNT,
          credit: `wallet:${G}`,
          amountMinor: '165000',
          currency: 'NGN',
        },
      ],
    });
    expect(written.events[5]).toEqual({
      type: 'GoldTaskDefined',
      orgId: G,
      taskId: GOLD_TASK,
      knownAnswer: { open: true, colour: 'blue' },
    });
    // The wallet passed the money straight on; the platform account carries the cost.
    expect(written.state.balances.get(`NGN|wallet:${G}`)).toBe(0n);
    expect(written.state.balances.get(`NGN|${GOLD_FUNDING_ACCOUNT}`)).toBe(-165000n);
    // The answer to the agent-shaped create is the usual one: nothing says gold.
    expect(written.answer).toEqual({
      taskId: GOLD_TASK,
      escrowLockId: 'esc_000003',
      state: 'screening',
      totalChargedMinor: '165000',
    });
  });

  it("returns a cancelled or expired gold task's lock to gold funding, not the gold wallet", () => {
    const refundAndReturn = [
      {
        type: 'Posted',
        entryId: 'le_000005',
        memo: 'refund',
        transfers: [
          {
            debit: 'escrow:esc_000003',
            credit: `wallet:${G}`,
            amountMinor: '165000',
            currency: 'NGN',
          },
        ],
      },
      {
        type: 'Posted',
        entryId: 'le_000006',
        memo: 'reversal',
        transfers: [
          {
            debit: `wallet:${G}`,
            credit: GOLD_FUNDING_ACCOUNT,
            amountMinor: '165000',
            currency: 'NGN',
          },
        ],
      },
    ];
    const cancelled = DeciderSpec.given([...goldOrg, gold()])
      .when({ type: 'CancelTask', orgId: G, agentId: GOLD_AGENT.live, taskId: GOLD_TASK })
      .thenWrote({});
    expect(cancelled.events.filter((e) => e.type === 'Posted')).toEqual(refundAndReturn);
    const expired = DeciderSpec.given([
      ...goldOrg,
      gold(),
      { type: 'StepTask', orgId: G, taskId: GOLD_TASK, step: 'SCREEN_PASSED' },
    ])
      .when({ type: 'ExpireTask', orgId: G, taskId: GOLD_TASK }, T0 + 3 * 3_600_000)
      .thenWrote({});
    expect(expired.events.filter((e) => e.type === 'Posted')).toEqual(refundAndReturn);
    for (const { state } of [cancelled, expired]) {
      expect(state.balances.get(`NGN|wallet:${G}`)).toBe(0n);
      expect(state.balances.get(`NGN|${GOLD_FUNDING_ACCOUNT}`)).toBe(0n);
      expect(state.locks.get('esc_000003')?.heldMinor ?? 0n).toBe(0n);
    }
    // An ordinary org's refund is the refund alone, as before.
    const own = DeciderSpec.given(taskUntil('screening'))
      .when({ type: 'CancelTask', orgId: 'org_1', agentId: 'agt_1', taskId: TASK })
      .thenWrote({});
    expect(own.events.filter((e) => e.type === 'Posted').map((e) => e.memo)).toEqual(['refund']);
  });

  it('refuses another org, a task without typed questions and a known answer off the form', () => {
    DeciderSpec.given(taskUntil('screening'))
      .when(gold({ orgId: 'org_1', agentId: 'agt_1' }))
      .thenRefused('validation_failed', {
        errors: [{ path: 'org_id', message: 'gold tasks belong to the platform gold org' }],
      });
    DeciderSpec.given(goldOrg)
      .when(gold({ input: input() }))
      .thenRefused('validation_failed', {
        errors: [{ path: 'answer_schema', message: 'a gold task asks a typed question' }],
      });
    const off = DeciderSpec.given(goldOrg).when(gold({ knownAnswer: { colour: 'green' } }));
    off.thenRefused('validation_failed');
    expect(JSON.stringify(off.outcome)).toContain('known_answer.colour');
    DeciderSpec.given(goldOrg)
      .when(gold({ knownAnswer: {} }))
      .thenRefused('validation_failed');
  });

  it("grades the Operator's answer into their tally: right and wrong", () => {
    const right = DeciderSpec.given(goldTaskSubmitted({ open: true, colour: 'blue' }));
    const r = right.when({ type: 'StepTask', orgId: G, taskId: GOLD_TASK, step: 'BEGIN_VERIFY' });
    expect(r.outcome.state.operatorTally.get(OPERATOR)?.goldRight).toBe(1);
    const wrong = DeciderSpec.given(goldTaskSubmitted({ open: false, colour: 'blue' }));
    const w = wrong.when({ type: 'StepTask', orgId: G, taskId: GOLD_TASK, step: 'BEGIN_VERIFY' });
    expect(w.outcome.state.operatorTally.get(OPERATOR)).toMatchObject({
      goldWrong: 1,
      goldRight: 0,
    });
  });
});

describe('a gold task with several slots, decided', () => {
  const SLOTS = [GOLD_TASK, 'task_000004', 'task_000005'];
  const OPS = ['op_g1', 'op_g2', 'op_g3'];
  const three = gold({ input: input({ answer_schema: schema, slots: 3 }) });
  const worked = (taskId: string, operatorId: string): Given[] => [
    { type: 'StepTask', orgId: G, taskId, step: 'SCREEN_PASSED' },
    { type: 'StepTask', orgId: G, taskId, step: 'MATCH', operatorId },
    { type: 'StepTask', orgId: G, taskId, step: 'ACCEPT' },
    { type: 'StepTask', orgId: G, taskId, step: 'START' },
  ];
  const proof = (taskId: string, operatorId: string, open: boolean): Command => ({
    type: 'SubmitProof',
    orgId: G,
    taskId,
    operatorId,
    proof: {
      capturedAt: new Date(T0).toISOString(),
      mediaSha256: ['a'.repeat(64)],
      location: { lat: 6.6018, lng: 3.3515 },
      answers: { open, colour: 'blue' },
    },
  });

  it('marks every slot graded, and grades each slot against the known answer', () => {
    const written = DeciderSpec.given(goldOrg).when(three).thenWrote({});
    const created = written.events.filter((e) => e.type === 'TaskCreated').map((e) => e.task.id);
    expect(created).toEqual(SLOTS);
    expect(written.events.at(-1)).toEqual({
      type: 'GoldTaskDefined',
      orgId: G,
      taskId: GOLD_TASK,
      knownAnswer: { open: true, colour: 'blue' },
      everySlot: true,
    });
    // The platform funds all three parts of the lock, and the gold wallet passes them on.
    expect(written.events[0]).toMatchObject({ memo: 'deposit' });
    expect(JSON.stringify(written.events[0])).toContain('"495000"');
    expect(written.state.balances.get(`NGN|wallet:${G}`)).toBe(0n);
    expect(written.state.balances.get(`NGN|${GOLD_FUNDING_ACCOUNT}`)).toBe(-495000n);
    const given: Given[] = [...goldOrg, three];
    for (const [i, id] of SLOTS.entries()) given.push(...worked(id, OPS[i]!));
    given.push(proof(SLOTS[0]!, OPS[0]!, true), proof(SLOTS[1]!, OPS[1]!, false));
    const last = DeciderSpec.given(given)
      .when(proof(SLOTS[2]!, OPS[2]!, true))
      .thenWrote({});
    const tally = (op: string) => last.state.operatorTally.get(op);
    expect(tally(OPS[0]!)).toMatchObject({ goldRight: 1, goldWrong: 0 });
    expect(tally(OPS[1]!)).toMatchObject({ goldRight: 0, goldWrong: 1 });
    expect(tally(OPS[2]!)).toMatchObject({ goldRight: 1, goldWrong: 0 });
  });

  it("grades a record without everySlot (an older log's) on its first slot only", () => {
    const given: Given[] = [...goldOrg, three];
    for (const [i, id] of SLOTS.entries()) given.push(...worked(id, OPS[i]!));
    const spec = DeciderSpec.given(given);
    // The older record as it was written had no everySlot: its state, as it applied.
    const state = (spec as unknown as { state: ShardState }).state;
    delete state.orgs.get(G)!.goldEverySlot;
    const later = spec.when(proof(SLOTS[1]!, OPS[1]!, false)).thenWrote({});
    expect(later.state.operatorTally.get(OPS[1]!)).toBeUndefined();
  });

  it("keeps a one-slot gold task's record as it was", () => {
    const one = DeciderSpec.given(goldOrg).when(gold()).thenWrote({});
    expect(one.events.at(-1)).not.toHaveProperty('everySlot');
  });
});

describe("staff's return of a gold wallet", () => {
  it('posts what the wallet holds back to gold funding; empty, it writes nothing', () => {
    // A refund as older records wrote it: into the gold wallet, not on to gold funding.
    const legacy = DeciderSpec.given([...goldOrg, gold()])
      .when({ type: 'CancelTask', orgId: G, agentId: GOLD_AGENT.live, taskId: GOLD_TASK })
      .thenWrote({});
    const older = legacy.events.filter((e) => !(e.type === 'Posted' && e.memo === 'reversal'));
    const given: Given[] = [
      ...goldOrg,
      gold(),
      { v: 1, atMs: T0, command: 'CancelTask', events: older },
    ];
    const back = DeciderSpec.given(given)
      .when({ type: 'ReturnGoldWallet', orgId: G })
      .thenWrote({ answer: { returned: [{ currency: 'NGN', amountMinor: '165000' }] } });
    expect(back.events).toEqual([
      {
        type: 'Posted',
        entryId: expect.any(String),
        memo: 'reversal',
        transfers: [
          {
            debit: `wallet:${G}`,
            credit: GOLD_FUNDING_ACCOUNT,
            amountMinor: '165000',
            currency: 'NGN',
          },
        ],
      },
    ]);
    expect(back.state.balances.get(`NGN|wallet:${G}`)).toBe(0n);
    expect(back.state.balances.get(`NGN|${GOLD_FUNDING_ACCOUNT}`)).toBe(0n);
    DeciderSpec.given(goldOrg)
      .when({ type: 'ReturnGoldWallet', orgId: G })
      .thenAnswered({ returned: [] });
    DeciderSpec.given(taskUntil('screening'))
      .when({ type: 'ReturnGoldWallet', orgId: 'org_1' })
      .thenRefused('validation_failed');
  });
});

describe('quality tallies of ordinary tasks', () => {
  const move = (type: 'ApproveTask' | 'RejectTask'): Command => ({
    type,
    orgId: 'org_1',
    agentId: 'agt_1',
    taskId: TASK,
  });

  it('count an approval, a rejection and a lapsed offer against the Operator', () => {
    const a = DeciderSpec.given(taskUntil('verifying')).when(move('ApproveTask'));
    expect(a.outcome.state.operatorTally.get(OPERATOR)?.approved).toBe(1);
    const r = DeciderSpec.given(taskUntil('verifying')).when(move('RejectTask'));
    expect(r.outcome.state.operatorTally.get(OPERATOR)?.rejected).toBe(1);
    const l = DeciderSpec.given(taskUntil('matched')).when({
      type: 'StepTask',
      orgId: 'org_1',
      taskId: TASK,
      step: 'OFFER_LAPSED',
    });
    expect(l.outcome.state.operatorTally.get(OPERATOR)?.lapses).toBe(1);
  });
});

describe("staff's quality review", () => {
  it('is a record on the Operator; the same review again writes nothing', () => {
    const written = DeciderSpec.given([{ type: 'RegisterOperator', operator }])
      .when({
        type: 'ReviewOperatorQuality',
        operatorId: OPERATOR,
        decision: 'reinstate',
        outcomes: 7,
      })
      .thenWrote({
        events: [
          {
            type: 'OperatorQualityReviewed',
            operatorId: OPERATOR,
            decision: 'reinstate',
            outcomes: 7,
          },
        ],
        answer: { operator_id: OPERATOR, decision: 'reinstate' },
      });
    expect(written.state.operators.get(OPERATOR)?.qualityReview).toEqual({
      decision: 'reinstate',
      outcomes: 7,
      atMs: T0,
    });
    DeciderSpec.given([
      { type: 'RegisterOperator', operator },
      { type: 'ReviewOperatorQuality', operatorId: OPERATOR, decision: 'pause', outcomes: 3 },
    ])
      .when({ type: 'ReviewOperatorQuality', operatorId: OPERATOR, decision: 'pause', outcomes: 3 })
      .thenAnswered({ operator_id: OPERATOR, decision: 'pause' });
    DeciderSpec.given()
      .when({ type: 'ReviewOperatorQuality', operatorId: 'op_x', decision: 'pause', outcomes: 0 })
      .thenRefused('not_found', { resource: 'operator' });
  });
});

describe('the score', () => {
  const op = operator as Operator;
  it('starts a newcomer at 800, pauses a low score on evidence, reinstatement covers it', () => {
    expect(scoreOf(emptyTally())).toBe(800);
    expect(levelOf(emptyTally())).toBe('standard');
    const poor = { ...emptyTally(), goldWrong: 5, rejected: 5 };
    expect(scoreOf(poor)).toBeLessThan(500);
    expect(isPaused(op, poor)).toBe(true);
    const reviewed = {
      ...op,
      qualityReview: { decision: 'reinstate' as const, outcomes: 10, atMs: T0 },
    };
    expect(isPaused(reviewed, poor)).toBe(false);
    expect(isPaused(reviewed, { ...poor, rejected: 20 })).toBe(true);
    expect(
      isPaused(
        { ...op, qualityReview: { decision: 'pause', outcomes: 0, atMs: T0 } },
        emptyTally(),
      ),
    ).toBe(true);
    const good = { ...emptyTally(), goldRight: 10, approved: 15 };
    expect(levelOf(good)).toBe('expert');
    expect(levelOf({ ...emptyTally(), goldRight: 3, approved: 2 })).toBe('trusted');
  });
});

describe('agreement with consensus in the tally', () => {
  const ORG1 = 'org_1';
  const SLOT2 = 'task_000004';
  const boolSchema: CreateTaskInput['answer_schema'] = {
    fields: [{ key: 'open', label: 'Open?', type: 'boolean' }],
  };
  const step = (taskId: string, s: 'SCREEN_PASSED' | 'ACCEPT' | 'START'): Command => ({
    type: 'StepTask',
    orgId: ORG1,
    taskId,
    step: s,
  });
  const work = (taskId: string, operatorId: string): Given[] => [
    step(taskId, 'SCREEN_PASSED'),
    { type: 'StepTask', orgId: ORG1, taskId, step: 'MATCH', operatorId },
    step(taskId, 'ACCEPT'),
    step(taskId, 'START'),
  ];
  const answer = (taskId: string, operatorId: string, open: boolean): Command => ({
    type: 'SubmitProof',
    orgId: ORG1,
    taskId,
    operatorId,
    proof: {
      capturedAt: new Date(T0).toISOString(),
      mediaSha256: ['a'.repeat(64)],
      location: { lat: 6.6018, lng: 3.3515 },
      answers: { open },
    },
  });

  it('counts each counted slot as agreeing with the decided answer or not', () => {
    const consensus: Command = {
      type: 'CreateTask',
      orgId: ORG1,
      agentId: 'agt_1',
      input: input({ answer_schema: boolSchema, assurance: { agreement: 2, max_operators: 2 } }),
    };
    const given = [
      ...taskUntil('screening').slice(0, 4),
      consensus,
      ...work(TASK, 'op_1'),
      ...work(SLOT2, 'op_2'),
      answer(TASK, 'op_1', true),
    ];
    const agree = DeciderSpec.given(given)
      .when(answer(SLOT2, 'op_2', true))
      .thenWrote({});
    expect(agree.events.some((e) => e.type === 'ConsensusDecided')).toBe(true);
    expect(agree.state.operatorTally.get('op_1')).toMatchObject({ agreed: 1, disagreed: 0 });
    expect(agree.state.operatorTally.get('op_2')).toMatchObject({ agreed: 1, disagreed: 0 });
    const split = DeciderSpec.given(given)
      .when(answer(SLOT2, 'op_2', false))
      .thenWrote({});
    const tallies = ['op_1', 'op_2'].map((op) => split.state.operatorTally.get(op));
    expect(tallies.reduce((n, t) => n + (t?.disagreed ?? 0) + (t?.agreed ?? 0), 0)).toBe(2);
  });
});
