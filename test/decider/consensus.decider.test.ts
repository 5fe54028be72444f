// Proves consensus as a decider: `agreement` Operators start, agreeing answers decide the result
// and refund the unused headroom in the same record, disagreement adds an Operator up to
// `max_operators`, no agreement at the maximum is recorded as such, a cancel adds nobody, and the
// create refuses an assurance it cannot honour, naming the field.
import { describe, expect, it } from 'vitest';
import type { Command, CreateTaskInput } from '../../src/core/commands.ts';
import type { DomainEvent } from '../../src/core/events.ts';
import { DeciderSpec, T0, type Given } from '../support/decider.ts';
import { AGENT, createTask, funded, LOCK, ORG, TASK } from './given.ts';

const SLOT2 = 'task_000004';
const PART = 165_000n;
const schema: CreateTaskInput['answer_schema'] = {
  fields: [
    { key: 'open', label: 'Is the shop open?', type: 'boolean' },
    { key: 'price', label: 'Price of bread', type: 'number', unit: 'NGN' },
  ],
};
const consensusTask = (maxOperators = 3) =>
  createTask({
    answer_schema: schema,
    assurance: { agreement: 2, max_operators: maxOperators, tolerance: 5 },
  });

const stepOf = (taskId: string, s: 'SCREEN_PASSED' | 'ACCEPT' | 'START'): Command => ({
  type: 'StepTask',
  orgId: ORG,
  taskId,
  step: s,
});
const work = (taskId: string, operatorId: string, live = true): Given[] => [
  ...(live ? [stepOf(taskId, 'SCREEN_PASSED')] : []),
  { type: 'StepTask', orgId: ORG, taskId, step: 'MATCH', operatorId },
  stepOf(taskId, 'ACCEPT'),
  stepOf(taskId, 'START'),
];
const answer = (taskId: string, operatorId: string, open: boolean, price: number): Command => ({
  type: 'SubmitProof',
  orgId: ORG,
  taskId,
  operatorId,
  proof: {
    capturedAt: new Date(T0).toISOString(),
    mediaSha256: ['a'.repeat(64)],
    location: { lat: 6.6018, lng: 3.3515 },
    answers: { open, price },
  },
});
const decided = (events: DomainEvent[]) => events.find((e) => e.type === 'ConsensusDecided');
const created = (events: DomainEvent[]) =>
  events.filter((e) => e.type === 'TaskCreated').map((e) => e.type === 'TaskCreated' && e.task);

