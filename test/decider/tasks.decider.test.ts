// Proves the task decider as a decider (decide + apply, no engine, no log): create, the
// Operator's steps, proof, approve, reject and cancel, each with the records it writes and the
// answer it gives, the answer being the task as GET shows it after the move.
import { describe, expect, it } from 'vitest';
import { DeciderSpec, T0 } from '../support/decider.ts';
import {
  AGENT,
  createTask,
  funded,
  LOCK,
  OPERATOR,
  ORG,
  submitProof,
  TASK,
  taskUntil,
} from './given.ts';

const ISO0 = new Date(T0).toISOString();

/** The task as GET shows it, in the given state and escrow. */
const view = (state: string, escrow: string, heldMinor: string) => ({
  id: TASK,
  type: 'field_verification',
  title: 'Check the shop',
  instructions: 'Confirm the shop at 12 Allen Avenue is open.',
  reward_minor: '150000',
  currency: 'NGN',
  deadline: new Date(T0 + 2 * 3_600_000).toISOString(),
  proof_requirements: [],
  zone_ref: 'ng.lagos.ikeja',
  language: null,
  state,
  escrow: { state: escrow, amount_minor: heldMinor },
  created_at: ISO0,
  updated_at: ISO0,
});

const agentMove = (type: 'CancelTask' | 'ApproveTask' | 'RejectTask') =>
  ({ type, orgId: ORG, agentId: AGENT, taskId: TASK }) as const;

