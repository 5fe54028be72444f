// Proves the slots of a multi-worker task as a decider: the lock is every slot's price, each slot
// goes to a different Operator, an approved slot releases its part (lock partial), cancel and
// expiry refund only the slots nobody holds, a rejected slot's part stays held, and `slots: 1`
// writes exactly the records of a task without slots.
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/core/commands.ts';
import type { DomainEvent } from '../../src/core/events.ts';
import { DeciderSpec, T0, type Given } from '../support/decider.ts';
import { AGENT, createTask, funded, LOCK, OPERATOR, ORG, TASK } from './given.ts';

const SLOT2 = 'task_000004';
const SLOT3 = 'task_000005';
const PART = 165_000n;

const step = (taskId: string, s: 'SCREEN_PASSED' | 'ACCEPT' | 'START'): Command => ({
  type: 'StepTask',
  orgId: ORG,
  taskId,
  step: s,
});
const match = (taskId: string, operatorId: string): Command => ({
  type: 'StepTask',
  orgId: ORG,
  taskId,
  step: 'MATCH',
  operatorId,
});
const proof = (taskId: string, operatorId: string): Command => ({
  type: 'SubmitProof',
  orgId: ORG,
  taskId,
  operatorId,
  proof: {
    capturedAt: new Date(T0).toISOString(),
    mediaSha256: ['a'.repeat(64)],
    location: { lat: 6.6018, lng: 3.3515 },
    answers: {},
  },
});
const live = (taskId: string) => [step(taskId, 'SCREEN_PASSED')];
const submitted = (taskId: string, operatorId: string): Given[] => [
  match(taskId, operatorId),
  step(taskId, 'ACCEPT'),
  step(taskId, 'START'),
  proof(taskId, operatorId),
];

/** A 3-slot task, every slot live. */
const threeSlots = (): Given[] => [
  ...funded(),
  createTask({ slots: 3 }),
  ...live(TASK),
  ...live(SLOT2),
  ...live(SLOT3),
];

const approve = (slot?: string): Command => ({
  type: 'ApproveTask',
  orgId: ORG,
  agentId: AGENT,
  taskId: TASK,
  ...(slot ? { slot } : {}),
});

const escrowMoves = (events: DomainEvent[]) =>
  events.filter((e) => e.type === 'EscrowMoved').map((e) => `${e.event} ${e.from}->${e.to}`);