describe('consensus, decided', () => {
  it('create starts `agreement` slots and locks the price of `max_operators`', () => {
    const w = DeciderSpec.given(funded()).when(consensusTask()).thenWrote({});
    expect(created(w.events).map((t) => (t ? t.slot : null))).toEqual([0, 1]);
    expect(w.state.locks.get(LOCK)?.amountMinor).toBe(3n * PART);
    expect(w.answer).toMatchObject({ totalChargedMinor: (3n * PART).toString() });
  });

  it('two agreeing answers decide the result and refund the unused headroom', () => {
    const w = DeciderSpec.given([
      ...funded(),
      consensusTask(),
      ...work(TASK, 'op_1'),
      ...work(SLOT2, 'op_2'),
      answer(TASK, 'op_1', true, 100),
    ])
      .when(answer(SLOT2, 'op_2', true, 104))
      .thenWrote({});
    expect(decided(w.events)).toEqual({
      type: 'ConsensusDecided',
      taskId: TASK,
      outcome: 'agreed',
      answers: { open: true, price: 100 },
      agreed: [TASK, SLOT2],
      answered: [TASK, SLOT2],
      confidence: 1,
    });
    expect(w.state.locks.get(LOCK)?.heldMinor).toBe(2n * PART);
    expect(w.state.balances.get('NGN|wallet:org_1')).toBe(1_000_000n - 2n * PART);
  });

  it('disagreement adds an Operator; the third answer decides, nothing left to refund', () => {
    const spec = DeciderSpec.given([
      ...funded(),
      consensusTask(),
      ...work(TASK, 'op_1'),
      ...work(SLOT2, 'op_2'),
      answer(TASK, 'op_1', true, 100),
    ]);
    const split = spec.when(answer(SLOT2, 'op_2', false, 100)).thenWrote({});
    expect(decided(split.events)).toBeUndefined();
    const [third] = created(split.events);
    expect(third).toMatchObject({ slotGroup: TASK, slot: 2, lockId: LOCK });
    expect(split.events.find((e) => e.type === 'TaskCreated')).toMatchObject({ state: 'live' });
    const id = third ? third.id : '';
    for (const g of work(id, 'op_3', false)) spec.and(g);
    const w = spec.when(answer(id, 'op_3', true, 98)).thenWrote({});
    expect(decided(w.events)).toMatchObject({
      outcome: 'agreed',
      agreed: [TASK, id],
      answered: [TASK, SLOT2, id],
      confidence: 0.67,
    });
    expect(w.events.some((e) => e.type === 'EscrowMoved')).toBe(false);
    expect(w.state.locks.get(LOCK)?.heldMinor).toBe(3n * PART);
  });

  it('no agreement at the maximum is recorded as such', () => {
    const w = DeciderSpec.given([
      ...funded(),
      consensusTask(2),
      ...work(TASK, 'op_1'),
      ...work(SLOT2, 'op_2'),
      answer(TASK, 'op_1', true, 100),
    ])
      .when(answer(SLOT2, 'op_2', true, 200))
      .thenWrote({});
    expect(decided(w.events)).toMatchObject({
      outcome: 'no_agreement',
      agreed: [TASK],
      confidence: 0.5,
    });
  });

  it('a cancel ends the open slot and decides on the answers in, adding nobody', () => {
    const w = DeciderSpec.given([
      ...funded(),
      consensusTask(),
      ...work(TASK, 'op_1'),
      stepOf(SLOT2, 'SCREEN_PASSED'),
      answer(TASK, 'op_1', true, 100),
    ])
      .when({ type: 'CancelTask', orgId: ORG, agentId: AGENT, taskId: TASK })
      .thenWrote({});
    expect(created(w.events)).toEqual([]);
    expect(decided(w.events)).toMatchObject({ outcome: 'no_agreement', agreed: [TASK] });
    // The cancelled slot's part and the headroom came back; the answered slot's part is held.
    expect(w.state.locks.get(LOCK)?.heldMinor).toBe(PART);
    const view = w.answer as { consensus: { status: string; answers: unknown } };
    expect(view.consensus).toMatchObject({ status: 'no_agreement', answers: { open: true } });
  });

  it.each([
    [{ assurance: { agreement: 2, max_operators: 3 } }, 'assurance'],
    [{ answer_schema: schema, slots: 3, assurance: { agreement: 2, max_operators: 3 } }, 'slots'],
    [
      { answer_schema: schema, assurance: { agreement: 3, max_operators: 2 } },
      'assurance.max_operators',
    ],
    [
      { answer_schema: schema, assurance: { agreement: 0, max_operators: 2 } },
      'assurance.agreement',
    ],
    [
      { answer_schema: schema, assurance: { agreement: 2, max_operators: 3, tolerance: -1 } },
      'assurance.tolerance',
    ],
  ] as const)('an assurance it cannot honour is refused naming %#', (over, path) => {
    const outcome = DeciderSpec.given(funded()).when(
      createTask(over as Partial<CreateTaskInput>),
    ).outcome;
    expect(outcome.kind).toBe('refused');
    if (outcome.kind === 'refused') {
      expect(outcome.error.code).toBe('validation_failed');
      expect(JSON.stringify(outcome.error.detail)).toContain(`"path":"${path}"`);
    }
  });
});
