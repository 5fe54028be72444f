// Proves consensus looks again whichever way a slot ends: expiry, the agent's cancel, staff
// refusing a slot held for safety (reported by its Operator, or held at create), a dispute or an
// appeal decided; that a lapsed offer is no ending; that nobody is added after a refusal or past
// the deadline (and one added keeps the quality level asked); and that a group is decided once
// (docs/design.md, "Consensus").
import { describe, expect, it } from 'vitest';
import type { Command, CreateTaskInput } from '../../src/core/commands.ts';
import type { DomainEvent } from '../../src/core/events.ts';
import type { SafetyVerdict } from '../../src/domain/safety-verdict.ts';
import { DeciderSpec, T0, type Given } from '../support/decider.ts';
import { AGENT, funded, input, LOCK, ORG, TASK } from './given.ts';

const SLOT2 = 'task_000004';
const PART = 165_000n;
const AFTER_DEADLINE = T0 + 3 * 3_600_000;
const schema: CreateTaskInput['answer_schema'] = {
  fields: [{ key: 'open', label: 'Is the shop open?', type: 'boolean' }],
};
const held: SafetyVerdict = {
  blocked: false,
  held: true,
  category: 'dangerous_work',
  reasons: ['heights'],
};
const consensusTask = (screened?: SafetyVerdict): Command => ({
  type: 'CreateTask',
  orgId: ORG,
  agentId: AGENT,
  input: input({ answer_schema: schema, assurance: { agreement: 2, max_operators: 3 } }),
  ...(screened ? { screened } : {}),
});

const stepOf = (taskId: string, s: 'SCREEN_PASSED' | 'ACCEPT' | 'START' | 'OFFER_LAPSED') =>
  ({ type: 'StepTask', orgId: ORG, taskId, step: s }) as Command;
const match = (taskId: string, operatorId: string): Command => ({
  type: 'StepTask',
  orgId: ORG,
  taskId,
  step: 'MATCH',
  operatorId,
});
const work = (taskId: string, operatorId: string): Given[] => [
  stepOf(taskId, 'SCREEN_PASSED'),
  match(taskId, operatorId),
  stepOf(taskId, 'ACCEPT'),
  stepOf(taskId, 'START'),
];
const answer = (taskId: string, operatorId: string, open: boolean): Command => ({
  type: 'SubmitProof',
  orgId: ORG,
  taskId,
  operatorId,
  proof: {
    capturedAt: new Date(T0).toISOString(),
    mediaSha256: ['a'.repeat(64)],
    location: { lat: 6.6018, lng: 3.3515 },
    answers: { open },
  },
});
const decideHold = (taskId: string, decision: 'release' | 'refuse'): Command => ({
  type: 'DecideHold',
  orgId: ORG,
  taskId,
  decision,
});
const decided = (events: DomainEvent[]) => events.filter((e) => e.type === 'ConsensusDecided');
const created = (events: DomainEvent[]) => events.filter((e) => e.type === 'TaskCreated');

/** Slot 1 answered `open: true`; slot 2 as `slot2` leaves it. */
const firstAnswered = (slot2: Given[]): Given[] => [
  ...funded(),
  consensusTask(),
  ...work(TASK, 'op_1'),
  answer(TASK, 'op_1', true),
  ...slot2,
];