describe('a task of several slots, decided', () => {
  it('create locks every slot’s price in one lock and writes one task per slot', () => {
    const w = DeciderSpec.given(funded())
      .when(createTask({ slots: 3 }))
      .thenWrote({
        answer: {
          taskId: TASK,
          escrowLockId: LOCK,
          state: 'screening',
          totalChargedMinor: (3n * PART).toString(),
        },
      });
    const created = w.events.filter((e) => e.type === 'TaskCreated');
    expect(created.map((e) => e.type === 'TaskCreated' && [e.task.id, e.task.slot])).toEqual([
      [TASK, 0],
      [SLOT2, 1],
      [SLOT3, 2],
    ]);
    expect(w.state.locks.get(LOCK)?.amountMinor).toBe(3n * PART);
  });

  it('slots: 1 writes exactly the records of a task created without slots', () => {
    const plain = DeciderSpec.given(funded()).when(createTask()).thenWrote({});
    const one = DeciderSpec.given(funded())
      .when(createTask({ slots: 1 }))
      .thenWrote({});
    expect(JSON.stringify(one.events)).toBe(JSON.stringify(plain.events));
  });

  it.each([0, 51, 1.5])('slots: %s is refused naming the field', (slots) => {
    DeciderSpec.given(funded())
      .when(createTask({ slots }))
      .thenRefused('validation_failed', {
        errors: [{ path: 'slots', message: 'an integer from 1 to 50' }],
      });
  });

  it('a wallet short of every slot’s price refuses the create', () => {
    DeciderSpec.given(funded(3n * PART - 1n))
      .when(createTask({ slots: 3 }))
      .thenRefused('insufficient_escrow_balance');
  });

  it('an Operator holding one slot is not matched to another of the same task', () => {
    DeciderSpec.given([...threeSlots(), match(TASK, OPERATOR)])
      .when(match(SLOT2, OPERATOR))
      .thenRefused('invalid_state', { state: 'live', action: 'match' });
  });

  it('approving one slot releases its part only: the lock is partial', () => {
    const w = DeciderSpec.given([...threeSlots(), ...submitted(SLOT2, 'op_2')])
      .when(approve(SLOT2))
      .thenWrote({});
    expect(escrowMoves(w.events)).toEqual(['RELEASE_PART locked->partial']);
    expect(w.state.locks.get(LOCK)?.heldMinor).toBe(2n * PART);
    const answer = w.answer as { id: string; slots: { id: string; money: string }[] };
    expect(answer.id).toBe(TASK);
    expect(answer.slots.map((s) => s.money)).toEqual(['held', 'released', 'held']);
  });

  it('approve without a slot takes the one awaiting a decision, asks when there are two', () => {
    const one = DeciderSpec.given([...threeSlots(), ...submitted(SLOT3, 'op_3')])
      .when(approve())
      .thenWrote({});
    expect(one.state.tasks.get(SLOT3)?.state).toBe('approved');
    DeciderSpec.given([...threeSlots(), ...submitted(SLOT2, 'op_2'), ...submitted(SLOT3, 'op_3')])
      .when(approve())
      .thenRefused('validation_failed', {
        errors: [{ path: 'slot', message: 'several slots await a decision: name one' }],
      });
  });

  it('a slot of another task is not a slot of this one', () => {
    DeciderSpec.given(threeSlots())
      .when(approve('task_999999'))
      .thenRefused('validation_failed', {
        errors: [{ path: 'slot', message: 'not a slot of this task' }],
      });
  });

  it('cancel refunds the open slots only; an accepted slot keeps its part held', () => {
    const w = DeciderSpec.given([...threeSlots(), match(SLOT2, 'op_2'), step(SLOT2, 'ACCEPT')])
      .when({ type: 'CancelTask', orgId: ORG, agentId: AGENT, taskId: TASK })
      .thenWrote({});
    expect(escrowMoves(w.events)).toEqual([
      'REFUND_PART locked->partial',
      'REFUND_PART partial->partial',
    ]);
    expect(w.state.locks.get(LOCK)?.heldMinor).toBe(PART);
    expect(w.state.balances.get('NGN|wallet:org_1')).toBe(1_000_000n - PART);
    expect(w.state.tasks.get(SLOT2)?.state).toBe('accepted');
  });

  it('cancel with no open slot left is refused', () => {
    DeciderSpec.given([
      ...funded(),
      createTask({ slots: 2 }),
      ...live(TASK),
      ...live(SLOT2),
      ...submitted(TASK, 'op_1'),
      ...submitted(SLOT2, 'op_2'),
    ])
      .when({ type: 'CancelTask', orgId: ORG, agentId: AGENT, taskId: TASK })
      .thenRefused('invalid_state');
  });

  it('an unfilled slot past the deadline refunds its part; the last part refunds whole', () => {
    const after = T0 + 3 * 3_600_000;
    const spec = DeciderSpec.given([...funded(), createTask({ slots: 2 }), ...live(TASK)]);
    const first = spec.when({ type: 'ExpireTask', orgId: ORG, taskId: TASK }, after).thenWrote({});
    expect(escrowMoves(first.events)).toEqual(['REFUND_PART locked->partial']);
    const last = spec.when({ type: 'ExpireTask', orgId: ORG, taskId: SLOT2 }, after).thenWrote({});
    expect(escrowMoves(last.events)).toEqual(['REFUND partial->refunded']);
    expect(last.state.balances.get('NGN|wallet:org_1')).toBe(1_000_000n);
    // Both slots settled: the group left memory with its lock, together.
    expect(last.state.locks.has(LOCK)).toBe(false);
    expect(last.state.tasks.has(TASK) || last.state.tasks.has(SLOT2)).toBe(false);
  });

  it('a rejected slot’s part stays held, the lock not frozen, until its dispute resolves', () => {
    const spec = DeciderSpec.given([...threeSlots(), ...submitted(TASK, 'op_1')]);
    const rejected = spec
      .when({ type: 'RejectTask', orgId: ORG, agentId: AGENT, taskId: TASK, slot: TASK })
      .thenWrote({});
    expect(escrowMoves(rejected.events)).toEqual([]);
    expect(rejected.state.tasks.get(TASK)?.state).toBe('disputed');
    const resolved = spec
      .when({ type: 'ResolveDispute', orgId: ORG, taskId: TASK, favour: 'agent' })
      .thenWrote({});
    expect(escrowMoves(resolved.events)).toEqual(['REFUND_PART locked->partial']);
    expect(resolved.state.locks.get(LOCK)?.heldMinor).toBe(2n * PART);
  });
});