describe('a task, decided', () => {
  it('create locks reward and fee from the wallet, counts the spend and answers the lock', () => {
    DeciderSpec.given(funded())
      .when(createTask())
      .thenWrote({
        events: [
          {
            type: 'TaskCreated',
            state: 'screening',
            task: {
              id: TASK,
              orgId: ORG,
              agentId: AGENT,
              type: 'field_verification',
              title: 'Check the shop',
              instructions: 'Confirm the shop at 12 Allen Avenue is open.',
              rewardMinor: '150000',
              feeMinor: '15000',
              totalMinor: '165000',
              currency: 'NGN',
              deadlineMs: T0 + 2 * 3_600_000,
              proofRequirements: [],
              zoneRef: 'ng.lagos.ikeja',
              lockId: LOCK,
              createdAtMs: T0,
            },
          },
          {
            type: 'EscrowLocked',
            lockId: LOCK,
            taskId: TASK,
            orgId: ORG,
            amountMinor: '165000',
            currency: 'NGN',
            state: 'locked',
          },
          {
            type: 'Posted',
            entryId: 'le_000004',
            memo: 'lock',
            transfers: [
              {
                debit: 'wallet:org_1',
                credit: `escrow:${LOCK}`,
                amountMinor: '165000',
                currency: 'NGN',
              },
            ],
          },
          { type: 'SpendCounted', agentId: AGENT, day: '2026-01-01', amountMinor: '165000' },
        ],
        answer: {
          taskId: TASK,
          escrowLockId: LOCK,
          state: 'screening',
          totalChargedMinor: '165000',
        },
      });
  });

  it('match names the Operator, accept and start move the task, the escrow stays locked', () => {
    DeciderSpec.given(taskUntil('live'))
      .when({ type: 'StepTask', orgId: ORG, taskId: TASK, step: 'MATCH', operatorId: OPERATOR })
      .thenWrote({
        events: [
          {
            type: 'TaskMoved',
            taskId: TASK,
            event: 'MATCH',
            from: 'live',
            to: 'matched',
            operatorId: OPERATOR,
          },
        ],
        answer: view('matched', 'locked', '165000'),
      });
    DeciderSpec.given(taskUntil('matched'))
      .when({ type: 'StepTask', orgId: ORG, taskId: TASK, step: 'ACCEPT', byOperator: OPERATOR })
      .thenWrote({
        events: [
          { type: 'TaskMoved', taskId: TASK, event: 'ACCEPT', from: 'matched', to: 'accepted' },
        ],
        answer: view('accepted', 'locked', '165000'),
      });
  });

  it('an Operator not offered the task is told it does not exist', () => {
    DeciderSpec.given(taskUntil('matched'))
      .when({ type: 'StepTask', orgId: ORG, taskId: TASK, step: 'ACCEPT', byOperator: 'op_2' })
      .thenRefused('not_found', { resource: 'task' });
  });

  it('submitting proof records it and moves to verifying in one record', () => {
    const written = DeciderSpec.given([
      ...taskUntil('accepted'),
      {
        type: 'StepTask',
        orgId: ORG,
        taskId: TASK,
        step: 'START',
      },
    ])
      .when(submitProof())
      .thenWrote({ answer: view('verifying', 'locked', '165000') });
    expect(written.events.map((e) => e.type)).toEqual(['TaskMoved', 'ProofSubmitted', 'TaskMoved']);
    expect(written.events[1]).toMatchObject({
      type: 'ProofSubmitted',
      proof: { submittedAtMs: T0, mediaSha256: ['a'.repeat(64)], answers: {} },
    });
  });

  it('approve releases the reward to the Operator and the fee to the platform', () => {
    DeciderSpec.given(taskUntil('verifying'))
      .when(agentMove('ApproveTask'))
      .thenWrote({
        events: [
          { type: 'TaskMoved', taskId: TASK, event: 'APPROVE', from: 'verifying', to: 'approved' },
          { type: 'EscrowMoved', lockId: LOCK, event: 'RELEASE', from: 'locked', to: 'released' },
          {
            type: 'Posted',
            entryId: 'le_000005',
            memo: 'release',
            transfers: [
              {
                debit: `escrow:${LOCK}`,
                credit: `payable:${OPERATOR}`,
                amountMinor: '150000',
                currency: 'NGN',
              },
              {
                debit: `escrow:${LOCK}`,
                credit: 'revenue:platform',
                amountMinor: '15000',
                currency: 'NGN',
              },
            ],
          },
        ],
        answer: view('approved', 'released', '0'),
      });
  });

  it('reject opens a dispute and freezes the escrow', () => {
    DeciderSpec.given(taskUntil('verifying'))
      .when(agentMove('RejectTask'))
      .thenWrote({
        events: [
          { type: 'TaskMoved', taskId: TASK, event: 'REJECT', from: 'verifying', to: 'disputed' },
          {
            type: 'EscrowMoved',
            lockId: LOCK,
            event: 'FREEZE',
            from: 'locked',
            to: 'disputed_frozen',
          },
          // The rejection, so the Operator sees who rejected it and may appeal (no reason given).
          { type: 'ProofRejected', taskId: TASK, by: 'agent' },
        ],
        answer: view('disputed', 'disputed_frozen', '165000'),
      });
  });

  it('cancel before acceptance refunds the whole total; the answer shows the task it ended', () => {
    DeciderSpec.given(taskUntil('live'))
      .when(agentMove('CancelTask'))
      .thenWrote({
        events: [
          { type: 'TaskMoved', taskId: TASK, event: 'CANCEL', from: 'live', to: 'cancelled' },
          { type: 'EscrowMoved', lockId: LOCK, event: 'REFUND', from: 'locked', to: 'refunded' },
          {
            type: 'Posted',
            entryId: 'le_000005',
            memo: 'refund',
            transfers: [
              {
                debit: `escrow:${LOCK}`,
                credit: 'wallet:org_1',
                amountMinor: '165000',
                currency: 'NGN',
              },
            ],
          },
        ],
        answer: view('cancelled', 'refunded', '0'),
      });
  });

  it('cancel after acceptance opens a dispute instead of refunding', () => {
    DeciderSpec.given(taskUntil('accepted'))
      .when(agentMove('CancelTask'))
      .thenWrote({ answer: view('disputed', 'disputed_frozen', '165000') });
  });

  it('a pass from the verifier approves through the machine and releases', () => {
    const written = DeciderSpec.given(taskUntil('verifying'))
      .when({
        type: 'RecordVerification',
        orgId: ORG,
        taskId: TASK,
        verification: {
          checks: [],
          confidence: 0.97,
          outcome: 'pass',
          media: [],
          verifierVersion: 'test',
          thresholds: {},
        },
      })
      .thenWrote({ answer: view('approved', 'released', '0') });
    expect(written.events.map((e) => e.type)).toEqual([
      'ProofVerified',
      'TaskMoved',
      'EscrowMoved',
      'Posted',
    ]);
  });
});