describe('consensus after every way a slot ends', () => {
  it('expiry of the open slot decides on the answers in and adds nobody past the deadline', () => {
    const w = DeciderSpec.given(firstAnswered([stepOf(SLOT2, 'SCREEN_PASSED')]))
      .when({ type: 'ExpireTask', orgId: ORG, taskId: SLOT2 }, AFTER_DEADLINE)
      .thenWrote({});
    expect(created(w.events)).toEqual([]);
    expect(decided(w.events)).toMatchObject([{ outcome: 'no_agreement', agreed: [TASK] }]);
    // Slot 2's part and the headroom came back; slot 1's part waits for its approval.
    expect(w.state.locks.get(LOCK)?.heldMinor).toBe(PART);
  });

  it('the agent cancelling the open slot decides, adding nobody', () => {
    const w = DeciderSpec.given(firstAnswered([stepOf(SLOT2, 'SCREEN_PASSED')]))
      .when({ type: 'CancelTask', orgId: ORG, agentId: AGENT, taskId: TASK })
      .thenWrote({});
    expect(created(w.events)).toEqual([]);
    expect(decided(w.events)).toMatchObject([{ outcome: 'no_agreement' }]);
  });

  it('staff refusing a slot its Operator reported unsafe decide, adding nobody', () => {
    const spec = DeciderSpec.given(
      firstAnswered([
        stepOf(SLOT2, 'SCREEN_PASSED'),
        match(SLOT2, 'op_2'),
        { type: 'WithdrawUnsafe', orgId: ORG, taskId: SLOT2, operatorId: 'op_2', kind: 'report' },
      ]),
    );
    const w = spec.when(decideHold(SLOT2, 'refuse')).thenWrote({});
    expect(w.state.tasks.get(SLOT2)?.state).toBe('cancelled');
    expect(created(w.events)).toEqual([]);
    expect(decided(w.events)).toMatchObject([{ outcome: 'no_agreement', answered: [TASK] }]);
    expect(w.state.locks.get(LOCK)?.heldMinor).toBe(PART);
    expect(w.state.tasks.get(TASK)?.consensus).toBeDefined();
  });

  it('staff refusing an abandoned slot decide too', () => {
    const w = DeciderSpec.given(
      firstAnswered([
        ...work(SLOT2, 'op_2'),
        { type: 'WithdrawUnsafe', orgId: ORG, taskId: SLOT2, operatorId: 'op_2', kind: 'abandon' },
      ]),
    )
      .when(decideHold(SLOT2, 'refuse'))
      .thenWrote({});
    expect(decided(w.events)).toMatchObject([{ outcome: 'no_agreement' }]);
  });

  it('staff releasing the hold is no ending: the slot works again, nothing is decided', () => {
    const w = DeciderSpec.given(
      firstAnswered([
        stepOf(SLOT2, 'SCREEN_PASSED'),
        match(SLOT2, 'op_2'),
        { type: 'WithdrawUnsafe', orgId: ORG, taskId: SLOT2, operatorId: 'op_2', kind: 'report' },
      ]),
    )
      .when(decideHold(SLOT2, 'release'))
      .thenWrote({});
    expect(w.state.tasks.get(SLOT2)?.state).toBe('live');
    expect(decided(w.events)).toEqual([]);
  });

  it('a task held at create: refusing both slots decides and refunds the whole lock', () => {
    const spec = DeciderSpec.given([...funded(), consensusTask(held)]);
    expect(spec.when(decideHold(TASK, 'refuse')).thenWrote({}).events).not.toContainEqual(
      expect.objectContaining({ type: 'ConsensusDecided' }),
    );
    const w = spec.when(decideHold(SLOT2, 'refuse')).thenWrote({});
    expect(decided(w.events)).toMatchObject([
      { outcome: 'no_agreement', answered: [], agreed: [], confidence: 0 },
    ]);
    // Everything came back (the settled group and its lock left memory for the archive).
    expect(w.events).toContainEqual(
      expect.objectContaining({ type: 'EscrowMoved', to: 'refunded' }),
    );
    expect(w.state.balances.get('NGN|wallet:org_1')).toBe(1_000_000n);
  });

  it('a task held at create: one slot refused, the other released and answered, decides', () => {
    const w = DeciderSpec.given([
      ...funded(),
      consensusTask(held),
      decideHold(TASK, 'refuse'),
      decideHold(SLOT2, 'release'),
      match(SLOT2, 'op_2'),
      stepOf(SLOT2, 'ACCEPT'),
      stepOf(SLOT2, 'START'),
    ])
      .when(answer(SLOT2, 'op_2', true))
      .thenWrote({});
    expect(created(w.events)).toEqual([]);
    expect(decided(w.events)).toMatchObject([{ outcome: 'no_agreement', agreed: [SLOT2] }]);
  });

  it('a lapsed offer is no ending: the slot goes live again and nothing is decided', () => {
    const w = DeciderSpec.given(
      firstAnswered([stepOf(SLOT2, 'SCREEN_PASSED'), match(SLOT2, 'op_2')]),
    )
      .when(stepOf(SLOT2, 'OFFER_LAPSED'))
      .thenWrote({});
    expect(w.state.tasks.get(SLOT2)?.state).toBe('live');
    expect(decided(w.events)).toEqual([]);
  });

  it('disagreement before the deadline adds an Operator; past it, decides instead', () => {
    const given = firstAnswered(work(SLOT2, 'op_2'));
    const inTime = DeciderSpec.given(given)
      .when(answer(SLOT2, 'op_2', false))
      .thenWrote({});
    expect(created(inTime.events)).toHaveLength(1);
    expect(decided(inTime.events)).toEqual([]);
    const late = DeciderSpec.given(given)
      .when(answer(SLOT2, 'op_2', false), AFTER_DEADLINE)
      .thenWrote({});
    expect(created(late.events)).toEqual([]);
    expect(decided(late.events)).toMatchObject([{ outcome: 'no_agreement', confidence: 0.5 }]);
  });

  it('an Operator added after disagreement keeps the minimum quality level asked', () => {
    const create: Command = {
      type: 'CreateTask',
      orgId: ORG,
      agentId: AGENT,
      input: input({
        answer_schema: schema,
        assurance: { agreement: 2, max_operators: 3 },
        min_quality: 'trusted',
      }),
    };
    const w = DeciderSpec.given([
      ...funded(),
      create,
      ...work(TASK, 'op_1'),
      answer(TASK, 'op_1', true),
      ...work(SLOT2, 'op_2'),
    ])
      .when(answer(SLOT2, 'op_2', false))
      .thenWrote({});
    expect(created(w.events)).toMatchObject([{ task: { minQuality: 'trusted', slot: 2 } }]);
  });

  const rejected = (): Given[] => [
    ...funded(),
    consensusTask(),
    ...work(TASK, 'op_1'),
    ...work(SLOT2, 'op_2'),
    answer(TASK, 'op_1', true),
    answer(SLOT2, 'op_2', true),
    { type: 'RejectTask', orgId: ORG, agentId: AGENT, taskId: TASK, slot: SLOT2 },
  ];

  it('a rejected slot keeps its answers: its group, decided at its proof, is decided once', () => {
    const spec = DeciderSpec.given(rejected());
    expect(spec.when(decideAppealOrResolve('resolve')).thenWrote({}).events).not.toContainEqual(
      expect.objectContaining({ type: 'ConsensusDecided' }),
    );
  });

  it('an appeal upheld ends the slot without a second decision', () => {
    const spec = DeciderSpec.given([
      ...rejected(),
      { type: 'OpenAppeal', orgId: ORG, taskId: SLOT2, operatorId: 'op_2' },
    ]);
    const w = spec.when(decideAppealOrResolve('appeal')).thenWrote({});
    expect(w.state.tasks.get(SLOT2)?.state).toBe('resolved_refunded');
    expect(decided(w.events)).toEqual([]);
    expect(w.state.tasks.get(TASK)?.consensus).toMatchObject({ outcome: 'agreed' });
  });
});

function decideAppealOrResolve(kind: 'resolve' | 'appeal'): Command {
  return kind === 'resolve'
    ? { type: 'ResolveDispute', orgId: ORG, taskId: SLOT2, favour: 'agent' }
    : { type: 'DecideAppeal', orgId: ORG, taskId: SLOT2, decision: 'uphold' };
}
